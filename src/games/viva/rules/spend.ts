// Phases 5 and 6 (V24–V27): a free die for the dieless, then Spend Money turns from the Presidente
// clockwise – payments in Foreign Aid, no change; Party Donation and PR Campaign; a hand over 4
// chooses its discards as its turn ends – then the end check (V29) and, if the game goes on, phase 6
// applies the chosen discards and the next round starts.
import { byDieId, cardDesign, DICE_PER_COLOUR, dieOwner, designOf, HAND_LIMIT, isAid, PRICES, PR_DISCOUNT, totalAid } from '../content/cards.js';
import { clockwiseFrom } from '../../../core/seats.js';
import { drawInto, fail, noDuplicates, takeFromHand, type Ctx } from './context.js';
import { checkEnd, targetReached } from './score.js';
import { startRound } from './round.js';
import type { Seat, VivaState } from './types.js';

/** A payment's purchases (V24). */
export interface Purchase { building: number; militia: number; card: number }

/** What a purchase's price and limits read, alike of a state and a seat's view (V5: all public). */
export interface Shop extends Pick<VivaState, 'spend' | 'tiles'> { players: readonly { dice: readonly string[] }[] }

function takeFromSupplies(s: VivaState, seat: Seat): string {
  const mine = s.supplies.filter((d) => dieOwner(d) === seat).sort(byDieId);
  s.supplies = s.supplies.filter((d) => d !== mine[0]);
  s.players[seat].dice.push(mine[0]);
  s.players[seat].dice.sort(byDieId);
  return mine[0];
}

export function startSpend(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'spend';
  for (const p of s.players) p.orders = null;
  s.players.forEach((p, seat) => {
    if (p.dice.length === 0) ctx.emit({ type: 'free-die', seat, die: takeFromSupplies(s, seat) });
  });
  s.spend = { order: clockwiseFrom(s, s.presidente), at: 0, boughtCard: [], discounts: 0, discarding: false };
}

export const spendTurn = (s: Pick<VivaState, 'phase' | 'spend'>): Seat | null => (s.phase === 'spend' && s.spend ? s.spend.order[s.spend.at] : null);

function ownTurn(s: VivaState, seat: Seat, what: string): void {
  const code = what === 'pay' ? 'V24' : 'V25';
  if (spendTurn(s) !== seat) fail(code, `${what} only in one's own Spend Money turn`);
  if (s.spend!.discarding) fail(code, `${s.players[seat].name}'s Spend Money turn is over: only his discards down to 4 are asked`);
}

/** V24, V25: the price of a purchase now, PR Campaigns taken off its Buildings. */
export function priceOf(s: Pick<Shop, 'spend'>, buy: Purchase): number {
  const discounted = Math.min(s.spend?.discounts ?? 0, buy.building);
  return buy.building * PRICES.building + buy.militia * PRICES.militia + buy.card * PRICES.card - discounted * PR_DISCOUNT;
}

/** V24, V26: why a purchase is refused before its payment is counted (the ruling and the reason), or null. */
export function purchaseLimit(s: Shop, seat: Seat, buy: Purchase): { ruling: 'V24' | 'V26'; reason: string } | null {
  const v24 = (reason: string) => ({ ruling: 'V24' as const, reason });
  if (buy.building + buy.militia + buy.card === 0) return v24('a payment buys something');
  if (s.players[seat].dice.length + buy.militia > DICE_PER_COLOUR) return v24('a player owns at most 4 dice');
  if (buy.card > 1 || (buy.card === 1 && s.spend!.boughtCard.includes(seat))) return v24('one bought card per round');
  if (buy.building > s.tiles.length) return { ruling: 'V26', reason: 'no Building Tile left in the supply' };
  return null;
}

const count = (n: unknown): number => {
  if (n === undefined) return 0;
  if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > 25) fail('malformed', 'a purchase counts 0 or more');
  return n as number;
};

export function pay(ctx: Ctx, seat: Seat, rawBuy: unknown, cards: unknown): Purchase {
  const { s } = ctx;
  ownTurn(s, seat, 'pay');
  const given = (rawBuy ?? {}) as Record<string, unknown>;
  const buy: Purchase = { building: count(given.building), militia: count(given.militia), card: count(given.card) };
  const limit = purchaseLimit(s, seat, buy);
  if (limit) fail(limit.ruling, limit.reason);
  if (!Array.isArray(cards) || cards.length === 0 || !noDuplicates(cards)) fail('V24', 'a payment names the Foreign Aid cards paid, each once');
  if (!cards.every((c) => isAid(c))) fail('V24', 'only Foreign Aid pays');
  const price = priceOf(s, buy);
  if (totalAid(cards) < price) fail('V24', `the payment is worth ${totalAid(cards)} million, short of ${price}`);
  takeFromHand(s, seat, cards, 'V24');
  s.discard.push(...cards);
  s.spend!.discounts -= Math.min(s.spend!.discounts, buy.building);
  const p = s.players[seat];
  const tiles = s.tiles.splice(0, buy.building);
  p.tiles.push(...tiles);
  const dice = Array.from({ length: buy.militia }, () => takeFromSupplies(s, seat));
  ctx.emit({ type: 'paid', seat, cards: [...cards], ...buy, price, tiles, dice });
  if (buy.card === 1) {
    s.spend!.boughtCard.push(seat);
    drawInto(ctx, seat, 1, 'bought');
  }
  return buy;
}

