// The heuristic bot's plan of a coup (rulings B47, B48, B53, B55, B56, B58): which Power Centers its
// camp goes for (the three it can hold most cheaply), how much strength each needs against the enemy
// there and next door, and a score of where its units stand – each unit counted toward the Power
// Center it serves best, nearer units counting more – so a movement step is the move that raises the
// score most, and a retreat the free area that keeps it highest.
import { isArea, neighbours, POWER_CENTERS } from '../content/map.js';
import type { Seat, UnitState } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import { commander, COVER_FACTOR, covered, coupIn, inPlay, isEnemy, isFriend, JUNTA_WINS_WITH, segmentsTo, type Camp } from './heuristic-coup-board.js';

/** A unit one segment further away counts this much less toward a Power Center (B47: one area a segment). */
const DECAY = 0.6;
/** The strength a Power Center needs beyond its enemies' even when none threatens it: a garrison that survives a first hit (B56). */
const GARRISON = 2;
/** The camp wants this many times the enemy's (cover-weighted) strength where it fights, to win the exchanges (B55, B56). */
const OUTNUMBER = 1.5;
/** Enemy strength one area away counts this much toward a Power Center's threat (it can walk in next segment). */
const NEXT_DOOR_THREAT = 0.5;
/** Power Centers beyond the three the camp goes for still count this much (a fourth is a spare). */
const SPARE_PRIORITY = 0.25;
/** A unit serving no Power Center still feels this pull toward the nearest one, so idle units close in. */
const IDLE_PULL = 0.05;
/** The cost of each segment between the camp's nearest unit and a Power Center, when choosing the three to go for. */
const SEGMENT_COST = 1;
/** A stack facing more (cover-weighted) enemy strength than it and its possible reinforcements is likely lost: its strength counts against the score this many times. */
const EXPOSED_PENALTY = 0.5;

/** B42: the coup track's last space: after its movement no unit moves again before control is counted (B58). */
const LAST_SEGMENT = 6;

/** Where the bot's units would stand: the board as it is, with some units moved (a step under consideration). */
export type Moved = ReadonlyMap<string, string>;
const placeOf = (u: UnitState, moved: Moved): string => moved.get(u.id) ?? u.at;

/** What the plan reads: the view, the bot, its camp. */
export interface Planner { view: BoardView; me: Seat; camp: Camp }

/** What a plan reads once per decision (the bot's moves change neither enemies nor allies): enemy and allied strength by area, the priorities and the strength each Power Center still needs. */
export interface Plan {
  /** Enemy strength by area, a unit in cover counting double (B55: hit only on a 6). */
  enemy: ReadonlyMap<string, number>;
  /** The camp's strength there already, the bot's allies only (the bot's own units are counted by the score). */
  allies: ReadonlyMap<string, number>;
  /** 1 for the three Power Centers the camp goes for, less for the spares. */
  prio: ReadonlyMap<string, number>;
  /** What each Power Center still needs from the bot: its need beyond its allies' strength there. */
  left: ReadonlyMap<string, number>;
}

/** The bot's units in play (on the map or waiting off it). */
export const mine = (p: Planner): UnitState[] => coupIn(p.view).units.filter((u) => inPlay(u) && commander(p.view, u) === p.me);

/**
 * B58: the plan: each Power Center needs a garrison plus the threat (the enemy in it and half of the
 * enemy next door) times the margin that wins exchanges; the camp goes for the three with the least
 * still to fill plus the segments its nearest unit needs to get there; the rest are spares.
 */
export function planOf(p: Planner): Plan {
  // A decision's view is read by several parts (cards, moves): its plan is worked out once.
  const known = plans.get(p.view);
  if (known && known.me === p.me && known.camp === p.camp) return known.plan;
  const plan = planAfresh(p);
  plans.set(p.view, { me: p.me, camp: p.camp, plan });
  return plan;
}

const plans = new WeakMap<BoardView, { me: Seat; camp: Camp; plan: Plan }>();

function planAfresh(p: Planner): Plan {
  const enemy = new Map<string, number>();
  const allies = new Map<string, number>();
  for (const u of coupIn(p.view).units) {
    if (!isArea(u.at) || u.retreated) continue;
    const party = commander(p.view, u);
    if (isEnemy(p.view, p.me, p.camp, party, u.at)) enemy.set(u.at, (enemy.get(u.at) ?? 0) + u.strength * (covered(u) ? COVER_FACTOR : 1));
    else if (party !== p.me && isFriend(p.view, p.me, p.camp, party)) allies.set(u.at, (allies.get(u.at) ?? 0) + u.strength);
  }
  const threat = (area: string): number => (enemy.get(area) ?? 0) + NEXT_DOOR_THREAT * neighbours(area).reduce((n, a) => n + (enemy.get(a) ?? 0), 0);
  const left = new Map(POWER_CENTERS.map((a) => [a, Math.max(0, GARRISON + OUTNUMBER * threat(a) - (allies.get(a) ?? 0))]));
  const units = mine(p);
  const cost = (area: string, k: number): number => left.get(area)! + SEGMENT_COST * Math.min(6, ...units.map((u) => segsRow(u, u.at)[k]));
  const costs = new Map(POWER_CENTERS.map((a, k) => [a, cost(a, k)]));
  const ranked = [...POWER_CENTERS].sort((a, b) => costs.get(a)! - costs.get(b)!);
  const prio = new Map(ranked.map((area, i) => [area, i < JUNTA_WINS_WITH ? 1 : SPARE_PRIORITY]));
  return { enemy, allies, prio, left };
}

