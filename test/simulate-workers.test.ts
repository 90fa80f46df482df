// `junta simulate --workers N` (simulations use every core): the games are played on
// worker threads running the built program (bin/junta.js, dist/app/simulate-worker.js) and
// tallied in game order, so the output is the same byte for byte with any number of threads; bad
// --workers values are usage errors; a thread that fails ends the run with a message, not a hang.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GameRegistry } from '../src/core/registry.js';
import { games } from '../src/games/index.js';
import { playedInWorkers, runLength, SimulationWorkerError } from '../src/session/simulate-workers.js';
import { runCli } from './support/cli.js';

const run = promisify(execFile);
const junta = async (args: string[]) => (await run(process.execPath, ['bin/junta.js', ...args], { env: { ...process.env, PAGER: 'cat' }, maxBuffer: 1 << 24 })).stdout;

test.each([
  ['las-cartas', 'heuristic,random,ismcts,random'],
  ['viva', 'heuristic,random,ismcts'],
  // The board game's search plays a whole round per iteration, too slow for a test's four games: its heuristic and random bots.
  ['board', 'heuristic,random,heuristic,random'],
])('simulate --game %s --json gives the same bytes, and the same records, with 1 and 2 workers', async (game, bots) => {
  // Three games on two threads: one thread plays the first and the third, the other the second, so the
  // threads finish out of game order and the tally must put them back (more games or threads meet only
  // the same paths again, each thread a start of the program's bundle more).
  // The ISMCTS seats search a few iterations a decision: each decision still runs the seeded search,
  // rollouts and all, on its thread, which is what the bytes must not depend on (a longer search is the
  // same code again, some four times the time of the whole test).
  const args = ['simulate', '--game', game, '--games', '3', '--bots', bots, '--iterations', '5', '--seed', `workers-${game}`, '--json'];
  const dirs = [1, 2].map(() => mkdtempSync(join(tmpdir(), 'junta-workers-')));
  const [one, two] = await Promise.all([1, 2].map((n, i) => junta([...args, '--workers', String(n), '--record-dir', dirs[i]])));
  expect(JSON.parse(one)).toMatchObject({ games: 3 });
  expect(two).toBe(one);
  const records = dirs.map((dir) => readdirSync(dir).sort().map((f) => readFileSync(join(dir, f), 'utf8')));
  expect(records[0]).toHaveLength(3);
  expect(records[1]).toEqual(records[0]);
}, 300_000);

test('simulate --game las-cartas --json without records gives the same bytes with 1 and 2 workers, the games sent in runs', async () => {
  // 64 games on two threads: 32 runs of two consecutive games, two runs ahead per thread, so runs
  // come back out of game order again and again (more games meet only the same paths again).
  const args = ['simulate', '--game', 'las-cartas', '--games', '64', '--bots', 'random,random,random,random', '--seed', 'workers-runs', '--json'];
  expect(runLength(64, 2)).toBeGreaterThan(1);
  const [one, two] = await Promise.all([1, 2].map((n) => junta([...args, '--workers', String(n)])));
  expect(JSON.parse(one)).toMatchObject({ games: 64 });
  expect(two).toBe(one);
}, 300_000);

test.each([
  ['0', '--workers takes a number of worker threads from 1 to 64, not "0"'],
  ['-1', '--workers takes a number of worker threads from 1 to 64, not "-1"'],
  ['abc', '--workers takes a number of worker threads from 1 to 64, not "abc"'],
  ['65', '--workers takes a number of worker threads from 1 to 64, not "65"'],
  ['99999999999999999999', '--workers takes a number of worker threads from 1 to 64'],
  ['2.5', '--workers takes a number of worker threads'],
])('simulate --workers %s is a usage error', async (value, message) => {
  const result = await runCli(['simulate', '--games', '2', '--workers', value]);
  expect([result.code, result.stdout]).toEqual([2, '']);
  expect(result.stderr).toContain(message);
});

const SCRIPT = new URL('./fixtures/workers/scripted-worker.mjs', import.meta.url);

async function collect(data: object, games = 5, workers = 2): Promise<unknown[]> {
  const played: unknown[] = [];
  for await (const game of playedInWorkers({ script: SCRIPT, data, games, workers })) played.push(game);
  return played;
}

test('the games come back in game order, however the threads finish them', async () => {
  expect(await collect({ sent: new SharedArrayBuffer(4) })).toEqual([0, 1, 2, 3, 4].map((index) => ({ index })));
});

test('the games are handed out in runs of consecutive games, two runs ahead per thread, and come back in game order', async () => {
  const games = 100;
  const run = runLength(games, 2);
  expect(run).toBe(3);
  const go = new SharedArrayBuffer(4);
  const pool = playedInWorkers<{ index: number; first: number; count: number; arrived: number }>({ script: SCRIPT, data: { runs: true, go }, games, workers: 2 });
  // The pool starts its threads and sends their first runs as it is first asked; only then may the threads read them.
  const first = pool.next();
  Atomics.store(new Int32Array(go), 0, 1);
  Atomics.notify(new Int32Array(go), 0);
  const played = [(await first).value!];
  for await (const game of pool) played.push(game);
  expect(played.map((g) => g.index)).toEqual([...Array(games).keys()]);
  // Run k holds games k·run to (k+1)·run - 1 (the last one what is left).
  for (const g of played) expect([g.first, g.count]).toEqual([g.index - (g.index % run), Math.min(run, games - (g.index - (g.index % run)))]);
  // Each thread had its second run before it started its first: it never waits for the main thread between runs.
  expect([played[0].arrived, played[run].arrived]).toEqual([2, 2]);
});

test.each([
  [{ fail: 'start' }, 'a simulation worker failed: planted failure while starting'],
  [{ fail: 'reply', at: 2 }, 'a simulation worker could not play game 3: planted failure in a game'],
  [{ fail: 'throw', at: 2 }, 'a simulation worker failed: planted failure in the handler'],
  [{ fail: 'exit', at: 3 }, 'a simulation worker stopped (exit code 3) before its games were played'],
])('a worker that fails (%j) ends the simulation with a message', async (data, message) => {
  const failed = collect(data);
  await expect(failed).rejects.toThrow(SimulationWorkerError);
  await expect(failed).rejects.toThrow(message);
});

test('a worker that cannot set the game up ends `junta simulate` with exit code 1 and the reason, on one line', async () => {
  // A game the worker threads' registry does not hold: each thread fails as it starts.
  const viva = await games.byId('viva')!.load();
  const registry = new GameRegistry([{ ...games.byId('viva')!, id: 'viva-elsewhere', recordFormat: 'junta-viva-elsewhere/1', load: async () => ({ ...viva, id: 'viva-elsewhere' }) }]);
  const result = await runCli(['simulate', '--game', 'viva-elsewhere', '--games', '3', '--workers', '2'], { registry });
  expect([result.code, result.stdout]).toEqual([1, '']);
  expect(result.stderr).toBe('junta: a simulation worker failed: this worker simulates a registered game from a simulation\'s main thread, not "viva-elsewhere"\n');
});
