// What every rule step shares (V1, V2, V4): the state being changed, its events, the seeded
// generator and the pinned queue of die results, clockwise seating, the deck, and the typed refusal.
import { keptGenerator, rollDie, seedGenerator, shuffleFrom } from '../../../core/generator.js';
import { fromLeftOf } from '../../../core/seats.js';
import { byCardId } from '../content/cards.js';
import type { RngState, Seat, VivaEvent, VivaState } from './types.js';

/** A refusal: `code` names the ruling that forbids the action ("V9", for code and tests); the message says the rule in words. */
export class VivaError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export function fail(code: string, message: string): never {
  throw new VivaError(code, message);
}

export const seedRng = (seed: string): RngState => seedGenerator(seed);

export interface Ctx {
  s: VivaState;
  events: VivaEvent[];
  emit(event: VivaEvent): void;
  /** A number in [0, 1) from the state's generator (V4). */
  random(): number;
  /** One die result: the pinned queue first, then the generator (V4). */
  roll(): number;
}

export function makeCtx(s: VivaState): Ctx {
  const random = keptGenerator(s);
  const events: VivaEvent[] = [];
  return {
    s,
    events,
    emit: (event) => events.push(event),
    random,
    roll: () => rollDie(s.queue, random),
  };
}

/** What seating reads of a state or a view: the seats and who is Presidente. */
export interface Seating { players: readonly unknown[]; presidente: Seat }

/** The Golpistas clockwise from the Presidente's left (V6, V8, V10, V12). */
export const golpistas = (s: Seating): Seat[] => fromLeftOf(s, s.presidente, (i) => i !== s.presidente);
/** Estate number of a seat (V1). */
export const numberOf = (seat: Seat): number => seat + 1;
export const PRESIDENTE_NUMBER = 6;

export function seatNamed(s: VivaState, name: unknown, field = 'seat'): Seat {
  if (typeof name !== 'string') fail('malformed', `${field} must be a player name`);
  const seat = s.players.findIndex((p) => p.name === name);
  if (seat < 0) fail('V1', `${field} names no player at the table`);
  return seat;
}

/** V2: the shuffle starts from the cards sorted by id, then Fisher–Yates with the generator. */
export const shuffle = (ctx: Ctx, cards: readonly string[]): string[] => shuffleFrom([...cards].sort(byCardId), ctx.random);

/** V2: the top card, reshuffling the discard pile into a new deck first when the deck is empty; null when both are. */
export function drawCard(ctx: Ctx): string | null {
  const { s } = ctx;
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = shuffle(ctx, s.discard);
    s.discard = [];
    ctx.emit({ type: 'reshuffle', size: s.deck.length });
  }
  return s.deck.shift() ?? null;
}

/** Draws up to `count` cards into a hand: the count public, the cards seen by their new owner (V5). */
export function drawInto(ctx: Ctx, seat: Seat, count: number, why: 'round' | 'bought' | 'donation'): string[] {
  const got: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = drawCard(ctx);
    if (card !== null) got.push(card);
  }
  ctx.s.players[seat].hand.push(...got);
  ctx.emit({ type: 'draw', seat, count: got.length, why });
  if (got.length > 0) ctx.emit({ type: 'draw', seat, count: got.length, why, cards: got, audience: [seat] });
  return got;
}

/** Takes cards out of a hand, refusing one not there. */
export function takeFromHand(s: VivaState, seat: Seat, cards: readonly string[], code: string): void {
  const hand = s.players[seat].hand;
  for (const card of cards) {
    const i = hand.indexOf(card);
    if (i < 0) fail(code, `${s.players[seat].name} holds no ${String(card)}`);
    hand.splice(i, 1);
  }
}

export const noDuplicates = (items: readonly unknown[]): boolean => new Set(items).size === items.length;
