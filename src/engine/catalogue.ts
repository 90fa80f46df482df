// Lookups over the card catalogue by instance id ("thief#2", "m3#4", "rebellion#1"), and the card
// data the rules read (R14, R15, R21, R24, R25) instead of card ids.
import {
  MONEY_DESIGNS, POLITICAL_DESIGNS, REBELLION_ID, type MoneyDesign, type PoliticalDesign, type Side,
} from '../content/cards.js';
import type { CardRef, MoneyRef, Seat } from './types.js';

const politicalById = new Map<string, PoliticalDesign>(POLITICAL_DESIGNS.map((d) => [d.id, d]));
const moneyById = new Map<string, MoneyDesign>(MONEY_DESIGNS.map((d) => [d.id, d]));

export function designId(instance: string): string {
  const hash = instance.indexOf('#');
  return hash < 0 ? instance : instance.slice(0, hash);
}

export function instanceNumber(instance: string): number {
  const hash = instance.indexOf('#');
  return hash < 0 ? 0 : Number(instance.slice(hash + 1));
}

/** Designs by instance id ("thief#2"), filled as they are asked for: the rules ask at every step. */
const designByInstance = new Map<string, PoliticalDesign>();

export function designOf(card: CardRef): PoliticalDesign {
  const known = designByInstance.get(card);
  if (known) return known;
  const design = politicalById.get(designId(card));
  if (!design) throw new Error(`not a Political card: ${card}`);
  designByInstance.set(card, design);
  return design;
}

export function isPolitical(instance: string): boolean {
  const design = politicalById.get(designId(instance));
  return !!design && isNumberedWithin(instance, design.count);
}

export function isMoney(instance: string): boolean {
  const design = moneyById.get(designId(instance));
  return !!design && isNumberedWithin(instance, design.count);
}

function isNumberedWithin(instance: string, count: number): boolean {
  const match = /#([1-9][0-9]*)$/.exec(instance);
  return !!match && Number(match[1]) <= count;
}

export function isPoliticalDesign(id: string): boolean {
  return politicalById.has(id);
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

function instancesOf(designs: readonly { id: string; count: number }[]): string[] {
  const all: string[] = [];
  for (const design of designs) {
    for (let n = 1; n <= design.count; n++) all.push(`${design.id}#${n}`);
  }
  return all;
}

/** Every Political card instance of the game: the catalogue's, and any added by `addDesign`. */
const allPolitical: CardRef[] = instancesOf(POLITICAL_DESIGNS);
export const ALL_POLITICAL: readonly CardRef[] = allPolitical;
export const ALL_MONEY: readonly MoneyRef[] = instancesOf(MONEY_DESIGNS);

/**
 * Adds a Political design beside the catalogue's, with its instances in the deck (cards.ts's
 * registerCard, which pairs it with its rules, is the way to call it).
 */
export function addDesign(design: PoliticalDesign): void {
  if (politicalById.has(design.id) || moneyById.has(design.id) || design.id === REBELLION_ID) {
    throw new Error(`a card with id "${design.id}" already exists`);
  }
  if (!/^[a-z][a-z0-9-]*$/.test(design.id) || !Number.isInteger(design.count) || design.count < 1) {
    throw new Error(`"${design.id}": an id is lower-case words joined by "-", and a design has at least one card`);
  }
  politicalById.set(design.id, design);
  allPolitical.push(...instancesOf([design]));
}

/** R21: the side a card counts for when its holder fights for `holderSide`, and its battle value there. */
export function battleValue(card: CardRef, holderSide: Side): { side: Side; value: number } {
  const design = designOf(card);
  const side = design.fightsFor ?? holderSide;
  return { side, value: side === 'rebels' ? design.rebelBattle ?? design.battle : design.battle };
}

/** R15: whether `reaction` cancels an attack made with `attack`. */
export function cancels(reaction: CardRef, attack: CardRef): boolean {
  return !isRebellion(reaction) && (designOf(reaction).cancels ?? []).includes(designId(attack));
}

/** R4's canonical order: by design id, then instance number. */
export function byCardId(a: string, b: string): number {
  const da = designId(a);
  const db = designId(b);
  if (da !== db) return da < db ? -1 : 1;
  return instanceNumber(a) - instanceNumber(b);
}
