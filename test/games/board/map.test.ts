// The city of junta's edition as board-map.md draws it (B46): 27 areas and 48 land edges, one
// connected graph, every area's kind, coast, cover and home as the document says, the distances of
// its table computed from the edges, map order (B56, B71) and the 80-column sketch drawn from the data.
// The document's tables are copied below as printed: the shipped data must agree with them.
import { AIRFIELD, AREAS, COASTAL, DISTANCES, EDGES, HARBOR, MAP_ORDER, POWER_CENTERS, adjacent, byMapOrder, distance, isEmbassy, neighbours } from '../../../src/games/board/content/map.js';
import { EMBASSIES } from '../../../src/games/board/content/box.js';
import { SKETCH_WIDTH, sketchLines } from '../../../src/games/board/content/map-sketch.js';
import { UNITS, startOf } from '../../../src/games/board/content/units.js';

/** board-map.md's table of areas, as printed: #, id, name, kind, coastal, start, home of, label, grid. */
const DOCUMENT_AREAS = `
| 1 | palace | Presidential Palace | Power Center | yes | 4 Palace Guard | – | PALACE | 3,3 |
| 2 | parliament | Parliament | Power Center | no | – | – | PARLIAMENT | 1,3 |
| 3 | bank | Central Bank | Power Center | no | – | Bank Guards (2) | BANK | 3,2 |
| 4 | radio | Radio Station | Power Center | no | – | – | RADIO | 3,1 |
| 5 | railroad | Railroad Station | Power Center | no | – | – | RAILROAD | 3,6 |
| 6 | barracks-1 | Barracks of the 1st Brigade | Barracks | no | 6 Army (1st Brigade) | – | Barracks 1 | 0,2 |
| 7 | barracks-2 | Barracks of the 2nd Brigade | Barracks | no | 6 Army (2nd Brigade) | – | Barracks 2 | 4,0 |
| 8 | barracks-3 | Barracks of the 3rd Brigade | Barracks | no | 6 Army (3rd Brigade) | – | Barracks 3 | 2,6 |
| 9 | precinct-1 | Police Precinct 1 | Precinct | no | 1 Police | – | Precinct 1 | 0,3 |
| 10 | precinct-2 | Police Precinct 2 | Precinct | no | 1 Police | – | Precinct 2 | 4,1 |
| 11 | precinct-3 | Police Precinct 3 | Precinct | no | 1 Police | – | Precinct 3 | 2,5 |
| 12 | precinct-4 | Police Precinct 4 | Precinct | no | 1 Police | – | Precinct 4 | 4,6 |
| 13 | embassy-north | Northern Embassy | Embassy | no | – | – | Embassy N | 3,0 |
| 14 | embassy-west | Western Embassy | Embassy | no | – | – | Embassy W | 1,4 |
| 15 | embassy-east | Eastern Embassy | Embassy | no | – | – | Embassy E | 4,3 |
| 16 | plaza | Plaza | district | no | – | Demonstrators (4) | Plaza | 2,3 |
| 17 | cathedral | Cathedral | district | no | – | Christian Militia (3) | Cathedral | 2,2 |
| 18 | university | University | district | no | – | Students (3) | University | 1,2 |
| 19 | heights | The Heights | district | no | – | Home Defense League (3) | Heights | 2,1 |
| 20 | slums | Slums | district | no | – | Rioters (3) | Slums | 0,4 |
| 21 | industrial | Industrial Quarter | district | no | – | Strikers (3) | Industrial | 1,5 |
| 22 | market | Market | district | no | – | – | Market | 2,4 |
| 23 | old-town | Old Town | district | yes | – | – | Old Town | 3,4 |
| 24 | docks | Docks | district | yes | – | – | Docks | 4,5 |
| 25 | rail-yards | Rail Yards | district | yes | – | – | Rail Yards | 3,5 |
| 26 | east-end | East End | district | no | – | – | East End | 4,2 |
| 27 | north-end | North End | district | no | – | – | North End | 1,1 |
`;

