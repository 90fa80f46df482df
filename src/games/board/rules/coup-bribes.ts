// Bribe cards in a movement turn (rulings B3, B16, B44, B45, B50, B54, B71; board-cards.md's Bribes):
// the unit bribes (one area, any number of one kind's units there that the player does not command,
// 1 M each, one die each in unit-id order, Army Officers' +1 on Brigade dice), Bribe the Special
// Forces, Bribe the Air Force (its requirement: unused Airstrikes held by another); the Bankers'
// discount through effects.ts's costs; what a seat may play, listed or sampled.
import { shuffleFrom } from '../../../core/generator.js';
import { cardDesign, designOf, isCard } from '../content/cards.js';
import { AREAS, isArea } from '../content/map.js';
import { AIRSTRIKES, byUnitId, unitById } from '../content/units.js';
import { fail, takeFromHand, type Ctx } from './context.js';
import { placeName } from './describe-coup.js';
import { airstrikeHolder, commanderOf, coupOf } from './coup-units.js';
import { costOf, payCost, paymentsFor } from './effects.js';
import type { Raw } from './frame-rules.js';
import { moneyOf } from './money.js';
import type { Action, BoardState, Money, Seat, UnitState } from './types.js';

type Sampler = (random: () => number) => Action | null;

/** board-cards.md: what a unit bribe takes (the kind of its units) and the lowest die that wins one. */
export interface UnitBribe { kind: string; needs: number; brigade: boolean }
export const UNIT_BRIBES: Readonly<Record<string, UnitBribe>> = {
  'bribe-first-brigade': { kind: 'army1', needs: 4, brigade: true },
  'bribe-second-brigade': { kind: 'army2', needs: 4, brigade: true },
  'bribe-third-brigade': { kind: 'army3', needs: 4, brigade: true },
  'bribe-police': { kind: 'police', needs: 4, brigade: false },
  'bribe-palace-guard': { kind: 'guard', needs: 5, brigade: false },
};
/** board-cards.md: Bribe the Special Forces names the Marines or the Paratroops; 4–6 wins it. */
const SPECIAL_FORCES = { card: 'bribe-special-forces', units: ['marines', 'paratroops'], needs: 4 } as const;
/** board-cards.md: Bribe the Air Force; 4–6 wins every unused Airstrike. */
const AIR_FORCE = { card: 'bribe-air-force', needs: 4 } as const;
/** board-cards.md: Army Officers in front adds this to each die its player rolls for a Brigade Bribe. */
const OFFICERS = { card: 'army-officers', bonus: 1 } as const;
/** B45: the bribe that makes a loyalist a Rebel in any segment. */
export const PALACE_GUARD_BRIBE = 'bribe-palace-guard';

/** A Bribe card played in a movement turn (the others are Bribe the Assassin, a reaction). */
export const isMoveBribe = (card: string): boolean => {
  const id = designOf(card);
  return id in UNIT_BRIBES || id === SPECIAL_FORCES.card || id === AIR_FORCE.card;
};

/** B50: the lowest die that wins a unit bribe for this player (Army Officers lower a Brigade Bribe's). */
function unitNeeds(s: BoardState, seat: Seat, rule: UnitBribe): number {
  const officers = rule.brigade && s.players[seat].influence.some((c) => designOf(c) === OFFICERS.card);
  return rule.needs - (officers ? OFFICERS.bonus : 0);
}

/** B44, B50: the units a seat may name for a unit bribe, by area in map order: of the card's kind, on the map, not his (frozen ones included). */
function bribable(s: BoardState, seat: Seat, rule: UnitBribe): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const u of coupOf(s).units) {
    if (unitById(u.id)!.kind.id !== rule.kind || !isArea(u.at) || commanderOf(s, u) === seat) continue;
    found.set(u.at, [...(found.get(u.at) ?? []), u.id]);
  }
  return new Map(AREAS.map((a) => a.id).filter((a) => found.has(a)).map((a) => [a, found.get(a)!]));
}

/** B50: for a unit bribe card, the units a seat may name, by area in map order (empty for any other card). */
export function unitBribeTargets(s: BoardState, seat: Seat, card: string): Map<string, string[]> {
  const rule = UNIT_BRIBES[designOf(card)];
  return rule ? bribable(s, seat, rule) : new Map();
}

