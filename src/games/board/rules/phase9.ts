// Banking and the end of the round (rulings B36–B38, B64, B75): banking at the Central Bank one bill
// at a time, one way per denomination (phase 7 if Open, phase 9 step 1 if Closed for Lunch, never on
// Holiday); the exiles' return or stay with their private fees; the dead come back; every per-round
// reset; the end when the Foreign Aid deck is short; the election of a vacant office (B75).
import type { Decision } from '../../../core/rules.js';
import { DENOMINATIONS, NUMBERS, type Denomination } from '../content/box.js';
import { exilesFromPresident, fail, fromLeftOf, fromPresident, isActive, type Ctx } from './context.js';
import { endGame } from './end.js';
import type { FrameRules } from './frame-rules.js';
import { denominationOf, isEmpty, oneBill, put, take } from './money.js';
import { popFrame, pushFrame } from './stack.js';
import { startElection } from './vote.js';
import type { Action, BankingFrame, BoardState, ExilesFrame, Money, Seat } from './types.js';

const at = (i: Denomination): number => i - 1;

/** B37, B38: each active player whose Location is the Central Bank, clockwise from the President, banks once. */
function startBanking(ctx: Ctx): void {
  const { s } = ctx;
  const order = fromPresident(s).filter((seat) => s.players[seat].location === 'bank');
  if (order.length > 0) pushFrame(ctx, { kind: 'banking', order, at: 0, deposited: [0, 0, 0], withdrawn: [0, 0, 0] });
}

/** B37: phase 7 banking if the Bank is Open (B75: with no active player nobody banks). */
export function bankingIfOpen(ctx: Ctx): void {
  if (ctx.s.bank === 'open') startBanking(ctx);
}

/** B38: Closed for Lunch, banking happens in phase 9 step 1 instead, for the active players at the Central Bank then; Holiday: none. */
export function lunchBanking(ctx: Ctx): void {
  if (ctx.s.bank === 'lunch') startBanking(ctx);
}

/** B37: one bill moves each step; a denomination moved one way cannot move back in the same decision. */
function bankingChoices(s: BoardState, f: BankingFrame, seat: Seat): Action[] {
  const { name, pocket, account } = s.players[seat];
  const out: Action[] = [{ type: 'done', seat: name }];
  for (const bill of DENOMINATIONS) {
    if (pocket[at(bill)] > 0 && f.withdrawn[at(bill)] === 0) out.push({ type: 'deposit', seat: name, bill });
    if (account[at(bill)] > 0 && f.deposited[at(bill)] === 0) out.push({ type: 'withdraw', seat: name, bill });
  }
  return out;
}

const turnAsked = (f: { order: Seat[]; at: number }): Decision<Action>[] => (f.at < f.order.length ? [{ seat: f.order[f.at] }] : []);

export const bankingRules: FrameRules<BankingFrame> = {
  asked: (s, f) => turnAsked(f).filter((d) => isActive(s, d.seat)),
  legal: (s, f, seat) => ({ actions: bankingChoices(s, f, seat), samplers: [], optional: [] }),
  act(ctx, f, seat, raw) {
    const player = ctx.s.players[seat];
    switch (raw.type) {
      case 'deposit': {
        const bill = denominationOf(raw.bill, 'bill');
        if (f.withdrawn[at(bill)] > 0) fail('B37', 'a bill taken out of the account cannot go back in the same visit');
        take(player.pocket, oneBill(bill), 'B37', 'the pocket');
        put(player.account, oneBill(bill));
        f.deposited[at(bill)] += 1;
        return { type: 'deposit', seat: player.name, bill };
      }
      case 'withdraw': {
        const bill = denominationOf(raw.bill, 'bill');
        if (f.deposited[at(bill)] > 0) fail('B37', 'a bill put into the account cannot come back out in the same visit');
        take(player.account, oneBill(bill), 'B37', 'the account');
        put(player.pocket, oneBill(bill));
        f.withdrawn[at(bill)] += 1;
        return { type: 'withdraw', seat: player.name, bill };
      }
      case 'done':
        // B5: public that he banked; what he moved only to him.
        ctx.emit({ type: 'banked', seat });
        ctx.emit({ type: 'banked', seat, deposited: [...f.deposited] as Money, withdrawn: [...f.withdrawn] as Money, audience: [seat] });
        f.at += 1;
        f.deposited = [0, 0, 0];
        f.withdrawn = [0, 0, 0];
        return { type: 'done', seat: player.name };
      case 'gift':
        return fail('B72', 'gifts are made in a trade window or in your own turn; banking is neither');
      default:
        return fail('B37', 'at the Central Bank a player deposits or withdraws one bill at a time, then is done');
    }
  },
  advance(ctx, f) {
    while (f.at < f.order.length && !isActive(ctx.s, f.order[f.at])) f.at += 1;
    if (f.at < f.order.length) return false;
    popFrame(ctx);
    return true;
  },
};

/** B36 step 2: each exile, the first after the President's seat first, returns or stays away. */
export function exilesIfAny(ctx: Ctx): void {
  const order = exilesFromPresident(ctx.s);
  if (order.length > 0) pushFrame(ctx, { kind: 'exiles', order, at: 0 });
}

