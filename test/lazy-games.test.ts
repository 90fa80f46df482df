// A record or a save names its game (its `format`): reading it loads that game's rules and no other
// game's, and a command that reads no record loads no game's rules at all (the registry's GameInfo
// only). Counted in the built program (needs `npm run build`, done by pretest): the modules a run
// of bin/junta.js loads, traced (test/support/trace-imports.mjs) and mapped to their sources; and
// in-process, the loads of a registry's games as a record is read.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameEntry } from '../src/core/registry.js';
import { GameRegistry } from '../src/core/registry.js';
import { parseAnyRecord } from '../src/session/records.js';
import { loadedModules } from './support/modules.js';
import { toyGame } from './support/toy-game.js';

/** The source modules a run of `junta ARGS` with the state folder `state` loaded. */
function modulesOf(args: string[], state = mkdtempSync(join(tmpdir(), 'junta-lazy-'))): { status: number | null; stdout: string; modules: string[] } {
  const trace = join(mkdtempSync(join(tmpdir(), 'junta-trace-')), 'modules.txt');
  const env: NodeJS.ProcessEnv = { ...process.env, JUNTA_TRACE_FILE: trace, XDG_STATE_HOME: state, PAGER: 'cat' };
  delete env.NODE_OPTIONS;
  const run = spawnSync(process.execPath, ['--import', './test/support/trace-imports.mjs', 'bin/junta.js', ...args], { env, input: '', encoding: 'utf8', timeout: 30000 });
  return { status: run.status, stdout: run.stdout, modules: loadedModules(trace) };
}

/** The games whose rules (src/games/NAME/rules/) or assembled module (module.ts) are among `modules`. */
const gamesLoaded = (modules: string[]): string[] =>
  [...new Set(modules.flatMap((m) => /^src\/games\/([^/]+)\/(rules\/|module\.ts$)/.exec(m)?.[1] ?? []))].sort();

test('resume --list with no saves loads no game\'s rules: the registry tells each game by its info alone', () => {
  const run = modulesOf(['resume', '--list']);
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('No unfinished games.');
  expect(run.modules).toContain('src/games/index.ts');
  expect(gamesLoaded(run.modules)).toEqual([]);
});

test('resume --list of a Viva save loads Viva\'s rules, the game its record names, and not Las Cartas\'', () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-lazy-'));
  mkdirSync(join(state, 'junta', 'games'), { recursive: true });
  copyFileSync('test/fixtures/viva-catalogue-2.save.json', join(state, 'junta', 'games', '20261204-191058-8115.json'));
  const run = modulesOf(['resume', '--list'], state);
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('20261204-191058-8115');
  expect(run.stdout).not.toContain('Cannot be read');
  expect(gamesLoaded(run.modules)).toEqual(['viva']);
});

test.each([
  ['test/fixtures/viva-expert-battle.json', 'viva'],
  ['test/fixtures/lost-coup.json', 'las-cartas'],
])('replay %s loads the rules of its game (%s) and no other game\'s', (file, game) => {
  const run = modulesOf(['replay', file]);
  expect(run.status).toBe(0);
  expect(gamesLoaded(run.modules)).toEqual([game]);
});

test("a record is read by its own game's schema, that game loaded from the registry given and no other; an unknown format loads none", async () => {
  const loads: string[] = [];
  const entry = (game: ReturnType<typeof toyGame>): GameEntry => ({ ...game, load: async () => (loads.push(game.id), game) });
  const narrow = toyGame();
  const wide = toyGame(null, { min: 2, max: 9, default: 3 });
  const registry = new GameRegistry([entry(narrow), entry(wide)]);
  const record = { format: wide.recordFormat, seed: 's', players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe', 'Gus'].map((name) => ({ name })), actions: [] };
  expect(await parseAnyRecord(record, 'wide.json', registry)).toEqual(record);
  expect(await parseAnyRecord({ ...record, seed: 't' }, 'again.json', registry)).toEqual({ ...record, seed: 't' });
  expect(loads).toEqual(['toy-wide']);
  await expect(parseAnyRecord({ ...record, format: 'toy-none/1' }, 'none.json', registry)).rejects
    .toThrow('none.json: field "format": must be the record format of a game junta knows: "toy/1" (High Card), "toy-wide/1" (High Card)');
  expect(loads).toEqual(['toy-wide']);
});
