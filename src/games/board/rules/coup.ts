// The coup's driver (rulings B41–B43, B34, B42, B58–B60, B68, B76): its start (deployment, the units
// of a Coup Event played at the question, the Cousin, trade window 5), the seven segments of the coup
// track each a movement segment then a battle segment (attacks, the Gunboat, an Airstrike, three
// exchanges of fire with their retreats), then the aftermath (window 6, sides and control, the Junta's
// vote, window 7, the execution) and the end of the coup. A step does what takes no decision and opens
// the frames that ask; the driver runs the next step once they are closed.
import { coupOf, beginSegmentMovement } from './coup-units.js';
import type { Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import { noChoices } from './frame-rules.js';
import { cousinIfAny, endCoup, placeQuestionEvent } from './coup-question.js';
import { startMovement } from './movement.js';
import { startAttacks } from './attacks.js';
import { airstrikeIfAny, gunboatIfAny } from './shelling.js';
import { exchange } from './exchanges.js';
import { countControl, juntaVoteIfWon, startExecution, startSides } from './aftermath.js';
import { popFrame, pushFrame } from './stack.js';
import { openWindow } from './window.js';
import type { CoupFrame } from './types.js';

type CoupStep = (ctx: Ctx) => void;

/** B42: the coup track's last space; its battle is followed by the aftermath. */
const LAST_SEGMENT = 6;

/** B43: the deployment is told (the units are placed when the coup starts, coup-units.ts newCoup). */
function deployment(ctx: Ctx): void {
  ctx.emit({ type: 'deployed', policeInParliament: ctx.s.policeInParliament });
}

/** B47, B55: a movement segment begins (cover is taken from where each unit stands now). */
function movementBegins(ctx: Ctx): void {
  const coup = coupOf(ctx.s);
  beginSegmentMovement(coup);
  ctx.emit({ type: 'segment', segment: coup.segment, part: 'movement' });
  startMovement(ctx);
}

/** B53: the battle segment begins with no engagement. */
function battleBegins(ctx: Ctx): void {
  const coup = coupOf(ctx.s);
  coup.engagements = [];
  ctx.emit({ type: 'segment', segment: coup.segment, part: 'battle' });
  startAttacks(ctx);
}

/** B56: the battle segment ends: engagements and retreats are over; the track moves on. */
function segmentEnds(ctx: Ctx): void {
  const coup = coupOf(ctx.s);
  coup.engagements = [];
  for (const u of coup.units) u.retreated = false;
  coup.segment += 1;
}

const PARTS: Record<CoupFrame['part'], readonly CoupStep[]> = {
  // B41: deployment, the Coup Event's units of the question, the Cousin (B34), window 5 (B68).
  start: [deployment, placeQuestionEvent, cousinIfAny, (ctx) => openWindow(ctx, 5)],
  // B42: each segment: movement, then battle (attacks, B53; Gunboat and Airstrike, B54; three exchanges, B55–B56).
  segment: [movementBegins, battleBegins, gunboatIfAny, airstrikeIfAny, (ctx) => exchange(ctx, 1), (ctx) => exchange(ctx, 2), (ctx) => exchange(ctx, 3), segmentEnds],
  // B58–B60, B68, B76: window 6, sides and control, the Junta's vote, window 7 (money only), the execution, the end.
  aftermath: [(ctx) => openWindow(ctx, 6), startSides, countControl, juntaVoteIfWon, (ctx) => openWindow(ctx, 7), startExecution, endCoup],
};

/** B41: the coup's driver opens on top of phase 8 once a player has started a coup; it closes after B76. */
export function coupIfStarted(ctx: Ctx): void {
  if (ctx.s.coup === null || ctx.s.coup.over) return;
  pushFrame(ctx, { kind: 'coup', part: 'start', step: 0 });
}

export const coupRules: FrameRules<CoupFrame> = {
  asked: () => [],
  legal: noChoices,
  act: () => {
    throw new Error('the coup driver takes no action');
  },
  advance(ctx, f) {
    if (ctx.s.ended) return false;
    const steps = PARTS[f.part];
    if (f.step < steps.length) {
      const step = steps[f.step];
      f.step += 1;
      step(ctx);
      return true;
    }
    f.step = 0;
    if (f.part === 'start') f.part = 'segment';
    else if (f.part === 'segment') f.part = coupOf(ctx.s).segment <= LAST_SEGMENT ? 'segment' : 'aftermath';
    else popFrame(ctx);
    return true;
  },
};
