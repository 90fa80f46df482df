// Dice against units (rulings B44, B54, B55, B56; board-cards.md's removal order): which unit a die
// aims at (the next in removal order with strength left), the number it needs (5, 6 in cover, 6 for
// a civilian's die), a hit lowering strength by one and destroying at none, and who stands where to
// fire or be fired upon (retreated units do neither).
import { byRemoval, COVER_HITS_ON, unitById } from '../content/units.js';
import { commanderOf, coupOf, inCover, unitsIn } from './coup-units.js';
import type { Ctx } from './context.js';
import type { BoardState, Party, UnitState } from './types.js';

/** B55, B56: a party's units in an area that fire and are fired upon: standing there, not retreated this battle segment, in unit-id order. */
export const fighting = (s: BoardState, party: Party, area: string): UnitState[] =>
  unitsIn(coupOf(s), area).filter((u) => !u.retreated && commanderOf(s, u) === party);

/** B55: the unit that takes a party's next hit in an area: the first in removal order with strength left, or null. */
export function nextToHit(s: BoardState, party: Party, area: string): UnitState | null {
  const units = fighting(s, party, area).sort((a, b) => byRemoval(a.id, b.id));
  return units[0] ?? null;
}

/** B54, B55: the lowest die that hits `target`: the firer's own number (5; 6 for civilians), or 6 when the target is in cover. */
export const needs = (hitsOn: number, target: UnitState): number => (inCover(target) ? Math.max(hitsOn, COVER_HITS_ON) : hitsOn);

/** The number a unit's own dice hit on out of cover (board-cards.md's "hits on"). */
export const hitsOnOf = (u: UnitState): number => unitById(u.id)!.kind.hitsOn;

/** One die applied (B54, B55): aimed at the party's next unit to hit; a hit lowers its strength, at 0 it is destroyed (told by `destroyed` at once). */
export interface DieResult { target: string | null; hit: boolean }

export function applyDie(ctx: Ctx, party: Party, area: string, value: number, hitsOn: number, destroyed: string[]): DieResult {
  const target = nextToHit(ctx.s, party, area);
  if (target === null) return { target: null, hit: false };
  const hit = value >= needs(hitsOn, target);
  if (hit) {
    target.strength -= 1;
    if (target.strength === 0) {
      target.at = 'destroyed';
      destroyed.push(target.id);
    }
  }
  return { target: target.id, hit };
}

/** Tells the units destroyed by hits, in the order they fell. */
export function tellDestroyed(ctx: Ctx, ids: readonly string[]): void {
  for (const unit of ids) ctx.emit({ type: 'destroyed', unit, why: 'hits' });
}
