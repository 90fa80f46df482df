// A Golpista's secret orders as a pure model (V1, V9–V11): one number per die – a seat's number to
// attack it, his own to defend, 6 to defend the Presidente, never the Presidente's number beside a 6 –
// and, with the first orders only, a Spy declared beside them (V10). The Spy's second look starts
// from the orders given and may keep them.
import { byCardId, byDieId, designOf } from '../../content/cards.js';
import { numberOf, PRESIDENTE_NUMBER } from '../../rules/context.js';
import { orderNumbers } from '../../rules/orders.js';
import type { Action, Seat } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';
import type { ModelResult } from './promises.js';

export interface OrdersModel {
  seat: Seat;
  seatName: string;
  dice: string[];
  /** Per die of `dice`: its number, or null while not given. */
  numbers: (number | null)[];
  /** V1, V9: the numbers a die may show. */
  allowed: number[];
  presidenteNumber: number;
  /** V10: the Spy card he may declare now (first orders only), and whether he declares it. */
  spyCard: string | null;
  spy: boolean;
  /** V10: ordering again after the Spies were shown. */
  again: boolean;
}

export function createOrdersModel(view: VivaView): OrdersModel {
  const seat = view.seat!;
  const me = view.players[seat];
  const dice = [...me.dice].sort(byDieId);
  const again = view.phase === 'spy';
  const spyCard = again ? null : [...(me.hand ?? [])].sort(byCardId).find((c) => designOf(c) === 'spy') ?? null;
  return {
    seat, seatName: me.name, dice, numbers: dice.map((d) => (again ? me.orders?.[d] ?? null : null)), allowed: orderNumbers(view),
    presidenteNumber: numberOf(view.presidente), spyCard, spy: false, again,
  };
}

/** What a number means for this Golpista: attack a seat, defend himself, defend the Presidente. */
export function numberMeaning(model: OrdersModel, n: number, names: readonly string[]): string {
  if (n === PRESIDENTE_NUMBER) return 'defend the Presidente';
  if (n === numberOf(model.seat)) return 'defend your own Estate';
  return `attack ${names[n - 1]}${n === model.presidenteNumber ? ', the Presidente' : ''}`;
}

/** V9's rule on the Presidente's number and 6, as a player reads it. */
export const V9_RULE = 'No Golpista attacks the Presidente and defends him at once – never one die on the Presidente\'s number and another on 6.';

/** The die at `index` ordered on `n`, refused with the ruling when V1 or V9 forbid it. */
export function setOrder(model: OrdersModel, index: number, n: number): ModelResult<OrdersModel> {
  if (index < 0 || index >= model.dice.length) return { problem: 'That is no die of yours.' };
  if (!model.allowed.includes(n)) return { problem: `${n} is no seat number in this game, nor 6; a die shows ${model.allowed.join(', ')}.` };
  const numbers = model.numbers.map((x, i) => (i === index ? n : x));
  if (numbers.includes(model.presidenteNumber) && numbers.includes(PRESIDENTE_NUMBER)) return { problem: V9_RULE };
  return { model: { ...model, numbers } };
}

/** Every die on `n` at once (a common order), refused as one die would be. */
export function setAll(model: OrdersModel, n: number): ModelResult<OrdersModel> {
  let at: ModelResult<OrdersModel> = { model: { ...model, numbers: model.numbers.map(() => null) } };
  for (let i = 0; i < model.dice.length && 'model' in at; i++) at = setOrder(at.model, i, n);
  return at;
}

/** V10: the Spy declared beside the orders, or taken back. */
export function toggleSpy(model: OrdersModel): ModelResult<OrdersModel> {
  if (model.spyCard === null) {
    return { problem: model.again ? 'A Spy is declared with the first orders, not when ordering again.' : 'You hold no Spy.' };
  }
  return { model: { ...model, spy: !model.spy } };
}

/** Why the orders cannot be given as they stand (V9), or null. */
export function ordersProblem(model: OrdersModel): string | null {
  const missing = model.numbers.filter((n) => n === null).length;
  return missing === 0 ? null : `Every die gets one number; ${missing === 1 ? '1 die has' : `${missing} dice have`} none yet.`;
}

export function ordersAction(model: OrdersModel): { action: Action } | { problem: string } {
  const problem = ordersProblem(model);
  if (problem) return { problem };
  const orders = Object.fromEntries(model.dice.map((d, i) => [d, model.numbers[i]!]));
  return { action: { type: 'orders', seat: model.seatName, orders, ...(model.spy && model.spyCard ? { spy: model.spyCard } : {}) } };
}
