// The coup question and a coup's start and end (rulings B34, B40, B41, B43, B52, B76).
// PLACEHOLDER of the coup's skeleton: its owner replaces this module whole, keeping these exports.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { CoupQuestionFrame, CousinFrame } from './types.js';

const notYet = (what: string): never => {
  throw new Error(`not built yet: ${what}`);
};

/** Phase 8 (B41): each active non-President, clockwise from the President's left, is asked whether he starts a coup. */
export function coupQuestion(ctx: Ctx): void {
  // Until the question is built nobody is asked and no coup starts (the political game's tests pass through here).
  void ctx;
}
/** B41, B52: the units of a Coup Event played at the question, placed after deployment. */
export function placeQuestionEvent(ctx: Ctx): void { notYet('the question event'); void ctx; }
/** B34: the President's Cousin decision at a coup's start, when some Position is frozen and none is his Cousin's. */
export function cousinIfAny(ctx: Ctx): void { notYet('the Cousin at a coup'); void ctx; }
/** B76: the end of a coup. */
export function endCoup(ctx: Ctx): void { notYet('the end of a coup'); void ctx; }
export const coupQuestionRules: FrameRules<CoupQuestionFrame> = { asked: () => notYet('coup question'), legal: () => notYet('coup question'), act: () => notYet('coup question'), advance: () => notYet('coup question') };
export const cousinRules: FrameRules<CousinFrame> = { asked: () => notYet('cousin'), legal: () => notYet('cousin'), act: () => notYet('cousin'), advance: () => notYet('cousin') };
