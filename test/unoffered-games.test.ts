// A game built but not yet offered (the registry file's unofferedGames; the board game until its Coup
// Game lands): no command plays, hosts, simulates, replays or looks it up, and no help lists it; a
// registry built with it (the bench's `--game ID`, a test's) reaches its module on first use.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameRegistry } from '../src/core/registry.js';
import { DEFAULT_GAME, games, unofferedGames } from '../src/games/index.js';
import { runCli } from './support/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'junta-unoffered-'));
const env = { XDG_STATE_HOME: dir };
const cli = (args: string[]) => runCli(args, { env });

test('the games built but not yet offered are none of the registered games: the board game among them', () => {
  expect(unofferedGames.map((g) => g.id)).toContain('board');
  for (const entry of unofferedGames) {
    expect(games.byId(entry.id)).toBeUndefined();
    expect(games.byFormat(entry.recordFormat)).toBeUndefined();
  }
});

test.each(unofferedGames.map((g) => [g.id]))('--game %s is refused by every command as a game junta does not know', async (id) => {
  for (const command of ['play', 'host', 'simulate', 'rules', 'cards', 'tutorial', 'replay', 'resume']) {
    const run = await cli([command, '--game', id]);
    expect([command, run.code]).toEqual([command, 2]);
    expect(run.stderr).toContain(`There is no game "${id}"`);
  }
});

test.each(unofferedGames.map((g) => [g.id, g.recordFormat]))('no help lists %s, and a record of its format %s is not replayed', async (id, format) => {
  for (const args of [['--help'], ['play', '--help'], ['rules']]) {
    const run = await cli(args);
    expect(run.stdout).not.toMatch(new RegExp(`\\b${id}\\b`));
  }
  const file = join(dir, `${id}.json`);
  writeFileSync(file, JSON.stringify({ format, seed: 's', players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })), actions: [] }));
  const run = await cli(['replay', file]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('must be the record format of a game junta knows');
});

test('a registry built with the games not yet offered reaches each one\'s module by its id and its record format', async () => {
  const all = new GameRegistry([...games.all(), ...unofferedGames], DEFAULT_GAME);
  for (const entry of unofferedGames) {
    expect(all.byFormat(entry.recordFormat)).toBe(entry);
    const module = await all.byId(entry.id)!.load();
    expect([module.id, module.recordFormat]).toEqual([entry.id, entry.recordFormat]);
  }
});
