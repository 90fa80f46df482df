// Movement segments (rulings B44, B45, B47–B52, B57, B72).
// PLACEHOLDER of the coup's skeleton: its owner replaces this module whole, keeping these exports.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { MovementFrame } from './types.js';

const notYet = (what: string): never => {
  throw new Error(`not built yet: ${what}`);
};

/** B47: one movement turn each, clockwise from the First Rebel (not the President in the rebellion phase, B45). */
export function startMovement(ctx: Ctx): void { notYet('movement'); void ctx; }
export const movementRules: FrameRules<MovementFrame> = { asked: () => notYet('movement'), legal: () => notYet('movement'), act: () => notYet('movement'), advance: () => notYet('movement') };
