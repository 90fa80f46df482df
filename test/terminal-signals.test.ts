// The terminal always comes back: SIGINT ends the screens like SIGTERM; Ctrl+Z and an
// outside SIGTSTP suspend them properly (blank frame, main screen, raw mode off, the process group
// stopped) and SIGCONT brings them back (raw mode on, alternate screen, everything redrawn);
// SIGTERM on the setup screen leaves the alternate screen. Children run in their own process
// group, so stopping the group never stops the test runner; the group stays in the runner's
// session (setpgid, not setsid), because the kernel ignores SIGTSTP sent to an orphaned group.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ENTER_ALT, LEAVE_ALT } from '../src/ui/terminal.js';

interface Child {
  process: ChildProcessWithoutNullStreams;
  out(): string;
  err(): string;
  exited: Promise<number | null>;
  /** Resolves once the output (or stderr) passes `test`; rejects after 20 s of nothing. */
  until(test: () => boolean): Promise<void>;
}

const children = new Set<ChildProcessWithoutNullStreams>();

function start(mode: 'game' | 'setup'): Child {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'false' };
  delete env.NODE_OPTIONS;
  const inGroup = 'import os, sys; os.setpgid(0, 0); os.execv(sys.argv[1], sys.argv[1:])';
  const child = spawn('python3', ['-c', inGroup, process.execPath, 'test/support/shell-child.mjs', mode], { env, stdio: ['pipe', 'pipe', 'pipe'] });
  children.add(child);
  let out = '';
  let err = '';
  const waiters = new Set<() => void>();
  const poke = () => waiters.forEach((w) => w());
  child.stdout.on('data', (chunk: Buffer) => ((out += chunk.toString('utf8')), poke()));
  child.stderr.on('data', (chunk: Buffer) => ((err += chunk.toString('utf8')), poke()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60000);
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => {
    clearTimeout(killer);
    poke();
    resolve(code);
  }));
  const until = (test: () => boolean) => new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!test()) return;
      waiters.delete(check);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`gave up waiting; output so far:\n${JSON.stringify(out.slice(-400))}\n${err}`));
    }, 20000);
    waiters.add(check);
    check();
  });
  return { process: child, out: () => out, err: () => err, exited, until };
}

/** Whether the process is stopped (state T in /proc). */
const stopped = (pid: number): boolean => / T /.test(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^\d+ \(.*\) /, ' '));

/** Looks every 5 ms (a stop sends the parent no event to wait on), for at most 20 s. */
async function untilStopped(pid: number): Promise<void> {
  for (let i = 0; i < 4000 && !stopped(pid); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(stopped(pid)).toBe(true);
}

afterEach(() => {
  // Nothing is left stopped or running if a test fails half-way.
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  children.clear();
});

test('SIGINT ends the screens like SIGTERM: the alternate screen is left after the last frame, exit 130', async () => {
  const child = start('game');
  await child.until(() => child.out().includes('Pass to Ana'));
  child.process.kill('SIGINT');
  expect(await child.exited).toBe(130);
  expect(child.out().lastIndexOf(LEAVE_ALT)).toBeGreaterThan(child.out().lastIndexOf('Pass to Ana'));
  expect(child.err().lastIndexOf('RAW false')).toBeGreaterThan(child.err().lastIndexOf('RAW true'));
}, 60000);

test.each([
  ['Ctrl+Z, read as a key in raw mode', (child: Child) => child.process.stdin.write('\x1a')],
  ['an outside SIGTSTP', (child: Child) => child.process.kill('SIGTSTP')],
])('%s suspends the screens and SIGCONT brings them back, redrawn', async (_name, suspend) => {
  const child = start('game');
  const pid = child.process.pid!;
  await child.until(() => child.out().includes('Pass to Ana') && child.err().includes('RAW true'));
  const drawn = child.out().length;
  suspend(child);
  await untilStopped(pid);
  expect(child.out().lastIndexOf(LEAVE_ALT)).toBeGreaterThan(drawn);
  expect(child.err().lastIndexOf('RAW false')).toBeGreaterThan(child.err().lastIndexOf('RAW true'));
  const away = child.out().length;
  process.kill(-pid, 'SIGCONT');
  await child.until(() => child.out().indexOf(ENTER_ALT, away) >= 0 && child.out().indexOf('Pass to Ana', away) >= 0);
  expect(child.err().lastIndexOf('RAW true')).toBeGreaterThan(child.err().lastIndexOf('RAW false'));
  // Still alive and answering keys: Enter passes the hand-off.
  child.process.stdin.write('\r');
  await child.until(() => child.out().indexOf('Form the budget', away) >= 0);
  child.process.kill('SIGTERM');
  expect(await child.exited).toBe(143);
  expect(child.out().lastIndexOf(LEAVE_ALT)).toBeGreaterThan(child.out().lastIndexOf('Form the budget'));
}, 60000);

test('SIGTERM on the setup screen leaves the alternate screen', async () => {
  const child = start('setup');
  await child.until(() => child.out().includes('new game'));
  child.process.kill('SIGTERM');
  expect(await child.exited).toBe(143);
  expect(child.out()).toContain(ENTER_ALT);
  expect(child.out().lastIndexOf(LEAVE_ALT)).toBeGreaterThan(child.out().lastIndexOf('new game'));
}, 60000);
