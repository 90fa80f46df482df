// Crash and terminal safety: a killed game resumes from its save; every way out of the screens
// leaves the alternate screen.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayRecord, type GameRecord } from '../src/games/las-cartas/rules/index.js';
import { LEAVE_ALT, ENTER_ALT } from '../src/ui/terminal.js';
import { runCli } from './support/cli.js';
import { savesIn } from './support/saves.js';

const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_OPTIONS;
  return env;
};

test('a bot game killed with SIGKILL resumes from its last saved action, taking over the dead process\'s lock', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-crash-'));
  // The child stops after 10 actions and waits, so the kill never races the game (no timing involved).
  const child = spawn(process.execPath, ['test/support/save-child.mjs', '10'], { env: childEnv({ XDG_STATE_HOME: state }), stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let out = '';
  const ready = new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => ((out += chunk.toString()), out.includes('ready') && resolve())));
  await Promise.race([ready, exited]);
  expect(out).toContain('ready 10');
  child.kill('SIGKILL');
  await exited;
  const [save] = savesIn(state);
  expect(existsSync(save.path.replace(/\.json$/, '.lock'))).toBe(true);
  const saved = save.envelope.record;
  expect(saved.actions.length).toBe(10);
  const replay = replayRecord(saved as GameRecord);
  expect(replay.ok).toBe(true);
  if (replay.ok) expect(replay.state.phase).not.toBe('ended');
  const resumed = await runCli(['resume'], { env: { XDG_STATE_HOME: state } });
  expect(resumed.stderr).toBe('');
  expect(resumed.code).toBe(0);
  expect(resumed.stdout).toContain('Final scores');
  const [finished] = savesIn(state);
  expect(finished.envelope.finished).toBe(true);
  expect(finished.envelope.record.actions.slice(0, saved.actions.length)).toEqual(saved.actions);
  expect(existsSync(save.path.replace(/\.json$/, '.lock'))).toBe(false);
}, 60000);

function runChild(mode: 'wait' | 'throw' | 'quit', signal?: NodeJS.Signals): Promise<{ out: string; code: number | null }> {
  return new Promise((resolve) => {
    // Ink renders nothing until it exits when it thinks it runs in CI.
    const child = spawn(process.execPath, ['test/support/tui-child.mjs', mode], { env: childEnv({ CI: 'false' }), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let sent = false;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      if (signal && !sent && out.includes('Pass to Ana')) {
        sent = true;
        child.kill(signal);
      }
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ out, code });
    });
  });
}

test.each(['SIGTERM', 'SIGHUP'] as const)('after %s the screens leave the alternate screen', async (signal) => {
  const { out, code } = await runChild('wait', signal);
  expect(out).toContain(ENTER_ALT);
  expect(out.lastIndexOf(LEAVE_ALT)).toBeGreaterThan(out.lastIndexOf('Pass to Ana'));
  expect(code).toBe(signal === 'SIGTERM' ? 143 : 129);
}, 30000);

test('quitting with q and y leaves the alternate screen after a blank frame', async () => {
  const { out, code } = await runChild('quit');
  expect(out).toContain('Quit?');
  expect(out.lastIndexOf(LEAVE_ALT)).toBeGreaterThan(out.lastIndexOf('Quit?'));
  expect(out).toContain('EXIT 0');
  expect(code).toBe(0);
}, 30000);

test('after an uncaught error the screens leave the alternate screen', async () => {
  const { out, code } = await runChild('throw');
  expect(out).toContain(ENTER_ALT);
  expect(out).toContain(LEAVE_ALT);
  expect(code).toBe(1);
}, 30000);
