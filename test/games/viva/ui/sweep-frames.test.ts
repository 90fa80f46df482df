// The layout sweep's checks (sweep-frames.ts) find what they are there to find: a frame that passes
// them, and the same frame with a 24th row, a line too wide, an item cut without a mark, a footer key
// parted between two lines, a window's digit parted from its name, a battle without its values, and
// a screen no pattern knows.
import { footerLines } from '../../../../src/ui/layout.js';
import { PROMISE_KEYS } from '../../../../src/games/viva/ui/widgets/PromiseBoard.js';
import { kindOf, sweepProblems } from './sweep-frames.js';

const NAMES = ['Anastasia-Maximiliana-XY', '山田太郎山田太郎山田太郎', 'Cleopatra-Philadelphia-Q'];
const FOOTER = footerLines([...PROMISE_KEYS, 'c card', 'r recap', 'l log', '? rules', 'q quit'], 80);
const PRIVATE = ['Round 1 · Promises · Presidente Cleopatra-Philadelphia-Q', 'Your Promises: ←→ gives a card to a Golpista or keeps it.', '› Bribery: ‹ you keep it ›', '  ↓ 3 more', ...FOOTER];
const WINDOW = [
  'Round 2 · Combat: battle at Estate 2', 'Battle at Estate 2: 山田太郎山田太郎山田太郎, the Presidente', 'Attack ? against Defense ?: not rolled yet',
  'Space: skip the pause · l: log · ?: rules · q: quit', 'Does anyone play a before-combat card?', `1 ${NAMES[0]}   2 ${NAMES[1]}`, `3 ${NAMES[2]}`,
  'Your number: play (a private screen for you alone; those listed before you pass)', 'Enter: all pass',
];
const frame = (lines: readonly string[]) => `${lines.join('\n')}\n`;
const problems = (lines: readonly string[]) => sweepProblems(frame(lines), NAMES);

test('a private screen and a window prompt that fit pass, each known for what it is', () => {
  expect(kindOf(frame(PRIVATE))).toBe('private');
  expect(problems(PRIVATE)).toEqual([]);
  expect(kindOf(frame(WINDOW))).toBe('window');
  expect(problems(WINDOW)).toEqual([]);
  expect(kindOf(frame(['', '  Pass to 山田太郎山田太郎山田太郎 – press Enter when only', '  山田太郎山田太郎山田太郎 can see']))).toBe('handoff');
});

test('each fault is found', () => {
  expect(problems([...Array.from({ length: 23 - PRIVATE.length + 1 }, () => 'x'), ...PRIVATE])).toEqual([expect.stringMatching(/^private: 24 rows/)]);
  expect(problems(['y'.repeat(81), ...PRIVATE])).toEqual([expect.stringMatching(/^private: wider than 80/)]);
  expect(problems(['Foreign Aid 1: ‹ to 2 山田…', ...PRIVATE])).toEqual([expect.stringMatching(/^private: cut without a mark/)]);
  const parted = [...PRIVATE.slice(0, -1), FOOTER.at(-1)!.replace(' · ? rules · q quit', ' · ? rules · q'), 'quit'];
  expect(problems(parted)).toEqual([expect.stringMatching(/^private: the key "q quit" is not whole/)]);
  const digit = [...WINDOW.slice(0, 5), `1 ${NAMES[0]}   2 ${NAMES[1]}   3`, NAMES[2], ...WINDOW.slice(7)];
  expect(problems(digit)).toEqual([expect.stringMatching(/^window: "3 Cleopatra-Philadelphia-Q" is not on one line/)]);
  expect(problems(WINDOW.filter((line) => !line.startsWith('Attack')))).toEqual([expect.stringMatching(/^window: a battle without its values/)]);
  expect(problems(['Something else'])).toEqual([expect.stringMatching(/^a frame of no known screen/)]);
});