/** B50: the lowest die that wins a unit of this bribe for this player, or null for another card. */
export function unitBribeNeeds(s: BoardState, seat: Seat, card: string): number | null {
  const rule = UNIT_BRIBES[designOf(card)];
  return rule ? unitNeeds(s, seat, rule) : null;
}

/** B50: the Marines or the Paratroops a seat may name: on the map and not his. */
const specialForces = (s: BoardState, seat: Seat): string[] =>
  SPECIAL_FORCES.units.filter((id) => {
    const u = coupOf(s).units.find((x) => x.id === id)!;
    return isArea(u.at) && commanderOf(s, u) !== seat;
  });

/** B50, B54: Bribe the Air Force's requirement: an unused Airstrike held by another player (a frozen Position's count as another's). */
export const airForceHolds = (s: BoardState, seat: Seat): boolean =>
  coupOf(s).airstrikesUsed < AIRSTRIKES.ids.length && airstrikeHolder(s) !== seat;

/** The play as recorded: the card, what it names, and the payment when it cost something. */
function recorded(s: BoardState, seat: Seat, card: string, named: { area?: string; units?: string[] }, pay: Money | null): Action {
  return { type: 'play', seat: s.players[seat].name, card, ...named, ...(pay === null ? {} : { pay }) };
}

/** B3, B5: the card leaves the hand and its cost is paid (the cost public, the bills the payer's alone); the card is discarded. */
function putDown(ctx: Ctx, seat: Seat, card: string, rawPay: unknown, units: number, failed: boolean): Money | null {
  takeFromHand(ctx.s, seat, card, 'B16');
  const cost = payCost(ctx, seat, card, rawPay, units);
  ctx.s.discard.push(card);
  ctx.emit({ type: 'played', seat, card, ...(cost > 0 ? { cost } : {}), ...(failed ? { failed: true } : {}) });
  if (cost === 0) return null;
  const pay = moneyOf(rawPay, 'pay');
  ctx.emit({ type: 'paid', seat, bills: pay, audience: [seat] });
  return pay;
}

/** B50, B71: one die for one unit; won, the unit is the briber's for the rest of the coup, stays where it is and does not move in this segment. */
function rollFor(ctx: Ctx, seat: Seat, u: UnitState, needs: number): void {
  const value = ctx.roll();
  const won = value >= needs;
  ctx.emit({ type: 'bribed', seat, unit: u.id, value, needs, won });
  if (!won) return;
  u.owner = seat;
  u.held = true;
}

/** The named units of a bribe: a non-empty list of distinct unit ids. */
function namedUnits(raw: Raw): string[] {
  const units = raw.units;
  if (!Array.isArray(units) || units.length === 0 || !units.every((u) => typeof u === 'string')) fail('B50', 'a bribe names the units it buys');
  if (new Set(units).size !== units.length) fail('B50', 'a bribe names each unit once');
  return units as string[];
}

