// Hints name commands the way that works from where junta was started (issue 24, "The first run"):
// after the README's set-up (npm install, npm start) there is no `junta` on the PATH.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { juntaCommand } from '../src/cli/invocation.js';

const NPM_START = { npm_lifecycle_event: 'start', npm_package_name: 'junta' };

test('started by npm start in junta\'s folder, a command is npm start -- ARGS', () => {
  expect(juntaCommand('resume', NPM_START)).toBe('npm start -- resume');
  expect(juntaCommand('host --resume', NPM_START)).toBe('npm start -- host --resume');
  expect(juntaCommand('', NPM_START)).toBe('npm start');
});

test('otherwise (installed, linked, another package\'s script) it is junta ARGS', () => {
  expect(juntaCommand('resume', {})).toBe('junta resume');
  expect(juntaCommand('resume', { npm_lifecycle_event: 'test', npm_package_name: 'junta' })).toBe('junta resume');
  expect(juntaCommand('resume', { npm_lifecycle_event: 'start', npm_package_name: 'other' })).toBe('junta resume');
  expect(juntaCommand('', {})).toBe('junta');
});

describe('the program\'s hints, as started', () => {
  /** A shell's environment: no npm_* variables of the `npm test` that runs this. */
  function userEnv(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-invocation-')), PAGER: 'cat' };
    for (const [key, value] of Object.entries(process.env)) if (!key.toLowerCase().startsWith('npm_') && key !== 'NODE_OPTIONS' && key !== 'XDG_STATE_HOME') env[key] = value;
    return env;
  }

  test('through npm start: the hint says npm start -- play', () => {
    const run = spawnSync('npm', ['start', '--silent', '--', 'resume'], { env: userEnv(), encoding: 'utf8', input: '', timeout: 120000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("there is no unfinished game to resume; start one with 'npm start -- play'");
  });

  test('run as junta: the hint says junta play', () => {
    const run = spawnSync(process.execPath, ['bin/junta.js', 'resume'], { env: userEnv(), encoding: 'utf8', input: '', timeout: 20000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("there is no unfinished game to resume; start one with 'junta play'");
  });
});
