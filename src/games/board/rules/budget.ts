// PLACEHOLDER owned by the helper `phases`: replaced by the real module (rulings B20–B23). Not to be merged as is.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { BudgetFrame, ForceFrame } from './types.js';
const notBuilt = (): never => {
  throw new Error('not built yet: budget.ts');
};

/** B20: the President draws 8 bills (10 after Foreign Aid Increase, as far as the deck allows). */
export function drawAid(ctx: Ctx): void { void ctx; notBuilt(); }
/** B21: the President's Budget proposal. */
export function startBudget(ctx: Ctx): void { void ctx; notBuilt(); }
/** B22, B23: the Budget passed or defeated (reads s.outcome), the Minister asked to force. */
export function settleBudget(ctx: Ctx): void { void ctx; notBuilt(); }
export const budgetRules: FrameRules<BudgetFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
export const forceRules: FrameRules<ForceFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
