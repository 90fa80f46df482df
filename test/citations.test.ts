// What the project's own text cites: a comment, a test name, a message or a page of docs names the
// ruling (R1–R28, V1–V31) that decides a behaviour, or says the behaviour in words; never a tracker's
// number, which a reader of the code cannot look up and which outlives its meaning.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The project's own text: its sources, tests, benches, scripts and docs, and the README. */
const ROOTS = ['src', 'test', 'bench', 'scripts', 'docs', 'README.md'];

/**
 * A citation of a tracker's entry by number: the word for an entry (either case, one or several)
 * before a number, with or without "#", or a "#" and a number in parentheses. Built from parts, so
 * that this file's own source does not match it.
 */
const WORD = ['ss', 'ue'].join('');
const TRACKER = new RegExp([`[Ii]${WORD}s? #?[0-9]+`, `i${WORD} #`, '\\(#[0-9]+\\)'].join('|'));

function files(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

test('the pattern catches a tracker citation and nothing else', () => {
  const entry = (text: string) => text.replace('~', `iss${WORD.slice(2)}`).replace('^', `Iss${WORD.slice(2)}`);
  const cites = ['(~ 23: at a network table)', '^s 17 and 23', 'see ~ #22', 'fixed (#' + '33)'].map(entry);
  const words = ['a play-or-pass window (V30, R15)', 'the issue of Money', 'issued 3 cards', 'card #5'];
  expect(cites.filter((line) => !TRACKER.test(line))).toEqual([]);
  expect(words.filter((line) => TRACKER.test(line))).toEqual([]);
});

test('no comment, test name, message or doc cites a tracker entry by number: each names its ruling or its behaviour', () => {
  const found = ROOTS.flatMap(files).flatMap((file) =>
    readFileSync(file, 'utf8').split('\n').flatMap((line, i) => (TRACKER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});
