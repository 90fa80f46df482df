// What a reducer step works with: the draft state, the seeded generator and the events it emits;
// how a step knows its phase (narrowing the phase parts) and changes it (its types: step.ts).
export type { Ctx, CtxIn } from './step.js';
import { openRng, type Rng } from './rng.js';
import type { CardBook, Ctx, CtxIn } from './step.js';
import type { ErrorCode, EventBody, GameEvent, Phase, PhaseParts, Seat, State } from './types.js';

/** Thrown inside a reducer to reject an action; `apply` turns it into an error result. */
export class RuleError extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

export function fail(code: ErrorCode, message: string): never {
  throw new RuleError(code, message);
}

/** Every phase's parts at once (those of other phases null): the only way a state changes phase. */
export function enterPhase(s: State, parts: PhaseParts): void {
  Object.assign(s, parts);
}

/** The parts of no phase, to spread into a PhaseParts value. */
export const NO_PARTS = { firstPresident: null, budget: null, voting: null, tally: null, coup: null } as const;

export function ctxIn<P extends Phase>(ctx: Ctx, phase: P): ctx is CtxIn<P> {
  return ctx.s.phase === phase;
}

/** The context, its state in phase P, or the action is refused as out of phase with `why`. */
export function openCtx<P extends Phase>(ctx: Ctx, phase: P, why: string): CtxIn<P> {
  if (!ctxIn(ctx, phase)) fail('wrong-phase', why);
  return ctx;
}

export function makeCtx(s: State, cards: CardBook): Ctx & { rngUsed(): Rng | null } {
  let rng: Rng | null = null;
  const events: GameEvent[] = [];
  return {
    s,
    cards,
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
  if (seat < 0) fail('unknown-seat', `${field} names no player at the table`);
  return seat;
}