/** board-map.md's distance table, as printed. */
const DOCUMENT_DISTANCES = `
                   1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27
 1 palace          0  2  2  3  4  4  3  4  4  2  3  3  4  3  1  1  2  3  3  4  3  2  1  2  3  1  4
 2 parliament      2  0  2  3  3  2  4  3  2  3  2  4  3  1  3  1  1  1  2  2  2  1  2  3  4  3  2
 3 bank            2  2  0  2  4  3  2  4  3  1  3  4  3  3  2  1  1  2  2  4  3  2  2  3  4  1  3
 4 radio           3  3  2  0  6  3  2  6  4  1  5  6  1  4  3  3  2  3  1  5  5  4  4  5  6  2  2
 5 railroad        4  3  4  6  0  5  6  2  4  5  1  1  6  4  5  3  4  4  5  3  2  2  3  2  1  5  5
 6 barracks-1      4  2  3  3  5  0  4  4  1  4  4  6  3  3  5  3  2  1  2  2  3  3  4  5  5  4  1
 7 barracks-2      3  4  2  2  6  4  0  6  5  1  5  6  1  5  3  3  3  4  2  6  5  4  4  5  6  2  3
 8 barracks-3      4  3  4  6  2  4  6  0  3  5  2  2  6  3  5  3  4  4  5  2  1  2  3  2  1  5  5
 9 precinct-1      4  2  3  4  4  1  5  3  0  4  3  5  4  2  5  3  2  1  3  1  2  3  4  5  4  4  2
10 precinct-2      2  3  1  1  5  4  1  5  4  0  4  5  2  4  2  2  2  3  2  5  4  3  3  4  5  1  3
11 precinct-3      3  2  3  5  1  4  5  2  3  4  0  2  5  3  4  2  3  3  4  2  1  1  2  3  2  4  4
12 precinct-4      3  4  4  6  1  6  6  2  5  5  2  0  6  5  4  3  4  5  5  4  3  3  2  1  1  4  6
13 embassy-north   4  3  3  1  6  3  1  6  4  2  5  6  0  4  4  3  2  3  1  5  5  4  4  5  6  3  2
14 embassy-west    3  1  3  4  4  3  5  3  2  4  3  5  4  0  4  2  2  2  3  1  2  2  3  4  4  4  3
15 embassy-east    1  3  2  3  5  5  3  5  5  2  4  4  4  4  0  2  3  4  4  5  4  3  2  3  4  1  5
16 plaza           1  1  1  3  3  3  3  3  3  2  2  3  3  2  2  0  1  2  2  3  2  1  1  2  3  2  3
17 cathedral       2  1  1  2  4  2  3  4  2  2  3  4  2  2  3  1  0  1  1  3  3  2  2  3  4  2  2
18 university      3  1  2  3  4  1  4  4  1  3  3  5  3  2  4  2  1  0  2  2  3  2  3  4  5  3  1
19 heights         3  2  2  1  5  2  2  5  3  2  4  5  1  3  4  2  1  2  0  4  4  3  3  4  5  3  1
20 slums           4  2  4  5  3  2  6  2  1  5  2  4  5  1  5  3  3  2  4  0  1  2  3  4  3  5  3
21 industrial      3  2  3  5  2  3  5  1  2  4  1  3  5  2  4  2  3  3  4  1  0  1  2  3  2  4  4
22 market          2  1  2  4  2  3  4  2  3  3  1  3  4  2  3  1  2  2  3  2  1  0  1  2  3  3  3
23 old-town        1  2  2  4  3  4  4  3  4  3  2  2  4  3  2  1  2  3  3  3  2  1  0  1  2  2  4
24 docks           2  3  3  5  2  5  5  2  5  4  3  1  5  4  3  2  3  4  4  4  3  2  1  0  1  3  5
25 rail-yards      3  4  4  6  1  5  6  1  4  5  2  1  6  4  4  3  4  5  5  3  2  3  2  1  0  4  6
26 east-end        1  3  1  2  5  4  2  5  4  1  4  4  3  4  1  2  2  3  3  5  4  3  2  3  4  0  4
27 north-end       4  2  3  2  5  1  3  5  2  3  4  6  2  3  5  3  2  1  1  3  4  3  4  5  6  4  0
max 6
`;

