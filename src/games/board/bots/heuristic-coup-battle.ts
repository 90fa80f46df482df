// The heuristic bot in a battle segment (rulings B45, B53–B56): it attacks an enemy where its dice
// would score more hits than the enemy's return fire (cover, civilians' 6s and the President's silent
// units in the rebellion phase counted), frozen units only where they are its sole opponent (they
// never fire back); it shells the strongest enemy stack in range; it retreats to the free area that
// keeps its plan's score highest, toward its friends and away from the enemy.
import { neighbours } from '../content/map.js';
import { unitById } from '../content/units.js';
import type { Action, Party, UnitState } from '../rules/types.js';
import { listed, seatOf, type Decision } from './heuristic-context.js';
import {
  commander, covered, coupIn, HIT_COVERED, HIT_OPEN, inRebellion, isEnemy, isFriend, myCamp, partiesAt, strengthIn, type Camp,
} from './heuristic-coup-board.js';
import { planOf, score, type Planner } from './heuristic-coup-plan.js';

/** B53: the bot attacks only where the hits it expects to deal exceed those it expects to take by this factor. */
const ATTACK_EDGE = 1.0;
/** B56: a retreat next to enemy strength loses this much score per point of it (it may be attacked again next segment). */
const RETREAT_DANGER = 0.3;
/** B56: a retreat next to friendly strength gains this much score per point of it (they cover each other next segment). */
const RETREAT_SUPPORT = 0.1;

const partyOf = (d: Decision, name: string): Party => (name === 'frozen' ? 'frozen' : seatOf(d.view, name));

/** The units of a party fighting in an area (not retreated, B56). */
const fighters = (d: Decision, party: Party, area: string): UnitState[] =>
  coupIn(d.view).units.filter((u) => u.at === area && !u.retreated && commander(d.view, u) === party);

/** B55: the hits a party's dice in an area are expected to score on another's units there in one exchange. */
function expectedHits(d: Decision, from: Party, to: Party, area: string): number {
  if (from === 'frozen') return 0;
  // B45: the President's units do not fire in the rebellion phase.
  if (inRebellion(d.view) && from === d.view.president) return 0;
  const targets = fighters(d, to, area);
  if (targets.length === 0) return 0;
  const inCover = covered(targets[0]);
  return fighters(d, from, area).reduce((n, u) => {
    const civilian = unitById(u.id)!.kind.civilian;
    return n + u.strength * (inCover || civilian ? HIT_COVERED : HIT_OPEN);
  }, 0);
}

/** B45: declaring on the President, or anything in the rebellion phase, makes a loyalist a Rebel: only a Junta's man does. */
const mayDeclare = (d: Decision, camp: Camp, target: Party): boolean =>
  camp === 'junta' || d.me === d.view.president || !(inRebellion(d.view) || target === d.view.president);

/** B53: the next attack to declare, or done. */
export function attackStep(d: Decision): Action | null {
  const { view, me } = d;
  const camp = myCamp(view, me);
  for (const a of listed(d, 'attack')) {
    const target = partyOf(d, a.target);
    if (!mayDeclare(d, camp, target)) continue;
    if (target === 'frozen') {
      // B44: frozen units never fire back: free hits, but only where they are the sole opponent (split fire, B55).
      const others = partiesAt(view, a.area).filter((p) => p !== me && p !== 'frozen');
      if (others.length === 0) return a;
      continue;
    }
    if (!isEnemy(view, me, camp, target, a.area)) continue;
    if (expectedHits(d, me, target, a.area) > ATTACK_EDGE * expectedHits(d, target, me, a.area)) return a;
  }
  return listed(d, 'done')[0] ?? null;
}

/** B54: the strongest enemy stack in range (a Power Center first on ties), or none. */
export function shellStep(d: Decision): Action | null {
  const { view, me } = d;
  const camp = myCamp(view, me);
  let best: Action | null = null;
  let most = 0;
  for (const a of listed(d, 'shell')) {
    const target = partyOf(d, a.target);
    if (target === 'frozen' || !mayDeclare(d, camp, target) || !isEnemy(view, me, camp, target, a.area)) continue;
    const units = fighters(d, target, a.area);
    const hit = units.length > 0 && covered(units[0]) ? HIT_COVERED : HIT_OPEN;
    const worth = strengthIn(view, target, a.area) * hit;
    if (worth > most) {
      most = worth;
      best = a;
    }
  }
  return best ?? listed(d, 'pass')[0] ?? null;
}

/** B56: the free area that keeps the plan's score highest, less the enemy strength next to it. */
export function retreatStep(d: Decision): Action | null {
  const { view, me } = d;
  const camp = myCamp(view, me);
  const p: Planner = { view, me, camp };
  const plan = planOf(p);
  const options = listed(d, 'retreat');
  if (options.length === 0) return null;
  const from = options[0].area;
  const units = fighters(d, me, from);
  const value = (to: string): number => {
    const moved = new Map(units.map((u): [string, string] => [u.id, to]));
    const around = (near: (q: Party, a: string) => boolean): number =>
      neighbours(to).reduce((n: number, a) => n + partiesAt(view, a).filter((q) => near(q, a)).reduce((m: number, q) => m + strengthIn(view, q, a), 0), 0);
    const danger = around((q, a) => isEnemy(view, me, camp, q, a));
    const support = around((q) => q !== me && isFriend(view, me, camp, q));
    return score(p, plan, moved) - RETREAT_DANGER * danger + RETREAT_SUPPORT * support;
  };
  return options.map((a) => ({ a, v: value(a.to) })).sort((x, y) => y.v - x.v)[0].a;
}
