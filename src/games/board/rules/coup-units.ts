// The coup board's shared reading (rulings B41–B45, B47, B52, B53, B55, B57, B58, B71): a coup's
// start and deployment, who commands each unit (frozen units form the neutral side), where the parties
// stand, cover, the Coup Events' placements, Rebels, the orders "clockwise from the First Rebel", and
// who holds the Gunboat and the Airstrikes. Every frame of the coup reads the board through these.
import { POSITIONS, type Position } from '../content/box.js';
import { areaById, byMapOrder, isArea, isEmbassy } from '../content/map.js';
import { AIRSTRIKES, homeOf, startOf, UNIT_KINDS, UNITS, unitById, type Commander } from '../content/units.js';
import { clockwiseFromSeat, isActive, type Ctx } from './context.js';
import type { BoardState, CoupState, Party, Seat, UnitState } from './types.js';

/** B43: the 50 units at a coup's start: standard units deployed or waiting off-map (the Police in Parliament after a forced Budget), card units unraised. */
export function deployedUnits(policeInParliament: boolean): UnitState[] {
  return UNITS.map((u) => {
    const at = startOf(u.id, policeInParliament) ?? 'unraised';
    return { id: u.id, at, strength: u.kind.strength, owner: null, moved: false, held: false, startedAt: null, retreated: false };
  });
}

/** B41, B43: a new coup with its First Rebel, the units deployed (one event tells it); the driver (coup.ts) runs the rest. */
export function newCoup(ctx: Ctx, firstRebel: Seat): CoupState {
  const { s } = ctx;
  const coup: CoupState = {
    firstRebel, rebels: [firstRebel], segment: 0, units: deployedUnits(s.policeInParliament),
    airstrikesUsed: 0, airstrikesOwner: null, placedAtQuestion: false, questionEvent: null,
    engagements: [], fled: [], sides: [], control: null, winner: null, executed: null, over: false,
  };
  s.coup = coup;
  return coup;
}

/** The coup in progress; throws when there is none (a coup frame without a coup is a bug). */
export function coupOf(s: BoardState): CoupState {
  if (s.coup === null) throw new Error('no coup in progress');
  return s.coup;
}

export const unitState = (coup: CoupState, id: string): UnitState | undefined => coup.units.find((u) => u.id === id);

/** The seat a Position's units answer to (B44): its holder, the President for the Cousin's; 'frozen' while nobody commands them. */
export function positionCommander(s: BoardState, position: Position): Party {
  if (s.cousin === position) return s.president ?? 'frozen';
  const p = s.positions[position];
  if (p.frozen || typeof p.holder !== 'number' || !isActive(s, p.holder)) return 'frozen';
  return p.holder;
}

function kindCommander(s: BoardState, commander: Commander): Party {
  if (commander === 'card') return 'frozen';
  if (commander === 'president') return s.president ?? 'frozen';
  return positionCommander(s, commander);
}

/**
 * B44, B49, B50, B52, B57: who commands a unit: its card's player, briber or transferee if any, else
 * its Position's holder (the President for the Palace Guard and the Cousin's Position); 'frozen' when
 * nobody does (a frozen Position nobody bribed, or a commander who fled or is otherwise not active).
 */
export function commanderOf(s: BoardState, u: UnitState): Party {
  if (u.owner !== null) return isActive(s, u.owner) ? u.owner : 'frozen';
  return kindCommander(s, unitById(u.id)!.kind.commander);
}

/** Units in an area of the map, still standing. */
export const onMap = (u: UnitState): boolean => isArea(u.at);
export const unitsIn = (coup: CoupState, area: string): UnitState[] => coup.units.filter((u) => u.at === area);
/** A party's units in an area, in unit-id order (B71). */
export const unitsOf = (s: BoardState, party: Party, area: string): UnitState[] =>
  unitsIn(coupOf(s), area).filter((u) => commanderOf(s, u) === party);
/** The units a player commands anywhere (on the map or waiting off it), in unit-id order. */
export const commandedBy = (s: BoardState, seat: Seat): UnitState[] =>
  coupOf(s).units.filter((u) => u.at !== 'destroyed' && u.at !== 'unraised' && commanderOf(s, u) === seat);

