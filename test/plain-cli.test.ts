// `junta play --plain` and `junta resume --plain` through the built binary: a scripted
// game through a pipe, a bad line (exit 2, its line named) and the game going on from its save,
// and two players on a pseudo-terminal, whose hand-offs clear with ESC[2J ESC[3J ESC[H and nothing
// else. The scripts are the lines the in-process driver typed for the same seed. Child processes
// are bounded by timeouts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLEAR } from '../src/ui/terminal.js';
import { runCli } from './support/cli.js';
import { withJuntaOnPath } from './support/installed.js';
import { savesIn } from './support/saves.js';
import { botTypedGame, ONE_HUMAN, scoreSentencesOf, TWO_HUMANS } from './ui/plain-driver.js';

const ONE = ['--plain', '-n', 'Ana,Bo,Cy', '--bots', 'Bo,Cy', '--first-president', 'Ana'];

/** A user's environment, with junta installed: its hints say `junta resume`. */
function environment(state: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = withJuntaOnPath({ ...process.env, XDG_STATE_HOME: state, PAGER: 'cat', CI: 'false' });
  delete env.NODE_OPTIONS;
  return env;
}

function junta(args: string[], input: string, state: string) {
  return spawnSync(process.execPath, ['bin/junta.js', ...args], { env: environment(state), input, encoding: 'utf8', timeout: 60000 });
}

const scriptOf = (lines: readonly string[]): string => lines.map((l) => `${l}\n`).join('');

test('a scripted game through a pipe: the same game as in process, to the final scores, without one escape sequence', async () => {
  const expected = await botTypedGame(ONE_HUMAN, 'plain-pipe', false);
  const run = junta(['play', ...ONE, '--seed', 'plain-pipe'], scriptOf(expected.typist.script), mkdtempSync(join(tmpdir(), 'junta-plain-')));
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).not.toContain('\x1b');
  // Line for line what the in-process game printed, up to the notes on where it is saved.
  const upToSeed = (text: string) => text.slice(0, text.indexOf('The seed was'));
  expect(upToSeed(run.stdout)).toBe(upToSeed(expected.text));
  for (const sentence of scoreSentencesOf(expected.session)) expect(run.stdout).toContain(sentence);
  expect(run.stdout).toMatch(/Saved: .*junta\/games\/[\w-]+\.json\nEverything, replayed: junta replay .* --reveal\n$/);
}, 120000);

test('a bad line is an error naming its line (exit 2); junta resume --plain goes on from the save with the rest of the script', async () => {
  const expected = await botTypedGame(ONE_HUMAN, 'plain-resume', false);
  const script = expected.typist.script;
  // Break in at the start of a decision halfway through the game.
  const starts = expected.typist.decisionStarts;
  const cut = starts[Math.floor(starts.length / 2)];
  const state = mkdtempSync(join(tmpdir(), 'junta-plain-'));
  const broken = junta(['play', ...ONE, '--seed', 'plain-resume'], scriptOf([...script.slice(0, cut), 'banana', ...script.slice(cut)]), state);
  expect(broken.status).toBe(2);
  expect(broken.stderr).toBe(`junta: line ${cut + 1}: "banana" is not one of the choices: type ${/\((1 to \d+)[^)]*\): banana\n$/.exec(broken.stdout)![1]}, or ? for help. The game is saved after every action; continue it with: junta resume --plain\n`);
  expect(broken.stdout).not.toContain('The game is over.');

  const resumed = junta(['resume', '--plain'], scriptOf(script.slice(cut)), state);
  expect(resumed.stderr).toBe('');
  expect(resumed.status).toBe(0);
  expect(resumed.stdout).toMatch(/^Junta: Las Cartas, in plain text\. Players: Ana \(you\), Bo \(a bot\), Cy \(a bot\)\.\n[^]*Ana, since your last turn:\n/);
  for (const sentence of scoreSentencesOf(expected.session)) expect(resumed.stdout).toContain(sentence);
  // The game was played once, in two sittings: its save holds the same actions as the game played in one go.
  const saved = JSON.parse(readFileSync(/Saved: (.*)\n/.exec(resumed.stdout)![1], 'utf8'));
  expect(saved.finished).toBe(true);
  expect(saved.record.actions).toEqual(expected.session.record.actions);
}, 120000);

