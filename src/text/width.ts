// Outside text measured in terminal columns, as Ink measures it (string-width): pad and cut names
// and table cells so CJK and emoji line up, with a visible mark wherever something is cut.
import stringWidth from 'string-width';
import { measuredOnce } from './measured.js';
import { visible } from './sanitize.js';

/** The widest a player's name is shown; names entered today are at most this wide (input.ts). */
export const NAME_COLUMNS = 24;
export const CUT_MARK = '…';

/** Built on the first cut that needs it: Intl's segmenter takes longer to build than a first frame to draw. */
let graphemes: Intl.Segmenter | undefined;

/** A text's width in columns, each text measured once (measured.ts). */
export const columns: (text: string) => number = measuredOnce((text) => stringWidth(text), 20_000);

/** `text` cut to at most `width` columns, ending in `mark` when anything was cut; never splits a character. */
export function cut(text: string, width: number, mark = CUT_MARK): string {
  if (columns(text) <= width) return text;
  const room = Math.max(0, width - columns(mark));
  let out = '';
  let used = 0;
  graphemes ??= new Intl.Segmenter();
  for (const { segment } of graphemes.segment(text)) {
    const w = columns(segment);
    if (used + w > room) break;
    out += segment;
    used += w;
  }
  return out + mark;
}

/** `text` cut to `width` columns, then padded with spaces on the right to exactly `width`. */
export function padEnd(text: string, width: number, mark = CUT_MARK): string {
  const shownText = cut(text, width, mark);
  return shownText + ' '.repeat(Math.max(0, width - columns(shownText)));
}

/** `text` cut to `width` columns, then padded with spaces on the left to exactly `width`. */
export function padStart(text: string, width: number, mark = CUT_MARK): string {
  const shownText = cut(text, width, mark);
  return ' '.repeat(Math.max(0, width - columns(shownText))) + shownText;
}

/**
 * Outside text (a name, a seed, a path) as a screen or table shows it: sanitized, then cut to
 * `width` columns with a mark (names from older records may be up to 40 characters).
 */
export function shown(text: string, width = NAME_COLUMNS, mark = CUT_MARK): string {
  return cut(visible(text), width, mark);
}
