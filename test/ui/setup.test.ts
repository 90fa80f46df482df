// The setup screen of `junta play` without options.
import { createElement } from 'react';
import type { GameRecord } from '../../src/engine/index.js';
import { SetupForm } from '../../src/ui/setup.js';
import { makeTheme } from '../../src/ui/theme.js';
import { renderTty } from './tty.js';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
const DOWN = '\x1b[B';
const RIGHT = '\x1b[C';
const LEFT = '\x1b[D';
const BACKSPACE = '\x7f';

function renderSetup(saved: { record: GameRecord; summary: string } | null = null) {
  const done: (GameRecord | null)[] = [];
  const app = renderTty(createElement(SetupForm, { saved, theme: makeTheme({ NO_COLOR: '1' }), onDone: (r: GameRecord | null) => done.push(r) }));
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      app.stdin.write(key);
      await tick();
    }
  };
  return { app, done, press };
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
  expect(app.lastFrame()).toContain('"Ana" twice');
  app.unmount();
});

test('setup: an unfinished saved game is offered first', async () => {
  const record = { format: 'junta-las-cartas/1', seed: 's', players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], actions: [] } as GameRecord;
  const { app, done, press } = renderSetup({ record, summary: 'round 2, A, B, C' });
  await tick();
  expect(app.lastFrame()).toContain('› Resume the saved game (round 2, A, B, C)');
  await press('\r');
  expect(done).toEqual([record]);
  app.unmount();
});
