// Phase 2, the cabinet (rulings B17, B18, B19, B34, B61, B74): one decision of the President giving
// each of the six Positions to an active family other than his (1–2 each, never two Generals), with
// exiles exactly min(6, 2k) filled and the rest vacant and frozen, optionally one vacant Position as his
// Cousin's; or he resigns instead and his successor takes the decision.
import { GENERALS, NUMBERS, POSITIONS, type Position } from '../content/box.js';
import { activeSeats, fail, seatNamed, type Ctx } from './context.js';
import type { FrameRules, Raw } from './frame-rules.js';
import { giveGift, mayGive, sampleGift } from './gifts.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, CabinetFrame, Holder, Seat } from './types.js';
import { resignInsteadOfDecision } from './vote.js';

/** An assignment: each Position to a seat, or null for vacant. */
export type Cabinet = Record<Position, Seat | null>;

const POSITIONS_IN_PLAY = POSITIONS.length;

/** B17, B18: the families that may hold Positions (active, not the President's) and how many Positions are filled: min(6, 2k). */
export function cabinetShape(s: BoardState): { families: Seat[]; filled: number } {
  const families = activeSeats(s).filter((seat) => seat !== s.president);
  return { families, filled: Math.min(POSITIONS_IN_PLAY, NUMBERS.positionsPerFamily.max * families.length) };
}

/** What is wrong with a cabinet under B17, B18 and B34, as [ruling, words]; null when it is valid. */
export function cabinetProblem(s: BoardState, cabinet: Cabinet, cousin: Position | null): [string, string] | null {
  const { families, filled } = cabinetShape(s);
  const { min, max } = NUMBERS.positionsPerFamily;
  const held = new Map<Seat, number>();
  const generals = new Map<Seat, number>();
  for (const pos of POSITIONS) {
    const seat = cabinet[pos];
    if (seat === null) continue;
    if (seat === s.president) return ['B17', 'the President holds no Position'];
    if (s.players[seat].status === 'exiled') return ['B18', 'an exiled family gets no Position'];
    if (s.players[seat].status === 'dead') return ['B17', 'Positions go to active families'];
    held.set(seat, (held.get(seat) ?? 0) + 1);
    if (GENERALS.includes(pos)) generals.set(seat, (generals.get(seat) ?? 0) + 1);
  }
  if ([...held.values()].some((n) => n > max)) return ['B17', `no family holds more than ${max} Positions`];
  if ([...generals.values()].some((n) => n > 1)) return ['B17', 'no family holds two Generals'];
  const count = POSITIONS.filter((pos) => cabinet[pos] !== null).length;
  if (count !== filled) {
    const exiles = s.players.some((p, seat) => seat !== s.president && p.status !== 'active');
    return exiles ? ['B18', `with the exiles, exactly ${filled} Positions are filled`] : ['B17', 'all six Positions are filled'];
  }
  if (families.some((seat) => (held.get(seat) ?? 0) < min)) return ['B17', `each active family other than the President's holds at least ${min} Position`];
  if (cousin !== null && cabinet[cousin] !== null) return ['B34', "the Cousin's Position is one left vacant"];
  return null;
}

/** B17: a valid cabinet drawn at random (a randomized search over at most 7⁶ assignments, pruned), or null when none exists. */
export function sampleCabinet(s: BoardState, random: () => number): Cabinet | null {
  const { families, filled } = cabinetShape(s);
  const { min, max } = NUMBERS.positionsPerFamily;
  const held = new Map<Seat, number>(families.map((seat) => [seat, 0]));
  const generals = new Set<Seat>();
  const cabinet = Object.fromEntries(POSITIONS.map((p) => [p, null])) as Cabinet;
  const search = (i: number, count: number): boolean => {
    const lacking = families.filter((seat) => held.get(seat)! < min).length;
    if (count + (POSITIONS.length - i) < filled || filled - count < lacking) return false;
    if (i === POSITIONS.length) return count === filled;
    const pos = POSITIONS[i];
    const choices: (Seat | null)[] = [...families, null];
    for (let j = choices.length - 1; j > 0; j--) {
      const k = Math.floor(random() * (j + 1));
      [choices[j], choices[k]] = [choices[k], choices[j]];
    }
    for (const seat of choices) {
      if (seat === null) {
        if (search(i + 1, count)) return true;
        continue;
      }
      const general = GENERALS.includes(pos);
      if (count >= filled || held.get(seat)! >= max || (general && generals.has(seat))) continue;
      held.set(seat, held.get(seat)! + 1);
      if (general) generals.add(seat);
      cabinet[pos] = seat;
      if (search(i + 1, count + 1)) return true;
      cabinet[pos] = null;
      held.set(seat, held.get(seat)! - 1);
      if (general) generals.delete(seat);
    }
    return false;
  };
  return search(0, 0) ? cabinet : null;
}

