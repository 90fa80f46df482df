// What a frame must be on an 80×24 terminal: at most 23 rows (the last row is the cursor's), no
// line wider than the terminal, and no list item cut without a "more" mark.
import stringWidth from 'string-width';

export function frameProblems(frame: string, rows = 23, columns = 80): string[] {
  const lines = frame.replace(/\n$/, '').split('\n');
  const found: string[] = [];
  if (lines.length > rows) found.push(`${lines.length} rows:\n${frame}`);
  for (const line of lines) {
    if (stringWidth(line) > columns) found.push(`wider than ${columns}: ${line}`);
    if (line.endsWith('…') && !line.endsWith('more…')) found.push(`cut without a mark: ${line}`);
  }
  return found;
}
