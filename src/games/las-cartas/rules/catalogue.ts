// Lookups by instance id ("thief#2", "m3#4", "rebellion#1") that no card registry changes: ids,
// the Money cards, the Rebellion cards and R4's card order. A Political card's data and rules are
// its game's registry's (cards.ts; registry.ts's cardsOf).
import { MONEY_DESIGNS, REBELLION_ID, type MoneyDesign } from '../content/cards.js';
import type { CardRef, MoneyRef, Seat } from './types.js';

const moneyById = new Map<string, MoneyDesign>(MONEY_DESIGNS.map((d) => [d.id, d]));

export function designId(instance: string): string {
  const hash = instance.indexOf('#');
  return hash < 0 ? instance : instance.slice(0, hash);
}

export function instanceNumber(instance: string): number {
  const hash = instance.indexOf('#');
  return hash < 0 ? 0 : Number(instance.slice(hash + 1));
}

export function isMoney(instance: string): boolean {
  const design = moneyById.get(designId(instance));
  return !!design && isNumberedWithin(instance, design.count);
}

/** Whether an instance id ends in a number from 1 to `count` ("m3#4" of four m3 cards). */
export function isNumberedWithin(instance: string, count: number): boolean {
  const match = /#([1-9][0-9]*)$/.exec(instance);
  return !!match && Number(match[1]) <= count;
}

export function isMoneyDesign(id: string): boolean {
  return moneyById.has(id);
}

export function moneyValue(card: MoneyRef): number {
  const design = moneyById.get(designId(card));
  if (!design) throw new Error(`not a Money card: ${card}`);
  return design.value;
}

export function totalValue(cards: readonly MoneyRef[]): number {
  let sum = 0;
  for (const card of cards) sum += moneyValue(card);
  return sum;
}

export function rebellionOf(seat: Seat): CardRef {
  return `${REBELLION_ID}#${seat + 1}`;
}

export function isRebellion(card: CardRef): boolean {
  return designId(card) === REBELLION_ID;
}

/** Every instance of each design, design by design ("thief#1", "thief#2", …). */
export function instancesOf(designs: Iterable<{ id: string; count: number }>): string[] {
  const all: string[] = [];
  for (const design of designs) {
    for (let n = 1; n <= design.count; n++) all.push(`${design.id}#${n}`);
  }
  return all;
}

export const ALL_MONEY: readonly MoneyRef[] = instancesOf(MONEY_DESIGNS);

/** R4's canonical order: by design id, then instance number. */
export function byCardId(a: string, b: string): number {
  const da = designId(a);
  const db = designId(b);
  if (da !== db) return da < db ? -1 : 1;
  return instanceNumber(a) - instanceNumber(b);
}
