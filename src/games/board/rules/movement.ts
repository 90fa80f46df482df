// Movement segments (rulings B44, B45, B47–B50, B52, B57, B72): one movement turn each, clockwise from
// the First Rebel (not the President in the rebellion phase); a turn is a sequence of atomic steps,
// each checked against the state when taken: move one unit (its entry from the Harbor or the
// Airfield), play one card allowed on `move`, transfer units, make a gift, flee into exile from an
// Embassy (which ends the turn), or done. Acts of rebellion in the rebellion phase make Rebels, and
// the First Rebel's rebellion turn needs one unless his Coup Event at the question placed units.
import { cardDesign, isCard, typeOf } from '../content/cards.js';
import { AREAS, COASTAL, distance, isArea, isEmbassy, neighbours } from '../content/map.js';
import { unitById } from '../content/units.js';
import { fail, isActive, seatNamed, type Ctx } from './context.js';
import { bribePlays, isMoveBribe, PALACE_GUARD_BRIBE, playBribe } from './coup-bribes.js';
import { coupEventHolds, coupEventPlay, coupEventPlays, DROP_AREAS } from './coup-cards.js';
import { placeName, unitName } from './describe-coup.js';
import { commandedBy, commanderOf, coupOf, fromFirstRebel, makeRebel, unitState } from './coup-units.js';
import { cardPlays, playEffect } from './effects.js';
import type { FrameRules, Raw } from './frame-rules.js';
import { giveGift, mayGive, sampleGift } from './gifts.js';
import { freezePositionsOf } from './locations.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, MovementFrame, Seat, UnitState } from './types.js';

type Sampler = (random: () => number) => Action | null;

/** B42: the rebellion phase is the coup track's first space. */
const REBELLION = 0;
const inRebellion = (s: BoardState): boolean => coupOf(s).segment === REBELLION;

/** B42, B45, B47: the turn order of a segment: clockwise from the First Rebel, active players; not the President in the rebellion phase. */
export const movementOrder = (s: BoardState): Seat[] => fromFirstRebel(s).filter((seat) => !(inRebellion(s) && seat === s.president));

/** B47: one movement turn each, clockwise from the First Rebel (not the President in the rebellion phase, B45). */
export function startMovement(ctx: Ctx): void {
  pushFrame(ctx, { kind: 'movement', order: movementOrder(ctx.s), at: 0, gifts: 0, rebelled: false });
}

const turnOf = (s: BoardState, f: MovementFrame): Seat | null => (f.at < f.order.length && isActive(s, f.order[f.at]) ? f.order[f.at] : null);

/** B47: the areas within `moves` single-area moves of each area (other than itself), in map order, for allowances above 1. */
const reach = new Map<string, readonly string[]>();
function within(from: string, moves: number): readonly string[] {
  const key = `${from} ${moves}`;
  let found = reach.get(key);
  if (!found) reach.set(key, (found = AREAS.map((a) => a.id).filter((a) => a !== from && distance(from, a) <= moves)));
  return found;
}

/** B47, B48: where a unit may go in its move: the Marines land on a coastal area, the Paratroops drop anywhere but an Embassy, others up to their allowance along edges. */
export function destinations(u: UnitState): readonly string[] {
  if (u.at === 'harbor') return COASTAL;
  if (u.at === 'airfield') return DROP_AREAS;
  const moves = unitById(u.id)!.kind.moves;
  return moves === 1 ? neighbours(u.at) : within(u.at, moves);
}

/** B47, B49, B50, B52: a unit that may still move now: on the map or waiting off it, not moved, not placed, bribed or transferred this segment (its commander checked apart). */
const free = (u: UnitState): boolean => !u.moved && !u.held && (isArea(u.at) || u.at === 'harbor' || u.at === 'airfield');

function moveChoices(s: BoardState, seat: Seat, mine: readonly UnitState[]): Action[] {
  const name = s.players[seat].name;
  return mine.filter(free).flatMap((u) => destinations(u).map((to): Action => ({ type: 'move', seat: name, unit: u.id, to })));
}

