// The city of Junta, the board game (junta's edition), as data (board-map.md; rulings B46, B48, B52,
// B55, B57, B71): its 27 areas in map order, their 48 land edges, the Harbor and the Airfield, the
// distances between areas (computed by breadth-first search, never typed in) and the 5 × 7 grid an
// 80-column screen draws it on. A different map replaces this module without touching the engine.

/** The kinds of area (board-map.md's "Kinds of area"). */
export type AreaKind = 'power-center' | 'barracks' | 'precinct' | 'embassy' | 'district';

export interface Area {
  /** How actions, records, tables and plain mode name the area. */
  id: string;
  name: string;
  kind: AreaKind;
  /** The Marines land and the Gunboat fires only on coastal areas (B48, B54). */
  coastal: boolean;
  /** A unit that was here at the start of a segment's movement and did not move is in cover (B55). */
  cover: boolean;
  /** The kind of unit a Coup Event places here (B52; units.ts's kind ids); none for most areas. */
  home?: string;
  /** At most 10 columns, for the grid. */
  label: string;
  /** Row and column of the grid (0-based). */
  grid: readonly [number, number];
}

/** An off-map space: not an area, never entered or attacked during a coup (B48). */
export interface OffMapSpace {
  id: 'harbor' | 'airfield';
  name: string;
  label: string;
  grid: readonly [number, number];
}

/** Power Centers, Barracks and Precincts give cover (B55); Embassies and districts do not. */
const COVER_KINDS: ReadonlySet<AreaKind> = new Set(['power-center', 'barracks', 'precinct']);

const area = (id: string, name: string, kind: AreaKind, label: string, grid: [number, number], extra: { coastal?: boolean; home?: string } = {}): Area =>
  ({ id, name, kind, coastal: extra.coastal ?? false, cover: COVER_KINDS.has(kind), ...(extra.home ? { home: extra.home } : {}), label, grid });

/** The 27 areas in map order (board-map.md's table: Power Centers first). */
export const AREAS: readonly Area[] = [
  area('palace', 'Presidential Palace', 'power-center', 'PALACE', [3, 3], { coastal: true }),
  area('parliament', 'Parliament', 'power-center', 'PARLIAMENT', [1, 3]),
  area('bank', 'Central Bank', 'power-center', 'BANK', [3, 2], { home: 'bank-guards' }),
  area('radio', 'Radio Station', 'power-center', 'RADIO', [3, 1]),
  area('railroad', 'Railroad Station', 'power-center', 'RAILROAD', [3, 6]),
  area('barracks-1', 'Barracks of the 1st Brigade', 'barracks', 'Barracks 1', [0, 2]),
  area('barracks-2', 'Barracks of the 2nd Brigade', 'barracks', 'Barracks 2', [4, 0]),
  area('barracks-3', 'Barracks of the 3rd Brigade', 'barracks', 'Barracks 3', [2, 6]),
  area('precinct-1', 'Police Precinct 1', 'precinct', 'Precinct 1', [0, 3]),
  area('precinct-2', 'Police Precinct 2', 'precinct', 'Precinct 2', [4, 1]),
  area('precinct-3', 'Police Precinct 3', 'precinct', 'Precinct 3', [2, 5]),
  area('precinct-4', 'Police Precinct 4', 'precinct', 'Precinct 4', [4, 6]),
  area('embassy-north', 'Northern Embassy', 'embassy', 'Embassy N', [3, 0]),
  area('embassy-west', 'Western Embassy', 'embassy', 'Embassy W', [1, 4]),
  area('embassy-east', 'Eastern Embassy', 'embassy', 'Embassy E', [4, 3]),
  area('plaza', 'Plaza', 'district', 'Plaza', [2, 3], { home: 'demonstrators' }),
  area('cathedral', 'Cathedral', 'district', 'Cathedral', [2, 2], { home: 'militia' }),
  area('university', 'University', 'district', 'University', [1, 2], { home: 'students' }),
  area('heights', 'The Heights', 'district', 'Heights', [2, 1], { home: 'hdl' }),
  area('slums', 'Slums', 'district', 'Slums', [0, 4], { home: 'rioters' }),
  area('industrial', 'Industrial Quarter', 'district', 'Industrial', [1, 5], { home: 'strikers' }),
  area('market', 'Market', 'district', 'Market', [2, 4]),
  area('old-town', 'Old Town', 'district', 'Old Town', [3, 4], { coastal: true }),
  area('docks', 'Docks', 'district', 'Docks', [4, 5], { coastal: true }),
  area('rail-yards', 'Rail Yards', 'district', 'Rail Yards', [3, 5], { coastal: true }),
  area('east-end', 'East End', 'district', 'East End', [4, 2]),
  area('north-end', 'North End', 'district', 'North End', [1, 1]),
];

/** The Harbor (the Marines, the Gunboat) and the Airfield (the Paratroops, the Airstrikes, the Helicopter). */
export const HARBOR: OffMapSpace = { id: 'harbor', name: 'Harbor', label: '~Harbor~', grid: [4, 4] };
export const AIRFIELD: OffMapSpace = { id: 'airfield', name: 'Airfield', label: '(Airfield)', grid: [0, 0] };

