// A builder of board-game positions read like the rulings (B1–B40, B61–B77): seats, the President,
// Positions (frozen, vacant, the Cousin's), hands and Influence, pockets and accounts as counts of
// bills, exiles and the dead, the top of the Foreign Aid deck, pinned dice, and the phase to start
// at; actions by player name, every action checked for conservation (board-cards.md) and every
// refusal for leaving the state as it was.
import { BILL_COUNTS, NUMBERS, POSITIONS, type Denomination, type Location, type Position } from '../../../src/games/board/content/box.js';
import { ALL_CARDS, byCardId, designOf } from '../../../src/games/board/content/cards.js';
import { apply } from '../../../src/games/board/rules/apply.js';
import { makeCtx, type Ctx } from '../../../src/games/board/rules/context.js';
import { conservationProblems } from '../../../src/games/board/rules/conservation.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import { pending } from '../../../src/games/board/rules/index.js';
import { settle } from '../../../src/games/board/rules/flow.js';
import { emptyState } from '../../../src/games/board/rules/setup.js';
import { deployedUnits } from '../../../src/games/board/rules/coup-units.js';
import { isArea } from '../../../src/games/board/content/map.js';
import type { Action, BoardEvent, BoardState, CoupFrame, CoupState, Holder, Money, Side } from '../../../src/games/board/rules/types.js';

export const FIVE = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
export const FOUR = ['Ana', 'Bo', 'Cy', 'Di'];
export const SEVEN = ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'];

/** Where a scenario's coup resumes (coup.ts's driver): each name is the step the driver runs first. */
const COUP_STAGES = {
  /** B41: deployment, the question's Coup Event, the Cousin, window 5. */
  start: { part: 'start', step: 0 },
  /** B47: the segment's movement (cover is taken from where units stand). */
  movement: { part: 'segment', step: 0 },
  /** B53: the segment's battle, from the attacks (no unit has moved: those on the map are in cover where an area gives it). */
  battle: { part: 'segment', step: 1 },
  gunboat: { part: 'segment', step: 2 },
  airstrike: { part: 'segment', step: 3 },
  /** B55: the first exchange (engagements as the scenario gives). */
  exchange: { part: 'segment', step: 4 },
  /** B68, B58: window 6, then the sides. */
  aftermath: { part: 'aftermath', step: 0 },
  sides: { part: 'aftermath', step: 1 },
  control: { part: 'aftermath', step: 2 },
  /** B68, B59: window 7, then the execution (after the Junta's vote, if any). */
  execution: { part: 'aftermath', step: 4 },
} as const satisfies Record<string, Omit<CoupFrame, 'kind'>>;

/** A coup in progress (B41–B60): the units deployed (B43), then the changes the scenario names. */
export interface CoupScenario {
  firstRebel: string;
  /** Rebels besides the First Rebel (B45). */
  rebels?: string[];
  /** B42: 0 the rebellion phase (default), 1–6 the coup phases. */
  segment?: number;
  /** Where the driver resumes (default: the segment's movement). */
  stage?: keyof typeof COUP_STAGES;
  /** Units placed elsewhere than deployment (an area, 'harbor', 'airfield', 'destroyed'); a card's unit so placed must have an owner. */
  units?: Record<string, string>;
  /** Who commands a unit by card, bribe or transfer (B49, B50, B52). */
  owners?: Record<string, string>;
  /** Strength left, for units already hit. */
  strength?: Record<string, number>;
  /** Units that moved in this segment (no cover, B55; no second move, B47); units held this segment (B49, B50, B52). */
  moved?: string[];
  held?: string[];
  /** B53: engagements already declared, in order ('frozen' for the neutral side). */
  engagements?: { area: string; by: string; against: string }[];
  /** B58: sides declared, in order; the winner once control is counted. */
  sides?: Record<string, Side>;
  winner?: Side;
  airstrikesUsed?: number;
  airstrikesOwner?: string;
  placedAtQuestion?: boolean;
  fled?: string[];
}

