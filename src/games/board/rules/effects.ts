// PLACEHOLDER owned by the helper `phases`: replaced by the real module (rulings B16 and board-cards.md). Not to be merged as is.
import type { Ctx } from './context.js';
import type { Timing } from '../content/cards.js';
import type { Raw } from './frame-rules.js';
import type { Action, Seat } from './types.js';
const notBuilt = (): never => {
  throw new Error('not built yet: effects.ts');
};

/**
 * Plays an Event or a Secret Party Donation (board-cards.md) at `timing` for `seat`: timing, requirement
 * (failed: discarded without effect, B16), cost paid with a minimal payment (B3, Mafia/Bankers), effect.
 * Returns the action as recorded. Influence, Vote and Assassin cards are played by the frames that cast or announce them.
 */
export function playEffect(ctx: Ctx, seat: Seat, card: string, raw: Raw, timing: Timing): Action { void ctx; void seat; void card; void raw; void timing; return notBuilt(); }
