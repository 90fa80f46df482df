// `junta simulate --workers 2` over `--workers 1` for `npm run bench -- --workers` (simulations use
// every core; target ≥ 1.7× on a 2-core machine): the same heuristic games of each registered game, timed by
// wall clock as the command runs (bin/junta.js, its worker threads running dist/app/), the runs
// alternated and each timed `runs` times, the fastest kept (the least disturbed by the rest of the
// machine); both print the same report, which is checked. Beside it, what the machine itself gives
// two such streams of games: two --workers 1 processes of half the games each, at once, over one.
// Each thread (like each process) warms its own JIT up over its first hundred or so games (about 2 s
// of CPU for a game of short games, such as Las Cartas' at ~3 ms a game), so the games per run are the
// game's own: as many as one thread plays in about `seconds` at its steady pace (measured here first,
// a few heuristic games after a warm-up), for that warm-up to weigh little.
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { simulate } from '../dist/session/simulate.js';
import { modesOf } from './games.js';

const run = promisify(execFile);
const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The wall time in ms of these simulate runs at once, and what the first printed. */
async function timed(...runs) {
  const start = performance.now();
  const outputs = await Promise.all(runs.map((args) => run(process.execPath, ['bin/junta.js', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 })));
  return { ms: performance.now() - start, stdout: outputs[0].stdout };
}

const HEURISTIC_SEATS = ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'heuristic' }));

/** The games per run of `entry`: `fixed` if given, else as many as one thread plays in about `seconds`, rounded to hundreds (at least 400). */
async function gamesPerRun(entry, fixed, seconds) {
  if (fixed !== undefined) return fixed;
  const game = await entry.load();
  const statistics = await game.statistics();
  const bots = (await game.bots())();
  const play = (games, seed) => simulate({ game, games, seed, options: modesOf(entry)[0].options, seats: HEURISTIC_SEATS, bots, summary: statistics.summary, tally: statistics.tally() });
  await play(20, 'bench-workers-warm');
  const t = performance.now();
  await play(30, 'bench-workers-pace');
  const ms = (performance.now() - t) / 30;
  return Math.max(400, Math.round((seconds * 1000) / ms / 200) * 200);
}

/**
 * For each registered game: its games of four heuristic bots with 1 and with 2 worker threads, and
 * two processes of half of them; `games` fixes the games per run of every game (else gamesPerRun).
 */
export async function workersBench({ entries, games: fixed, seconds = 8, runs = 3, log = () => {} }) {
  const figures = [];
  for (const entry of entries) {
    const game = entry.id;
    const games = await gamesPerRun(entry, fixed, seconds);
    log(`simulate --game ${game}: ${games} games a run, three runs each way…`);
    const args = (count, seed) => ['simulate', '--game', game, '--games', String(count), '--bots', 'heuristic,heuristic,heuristic,heuristic', '--seed', seed, '--json'];
    const best = { one: Infinity, two: Infinity, halves: Infinity };
    const printed = new Set();
    // Each run's own ratio too: on a shared machine their spread says how far the best is to be trusted.
    const each = [];
    for (let r = 0; r < runs; r++) {
      const one = await timed([...args(games, 'bench-workers'), '--workers', '1']);
      const two = await timed([...args(games, 'bench-workers'), '--workers', '2']);
      const halves = await timed([...args(games / 2, 'bench-half-a'), '--workers', '1'], [...args(games / 2, 'bench-half-b'), '--workers', '1']);
      printed.add(one.stdout).add(two.stdout);
      best.one = Math.min(best.one, one.ms);
      best.two = Math.min(best.two, two.ms);
      best.halves = Math.min(best.halves, halves.ms);
      each.push({ speedup: one.ms / two.ms, machine: one.ms / halves.ms });
    }
    if (printed.size !== 1) throw new Error(`simulate --game ${game} printed different reports with 1 and 2 workers`);
    figures.push({ game, games, oneMs: best.one, twoMs: best.two, speedup: best.one / best.two, halvesMs: best.halves, machine: best.one / best.halves, runs: each });
  }
  return figures;
}

const spread = (f, key) => f.runs.map((r) => `${round(r[key], 2)}×`).join(', ');

export const workersRows = (figures) => figures.flatMap((f) => [
  [`simulate --game ${f.game}: --workers 2 over 1, ${f.games} games`, `${round(f.speedup, 2)}× (${round(f.oneMs / 1000, 1)} / ${round(f.twoMs / 1000, 1)} s)`, '≥ 1.7'],
  ['  each run', spread(f, 'speedup'), ''],
  ['  games/s, 1 / 2 workers', `${round(f.games / (f.oneMs / 1000), 1)} / ${round(f.games / (f.twoMs / 1000), 1)}`, ''],
  ['  the machine: 2 processes of half the games at once over 1', `${round(f.machine, 2)}× (${round(f.oneMs / 1000, 1)} / ${round(f.halvesMs / 1000, 1)} s)`, ''],
  ['  each run', spread(f, 'machine'), ''],
]);
