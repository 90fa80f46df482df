// Phases 3–4, the aid and the Budget (rulings B5, B6, B13, B20–B23, B38, B40, B61, B64): the President
// draws 8 bills (10 after Foreign Aid Increase) and sees them alone; he proposes one bill at a time
// into face-down stacks (drawn bills first, then pocket bills), seals each with an announced amount up
// to its value, then is done (or resigns instead, and his successor proposes with the drawn bills);
// after the vote the stacks are handed out, or the Minister is asked to force, or the President takes all.
import { NUMBERS } from '../content/box.js';
import { fail, isActive, seatNamed, type Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import { giveGift, mayGive, sampleGift } from './gifts.js';
import { billsIn, denominationOf, drawBills, NO_MONEY, oneBill, plus, put, valueOf } from './money.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, BudgetFrame, ForceFrame, Money, Seat, Stack } from './types.js';
import { resignInsteadOfDecision } from './vote.js';

const presidentOf = (s: BoardState): Seat => s.president ?? s.chair;

/** B5, B61: shows the drawn bills to a President (the count is public, B6; the bills his alone). */
function showDrawn(ctx: Ctx, seat: Seat, bills: Money, count: number): void {
  ctx.note(seat, { kind: 'drawn', round: ctx.s.round, bills: [...bills] as Money });
  ctx.emit({ type: 'aid', seat, count, bills: [...bills] as Money, audience: [seat] });
}

/** B20: the President draws 8 bills (10 after Foreign Aid Increase, as far as the deck allows) and sees them alone. */
export function drawAid(ctx: Ctx): void {
  const { s } = ctx;
  const seat = presidentOf(s);
  const bills = drawBills(ctx, NUMBERS.aidDraw + (s.aidIncrease ? NUMBERS.aidIncrease : 0));
  s.drawn = bills;
  ctx.emit({ type: 'aid', seat, count: billsIn(bills) });
  showDrawn(ctx, seat, bills, billsIn(bills));
}

/** B21: the President's Budget proposal. */
export function startBudget(ctx: Ctx): void {
  const { s } = ctx;
  s.drawn ??= [...NO_MONEY] as Money;
  s.budget = { stacks: [], kept: [...NO_MONEY] as Money };
  pushFrame(ctx, { kind: 'budget', done: false, gifts: 0, shown: s.president });
}

/** B21: the players who may still be given a stack: active, not the President, without an announced stack. */
export const stackRecipients = (s: BoardState): Seat[] =>
  s.players.map((_, i) => i).filter((i) => i !== s.president && isActive(s, i) && !s.budget!.stacks.some((st) => st.seat === i && st.announced !== null));

/** B21: the bills of a denomination the President may still stack (drawn ones first, then his pocket's). */
const available = (s: BoardState, i: number): number => s.drawn![i] + s.players[presidentOf(s)].pocket[i];

const openStacks = (s: BoardState): Stack[] => s.budget!.stacks.filter((st) => st.announced === null);

/** B61: instead of the decision, before any bill is stacked, once a round. */
const mayResign = (s: BoardState, seat: Seat): boolean => !s.players[seat].resigned && s.budget!.stacks.length === 0;

function stackBill(ctx: Ctx, seat: Seat, raw: Record<string, unknown>): Action {
  const { s } = ctx;
  const to = seatNamed(s, raw.to, 'to');
  if (to === s.president) fail('B21', 'the President proposes no stack for himself');
  if (!isActive(s, to)) fail('B21', 'stacks go to active players');
  const bill = denominationOf(raw.bill, 'bill');
  const stack = s.budget!.stacks.find((st) => st.seat === to);
  if (stack && stack.announced !== null) fail('B21', `${s.players[to].name} already has a stack`);
  const i = bill - 1;
  // B21: drawn bills of a denomination go in first, then pocket bills (a count, not a choice).
  if (s.drawn![i] > 0) s.drawn![i] -= 1;
  else if (s.players[seat].pocket[i] > 0) s.players[seat].pocket[i] -= 1;
  else fail('B21', `no ${bill}-million bill is left among the drawn bills or in the pocket`);
  if (stack) put(stack.bills, oneBill(bill));
  else s.budget!.stacks.push({ seat: to, bills: oneBill(bill), announced: null });
  return { type: 'stack', seat: s.players[seat].name, to: s.players[to].name, bill };
}

function announce(ctx: Ctx, seat: Seat, raw: Record<string, unknown>): Action {
  const { s } = ctx;
  const to = seatNamed(s, raw.to, 'to');
  const stack = s.budget!.stacks.find((st) => st.seat === to);
  if (!stack) fail('B21', `${s.players[to].name} has no stack to announce`);
  if (stack.announced !== null) fail('B21', 'a stack is announced once; stacks are fixed once proposed');
  const amount = raw.amount;
  if (typeof amount !== 'number') fail('malformed', 'amount is a number of millions');
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > valueOf(stack.bills)) fail('B21', 'a stack is announced as a whole number of millions from 0 up to its true value');
  stack.announced = amount;
  return { type: 'announce', seat: s.players[seat].name, to: s.players[to].name, amount };
}