export interface Scenario {
  /** Seats in order (default: five, Ana to Ed). */
  seats?: string[];
  /** The President (default: the first seat); null: the office is vacant (`chair` then names the seat orders start from). */
  president?: string | null;
  chair?: string;
  /** Who holds each Position: a name, 'vacant' or 'cousin' (a dead President's Cousin). Default: B74's pattern clockwise from the President's left. */
  positions?: Partial<Record<Position, string | 'vacant' | 'cousin'>>;
  frozen?: Position[];
  /** The President's Cousin's Position (B34). */
  cousin?: Position;
  /** Exact hands, by design id ("church") or instance ("amateur-assassin#2"); players not named hold no cards. */
  hands?: Record<string, string[]>;
  influence?: Record<string, string[]>;
  /** Cards on top of the Political draw pile, top first; the rest follow in canonical order. */
  drawPile?: string[];
  discard?: string[];
  /** Pockets and accounts as [ones, twos, threes]. */
  pockets?: Record<string, Money>;
  accounts?: Record<string, Money>;
  /** Bills on top of the Foreign Aid deck, top first; the rest of the box follows in canonical order, up to `aidSize` bills (the others are out of the game). */
  aid?: Denomination[];
  aidSize?: number;
  dice?: number[];
  /** Phases 3–4: the bills drawn and not yet stacked, and the Budget's stacks and kept bills (B21), taken from the box. */
  drawn?: Money;
  budget?: { stacks: { to: string; bills: Money; announced: number | null }[]; kept?: Money };
  exiled?: string[];
  dead?: string[];
  /** Players who resigned this round (B61). */
  resigned?: string[];
  locations?: Record<string, Location | 'exile'>;
  round?: number;
  situation?: 'stable' | 'unstable';
  bank?: BoardState['bank'];
  marker?: BoardState['marker'];
  /** The phase the flow starts at (default 1): the round's driver runs from its first step. */
  phase?: number;
  /** The driver's step within that phase to resume at (default 0). */
  step?: number;
  /** Opens a frame on top of the driver before the flow runs (a vote, an election): the driver resumes at `phase`/`step` once it closes. */
  open?: (ctx: Ctx) => void;
  /** A coup in progress (phase 8): the flow resumes inside it, and phase 9 follows its end. */
  coup?: CoupScenario;
  /** Any other field of the state, set last (aidIncrease, stateVisit, revealed, …). */
  extra?: Partial<BoardState>;
  seed?: string;
}

/** Finds a free instance of a design (or the instance itself) among `pool`. */
function instance(pool: string[], wanted: string): string {
  const found = wanted.includes('#') ? pool.find((c) => c === wanted) : [...pool].sort(byCardId).find((c) => designOf(c) === wanted);
  if (!found) throw new Error(`no free ${wanted} left for the position`);
  pool.splice(pool.indexOf(found), 1);
  return found;
}

/** B74's pattern: the Positions dealt clockwise from the President's left, Generals first, so no family holds two Generals. */
function defaultCabinet(seats: number, president: number): Record<Position, number> {
  const others = Array.from({ length: seats - 1 }, (_, i) => (president + 1 + i) % seats);
  const order: Position[] = ['general1', 'general2', 'general3', 'minister', 'admiral', 'air-force'];
  return Object.fromEntries(order.map((p, i) => [p, others[i % others.length]])) as Record<Position, number>;
}

let log: BoardEvent[] = [];
let lastEvents: BoardEvent[] = [];

