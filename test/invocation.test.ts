// Hints name commands the way that works from where junta was started (the first run):
// after the README's set-up (npm install, npm start) there is no `junta` on the PATH.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { juntaCommand, startCommand, type Start } from '../src/cli/invocation.js';

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

  test('run as node bin/junta.js: the hint says node bin/junta.js play, which runs it again from here', () => {
    const env = { ...userEnv(), PATH: mkdtempSync(join(tmpdir(), 'junta-no-path-')) };
    const run = spawnSync(process.execPath, ['bin/junta.js', 'resume'], { env, encoding: 'utf8', input: '', timeout: 20000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`there is no unfinished game to resume; start one with '${process.execPath} bin/junta.js play'`);
  });

  test('a game left in plain mode, run as node bin/junta.js with node on the PATH: continue it with node bin/junta.js resume', () => {
    const env = { ...userEnv(), PATH: dirname(process.execPath) };
    const run = spawnSync(process.execPath, ['bin/junta.js', 'play', '--plain', '-n', 'Ana,Bo,Cy', '--bots', 'Bo,Cy'], { env, encoding: 'utf8', input: '', timeout: 20000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('The game is saved after every action; continue it with: node bin/junta.js resume --plain');
  });

  test('run as junta, the command on the PATH: the hint says junta play', () => {
    const bin = mkdtempSync(join(tmpdir(), 'junta-path-'));
    symlinkSync(resolve('bin', 'junta.js'), join(bin, 'junta'));
    const env = { ...userEnv(), PATH: `${bin}:${dirname(process.execPath)}` };
    const run = spawnSync(join(bin, 'junta'), ['resume'], { env, encoding: 'utf8', input: '', timeout: 20000 });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("there is no unfinished game to resume; start one with 'junta play'");
  });
});

describe('the command that starts the program again', () => {
  const script = resolve('bin', 'junta.js');
  const start = (over: Partial<Start>): Start => ({ script, node: process.execPath, cwd: process.cwd(), path: '', npmEvent: undefined, ...over });

  test('junta, when that word on the PATH is this program (a link to it, as npm link and npm install -g make)', () => {
    const bin = mkdtempSync(join(tmpdir(), 'junta-path-'));
    symlinkSync(script, join(bin, 'junta'));
    expect(startCommand(start({ path: `/nonexistent:${bin}`, script: join(bin, 'junta') }))).toBe('junta');
    expect(startCommand(start({ path: bin }))).toBe('junta');
  });

  test('otherwise node and the script: relative inside the working folder, absolute outside it', () => {
    const node = dirname(process.execPath);
    expect(startCommand(start({ path: node }))).toBe('node bin/junta.js');
    expect(startCommand(start({ path: node, cwd: join(process.cwd(), 'bin') }))).toBe('node junta.js');
    // A folder of its own outside the clone (the clone itself may lie in the temporary folder).
    expect(startCommand(start({ path: node, cwd: mkdtempSync(join(tmpdir(), 'junta-elsewhere-')) }))).toBe(`node ${script}`);
    // Another program called junta on the PATH is not this one.
    const other = mkdtempSync(join(tmpdir(), 'junta-other-'));
    mkdirSync(join(other, 'junta'));
    expect(startCommand(start({ path: `${other}:${node}` }))).toBe('node bin/junta.js');
  });

  test('npx junta under npx, whose link to the program is on the PATH of that run only; a program that npx started runs by its own', () => {
    const bin = join(mkdtempSync(join(tmpdir(), 'junta-npx-')), 'node_modules', '.bin');
    mkdirSync(bin, { recursive: true });
    symlinkSync(script, join(bin, 'junta'));
    expect(startCommand(start({ path: bin, script: join(bin, 'junta'), npmEvent: 'npx' }))).toBe('npx junta');
    // `npx jest` running `node bin/junta.js`: the event is inherited, the program is not npx's.
    expect(startCommand(start({ path: dirname(process.execPath), npmEvent: 'npx' }))).toBe('node bin/junta.js');
  });

  test('node by its path when node is not on the PATH; a path a shell would split is quoted', () => {
    expect(startCommand(start({ path: '' }))).toBe(`${process.execPath} bin/junta.js`);
    expect(startCommand(start({ path: dirname(process.execPath), script: "/opt/my games/Bo's junta.js", cwd: '/' }))).toBe("node 'opt/my games/Bo'\\''s junta.js'");
  });
});
