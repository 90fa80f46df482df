// What a reducer step works with: the draft state, the seeded generator and the events it emits.
import { openRng, type Rng } from './rng.js';
import type { ErrorCode, EventBody, GameEvent, Seat, State } from './types.js';

/** Thrown inside a reducer to reject an action; `apply` turns it into an error result. */
export class RuleError extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

export function fail(code: ErrorCode, message: string): never {
  throw new RuleError(code, message);
}

export interface Ctx {
  readonly s: State;
  readonly events: GameEvent[];
  rng(): Rng;
}

export function makeCtx(s: State): Ctx & { rngUsed(): Rng | null } {
  let rng: Rng | null = null;
  const events: GameEvent[] = [];
  return {
    s,
    events,
    rng: () => (rng ??= openRng(s.rng)),
    rngUsed: () => rng,
  };
}

export function emit(ctx: Ctx, body: EventBody): void {
  ctx.events.push(body as GameEvent);
}

export function tell(ctx: Ctx, to: Seat[], body: EventBody): void {
  ctx.events.push({ ...body, to } as GameEvent);
}

export function nameOf(s: State, seat: Seat): string {
  return s.players[seat].name;
}

export function seatNamed(s: State, name: unknown, field = 'seat'): Seat {
  if (typeof name !== 'string') fail('malformed', `${field} must be a player name`);
  const seat = s.players.findIndex((p) => p.name === name);
  if (seat < 0) fail('unknown-seat', `${field}: no player is named "${name}"`);
  return seat;
}

export const nextSeat = (s: State, seat: Seat, step = 1): Seat => {
  const n = s.players.length;
  return (((seat + step) % n) + n) % n;
};

/** Seats clockwise starting at `from` (R1). */
export function clockwiseFrom(s: State, from: Seat): Seat[] {
  return s.players.map((_, i) => nextSeat(s, from, i));
}
