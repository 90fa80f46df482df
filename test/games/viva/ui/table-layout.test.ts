// Viva's public table at 80×24 (table-layout.tsx) in bot games of three players, Basic and Expert,
// and of five, Basic and Expert, with 24-column names (some CJK); a hostile name reaches the table only
// as an escape.
import stringWidth from 'string-width';
import { NAMES } from './bot-game.js';
import { tableFrame, tableLayoutTests } from './table-layout.js';

const games = tableLayoutTests([
  ['three-basic-random', 3, 'basic', 'random'],
  ['three-expert-heuristic', 3, 'expert', 'heuristic'],
  ['five-basic-heuristic', 5, 'basic', 'heuristic'],
  ['five-expert-random', 5, 'expert', 'random'],
  ['five-expert-heuristic', 5, 'expert', 'heuristic'],
]);

test('the names are 24 columns wide, two of them CJK', () => {
  expect(NAMES.map((n) => stringWidth(n))).toEqual([24, 24, 24, 24, 24]);
});

test('a name with a control character reaches the table only as an escape', () => {
  const { moments } = games.get('three-basic-random')!;
  const hostile = ['A\x1b]0;pwned\x07', ...NAMES.slice(1, 3)];
  const frame = tableFrame(moments[5].state, hostile);
  expect(frame).toContain('A\\x1b]0;pwned\\x07');
  expect(frame.includes('\x1b]0;')).toBe(false);
});