/** board-map.md's sketch for an 80-column screen, as printed. */
const DOCUMENT_SKETCH = String.raw`
(Airfield)            Barracks 1-Precinct 1-  Slums
                     /    |     /               |     \
           North End -University-PARLIAMENT-Embassy W  Industrial
               |          |     /    |     \          /    |     \
            Heights  -Cathedral -  Plaza   -  Market  -Precinct 3 Barracks 3
          /    |          |     /    |     \    |                X
Embassy N -  RADIO       BANK      PALACE  - Old Town  Rail Yards- RAILROAD
    |          |     /    |     /    |     \    |     X    |     \    |
Barracks 2-Precinct 2- East End -Embassy E   ~Harbor~ -  Docks   -Precinct 4
`;

/** board-map.md's adjacency table, as printed: area, degree, adjacent to. */
const DOCUMENT_ADJACENCY = `
| palace | 4 | embassy-east, plaza, old-town, east-end |
| parliament | 5 | embassy-west, plaza, cathedral, university, market |
| bank | 4 | precinct-2, plaza, cathedral, east-end |
| radio | 3 | precinct-2, embassy-north, heights |
| railroad | 3 | precinct-3, precinct-4, rail-yards |
| barracks-1 | 3 | precinct-1, university, north-end |
| barracks-2 | 2 | precinct-2, embassy-north |
| barracks-3 | 2 | industrial, rail-yards |
| precinct-1 | 3 | barracks-1, university, slums |
| precinct-2 | 4 | bank, radio, barracks-2, east-end |
| precinct-3 | 3 | railroad, industrial, market |
| precinct-4 | 3 | railroad, docks, rail-yards |
| embassy-north | 3 | radio, barracks-2, heights |
| embassy-west | 2 | parliament, slums |
| embassy-east | 2 | palace, east-end |
| plaza | 6 | palace, parliament, bank, cathedral, market, old-town |
| cathedral | 5 | parliament, bank, plaza, university, heights |
| university | 5 | parliament, barracks-1, precinct-1, cathedral, north-end |
| heights | 4 | radio, embassy-north, cathedral, north-end |
| slums | 3 | precinct-1, embassy-west, industrial |
| industrial | 4 | barracks-3, precinct-3, slums, market |
| market | 5 | parliament, precinct-3, plaza, industrial, old-town |
| old-town | 4 | palace, plaza, market, docks |
| docks | 3 | precinct-4, old-town, rail-yards |
| rail-yards | 4 | railroad, barracks-3, precinct-4, docks |
| east-end | 4 | palace, bank, precinct-2, embassy-east |
| north-end | 3 | barracks-1, university, heights |
`;

/** A copied block's lines, without the newlines that open and close the template. */
const printed = (block: string) => block.replace(/^\n|\n$/g, '').split('\n');
const cells = (line: string) => line.split('|').slice(1, -1).map((c) => c.trim());
const documentAreas = () => DOCUMENT_AREAS.trim().split('\n').map(cells);
const KINDS: Record<string, string> = { 'Power Center': 'power-center', Barracks: 'barracks', Precinct: 'precinct', Embassy: 'embassy', district: 'district' };
/** "Demonstrators (4)" → the unit kind whose counters a Coup Event places there. */
const HOME_KINDS: Record<string, string> = {
  'Bank Guards (2)': 'bank-guards', 'Demonstrators (4)': 'demonstrators', 'Christian Militia (3)': 'militia', 'Students (3)': 'students',
  'Home Defense League (3)': 'hdl', 'Rioters (3)': 'rioters', 'Strikers (3)': 'strikers',
};