test('--record FILE is written on after quit and junta resume --plain, to the end, and the end names it', async () => {
  const expected = await botTypedGame(ONE_HUMAN, 'plain-record', false);
  const script = expected.typist.script;
  const cut = expected.typist.decisionStarts[Math.floor(expected.typist.decisionStarts.length / 2)];
  const state = mkdtempSync(join(tmpdir(), 'junta-plain-'));
  const file = join(state, 'game.json');
  const first = junta(['play', ...ONE, '--seed', 'plain-record', '--record', file], scriptOf([...script.slice(0, cut), 'quit']), state);
  expect(first.status).toBe(0);
  const halfway = JSON.parse(readFileSync(file, 'utf8')).actions.length;
  expect(halfway).toBeGreaterThan(0);
  const resumed = junta(['resume', '--plain'], scriptOf(script.slice(cut)), state);
  expect(resumed.stderr).toBe('');
  expect(resumed.status).toBe(0);
  const [save] = savesIn(state);
  expect(save.envelope.finished).toBe(true);
  expect(save.envelope.recordPath).toBe(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(save.envelope.record);
  expect(save.envelope.record.actions.length).toBeGreaterThan(halfway);
  expect(resumed.stdout).toContain(`Saved: ${save.path}\nRecord: ${file}\nEverything, replayed: junta replay ${file} --reveal\n`);
}, 120000);

test('a plain game whose save cannot be written (a symbolic link) says so in one line on stderr', async () => {
  const expected = await botTypedGame(ONE_HUMAN, 'plain-linked', false);
  const script = expected.typist.script;
  const cut = expected.typist.decisionStarts[2];
  const state = mkdtempSync(join(tmpdir(), 'junta-plain-'));
  expect(junta(['play', ...ONE, '--seed', 'plain-linked'], scriptOf([...script.slice(0, cut), 'quit']), state).status).toBe(0);
  const [save] = savesIn(state);
  renameSync(save.path, `${save.path}.real`);
  symlinkSync(`${save.path}.real`, save.path);
  const resumed = junta(['resume', '--plain'], 'quit\n', state);
  expect(resumed.status).toBe(0);
  expect(resumed.stderr).toBe(`junta: autosave is off: ${save.path}: that is a symbolic link; a game record can only replace a regular file\n`);
  expect(resumed.stdout).toContain('This game is NOT saved (autosave is off).');
}, 120000);

test('two players on a pseudo-terminal: every hand-off clears screen and scrollback with ESC[2J ESC[3J ESC[H, and no other escape is written', async () => {
  const expected = await botTypedGame(TWO_HUMANS, 'plain-pty', true);
  const dir = mkdtempSync(join(tmpdir(), 'junta-plain-'));
  const input = join(dir, 'input.txt');
  writeFileSync(input, scriptOf(expected.typist.script));
  const run = spawnSync('python3', ['test/support/pty-run.py', input, '30', process.execPath, 'bin/junta.js', 'play', '--plain', '-n', 'Ana,Bo,Cy', '--bots', 'Cy', '--first-president', 'Ana', '--seed', 'plain-pty'], {
    env: environment(dir), encoding: 'utf8', timeout: 120000,
  });
  expect(run.status).toBe(0);
  const shown = run.stdout;
  expect(shown).toContain('The game is over.');
  const clears = shown.split(CLEAR).length - 1;
  expect(clears).toBe(expected.text.split(CLEAR).length - 1);
  expect(clears).toBeGreaterThan(20);
  expect(shown.split(CLEAR).join('')).not.toContain('\x1b');
  // The hand-off screen comes right after a clear.
  expect(shown).toContain(`${CLEAR}Pass the keyboard to Bo.\r\n`);
}, 120000);

test('junta play --plain without players says how to give them (exit 2): the setup screen is full-screen', async () => {
  const run = await runCli(['play', '--plain'], { env: { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-plain-')) } });
  expect(run.code).toBe(2);
  expect(run.stderr).toBe("junta: 'junta play --plain' needs its players, for example: junta play --plain -n Ana,Bo,Cy --bots Bo,Cy; 'junta resume --plain' continues a saved game\n");
});
