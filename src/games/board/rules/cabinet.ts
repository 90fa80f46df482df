// PLACEHOLDER owned by the helper `phases`: replaced by the real module (rulings B17, B18, B34, B74). Not to be merged as is.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { CabinetFrame } from './types.js';
const notBuilt = (): never => {
  throw new Error('not built yet: cabinet.ts');
};

/** B17: the President's cabinet decision. */
export function startCabinet(ctx: Ctx): void { void ctx; notBuilt(); }
export const cabinetRules: FrameRules<CabinetFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
