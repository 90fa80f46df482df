// `npm run bench`'s first frames (bench/startup.js): every registered game's `junta play` to its first
// frame, each against `node -e 'console.log(1)'` to its first output on the same pseudo-terminal
// (util-linux `script`), printed by `--first-frame --json` under the keys the bench has always had.
// One run of each, and only what was measured is checked: the figures themselves are the bench's.
import { spawnSync } from 'node:child_process';
import { games } from '../src/games/index.js';

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasScript) console.warn('bench: util-linux script not found; the first-frame bench test is skipped');

(hasScript ? test : test.skip)("the bench times every registered game's first frame against node's first output on the same terminal", () => {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_FRAME_RUNS: '1' };
  delete env.NODE_OPTIONS;
  const run = spawnSync(process.execPath, ['bench/run.js', '--first-frame', '--json'], { env, encoding: 'utf8', timeout: 120000 });
  expect(run.status).toBe(0);
  const report = JSON.parse(run.stdout) as {
    firstFrameRatio: number;
    firstFrameMillis: { node: number; play: number };
    firstFrames: { game: string; ratio: number; playMs: number }[];
  };
  expect(report.firstFrames.map((f) => f.game)).toEqual(games.all().map((g) => g.id));
  for (const frame of report.firstFrames) expect(frame.playMs).toBeGreaterThan(0);
  const first = report.firstFrames.find((f) => f.game === games.default.id)!;
  expect(report.firstFrameMillis.play).toBe(first.playMs);
  expect(report.firstFrameRatio).toBe(first.ratio);
  expect(report.firstFrameMillis.node).toBeGreaterThan(0);
}, 150000);