/** A position for a scenario, with the flow run to its first decision; the event log starts afresh. */
export function game(p: Scenario = {}): BoardState {
  log = [];
  const names = p.seats ?? FIVE;
  const s = emptyState(p.seed ?? 'scenario', names, p.dice ? { dice: p.dice } : {});
  const seatOf = (name: string): number => {
    const i = names.indexOf(name);
    if (i < 0) throw new Error(`no player ${name} in the position`);
    return i;
  };
  const president = p.president === null ? null : seatOf(p.president ?? names[0]);
  s.president = president;
  s.chair = president ?? seatOf(p.chair ?? names[0]);
  s.round = p.round ?? 1;
  const cabinet = president === null ? null : defaultCabinet(names.length, president);
  for (const pos of POSITIONS) {
    const given = p.positions?.[pos];
    const holder: Holder = given === undefined ? (cabinet ? cabinet[pos] : 'vacant') : given === 'vacant' || given === 'cousin' ? given : seatOf(given);
    s.positions[pos] = { holder, frozen: (p.frozen ?? []).includes(pos) || holder === 'vacant' || holder === 'cousin' };
  }
  s.cousin = p.cousin ?? null;
  const pool = [...ALL_CARDS];
  for (const [name, cards] of Object.entries(p.hands ?? {})) s.players[seatOf(name)].hand = cards.map((c) => instance(pool, c));
  for (const [name, cards] of Object.entries(p.influence ?? {})) s.players[seatOf(name)].influence = cards.map((c) => instance(pool, c));
  s.discard = (p.discard ?? []).map((c) => instance(pool, c));
  const top = (p.drawPile ?? []).map((c) => instance(pool, c));
  s.drawPile = [...top, ...pool.sort(byCardId)];
  const left: Money = [...BILL_COUNTS] as Money;
  const takeBills = (m: Money): Money => {
    for (let i = 0; i < 3; i++) {
      left[i] -= m[i];
      if (left[i] < 0) throw new Error('the position holds more bills than the box');
    }
    return [...m] as Money;
  };
  for (const [name, m] of Object.entries(p.pockets ?? {})) s.players[seatOf(name)].pocket = takeBills(m);
  for (const [name, m] of Object.entries(p.accounts ?? {})) s.players[seatOf(name)].account = takeBills(m);
  if (p.drawn) s.drawn = takeBills(p.drawn);
  if (p.budget) {
    s.budget = {
      stacks: p.budget.stacks.map((st) => ({ seat: seatOf(st.to), bills: takeBills(st.bills), announced: st.announced })),
      kept: takeBills(p.budget.kept ?? [0, 0, 0]),
    };
  }
  const aidTop = p.aid ?? [];
  for (const d of aidTop) takeBills([d === 1 ? 1 : 0, d === 2 ? 1 : 0, d === 3 ? 1 : 0]);
  const rest: Denomination[] = ([1, 2, 3] as const).flatMap((d, i) => Array.from({ length: left[i] }, () => d));
  const aid = [...aidTop, ...rest];
  const size = p.aidSize ?? aid.length;
  s.aid = aid.slice(0, size);
  for (const d of aid.slice(size)) s.out[d - 1] += 1;
  for (const name of p.exiled ?? []) s.players[seatOf(name)].status = 'exiled';
  for (const name of p.dead ?? []) s.players[seatOf(name)].status = 'dead';
  for (const name of p.resigned ?? []) s.players[seatOf(name)].resigned = true;
  for (const [name, loc] of Object.entries(p.locations ?? {})) s.players[seatOf(name)].location = loc;
  s.situation = p.situation ?? 'stable';
  s.bank = p.bank ?? 'open';
  s.marker = p.marker ?? 'activity';
  s.flow = [{ kind: 'round', phase: p.phase ?? 1, step: p.step ?? 0 }];
  if (p.coup) {
    s.coup = coupOf(p.coup, s, seatOf);
    // Phase 8's steps are done up to the coup (round.ts: window 4, the election, the question, the coup): phase 9 follows the coup.
    s.flow = [{ kind: 'round', phase: 8, step: 4 }, { kind: 'coup', ...COUP_STAGES[p.coup.stage ?? 'movement'] }];
  }
  Object.assign(s, p.extra ?? {});
  const problems = conservationProblems(s);
  if (problems.length > 0) throw new Error(`the position breaks conservation: ${problems.join('; ')}`);
  const ctx = makeCtx(s);
  p.open?.(ctx);
  settle(ctx);
  lastEvents = ctx.events;
  log.push(...ctx.events);
  return s;
}