function playUnitBribe(ctx: Ctx, seat: Seat, card: string, rule: UnitBribe, raw: Raw): Action {
  const { s } = ctx;
  const name = cardDesign(card).name;
  if (!isArea(raw.area)) fail('B50', `${name} names one area of the city`);
  const area = raw.area;
  const units = namedUnits(raw);
  const open = bribable(s, seat, rule).get(area) ?? [];
  for (const id of units) if (!open.includes(id)) fail('B50', `${name} buys only ${unitById(`${rule.kind}#1`)!.kind.name} units in ${placeName(area)} that you do not command`);
  const ordered = [...units].sort(byUnitId);
  const pay = putDown(ctx, seat, card, raw.pay, ordered.length, false);
  const needs = unitNeeds(s, seat, rule);
  for (const id of ordered) rollFor(ctx, seat, coupOf(s).units.find((u) => u.id === id)!, needs);
  return recorded(s, seat, card, { area, units: ordered }, pay);
}

function playSpecialForces(ctx: Ctx, seat: Seat, card: string, raw: Raw): Action {
  const { s } = ctx;
  const units = namedUnits(raw);
  if (units.length !== 1 || !specialForces(s, seat).includes(units[0])) fail('B50', 'Bribe the Special Forces names the Marines or the Paratroops, on the map and not yours');
  if (raw.area !== undefined) fail('B50', 'Bribe the Special Forces names no area');
  const pay = putDown(ctx, seat, card, raw.pay, 1, false);
  rollFor(ctx, seat, coupOf(s).units.find((u) => u.id === units[0])!, SPECIAL_FORCES.needs);
  return recorded(s, seat, card, { units }, pay);
}

function playAirForce(ctx: Ctx, seat: Seat, card: string, raw: Raw): { action: Action; effect: boolean } {
  const { s } = ctx;
  if (raw.area !== undefined || raw.units !== undefined) fail('B50', 'Bribe the Air Force names no area and no unit');
  // B16: the requirement is checked when the card is put down; failed, the card is spent without effect.
  const holds = airForceHolds(s, seat);
  const pay = putDown(ctx, seat, card, raw.pay, 1, !holds);
  if (holds) {
    const value = ctx.roll();
    const won = value >= AIR_FORCE.needs;
    ctx.emit({ type: 'bribed', seat, unit: 'airstrikes', value, needs: AIR_FORCE.needs, won });
    if (won) coupOf(s).airstrikesOwner = seat;
  }
  return { action: recorded(s, seat, card, {}, pay), effect: holds };
}

/**
 * Plays a Bribe card of the seat's hand in his movement turn (board-cards.md, B50): refused with its
 * choices unless legal; returns the action as recorded and whether it bribed anything (an act of
 * rebellion in the rebellion phase, B45: a failed Bribe the Air Force did nothing).
 */
export function playBribe(ctx: Ctx, seat: Seat, raw: Raw): { action: Action; effect: boolean } {
  const card = raw.card;
  if (!isCard(card) || !isMoveBribe(card)) fail('B16', 'that card is not a Bribe played in a movement turn');
  if (!ctx.s.players[seat].hand.includes(card)) fail('B16', `${ctx.s.players[seat].name} holds no ${card}`);
  const id = designOf(card);
  if (id === AIR_FORCE.card) return playAirForce(ctx, seat, card, raw);
  if (id === SPECIAL_FORCES.card) return { action: playSpecialForces(ctx, seat, card, raw), effect: true };
  return { action: playUnitBribe(ctx, seat, card, UNIT_BRIBES[id], raw), effect: true };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

/** B50: a random unit bribe the seat can pay: an area, some of the units there, a minimal payment; null when none. */
function sampleUnitBribe(s: BoardState, seat: Seat, card: string, rule: UnitBribe, random: () => number): Action | null {
  const areas = [...bribable(s, seat, rule).entries()];
  if (areas.length === 0) return null;
  const [area, units] = pick(areas, random);
  const affordable = units.map((_, i) => i + 1).filter((k) => paymentsFor(s, seat, card, k).length > 0);
  if (affordable.length === 0) return null;
  const k = pick(affordable, random);
  const chosen = shuffleFrom(units, random).slice(0, k).sort(byUnitId);
  const pay = pick(paymentsFor(s, seat, card, k), random);
  return recorded(s, seat, card, { area, units: chosen }, costOf(s, seat, card, k) > 0 ? pay : null);
}

/**
 * The Bribe plays of a seat in his movement turn: Bribe the Special Forces and Bribe the Air Force
 * listed (each target and minimal payment; the Air Force even when its requirement fails, B16), the
 * unit bribes sampled (any number of units: never a product listed), offered only where one can be paid.
 * `acts`: the plays that would bribe something (B45's acts of rebellion).
 */
export function bribePlays(s: BoardState, seat: Seat): { actions: Action[]; acts: Action[]; samplers: Sampler[] } {
  const actions: Action[] = [];
  const acts: Action[] = [];
  const samplers: Sampler[] = [];
  const seen = new Set<string>();
  for (const card of s.players[seat].hand) {
    const id = designOf(card);
    if (!isMoveBribe(card) || seen.has(id)) continue;
    seen.add(id);
    const paid = costOf(s, seat, card) > 0;
    if (id === AIR_FORCE.card) {
      const plays = paymentsFor(s, seat, card).map((pay) => recorded(s, seat, card, {}, paid ? pay : null));
      actions.push(...plays);
      if (airForceHolds(s, seat)) acts.push(...plays);
    } else if (id === SPECIAL_FORCES.card) {
      const plays = specialForces(s, seat).flatMap((unit) => paymentsFor(s, seat, card).map((pay) => recorded(s, seat, card, { units: [unit] }, paid ? pay : null)));
      actions.push(...plays);
      acts.push(...plays);
    } else {
      const rule = UNIT_BRIBES[id];
      if (bribable(s, seat, rule).size > 0 && paymentsFor(s, seat, card, 1).length > 0) samplers.push((random) => sampleUnitBribe(s, seat, card, rule, random));
    }
  }
  return { actions, acts, samplers };
}
