// A game built but not yet offered (the registry file's unofferedGames, none now that the board game
// is offered; the contract harness's toy game stands in for one): no command plays, hosts,
// simulates, replays or looks it up, and no help lists it; a registry built with it (the bench's
// `--game ID`, a test's) reaches its module on first use.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameEntry } from '../src/core/registry.js';
import { GameRegistry } from '../src/core/registry.js';
import { DEFAULT_GAME, games, unofferedGames } from '../src/games/index.js';
import { runCli } from './support/cli.js';
import { toyGame } from './support/toy-game.js';

const dir = mkdtempSync(join(tmpdir(), 'junta-unoffered-'));
const env = { XDG_STATE_HOME: dir };
const cli = (args: string[]) => runCli(args, { env });

/** The games not offered: the registry file's, and the toy game, built and never registered. */
const toy: GameEntry = { ...toyGame(), load: async () => toyGame() };
const unoffered: readonly GameEntry[] = [...unofferedGames, toy];

test('the games built but not yet offered are none of the registered games', () => {
  for (const entry of unoffered) {
    expect(games.byId(entry.id)).toBeUndefined();
    expect(games.byFormat(entry.recordFormat)).toBeUndefined();
  }
});

test.each(unoffered.map((g) => [g.id]))('--game %s is refused by every command as a game junta does not know', async (id) => {
  for (const command of ['play', 'host', 'simulate', 'rules', 'cards', 'tutorial', 'replay', 'resume']) {
    const run = await cli([command, '--game', id]);
    expect([command, run.code]).toEqual([command, 2]);
    expect(run.stderr).toContain(`There is no game "${id}"`);
  }
});

test.each(unoffered.map((g) => [g.id, g.recordFormat]))('no help lists %s, and a record of its format %s is not replayed', async (id, format) => {
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
  const all = new GameRegistry([...games.all(), ...unoffered], DEFAULT_GAME);
  for (const entry of unoffered) {
    expect(all.byFormat(entry.recordFormat)).toBe(entry);
    const module = await all.byId(entry.id)!.load();
    expect([module.id, module.recordFormat]).toEqual([entry.id, entry.recordFormat]);
  }
});
