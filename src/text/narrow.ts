// Text whose terminal width needs no tables: every character in it is one column wide and a grapheme
// of its own (ASCII, Latin, the punctuation, arrows, maths signs, box lines and ticks the screens
// draw), so its width is its length. string-width builds a grapheme segmenter and its emoji tables
// when it loads, which takes longer than drawing a whole first frame; the program's bundle measures
// such text here and loads string-width at the first text that needs it, and splits such text into
// graphemes for Ink without building Intl's segmenter (scripts/build.mjs).

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

/**
 * Characters each a grapheme of its own: the narrow ones, and the controls but CR (which joins a
 * following LF), such as the ESC of a colour code.
 */
const SINGLES = new RegExp(`^[${NARROW_CHARACTERS}\\u0000-\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$`);

/** The segments of a text whose every character is a grapheme of its own, as Intl.Segmenter gives them. */
class SingleSegments implements Iterable<Intl.SegmentData> {
  constructor(private readonly input: string) {}

  containing(index = 0): Intl.SegmentData | undefined {
    const at = Math.trunc(Number(index) || 0);
    return at >= 0 && at < this.input.length ? { segment: this.input[at]!, index: at, input: this.input } : undefined;
  }

  *[Symbol.iterator](): Iterator<Intl.SegmentData> {
    for (let index = 0; index < this.input.length; index++) yield { segment: this.input[index]!, index, input: this.input };
  }
}

/**
 * Intl.Segmenter as the bundle's packages get it (Ink's ansi-tokenize and slice-ansi split every
 * line of every frame into graphemes): text whose characters are each a grapheme of their own is
 * split here, and Intl's segmenter, whose rules take longer to load than a first frame to draw, is
 * built at the first text that needs it.
 */
export class NarrowSegmenter {
  private real: Intl.Segmenter | undefined;

  constructor(
    private readonly locales?: Intl.LocalesArgument,
    private readonly options?: Intl.SegmenterOptions,
  ) {}

  segment(input: string): Intl.Segments | SingleSegments {
    const text = String(input);
    if ((this.options?.granularity ?? 'grapheme') === 'grapheme' && SINGLES.test(text)) return new SingleSegments(text);
    return this.intl().segment(text);
  }

  resolvedOptions(): Intl.ResolvedSegmenterOptions {
    return this.intl().resolvedOptions();
  }

  private intl(): Intl.Segmenter {
    this.real ??= new Intl.Segmenter(this.locales, this.options);
    return this.real;
  }
}
