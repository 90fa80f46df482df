// Phase 2: the President forms one stack per player and announces each (R8, R9); also the
// re-forming after the President's Vote of No Confidence (R19).
import { totalValue } from '../catalogue.js';
import { emit, fail, openCtx, seatNamed, tell, type Ctx } from '../context.js';
import type { ActionOf, Budget, BudgetStack, MoneyRef, Seat, StackSpec } from '../types.js';
import { advanceTurn, startVoting } from './transitions.js';

export function proposeBudget(ctx: Ctx, seat: Seat, action: ActionOf<'propose-budget'>): void {
  const bctx = openCtx(ctx, 'budget', 'a budget is proposed in phase 2');
  const s = bctx.s;
  if (seat !== s.president) fail('not-your-turn', 'only the President proposes the budget');
  formStacks(ctx, s.budget, seat, action.stacks, s.budget.drawn);
  startVoting(bctx);
}

/** R19: the new President re-forms every stack from the money now in them, or keeps them. */
export function reformBudget(ctx: Ctx, seat: Seat, action: ActionOf<'propose-budget'> | ActionOf<'keep-budget'>): void {
  const vctx = openCtx(ctx, 'voting', 'there is no budget to re-form now');
  const { budget, voting } = vctx.s;
  if (voting.reform === null) fail('wrong-phase', 'there is no budget to re-form now');
  if (seat !== voting.reform) fail('not-your-turn', 'only the new President may re-form the budget');
  if (action.type === 'propose-budget') {
    const pool = budget.stacks.flatMap((stack) => stack.cards);
    formStacks(ctx, budget, seat, action.stacks, pool);
  } else {
    emit(ctx, { type: 'budget-kept', seat });
  }
  voting.reform = null;
  // R19: voting continues with the next turn of the fixed order; the old President's turn is over.
  advanceTurn(vctx);
}

function formStacks(ctx: Ctx, budget: Budget, president: Seat, specs: StackSpec[], pool: MoneyRef[]): void {
  const s = ctx.s;
  const me = s.players[president];
  const mustPlace = new Set(pool);
  const fromMiddleman = new Set<MoneyRef>();
  const stacks: MoneyRef[][] = s.players.map(() => []);
  const announced: number[] = s.players.map(() => 0);
  const named = new Set<Seat>();
  for (const spec of specs) {
    const to = seatNamed(s, spec.to, 'to');
    if (named.has(to)) fail('malformed', `${spec.to} is given two stacks`);
    named.add(to);
    for (const card of spec.money) {
      if (stacks.some((st) => st.includes(card))) fail('malformed', `${card} is put into two stacks`);
      if (!mustPlace.has(card)) {
        if (!me.top.includes(card) && !me.swiss.includes(card)) {
          fail('not-yours', `${card} is neither in this budget nor on or under your Middleman`);
        }
        fromMiddleman.add(card);
      }
      stacks[to].push(card);
    }
    const value = totalValue(stacks[to]);
    if (spec.announced > value) {
      fail('overstated', `the stack for ${spec.to} holds ${value} million; it cannot be announced as ${spec.announced}`);
    }
    announced[to] = spec.announced;
  }
  const unplaced = [...mustPlace].filter((card) => !stacks.some((st) => st.includes(card)));
  if (unplaced.length > 0) fail('illegal-play', `every Money card must go into a stack: ${unplaced.join(', ')} not placed`);
  const total = announced.reduce((a, b) => a + b, 0);
  if (total > budget.cap) {
    fail('over-cap', `the announcements add up to ${total} million, more than the ${budget.cap} million drawn`);
  }
  me.top = me.top.filter((c) => !fromMiddleman.has(c));
  me.swiss = me.swiss.filter((c) => !fromMiddleman.has(c));
  budget.drawn = [];
  budget.stacks = stacks.map((cards, seat): BudgetStack => ({
    cards,
    announced: announced[seat],
    returned: false,
    version: (budget.stacks[seat]?.version ?? 0) + 1,
  }));
  emit(ctx, {
    type: 'budget-proposed',
    seat: president,
    stacks: stacks.map((cards, seat) => ({ count: cards.length, announced: announced[seat] })),
    fromMiddleman: fromMiddleman.size,
  });
  stacks.forEach((cards, seat) => {
    if (seat !== president) tell(ctx, [seat], { type: 'stack-received', seat, cards: [...cards], announced: announced[seat] });
  });
}
