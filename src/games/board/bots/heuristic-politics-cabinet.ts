// The heuristic bot's cabinet (rulings B17, B18, B34): Positions buy support, so the families ranked
// highest – those who voted for the President, then those with the most votes he needs on the Budget –
// get the second Positions, the Minister's (the Death Squad and forcing) going to the first of them;
// with vacancies (B18) one vacant Position becomes the Cousin's, a General's first (its vote and units
// are the President's).
import { GENERALS, NUMBERS, POSITIONS, type Position } from '../content/box.js';
import type { Action, Seat } from '../rules/types.js';
import type { Decision } from './heuristic-context.js';
import { activeOthers, politicsMemory, publicVotes, supportFor } from './heuristic-politics-read.js';

/** A vote cast for the President weighs this many votes he could need later: support proven counts before support hoped for. */
const SUPPORT_WEIGHT = 2;

/** B34: the vacant Position the Cousin takes, in order of use to the President (a General's units, the Gunboat, the Airstrikes; never the Minister's powers). */
const COUSIN_ORDER: readonly Position[] = ['general1', 'general2', 'general3', 'admiral', 'air-force', 'minister'];

/** B17: the order Positions are handed out in: the Minister to the first ally, then the Generals, then the rest. */
const HAND_OUT: readonly Position[] = ['minister', 'general1', 'general2', 'general3', 'admiral', 'air-force'];

type Cabinet = Record<Position, Seat | null>;

/**
 * B17, B18: fills the Positions from the families ranked first, each family's quota fixed first (one
 * each, the extra Positions to the highest ranked), never two Generals to one family; a small search,
 * at most 6 levels of at most 6 families.
 */
function fill(ranked: Seat[], quota: Map<Seat, number>, vacancies: number): Cabinet | null {
  const cabinet = Object.fromEntries(POSITIONS.map((p) => [p, null])) as Cabinet;
  const held = new Map<Seat, number>();
  const generals = new Set<Seat>();
  const search = (i: number, vacant: number): boolean => {
    if (i === HAND_OUT.length) return ranked.every((seat) => held.get(seat) === quota.get(seat));
    const pos = HAND_OUT[i];
    const general = GENERALS.includes(pos);
    // B34: Generals are left vacant first, for the Cousin.
    if (general && vacant > 0 && search(i + 1, vacant - 1)) return true;
    for (const seat of ranked) {
      if ((held.get(seat) ?? 0) >= quota.get(seat)! || (general && generals.has(seat))) continue;
      held.set(seat, (held.get(seat) ?? 0) + 1);
      if (general) generals.add(seat);
      cabinet[pos] = seat;
      if (search(i + 1, vacant)) return true;
      cabinet[pos] = null;
      held.set(seat, held.get(seat)! - 1);
      if (general) generals.delete(seat);
    }
    return !general && vacant > 0 && search(i + 1, vacant - 1);
  };
  return search(0, vacancies) ? cabinet : null;
}

/** B17: the cabinet the President names (composed, not sampled), or null to leave it to the fallback. */
export function decideCabinet(d: Decision): Action | null {
  const { view, me } = d;
  const memory = politicsMemory(d.memory, view);
  const families = activeOthers(view, me);
  if (families.length === 0) return null;
  const score = new Map(families.map((seat) => [seat, SUPPORT_WEIGHT * supportFor(memory, me, seat) + publicVotes(view, seat)]));
  const ranked = [...families].sort((a, b) => score.get(b)! - score.get(a)! || a - b);
  const { min, max } = NUMBERS.positionsPerFamily;
  const filled = Math.min(POSITIONS.length, max * families.length);
  const quota = new Map<Seat, number>(ranked.map((seat) => [seat, min]));
  let extra = filled - min * families.length;
  for (const seat of ranked) {
    const more = Math.min(max - min, extra);
    quota.set(seat, min + more);
    extra -= more;
  }
  const cabinet = fill(ranked, quota, POSITIONS.length - filled);
  if (cabinet === null) return null;
  const cousin = COUSIN_ORDER.find((p) => cabinet[p] === null) ?? null;
  const name = (seat: Seat | null) => (seat === null ? null : view.players[seat].name);
  const positions = Object.fromEntries(POSITIONS.map((p) => [p, name(cabinet[p])])) as Record<Position, string | null>;
  return { type: 'cabinet', seat: view.players[me].name, positions, cousin };
}