describe('B46 the areas of the city', () => {
  test('B46 27 areas in the document\'s order, each with its id, name, kind, coast, label and grid cell', () => {
    expect(AREAS).toHaveLength(27);
    expect(AREAS.map((a) => [a.id, a.name, a.kind, a.coastal ? 'yes' : 'no', a.label, a.grid.join(',')]))
      .toEqual(documentAreas().map(([, id, name, kind, coastal, , , label, grid]) => [id, name, KINDS[kind], coastal, label, grid]));
  });

  test('B46 five Power Centers, three Barracks, four Precincts, three Embassies and twelve districts', () => {
    const count = (kind: string) => AREAS.filter((a) => a.kind === kind).length;
    expect(['power-center', 'barracks', 'precinct', 'embassy', 'district'].map(count)).toEqual([5, 3, 4, 3, 12]);
    expect(POWER_CENTERS).toEqual(['palace', 'parliament', 'bank', 'radio', 'railroad']);
    expect(AREAS.filter((a) => isEmbassy(a.id)).map((a) => a.id)).toEqual(['embassy-north', 'embassy-west', 'embassy-east']);
  });

  test('B24 the Embassies an exile may name are the map\'s three Embassies', () => {
    expect([...EMBASSIES].sort()).toEqual(AREAS.filter((a) => a.kind === 'embassy').map((a) => a.id).sort());
  });

  test('B55 Power Centers, Barracks and Precincts give cover; Embassies and districts do not', () => {
    for (const a of AREAS) expect([a.id, a.cover]).toEqual([a.id, ['power-center', 'barracks', 'precinct'].includes(a.kind)]);
  });

  test('B48 the Harbor touches the four coastal areas: the Palace, Old Town, the Docks and the Rail Yards', () => {
    expect(COASTAL).toEqual(['palace', 'old-town', 'docks', 'rail-yards']);
    expect([HARBOR.id, AIRFIELD.id]).toEqual(['harbor', 'airfield']);
  });

  test('B52 six districts and the Central Bank are the homes of the Coup Event units, as the document places them', () => {
    expect(AREAS.filter((a) => a.home).map((a) => [a.id, a.home]))
      .toEqual(documentAreas().filter((r) => r[6] !== '–').map((r) => [r[1], HOME_KINDS[r[6]]]));
  });

  test('B43 the units the content deploys at a coup\'s start are the document\'s start column, area by area', () => {
    // "6 Army (1st Brigade)", "1 Police", "4 Palace Guard": the document's words for a kind.
    const written = (name: string) => name.replace(/^Army, (\w+) Brigade$/, 'Army ($1 Brigade)');
    const ours = AREAS.flatMap((a) => {
      const there = UNITS.filter((u) => startOf(u.id) === a.id);
      return there.length === 0 ? [] : [[a.id, `${there.length} ${[...new Set(there.map((u) => written(u.kind.name)))].join(', ')}`]];
    });
    expect(ours).toEqual(documentAreas().filter((r) => r[5] !== '–').map((r) => [r[1], r[5]]));
  });
});

describe('B46 the land edges', () => {
  test('B46 48 edges, each listed once, no area joined to itself, every end an area of the map', () => {
    expect(EDGES).toHaveLength(48);
    const ids = new Set(AREAS.map((a) => a.id));
    const keys = EDGES.map(([a, b]) => [a, b].sort().join(' '));
    expect(new Set(keys).size).toBe(48);
    for (const [a, b] of EDGES) expect([a, b, a !== b, ids.has(a), ids.has(b)]).toEqual([a, b, true, true, true]);
  });

  test('B46 each area\'s neighbours and degree are the document\'s adjacency table (the authority), both ways', () => {
    const rows = DOCUMENT_ADJACENCY.trim().split('\n').map(cells);
    expect(rows.map(([id]) => id)).toEqual(AREAS.map((a) => a.id));
    for (const [id, degree, list] of rows) {
      const listed = list.split(', ');
      expect([id, neighbours(id).length, [...neighbours(id)].sort()]).toEqual([id, Number(degree), [...listed].sort()]);
      for (const other of listed) expect([id, other, adjacent(other, id)]).toEqual([id, other, true]);
    }
    const degrees = AREAS.map((a) => neighbours(a.id).length);
    expect([Math.min(...degrees), Math.max(...degrees)]).toEqual([2, 6]);
  });

  test('B48 the Harbor and the Airfield are no part of the graph', () => {
    expect(EDGES.flat().filter((id) => id === 'harbor' || id === 'airfield')).toEqual([]);
    expect([neighbours('harbor'), neighbours('airfield')]).toEqual([[], []]);
  });
});

