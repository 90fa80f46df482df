// Positions for the votes' ruling tests (rulings B8–B14, B35, B61, B67): a vote or an election opened
// on top of the round's driver, and the turns of a vote in a few words.
import { startElection, startVote } from '../../../src/games/board/rules/vote.js';
import type { Question } from '../../../src/games/board/rules/types.js';
import { act, allReady, game, topFrame, whoMustAct, type Scenario } from './builder.js';

type State = ReturnType<typeof game>;

/**
 * The first election (B8) on a table with no President and no Positions. The driver under it rests at
 * phase 8's window 4, so a test sees the vote counted without running phase 1 (another part's).
 */
export const firstElection = (p: Scenario = {}): State =>
  game({ president: null, round: 0, phase: 8, open: (ctx) => startElection(ctx, 'first', 0), ...p });

/** A roll call (the Budget, Presidential Competence) opened on top of a driver resting at phase 8's window 4. */
export const rollCall = (question: Extract<Question, { kind: 'budget' | 'competence' }>, p: Scenario = {}): State =>
  game({ phase: 8, open: (ctx) => startVote(ctx, question), ...p });

/** Every voter still to play in this round is done, in order. */
export function finishRound(s: State): State {
  let next = s;
  const round = (topFrame(next) as { round: number }).round;
  while (topFrame(next).kind === 'vote' && (topFrame(next) as { stage: string; round: number }).stage === 'round' && (topFrame(next) as { round: number }).round === round) {
    next = act(next, whoMustAct(next)[0], { type: 'done' });
  }
  return next;
}

/** Every candidate asked to stand or decline stands. */
export function allStand(s: State): State {
  let next = s;
  while (topFrame(next).kind === 'vote' && ['declines', 'final'].includes((topFrame(next) as { stage: string }).stage) && whoMustAct(next).length > 0) {
    next = act(next, whoMustAct(next)[0], { type: 'stand' });
  }
  return next;
}

/** Round 1 finished, every candidate standing, window 2 passed: round 2 starts. */
export const toRoundTwo = (s: State): State => allReady(allStand(finishRound(s)));

/** Round 2 finished and every late candidate standing: the vote is counted. */
export const toCount = (s: State): State => allStand(finishRound(s));