/** V25: Party Donation draws 2 cards; PR Campaign takes 2 million off the next Building this turn. */
export function playInSpend(ctx: Ctx, seat: Seat, card: string): void {
  const { s } = ctx;
  const design = designOf(card);
  if (design !== 'party-donation' && design !== 'pr-campaign') {
    // The ruling that gives the card its moment: never (V28), a payment (V24), or a battle, the orders or the Promises (V14).
    const timing = cardDesign(card).timing;
    fail(timing === 'never' ? 'V28' : timing === 'payment' ? 'V24' : 'V14', `${cardDesign(card).name} is not played in Spend Money`);
  }
  ownTurn(s, seat, `${design === 'pr-campaign' ? 'PR Campaign' : 'Party Donation'} is played`);
  takeFromHand(s, seat, [card], 'V25');
  ctx.emit({ type: 'spend-card', seat, card });
  // V25: played, then discarded – the draw comes first, so the card is not reshuffled into its own draw.
  if (design === 'party-donation') drawInto(ctx, seat, 2, 'donation');
  else s.spend!.discounts += 1;
  s.discard.push(card);
}

/**
 * A turn ends: a hand over 4 chooses its discards now (V27), else the next player's turn. After the
 * last turn the end check (V29) can be read at once: when it ends the game there is no phase 6, so
 * the last player is not asked for discards that would never be made.
 */
export function endTurn(ctx: Ctx, seat: Seat): void {
  const { s } = ctx;
  if (spendTurn(s) === seat && s.spend!.discarding) fail('V27', 'the turn is over: discard down to 4');
  ownTurn(s, seat, 'pay');
  ctx.emit({ type: 'done', seat });
  const last = s.spend!.at === s.spend!.order.length - 1;
  if (s.players[seat].hand.length > HAND_LIMIT && !(last && targetReached(s))) s.spend!.discarding = true;
  else nextTurn(ctx);
}

/**
 * V27: the discards down to exactly 4, chosen at the end of one's own Spend Money turn (a hand no
 * longer changes after it) and kept hidden in hand until phase 6.
 */
export function chooseDiscards(ctx: Ctx, seat: Seat, cards: readonly string[]): void {
  const { s } = ctx;
  if (spendTurn(s) !== seat || !s.spend!.discarding) fail('V27', "discards are chosen at the end of one's own Spend Money turn, from a hand over 4");
  const p = s.players[seat];
  const over = p.hand.length - HAND_LIMIT;
  if (cards.length !== over || !noDuplicates(cards)) fail('V27', `discard exactly ${over} card(s), down to 4`);
  const missing = cards.find((c) => !p.hand.includes(c));
  if (missing !== undefined) fail('V27', `${p.name} holds no ${missing}`);
  p.discards = [...cards];
  ctx.emit({ type: 'discards-chosen', seat, count: cards.length });
  ctx.emit({ type: 'discards-chosen', seat, count: cards.length, cards: [...cards], audience: [seat] });
  nextTurn(ctx);
}

/** The next Spend Money turn; after the last, the end check (V29), and phase 6 only if the game goes on. */
function nextTurn(ctx: Ctx): void {
  const { s } = ctx;
  const spend = s.spend!;
  spend.at += 1;
  spend.discounts = 0;
  spend.discarding = false;
  if (spend.at < spend.order.length) return;
  const ended = checkEnd(ctx);
  if (!ended) applyDiscards(ctx);
  for (const p of s.players) p.discards = null;
  if (!ended) startRound(ctx);
}

/** Phase 6 (V27): the chosen discards, face up, clockwise from the Presidente. */
function applyDiscards(ctx: Ctx): void {
  const { s } = ctx;
  for (const seat of clockwiseFrom(s, s.presidente)) {
    const cards = s.players[seat].discards;
    if (cards === null) continue;
    takeFromHand(s, seat, cards, 'V27');
    s.discard.push(...cards);
    ctx.emit({ type: 'discarded', seat, cards: [...cards] });
  }
}
