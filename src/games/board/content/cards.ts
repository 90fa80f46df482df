// The board game's 64 Political cards as data (board-cards.md; rulings B16, B65): ids, names,
// counts, votes, costs, timings, requirements and texts, each marked seed or ours. The engine, the
// lookups, the rules text and the bots read them here; nothing else names a card's numbers.

/** When a design may be played (board-cards.md's "when", B16). */
export type Timing = 'P1' | 'vote' | 'ann' | 'react' | 'coup?' | 'move';

export type CardType = 'influence' | 'vote' | 'assassin' | 'bribe' | 'event' | 'coup-event' | 'donation';

export interface CardDesign {
  id: string;
  name: string;
  type: CardType;
  count: number;
  /** Votes (Influence and Vote cards); 0 for the others. */
  votes: number;
  /** Pocket money paid when played, in millions (B3); `perUnit`: that much per unit named (the Brigade and Police Bribes). */
  cost: number;
  perUnit: boolean;
  when: readonly Timing[];
  /** The requirement in words, checked when the card is put down (B16); '' when none. */
  requires: string;
  /** For a Coup Event: the Influence card its player must have in front (board-cards.md), or null. */
  requiresInfluence: string | null;
  /** What it does, in the project's words. */
  text: string;
  /** The name (and for the Secret Party Donation, the effect) comes from the rulebook; every other text is ours (B65). */
  seed: boolean;
}

interface Extra { votes?: number; cost?: number; perUnit?: boolean; requires?: string; requiresInfluence?: string; seed?: boolean }

const design = (id: string, name: string, type: CardType, count: number, when: readonly Timing[], text: string, extra: Extra = {}): CardDesign => ({
  id, name, type, count,
  votes: extra.votes ?? 0,
  cost: extra.cost ?? 0,
  perUnit: extra.perUnit ?? false,
  when,
  requires: extra.requires ?? '',
  requiresInfluence: extra.requiresInfluence ?? null,
  text,
  seed: extra.seed ?? false,
});

const influence = (id: string, name: string, votes: number, text: string, seed = false): CardDesign =>
  design(id, name, 'influence', 1, ['P1', 'vote'], text, { votes, seed });
const voteCard = (id: string, name: string, count: number, votes: number): CardDesign =>
  design(id, name, 'vote', count, ['vote'], `Cast at once for ${votes} votes on one target; discarded when the vote is counted.`, { votes });
const assassin = (id: string, name: string, count: number, cost: number, text: string, requires = ''): CardDesign =>
  design(id, name, 'assassin', count, ['ann'], text, { cost, requires });
const unitBribe = (id: string, name: string, units: string, odds: string): CardDesign =>
  design(id, name, 'bribe', 1, ['move'], `Name one area and any number of ${units} there that you do not command; pay 1 M per unit; roll a die per unit: ${odds} makes it yours for the rest of this coup.`, { cost: 1, perUnit: true });
const coupEvent = (id: string, name: string, units: string, area: string, requiresInfluence?: string): CardDesign =>
  design(id, name, 'coup-event', 1, ['coup?', 'move'], `Raises ${units} in ${area}, commanded by you for the rest of this coup.`,
    requiresInfluence ? { requiresInfluence, requires: `You have ${INFLUENCE_NAMES[requiresInfluence]} in front of you.` } : {});

const INFLUENCE_NAMES: Record<string, string> = {
  'students-federation': "Students' Federation", 'labor-unions': 'Labor Unions', bankers: 'Bankers', landowners: 'Landowners', church: 'Church',
};

