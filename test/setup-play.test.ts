// `junta play` with no players opens the setup screen; the game chosen on its first row is the one
// that starts: through the bundled program on an 80x24 pseudo-terminal (util-linux
// `script`), Viva chosen by keys, its game saved as Viva's. It waits on the screen's words, never on time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOWN, RIGHT, UP } from './ui/keys.js';

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasScript) console.warn('setup-play: util-linux script not found; the pseudo-terminal test is skipped');

/** `junta ARGS` on an 80x24 pseudo-terminal with its own state folder. */
function junta(args: string, state: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: state, TERM: 'xterm', CI: 'false' };
  delete env.NODE_OPTIONS;
  const child = spawn('script', ['-qfec', `stty cols 80 rows 24; exec ${process.execPath} bin/junta.js ${args}`, '/dev/null'], { env });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return {
    exited,
    output: () => out,
    /** Ends the run if the test failed before it did (script and the program under it). */
    stop: () => child.exitCode === null && child.kill('SIGKILL'),
    press: (keys: string) => child.stdin.write(keys),
    /** Waits until the screen has shown `pattern` since `from` (an offset in the output). */
    async waitFor(pattern: RegExp, from = 0): Promise<number> {
      for (;;) {
        const at = out.slice(from).search(pattern);
        if (at >= 0) return from + at;
        const code = await Promise.race([exited, new Promise((resolve) => child.stdout.once('data', () => resolve('more')))]);
        if (code !== 'more' && out.slice(from).search(pattern) < 0) throw new Error(`exited (${String(code)}) before ${pattern}:\n${out.slice(-1500)}`);
      }
    },
  };
}

/** On the setup screen: the game row, Viva, every seat a bot (no hand-off to wait out), Enter; then out of the game it started, which is saved. */
async function chooseVivaAndQuit(run: ReturnType<typeof junta>): Promise<void> {
  let at = await run.waitFor(/Junta: Las Cartas – new game/);
  run.press(UP);
  at = await run.waitFor(/› Game: Junta: Las Cartas/, at);
  run.press(RIGHT);
  at = await run.waitFor(/Junta: Viva el Presidente! – new game/, at);
  run.press(DOWN);
  at = await run.waitFor(/› Players: 4/, at);
  run.press(DOWN);
  at = await run.waitFor(/› 1\. Ana +human/, at);
  run.press(RIGHT);
  at = await run.waitFor(/› 1\. Ana +heuristic/, at);
  run.press(DOWN);
  at = await run.waitFor(/› 2\. Bo +human/, at);
  run.press(RIGHT);
  at = await run.waitFor(/› 2\. Bo +heuristic/, at);
  run.press('\r');
  at = await run.waitFor(/Round 1 · /, at);
  run.press('q');
  await run.waitFor(/Quit\?/, at);
  run.press('y');
  expect(await run.exited).toBe(0);
}

let running: ReturnType<typeof junta> | null = null;
afterEach(() => running?.stop());

(hasScript ? test : test.skip)('the setup screen starts the game chosen on its first row: Viva, saved as a Viva game', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-setup-'));
  running = junta('', state);
  await chooseVivaAndQuit(running);
  const folder = join(state, 'junta', 'games');
  const saves = readdirSync(folder).filter((f) => f.endsWith('.json') && !f.includes('secret'));
  expect(saves).toHaveLength(1);
  const saved = JSON.parse(readFileSync(join(folder, saves[0]), 'utf8')) as { record: { format: string; players: { name: string; bot?: string }[]; options: Record<string, string> } };
  expect(saved.record.format).toBe('junta-viva/1');
  expect(saved.record.players.map((p) => p.bot)).toEqual(['heuristic', 'heuristic', 'heuristic', 'heuristic']);
  expect(saved.record.options).toEqual({ variant: 'basic', firstPresidente: 'roll' });
}, 60000);
