// What every rule step of the board game shares (rulings B1, B3, B4, B71, words of the rulings): the
// state being changed and its events, the seeded generator and the pinned die queue, the typed
// refusal citing its ruling, seats by name, the orders "clockwise from X, skipping the inactive",
// and the Political deck's draws.
import { keptGenerator, rollDie, seedGenerator, shuffleFrom } from '../../../core/generator.js';
import { clockwiseFrom, nextSeat } from '../../../core/seats.js';
import { byCardId } from '../content/cards.js';
import type { BoardEvent, BoardState, Note, RngState, Seat } from './types.js';

/** A refusal: `code` names the ruling that forbids the action ("B17", for code and tests); the message says the rule in words. */
export class BoardError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export function fail(code: string, message: string): never {
  throw new BoardError(code, message);
}

export const seedRng = (seed: string): RngState => seedGenerator(seed);

export interface Ctx {
  s: BoardState;
  events: BoardEvent[];
  emit(event: BoardEvent): void;
  /** A number in [0, 1) from the state's generator (B71). */
  random(): number;
  /** One die result: the pinned queue first, then the generator (B71). */
  roll(): number;
  /** Keeps a fact in a seat's private log (B5). */
  note(seat: Seat, note: Note): void;
}

export function makeCtx(s: BoardState): Ctx {
  const random = keptGenerator(s);
  const events: BoardEvent[] = [];
  return {
    s,
    events,
    emit: (event) => events.push(event),
    random,
    roll: () => rollDie(s.dice, random),
    note: (seat, note) => s.notes[seat].push(note),
  };
}

/** The seat a player's name gives, refusing a name not at the table. */
export function seatNamed(s: BoardState, name: unknown, field = 'seat'): Seat {
  if (typeof name !== 'string') fail('malformed', `${field} must be a player name`);
  const seat = s.players.findIndex((p) => p.name === name);
  if (seat < 0) fail('B1', `${field} names no player at the table`);
  return seat;
}

/** Alive and not in exile: only active players vote, trade, play cards, hold usable Positions and are asked. */
export const isActive = (s: BoardState, seat: Seat): boolean => s.players[seat].status === 'active';
export const activeSeats = (s: BoardState): Seat[] => s.players.map((_, i) => i).filter((i) => isActive(s, i));

/** "Clockwise from X": X first, or the first active player after him, then on round the table, active players only. */
export const clockwiseFromSeat = (s: BoardState, from: Seat): Seat[] => clockwiseFrom(s, from, (i) => isActive(s, i));
/** "From X's left": the same, starting with the next seat. */
export const fromLeftOf = (s: BoardState, seat: Seat): Seat[] => clockwiseFromSeat(s, nextSeat(s, seat));
/**
 * "Clockwise from the President": from the President's seat, or while the office is vacant from the
 * dead or removed President's (`chair`, words of the rulings; B35, B67, B75).
 */
export const fromPresident = (s: BoardState): Seat[] => clockwiseFromSeat(s, s.chair);
/** An order of exiles (B36): the first exile after the President's seat first. */
export const exilesFromPresident = (s: BoardState): Seat[] =>
  clockwiseFrom(s, nextSeat(s, s.chair), (i) => s.players[i].status === 'exiled');

/** B4, B71: a shuffle starts from the canonical order (cards by instance id), then Fisher–Yates with the generator. */
export const shuffleCards = (ctx: Ctx, cards: readonly string[]): string[] => shuffleFrom([...cards].sort(byCardId), ctx.random);

/** B4: the top card, shuffling the discard pile into a new draw pile first when the pile is empty; null when both are. */
export function drawCard(ctx: Ctx): string | null {
  const { s } = ctx;
  if (s.drawPile.length === 0 && s.discard.length > 0) {
    s.drawPile = shuffleCards(ctx, s.discard);
    s.discard = [];
    ctx.emit({ type: 'reshuffle', size: s.drawPile.length });
  }
  return s.drawPile.shift() ?? null;
}

/** Draws up to `count` cards into a hand: the count public, the cards told to their new owner (B5). */
export function drawInto(ctx: Ctx, seat: Seat, count: number): string[] {
  const got: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = drawCard(ctx);
    if (card !== null) got.push(card);
  }
  ctx.s.players[seat].hand.push(...got);
  ctx.emit({ type: 'draw', seat, count: got.length });
  if (got.length > 0) ctx.emit({ type: 'draw', seat, count: got.length, cards: got, audience: [seat] });
  return got;
}

/** Takes one card out of a seat's hand, refusing one not there. */
export function takeFromHand(s: BoardState, seat: Seat, card: string, code: string): void {
  const hand = s.players[seat].hand;
  const i = hand.indexOf(card);
  if (i < 0) fail(code, `${s.players[seat].name} holds no ${card}`);
  hand.splice(i, 1);
}
