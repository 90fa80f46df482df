// What each kind of frame in the board game's flow answers (rulings B70, B72): who it asks now, a
// seat's choices, an action applied, and how it moves on when it asks nobody. The registry
// (frames.ts) maps each kind to its rules; the reducer reads only the top frame.
import type { Choices, Decision } from '../../../core/rules.js';
import type { Ctx } from './context.js';
import type { Action, BoardState, Frame, Seat } from './types.js';

export type Raw = Record<string, unknown>;

export interface FrameRules<F extends Frame = Frame> {
  /** The required decisions this frame asks now (empty while it has nobody to ask). */
  asked(s: BoardState, f: F): Decision<Action>[];
  /** A seat's choices at this frame (only for a seat it asks). */
  legal(s: BoardState, f: F, seat: Seat): Choices<Action>;
  /** Applies an untrusted action of a seat this frame asks; returns the action as recorded. Throws a BoardError to refuse. */
  act(ctx: Ctx, f: F, seat: Seat, raw: Raw): Action;
  /** Moves the flow on when this frame asks nobody (a finished pass pops itself); false while it waits for a decision. */
  advance(ctx: Ctx, f: F): boolean;
}

export type FrameTable = { [K in Frame['kind']]: FrameRules<Extract<Frame, { kind: K }>> };

export const noChoices = (): Choices<Action> => ({ actions: [], samplers: [], optional: [] });
