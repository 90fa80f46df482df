// `junta tutorial` through the built binary: bad input and no terminal are exit 2; on a
// pseudo-terminal (util-linux `script`) the tutorial is saved as one, left with q, and `junta
// resume` brings it back with its coach, at its pace; a save that can no longer be written is told
// in one line, and the quit dialog says so too. Waits are for output, never for a fixed time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withJuntaOnPath } from './support/installed.js';

/** A user's environment, with junta installed: its hints say `junta resume`. */
function environment(state: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = withJuntaOnPath({ ...process.env, XDG_STATE_HOME: state, PAGER: 'cat', TERM: 'xterm', CI: 'false' });
  delete env.NODE_OPTIONS;
  delete env.NO_COLOR;
  return env;
}

const junta = (args: string[], state = mkdtempSync(join(tmpdir(), 'junta-tutorial-'))) =>
  spawnSync(process.execPath, ['bin/junta.js', ...args], { env: environment(state), input: '', encoding: 'utf8', timeout: 20000 });

test('junta tutorial without a terminal exits 2 and points to the quick start', () => {
  const run = junta(['tutorial']);
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/needs a terminal.*junta rules quickstart/);
});

test.each([
  [['tutorial', '--name', 'Ana,Bo'], '--name takes one name'],
  [['tutorial', '--name', ''], '--name: a name is empty'],
  [['tutorial', '--name', 'random'], 'cannot be a player'],
  [['tutorial', '--bot-delay', 'soon'], '--bot-delay takes milliseconds'],
])('junta %j is exit 2: %s', (args, message) => {
  const run = junta(args);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(message);
});

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasScript) console.warn('tutorial-cli: util-linux script not found; the pseudo-terminal test is skipped');

/** `junta ARGS` on an 80×24 pseudo-terminal: the screen's text so far, keys, and the exit code. */
function onTerminal(args: string, state: string) {
  const child = spawn('script', ['-qfec', `stty cols 80 rows 24; exec ${process.execPath} bin/junta.js ${args}`, '/dev/null'], { env: environment(state) });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const text = () => out.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '').replace(/\x1b[()][A-Z0-9]/g, '');
  return {
    text,
    /** Resolves once the screen has shown `pattern` (looked for at each output, not on a timer); rejects if the program ends first. */
    async waitFor(pattern: RegExp): Promise<void> {
      for (;;) {
        if (pattern.test(text())) return;
        let more = () => {};
        const output = new Promise((resolve) => child.stdout.once('data', (more = () => resolve('more'))));
        const code = await Promise.race([exited, output]);
        child.stdout.off('data', more);
        if (code !== 'more' && !pattern.test(text())) throw new Error(`exited (${String(code)}) before ${pattern}:\n${text().slice(-1500)}`);
      }
    },
    press: (keys: string) => child.stdin.write(keys),
    exited,
  };
}

(hasScript ? test : test.skip)('a tutorial left with q is saved as a tutorial, and junta resume brings it back with its coach', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-tutorial-pty-'));
  const first = onTerminal('tutorial --name Zoë --bot-delay 0', state);
  await first.waitFor(/Tutorial: you are Zoë; Bo and Cy are bots\./);
  await first.waitFor(/Form the budget/);
  // The budget as it stands (every card in Zoë's stack, nothing announced): Enter, then Enter to confirm.
  first.press('\r');
  await first.waitFor(/This cannot be undone\. Enter: confirm/);
  first.press('\r');
  await first.waitFor(/Coach \(\? voting\)/);
  first.press('q');
  await first.waitFor(/Quit\?/);
  first.press('y');
  expect(await first.exited).toBe(0);
  expect(first.text()).toMatch(/continue it with: junta resume/);

  const games = join(state, 'junta', 'games');
  const saves = readdirSync(games).filter((f) => f.endsWith('.json') && !f.includes('secret'));
  expect(saves).toHaveLength(1);
  const save = JSON.parse(readFileSync(join(games, saves[0]), 'utf8'));
  expect(save.mode).toBe('tutorial');
  expect(save.record.actions[0]).toMatchObject({ type: 'propose-budget', seat: 'Zoë' });
  // The tutorial's --bot-delay is kept, for junta resume to play on at it.
  expect(save.pace).toEqual({ thinkMs: 1000, botDelayMs: 0 });
  expect(junta(['resume', '--list'], state).stdout).toMatch(/Zoë, Bo, Cy \(tutorial\)/);

  const again = onTerminal('resume', state);
  await again.waitFor(/Round 1 · Voting/);
  await again.waitFor(/Coach \(\? voting\)/);
  again.press('q');
  await again.waitFor(/Quit\?/);
  again.press('y');
  expect(await again.exited).toBe(0);
  expect(JSON.parse(readFileSync(join(games, saves[0]), 'utf8')).pace).toEqual({ thinkMs: 1000, botDelayMs: 0 });

  // A save that cannot be written (a symbolic link): one line says so, and the quit dialog too.
  const path = join(games, saves[0]);
  renameSync(path, `${path}.real`);
  symlinkSync(`${path}.real`, path);
  const linked = onTerminal('resume', state);
  // The warning takes the rows the coach panel would have.
  await linked.waitFor(/Not saved – autosave is off:/);
  linked.press('q');
  await linked.waitFor(/This game is NOT saved \(autosave is off\)/);
  linked.press('y');
  expect(await linked.exited).toBe(0);
  expect(linked.text()).toContain(`junta: autosave is off: ${path}: that is a symbolic link; a game record can only replace a regular file`);
}, 60000);