/** B36: a return costs one pocket bill, or with no pocket money one account bill, or nothing; staying away one account bill, or nothing. */
function exileChoices(s: BoardState, seat: Seat): Action[] {
  const { name, pocket, account } = s.players[seat];
  const billsOf = (m: Money): Denomination[] => DENOMINATIONS.filter((d) => m[at(d)] > 0);
  const returns: Action[] = !isEmpty(pocket)
    ? billsOf(pocket).map((bill) => ({ type: 'return', seat: name, from: 'pocket', bill }))
    : !isEmpty(account)
      ? billsOf(account).map((bill) => ({ type: 'return', seat: name, from: 'account', bill }))
      : [{ type: 'return', seat: name }];
  const stays: Action[] = isEmpty(account) ? [{ type: 'stay', seat: name }] : billsOf(account).map((bill) => ({ type: 'stay', seat: name, bill }));
  return [...returns, ...stays];
}

/** B36, B3: the fee leaves the game; told to the exile alone, the public learns only whether he returned (B5). */
function payFee(ctx: Ctx, seat: Seat, returned: boolean, raw: Record<string, unknown>): { from: 'pocket' | 'account'; bill: Denomination } | null {
  const { pocket, account } = ctx.s.players[seat];
  const from: 'pocket' | 'account' | null = returned && !isEmpty(pocket) ? 'pocket' : !isEmpty(account) ? 'account' : null;
  if (from === null) {
    if (raw.bill !== undefined || raw.from !== undefined) fail('B36', 'with no money to pay, the fee is nothing');
    return null;
  }
  if (returned && raw.from !== from) fail('B36', from === 'pocket' ? 'a return is paid with a pocket bill' : 'with no pocket money, a return is paid with an account bill');
  if (!returned && raw.from !== undefined && raw.from !== 'account') fail('B36', 'staying away is paid with an account bill');
  const bill = denominationOf(raw.bill, 'bill');
  take(from === 'pocket' ? pocket : account, oneBill(bill), 'B36', from === 'pocket' ? 'the pocket' : 'the account');
  put(ctx.s.out, oneBill(bill));
  return { from, bill };
}

export const exilesRules: FrameRules<ExilesFrame> = {
  // B70: the only decision asked of a player who is not active.
  asked: (s, f) => turnAsked(f).filter((d) => s.players[d.seat].status === 'exiled'),
  legal: (s, _f, seat) => ({ actions: exileChoices(s, seat), samplers: [], optional: [] }),
  act(ctx, f, seat, raw) {
    const player = ctx.s.players[seat];
    if (raw.type === 'gift') fail('B25', 'an exile gives no gifts');
    if (raw.type !== 'return' && raw.type !== 'stay') fail('B36', 'an exile returns or stays away');
    const returned = raw.type === 'return';
    const fee = payFee(ctx, seat, returned, raw);
    if (returned) player.status = 'active';
    ctx.emit({ type: 'exile', seat, returned });
    ctx.emit({ type: 'exile', seat, returned, fee, audience: [seat] });
    f.at += 1;
    const action: Action = returned ? { type: 'return', seat: player.name } : { type: 'stay', seat: player.name };
    if (fee === null) return action;
    return returned ? { type: 'return', seat: player.name, from: fee.from, bill: fee.bill } : { type: 'stay', seat: player.name, bill: fee.bill };
  },
  advance(ctx, f) {
    while (f.at < f.order.length && ctx.s.players[f.order[f.at]].status !== 'exiled') f.at += 1;
    if (f.at < f.order.length) return false;
    popFrame(ctx);
    return true;
  },
};

/** B36 step 3: the dead come back, active, with no cards and no pocket money (B32, B33 took it). */
function returnOfTheDead(ctx: Ctx): void {
  ctx.s.players.forEach((p, seat) => {
    if (p.status !== 'dead') return;
    p.status = 'active';
    ctx.emit({ type: 'returned', seat, why: 'alive' });
  });
}

/** B36 step 4: every per-round state resets; Positions, vacancies, frozen Positions and the Cousin stay until phase 2. */
function resetRound(ctx: Ctx): void {
  const { s } = ctx;
  if (s.situation !== 'stable') {
    s.situation = 'stable';
    ctx.emit({ type: 'situation', situation: 'stable' });
  }
  s.bank = 'open';
  // B28: safe after a Death Squad announcement named the Central Bank this round (cancelled or not), else activity.
  s.marker = s.squadNamedBank ? 'safe' : 'activity';
  s.squadNamedBank = false;
  ctx.emit({ type: 'bank', bank: s.bank, marker: s.marker });
  s.aidIncrease = false;
  s.stateVisit = false;
  s.policeInParliament = false;
  for (const p of s.players) p.resigned = false;
  s.attempts = [];
}

/** B36 step 5: Location cards go back (B31); an exile who stayed away stays at his Embassy. */
function locationsBack(s: BoardState): void {
  s.revealed = false;
  for (const p of s.players) {
    if (p.status === 'exiled') continue;
    p.location = null;
    p.embassy = null;
  }
  // B43, B76: the coup board, visible until now, is cleared (units back, Airstrikes unused, Rebels and sides forgotten).
  s.coup = null;
}

/**
 * B36 steps 3–6, then B75. The end check comes before B75's election (ruling: "after step 3"): the
 * election moves no account money, so a game that ends here ends the same without it; resets of step 4
 * touch nothing an election reads.
 */
export function endOfRound(ctx: Ctx): void {
  const { s } = ctx;
  returnOfTheDead(ctx);
  resetRound(ctx);
  locationsBack(s);
  if (s.aid.length < NUMBERS.endBelow) {
    endGame(ctx, 'aid');
    return;
  }
  // B75: a vacant office (the President murdered with every living player in exile) is filled now, first voter the first active player after the dead President's seat.
  if (s.president === null) startElection(ctx, 'vacant', fromLeftOf(s, s.chair)[0]);
}
