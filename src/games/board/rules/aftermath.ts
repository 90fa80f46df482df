// The coup's aftermath (rulings B58, B59, B60, B57, B32, B40): the sides declared clockwise from the
// First Rebel, control of the Power Centers (frozen units ignored), the Junta's vote with its tie
// broken by the First Rebel, the new President taking office, and the President's execution.
import type { Decision } from '../../../core/rules.js';
import { POWER_CENTERS } from '../content/map.js';
import { clockwiseFromSeat, fail, isActive, seatNamed, type Ctx } from './context.js';
import { commanderOf, coupOf, fromFirstRebel, unitsIn } from './coup-units.js';
import { die } from './death.js';
import type { FrameRules, Raw } from './frame-rules.js';
import { billsIn, NO_MONEY, put } from './money.js';
import { juntaTakesOffice } from './office.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, CoupState, ExecutionFrame, JuntaVoteFrame, Money, Seat, Side, SidesFrame } from './types.js';

/** B58: the Junta wins with this many Power Centers or more. */
const JUNTA_WINS_WITH = 3;

const SIDES: readonly Side[] = ['president', 'junta'];

/** B59: no Political card is played or given in the aftermath; every other answer is the frame's own. */
function refuseCardsAndGifts(raw: Raw): void {
  if (raw.type === 'play') fail('B59', 'no Political card is played in the aftermath of a coup');
  if (raw.type === 'gift') fail('B72', 'gifts are made in a trade window or in your own turn; this is neither');
}

/** One seat asked at a time, in a fixed order. */
const turnAsked = (s: BoardState, f: { order: Seat[]; at: number }): Decision<Action>[] =>
  f.at < f.order.length && isActive(s, f.order[f.at]) ? [{ seat: f.order[f.at] }] : [];

/** Skips seats no longer active; false while someone is still to answer. */
function turnsDone(ctx: Ctx, f: { order: Seat[]; at: number }): boolean {
  while (f.at < f.order.length && !isActive(ctx.s, f.order[f.at])) f.at += 1;
  return f.at >= f.order.length;
}

// ---- B58: sides and control

/** B58: each active player other than the President declares a side, clockwise from the First Rebel (from the first active player after his seat if he fled, B57). */
export function startSides(ctx: Ctx): void {
  const order = fromFirstRebel(ctx.s).filter((seat) => seat !== ctx.s.president);
  if (order.length > 0) pushFrame(ctx, { kind: 'sides', order, at: 0 });
}

/** B58: a player's side: the President is Pro-President; a player who declared nothing is not Pro-Junta. */
export function sideOf(s: BoardState, seat: Seat): Side {
  if (seat === s.president) return 'president';
  return coupOf(s).sides.find((d) => d.seat === seat)?.side ?? 'president';
}

export const sidesRules: FrameRules<SidesFrame> = {
  asked: turnAsked,
  legal: (s, _f, seat) => ({ actions: SIDES.map((side): Action => ({ type: 'side', seat: s.players[seat].name, side })), samplers: [], optional: [] }),
  act(ctx, f, seat, raw) {
    refuseCardsAndGifts(raw);
    if (raw.type !== 'side') fail('B58', 'each player other than the President declares Pro-President or Pro-Junta');
    if (!SIDES.includes(raw.side as Side)) fail('malformed', "side must be 'president' or 'junta'");
    const side = raw.side as Side;
    coupOf(ctx.s).sides.push({ seat, side });
    ctx.emit({ type: 'side', seat, side });
    f.at += 1;
    return { type: 'side', seat: ctx.s.players[seat].name, side };
  },
  advance(ctx, f) {
    if (!turnsDone(ctx, f)) return false;
    popFrame(ctx);
    return true;
  },
};

/**
 * B58, B44: who controls a Power Center: nobody when its only units are frozen; the Junta when it
 * holds an unfrozen unit and every unfrozen unit in it is commanded by a Pro-Junta player; otherwise
 * the President (an empty one included).
 */
