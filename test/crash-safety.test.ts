// Crash and terminal safety: a killed game resumes from its autosave; every way out of the screens
// leaves the alternate screen.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayRecord, RECORD_FORMAT } from '../src/engine/index.js';
import { LEAVE_ALT, ENTER_ALT } from '../src/ui/terminal.js';
import { runCli } from './support/cli.js';

const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.NODE_OPTIONS;
  return env;
};

function savedActions(path: string): number {
  try {
    return JSON.parse(readFileSync(path, 'utf8')).actions.length;
  } catch {
    return 0;
  }
}

test('a bot game killed with SIGKILL resumes from its last saved action', async () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-crash-'));
  const seedFile = join(state, 'seed.json');
  writeFileSync(seedFile, JSON.stringify({
    format: RECORD_FORMAT, seed: 'crash', actions: [],
    players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'ismcts' })),
  }));
  const autosave = join(state, 'junta', 'autosave.json');
  const child = spawn(process.execPath, ['bin/junta.js', 'replay', seedFile, '--continue'], { env: childEnv({ XDG_STATE_HOME: state }), stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 600 && savedActions(autosave) < 10; i++) await new Promise((r) => setTimeout(r, 25));
  child.kill('SIGKILL');
  await exited;
  const saved = JSON.parse(readFileSync(autosave, 'utf8'));
  expect(saved.actions.length).toBeGreaterThanOrEqual(10);
  const replay = replayRecord(saved);
  expect(replay.ok).toBe(true);
  if (replay.ok) expect(replay.state.phase).not.toBe('ended');
  const resumed = await runCli(['resume'], { env: { XDG_STATE_HOME: state } });
  expect(resumed.code).toBe(0);
  expect(resumed.stdout).toContain('Final scores');
  const finished = JSON.parse(readFileSync(autosave, 'utf8'));
  expect(finished.actions.slice(0, saved.actions.length)).toEqual(saved.actions);
  expect(existsSync(autosave)).toBe(true);
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
    child.on('exit', (code) => {
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
