// The old autosave.json and autosave.previous.json become saves of their own; one that is not a
// record is moved in under its own name, to be reported and kept; a folder that cannot be written
// leaves them where they are, to be tried again.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { createGame, playRandomGame, RECORD_FORMAT } from '../../../src/games/las-cartas/rules/index.js';
import { games as registry } from '../../../src/games/index.js';
import { readEnvelope } from '../../../src/session/saves/envelope.js';
import { migrateOldSaves } from '../../../src/session/saves/migration.js';

const record = { format: RECORD_FORMAT, seed: 'old', actions: [], players: ['Ana', 'Bo', 'Cy'].map((name) => ({ name, bot: 'random' })) };
const MTIME = Date.parse('2024-03-05T06:07:08Z');

function stateWith(files: Record<string, string>): string {
  const state = mkdtempSync(join(tmpdir(), 'junta-migrate-'));
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(state, name), text);
    utimesSync(join(state, name), MTIME / 1000, MTIME / 1000);
  }
  return state;
}

test('a readable autosave.json becomes a local save dated by its file; an unreadable one is moved in as it is', async () => {
  const state = stateWith({ 'autosave.json': JSON.stringify(record), 'autosave.previous.json': 'garbage' });
  const games = join(state, 'games');
  expect(await migrateOldSaves(state, games, registry)).toBe(true);
  expect(existsSync(join(state, 'autosave.json'))).toBe(false);
  expect(existsSync(join(state, 'autosave.previous.json'))).toBe(false);
  const files = readdirSync(games).sort();
  expect(files).toHaveLength(2);
  expect(files[0]).toMatch(/^20240305-060708-[0-9a-f]{4}\.json$/);
  expect(files[1]).toMatch(/^autosave\.previous-20240305-060708-[0-9a-f]{4}\.json$/);
  const envelope = await readEnvelope(join(games, files[0]), registry);
  expect(envelope).toMatchObject({ id: files[0].replace('.json', ''), mode: 'local', created: '2024-03-05T06:07:08.000Z', updated: '2024-03-05T06:07:08.000Z', finished: false });
  expect(envelope.record.seed).toBe('old');
});

test('an old autosave.json of a game that had ended becomes a finished save (R7), replayed by the game its record names', async () => {
  const start = createGame({ seed: 'old', players: record.players.map((p) => p.name) });
  const ended = playRandomGame(start, seedrandom('old'));
  expect(ended.state.phase).toBe('ended');
  const state = stateWith({ 'autosave.json': JSON.stringify({ ...record, actions: ended.actions }) });
  const games = join(state, 'games');
  expect(await migrateOldSaves(state, games, registry)).toBe(true);
  const files = readdirSync(games);
  expect(files).toHaveLength(1);
  expect(await readEnvelope(join(games, files[0]), registry)).toMatchObject({ mode: 'local', finished: true });
});

test('with no old file nothing is done, not even the games folder made', async () => {
  const state = stateWith({});
  expect(await migrateOldSaves(state, join(state, 'games'), registry)).toBe(true);
  expect(existsSync(join(state, 'games'))).toBe(false);
});

test('when the games folder cannot be made, the old file stays and the move is to be tried again', async () => {
  const state = stateWith({ 'autosave.json': JSON.stringify(record) });
  writeFileSync(join(state, 'games'), 'a file where the folder should be');
  expect(await migrateOldSaves(state, join(state, 'games'), registry)).toBe(false);
  expect(existsSync(join(state, 'autosave.json'))).toBe(true);
  mkdirSync(join(state, 'elsewhere'));
  expect(await migrateOldSaves(state, join(state, 'elsewhere'), registry)).toBe(true);
  expect(existsSync(join(state, 'autosave.json'))).toBe(false);
});
