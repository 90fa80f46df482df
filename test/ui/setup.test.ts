// The setup screen of `junta play` without options.
import { createElement } from 'react';
import type { GameRecord } from '../../src/engine/index.js';
import { SetupForm, type SavedGame } from '../../src/ui/setup.js';
import { makeTheme } from '../../src/ui/theme.js';
import { renderTty } from './tty.js';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
const DOWN = '\x1b[B';
const RIGHT = '\x1b[C';
const LEFT = '\x1b[D';
const BACKSPACE = '\x7f';

function renderSetup(saved: SavedGame[] = [], broken: string[] = []) {
  const done: (GameRecord | null)[] = [];
  const ids: (string | null)[] = [];
  const app = renderTty(createElement(SetupForm, {
    saved, broken, theme: makeTheme({ NO_COLOR: '1' }), onDone: (r: GameRecord | null, id: string | null) => (done.push(r), ids.push(id)),
  }));
  const press = async (...keys: string[]) => {
    for (const key of keys) await app.press(key);
  };
  return { app, done, ids, press };
}

test('setup: players, a renamed seat, bot kinds and a seed make the game record (Enter starts from any row)', async () => {
  const { app, done, press } = renderSetup();
  await tick();
  await press(LEFT);
  await press(DOWN, BACKSPACE, BACKSPACE, BACKSPACE, 'E', 'v', 'e');
  await press(DOWN, RIGHT);
  await press(DOWN, DOWN, DOWN, 'b', 'a', 'n', 'a', 'n', 'a');
  await press('\r');
  const [record] = done;
  expect(record?.players).toEqual([{ name: 'Eve' }, { name: 'Bo', bot: 'heuristic' }, { name: 'Cy', bot: 'heuristic' }]);
  expect(record?.seed).toBe('banana');
  expect(record?.seedGenerated).toBe(false);
  app.unmount();
});

test('setup: two players with one name are refused with a message, nothing starts', async () => {
  const { app, done, press } = renderSetup();
  await tick();
  await press(DOWN, DOWN, BACKSPACE, BACKSPACE, 'A', 'n', 'a');
  for (let i = 0; i < 6; i++) await press(DOWN);
  await press('\r');
  expect(done).toHaveLength(0);
  expect(app.lastFrame()).toContain('"Ana" appears twice');
  app.unmount();
});

test('setup: unfinished saved games are offered first, unreadable saves are named', async () => {
  const record = { format: 'junta-las-cartas/1', seed: 's', players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], actions: [] } as GameRecord;
  const other = { ...record, seed: 't' };
  const { app, done, ids, press } = renderSetup(
    [{ id: '20250101-120000-aaaa', record, summary: 'round 2, A, B, C' }, { id: '20250101-110000-bbbb', record: other, summary: 'round 1, A, B, C' }],
    ['Cannot read the saved game broken.json (kept as it is): not valid JSON'],
  );
  await tick();
  expect(app.lastFrame()).toContain('› Resume the saved game (round 2, A, B, C)');
  expect(app.lastFrame()).toContain('Resume the saved game (round 1, A, B, C)');
  expect(app.lastFrame()).toContain('Cannot read the saved game broken.json');
  await press(DOWN, '\r');
  expect(done).toEqual([other]);
  expect(ids).toEqual(['20250101-110000-bbbb']);
  app.unmount();
});

test.each([
  ['a name ending in a space', [BACKSPACE, BACKSPACE, BACKSPACE, 'A', ' '], 'Name 1: "A " starts or ends with a space'],
  ['a 25-column name', [BACKSPACE, BACKSPACE, BACKSPACE, ...'abcdefghijklmnopqrstuvwxy'], 'Name 1: "abcdefghijklmnopqrstuvwxy" is 25 columns wide'],
  ['two names that differ in case only', [BACKSPACE, BACKSPACE, BACKSPACE, 'b', 'o'], 'Name 2: "bo" and "Bo" are the same name'],
])('setup: %s is refused by the one name rule, nothing starts', async (_what, keys, message) => {
  const { app, done, press } = renderSetup();
  await tick();
  await press(DOWN, ...keys);
  for (let i = 0; i < 6; i++) await press(DOWN);
  await press('\r');
  expect(done).toHaveLength(0);
  expect(app.lastFrame()).toContain(message);
  app.unmount();
});

test('setup: * makes every seat human in one key, from any row, even the seed', async () => {
  const { app, done, press } = renderSetup();
  await tick();
  await press(DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, '*', '\r');
  const [record] = done;
  expect(record?.players).toEqual([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }]);
  expect(record?.seedGenerated).toBe(true);
  app.unmount();
});

test('setup: ? shows how to play, scrolls, and goes back to the form as it was', async () => {
  const { app, done, press } = renderSetup();
  await tick();
  await press(DOWN);
  const form = app.lastFrame();
  await press('?');
  expect(app.lastFrame()).toContain('Quick start');
  expect(app.lastFrame()).toMatch(/↓ \d+ more/);
  await press('\x1b[6~');
  expect(app.lastFrame()).toMatch(/↑ \d+ more/);
  await press('\x1b');
  await tick(40);
  expect(app.lastFrame()).toBe(form);
  expect(done).toHaveLength(0);
  app.unmount();
});
