// PLACEHOLDER owned by the helper `hiding`: replaced by the real module (rulings B36–B38). Not to be merged as is.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { BankingFrame, ExilesFrame } from './types.js';
const notBuilt = (): never => {
  throw new Error('not built yet: phase9.ts');
};

/** B37: phase 7 banking if the Bank is Open. */
export function bankingIfOpen(ctx: Ctx): void { void ctx; notBuilt(); }
/** B38: phase 9 step 1, banking Closed for Lunch. */
export function lunchBanking(ctx: Ctx): void { void ctx; notBuilt(); }
/** B36 step 2: exiles return or stay away. */
export function exilesIfAny(ctx: Ctx): void { void ctx; notBuilt(); }
/** B36 steps 3–6: the dead come back, the resets, the end check. */
export function endOfRound(ctx: Ctx): void { void ctx; notBuilt(); }
export const bankingRules: FrameRules<BankingFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
export const exilesRules: FrameRules<ExilesFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
