// `junta play` draws its first frame before it loads what that frame does not need (issue 24, "The
// first run"): the save store and zod load after it, and the game is still saved. Read from a module
// trace of the bundled program on a pseudo-terminal (util-linux `script`); it counts modules, it
// times nothing (the time to the first frame is `npm run bench`'s).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aroundFirstFrame } from './support/modules.js';

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasScript) console.warn('first-frame: util-linux script not found; the pseudo-terminal test is skipped');

(hasScript ? test : test.skip)('junta play draws its first frame before the save store and zod load, then saves the game', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-frame-'));
  const trace = join(state, 'modules.txt');
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state, JUNTA_TRACE_FILE: trace, JUNTA_TRACE_FRAME: 'first President', TERM: 'xterm', CI: 'false' };
  delete env.NODE_OPTIONS;
  const command = `stty cols 80 rows 24; exec ${process.execPath} --import ./test/support/trace-imports.mjs --import ./test/support/trace-frame.mjs bin/junta.js play -n Ana,Bo,Cy --bots Bo,Cy --seed frame`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], { env });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const waitFor = async (pattern: RegExp) => {
    while (!pattern.test(out)) {
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('more'), 50))]);
      if (code !== 'more' && !pattern.test(out)) throw new Error(`exited (${String(code)}) before ${pattern}:\n${out.slice(-1500)}`);
    }
  };
  await waitFor(/first President/);
  child.stdin.write('q');
  await waitFor(/Quit\?/);
  child.stdin.write('y');
  expect(await exited).toBe(0);
  expect(out).toMatch(/The game is saved in .*continue it with/);
  expect(readdirSync(join(state, 'junta', 'games')).filter((f) => f.endsWith('.json') && !f.includes('secret'))).toHaveLength(1);

  const loaded = aroundFirstFrame(trace);
  expect(loaded).not.toBeNull();
  const { before, after } = loaded!;
  expect(before).toEqual(expect.arrayContaining(['src/ui/run.tsx', 'src/engine/index.ts']));
  const unneeded = (m: string) => /^src\/session\/(saves|records)\.ts$|node_modules\/zod\//.test(m);
  expect(before.filter(unneeded)).toEqual([]);
  expect(after).toContain('src/session/saves.ts');
}, 60000);
