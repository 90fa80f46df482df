// The reducer's loop over the flow (rulings B70, B73): after setup and after every action, the top
// frame moves on while it asks nobody (a finished pass closes, the driver runs its next step), so
// the state always rests at a decision or at the end.
import type { Choices, Decision } from '../../../core/rules.js';
import type { Ctx } from './context.js';
import { noChoices } from './frame-rules.js';
import { rulesOf } from './frames.js';
import { topFrame } from './stack.js';
import type { Action, BoardState, Seat } from './types.js';

/** B73 bounds every round; this bounds a bug's loop so it fails loudly instead of hanging. */
const MAX_STEPS = 10_000;

export function settle(ctx: Ctx): void {
  for (let i = 0; i < MAX_STEPS; i++) {
    if (ctx.s.ended) return;
    if (!rulesOf(topFrame(ctx.s)).advance(ctx, topFrame(ctx.s))) return;
  }
  throw new Error('the flow did not settle at a decision');
}

export const asked = (s: BoardState): Decision<Action>[] => (s.ended ? [] : rulesOf(topFrame(s)).asked(s, topFrame(s)));

export function choicesOf(s: BoardState, seat: Seat): Choices<Action> {
  if (!asked(s).some((d) => d.seat === seat)) return noChoices();
  return rulesOf(topFrame(s)).legal(s, topFrame(s), seat);
}
