// Setting a game up (V1–V4): 3 to 5 seats in the order given, one die each, the deck shuffled (or
// pinned), the pinned die queue, the first Presidente by roll-off or named; then the first round.
import type { GameStart, Step } from '../../../core/game.js';
import { NAME_MAX_LENGTH } from '../../../core/names.js';
import { CATALOGUE_VERSIONS, CURRENT_CATALOGUE, catalogueCards, diceOfColour, TILES } from '../content/cards.js';
import { fail, makeCtx, seedRng, shuffle, type Ctx } from './context.js';
import { vivaInfo } from '../info.js';
import { startRound } from './round.js';
import type { Seat, Variant, VivaEvent, VivaState } from './types.js';

/** V4: a pinned queue of die results is bounded. */
export const MAX_PINNED_DICE = 10_000;
/** V1: the longest player name (every game's). */
export const MAX_NAME: number = NAME_MAX_LENGTH;
/** V4: the longest seed. */
export const MAX_SEED = 200;

/** What a Viva game starts from: a record without its actions, with its optional pinned parts (V4). */
export interface VivaStart extends GameStart {
  /** The initial deck order, top first: every card once. */
  deck?: readonly string[];
  /** Die results (1–6) used by every roll before the generator. */
  dice?: readonly number[];
  /** The catalogue version to deal (V31); absent: the current one. */
  catalogue?: number;
}

/** V31: the cards of the catalogue version a game is dealt with; a version this program does not know is refused, named. */
function checkCatalogue(version: unknown): { version: number; cards: readonly string[] } {
  if (version === undefined) return { version: CURRENT_CATALOGUE, cards: catalogueCards(CURRENT_CATALOGUE)! };
  const cards = typeof version === 'number' ? catalogueCards(version) : undefined;
  if (!cards) {
    const named = typeof version === 'number' && Number.isSafeInteger(version) ? `catalogue ${version}` : 'a catalogue';
    fail('V31', `the game was dealt with ${named}, which this version of junta does not know (it knows ${CATALOGUE_VERSIONS.join(', ')})`);
  }
  return { version: version as number, cards };
}

function checkPlayers(players: unknown): string[] {
  const { min, max } = vivaInfo.players;
  if (!Array.isArray(players) || players.length < min || players.length > max) {
    fail('V1', `a game seats ${min} to ${max} players`);
  }
  for (const name of players) {
    if (typeof name !== 'string' || name.trim() === '' || name.length > MAX_NAME) fail('V1', `every player needs a name of 1 to ${MAX_NAME} characters`);
  }
  if (new Set(players).size !== players.length) fail('V1', 'two players have the same name');
  return [...players] as string[];
}

function checkDeck(deck: unknown, cards: readonly string[]): string[] | null {
  if (deck === undefined) return null;
  if (!Array.isArray(deck) || deck.length !== cards.length || new Set(deck).size !== deck.length
    || !deck.every((c) => cards.includes(c as string))) {
    fail('V4', `a pinned deck names each of the ${cards.length} cards once`);
  }
  return [...deck] as string[];
}

function checkDice(dice: unknown): number[] {
  if (dice === undefined) return [];
  if (!Array.isArray(dice) || dice.length > MAX_PINNED_DICE || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    fail('V4', `pinned dice are at most ${MAX_PINNED_DICE} integers from 1 to 6`);
  }
  return [...dice] as number[];
}

/**
 * A public roll-off (V3, V19): the tied roll again until settled. `full`: the whole order among
 * `seats` (V19's plunder ties); otherwise only the winner (V3: only the tied highest roll again).
 */
export function rollOff(ctx: Ctx, seats: readonly Seat[], why: 'presidente' | 'plunder', full: boolean): Seat[] {
  let order: Seat[][] = [[...seats]];
  const settled: Seat[] = [];
  while (order.length > 0) {
    const group = order.shift()!;
    if (group.length === 1) { settled.push(group[0]); continue; }
    const rolls = group.map((seat) => ({ seat, value: ctx.roll() }));
    ctx.emit({ type: 'roll-off', rolls, why });
    const values = [...new Set(rolls.map((r) => r.value))].sort((a, b) => b - a);
    const groups = values.map((v) => rolls.filter((r) => r.value === v).map((r) => r.seat));
    order = [...(full ? groups : groups.slice(0, 1)), ...order];
  }
  return settled;
}

export function create(start: VivaStart): Step<VivaState, VivaEvent> {
  if (typeof start.seed !== 'string' || start.seed.length > MAX_SEED) fail('V4', `the seed is a string of at most ${MAX_SEED} characters`);
  const names = checkPlayers(start.players);
  const options = start.options ?? {};
  const variant = options.variant ?? 'basic';
  if (variant !== 'basic' && variant !== 'expert') fail('V29', 'variant is basic or expert');
  const first = options.firstPresidente ?? 'roll';
  if (first !== 'roll' && !names.includes(first as string)) fail('V3', 'firstPresidente is "roll" or a player\'s name');
  const catalogue = checkCatalogue(start.catalogue);
  const pinned = checkDeck(start.deck, catalogue.cards);
  const s: VivaState = {
    game: 'viva', variant: variant as Variant,
    // The current catalogue is not named, so a game dealt with it is the state it always was.
    ...(catalogue.version === CURRENT_CATALOGUE ? {} : { catalogue: catalogue.version }),
    players: names.map((name, seat) => ({
      name, hand: [], tiles: [], dice: [diceOfColour(seat)[0]], promise: null, spy: null, orders: null, loans: [], discards: null,
    })),
    presidente: 0, round: 0, phase: 'promises', deck: [], discard: [], tiles: [...TILES],
    supplies: names.flatMap((_, seat) => diceOfColour(seat).slice(1)),
    rng: seedRng(start.seed), queue: checkDice(start.dice),
    burglars: null, spies: [], spyAt: 0, revealed: false, rebels: [], battles: [], battle: null, lastBattle: null, successor: null, spend: null,
    known: [], actionCount: 0,
  };
  const ctx = makeCtx(s);
  s.deck = pinned ?? shuffle(ctx, catalogue.cards);
  if (first === 'roll') {
    s.presidente = rollOff(ctx, names.map((_, i) => i), 'presidente', false)[0];
    ctx.emit({ type: 'presidente', seat: s.presidente, how: 'roll' });
  } else {
    s.presidente = names.indexOf(first as string);
    ctx.emit({ type: 'presidente', seat: s.presidente, how: 'named' });
  }
  startRound(ctx);
  return { state: s, events: ctx.events };
}
