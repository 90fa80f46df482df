// Text whose terminal width needs no tables: every character in it is one column wide and a grapheme
// of its own (ASCII, Latin, the punctuation, arrows, maths signs, box lines and ticks the screens
// draw), so its width is its length. string-width builds a grapheme segmenter and its emoji tables
// when it loads, which takes longer than drawing a whole first frame; the program's bundle measures
// such text here and loads string-width at the first text that needs it (scripts/build.mjs).

/**
 * The characters counted here, each one column in every string-width the bundle holds (Ink's, and
 * wrap-ansi's own) and never joined to its neighbour in a grapheme. Left out: the soft hyphen and
 * the characters an emoji table may draw two columns wide (©, ®, ‼, ⁉, ↔…↙, ↩, ↪, ▪, ▫, ▶, ◀, ◻…◾
 * and the dingbats outside the ranges below).
 */
export const NARROW_CHARACTERS =
  '\\u0020-\\u007e\\u00a0-\\u00a8\\u00aa-\\u00ac\\u00af-\\u024f' +
  '\\u2010-\\u2029\\u202f-\\u203b\\u203d-\\u2048\\u204a-\\u205e' +
  '\\u2190-\\u2193\\u219a-\\u21a8\\u21ab-\\u21ff\\u2200-\\u22ff' +
  '\\u2500-\\u257f\\u2580-\\u25a9\\u25ac-\\u25b5\\u25b7-\\u25bf\\u25c1-\\u25fa\\u25ff' +
  '\\u2713\\u2715\\u2717-\\u271c';

const NARROW = new RegExp(`^[${NARROW_CHARACTERS}]*$`);

/** The width of `text` in columns when every character is narrow (its length, as each is one unit), else undefined. */
export function narrowColumns(text: string): number | undefined {
  return NARROW.test(text) ? text.length : undefined;
}