export function controlOf(s: BoardState, area: string): Side | null {
  const units = unitsIn(coupOf(s), area);
  const commanders = units.map((u) => commanderOf(s, u)).filter((c): c is Seat => c !== 'frozen');
  if (units.length > 0 && commanders.length === 0) return null;
  return commanders.length > 0 && commanders.every((c) => sideOf(s, c) === 'junta') ? 'junta' : 'president';
}

/** B58: control of each Power Center in map order, and the winner: the Junta with 3 or more. */
export function countControl(ctx: Ctx): void {
  const coup = coupOf(ctx.s);
  const areas = POWER_CENTERS.map((area) => ({ area, by: controlOf(ctx.s, area) }));
  const winner: Side = areas.filter((a) => a.by === 'junta').length >= JUNTA_WINS_WITH ? 'junta' : 'president';
  coup.control = areas;
  coup.winner = winner;
  ctx.emit({ type: 'control', areas, winner });
}

// ---- B59: the Junta's vote

/** B59: the voters: the players who were Rebels and declared Pro-Junta; if none, every Pro-Junta player. */
export function juntaVoters(s: BoardState): Seat[] {
  const coup = coupOf(s);
  const proJunta = coup.sides.filter((d) => d.side === 'junta' && isActive(s, d.seat)).map((d) => d.seat);
  const rebels = proJunta.filter((seat) => coup.rebels.includes(seat));
  return rebels.length > 0 ? rebels : proJunta;
}

/** B59: after a Junta win its voters vote, one vote each, clockwise from the First Rebel (from the first active player after his seat if he fled). */
export function juntaVoteIfWon(ctx: Ctx): void {
  const { s } = ctx;
  if (coupOf(s).winner !== 'junta') return;
  const voters = juntaVoters(s);
  const order = fromFirstRebel(s).filter((seat) => voters.includes(seat));
  if (order.length > 0) pushFrame(ctx, { kind: 'junta-vote', order, at: 0, voters: order, votes: [] });
}

/** B59: the voters with the most votes, in seat order. */
function leaders(f: JuntaVoteFrame): Seat[] {
  const tally = new Map<Seat, number>();
  for (const v of f.votes) tally.set(v.for, (tally.get(v.for) ?? 0) + 1);
  const most = Math.max(0, ...tally.values());
  return [...tally.entries()].filter(([, n]) => n === most).map(([seat]) => seat).sort((a, b) => a - b);
}

/** The vote is over: the new President is one of the voters (the old one never is: he is Pro-President, B58). */
const decided = (s: BoardState, f: JuntaVoteFrame): boolean => s.president !== null && f.voters.includes(s.president);

/** B59: a tie waits for the First Rebel's choice while he is active. */
const tieBreaker = (s: BoardState, f: JuntaVoteFrame): Seat | null => {
  const { firstRebel } = coupOf(s);
  return f.at >= f.order.length && !decided(s, f) && leaders(f).length > 1 && isActive(s, firstRebel) ? firstRebel : null;
};

