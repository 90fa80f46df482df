// The one scroll window for every list and overlay: which items fit in the rows given, and how
// many are out of view above and below (each shown as an "↑ N more" / "↓ N more" line).

export interface ScrollWindow {
  start: number;
  end: number;
  above: number;
  below: number;
}

/** The window of `size` rows (marks included) starting as near `start` as the list allows. */
export function windowAt(total: number, size: number, start: number): ScrollWindow {
  const rows = Math.max(1, size);
  if (total <= rows) return { start: 0, end: total, above: 0, below: 0 };
  let first = Math.max(0, Math.min(start, total - 1));
  // Fewer than three rows: one item, its marks drawn beside it (see ScrollList).
  if (rows < 3) return { start: first, end: first + 1, above: first, below: total - first - 1 };
  for (;;) {
    let items = rows - (first > 0 ? 1 : 0);
    if (first + items < total) items -= 1;
    items = Math.max(1, items);
    const end = Math.min(total, first + items);
    // At the bottom, a window that ends early would leave rows empty: move up instead.
    if (end === total && first > 0) {
      const fuller = total - Math.max(1, rows - 1);
      if (fuller < first) {
        first = fuller;
        continue;
      }
    }
    return { start: first, end, above: first, below: total - end };
  }
}

/** The window that keeps `cursor` in view, centred when it can be. */
export function windowAround(total: number, size: number, cursor: number): ScrollWindow {
  let win = windowAt(total, size, cursor - Math.floor(size / 2));
  if (cursor < win.start) win = windowAt(total, size, cursor);
  while (cursor >= win.end && win.end < total) win = windowAt(total, size, win.start + 1);
  return win;
}

/**
 * The window that keeps `cursor` in view and, when the rows allow, `also` (the tutorial coach's
 * suggestion): the one nearest the cursor's own window that holds both.
 */
export function windowShowing(total: number, size: number, cursor: number, also: number | null): ScrollWindow {
  const own = windowAround(total, size, cursor);
  if (also === null || also < 0 || also >= total || (also >= own.start && also < own.end)) return own;
  const holds = (win: ScrollWindow) => cursor >= win.start && cursor < win.end && also >= win.start && also < win.end;
  for (let d = 1; d < total; d++) {
    const win = windowAt(total, size, also > cursor ? own.start + d : own.start - d);
    if (holds(win)) return win;
    if (win.start === 0 || win.end === total) break;
  }
  return own;
}

/** The last start worth scrolling to: the one whose window reaches the end. */
export function lastStart(total: number, size: number): number {
  return windowAt(total, size, total).start;
}

export function aboveMark(win: ScrollWindow): string | null {
  return win.above > 0 ? `↑ ${win.above} more` : null;
}

export function belowMark(win: ScrollWindow): string | null {
  return win.below > 0 ? `↓ ${win.below} more` : null;
}

/**
 * Where the keys that scroll a text move its first line: ↑↓ j/k a line, PgUp/PgDn (Space) a page,
 * Home/End (g/G) the ends. Null for any other key.
 */
export function scrollBy(key: { upArrow?: boolean; downArrow?: boolean; pageUp?: boolean; pageDown?: boolean; home?: boolean; end?: boolean }, input: string, start: number, total: number, size: number): number | null {
  const last = lastStart(total, size);
  const page = Math.max(1, size - 2);
  let next: number;
  if (key.upArrow || input === 'k') next = start - 1;
  else if (key.downArrow || input === 'j') next = start + 1;
  else if (key.pageUp) next = start - page;
  else if (key.pageDown || input === ' ') next = start + page;
  else if (key.home || input === 'g') next = 0;
  else if (key.end || input === 'G') next = last;
  else return null;
  return Math.max(0, Math.min(last, next));
}

/** Home and End on a list with a cursor: its first or its last item. Null for any other key, or an empty list. */
export function jumpTo(key: { home?: boolean; end?: boolean }, total: number): number | null {
  if (total === 0) return null;
  if (key.home) return 0;
  if (key.end) return total - 1;
  return null;
}