/** What the score reads of the plan's units on every call, built once per plan (the bot's units and their places do not change between the steps it weighs). */
interface Standing {
  planner: Planner;
  units: readonly UnitState[];
  /** Each unit's place in `units`, by id. */
  index: ReadonlyMap<string, number>;
  /** B42: the segments left on the track after this one's movement. */
  left6: number;
  prio: readonly number[];
  left: readonly number[];
  /** Segments from each unit where it stands to each Power Center, row by row (the pair of unit i and POWER_CENTERS[k] at i × PCS + k). */
  segs: readonly number[];
  /** Each pair's weight with every unit where it stands, and the pairs of some weight heaviest first (ties by index, as a stable sort leaves them). */
  w: Float64Array;
  order: readonly number[];
  /**
   * The serving with no unit moved, step by step: before the pair at order[o], what each Power Center
   * still needed (left at o × PCS + k), the total so far and how many units served; and where in the
   * order each unit was served (the order's length if never). A step replays it only from where it differs.
   */
  leftAt: Float64Array;
  totalAt: Float64Array;
  servingAt: Int32Array;
  servedAt: Int32Array;
}

const PCS = POWER_CENTERS.length;
/** DECAY to the power of 0, 1, 2 …: the same numbers Math.pow gives, read from a table. */
const DECAY_POW = Array.from({ length: 16 }, (_, i) => Math.pow(DECAY, i));
const decayed = (segs: number): number => (segs < DECAY_POW.length ? DECAY_POW[segs] : Math.pow(DECAY, segs));
/** Segments from `at` to each Power Center for unit `u` (B47, B48: they depend on its kind and place only, and the map is fixed: kept once worked out). */
const ROWS = new Map<string, Map<string, readonly number[]>>();
function segsRow(u: UnitState, at: string): readonly number[] {
  let byPlace = ROWS.get(u.id);
  if (!byPlace) ROWS.set(u.id, (byPlace = new Map()));
  let row = byPlace.get(at);
  if (!row) byPlace.set(at, (row = POWER_CENTERS.map((area) => segmentsTo({ ...u, at }, area))));
  return row;
}

/** A unit's weight toward Power Center k `segs` segments away (counting less per segment), doubled in cover (B55); none beyond the track's end (B42). */
const weight = (st: Standing, segs: number, inCover: boolean, k: number): number =>
  segs > st.left6 ? 0 : (segs === 0 && inCover ? COVER_FACTOR : 1) * decayed(segs) * st.prio[k];

const standings = new WeakMap<Plan, Standing>();
function standingOf(p: Planner, plan: Plan): Standing {
  const known = standings.get(plan);
  if (known && known.planner.view === p.view && known.planner.me === p.me && known.planner.camp === p.camp) return known;
  const units = mine(p);
  const st: Standing = {
    planner: p,
    units,
    index: new Map(units.map((u, i) => [u.id, i])),
    left6: LAST_SEGMENT - coupIn(p.view).segment,
    prio: POWER_CENTERS.map((area) => plan.prio.get(area) ?? 0),
    left: POWER_CENTERS.map((area) => plan.left.get(area) ?? 0),
    segs: [],
    w: new Float64Array(units.length * PCS),
    order: [],
    leftAt: new Float64Array(0),
    totalAt: new Float64Array(0),
    servingAt: new Int32Array(0),
    servedAt: new Int32Array(0),
  };
  const segs: number[] = [];
  for (const u of units) segs.push(...segsRow(u, u.at));
  st.segs = segs;
  const order: number[] = [];
  units.forEach((u, i) => {
    const inCover = covered(u);
    for (let k = 0; k < PCS; k++) {
      const x = weight(st, st.segs[i * PCS + k], inCover, k);
      st.w[i * PCS + k] = x;
      if (x !== 0) order.push(i * PCS + k);
    }
  });
  st.order = order.sort((a, b) => st.w[b] - st.w[a] || a - b);
  st.leftAt = new Float64Array((order.length + 1) * PCS);
  st.totalAt = new Float64Array(order.length + 1);
  st.servingAt = new Int32Array(order.length + 1);
  st.servedAt = new Int32Array(units.length).fill(order.length);
  const left = st.left.slice();
  let total = 0;
  let serving = 0;
  for (let o = 0; o <= order.length; o++) {
    for (let k = 0; k < PCS; k++) st.leftAt[o * PCS + k] = left[k];
    st.totalAt[o] = total;
    st.servingAt[o] = serving;
    if (o === order.length) break;
    const i = Math.floor(order[o] / PCS);
    const k = order[o] - i * PCS;
    if (st.servedAt[i] < o || left[k] <= 0) continue;
    const add = Math.min(left[k], units[i].strength * st.w[order[o]]);
    left[k] = left[k] - add;
    total += add;
    st.servedAt[i] = o;
    serving += 1;
  }
  standings.set(plan, st);
  return st;
}

