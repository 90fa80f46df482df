// PLACEHOLDER owned by the helper `hiding`: replaced by the real module (rulings B26–B35). Not to be merged as is.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { AnnounceFrame, ReactFrame } from './types.js';
const notBuilt = (): never => {
  throw new Error('not built yet: assassinations.ts');
};

/** B26: the announcements (skipped under State Visit). */
export function announcementsOrNot(ctx: Ctx): void { void ctx; notBuilt(); }
/** B29: each target's reaction. */
export function reactionsIfAny(ctx: Ctx): void { void ctx; notBuilt(); }
/** B30–B35: reveal, resolution, deaths, the money of the dead, succession. */
export function resolveAttempts(ctx: Ctx): void { void ctx; notBuilt(); }
/** B31: under State Visit the reveal happens at the start of phase 7. */
export function revealIfHidden(ctx: Ctx): void { void ctx; notBuilt(); }
export const announceRules: FrameRules<AnnounceFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
export const reactRules: FrameRules<ReactFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
