// `junta simulate --workers 2` over `--workers 1` for `npm run bench` (issue 21, "Simulations use
// every core"; target ≥ 1.7× on a 2-core machine): the same heuristic games of each game, timed by
// wall clock as the command runs (bin/junta.js, its worker threads running dist/app/), the two
// runs alternated and each timed `runs` times, the fastest kept (the least disturbed by the rest of
// the machine); both print the same report, which is checked.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

/** One run's wall time in ms, and what it printed. */
function timed(args) {
  const start = performance.now();
  const stdout = execFileSync(process.execPath, ['bin/junta.js', ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return { ms: performance.now() - start, stdout };
}

/** For each game: `games` games of four heuristic bots with 1 and with 2 worker threads. */
export function workersBench({ games, runs = 3 }) {
  return ['las-cartas', 'viva'].map((game) => {
    const args = ['simulate', '--game', game, '--games', String(games), '--bots', 'heuristic,heuristic,heuristic,heuristic', '--seed', 'bench-workers', '--json'];
    const best = { 1: Infinity, 2: Infinity };
    const printed = new Set();
    for (let r = 0; r < runs; r++) {
      for (const workers of [1, 2]) {
        const run = timed([...args, '--workers', String(workers)]);
        best[workers] = Math.min(best[workers], run.ms);
        printed.add(run.stdout);
      }
    }
    if (printed.size !== 1) throw new Error(`simulate --game ${game} printed different reports with 1 and 2 workers`);
    return { game, games, oneMs: best[1], twoMs: best[2], speedup: best[1] / best[2] };
  });
}

export const workersRows = (figures) => figures.map((f) => [
  `simulate --game ${f.game}: --workers 2 over 1, ${f.games} games`,
  `${round(f.speedup, 2)}× (${round(f.oneMs / 1000, 1)} / ${round(f.twoMs / 1000, 1)} s)`,
  '≥ 1.7',
]);
