// The Viva el Presidente catalogue as data (viva-cards.md; rulings V8, V25, V28, V31): 45 Game Cards
// with their counts and timings, every count set a version of junta has dealt with (a record names
// its own), 25 Building Tiles in give-out order, and the Militia dice by colour.

/** When a design may be played (viva-cards.md's "when"). */
export type Timing = 'payment' | 'before-combat' | 'after-roll' | 'orders' | 'after-promises' | 'spend' | 'never';

export interface CardDesign {
  id: string;
  name: string;
  count: number;
  timing: Timing;
  /** Foreign Aid value in millions (0 for every other design). */
  aid: number;
  /** Victory Points while in hand (V29). */
  vp: number;
  /** The design's text is the project's own (V8, V25, V31). */
  ours: boolean;
  effect: string;
}

const design = (id: string, name: string, count: number, timing: Timing, effect: string, extra: Partial<CardDesign> = {}): CardDesign =>
  ({ id, name, count, timing, aid: 0, vp: 0, ours: false, effect, ...extra });

/**
 * The counts are ours (V31), tuned with `junta simulate --game viva` and heuristic bots toward games of
 * 8–12 rounds: viva-cards.md's starting counts (55 million in 24 Foreign Aid cards) gave 4-player
 * games of 3 or 4 rounds; the commit that changes a count records the runs behind it.
 * Measured on 2,000 games each (4 players, Basic, heuristic bots, seeds tune21-a and tune21-b):
 * once the heuristic played against a runaway leader (bots/heuristic-leader.ts), 9 Foreign Aid 1, 4 Foreign Aid 2 and
 * 4 Assassinations (were 10, 2 and 5: 24 million, were 21) give a median of 9 rounds and 64 % / 60 %
 * of games in 8–12 (the previous counts: 55 % / 53 % with that bot, 57 % / 57 % with the one before).
 * The spread (a standard deviation of about 0.28 of the mean) comes mostly from who holds the Yacht
 * and the Supercar, one copy each already.
 */
export const DESIGNS: readonly CardDesign[] = [
  design('aid1', 'Foreign Aid 1', 9, 'payment', 'Worth 1 million.', { aid: 1 }),
  design('aid2', 'Foreign Aid 2', 4, 'payment', 'Worth 2 million.', { aid: 2 }),
  design('aid3', 'Foreign Aid 3', 1, 'payment', 'Worth 3 million.', { aid: 3 }),
  design('aid4', 'Foreign Aid 4', 1, 'payment', 'Worth 4 million.', { aid: 4 }),
  design('assassination', 'Assassination', 4, 'before-combat', 'Destroy one die of the other side in this battle.'),
  design('gunboat', 'Gunboat', 4, 'before-combat', '+3 to your side in this battle, even after you leave it.'),
  design('surprise-attack', 'Surprise Attack', 4, 'before-combat', "As attacker: the defender's buildings count 0 in this battle."),
  design('bribery', 'Bribery', 3, 'before-combat', 'With a Presidential die in the battle: Presidential dice count 0 and are not rolled.'),
  design('peasant-uprising', 'Peasant Uprising', 3, 'before-combat', 'Every defending die counts 2, unrolled.'),
  design('diversionary-tactic', 'Diversionary Tactic', 3, 'after-roll', 'One die, or all dice, of one participant\'s roll are rolled again.'),
  design('spy', 'Spy', 3, 'orders', 'See the other Golpistas\' orders, then order again.'),
  design('burglars', 'Burglars', 1, 'after-promises', 'Take one card of your choice from another Golpista\'s Promise.', { ours: true }),
  design('party-donation', 'Party Donation', 1, 'spend', 'Draw the top 2 cards into your hand.', { ours: true }),
  design('pr-campaign', 'PR Campaign', 1, 'spend', 'Your next Building this turn costs 2 million.', { ours: true }),
  design('students-petition', 'Students Circulate Petition', 1, 'never', 'No effect; it cannot be played.'),
  design('yacht', 'Yacht', 1, 'never', '1 VP while in your hand; it cannot be played.', { vp: 1 }),
  design('supercar', 'Supercar', 1, 'never', '1 VP while in your hand; it cannot be played.', { vp: 1 }),
];

const BY_ID = new Map(DESIGNS.map((d) => [d.id, d]));

/**
 * Every count set junta has dealt Viva with, oldest first (V31: the counts are ours, and re-tuning
 * them changed the deck): a record and a save name the one they were dealt with, so a game dealt
 * before a re-tuning replays and continues with the cards it had. A version lists the counts that
 * differ from the current one; the last is the current one (DESIGNS). Never change a shipped one:
 * add a version.
 */
