// The tests' twin of Ink's @alcalzone/ansi-tokenize (test/support/ansi-tokenize.ts, each line styled
// once): every line Ink composes comes out as the real package makes it, styled or plain.
import * as real from '../../node_modules/@alcalzone/ansi-tokenize/build/index.js';
import * as twin from '../support/ansi-tokenize.js';

const ESC = '\x1b';
const LINES = [
  '',
  'plain text, no style at all',
  `${ESC}[1mbold${ESC}[22m then plain`,
  `${ESC}[31mred ${ESC}[1mred and bold${ESC}[22m red${ESC}[39m`,
  `${ESC}[2m${ESC}[1mdim and bold${ESC}[22m none`,
  `${ESC}[7m inverse to the end`,
  `${ESC}[38;2;10;20;30mtrue colour${ESC}[39m ${ESC}[48;5;12mon blue${ESC}[49m`,
  `${ESC}]8;;https://example.com${ESC}\\a link${ESC}]8;;${ESC}\\ after`,
  '山田太郎 and 김민준, wide',
  `${ESC}[4m下線${ESC}[24m・${ESC}[3m斜体${ESC}[23m`,
];

/** Ink's way with a line: its characters styled, then written back. */
const compose = (lib: typeof real, line: string) => lib.styledCharsToString(lib.styledCharsFromTokens(lib.tokenize(line)));

test.each(LINES.map((line) => [JSON.stringify(line), line]))('the line %s comes out as the real package writes it', (_shown, line) => {
  expect(twin.tokenize(line)).toEqual(real.tokenize(line));
  expect(twin.styledCharsFromTokens(twin.tokenize(line))).toEqual(real.styledCharsFromTokens(real.tokenize(line)));
  expect(compose(twin as typeof real, line)).toBe(compose(real, line));
});

test('characters of different lines joined into one row are written as the real package writes them', () => {
  const row = LINES.flatMap((line) => twin.styledCharsFromTokens(twin.tokenize(line)));
  expect(twin.styledCharsToString(row)).toBe(real.styledCharsToString(row));
});

test('a line styled again is the same characters, which no one may change', () => {
  const line = `${ESC}[32mgreen${ESC}[39m`;
  const first = twin.styledCharsFromTokens(twin.tokenize(line));
  expect(twin.styledCharsFromTokens(twin.tokenize(line))).toBe(first);
  expect(Object.isFrozen(first) && first.every((c) => Object.isFrozen(c))).toBe(true);
});