/** The parties with units in an area, players in seat order then the neutral side. */
export function partiesIn(s: BoardState, area: string): Party[] {
  const found = new Set<Party>(unitsIn(coupOf(s), area).map((u) => commanderOf(s, u)));
  const seats = [...found].filter((p): p is Seat => p !== 'frozen').sort((a, b) => a - b);
  return found.has('frozen') ? [...seats, 'frozen'] : seats;
}

/** B53: an area where combat may happen: on the map, not an Embassy, holding units of two parties or more. */
export const contested = (s: BoardState, area: string): boolean => isArea(area) && !isEmbassy(area) && partiesIn(s, area).length >= 2;
/** The areas holding units, in map order. */
export const occupiedAreas = (coup: CoupState): string[] => [...new Set(coup.units.filter(onMap).map((u) => u.at))].sort(byMapOrder);

/** B55: a unit is in cover in a Power Center, Barracks or Precinct where it stood at the start of this segment's movement and did not move. */
export const inCover = (u: UnitState): boolean => onMap(u) && (areaById(u.at)?.cover ?? false) && u.startedAt === u.at && !u.moved;

/** B42, B58, B59: clockwise from the First Rebel, active players only (from the first active player after his seat if he fled, B57). */
export const fromFirstRebel = (s: BoardState): Seat[] => clockwiseFromSeat(s, coupOf(s).firstRebel);

/** B45: a player becomes a Rebel (never loyal again); public. The President never does. */
export function makeRebel(ctx: Ctx, seat: Seat): void {
  const coup = coupOf(ctx.s);
  if (seat === ctx.s.president || coup.rebels.includes(seat)) return;
  coup.rebels.push(seat);
  ctx.emit({ type: 'rebel', seat });
}

export const isRebel = (s: BoardState, seat: Seat): boolean => s.coup?.rebels.includes(seat) ?? false;

/** The kind a Coup Event raises (board-cards.md), or undefined for a card that raises none (Coup Rumours). */
export const kindRaisedBy = (card: string): string | undefined => UNIT_KINDS.find((k) => k.raisedBy === card)?.id;

/**
 * B52: a Coup Event's units placed in their home area (the Helicopter where its card names), commanded
 * by the card's player for the rest of the coup. Placed during a movement segment they are held (they
 * do not move in it) and have no cover in it; placed before the rebellion phase they move from it on.
 */
export function placeUnits(ctx: Ctx, seat: Seat, cardDesignId: string, area: string | null, duringMovement: boolean): string[] {
  const coup = coupOf(ctx.s);
  const kind = kindRaisedBy(cardDesignId);
  if (kind === undefined) return [];
  const where = homeOf(kind) ?? area;
  if (where === null) throw new Error(`${cardDesignId} needs an area`);
  const placed = coup.units.filter((u) => unitById(u.id)!.kind.id === kind);
  for (const u of placed) {
    u.at = where;
    u.owner = seat;
    u.held = duringMovement;
    u.moved = false;
    u.startedAt = null;
  }
  const ids = placed.map((u) => u.id);
  ctx.emit({ type: 'placed', seat, card: cardDesignId, area: where, units: ids });
  return ids;
}

/** B44, B54: the Gunboat's holder: the Admiral (the President for the Cousin's Position), or nobody when the Position is frozen. */
export const gunboatHolder = (s: BoardState): Seat | null => {
  const c = positionCommander(s, 'admiral');
  return c === 'frozen' ? null : c;
};

/** B50, B54: who holds the unused Airstrikes: the briber, else the Air Force Commander (the President for the Cousin's); nobody when frozen or none is left. */
export function airstrikeHolder(s: BoardState): Seat | null {
  const coup = coupOf(s);
  if (coup.airstrikesUsed >= AIRSTRIKES.ids.length) return null;
  if (coup.airstrikesOwner !== null) return isActive(s, coup.airstrikesOwner) ? coup.airstrikesOwner : null;
  const c = positionCommander(s, 'air-force');
  return c === 'frozen' ? null : c;
}

/** B47, B55: a segment's movement begins: each unit's place is its cover's reference; nothing has moved or arrived yet. */
export function beginSegmentMovement(coup: CoupState): void {
  for (const u of coup.units) {
    u.moved = false;
    u.held = false;
    u.retreated = false;
    u.startedAt = onMap(u) ? u.at : null;
  }
}

/** Every Position, for the Cousin's choice at a coup's start (B34): the frozen ones. */
export const frozenPositions = (s: BoardState): Position[] => POSITIONS.filter((p) => s.positions[p].frozen);
