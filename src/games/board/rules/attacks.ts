// Declaring attacks (rulings B45, B53).
// PLACEHOLDER of the coup's skeleton: its owner replaces this module whole, keeping these exports.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { AttacksFrame } from './types.js';

const notYet = (what: string): never => {
  throw new Error(`not built yet: ${what}`);
};

/** B53: each player commanding units in a contested non-Embassy area declares his attacks, clockwise from the First Rebel. */
export function startAttacks(ctx: Ctx): void { notYet('attacks'); void ctx; }
export const attacksRules: FrameRules<AttacksFrame> = { asked: () => notYet('attacks'), legal: () => notYet('attacks'), act: () => notYet('attacks'), advance: () => notYet('attacks') };
