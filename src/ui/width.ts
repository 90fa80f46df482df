// Terminal columns on the screens: names and events may hold wide (CJK) and emoji characters, so
// text is measured, wrapped, cut and padded by display width – with the session's helpers.
import { columns } from '../text/width.js';
import { wrapWords } from '../text/wrap.js';

// The session's helpers, by their own names (cut: with "…"); `columns` is columnsOf here, since the
// screens' props and shell sizes already use `columns` for a width.
export { columns as columnsOf, cut, padEnd, padStart } from '../text/width.js';

/** Word wrap by display width. */
export const wrap = (line: string, width: number): string[] => wrapWords(line, width, columns);

/** Wraps every line of `lines`, keeping a leading indent on the lines it continues. */
export function wrapAll(lines: readonly string[], width: number): string[] {
  return lines.flatMap((line) => {
    const indent = /^\s*/.exec(line)![0];
    if (line.trim() === '') return [''];
    return wrap(line, width - indent.length).map((l) => indent + l);
  });
}
