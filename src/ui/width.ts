// Terminal columns on the screens: names and events may hold wide (CJK) and emoji characters, so
// text is measured, wrapped, cut and padded by display width – with the session's helpers.
import { columns, cut, padEnd, padStart as padStartCut } from '../session/width.js';
import { wrapWords } from '../session/wrap.js';

export const columnsOf = columns;

/** Cuts `text` to `width` columns, ending with "…" when something was cut. */
export const fit = (text: string, width: number): string => cut(text, width);

/** Pads (or cuts) `text` to exactly `width` columns. */
export const pad = (text: string, width: number): string => padEnd(text, width);

export const padStart = (text: string, width: number): string => padStartCut(text, width);

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