/** B47, B48, B44: one unit moves, checked against the state now. */
function move(ctx: Ctx, f: MovementFrame, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  const u = typeof raw.unit === 'string' ? unitState(coupOf(s), raw.unit) : undefined;
  if (!u) fail('malformed', 'unit must be a unit of the coup');
  const what = unitName(u.id);
  if (u.at === 'destroyed' || u.at === 'unraised') fail('B47', `${what} is not in play`);
  const commander = commanderOf(s, u);
  if (commander === 'frozen') fail('B44', `${what} is frozen: nobody commands it, and it never moves`);
  if (commander !== seat) fail('B44', `${s.players[seat].name} does not command ${what}`);
  if (u.moved) fail('B47', `${what} has already moved in this segment`);
  if (u.held) fail('B47', `${what} was placed, bribed or handed over in this segment and moves from the next one`);
  const to = raw.to;
  if (to === 'harbor' || to === 'airfield') fail('B48', 'no unit enters the Harbor or the Airfield during a coup');
  if (!isArea(to)) fail('malformed', 'to must be an area of the city');
  if (!destinations(u).includes(to)) fail(u.at === 'harbor' || u.at === 'airfield' ? 'B48' : 'B47', refusedMove(u, to));
  const from = u.at;
  u.at = to;
  u.moved = true;
  ctx.emit({ type: 'moved', seat, unit: u.id, from, to });
  rebelAct(ctx, f, seat);
  return { type: 'move', seat: s.players[seat].name, unit: u.id, to };
}

/** The words of a refused destination (B47, B48). */
function refusedMove(u: UnitState, to: string): string {
  const what = unitName(u.id);
  if (u.at === 'harbor') return `the Marines land on a coastal area (${COASTAL.map(placeName).join(', ')})`;
  if (u.at === 'airfield') return `${what} drops into any area but an Embassy`;
  if (to === u.at) return `${what} is already in ${placeName(to)}`;
  const moves = unitById(u.id)!.kind.moves;
  if (moves === 1) return `${what} moves one area along a street, and ${placeName(to)} does not border ${placeName(u.at)}`;
  return `${what} moves at most ${moves} areas along the streets, and ${placeName(to)} is ${distance(u.at, to)} away`;
}

/** B45: an act of rebellion in the rebellion phase makes its player a Rebel and counts for the First Rebel's turn. */
function rebelAct(ctx: Ctx, f: MovementFrame, seat: Seat): void {
  if (!inRebellion(ctx.s)) return;
  f.rebelled = true;
  makeRebel(ctx, seat);
}

/** B45, B50, B52, B16: a card allowed on `move`: a Bribe, a Coup Event (its units placed at once), Tax Inspector or a Secret Party Donation. */
function play(ctx: Ctx, f: MovementFrame, seat: Seat, raw: Raw): Action {
  const card = raw.card;
  if (!isCard(card)) fail('malformed', 'card must be a Political card');
  if (isMoveBribe(card)) {
    const { action, effect } = playBribe(ctx, seat, raw);
    if (effect) rebelAct(ctx, f, seat);
    // B45: Bribe the Palace Guard makes a loyalist a Rebel whenever it is played.
    if (cardDesign(card).id === PALACE_GUARD_BRIBE) makeRebel(ctx, seat);
    return action;
  }
  if (typeOf(card) === 'coup-event') {
    const played = coupEventPlay(ctx, seat, raw, 'move');
    if (played.placed.length > 0) rebelAct(ctx, f, seat);
    return played.action;
  }
  return playEffect(ctx, seat, card, raw, 'move');
}

/** B49: command of some of his units (not frozen ones) to another active player, for the rest of the coup; they do not move in this segment. */
function transfer(ctx: Ctx, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  const to = seatNamed(s, raw.to, 'to');
  if (to === seat) fail('B49', 'command is given to another player');
  if (!isActive(s, to)) fail('B49', 'command is given to an active player');
  if (!Array.isArray(raw.units) || raw.units.length === 0 || !raw.units.every((id) => typeof id === 'string')) fail('B49', 'a transfer names the units it gives');
  const ids = raw.units as string[];
  if (new Set(ids).size !== ids.length) fail('B49', 'a transfer names each unit once');
  const units = ids.map((id) => unitState(coupOf(s), id));
  for (const [i, u] of units.entries()) {
    if (!u || !commandedBy(s, seat).includes(u)) fail('B49', `${s.players[seat].name} does not command ${unitName(ids[i])}`);
  }
  for (const u of units as UnitState[]) {
    u.owner = to;
    u.held = true;
  }
  ctx.emit({ type: 'transferred', from: seat, to, units: ids });
  return { type: 'transfer', seat: s.players[seat].name, to: s.players[to].name, units: ids };
}

/** B49: a random transfer: some of his units to another active player; null when he commands none or nobody can receive. */
function sampleTransfer(s: BoardState, seat: Seat, random: () => number): Action | null {
  const mine = commandedBy(s, seat);
  const others = s.players.map((_, i) => i).filter((i) => i !== seat && isActive(s, i));
  if (mine.length === 0 || others.length === 0) return null;
  let units = mine.filter(() => random() < 0.5).map((u) => u.id);
  if (units.length === 0) units = [mine[Math.floor(random() * mine.length)].id];
  return { type: 'transfer', seat: s.players[seat].name, to: s.players[others[Math.floor(random() * others.length)]].name, units };
}

/** B57: the Embassies in map order. */
const EMBASSY_AREAS: readonly string[] = AREAS.map((a) => a.id).filter(isEmbassy);