/**
 * The 48 land edges, each once (board-map.md's adjacency table lists each under both its areas).
 * Movement and retreats use only these; the Harbor and the Airfield are not part of the graph (B48).
 */
export const EDGES: readonly (readonly [string, string])[] = [
  ['palace', 'embassy-east'], ['palace', 'plaza'], ['palace', 'old-town'], ['palace', 'east-end'],
  ['parliament', 'embassy-west'], ['parliament', 'plaza'], ['parliament', 'cathedral'], ['parliament', 'university'], ['parliament', 'market'],
  ['bank', 'precinct-2'], ['bank', 'plaza'], ['bank', 'cathedral'], ['bank', 'east-end'],
  ['radio', 'precinct-2'], ['radio', 'embassy-north'], ['radio', 'heights'],
  ['railroad', 'precinct-3'], ['railroad', 'precinct-4'], ['railroad', 'rail-yards'],
  ['barracks-1', 'precinct-1'], ['barracks-1', 'university'], ['barracks-1', 'north-end'],
  ['barracks-2', 'precinct-2'], ['barracks-2', 'embassy-north'],
  ['barracks-3', 'industrial'], ['barracks-3', 'rail-yards'],
  ['precinct-1', 'university'], ['precinct-1', 'slums'],
  ['precinct-2', 'east-end'],
  ['precinct-3', 'industrial'], ['precinct-3', 'market'],
  ['precinct-4', 'docks'], ['precinct-4', 'rail-yards'],
  ['embassy-north', 'heights'],
  ['embassy-west', 'slums'],
  ['embassy-east', 'east-end'],
  ['plaza', 'cathedral'], ['plaza', 'market'], ['plaza', 'old-town'],
  ['cathedral', 'university'], ['cathedral', 'heights'],
  ['university', 'north-end'],
  ['heights', 'north-end'],
  ['slums', 'industrial'],
  ['industrial', 'market'],
  ['market', 'old-town'],
  ['old-town', 'docks'],
  ['docks', 'rail-yards'],
];

/** The areas the Harbor touches: the Marines land there and the Gunboat fires on them (B48, B54). */
export const COASTAL: readonly string[] = AREAS.filter((a) => a.coastal).map((a) => a.id);

/** Map order (B56, B71): the 27 areas as listed, then the Harbor (28), then the Airfield (29). */
export const MAP_ORDER: readonly string[] = [...AREAS.map((a) => a.id), HARBOR.id, AIRFIELD.id];

const INDEX = new Map(MAP_ORDER.map((id, i) => [id, i]));
const BY_ID = new Map(AREAS.map((a) => [a.id, a]));

/** The five Power Centers in map order: control of 3 decides a coup (B58). */
export const POWER_CENTERS: readonly string[] = AREAS.filter((a) => a.kind === 'power-center').map((a) => a.id);
/** No combat in an Embassy, no drop into one; a unit there lets its commander flee (B48, B53, B57). */
export const isEmbassy = (id: string): boolean => BY_ID.get(id)?.kind === 'embassy';

/** The area of an id; undefined for the Harbor, the Airfield or an unknown id. */
export const areaById = (id: string): Area | undefined => BY_ID.get(id);
export const isArea = (id: unknown): id is string => typeof id === 'string' && BY_ID.has(id);
/** Map order as a comparator (B56, B71); ids off the map order sort last. */
export const byMapOrder = (a: string, b: string): number => (INDEX.get(a) ?? MAP_ORDER.length) - (INDEX.get(b) ?? MAP_ORDER.length);

/** Each area's neighbours, in map order. */
export const NEIGHBOURS: ReadonlyMap<string, readonly string[]> = new Map(AREAS.map((a) => [
  a.id,
  EDGES.flatMap(([x, y]) => (x === a.id ? [y] : y === a.id ? [x] : [])).sort(byMapOrder),
]));

export const neighbours = (id: string): readonly string[] => NEIGHBOURS.get(id) ?? [];
export const adjacent = (a: string, b: string): boolean => neighbours(a).includes(b);

/** Single-area moves (B47) from one area to every other, breadth-first over the land edges. */
function distancesFrom(from: string): Map<string, number> {
  const found = new Map([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    for (const next of neighbours(queue[i])) {
      if (found.has(next)) continue;
      found.set(next, found.get(queue[i])! + 1);
      queue.push(next);
    }
  }
  return found;
}

/** DISTANCES[i][j]: the moves from the i-th area to the j-th, in map order (board-map.md's table). */
export const DISTANCES: readonly (readonly number[])[] = AREAS.map((a) => {
  const from = distancesFrom(a.id);
  return AREAS.map((b) => from.get(b.id) ?? Infinity);
});

/** The moves from one area to another; Infinity where no path joins them (never on this map). */
export const distance = (a: string, b: string): number => DISTANCES[INDEX.get(a) ?? -1]?.[INDEX.get(b) ?? -1] ?? Infinity;
