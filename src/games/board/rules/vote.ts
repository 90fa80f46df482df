// PLACEHOLDER owned by the helper `votes`: replaced by the real module (rulings B8–B14, B35, B61, B67, B75). Not to be merged as is.
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import type { Question, Seat, VoteFrame } from './types.js';
const notBuilt = (): never => {
  throw new Error('not built yet: vote.ts');
};

/** Opens a roll call (the Budget, B22; Presidential Competence, B67) in the voting order from the President (B11). */
export function startVote(ctx: Ctx, question: Question): void { void ctx; void question; notBuilt(); }
/** Opens an election (B8 first, B14 later), first voter `first` (B11: B35, B61, B67, B75). */
export function startElection(ctx: Ctx, why: 'first' | 'murder' | 'resignation' | 'removal' | 'vacant', first: Seat): void { void ctx; void why; void first; notBuilt(); }
export const voteRules: FrameRules<VoteFrame> = { asked: notBuilt, legal: notBuilt, act: notBuilt, advance: notBuilt };
