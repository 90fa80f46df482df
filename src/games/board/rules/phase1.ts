// PLACEHOLDER owned by the helper `phases`: replaced by the real module (rulings B15, B16, B72). Not to be merged as is.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { HandLimitFrame, PlayPassFrame } from './types.js';
const notBuilt = (): never => {
  throw new Error('not built yet: phase1.ts');
};

/** B15 step 1: clockwise from the President each active player draws 2. */
export function drawPhaseOne(ctx: Ctx): void { void ctx; notBuilt(); }
/** B15 step 2: the play pass. */
export function startPlayPass(ctx: Ctx): void { void ctx; notBuilt(); }
/** B15 step 4: the hand limit. */
export function startHandLimit(ctx: Ctx): void { void ctx; notBuilt(); }
export const playPassRules: FrameRules<PlayPassFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
export const handLimitRules: FrameRules<HandLimitFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
