// Exchanges of fire and retreats (rulings B44, B55, B56, B71).
// PLACEHOLDER of the coup's skeleton: its owner replaces this module whole, keeping these exports.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { RetreatsFrame } from './types.js';

const notYet = (what: string): never => {
  throw new Error(`not built yet: ${what}`);
};

/** B55: exchange `number` (1–3) of this battle segment, then its retreats (B56). */
export function exchange(ctx: Ctx, number: number): void { notYet('exchange'); void ctx; void number; }
export const retreatsRules: FrameRules<RetreatsFrame> = { asked: () => notYet('retreats'), legal: () => notYet('retreats'), act: () => notYet('retreats'), advance: () => notYet('retreats') };
