// The heuristic bot's reading of the coup board from its seat's view (rulings B44, B45, B47, B48, B55,
// B58): who commands each unit, each party's strength in an area (cover counted), the camps as the bot
// sees them (the President's, the Rebels', and the loyalists still to choose), how many movement
// segments a unit needs to reach an area, and the Power Centers each camp controls now. The engine's
// coup-units.ts reads a state; the bot holds only a view, so it reads the same public fields here.
import type { Position } from '../content/box.js';
import { areaById, COASTAL, distance, isArea, POWER_CENTERS } from '../content/map.js';
import { unitById } from '../content/units.js';
import type { CoupState, Party, Seat, Side, UnitState } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';

/** B55: a unit in cover is hit only on a 6 instead of a 5: worth about twice its strength to an attacker. */
export const COVER_FACTOR = 2;
/** B55: the share of dice that hit a unit out of cover: 5–6. */
export const HIT_OPEN = 2 / 6;
/** B55: the share of dice that hit a unit in cover, or of a civilian's dice: 6 only. */
export const HIT_COVERED = 1 / 6;

export type Camp = Side;

export const coupIn = (view: BoardView): CoupState => {
  if (view.coup === null) throw new Error('no coup in the view');
  return view.coup;
};

const activeSeat = (view: BoardView, seat: Seat): boolean => view.players[seat]?.status === 'active';

/** B44: the seat a Position's units answer to: its holder, the President for the Cousin's; 'frozen' while nobody commands them. */
export function positionParty(view: BoardView, position: Position): Party {
  if (view.cousin === position) return view.president ?? 'frozen';
  const p = view.positions[position];
  return p.frozen || typeof p.holder !== 'number' || !activeSeat(view, p.holder) ? 'frozen' : p.holder;
}

/** B44, B49, B50, B52, B57: who commands a unit (its card's player, briber or transferee, else its Position's holder or the President). */
export function commander(view: BoardView, u: UnitState): Party {
  if (u.owner !== null) return activeSeat(view, u.owner) ? u.owner : 'frozen';
  const by = unitById(u.id)!.kind.commander;
  if (by === 'card') return 'frozen';
  if (by === 'president') return view.president ?? 'frozen';
  return positionParty(view, by);
}

/** A unit standing in an area of the map (not off-map, destroyed or unraised). */
export const standing = (u: UnitState): boolean => isArea(u.at);
/** A unit still in play: on the map or waiting in the Harbor or on the Airfield. */
export const inPlay = (u: UnitState): boolean => u.at !== 'destroyed' && u.at !== 'unraised';

/** B55: in cover in a Power Center, Barracks or Precinct where it stood at the start of this segment's movement, and did not move. */
export const covered = (u: UnitState): boolean => standing(u) && (areaById(u.at)?.cover ?? false) && u.startedAt === u.at && !u.moved;

/** The units a party commands that are in play. */
export const unitsOfParty = (view: BoardView, party: Party): UnitState[] => coupIn(view).units.filter((u) => inPlay(u) && commander(view, u) === party);

/** A party's strength in an area (retreated units neither fire nor are hit, B56). */
export const strengthIn = (view: BoardView, party: Party, area: string): number =>
  coupIn(view).units.filter((u) => u.at === area && !u.retreated && commander(view, u) === party).reduce((n, u) => n + u.strength, 0);

/** A party's total strength in play. */
export const strengthOf = (view: BoardView, party: Party): number => unitsOfParty(view, party).reduce((n, u) => n + u.strength, 0);

/** The parties standing in an area, players then the neutral side. */
export function partiesAt(view: BoardView, area: string): Party[] {
  return [...new Set(coupIn(view).units.filter((u) => u.at === area).map((u) => commander(view, u)))];
}

/** B42, B45: the rebellion phase is the coup track's first space. */
export const inRebellion = (view: BoardView): boolean => coupIn(view).segment === 0;
export const isRebel = (view: BoardView, seat: Seat): boolean => coupIn(view).rebels.includes(seat);

/** B58: a declared side, or null before the declaration. */
export const declared = (view: BoardView, seat: Seat): Side | null => coupIn(view).sides.find((d) => d.seat === seat)?.side ?? null;

/**
 * The camp a party stands in as everyone can see it: the President's; the Junta's for a Rebel or a
 * player who declared Pro-Junta (B45, B58); null for the frozen units and loyalists who have not chosen.
 */