function propose(ctx: Ctx, f: BudgetFrame, seat: Seat): Action {
  const { s } = ctx;
  if (openStacks(s).length > 0) fail('B21', 'every stack is announced before the Budget is proposed');
  const budget = s.budget!;
  budget.kept = s.drawn!;
  s.drawn = null;
  f.done = true;
  ctx.emit({ type: 'budget', stacks: budget.stacks.map((st) => ({ seat: st.seat, announced: st.announced! })) });
  s.history.budgets.push({
    round: s.round, president: seat,
    stacks: budget.stacks.map((st) => ({ seat: st.seat, bills: [...st.bills] as Money, announced: st.announced! })),
  });
  return { type: 'done', seat: s.players[seat].name };
}

export const budgetRules: FrameRules<BudgetFrame> = {
  asked: (s, f) => (f.done || s.president === null ? [] : [{ seat: s.president }]),
  legal(s, f, seat) {
    const name = s.players[seat].name;
    const actions: Action[] = [];
    for (const to of stackRecipients(s)) {
      for (const bill of [1, 2, 3] as const) if (available(s, bill - 1) > 0) actions.push({ type: 'stack', seat: name, to: s.players[to].name, bill });
    }
    for (const st of openStacks(s)) {
      for (let amount = 0; amount <= valueOf(st.bills); amount++) actions.push({ type: 'announce', seat: name, to: s.players[st.seat].name, amount });
    }
    if (openStacks(s).length === 0) actions.push({ type: 'done', seat: name });
    if (mayResign(s, seat)) actions.push({ type: 'resign', seat: name });
    const samplers = mayGive(s, seat, f.gifts) ? [(random: () => number) => sampleGift(s, seat, random)] : [];
    return { actions, samplers, optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    switch (raw.type) {
      case 'stack':
        return stackBill(ctx, seat, raw);
      case 'announce':
        return announce(ctx, seat, raw);
      case 'done':
        return propose(ctx, f, seat);
      case 'gift': {
        // B72: the Budget decision is the President's turn: up to 3 gifts of pocket bills and cards (never drawn or kept bills).
        const action = giveGift(ctx, seat, raw, f.gifts);
        f.gifts += 1;
        return action;
      }
      case 'play':
        return fail('B16', 'no card is played in the Budget decision');
      case 'resign':
        if (!mayResign(s, seat)) fail('B61', 'the President resigns instead of the Budget, before stacking a bill, once a round');
        // B61: the drawn bills stay for the successor, who proposes.
        resignInsteadOfDecision(ctx, seat, f);
        return { type: 'resign', seat: s.players[seat].name };
      default:
        return fail('B21', 'the President stacks bills, announces each stack, then is done (or resigns)');
    }
  },
  advance(ctx, f) {
    const { s } = ctx;
    if (f.done) {
      popFrame(ctx);
      return true;
    }
    // B5, B61: a successor who takes the decision is shown the drawn bills he receives.
    if (s.president !== null && f.shown !== s.president && s.drawn) {
      f.shown = s.president;
      showDrawn(ctx, s.president, s.drawn, billsIn(s.drawn));
    }
    return false;
  },
};

/** B22: each recipient takes his stack into his pocket and sees it; the kept bills go to the President. */
function handOut(ctx: Ctx): void {
  const { s } = ctx;
  for (const st of s.budget!.stacks) {
    put(s.players[st.seat].pocket, st.bills);
    ctx.note(st.seat, { kind: 'stack', round: s.round, bills: [...st.bills] as Money });
    ctx.emit({ type: 'stack', seat: st.seat, bills: [...st.bills] as Money, audience: [st.seat] });
  }
  put(s.players[presidentOf(s)].pocket, s.budget!.kept);
  s.budget = null;
}

/** B23: the President takes every stack and kept bill into his pocket. */
function presidentTakesAll(ctx: Ctx): void {
  const { s } = ctx;
  const all = s.budget!.stacks.reduce((sum, st) => plus(sum, st.bills), s.budget!.kept);
  put(s.players[presidentOf(s)].pocket, all);
  s.budget = null;
}

function setBank(ctx: Ctx, bank: BoardState['bank']): void {
  if (ctx.s.bank === bank) return;
  ctx.s.bank = bank;
  ctx.emit({ type: 'bank', bank });
}

/** B23: defeated and not forced (or nobody to force): the President takes all, the Bank is Closed for Holiday. */
function unforced(ctx: Ctx): void {
  presidentTakesAll(ctx);
  setBank(ctx, 'holiday');
  ctx.emit({ type: 'settled', passed: false, forced: false, bank: ctx.s.bank });
}

/** B23, B34: the Minister who may force: active, his Position not frozen and not the Cousin's. */
export function forcingMinister(s: BoardState): Seat | null {
  const { holder, frozen } = s.positions.minister;
  if (typeof holder !== 'number' || frozen || s.cousin === 'minister' || !isActive(s, holder)) return null;
  return holder;
}

/** B22, B23: the Budget passed or defeated (reads `s.outcome`, written by its vote; B13's tie already decided by the President). */
export function settleBudget(ctx: Ctx): void {
  const { s } = ctx;
  if (s.outcome === null || s.outcome.question !== 'budget' || s.budget === null) throw new Error('the Budget is settled only after its vote');
  if (s.outcome.result === 'for') {
    handOut(ctx);
    ctx.emit({ type: 'settled', passed: true, forced: false, bank: s.bank });
    return;
  }
  s.situation = 'unstable';
  ctx.emit({ type: 'situation', situation: 'unstable' });
  const minister = forcingMinister(s);
  if (minister === null) unforced(ctx);
  else pushFrame(ctx, { kind: 'force', seat: minister, decided: false });
}

export const forceRules: FrameRules<ForceFrame> = {
  asked: (_s, f) => (f.decided ? [] : [{ seat: f.seat }]),
  legal(s, _f, seat) {
    const name = s.players[seat].name;
    return { actions: [{ type: 'force', seat: name, force: true }, { type: 'force', seat: name, force: false }], samplers: [], optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    if (raw.type !== 'force' || typeof raw.force !== 'boolean') fail('B23', 'the Minister answers whether he forces the Budget');
    f.decided = true;
    if (raw.force) {
      // B23, B38: forced: the Police start any coup in parliament, the Budget is handed out, the Bank Closed for Lunch unless Closed for Holiday.
      s.policeInParliament = true;
      handOut(ctx);
      if (s.bank !== 'holiday') setBank(ctx, 'lunch');
      ctx.emit({ type: 'settled', passed: false, forced: true, bank: s.bank });
    } else {
      unforced(ctx);
    }
    return { type: 'force', seat: s.players[seat].name, force: raw.force };
  },
  advance(ctx, f) {
    if (!f.decided) return false;
    popFrame(ctx);
    return true;
  },
};
