// PLACEHOLDER owned by the helper `hiding`: replaced by the real module (rulings B24, B25). Not to be merged as is.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { LocationsFrame } from './types.js';
const notBuilt = (): never => {
  throw new Error('not built yet: locations.ts');
};

/** B24: every active player chooses a Location at once. */
export function startLocations(ctx: Ctx): void { void ctx; notBuilt(); }
export const locationsRules: FrameRules<LocationsFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
