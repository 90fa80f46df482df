// A Spend Money payment as a pure model (V24–V26): a basket of Buildings, Militias and a card, the
// Foreign Aid cards picked to pay, the price (PR Campaigns taken off, V25) and the surplus that will be
// lost ("no change"), each limit refused with its ruling in words; beside it PR Campaign, Party
// Donation and done, the other actions of the turn.
import { byCardId, designOf, isAid, totalAid } from '../../content/cards.js';
import { capital } from '../../rules/describe.js';
import { minimalPayments } from '../../rules/payments.js';
import { priceOf, purchaseLimit, type Purchase } from '../../rules/spend.js';
import type { Action } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';
import type { ModelResult } from './promises.js';

export type Item = keyof Purchase;
export const ITEMS: readonly Item[] = ['building', 'militia', 'card'];

export interface PurchaseModel {
  view: VivaView;
  seatName: string;
  basket: Purchase;
  /** The Foreign Aid cards of the hand, and those picked to pay. */
  aid: string[];
  paid: string[];
}

export function createPurchaseModel(view: VivaView): PurchaseModel {
  const me = view.players[view.seat!];
  return { view, seatName: me.name, basket: { building: 0, militia: 0, card: 0 }, aid: (me.hand ?? []).filter(isAid).sort(byCardId), paid: [] };
}

export const priceNow = (model: PurchaseModel): number => priceOf(model.view, model.basket);
export const paidValue = (model: PurchaseModel): number => totalAid(model.paid);
/** V24: what the payment is worth beyond the price, lost. */
export const surplus = (model: PurchaseModel): number => Math.max(0, paidValue(model) - priceNow(model));

/** One more or one less of an item in the basket; more is refused with V24's or V26's limit. */
export function changeBasket(model: PurchaseModel, item: Item, delta: 1 | -1): ModelResult<PurchaseModel> {
  const basket = { ...model.basket, [item]: model.basket[item] + delta };
  if (basket[item] < 0) return { problem: `There is no ${item} in the basket to take out.` };
  if (delta > 0) {
    const limit = purchaseLimit(model.view, model.view.seat!, basket);
    if (limit) return { problem: `${capital(limit.reason)}.` };
  }
  return { model: { ...model, basket } };
}

/** A Foreign Aid card picked to pay, or put back. */
export function togglePaid(model: PurchaseModel, card: string): ModelResult<PurchaseModel> {
  if (!model.aid.includes(card)) return { problem: 'Only Foreign Aid from your hand pays.' };
  const paid = model.paid.includes(card) ? model.paid.filter((c) => c !== card) : [...model.paid, card].sort(byCardId);
  return { model: { ...model, paid } };
}

/** V24: a payment buys something – with nothing in the basket there is nothing to pay for. */
export const basketEmpty = (model: PurchaseModel): boolean => ITEMS.every((i) => model.basket[i] === 0);
const EMPTY_BASKET = 'A payment buys something; the basket is empty.';

/**
 * The payment that loses the least (the smallest surplus, then the fewest cards), picked for the
 * player; none for an empty basket (the screens do not offer it then).
 */
export function pickCheapest(model: PurchaseModel): ModelResult<PurchaseModel> {
  if (basketEmpty(model)) return { problem: EMPTY_BASKET };
  const price = priceNow(model);
  const ways = minimalPayments(model.aid, price).sort((x, y) => totalAid(x) - totalAid(y) || x.length - y.length);
  if (ways.length === 0) return { problem: `Your Foreign Aid is worth ${totalAid(model.aid)} million, short of ${price}.` };
  return { model: { ...model, paid: ways[0] } };
}

/** Why the payment cannot be made as it stands (V24), or null. */
export function paymentProblem(model: PurchaseModel): string | null {
  if (basketEmpty(model)) return EMPTY_BASKET;
  if (model.paid.length === 0) return 'A payment names the Foreign Aid cards paid; none is picked.';
  const price = priceNow(model);
  if (paidValue(model) < price) return `The payment is worth ${paidValue(model)} million, short of ${price}.`;
  return null;
}

export function paymentAction(model: PurchaseModel): { action: Action } | { problem: string } {
  const problem = paymentProblem(model);
  if (problem) return { problem };
  const buy = Object.fromEntries(ITEMS.filter((i) => model.basket[i] > 0).map((i) => [i, model.basket[i]]));
  return { action: { type: 'pay', seat: model.seatName, buy, cards: [...model.paid] } };
}

/** V25: the Party Donation and PR Campaign he may play now, one of each design. */
export function spendCards(view: VivaView): string[] {
  const hand = [...(view.players[view.seat!].hand ?? [])].sort(byCardId);
  return ['party-donation', 'pr-campaign'].flatMap((d) => hand.find((c) => designOf(c) === d) ?? []);
}

export const playSpendCard = (seatName: string, card: string): Action => ({ type: 'play', seat: seatName, card });
export const doneAction = (seatName: string): Action => ({ type: 'done', seat: seatName });
/** The Foreign Aid in hand, in millions. */
export const aidInHand = (model: PurchaseModel): number => totalAid(model.aid);