describe('B47 distances', () => {
  test('B47 the graph is connected: every area reaches every other', () => {
    expect(DISTANCES.flat().every(Number.isFinite)).toBe(true);
  });

  test('B47 the distances computed from the edges are the document\'s table, the longest 6', () => {
    const [header, ...rows] = printed(DOCUMENT_DISTANCES);
    expect(header.trim().split(/\s+/).map(Number)).toEqual(AREAS.map((_, i) => i + 1));
    const table = rows.filter((r) => /^\s*\d+ /.test(r)).map((r) => r.trim().split(/\s+/));
    expect(table.map(([n, id]) => [Number(n), id])).toEqual(AREAS.map((a, i) => [i + 1, a.id]));
    expect(DISTANCES).toEqual(table.map((r) => r.slice(2).map(Number)));
    expect(rows.at(-1)).toBe(`max ${Math.max(...DISTANCES.flat())}`);
    expect(Math.max(...DISTANCES.flat())).toBe(6);
  });

  test('B47 each Brigade is two moves from "its" Power Center; the Palace Guard two from Parliament and the Bank', () => {
    expect([distance('barracks-1', 'parliament'), distance('barracks-2', 'bank'), distance('barracks-2', 'radio'), distance('barracks-3', 'railroad')]).toEqual([2, 2, 2, 2]);
    expect([distance('palace', 'parliament'), distance('palace', 'bank'), distance('palace', 'palace')]).toEqual([2, 2, 0]);
  });
});

describe('B56 B71 map order', () => {
  test('B71 map order is the 27 areas as listed, then the Harbor (28), then the Airfield (29)', () => {
    expect(MAP_ORDER).toEqual([...documentAreas().map((r) => r[1]), 'harbor', 'airfield']);
    expect(['airfield', 'north-end', 'harbor', 'palace', 'plaza'].sort(byMapOrder)).toEqual(['palace', 'plaza', 'north-end', 'harbor', 'airfield']);
  });

  test('B56 an area\'s neighbours are listed in map order', () => {
    for (const a of AREAS) expect([a.id, neighbours(a.id)]).toEqual([a.id, [...neighbours(a.id)].sort(byMapOrder)]);
  });
});

describe('the 80-column sketch', () => {
  test('drawn from the grid cells and the edges, it is the document\'s sketch: every edge and the Harbor\'s links, within 76 columns', () => {
    expect(sketchLines()).toEqual(printed(DOCUMENT_SKETCH).map((l) => l.trimEnd()));
    expect(SKETCH_WIDTH).toBe(76);
    expect(Math.max(...sketchLines().map((l) => l.length))).toBeLessThanOrEqual(SKETCH_WIDTH);
  });

  test('no two places share a grid cell, and every edge joins neighbouring cells', () => {
    const places = [...AREAS, HARBOR, AIRFIELD];
    expect(new Set(places.map((p) => p.grid.join(','))).size).toBe(29);
    const cell = new Map(places.map((p) => [p.id, p.grid]));
    for (const [a, b] of EDGES) {
      const [ra, ca] = cell.get(a)!;
      const [rb, cb] = cell.get(b)!;
      expect([a, b, Math.max(Math.abs(ra - rb), Math.abs(ca - cb))]).toEqual([a, b, 1]);
    }
  });
});
