// The city's layout for an 80-column screen (board-map.md's "Layout"; B46): a grid of 5 rows and 7
// cells of 10 columns with a 1-column gap, labels centred, every land edge and the Harbor's four
// coastal links drawn between neighbouring cells (`-` in a row, `|` in a column, `/` `\` on a
// diagonal, `X` where both diagonals of a square are links). A screen builds on these lines.
import { AIRFIELD, AREAS, COASTAL, EDGES, HARBOR } from './map.js';

export const GRID = { rows: 5, columns: 7, cellWidth: 10, gap: 1 } as const;
/** 7 cells and 6 gaps: 76 columns. */
export const SKETCH_WIDTH = GRID.columns * GRID.cellWidth + (GRID.columns - 1) * GRID.gap;

type Cell = readonly [number, number];

/** Every place of the grid by id: the 27 areas, the Harbor and the Airfield. */
const CELLS = new Map<string, { label: string; grid: Cell }>([...AREAS, HARBOR, AIRFIELD].map((p) => [p.id, p]));

/** The links the sketch draws: the land edges and the Harbor's coastal links (the Airfield has none: a drop reaches anywhere). */
export const SKETCH_LINKS: readonly (readonly [string, string])[] = [...EDGES, ...COASTAL.map((id) => [HARBOR.id, id] as const)];

const cellStart = (column: number): number => column * (GRID.cellWidth + GRID.gap);
const centred = (label: string): string => `${' '.repeat(Math.floor((GRID.cellWidth - label.length) / 2))}${label}`;

/** Where a link is drawn: a row (its label line) or a connector line below a row, a column and a mark. */
function linkMark(a: Cell, b: Cell): { line: number; column: number; mark: string } {
  const [top, bottom] = a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]) ? [a, b] : [b, a];
  const rows = bottom[0] - top[0];
  const columns = bottom[1] - top[1];
  if (rows === 0 && columns === 1) return { line: 2 * top[0], column: cellStart(top[1]) + GRID.cellWidth, mark: '-' };
  if (rows === 1 && columns === 0) return { line: 2 * top[0] + 1, column: cellStart(top[1]) + 4, mark: '|' };
  if (rows === 1 && Math.abs(columns) === 1) {
    const left = Math.min(top[1], bottom[1]);
    return { line: 2 * top[0] + 1, column: cellStart(left) + GRID.cellWidth, mark: columns === 1 ? '\\' : '/' };
  }
  throw new Error(`the sketch cannot draw a link between cells ${a.join(',')} and ${b.join(',')}: they are not neighbours`);
}

/** The sketch's lines (trailing spaces trimmed): a label line per row and a connector line between rows. */
export function sketchLines(): string[] {
  const lines = Array.from({ length: 2 * GRID.rows - 1 }, () => Array.from({ length: SKETCH_WIDTH }, () => ' '));
  for (const { label, grid } of CELLS.values()) {
    [...centred(label)].forEach((ch, i) => { lines[2 * grid[0]][cellStart(grid[1]) + i] = ch; });
  }
  for (const [a, b] of SKETCH_LINKS) {
    const { line, column, mark } = linkMark(CELLS.get(a)!.grid, CELLS.get(b)!.grid);
    const there = lines[line][column];
    lines[line][column] = there === ' ' || there === mark ? mark : 'X';
  }
  return lines.map((l) => l.join('').trimEnd());
}
