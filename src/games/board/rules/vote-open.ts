// Opening a roll call or an election (rulings B8, B11, B13, B14, B35, B61, B67, B75): the voting
// order fixed when it starts, the question, and a holding again from round 1 after a tie. Kept apart
// from the vote's frame rules (vote.ts) so that the card effects that open a vote (Presidential
// Competence) import it without a circle: vote.ts plays the other cards of a vote turn through effects.ts.
import { activeSeats, clockwiseFromSeat, fromPresident, type Ctx } from './context.js';
import { vacateOffice } from './office.js';
import { pushFrame } from './stack.js';
import type { Question, Seat, VoteFrame } from './types.js';

function open(ctx: Ctx, question: Question, order: Seat[]): void {
  pushFrame(ctx, {
    kind: 'vote', question, order, round: 1, stage: 'round', at: 0,
    casts: [], nominees: [], declined: [], stood: [], played: [], gifts: 0,
  });
  ctx.emit({ type: 'vote', question });
}

/** Opens a roll call (the Budget, B22; Presidential Competence, B67) in the voting order from the President (B11); elections open with startElection. */
export function startVote(ctx: Ctx, question: Question): void {
  if (question.kind === 'election') throw new Error('an election opens with startElection');
  open(ctx, question, fromPresident(ctx.s));
}

/**
 * Opens an election, clockwise from its first voter `first` (or the first active player after him):
 * seat 0 for the first (B8), the old President after a resignation (B61), the player after the dead or
 * removed President's seat after a murder, a removal or with the office vacant (B35, B67, B75).
 * A murder or B75's election leaves the office vacant until it is decided (if the caller has not
 * vacated it yet, this does); a removal's removed President (`chair`) may not receive votes (B67).
 * With no active player nobody votes and the office stays vacant (B75).
 */
export function startElection(ctx: Ctx, why: 'first' | 'murder' | 'resignation' | 'removal' | 'vacant', first: Seat): void {
  const { s } = ctx;
  if (why === 'murder' || why === 'vacant') vacateOffice(ctx, 'murdered');
  if (activeSeats(s).length === 0) return;
  const order = clockwiseFromSeat(s, first);
  open(ctx, { kind: 'election', why, holding: 1, excluded: why === 'removal' ? s.chair : null }, order);
}

/**
 * B61: the President resigns instead of his cabinet or Budget decision: once a round, and the
 * election follows at once, the old President voting first; his turn's gifts start afresh for
 * whoever then takes the decision (B72). The caller checks he may.
 */
export function resignInsteadOfDecision(ctx: Ctx, seat: Seat, turn: { gifts: number }): void {
  ctx.s.players[seat].resigned = true;
  turn.gifts = 0;
  ctx.emit({ type: 'resigned', seat });
  startElection(ctx, 'resignation', ctx.s.chair);
}

/** B10, B13: the election is held again from round 1, same voting order; nothing cast, nobody nominated or asked. */
export function holdAgain(ctx: Ctx, f: VoteFrame): void {
  if (f.question.kind !== 'election') return;
  f.question = { ...f.question, holding: f.question.holding + 1 };
  Object.assign(f, { round: 1, stage: 'round', at: 0, casts: [], nominees: [], declined: [], stood: [], played: [], gifts: 0 });
  ctx.emit({ type: 'vote', question: f.question });
}
