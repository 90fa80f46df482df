// Exchanges of fire (rulings B44, B45, B55, B56, B71): three per battle segment; in each, every unit of
// a player where he is engaged fires one die per strength point at the opponents engaged with him
// that still stand there, dealt in consecutive blocks in engagement order; all dice are rolled first
// (areas in map order, players clockwise from the First Rebel, units in unit-id order) and applied one
// at a time in that order; then the hits taken in each area are compared and the others retreat (B56).
import { byMapOrder } from '../content/map.js';
import { inRebellion } from './attacks.js';
import { coupOf, fromFirstRebel } from './coup-units.js';
import type { Ctx } from './context.js';
import { applyDie, fighting, hitsOnOf, tellDestroyed } from './fire.js';
import { startRetreats } from './retreats.js';
import type { BoardState, Engagement, Party, RetreatsFrame, Seat } from './types.js';

export { retreatsRules } from './retreats.js';

/** One die of an exchange before it is rolled: where, whose unit fires it, at whom, and what it hits on out of cover. */
interface Shot { area: string; by: Seat; unit: string; against: Party; hitsOn: number }

/** B55: the opponents engaged with a party in an area, in the order of their engagements. */
export function opponentsOf(engagements: readonly Engagement[], area: string, party: Party): Party[] {
  const out: Party[] = [];
  for (const e of engagements) {
    if (e.area !== area) continue;
    const other = e.by === party ? e.against : e.against === party ? e.by : null;
    if (other !== null && !out.includes(other)) out.push(other);
  }
  return out;
}

/**
 * B55 split fire: d dice dealt to n opponents in consecutive blocks, each of d ÷ n dice rounded down,
 * the first (d mod n) one more; returns each die's opponent, in roll order.
 */
export function dealt<T>(dice: number, opponents: readonly T[]): T[] {
  const base = Math.floor(dice / opponents.length);
  const extra = dice % opponents.length;
  return opponents.flatMap((o, i) => Array.from({ length: base + (i < extra ? 1 : 0) }, () => o));
}

/** B45, B55: the dice a player fires in an area this exchange (none for the President in the rebellion phase, none without a standing opponent). */
function shotsOf(s: BoardState, area: string, seat: Seat, standing: (p: Party) => boolean): Shot[] {
  if (inRebellion(s) && seat === s.president) return [];
  const opponents = opponentsOf(coupOf(s).engagements, area, seat).filter(standing);
  if (opponents.length === 0) return [];
  const dice = fighting(s, seat, area).flatMap((u) => Array.from({ length: u.strength }, () => ({ unit: u.id, hitsOn: hitsOnOf(u) })));
  const to = dealt(dice.length, opponents);
  return dice.map((d, i) => ({ area, by: seat, unit: d.unit, against: to[i], hitsOn: d.hitsOn }));
}

/** B56: the parties of an area's live engagements (both sides standing at the exchange's start). */
function inCombat(s: BoardState, area: string, standing: (p: Party) => boolean): Party[] {
  const out = new Set<Party>();
  for (const e of coupOf(s).engagements) if (e.area === area && standing(e.by) && standing(e.against)) out.add(e.by).add(e.against);
  return [...out];
}

/** B56: where hits taken differ, everyone above the fewest retreats: players in turn order, then the neutral side. */
function retreatsOf(s: BoardState, area: string, parties: readonly Party[], taken: ReadonlyMap<Party, number>): RetreatsFrame['queue'] {
  const hits = (p: Party) => taken.get(p) ?? 0;
  const fewest = Math.min(...parties.map(hits));
  const losers = parties.filter((p) => hits(p) > fewest);
  const order: Party[] = [...fromFirstRebel(s), 'frozen'];
  return order.filter((p) => losers.includes(p)).map((party) => ({ area, party }));
}

/** B55: exchange `number` (1–3) of this battle segment, then its retreats (B56). */
export function exchange(ctx: Ctx, number: number): void {
  const { s } = ctx;
  const coup = coupOf(s);
  if (coup.engagements.length === 0) return;
  const areas = [...new Set(coup.engagements.map((e) => e.area))].sort(byMapOrder);
  const shots: Shot[] = [];
  const combat = new Map<string, Party[]>();
  for (const area of areas) {
    const standing = (p: Party) => fighting(s, p, area).length > 0;
    combat.set(area, inCombat(s, area, standing));
    for (const seat of fromFirstRebel(s)) shots.push(...shotsOf(s, area, seat, standing));
  }
  // B71: every die of the exchange is rolled first, then applied one at a time in the same order.
  const values = shots.map(() => ctx.roll());
  const taken = new Map<string, Map<Party, number>>(areas.map((a) => [a, new Map()]));
  const destroyed: string[] = [];
  const dice = shots.map((shot, i) => {
    const { target, hit } = applyDie(ctx, shot.against, shot.area, values[i], shot.hitsOn, destroyed);
    if (hit) taken.get(shot.area)!.set(shot.against, (taken.get(shot.area)!.get(shot.against) ?? 0) + 1);
    return { area: shot.area, by: shot.by, unit: shot.unit, against: shot.against, target, value: values[i], hit };
  });
  ctx.emit({ type: 'exchange', number, dice });
  tellDestroyed(ctx, destroyed);
  const fired = new Set(shots.map((shot) => shot.area));
  const queue = areas.filter((a) => fired.has(a)).flatMap((a) => retreatsOf(s, a, combat.get(a)!, taken.get(a)!));
  startRetreats(ctx, queue);
}