export function publicCamp(view: BoardView, party: Party): Camp | null {
  if (party === 'frozen') return null;
  if (party === view.president) return 'president';
  return declared(view, party) ?? (isRebel(view, party) ? 'junta' : null);
}

/** The total strength of each camp and of the loyalists still to choose (the seat `except` left out). */
export function campStrengths(view: BoardView, except: Seat | null = null): Record<Camp | 'open', number> {
  const out = { president: 0, junta: 0, open: 0 };
  view.players.forEach((p, seat) => {
    if (seat === except || p.status !== 'active') return;
    const camp = publicCamp(view, seat);
    out[camp ?? 'open'] += strengthOf(view, seat);
  });
  return out;
}

/** B47, B48: the movement segments a unit needs to stand in `area`: the Marines land on the coast first, the Paratroops drop anywhere, the Helicopter moves 3. */
export function segmentsTo(u: UnitState, area: string): number {
  if (u.at === 'airfield') return 1;
  if (u.at === 'harbor') return 1 + Math.min(...COASTAL.map((c) => distance(c, area)));
  const kind = unitById(u.id)!.kind;
  return Math.ceil(distance(u.at, area) / kind.moves);
}

/** B58, B44: who would control a Power Center now if the seats in `junta` were Pro-Junta and everyone else Pro-President. */
export function controlIf(view: BoardView, area: string, junta: ReadonlySet<Seat>): Side | null {
  const here = coupIn(view).units.filter((u) => u.at === area);
  const seats = here.map((u) => commander(view, u)).filter((c): c is Seat => c !== 'frozen');
  if (here.length > 0 && seats.length === 0) return null;
  return seats.length > 0 && seats.every((c) => junta.has(c)) ? 'junta' : 'president';
}

/** B58: the Power Centers the Junta would hold if the seats in `junta` were Pro-Junta. */
export const juntaCentersIf = (view: BoardView, junta: ReadonlySet<Seat>): number =>
  POWER_CENTERS.filter((area) => controlIf(view, area, junta) === 'junta').length;

/** B58: the Junta wins with this many Power Centers or more. */
export const JUNTA_WINS_WITH = 3;

/**
 * A loyalist who joins a coup that fails may be executed (B59), and one who waits may still declare
 * for the winner (B58): he joins the Rebels only when they alone outweigh the President's units and
 * this many average loyalists' (his own units not counted: the coup must not hang on him). Measured
 * over 50 games of heuristic bots: 1.6 left the Junta 40% of coups at 5 seats and 27% at 7; 1.1 gives
 * 49% and 39%.
 */
export const OPEN_LOYAL_PLAYERS = 1.1;

/** The average strength of the loyalists still to choose who command units (the seat `except` left out). */
export function averageOpen(view: BoardView, except: Seat | null = null): number {
  const open = view.players.map((_, seat) => seat).filter((seat) => seat !== except && view.players[seat].status === 'active' && publicCamp(view, seat) === null);
  const strengths = open.map((seat) => strengthOf(view, seat)).filter((n) => n > 0);
  return strengths.length === 0 ? 0 : strengths.reduce((a, b) => a + b, 0) / strengths.length;
}

/**
 * The camp the bot plays for: the President's; the Junta's once a Rebel or Pro-Junta (B45, B58); a
 * loyalist leans to the Junta when the Rebels already outweigh the President and the loyalists likely
 * to fight for him, and otherwise stays with the President.
 */
export function myCamp(view: BoardView, me: Seat): Camp {
  const known = publicCamp(view, me);
  if (known !== null) return known;
  const s = campStrengths(view, me);
  return s.junta > 0 && s.junta > s.president + OPEN_LOYAL_PLAYERS * averageOpen(view, me) ? 'junta' : 'president';
}

/**
 * Whether `party`'s units in `area` stand against the bot's camp: a player of the other camp; for the
 * Junta also a loyalist still to choose who stands in a Power Center (his units there keep it the
 * President's, B58). Frozen units are nobody's enemy: they never fire and control nothing (B44).
 */
export function isEnemy(view: BoardView, me: Seat, camp: Camp, party: Party, area: string): boolean {
  if (party === 'frozen' || party === me) return false;
  const theirs = publicCamp(view, party);
  if (theirs !== null) return theirs !== camp;
  return camp === 'junta' && POWER_CENTERS.includes(area);
}

/** Whether `party` is of the bot's camp (himself included): its units fill the camp's Power Centers. */
export const isFriend = (view: BoardView, me: Seat, camp: Camp, party: Party): boolean =>
  party === me || (party !== 'frozen' && publicCamp(view, party) === camp);
