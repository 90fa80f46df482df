// The heuristic bot's movement turn in a coup (rulings B45, B47–B50, B52, B57): a loyalist who stays
// with the President does nothing in the rebellion phase (any act there would make him a Rebel); a
// Rebel whose side is lost flees into an Embassy, handing his other units to a Rebel who stays; Coup
// Events and bribes are played where they win units for the camp; then, one step at a time, the move
// that raises the plan's score most (heuristic-coup-plan.ts), until no move is worth it.
import { isEmbassy } from '../content/map.js';
import type { Action } from '../rules/types.js';
import { firstOf, listed, type Decision } from './heuristic-context.js';
import { averageOpen, campStrengths, coupIn, inRebellion, isRebel, juntaCentersIf, JUNTA_WINS_WITH, myCamp, OPEN_LOYAL_PLAYERS, strengthOf } from './heuristic-coup-board.js';
import { bribeToPlay, coupEventToPlay } from './heuristic-coup-cards.js';
import { mine, planOf, score, scoreNow, type Planner } from './heuristic-coup-plan.js';

/** B42, B57: a Rebel thinks of flight only in the last movement segments (coup phases 5 and 6), when the outcome is near. */
const FLEE_FROM_SEGMENT = 5;
/** B57: the Junta's side is lost when its strength is below this share of the President's and the loyalists likely to fight for him. */
const LOST_SHARE = 0.5;
/** A move must raise the plan's score by more than this to be worth a step (ties and noise stay put). */
const MOVE_WORTH = 0.05;

/** B57, B59: a Rebel is executable if the President holds; his side is lost when it holds too few Power Centers and is far weaker. */
function sideLost(d: Decision): boolean {
  const { view, me } = d;
  if (!isRebel(view, me) || coupIn(view).segment < FLEE_FROM_SEGMENT) return false;
  const rebels = new Set(coupIn(view).rebels);
  if (juntaCentersIf(view, rebels) >= JUNTA_WINS_WITH) return false;
  const s = campStrengths(view);
  return s.junta < LOST_SHARE * (s.president + OPEN_LOYAL_PLAYERS * averageOpen(view));
}

/** B49: a fleeing Rebel's units would be frozen (B57): he hands those outside the Embassy to the strongest Rebel who stays. */
function handOver(d: Decision, embassy: string): Action | null {
  const { view, me } = d;
  const heir = coupIn(view).rebels
    .filter((seat) => seat !== me && view.players[seat].status === 'active')
    .sort((a, b) => strengthOf(view, b) - strengthOf(view, a))[0];
  const units = mine({ view, me, camp: 'junta' }).filter((u) => u.at !== embassy).map((u) => u.id);
  if (heir === undefined || units.length === 0) return null;
  return { type: 'transfer', seat: view.players[me].name, to: view.players[heir].name, units };
}

/** B57: flight: from an Embassy where he has a unit (after handing the rest over), or a move toward the nearest one. */
function flight(d: Decision): Action | null {
  if (!sideLost(d)) return null;
  const flee = firstOf(d, 'flee');
  if (flee) return handOver(d, flee.embassy) ?? flee;
  return listed(d, 'move').find((m) => isEmbassy(m.to)) ?? null;
}

/** B47: the listed move that raises the plan's score most (`must`: the best even if it raises nothing, for an act the turn owes, B45). */
function bestMove(d: Decision, p: Planner, must: boolean): Action | null {
  const plan = planOf(p);
  const now = scoreNow(p, plan);
  let best: Action | null = null;
  let gain = must ? -Infinity : MOVE_WORTH;
  for (const m of listed(d, 'move')) {
    const g = score(p, plan, new Map([[m.unit, m.to]])) - now;
    if (g > gain) {
      gain = g;
      best = m;
    }
  }
  return best;
}

/** B47–B52, B57: one step of the bot's movement turn. */
export function moveStep(d: Decision): Action | null {
  const { view, me } = d;
  const camp = myCamp(view, me);
  const done = firstOf(d, 'done');
  // B45: a loyalist staying with the President acts in no way in the rebellion phase.
  if (inRebellion(view) && camp === 'president' && done) return done;
  const fled = flight(d);
  if (fled) return fled;
  const p: Planner = { view, me, camp };
  const card = coupEventToPlay(d, p) ?? bribeToPlay(d, p);
  if (card) return card;
  return bestMove(d, p, done === null) ?? done;
}