/** B17: the President's cabinet decision (B19: the Positions are all given anew, unfrozen unless left vacant). */
export function startCabinet(ctx: Ctx): void {
  pushFrame(ctx, { kind: 'cabinet', decided: false, gifts: 0 });
}

/** B61: the President resigns here at most once a round. */
const mayResign = (s: BoardState, seat: Seat): boolean => !s.players[seat].resigned;

function cabinetOf(s: BoardState, raw: Raw): Cabinet {
  const given = raw.positions;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) fail('malformed', 'positions names a holder (or null) for each Position');
  const keys = Object.keys(given);
  if (keys.length !== POSITIONS.length || !POSITIONS.every((p) => keys.includes(p))) fail('malformed', 'positions names each of the six Positions once');
  const record = given as Record<string, unknown>;
  return Object.fromEntries(POSITIONS.map((p) => [p, record[p] === null ? null : seatNamed(s, record[p], `positions.${p}`)])) as Cabinet;
}

function cousinOf(raw: Raw): Position | null {
  if (raw.cousin === undefined || raw.cousin === null) return null;
  if (!POSITIONS.includes(raw.cousin as Position)) fail('malformed', 'cousin names a Position or none');
  return raw.cousin as Position;
}

/** The action that names a cabinet. */
export const cabinetAction = (s: BoardState, seat: Seat, cabinet: Cabinet, cousin: Position | null): Action => ({
  type: 'cabinet',
  seat: s.players[seat].name,
  positions: Object.fromEntries(POSITIONS.map((p) => [p, cabinet[p] === null ? null : s.players[cabinet[p]!].name])) as Record<Position, string | null>,
  cousin,
});

export const cabinetRules: FrameRules<CabinetFrame> = {
  asked: (s, f) => (f.decided || s.president === null ? [] : [{ seat: s.president }]),
  legal(s, f, seat) {
    const sampler = (random: () => number): Action | null => {
      const cabinet = sampleCabinet(s, random);
      if (cabinet === null) return null;
      const vacant = POSITIONS.filter((p) => cabinet[p] === null);
      const pick = Math.floor(random() * (vacant.length + 1));
      return cabinetAction(s, seat, cabinet, pick < vacant.length ? vacant[pick] : null);
    };
    const actions: Action[] = mayResign(s, seat) ? [{ type: 'resign', seat: s.players[seat].name }] : [];
    const gifts = mayGive(s, seat, f.gifts) ? [(random: () => number) => sampleGift(s, seat, random)] : [];
    return { actions, samplers: [sampler, ...gifts], optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    if (raw.type === 'gift') {
      // B72: the cabinet decision is the President's turn: up to 3 gifts in it.
      const action = giveGift(ctx, seat, raw, f.gifts);
      f.gifts += 1;
      return action;
    }
    if (raw.type === 'play') fail('B16', 'no card is played in the cabinet decision');
    if (raw.type === 'resign') {
      if (!mayResign(s, seat)) fail('B61', 'a player resigns at most once a round');
      // B61: when the election is over this decision asks the President then in office.
      resignInsteadOfDecision(ctx, seat, f);
      return { type: 'resign', seat: s.players[seat].name };
    }
    if (raw.type !== 'cabinet') fail('B17', 'the President names the cabinet (or resigns)');
    const cabinet = cabinetOf(s, raw);
    const cousin = cousinOf(raw);
    const problem = cabinetProblem(s, cabinet, cousin);
    if (problem) fail(problem[0], problem[1]);
    for (const pos of POSITIONS) {
      const holder: Holder = cabinet[pos] ?? 'vacant';
      // B18: a vacant Position is frozen until the next phase 2; B19: every other is unfrozen now.
      s.positions[pos] = { holder, frozen: holder === 'vacant' };
    }
    s.cousin = cousin;
    f.decided = true;
    ctx.emit({ type: 'cabinet', positions: Object.fromEntries(POSITIONS.map((p) => [p, s.positions[p].holder])) as Record<Position, Holder>, cousin });
    return cabinetAction(s, seat, cabinet, cousin);
  },
  advance(ctx, f) {
    if (!f.decided && ctx.s.president !== null) return false;
    popFrame(ctx);
    return true;
  },
};
