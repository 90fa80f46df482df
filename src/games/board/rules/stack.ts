// The board game's flow as a stack of frames (rulings B8, B15, B61, B67, B68): a frame opened inside
// another (a window inside a vote, an election inside a phase-1 turn) sits on top until it is done,
// then the one below resumes where it was.
import type { Ctx } from './context.js';
import type { BoardState, Frame } from './types.js';

export const topFrame = (s: BoardState): Frame => s.flow[s.flow.length - 1];

export function pushFrame(ctx: Ctx, frame: Frame): void {
  ctx.s.flow.push(frame);
}

/** Closes the top frame: the one below resumes. */
export function popFrame(ctx: Ctx): void {
  ctx.s.flow.pop();
}

/** The frame of `kind` nearest the top, or null. */
export function frameOf<K extends Frame['kind']>(s: BoardState, kind: K): Extract<Frame, { kind: K }> | null {
  for (let i = s.flow.length - 1; i >= 0; i--) {
    const f = s.flow[i];
    if (f.kind === kind) return f as Extract<Frame, { kind: K }>;
  }
  return null;
}
