// The program's screens in a shell that says it is a build machine (CI set, as some dev containers
// and build agents' consoles do): Ink would draw nothing but the last frame, a blank screen for a
// whole game at a real terminal; bin/junta.js clears the flag before the screens load.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

test('junta play with CI and CONTINUOUS_INTEGRATION set draws its first hand-off at a pseudo-terminal, and Ctrl+C leaves', () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-ci-'));
  const env = { PATH: process.env.PATH, HOME: state, XDG_STATE_HOME: state, TERM: 'xterm-256color', LANG: 'C.UTF-8', CI: 'true', CONTINUOUS_INTEGRATION: '1' };
  const keys = join(state, 'keys');
  writeFileSync(keys, '\x03');
  const run = spawnSync('python3', ['test/support/pty-run.py', '--size', '80x24', '--after', 'Pass to Ana', keys, '60', process.execPath, 'bin/junta.js', 'play', '-n', 'Ana,Bo,Cy', '--seed', 'ci-shell'], {
    env, encoding: 'utf8', timeout: 120000,
  });
  expect(run.stdout).toContain('Pass to Ana – press Enter when only Ana can see');
  expect(run.status).toBe(0);
}, 120000);