/** The coup board of a scenario: deployment (B43) with the scenario's changes. */
function coupOf(c: CoupScenario, s: BoardState, seatOf: (name: string) => number): CoupState {
  const party = (name: string) => (name === 'frozen' ? 'frozen' as const : seatOf(name));
  const units = deployedUnits(s.policeInParliament);
  const unit = (id: string) => {
    const u = units.find((x) => x.id === id);
    if (!u) throw new Error(`no unit ${id}`);
    return u;
  };
  for (const [id, at] of Object.entries(c.units ?? {})) unit(id).at = at;
  for (const [id, name] of Object.entries(c.owners ?? {})) unit(id).owner = seatOf(name);
  for (const [id, strength] of Object.entries(c.strength ?? {})) unit(id).strength = strength;
  for (const u of units) {
    if (u.at === 'destroyed') u.strength = 0;
    u.startedAt = isArea(u.at) ? u.at : null;
  }
  for (const id of c.moved ?? []) unit(id).moved = true;
  for (const id of c.held ?? []) unit(id).held = true;
  const firstRebel = seatOf(c.firstRebel);
  return {
    firstRebel,
    rebels: [firstRebel, ...(c.rebels ?? []).map(seatOf)],
    segment: c.segment ?? 0,
    units,
    airstrikesUsed: c.airstrikesUsed ?? 0,
    airstrikesOwner: c.airstrikesOwner === undefined ? null : seatOf(c.airstrikesOwner),
    placedAtQuestion: c.placedAtQuestion ?? false,
    questionEvent: null,
    engagements: (c.engagements ?? []).map((e) => ({ area: e.area, by: party(e.by), against: party(e.against) })),
    fled: (c.fled ?? []).map(seatOf),
    sides: Object.entries(c.sides ?? {}).map(([name, side]) => ({ seat: seatOf(name), side })),
    control: null,
    winner: c.winner ?? null,
    executed: null,
    over: false,
  };
}

export const seat = (s: BoardState, name: string): number => s.players.findIndex((p) => p.name === name);
export const player = (s: BoardState, name: string) => s.players[seat(s, name)];
export const events = (): BoardEvent[] => lastEvents;
export const logged = (): BoardEvent[] => log;

/** The instance of `design` a player holds in hand. */
export function cardOf(s: BoardState, name: string, design: string): string {
  const found = player(s, name).hand.find((c) => designOf(c) === design || c === design);
  if (!found) throw new Error(`${name} holds no ${design}`);
  return found;
}

type Move = Action extends infer A ? (A extends { seat: string } ? Omit<A, 'seat'> : never) : never;

/** Applies an action by a player's name; throws with the refusal if refused; checks conservation after it. */
export function act(s: BoardState, name: string, move: Move | Record<string, unknown>): BoardState {
  const result = apply(s, { ...move, seat: name });
  if (!result.ok) throw new Error(`${name}'s ${String((move as { type: string }).type)} refused: ${result.error.code} ${result.error.message}`);
  const problems = conservationProblems(result.state);
  if (problems.length > 0) throw new Error(`conservation broken after ${name}'s ${String((move as { type: string }).type)}: ${problems.join('; ')}`);
  lastEvents = result.events;
  log.push(...result.events);
  return result.state;
}

/** The refusal of an action, checking the state is unchanged. */
export function refused(s: BoardState, name: string, move: Record<string, unknown>): { code: string; message: string } {
  const before = JSON.stringify(s);
  const result = apply(s, { ...move, seat: name });
  if (result.ok) throw new Error(`${name}'s ${String(move.type)} was not refused`);
  if (JSON.stringify(s) !== before) throw new Error('a refused action changed the state');
  return result.error;
}

export const whoMustAct = (s: BoardState): string[] => pending(s).required.map((d) => s.players[d.seat].name);
export const legal = (s: BoardState, name: string) => choicesOf(s, seat(s, name));
export const topFrame = (s: BoardState) => s.flow[s.flow.length - 1];

/** Every asked seat answers "ready" in the window on top. */
export function allReady(s: BoardState): BoardState {
  let next = s;
  while (topFrame(next).kind === 'window') next = act(next, whoMustAct(next)[0], { type: 'ready' });
  return next;
}

export { NUMBERS };