export const juntaVoteRules: FrameRules<JuntaVoteFrame> = {
  asked(s, f) {
    if (f.at < f.order.length) return turnAsked(s, f);
    const breaker = tieBreaker(s, f);
    return breaker === null ? [] : [{ seat: breaker }];
  },
  legal(s, f, seat) {
    const candidates = f.at < f.order.length ? f.voters : leaders(f);
    return { actions: candidates.map((c): Action => ({ type: 'elect', seat: s.players[seat].name, candidate: s.players[c].name })), samplers: [], optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    refuseCardsAndGifts(raw);
    if (raw.type !== 'elect') fail('B59', 'the Junta votes for one of its voters');
    const candidate = seatNamed(s, raw.candidate, 'candidate');
    const recorded: Action = { type: 'elect', seat: s.players[seat].name, candidate: s.players[candidate].name };
    if (f.at < f.order.length) {
      if (!f.voters.includes(candidate)) fail('B59', "a vote of the Junta goes to one of the Junta's voters");
      f.votes.push({ seat, for: candidate });
      ctx.emit({ type: 'elect', seat, candidate });
      f.at += 1;
      return recorded;
    }
    const tied = leaders(f);
    if (!tied.includes(candidate)) fail('B59', 'the First Rebel breaks the tie by naming one of the tied');
    ctx.emit({ type: 'tie-broken', by: seat, tied, candidate });
    juntaTakesOffice(ctx, candidate);
    return recorded;
  },
  advance(ctx, f) {
    const { s } = ctx;
    if (!decided(s, f)) {
      if (!turnsDone(ctx, f) || tieBreaker(s, f) !== null) return false;
      const tied = leaders(f);
      if (tied.length === 1) juntaTakesOffice(ctx, tied[0]);
      else {
        // B59: the First Rebel is not active: the tied voter nearest him clockwise wins.
        const nearest = clockwiseFromSeat(s, coupOf(s).firstRebel).find((seat) => tied.includes(seat)) ?? tied[0];
        ctx.emit({ type: 'tie-broken', by: null, tied, candidate: nearest });
        juntaTakesOffice(ctx, nearest);
      }
    }
    popFrame(ctx);
    return true;
  },
};

// ---- B59: the execution

/** B59: the President (new or old) executes one player or nobody. */
export function startExecution(ctx: Ctx): void {
  if (ctx.s.president !== null) pushFrame(ctx, { kind: 'execution', decided: false });
}

/** B59: whom the President may execute: after his win, a player who was a Rebel at any moment of this coup or declared Pro-Junta; after a Junta win, any active player but himself. Exiles never. */
function mayExecute(s: BoardState, coup: CoupState, seat: Seat): boolean {
  if (seat === s.president || !isActive(s, seat)) return false;
  return coup.winner === 'junta' || coup.rebels.includes(seat) || sideOf(s, seat) === 'junta';
}

export const executable = (s: BoardState): Seat[] => s.players.map((_, i) => i).filter((i) => mayExecute(s, coupOf(s), i));

/** B59, B32, B40: the executed player dies (his Positions frozen, B60); his pocket money goes to the President, who alone sees it; the situation does not change. */
function execute(ctx: Ctx, by: Seat, target: Seat): void {
  const { s } = ctx;
  coupOf(s).executed = target;
  die(ctx, target, { type: 'executed', by, target });
  const bills: Money = [...s.players[target].pocket] as Money;
  s.players[target].pocket = [...NO_MONEY] as Money;
  put(s.players[by].pocket, bills);
  ctx.emit({ type: 'money', from: target, to: by });
  ctx.emit({ type: 'money', from: target, to: by, bills, audience: [by] });
  if (billsIn(bills) > 0) ctx.note(by, { kind: 'received', round: s.round, from: target, bills, why: 'execution' });
}

export const executionRules: FrameRules<ExecutionFrame> = {
  asked: (s, f) => (!f.decided && s.president !== null && isActive(s, s.president) ? [{ seat: s.president }] : []),
  legal(s, _f, seat) {
    const name = s.players[seat].name;
    const targets = executable(s).map((t): Action => ({ type: 'execute', seat: name, target: s.players[t].name }));
    return { actions: [{ type: 'execute', seat: name, target: null }, ...targets], samplers: [], optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    refuseCardsAndGifts(raw);
    if (raw.type !== 'execute') fail('B59', 'the President executes one player or nobody');
    const name = s.players[seat].name;
    if (raw.target === null) {
      f.decided = true;
      ctx.emit({ type: 'executed', by: seat, target: null });
      return { type: 'execute', seat: name, target: null };
    }
    const target = seatNamed(s, raw.target, 'target');
    const status = s.players[target].status;
    if (target === seat) fail('B59', 'the President does not execute himself');
    if (status === 'exiled') fail('B59', 'an exile cannot be executed');
    if (status === 'dead') fail('B32', 'a dead player cannot be executed');
    if (!mayExecute(s, coupOf(s), target)) fail('B59', 'after the President holds, only a player who was a Rebel or declared Pro-Junta may be executed');
    f.decided = true;
    execute(ctx, seat, target);
    return { type: 'execute', seat: name, target: s.players[target].name };
  },
  advance(ctx, f) {
    if (!f.decided && executionRules.asked(ctx.s, f).length > 0) return false;
    popFrame(ctx);
    return true;
  },
};
