// The units of a coup as data (board-cards.md's unit table; rulings B43–B45, B48, B50, B52, B54, B55,
// B66): the kinds in the table's order, their 50 counters (28 standard, 22 raised by Coup Events)
// with ids, strength, moves, the die that hits, where each starts and who commands it; unit-id order
// (dice only, B71), the removal order (hits, B55), the Gunboat and the three Airstrikes. Tunable
// data (B66): the engine reads these numbers and never repeats them.
import type { Position } from './box.js';
import { AREAS, isArea, isEmbassy } from './map.js';

/** Who commands a kind's units: a Position's holder (box.ts's ids), the President, or the player of the card that raised them (B44, B52). */
export type Commander = Position | 'president' | 'card';

/** How a kind's counters first come onto the map (B47, B48, B52). */
export type Entry =
  /** deployed in an area at the start of every coup (B43) */
  | 'deployed'
  /** waits in the Harbor; its first move lands it in a coastal area */
  | 'lands'
  /** waits on the Airfield; its first move drops it in any area but an Embassy */
  | 'drops'
  /** placed in its home area by its Coup Event card */
  | 'home'
  /** placed by its card in any area but an Embassy */
  | 'placed';

export interface UnitKind {
  /** The counters' id prefix (`army1#3`, `police#2`; a lone counter's id is the kind's). */
  id: string;
  name: string;
  /** Counters of this kind in the box that the game uses. */
  counters: number;
  /** Hits it takes before it is destroyed, and dice it fires per exchange (B55). */
  strength: number;
  /** Single-area moves per movement segment (B47), after its entry. */
  moves: number;
  /** The lowest die that hits a unit out of cover (B55): 5, or 6 for civilians. */
  hitsOn: number;
  /** Students, Rioters, Demonstrators, Strikers, Home Defense League, Christian Militia. */
  civilian: boolean;
  commander: Commander;
  entry: Entry;
  /** Where the counters wait or stand at the start of a coup, one per counter ('deployed', 'lands', 'drops'). */
  starts?: readonly string[];
  /** The Coup Event card that raises them ('home', 'placed'). */
  raisedBy?: string;
}

const kind = (id: string, name: string, counters: number, commander: Commander, entry: Entry, extra: Partial<UnitKind> = {}): UnitKind =>
  ({ id, name, counters, strength: 1, moves: 1, hitsOn: 5, civilian: false, commander, entry, ...extra });
const civilian = (id: string, name: string, counters: number, raisedBy: string): UnitKind =>
  kind(id, name, counters, 'card', 'home', { hitsOn: 6, civilian: true, raisedBy });
const times = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);

/** The kinds in the unit table's order, which is unit-id order's first key (B71). */
export const UNIT_KINDS: readonly UnitKind[] = [
  kind('army1', 'Army, 1st Brigade', 6, 'general1', 'deployed', { starts: times(6, 'barracks-1') }),
  kind('army2', 'Army, 2nd Brigade', 6, 'general2', 'deployed', { starts: times(6, 'barracks-2') }),
  kind('army3', 'Army, 3rd Brigade', 6, 'general3', 'deployed', { starts: times(6, 'barracks-3') }),
  kind('police', 'Police', 4, 'minister', 'deployed', { starts: ['precinct-1', 'precinct-2', 'precinct-3', 'precinct-4'] }),
  kind('guard', 'Palace Guard', 4, 'president', 'deployed', { starts: times(4, 'palace') }),
  kind('marines', 'Marines', 1, 'admiral', 'lands', { strength: 2, starts: ['harbor'] }),
  kind('paratroops', 'Paratroops', 1, 'air-force', 'drops', { strength: 2, starts: ['airfield'] }),
  kind('helicopter', 'Helicopter', 1, 'card', 'placed', { moves: 3, raisedBy: 'helicopter' }),
  kind('bank-guards', 'Bank Guards', 2, 'card', 'home', { raisedBy: 'bank-guards' }),
  civilian('students', 'Students', 3, 'students'),
  civilian('rioters', 'Rioters', 3, 'rioters'),
  civilian('demonstrators', 'Demonstrators', 4, 'demonstrators'),
  civilian('strikers', 'Strikers', 3, 'strikers'),
  civilian('hdl', 'Home Defense League', 3, 'home-defense-league'),
  civilian('militia', 'Christian Militia', 3, 'christian-militia'),
];

