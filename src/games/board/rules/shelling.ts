// The Gunboat and the Airstrikes (rulings B45, B50, B54).
// PLACEHOLDER of the coup's skeleton: its owner replaces this module whole, keeping these exports.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { ShellingFrame } from './types.js';

const notYet = (what: string): never => {
  throw new Error(`not built yet: ${what}`);
};

/** B54: the Admiral's Gunboat, where a target exists. */
export function gunboatIfAny(ctx: Ctx): void { notYet('gunboat'); void ctx; }
/** B54: one Airstrike of their holder, where a target exists. */
export function airstrikeIfAny(ctx: Ctx): void { notYet('airstrike'); void ctx; }
export const shellingRules: FrameRules<ShellingFrame> = { asked: () => notYet('shelling'), legal: () => notYet('shelling'), act: () => notYet('shelling'), advance: () => notYet('shelling') };
