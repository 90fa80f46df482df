// Small moves on the table shared by several phases.
import { isRebellion, totalValue } from './catalogue.js';
import { emit, tell, type Ctx } from './context.js';
import { pickCard, shuffleCards } from './rng.js';
import type { BudgetStack, CardRef, Seat, State } from './types.js';

/** R6: draw one Political card, reshuffling the discard pile when the draw pile is empty. */
export function drawPolitical(ctx: Ctx, seat: Seat): CardRef | null {
  const s = ctx.s;
  if (s.politicalDeck.length === 0 && s.politicalDiscard.length > 0) {
    s.politicalDeck = shuffleCards(ctx.rng(), s.politicalDiscard);
    s.politicalDiscard = [];
    emit(ctx, { type: 'draw-pile-reshuffled', size: s.politicalDeck.length });
  }
  const card = s.politicalDeck.shift() ?? null;
  if (card) s.players[seat].hand.push(card);
  return card;
}

export function drawPoliticalAnnounced(ctx: Ctx, seat: Seat): CardRef | null {
  const card = drawPolitical(ctx, seat);
  emit(ctx, { type: 'card-drawn', seat, card: null });
  if (card) tell(ctx, [seat], { type: 'card-drawn', seat, card });
  return card;
}

/** R28: a random non-Rebellion card from a hand, or null when there is none. */
export function takeRandomHandCard(ctx: Ctx, from: Seat, to: Seat): CardRef | null {
  const hand = ctx.s.players[from].hand;
  const candidates = hand.filter((c) => !isRebellion(c));
  if (candidates.length === 0) return null;
  const card = pickCard(ctx.rng(), candidates);
  hand.splice(hand.indexOf(card), 1);
  ctx.s.players[to].hand.push(card);
  return card;
}

export function hasNonRebellionCard(s: State, seat: Seat): boolean {
  return s.players[seat].hand.some((c) => !isRebellion(c));
}

export const stackValue = (stack: BudgetStack): number => totalValue(stack.cards);

export function stackOf(s: State, seat: Seat): BudgetStack {
  if (!s.budget) throw new Error('no budget this round');
  return s.budget.stacks[seat];
}

export function announcedTotal(s: State): number {
  let sum = 0;
  for (const stack of s.budget?.stacks ?? []) if (!stack.returned) sum += stack.announced;
  return sum;
}

export function touchStack(stack: BudgetStack): void {
  stack.version += 1;
}

/** Move every Money card on top of a Middleman into the Swiss account. */
export function deposit(ctx: Ctx, seat: Seat): void {
  const p = ctx.s.players[seat];
  if (p.top.length === 0) return;
  emit(ctx, { type: 'deposited', seat, count: p.top.length });
  p.swiss.push(...p.top);
  p.top = [];
}

/** Money on top of a Middleman is lost: out of the game, face up (R7, R22, R23). */
export function loseTopMoney(ctx: Ctx, seat: Seat): void {
  const p = ctx.s.players[seat];
  if (p.top.length === 0) return;
  emit(ctx, { type: 'money-lost', seat, cards: [...p.top] });
  ctx.s.moneyOut.push(...p.top);
  p.top = [];
}

export function placeOwnStack(ctx: Ctx, seat: Seat): void {
  const stack = stackOf(ctx.s, seat);
  if (stack.cards.length > 0) {
    emit(ctx, { type: 'stack-placed', seat, count: stack.cards.length });
    ctx.s.players[seat].top.push(...stack.cards);
  }
  stack.cards = [];
  touchStack(stack);
}

/** R4: shuffle the pool once and deal it round-robin to `receivers`, each onto their Middleman. */
export function dealMoney(ctx: Ctx, pool: string[], receivers: Seat[], dealer: Seat): void {
  if (receivers.length === 0 || pool.length === 0) return;
  const cards = shuffleCards(ctx.rng(), pool);
  const got: string[][] = receivers.map(() => []);
  cards.forEach((card, i) => got[i % receivers.length].push(card));
  receivers.forEach((seat, i) => {
    if (got[i].length === 0) return;
    ctx.s.players[seat].top.push(...got[i]);
    emit(ctx, { type: 'money-dealt', seat, count: got[i].length, by: dealer });
    for (const card of got[i]) tell(ctx, [seat], { type: 'money-dealt-card', seat, card });
  });
}

export function discardFromPlay(s: State, owner: Seat, card: CardRef): void {
  const inPlay = s.players[owner].inPlay;
  const i = inPlay.findIndex((c) => c.card === card);
  if (i < 0) throw new Error(`${card} is not in play`);
  inPlay.splice(i, 1);
  s.politicalDiscard.push(card);
}