/**
 * The score of the bot's units standing as `moved` says: each unit goes (nearest pairs first) to the
 * Power Center it serves best while that one still needs strength, counting its strength less for
 * each segment away; a stack likely lost where it stands counts against.
 */
export function score(p: Planner, plan: Plan, moved: Moved): number {
  const st = standingOf(p, plan);
  const { units } = st;
  // The moved units (others in `moved` are not the bot's: they change nothing here), their rows of segments from where they would stand.
  const movedAt: number[] = [];
  const rows: (readonly number[])[] = [];
  const isMoved: boolean[] = units.map(() => false);
  for (const [id, to] of moved) {
    const i = st.index.get(id);
    if (i === undefined || isMoved[i]) continue;
    isMoved[i] = true;
    movedAt.push(i);
    rows.push(segsRow(units[i], to));
  }
  // Their pairs, heaviest first (ties by index), by insertion (a few): a moved unit is out of cover (B55).
  const extra: number[] = [];
  const extraW: number[] = [];
  movedAt.forEach((i, m) => {
    for (let k = 0; k < PCS; k++) {
      const x = weight(st, rows[m][k], false, k);
      if (x === 0) continue;
      const pair = i * PCS + k;
      let at = extra.length;
      while (at > 0 && (extraW[at - 1] < x || (extraW[at - 1] === x && extra[at - 1] > pair))) at--;
      extra.splice(at, 0, pair);
      extraW.splice(at, 0, x);
    }
  });
  // The standing pairs of the units that did not move merged with the moved ones, heaviest first: each unit serves the first Power Center that still needs strength.
  // Up to the first pair a move changes (where a moved unit served, or its heaviest new pair would come) the serving is the standing one: resume there.
  let from = st.order.length;
  for (const i of movedAt) from = Math.min(from, st.servedAt[i]);
  if (extra.length > 0) {
    let lo = 0;
    let hi = from;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const b = st.order[mid];
      if (st.w[b] > extraW[0] || (st.w[b] === extraW[0] && b < extra[0])) lo = mid + 1;
      else hi = mid;
    }
    from = lo;
  }
  const left: number[] = [];
  for (let k = 0; k < PCS; k++) left.push(st.leftAt[from * PCS + k]);
  const served: boolean[] = [];
  for (let i = 0; i < units.length; i++) served.push(st.servedAt[i] < from);
  let serving = st.servingAt[from];
  let total = st.totalAt[from];
  let e = 0;
  for (let o = from; o <= st.order.length && serving < units.length; o++) {
    const base = o < st.order.length ? st.order[o] : -1;
    if (base >= 0 && isMoved[Math.floor(base / PCS)]) continue;
    const w = base >= 0 ? st.w[base] : -Infinity;
    // The moved pairs before this one, then this one (past the standing order's end, the moved pairs left).
    for (;;) {
      const takeExtra = e < extra.length && (extraW[e] > w || (extraW[e] === w && extra[e] < base));
      const pair = takeExtra ? extra[e] : base;
      if (pair < 0 || serving === units.length) break;
      const x = takeExtra ? extraW[e++] : w;
      const i = Math.floor(pair / PCS);
      const k = pair - i * PCS;
      if (!served[i] && left[k] > 0) {
        const add = Math.min(left[k], units[i].strength * x);
        left[k] = left[k] - add;
        total += add;
        served[i] = true;
        serving += 1;
      }
      if (!takeExtra) break;
    }
  }
  for (let i = 0; i < units.length; i++) {
    if (served[i]) continue;
    const m = isMoved[i] ? movedAt.indexOf(i) : -1;
    let nearest = Infinity;
    for (let k = 0; k < PCS; k++) nearest = Math.min(nearest, m >= 0 ? rows[m][k] : st.segs[i * PCS + k]);
    total += IDLE_PULL * units[i].strength * Math.pow(DECAY, nearest);
  }
  return total - EXPOSED_PENALTY * exposed(plan, units, moved);
}

/** The bot's strength standing where it faces more enemy (cover-weighted) than it, its allies there and its units that could still walk in. */
function exposed(plan: Plan, units: readonly UnitState[], moved: Moved): number {
  let lost = 0;
  const seen = new Set<string>();
  for (const u of units) {
    const area = placeOf(u, moved);
    const enemy = plan.enemy.get(area) ?? 0;
    if (enemy === 0 || seen.has(area) || !isArea(area)) continue;
    seen.add(area);
    let here = 0;
    let coming = 0;
    for (const v of units) {
      if (placeOf(v, moved) === area) here += v.strength;
      if (!v.moved && !v.held && !moved.has(v.id) && neighbours(v.at).includes(area)) coming += v.strength;
    }
    if (here + coming + (plan.allies.get(area) ?? 0) < enemy) lost += here;
  }
  return lost;
}

/** The score as the board stands. */
export const scoreNow = (p: Planner, plan: Plan): number => score(p, plan, new Map());
