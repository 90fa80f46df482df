// The coup's aftermath (rulings B58, B59, B60).
// PLACEHOLDER of the coup's skeleton: its owner replaces this module whole, keeping these exports.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { SidesFrame, JuntaVoteFrame, ExecutionFrame } from './types.js';

const notYet = (what: string): never => {
  throw new Error(`not built yet: ${what}`);
};

/** B58: each active non-President declares a side, clockwise from the First Rebel. */
export function startSides(ctx: Ctx): void { notYet('sides'); void ctx; }
/** B58: control of the Power Centers and the winner. */
export function countControl(ctx: Ctx): void { notYet('control'); void ctx; }
/** B59: the Junta's vote after a Junta win. */
export function juntaVoteIfWon(ctx: Ctx): void { notYet('junta vote'); void ctx; }
/** B59: the President executes one player or nobody. */
export function startExecution(ctx: Ctx): void { notYet('execution'); void ctx; }
export const sidesRules: FrameRules<SidesFrame> = { asked: () => notYet('sides'), legal: () => notYet('sides'), act: () => notYet('sides'), advance: () => notYet('sides') };
export const juntaVoteRules: FrameRules<JuntaVoteFrame> = { asked: () => notYet('junta vote'), legal: () => notYet('junta vote'), act: () => notYet('junta vote'), advance: () => notYet('junta vote') };
export const executionRules: FrameRules<ExecutionFrame> = { asked: () => notYet('execution'), legal: () => notYet('execution'), act: () => notYet('execution'), advance: () => notYet('execution') };
