// The round's driver (rulings B8, B15–B41, B36, B61, B64, B68): the phases in order, each a list of
// steps; a step does what takes no decision and opens the frames that ask (a pass, a vote, a
// window), and the driver runs the next step once they are closed.
import { NUMBERS } from '../content/box.js';
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import { announcementsOrNot, reactionsIfAny, resolveAttempts, revealIfHidden } from './assassinations.js';
import { bankingIfOpen, endOfRound, exilesIfAny, lunchBanking } from './phase9.js';
import { drawAid, settleBudget, startBudget } from './budget.js';
import { startCabinet } from './cabinet.js';
import { coupIfStarted } from './coup.js';
import { coupQuestion } from './coup-question.js';
import { endGame } from './end.js';
import { startLocations } from './locations.js';
import { drawPhaseOne, startHandLimit, startPlayPass } from './phase1.js';
import { startElection, startVote } from './vote.js';
import { openWindow } from './window.js';
import type { RoundFrame } from './types.js';

type RoundStep = (ctx: Ctx) => void;

/** B61: a resignation in a window is followed, once the window closes, by the election (B14), the old President voting first. */
function electionIfResigned(ctx: Ctx): void {
  if (!ctx.s.resignation) return;
  ctx.s.resignation = false;
  startElection(ctx, 'resignation', ctx.s.chair);
}

/** B20, B64: phase 3 first checks the end. */
function endOrAid(ctx: Ctx): void {
  if (ctx.s.aid.length < NUMBERS.endBelow) endGame(ctx, 'aid');
  else drawAid(ctx);
}

/** The steps of each phase; phase 0 is the first election (B8), held once. */
const PHASES: readonly (readonly RoundStep[])[] = [
  [(ctx) => startElection(ctx, 'first', 0)],
  [drawPhaseOne, startPlayPass, (ctx) => openWindow(ctx, 1), electionIfResigned, startHandLimit],
  [startCabinet],
  [endOrAid],
  [startBudget, (ctx) => startVote(ctx, { kind: 'budget' }), settleBudget, (ctx) => openWindow(ctx, 3), electionIfResigned],
  [startLocations],
  [announcementsOrNot, reactionsIfAny, resolveAttempts],
  [revealIfHidden, bankingIfOpen],
  // Phase 8: trade window 4 (B68), then the coup question (B41) and the coup if one starts.
  [(ctx) => openWindow(ctx, 4), electionIfResigned, coupQuestion, coupIfStarted],
  [lunchBanking, exilesIfAny, endOfRound],
];

/** Starts a new round at phase 1 (B15), after the first election or phase 9 (unless the game ended, B36 step 6). */
export function startRound(ctx: Ctx): void {
  const { s } = ctx;
  s.round += 1;
  const driver = s.flow[0] as RoundFrame;
  driver.phase = 1;
  driver.step = 0;
  ctx.emit({ type: 'round', round: s.round });
  ctx.emit({ type: 'phase', phase: 1 });
}

export const roundRules: FrameRules<RoundFrame> = {
  asked: () => [],
  legal: () => ({ actions: [], samplers: [], optional: [] }),
  act: () => {
    throw new Error('the round driver takes no action');
  },
  advance(ctx, f) {
    if (ctx.s.ended) return false;
    const steps = PHASES[f.phase];
    if (f.step >= steps.length) {
      if (f.phase === 0 || f.phase === 9) {
        startRound(ctx);
        return true;
      }
      f.phase += 1;
      f.step = 0;
      ctx.emit({ type: 'phase', phase: f.phase });
      return true;
    }
    const step = steps[f.step];
    f.step += 1;
    step(ctx);
    return true;
  },
};