const CATALOGUE_COUNTS: readonly Readonly<Record<string, number>>[] = [
  // 1: viva-cards.md's starting counts, 55 million in 24 Foreign Aid cards.
  { aid1: 6, aid2: 8, aid3: 7, aid4: 3, assassination: 3, gunboat: 2, 'surprise-attack': 2, bribery: 2, 'peasant-uprising': 2, 'diversionary-tactic': 2, spy: 2 },
  // 2: the first tuning, 21 million in 14 Foreign Aid cards.
  { aid1: 10, aid2: 2, assassination: 5 },
  // 3: the counts of DESIGNS.
  {},
];

/** The catalogue version new games are dealt with. */
export const CURRENT_CATALOGUE: number = CATALOGUE_COUNTS.length;
/** Every catalogue version this program can deal, oldest first. */
export const CATALOGUE_VERSIONS: readonly number[] = CATALOGUE_COUNTS.map((_, i) => i + 1);

/** "aid3#2" → "aid3". */
export const designOf = (card: string): string => card.slice(0, card.indexOf('#'));
export const instanceOf = (card: string): number => Number(card.slice(card.indexOf('#') + 1));
export const designById = (id: string): CardDesign | undefined => BY_ID.get(id);
/** The design of a card instance; throws on a card not in the catalogue (callers check `isCard` first). */
export function cardDesign(card: string): CardDesign {
  const found = BY_ID.get(designOf(card));
  if (!found) throw new Error(`not a Viva card: ${card}`);
  return found;
}

const instancesOf = (counts: Readonly<Record<string, number>>): string[] =>
  DESIGNS.flatMap((d) => Array.from({ length: counts[d.id] ?? d.count }, (_, i) => `${d.id}#${i + 1}`)).sort(byCardId);
const BY_VERSION: readonly (readonly string[])[] = CATALOGUE_COUNTS.map(instancesOf);

/** Every card instance of a catalogue version, sorted by id (V2: the order a shuffle starts from); undefined for a version this program does not know. */
export const catalogueCards = (version: number): readonly string[] | undefined => BY_VERSION[version - 1];
/** Every card instance of the current catalogue, sorted by id. */
export const ALL_CARDS: readonly string[] = BY_VERSION[CURRENT_CATALOGUE - 1];
/** The cards of a game: those of the catalogue its state was dealt with (absent: the current one). */
export const cardsOfGame = (s: { catalogue?: number }): readonly string[] => catalogueCards(s.catalogue ?? CURRENT_CATALOGUE) ?? ALL_CARDS;
/** The most cards any version deals (the wire's bound on a list of cards). */
export const MAX_CARDS: number = Math.max(...BY_VERSION.map((cards) => cards.length));
const CARD_SET = new Set(BY_VERSION.flat());
/** A card of some catalogue version (a game's own deal holds only its version's: the engine refuses any other as not held). */
export const isCard = (card: unknown): card is string => typeof card === 'string' && CARD_SET.has(card);

/** V2/V4: by design id, then instance number. */
export function byCardId(a: string, b: string): number {
  const da = designOf(a);
  const db = designOf(b);
  if (da !== db) return da < db ? -1 : 1;
  return instanceOf(a) - instanceOf(b);
}

export const aidValue = (card: string): number => cardDesign(card).aid;
export const isAid = (card: string): boolean => aidValue(card) > 0;
export const totalAid = (cards: readonly string[]): number => cards.reduce((sum, c) => sum + aidValue(c), 0);

/** V26: the 25 tiles, one each, given out in this order (the first two the rulebook's). */
export const TILES: readonly string[] = [
  'Helicopter Pad', 'Swimming Pool', 'Guard Tower', 'Wine Cellar', 'Chapel', 'Stables', 'Garage', 'Tennis Court',
  'Bunker', 'Aviary', 'Sauna', 'Greenhouse', 'Boathouse', 'Library', 'Gym', 'Cigar Lounge', 'Fountain', 'Orangery',
  'Radio Mast', 'Zoo', 'Casino', 'Observatory', 'Cinema', 'Golf Course', 'Marble Staircase',
];

/** Seat k plays colour k (viva-cards.md's Dice). */
export const COLOURS: readonly string[] = ['red', 'blue', 'yellow', 'black', 'green'];
export const DICE_PER_COLOUR = 4;
export const diceOfColour = (seat: number): string[] => Array.from({ length: DICE_PER_COLOUR }, (_, i) => `${COLOURS[seat]}#${i + 1}`);
/** The seat whose colour a die has ("blue#3" → 1). */
export const dieOwner = (die: string): number => COLOURS.indexOf(die.slice(0, die.indexOf('#')));
/** V4: by colour in seat order, then number. */
export const byDieId = (a: string, b: string): number => dieOwner(a) - dieOwner(b) || instanceOf(a) - instanceOf(b);

/** Prices in millions (V24). */
export const PRICES = { building: 4, militia: 2, card: 1 } as const;
/** V25: what PR Campaign takes off the next Building. */
export const PR_DISCOUNT = 2;
export const HAND_LIMIT = 4;