/** After a forced Budget the four Police start the round's coup here instead (B23, B43). */
export const FORCED_BUDGET_POLICE_START = 'parliament';

/** A die that would hit a unit in cover hits only on this (B55). */
export const COVER_HITS_ON = 6;

/** The Admiral's Gunboat: from the Harbor, on one coastal area, once per battle segment (B54). */
export const GUNBOAT = { dice: 2, hitsOn: 5 } as const;
/** The Air Force Commander's Airstrikes: each once per coup, on one area but an Embassy (B54). */
export const AIRSTRIKES = { ids: ['airstrike#1', 'airstrike#2', 'airstrike#3'], dice: 2, hitsOn: 5 } as const;

export interface Unit {
  id: string;
  kind: UnitKind;
  /** Its number within its kind (1 for a lone counter). */
  number: number;
}

const KIND_BY_ID = new Map(UNIT_KINDS.map((k) => [k.id, k]));

/** The 50 units in unit-id order: kinds in table order, then number ascending. */
export const UNITS: readonly Unit[] = UNIT_KINDS.flatMap((k) => Array.from({ length: k.counters }, (_, i) => ({
  id: k.counters === 1 ? k.id : `${k.id}#${i + 1}`,
  kind: k,
  number: i + 1,
})));

const ORDER = new Map(UNITS.map((u, i) => [u.id, i]));
const UNIT_BY_ID = new Map(UNITS.map((u) => [u.id, u]));

export const unitById = (id: string): Unit | undefined => UNIT_BY_ID.get(id);
export const isUnit = (id: unknown): id is string => typeof id === 'string' && UNIT_BY_ID.has(id);
export const unitKind = (id: string): UnitKind | undefined => KIND_BY_ID.get(id);
/** Units on the map at every coup's start (B43): deployed or waiting off-map; the rest are raised by cards. */
export const isStandard = (u: Unit): boolean => u.kind.commander !== 'card';

/** Unit-id order (B50, B55, B71): it orders dice only, never hits. */
export const byUnitId = (a: string, b: string): number => (ORDER.get(a) ?? UNITS.length) - (ORDER.get(b) ?? UNITS.length);

/** Where a unit stands or waits at a coup's start (B43), after a forced Budget or not; undefined for a unit raised by a card. */
export function startOf(id: string, forcedBudget = false): string | undefined {
  const u = UNIT_BY_ID.get(id);
  if (!u?.kind.starts) return undefined;
  return forcedBudget && u.kind.id === 'police' ? FORCED_BUDGET_POLICE_START : u.kind.starts[u.number - 1];
}

/** The area where a Coup Event places a kind (B52): its home on the map; undefined for the Helicopter, placed where its card names. */
export const homeOf = (kindId: string): string | undefined => AREAS.find((a) => a.home === kindId)?.id;
/** Whether `area` is a legal place for the Helicopter or a Paratroops drop: an area, not an Embassy (B48). */
export const canDropInto = (area: string): boolean => isArea(area) && !isEmbassy(area);

/**
 * The removal order (B55): a player's (or the frozen) units in an area take hits first as civilians,
 * then Bank Guards, Police, Army, Palace Guard, the Helicopter, the Marines, the Paratroops. Within
 * each class the highest unit id goes first (so the 3rd Brigade before the 1st, Christian Militia
 * before Students).
 */
export const REMOVAL_CLASSES: readonly (readonly string[])[] = [
  ['students', 'rioters', 'demonstrators', 'strikers', 'hdl', 'militia'],
  ['bank-guards'],
  ['police'],
  ['army1', 'army2', 'army3'],
  ['guard'],
  ['helicopter'],
  ['marines'],
  ['paratroops'],
];

const CLASS_OF = new Map(REMOVAL_CLASSES.flatMap((kinds, i) => kinds.map((k) => [k, i] as const)));

/** The removal order as a comparator: the unit that takes the next hit sorts first. */
export function byRemoval(a: string, b: string): number {
  const ca = CLASS_OF.get(UNIT_BY_ID.get(a)?.kind.id ?? '') ?? REMOVAL_CLASSES.length;
  const cb = CLASS_OF.get(UNIT_BY_ID.get(b)?.kind.id ?? '') ?? REMOVAL_CLASSES.length;
  return ca - cb || byUnitId(b, a);
}

/** Every unit in removal order. */
export const REMOVAL_ORDER: readonly string[] = UNITS.map((u) => u.id).sort(byRemoval);