/** B57: the Embassies where a player other than the President commands a unit now (`mine`: the units he commands). */
const fleeFrom = (s: BoardState, seat: Seat, mine: readonly UnitState[] = commandedBy(s, seat)): string[] =>
  seat === s.president ? [] : EMBASSY_AREAS.filter((a) => mine.some((u) => u.at === a));

/** B57, B25, B44: flight into exile from an Embassy where he commands a unit: he is an exile, every unit he commands is frozen, his turn ends. */
function flee(ctx: Ctx, f: MovementFrame, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  if (seat === s.president) fail('B57', 'the President cannot flee');
  const embassy = raw.embassy;
  if (typeof embassy !== 'string' || !isEmbassy(embassy)) fail('B57', 'a player flees from one of the three Embassies');
  if (!fleeFrom(s, seat).includes(embassy)) fail('B57', `${s.players[seat].name} commands no unit in ${placeName(embassy)}`);
  const p = s.players[seat];
  p.status = 'exiled';
  p.location = 'exile';
  p.embassy = embassy;
  freezePositionsOf(s, seat);
  coupOf(s).fled.push(seat);
  ctx.emit({ type: 'fled', seat, embassy });
  endTurn(f);
  return { type: 'flee', seat: p.name, embassy };
}

function endTurn(f: MovementFrame): void {
  f.at += 1;
  f.gifts = 0;
  f.rebelled = false;
}

/** B45: the First Rebel's rebellion turn still needs an act of rebellion (none yet, and his Coup Event at the question placed none). */
const owesAct = (s: BoardState, f: MovementFrame, seat: Seat): boolean => {
  const coup = coupOf(s);
  return inRebellion(s) && seat === coup.firstRebel && !f.rebelled && !coup.placedAtQuestion;
};

interface Steps { actions: Action[]; samplers: Sampler[]; acts: number }

/** Every step of a seat's movement turn but done, and how many of them are acts of rebellion (B45). */
function steps(s: BoardState, f: MovementFrame, seat: Seat): Steps {
  const mine = commandedBy(s, seat);
  const moves = moveChoices(s, seat, mine);
  const bribes = bribePlays(s, seat);
  const events = coupEventPlays(s, seat, 'move');
  const placing = events.filter((a) => a.type === 'play' && coupEventHolds(s, seat, a.card));
  const name = s.players[seat].name;
  const actions: Action[] = [
    ...moves, ...bribes.actions, ...events, ...cardPlays(s, seat, 'move'),
    ...fleeFrom(s, seat, mine).map((embassy): Action => ({ type: 'flee', seat: name, embassy })),
  ];
  const samplers: Sampler[] = [...bribes.samplers];
  if (mine.length > 0 && s.players.some((_, i) => i !== seat && isActive(s, i))) samplers.push((random) => sampleTransfer(s, seat, random));
  if (mayGive(s, seat, f.gifts)) samplers.push((random) => sampleGift(s, seat, random));
  return { actions, samplers, acts: moves.length + bribes.acts.length + bribes.samplers.length + placing.length };
}

export const movementRules: FrameRules<MovementFrame> = {
  asked(s, f) {
    const seat = turnOf(s, f);
    return seat === null ? [] : [{ seat }];
  },
  legal(s, f, seat) {
    const { actions, samplers, acts } = steps(s, f, seat);
    // B45, B73: "done" ends the First Rebel's rebellion turn only once it holds an act of rebellion, or when none is open to him.
    const done: Action[] = owesAct(s, f, seat) && acts > 0 ? [] : [{ type: 'done', seat: s.players[seat].name }];
    return { actions: [...actions, ...done], samplers, optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    switch (raw.type) {
      case 'move':
        return move(ctx, f, seat, raw);
      case 'play':
        return play(ctx, f, seat, raw);
      case 'transfer':
        return transfer(ctx, seat, raw);
      case 'gift': {
        const action = giveGift(ctx, seat, raw, f.gifts);
        f.gifts += 1;
        return action;
      }
      case 'flee':
        return flee(ctx, f, seat, raw);
      case 'done':
        if (owesAct(s, f, seat) && steps(s, f, seat).acts > 0) {
          fail('B45', "the First Rebel's turn in the rebellion phase must hold an act of rebellion: move a unit, or play a card that places or bribes units");
        }
        endTurn(f);
        return { type: 'done', seat: s.players[seat].name };
      default:
        return fail('B47', 'in a movement turn a player moves units, plays cards allowed then, hands units over, makes gifts, flees or is done');
    }
  },
  advance(ctx, f) {
    if (turnOf(ctx.s, f) !== null) return false;
    if (f.at < f.order.length) {
      endTurn(f);
      return true;
    }
    popFrame(ctx);
    return true;
  },
};