export const DESIGNS: readonly CardDesign[] = [
  influence('church', 'Church', 10, 'Requirement of Christian Militia.', true),
  influence('conservatives', 'Conservatives', 8, 'No other ability.', true),
  influence('landowners', 'Landowners', 6, 'Requirement of Home Defense League.'),
  influence('banana-growers', 'Banana Growers', 6, 'No other ability.'),
  influence('army-officers', 'Army Officers', 5, '+1 on each die you roll for a Brigade Bribe.'),
  influence('labor-unions', 'Labor Unions', 5, 'Requirement of Strikers.'),
  influence('students-federation', "Students' Federation", 4, 'Requirement of Students.'),
  influence('bankers', 'Bankers', 4, 'Requirement of Bank Guards. Each Bribe card you play costs 1 M less in all (never below 0).'),
  influence('peasants', 'Peasants', 4, 'No other ability.'),
  influence('press', 'Press', 3, 'No other ability.'),
  influence('mafia', 'Mafia', 3, 'Each Assassin card you play costs 1 M less (never below 0).'),
  influence('foreign-investors', 'Foreign Investors', 3, 'No other ability.'),
  influence('intellectuals', 'Intellectuals', 2, 'No other ability.'),
  influence('shopkeepers', 'Shopkeepers', 2, 'No other ability.'),
  voteCard('bought-deputies', 'Bought Deputies', 3, 2),
  voteCard('ballot-stuffing', 'Ballot Stuffing', 3, 3),
  voteCard('rigged-count', 'Rigged Count', 2, 5),
  assassin('amateur-assassin', 'Amateur Assassin', 2, 1, 'On a correct guess, roll one die: 4–6 kills.'),
  assassin('professional-assassin', 'Professional Assassin', 2, 2, 'Kills on a correct guess.'),
  assassin('street-gang', 'Street Gang', 2, 0, 'On a correct guess, roll one die: 5–6 kills.'),
  assassin('burglars', 'Burglars', 1, 0, 'Guess Home only. Kills on a correct guess.', 'The guessed Location is Home.'),
  assassin('character-assassination', 'Character Assassination', 1, 0,
    'Guess Mistress only. Does not kill: on a correct guess the victim discards every Influence card in front of him.', 'The guessed Location is Mistress.'),
  unitBribe('bribe-first-brigade', 'Bribe First Army Brigade', '1st Brigade units', '4–6'),
  unitBribe('bribe-second-brigade', 'Bribe Second Army Brigade', '2nd Brigade units', '4–6'),
  unitBribe('bribe-third-brigade', 'Bribe Third Army Brigade', '3rd Brigade units', '4–6'),
  unitBribe('bribe-police', 'Bribe the Police', 'Police units', '4–6'),
  unitBribe('bribe-palace-guard', 'Bribe the Palace Guard', 'Palace Guard units', '5–6'),
  design('bribe-special-forces', 'Bribe the Special Forces', 'bribe', 1, ['move'],
    'Name the Marines or the Paratroops, on the map and not yours; pay 2 M; roll one die: 4–6 makes it yours for the rest of this coup.', { cost: 2 }),
  design('bribe-air-force', 'Bribe the Air Force', 'bribe', 1, ['move'],
    'Pay 2 M; roll one die: on 4–6 every unused Airstrike becomes yours for the rest of this coup.', { cost: 2, requires: 'Another player holds at least one unused Airstrike.' }),
  design('bribe-the-assassin', 'Bribe the Assassin', 'bribe', 2, ['react'],
    'Cancel one attempt announced against you (the Death Squad included); its card is discarded and it does not resolve.', { cost: 2 }),
  design('presidential-competence', 'Presidential Competence', 'event', 1, ['P1'],
    'A roll call on whether the President is incompetent. Passed: he is removed and a new President is elected. A tie is his to decide.',
    { requires: 'You are not the President.', seed: true }),
  design('aid-increase', 'Foreign Aid Increase', 'event', 1, ['P1'], 'This round the President draws 2 bills more than the 8, as far as the deck allows.'),
  design('bank-holiday', 'Bank Holiday', 'event', 1, ['P1', 'vote', 'ann'], 'The Bank is Closed for Holiday this round, whatever its state.'),
  design('state-visit', 'State Visit', 'event', 1, ['P1'], 'No announcements and no Death Squad this round (the Bank marker still steps).'),
  design('informant', 'Informant', 'event', 2, ['ann'], "You alone see the named player's Location card now.",
    { requires: 'Another living, non-exiled player is named.' }),
  design('tax-inspector', 'Tax Inspector', 'event', 1, ['P1', 'vote', 'ann', 'move'], "You alone are told the total value of the named player's pocket money (not the number of bills).",
    { requires: 'Another living player is named.' }),
  design('general-amnesty', 'General Amnesty', 'event', 1, ['P1'], 'Name one exile: he returns at once, free, and gets Positions in phase 2.',
    { requires: 'A player is in exile.' }),
  design('unrest', 'Unrest', 'event', 2, ['vote', 'ann', 'coup?'], 'The Political Situation becomes Unstable. Played when asked whether you start a coup, you may then start one.'),
  coupEvent('students', 'Students', '3 Students', 'the University', 'students-federation'),
  coupEvent('rioters', 'Rioters', '3 Rioters', 'the Slums'),
  coupEvent('demonstrators', 'Demonstrators', '4 Demonstrators', 'the Plaza'),
  coupEvent('strikers', 'Strikers', '3 Strikers', 'the Industrial Quarter', 'labor-unions'),
  coupEvent('bank-guards', 'Bank Guards', '2 Bank Guards', 'the Central Bank', 'bankers'),
  coupEvent('home-defense-league', 'Home Defense League', '3 Home Defense League', 'the Heights', 'landowners'),
  coupEvent('christian-militia', 'Christian Militia', '3 Christian Militia', 'the Cathedral', 'church'),
  design('helicopter', 'Helicopter', 'coup-event', 1, ['coup?', 'move'], 'Places the Helicopter in any area but an Embassy, commanded by you for the rest of this coup; it moves 3 a segment from the next one on.'),
  design('coup-rumours', 'Coup Rumours', 'coup-event', 1, ['coup?'], 'Lets you start a coup when the situation is Stable. Raises no units.'),
  design('secret-party-donation', 'Secret Party Donation', 'donation', 6, ['P1', 'vote', 'ann', 'coup?', 'move'],
    'Take the top bill of the Foreign Aid deck into your pocket, seen by you alone. With the deck empty you take nothing.', { seed: true }),
];

const BY_ID = new Map(DESIGNS.map((d) => [d.id, d]));

/** Every card instance, `id#1…#n`, in catalogue order: B71's canonical order is by instance id (`byCardId`). */
export const ALL_CARDS: readonly string[] = DESIGNS.flatMap((d) => Array.from({ length: d.count }, (_, i) => `${d.id}#${i + 1}`));
const CARD_SET = new Set(ALL_CARDS);

export const designOf = (card: string): string => card.slice(0, card.indexOf('#'));
export const designById = (id: string): CardDesign | undefined => BY_ID.get(id);
export const isCard = (card: unknown): card is string => typeof card === 'string' && CARD_SET.has(card);

export function cardDesign(card: string): CardDesign {
  const found = BY_ID.get(designOf(card));
  if (!found) throw new Error(`not a board card: ${card}`);
  return found;
}

/** B71: the canonical order of cards, by instance id (design id, then instance number). */
export function byCardId(a: string, b: string): number {
  const da = designOf(a);
  const db = designOf(b);
  if (da !== db) return da < db ? -1 : 1;
  return Number(a.slice(da.length + 1)) - Number(b.slice(db.length + 1));
}

export const votesOf = (card: string): number => cardDesign(card).votes;
export const typeOf = (card: string): CardType => cardDesign(card).type;
export const playableOn = (card: string, timing: Timing): boolean => cardDesign(card).when.includes(timing);
