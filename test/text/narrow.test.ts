// The program's width of narrow text (src/text/narrow.ts), which its bundle measures without
// string-width's tables: every string-width the bundle stands in for (dist/app/meta.json, from
// `npm run build`, done by pretest) measures each narrow character, and any text of them, the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { NARROW_CHARACTERS, NarrowSegmenter, narrowColumns } from '../../src/text/narrow.js';

type StringWidth = (text: string, options?: object) => number;

const meta = JSON.parse(readFileSync(join(process.cwd(), 'dist', 'app', 'meta.json'), 'utf8')) as { inputs: Record<string, unknown> };
/** The string-width modules whose imports the bundle serves through the narrow count. */
const stoodIn = Object.keys(meta.inputs).filter((i) => i.startsWith('lazy-string-width:')).map((i) => i.slice('lazy-string-width:'.length));

/** Each of them, loaded one after the other (jest's module loader links one import at a time). */
async function widths(): Promise<[string, StringWidth][]> {
  const loaded: [string, StringWidth][] = [];
  for (const path of stoodIn) loaded.push([path, (await import(pathToFileURL(join(process.cwd(), path)).href)).default as StringWidth]);
  return loaded;
}

const oneCharacter = new RegExp(`^[${NARROW_CHARACTERS}]$`);
const narrowCharacters: string[] = [];
for (let code = 0; code <= 0xffff; code++) if (oneCharacter.test(String.fromCharCode(code))) narrowCharacters.push(String.fromCharCode(code));

test("the bundle stands in for Ink's string-width and wrap-ansi's own", () => {
  expect(stoodIn).toEqual(expect.arrayContaining(['node_modules/string-width/index.js', 'node_modules/wrap-ansi/node_modules/string-width/index.js']));
});

test('each narrow character is one column in every string-width, and a grapheme of its own beside any other', async () => {
  const graphemes = new Intl.Segmenter();
  const wrong: string[] = [];
  for (const [path, stringWidth] of await widths()) {
    for (const c of narrowCharacters) {
      if (stringWidth(c) !== 1) wrong.push(`${path}: U+${c.charCodeAt(0).toString(16)} is ${stringWidth(c)} columns`);
    }
  }
  // A character that joins no neighbour (no mark, joiner, Hangul jamo or regional indicator) breaks from each side and from itself.
  for (const c of narrowCharacters) if ([...graphemes.segment(`a${c}${c}a`)].length !== 4) wrong.push(`U+${c.charCodeAt(0).toString(16)} joins a neighbour`);
  expect(narrowCharacters.length).toBeGreaterThan(1000);
  expect(wrong).toEqual([]);
});

test('text of narrow characters is as wide as string-width says; any other text is left to string-width', async () => {
  const all = await widths();
  const text = fc.array(fc.constantFrom(...narrowCharacters), { maxLength: 40 }).map((cs) => cs.join(''));
  for (const sample of fc.sample(text, { seed: 20261204, numRuns: 500 })) {
    for (const [, stringWidth] of all) expect(narrowColumns(sample)).toBe(stringWidth(sample));
  }
  expect(narrowColumns('› Ana · 3 – ←→ ✓ …')).toBe(18);
  for (const other of ['Ａna', 'e\u0301', '👩\u200d💻', '\x1b[1mAna', '©', '\t', '한']) expect(narrowColumns(other)).toBeUndefined();
});

test("the bundle's segmenter splits text into graphemes as Intl's does, narrow or not", () => {
  const intl = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const narrow = new NarrowSegmenter(undefined, { granularity: 'grapheme' });
  const pieces = [...narrowCharacters, '\x1b', '[', '\x07', '\n', '\r', '\r\n', 'e\u0301', '👩\u200d💻', '한', 'Ａ', '🇪🇸', '\u200d'];
  const text = fc.array(fc.constantFrom(...pieces), { maxLength: 30 }).map((ps) => ps.join(''));
  const plain = (segments: Iterable<Intl.SegmentData>) => [...segments].map(({ segment, index, input }) => ({ segment, index, input }));
  for (const sample of [...fc.sample(text, { seed: 20261204, numRuns: 400 }), '\x1b[1m› Ana\x1b[22m · 3', '']) {
    expect(plain(narrow.segment(sample))).toEqual(plain(intl.segment(sample)));
    for (let i = -1; i <= sample.length; i++) {
      const mine = narrow.segment(sample).containing(i);
      const theirs = intl.segment(sample).containing(i);
      expect(mine && { segment: mine.segment, index: mine.index }).toEqual(theirs && { segment: theirs.segment, index: theirs.index });
    }
  }
  expect(new NarrowSegmenter().resolvedOptions().granularity).toBe('grapheme');
  expect(plain(new NarrowSegmenter(undefined, { granularity: 'word' }).segment('Ana Bo')).map((s) => s.segment)).toEqual(['Ana', ' ', 'Bo']);
});
