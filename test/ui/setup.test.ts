// The setup screen of `junta play` without options.
import { createElement } from 'react';
import type { GameRecord } from '../../src/games/las-cartas/rules/index.js';
import { defaultGame, games } from '../../src/games/index.js';
import { vivaText } from '../../src/games/viva/content/text.js';
import type { GameInfo } from '../../src/core/game.js';
import type { GameMode } from '../../src/session/saves.js';
import type { SessionRecord } from '../../src/session/runner.js';
import type { TableSettings } from '../../src/session/table-settings.js';
import type { NewRecord } from '../../src/session/plan.js';
import { quickStartOf, SetupForm, savedEntry, type Listing, type SavedGame, type SetupChoice } from '../../src/ui/setup.js';
import { lasCartasText } from '../../src/games/las-cartas/text.js';
import { makeTheme } from '../../src/ui/theme.js';
import { tick } from '../support/wait.js';
import { renderTty } from './tty.js';

const UP = '\x1b[A';
const DOWN = '\x1b[B';
const RIGHT = '\x1b[C';
const LEFT = '\x1b[D';
const BACKSPACE = '\x7f';

const QUICK = quickStartOf(lasCartasText);

/** The form over `game` (and after it in the game row, `others`), `saved` and `broken` being that game's listing (`listings` any others'). */
function renderSetup(saved: SavedGame[] = [], broken: string[] = [], game: GameInfo = defaultGame, others: SetupChoice[] = [], listings: [string, Listing][] = []) {
  // A new game's record, or a saved one's (it has no seedGenerated).
  const done: (NewRecord | null)[] = [];
  const ids: (string | null)[] = [];
  const app = renderTty(createElement(SetupForm, {
    games: [{ game, quickStart: QUICK }, ...others], listings: new Map([[game.id, { saved, broken }], ...listings]),
    theme: makeTheme({ NO_COLOR: '1' }), onDone: (r: SessionRecord | null, id: string | null) => (done.push(r as NewRecord | null), ids.push(id)),
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

/** A resumable save as the store lists it. */
function stored(id: string, mode: GameMode, updated: string, round: number, seed = 's', table?: TableSettings, format = 'junta-las-cartas/1') {
  const record = { format, seed, players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], actions: [] } as GameRecord;
  return { id, mode, created: updated, updated, finished: false, record, path: `/s/${id}.json`, openBy: null, round, ...(table ? { table } : {}) };
}
const TABLE: TableSettings = { port: 7400, bind: null, sshPort: 2300, spectators: false, holdMs: 5000, seat: 0, tls: null };

test('setup: unfinished saved games are offered first, unreadable saves are named', async () => {
  const a = savedEntry(stored('20250101-120000-aaaa', 'local', '2025-01-01T12:00:00.000Z', 2));
  const b = savedEntry(stored('20250101-110000-bbbb', 'local', '2025-01-01T11:00:00.000Z', 1, 't'));
  const { app, done, ids, press } = renderSetup([a, b], ['Cannot read the saved game broken.json (kept as it is): not valid JSON']);
  await tick();
  expect(app.lastFrame()).toContain('› Resume the local game (round 2, Ana, Bo, Cy)\n     last played 2025-01-01 12:00 UTC');
  expect(app.lastFrame()).toContain('  Resume the local game (round 1, Ana, Bo, Cy)\n     last played 2025-01-01 11:00 UTC');
  expect(app.lastFrame()).toContain('Cannot read the saved game broken.json');
  await press(DOWN, '\r');
  expect(done).toEqual([b.record]);
  expect(ids).toEqual(['20250101-110000-bbbb']);
  app.unmount();
});

test('setup: saved games at the same round with the same players say what they are – local, tutorial, hosted with its ports – and when last played', async () => {
  const entries = [
    savedEntry(stored('20250101-120000-aaaa', 'hosted', '2025-01-01T12:00:00.000Z', 2, 's', TABLE)),
    savedEntry(stored('20250101-110000-bbbb', 'local', '2025-01-01T11:00:00.000Z', 2)),
    savedEntry(stored('20250101-100000-cccc', 'tutorial', '2025-01-01T10:00:00.000Z', 2)),
  ];
  const { app, press } = renderSetup(entries);
  await tick();
  await press(DOWN, DOWN, DOWN);
  const frame = app.lastFrame()!;
  expect(frame).toContain('Reopen the hosted table (round 2, Ana, Bo, Cy)\n     on port 7400 and SSH port 2300, last played 2025-01-01 12:00 UTC');
  expect(frame).toContain('Resume the local game (round 2, Ana, Bo, Cy)\n     last played 2025-01-01 11:00 UTC');
  expect(frame).toContain('Resume the tutorial (round 2, Ana, Bo, Cy)\n     last played 2025-01-01 10:00 UTC');
  expect(savedEntry(stored('20250101-090000-dddd', 'hosted', '2025-01-01T09:00:00.000Z', 0)).detail).toBe('on the default port, last played 2025-01-01 09:00 UTC');
  // A save's time is untrusted text: sanitized.
  expect(savedEntry(stored('20250101-080000-eeee', 'local', '2025\x1b[2J-01-01T08:00', 1)).detail).toBe('last played 2025\\x1b[2J-01-01 0 UTC');
  app.unmount();
});

test('setup: a hosted table asks before it opens its ports; n goes back, y opens it', async () => {
  const hosted = savedEntry(stored('20250101-120000-aaaa', 'hosted', '2025-01-01T12:00:00.000Z', 2, 's', TABLE));
  const { app, done, ids, press } = renderSetup([hosted]);
  await tick();
  await press('\r');
  expect(done).toHaveLength(0);
  expect(app.lastFrame()).toContain('This opens port 7400 and SSH port 2300 to the network again;');
  expect(app.lastFrame()).toContain('Open it? Enter or y: open · n or Esc: back');
  await press('n');
  expect(done).toHaveLength(0);
  expect(app.lastFrame()).not.toContain('Open it?');
  await press('\r', 'y');
  expect(done).toEqual([hosted.record]);
  expect(ids).toEqual(['20250101-120000-aaaa']);
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

test("setup: a new game is the module's – its title, how many may play, its options by their values – and the record is of its format", async () => {
  const toy: GameInfo = {
    ...defaultGame, id: 'toy', title: 'High Card', recordFormat: 'toy/1', players: { min: 2, max: 3, default: 2 },
    options: [{ key: 'rounds', flag: '--rounds', value: 'n', summary: 'rounds to play', default: '3', suggestions: ['3', '5'] }],
  };
  const { app, done, press } = renderSetup([], [], toy);
  await tick();
  expect(app.lastFrame()).toContain('High Card – new game');
  expect(app.lastFrame()).toContain('Players: 2');
  expect(app.lastFrame()).toContain('Rounds: 3');
  expect(app.lastFrame()).not.toContain('First President');
  // Not below the game's minimum; its option's values cycle, with no players' names among them.
  await press(LEFT, DOWN, DOWN, DOWN, RIGHT);
  expect(app.lastFrame()).toContain('Players: 2');
  expect(app.lastFrame()).toContain('Rounds: 5');
  await press(RIGHT);
  expect(app.lastFrame()).toContain('Rounds: 3');
  await press(LEFT, '\r');
  expect(done).toHaveLength(1);
  expect(done[0]).toMatchObject({ format: 'toy/1', players: [{ name: 'Ana' }, { name: 'Bo' }], options: { rounds: '5' }, actions: [], seedGenerated: true });
  app.unmount();
});

test("setup: Las Cartas' first President cycles vote, random and the players' names; a renamed President is refused", async () => {
  const { app, done, press } = renderSetup();
  await tick();
  // Players, four seats, then the first President.
  for (let i = 0; i < 5; i++) await press(DOWN);
  expect(app.lastFrame()).toContain('› First President: vote');
  await press(RIGHT, RIGHT, RIGHT);
  expect(app.lastFrame()).toContain('First President: Bo');
  await press(LEFT, LEFT, LEFT, LEFT);
  expect(app.lastFrame()).toContain('First President: Di');
  // Di (the seat above) is renamed: Enter names the choices instead of starting.
  await press(UP, BACKSPACE, 'o', '\r');
  expect(done).toHaveLength(0);
  expect(app.lastFrame()).toContain('--first-president takes vote, random or a player\'s name (Ana, Bo, Cy, Do), not\n');
  app.unmount();
});

/** Viva as the game row offers it beside Las Cartas: the registry's entry and its quick start. */
const VIVA: SetupChoice = { game: games.byId('viva')!, quickStart: quickStartOf(vivaText) };

test('setup: the first row chooses the game by its title; the rows below, the saves offered and the record follow it', async () => {
  expect(games.all().map((g) => g.id)).toEqual(['las-cartas', 'viva', 'board']);
  const cartas = savedEntry(stored('20250101-120000-aaaa', 'local', '2025-01-01T12:00:00.000Z', 2));
  const viva = savedEntry(stored('20250101-110000-bbbb', 'local', '2025-01-01T11:00:00.000Z', 3, 't', undefined, 'junta-viva/1'));
  const { app, done, press } = renderSetup([cartas], [], defaultGame, [VIVA], [['viva', { saved: [viva], broken: ['Cannot read the saved game v.json (kept as it is): not valid JSON'] }]]);
  await tick();
  // Las Cartas first, the cursor on the row under the game's (Enter resumes the latest save, as before).
  const lines = app.lastFrame()!.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  expect(lines.slice(0, 3)).toEqual(['Junta: Las Cartas – new game', 'Game: Junta: Las Cartas', '› Resume the local game (round 2, Ana, Bo, Cy)']);
  // Six players and a first President chosen, then the game changes: five at most, its own options at their defaults.
  await press(DOWN, RIGHT, RIGHT, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, RIGHT);
  expect(app.lastFrame()).toContain('Players: 6');
  expect(app.lastFrame()).toContain('› First President: random');
  for (let i = 0; i < 9; i++) await press(UP);
  expect(app.lastFrame()).toContain('› Game: Junta: Las Cartas');
  await press(RIGHT);
  let frame = app.lastFrame()!;
  expect(frame).toContain('Junta: Viva el Presidente! – new game');
  expect(frame).toContain('› Game: Junta: Viva el Presidente!');
  expect(frame).toContain('Players: 5');
  expect(frame).toContain('Variant: basic');
  expect(frame).toContain('First Presidente: roll');
  expect(frame).not.toContain('First President:');
  expect(frame).toContain('Resume the local game (round 3, Ana, Bo, Cy)');
  expect(frame).not.toContain('round 2');
  expect(frame).toContain('Cannot read the saved game v.json');
  // Back to Las Cartas: its options start again at their defaults; the count stays within both games' bounds.
  await press(LEFT);
  frame = app.lastFrame()!;
  expect(frame).toContain('First President: vote');
  expect(frame).toContain('Players: 5');
  expect(frame).not.toContain('v.json');
  // Viva again, the Expert variant, five players started from the game row.
  await press(RIGHT, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, DOWN, RIGHT);
  expect(app.lastFrame()).toContain('› Variant: expert');
  await press('\r');
  expect(done).toHaveLength(1);
  expect(done[0]).toMatchObject({
    format: 'junta-viva/1', options: { variant: 'expert', firstPresidente: 'roll' }, seedGenerated: true, actions: [],
    players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }, { name: 'Di', bot: 'heuristic' }, { name: 'Eva', bot: 'heuristic' }],
  });
  app.unmount();
});

test("setup: ? opens the chosen game's quick start (junta rules quickstart) and Esc goes back to the form with that game chosen", async () => {
  const { app, press } = renderSetup([], [], defaultGame, [VIVA]);
  await tick();
  await press(UP, RIGHT);
  const form = app.lastFrame();
  await press('?');
  const quick = vivaText.topics.find((t) => t.id === 'quickstart')!;
  expect(app.lastFrame()).toContain(quick.title);
  expect(app.lastFrame()).toContain('Goal: be first to 5 Victory Points');
  expect(app.lastFrame()).not.toContain('richest when the Money deck runs dry');
  await press('\x1b');
  await tick(40);
  expect(app.lastFrame()).toBe(form);
  await press(LEFT, '?');
  expect(app.lastFrame()).toContain('richest when the Money deck runs dry');
  app.unmount();
});
