// What a frame must be on an 80×24 terminal: at most 23 rows (the last row is the cursor's), no
// line wider than the terminal, and no list item cut without a "more" mark.
import stringWidth from 'string-width';

/** Widths of lines already measured: consecutive frames repeat most of their lines (bounded, as lines differ from game to game). */
const widths = new Map<string, number>();
function width(line: string): number {
  let w = widths.get(line);
  if (w === undefined) {
    if (widths.size >= 20_000) widths.clear();
    w = stringWidth(line);
    widths.set(line, w);
  }
  return w;
}

export function frameProblems(frame: string, rows = 23, columns = 80): string[] {
  const lines = frame.replace(/\n$/, '').split('\n');
  const found: string[] = [];
  if (lines.length > rows) found.push(`${lines.length} rows:\n${frame}`);
  for (const line of lines) {
    if (width(line) > columns) found.push(`wider than ${columns}: ${line}`);
    if (line.endsWith('…') && !line.endsWith('more…')) found.push(`cut without a mark: ${line}`);
  }
  return found;
}
