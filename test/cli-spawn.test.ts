// A sample of commands through the built binary, as a user runs them (needs `npm run build`, done by pretest).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadedModules } from './support/modules.js';

function junta(args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-spawn-')), PAGER: 'cat' };
  delete env.NODE_OPTIONS;
  return spawnSync(process.execPath, ['bin/junta.js', ...args], { env, input: '', encoding: 'utf8', timeout: 20000 });
}

test('junta --version prints the version and exits 0', () => {
  const run = junta(['--version']);
  expect(run.status).toBe(0);
  expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
});

test('junta rules coup prints the coup topic', () => {
  const run = junta(['rules', 'coup']);
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('First Rebel');
});

test('junta replay of a missing file exits 2 with one line and no stack trace', () => {
  const run = junta(['replay', 'no-such-record.json']);
  expect(run.status).toBe(2);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/);
});

test('junta play without a terminal exits 2 and points to replay and simulate', () => {
  const run = junta(['play', '-p', '3']);
  expect(run.status).toBe(2);
  expect(run.stderr).toMatch(/replay.*simulate/);
});

describe('a reader that goes away (junta … | head) ends the command quietly, as it ends git log', () => {
  /** Runs junta with its output into a pipe whose reader is gone before the first line: every write meets a closed pipe (EPIPE). */
  function intoClosedPipe(args: string[]): Promise<{ code: number | null; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-pipe-')), PAGER: 'cat' };
    delete env.NODE_OPTIONS;
    const child = spawn(process.execPath, ['bin/junta.js', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.destroy();
    child.stdin.end();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
  }

  test.each([
    [['--help']], [['-h']], [['help']], [['help', 'replay']], [['help', 'coup']], [['--version']],
    [['rules']], [['rules', 'rulings']], [['cards']], [['cards', 'thief']], [['cards', '--json']],
    [['replay', 'test/fixtures/lost-coup.json']], [['replay', '--json', 'test/fixtures/viva-expert-battle.json']],
    [['simulate', '--games', '2', '--players', '3', '--workers', '1']], [['resume', '--list']], [['completion', 'bash']],
    [['play', '--plain', '-n', 'Ana,Bo,Cy', '--bots', 'Bo,Cy']],
  ])('junta %j: no error, no stack trace, exit 0', async (args) => {
    expect(await intoClosedPipe(args)).toEqual({ code: 0, stderr: '' });
  });
});

describe('a copy without dist/ (the built program) says so in one line, or builds it as npm start does', () => {
  /** A copy of the project with only `parts` of it (never dist/), and node_modules when `modules`. */
  function copyWith(parts: string[], modules: boolean): string {
    const copy = mkdtempSync(join(tmpdir(), 'junta-unbuilt-'));
    for (const part of parts) cpSync(part, join(copy, part), { recursive: true });
    if (modules) symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir');
    return copy;
  }
  const version = (cwd: string) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.NODE_OPTIONS;
    return spawnSync(process.execPath, ['bin/junta.js', '--version'], { cwd, env, encoding: 'utf8', timeout: 120000 });
  };
  const SOURCES = ['bin', 'scripts', 'src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'];

  test('a clone with its dependencies installed builds dist/ first, saying so on stderr', () => {
    const run = version(copyWith(SOURCES, true));
    expect([run.status, run.stderr]).toEqual([0, 'Building dist/ (dist/ has not been built).\n']);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('a clone without its dependencies: one line, to install them and build', () => {
    const copy = copyWith(SOURCES, false);
    const run = version(copy);
    expect([run.status, run.stdout]).toEqual([1, '']);
    expect(run.stderr).toBe(`junta: the program is not built (no dist/ in ${copy}): run \`npm install\` there, then \`npm run build\`.\n`);
  });

  test('a copy without the build script: one line, to run npm run build', () => {
    const copy = copyWith(['bin', 'package.json'], true);
    const run = version(copy);
    expect([run.status, run.stdout]).toEqual([1, '']);
    expect(run.stderr).toBe(`junta: the program is not built (no dist/ in ${copy}): run \`npm run build\` there.\n`);
  });
});

describe('lazy loading: quick commands load neither the engine, zod, Ink nor React', () => {
  test.each([[['rules', 'coup']], [['cards', 'thief']], [['help', 'play']], [['--version']], [['completion', 'bash']]])('junta %j', (args) => {
    const trace = join(mkdtempSync(join(tmpdir(), 'junta-trace-')), 'modules.txt');
    const env: NodeJS.ProcessEnv = { ...process.env, JUNTA_TRACE_FILE: trace, PAGER: 'cat' };
    delete env.NODE_OPTIONS;
    const run = spawnSync(process.execPath, ['--import', './test/support/trace-imports.mjs', 'bin/junta.js', ...args], { env, encoding: 'utf8' });
    expect(run.status).toBe(0);
    const modules = loadedModules(trace);
    expect(modules).toContain('src/cli/main.ts');
    expect(modules.filter((m) => /^src\/games\/[^/]+\/rules\/|node_modules\/(zod|ink|react|react-reconciler)\//.test(m))).toEqual([]);
  });
});

test('plain mode loads neither Ink nor React (it starts in a fraction of the screens\' time)', () => {
  const trace = join(mkdtempSync(join(tmpdir(), 'junta-trace-')), 'modules.txt');
  const env: NodeJS.ProcessEnv = { ...process.env, JUNTA_TRACE_FILE: trace, XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'junta-spawn-')) };
  delete env.NODE_OPTIONS;
  const run = spawnSync(process.execPath, ['--import', './test/support/trace-imports.mjs', 'bin/junta.js', 'play', '--plain', '-n', 'Ana,Bo,Cy', '--bots', 'Bo,Cy'], { env, input: '', encoding: 'utf8', timeout: 20000 });
  expect(run.stdout).toContain('Name the first President');
  const modules = loadedModules(trace);
  expect(modules).toContain('src/games/las-cartas/rules/index.ts');
  expect(modules.filter((m) => /node_modules\/(ink|react|react-reconciler)\//.test(m))).toEqual([]);
});

test('replay loads neither Ink nor React: its game\'s module tells the story', () => {
  const trace = join(mkdtempSync(join(tmpdir(), 'junta-trace-')), 'modules.txt');
  const env: NodeJS.ProcessEnv = { ...process.env, JUNTA_TRACE_FILE: trace };
  delete env.NODE_OPTIONS;
  const run = spawnSync(process.execPath, ['--import', './test/support/trace-imports.mjs', 'bin/junta.js', 'replay', 'test/fixtures/lost-coup.json'], { env, encoding: 'utf8', timeout: 20000 });
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('The record stops after action');
  const modules = loadedModules(trace);
  expect(modules).toContain('src/games/las-cartas/narration.ts');
  expect(modules.filter((m) => /node_modules\/(ink|react|react-reconciler)\/|^src\/ui\//.test(m))).toEqual([]);
});

describe("React's production build unless the user asks for another", () => {
  // React's development build records a performance measure per render that nothing clears.
  const envAtExit = 'data:text/javascript,process.on("exit",()=>process.stderr.write("NODE_ENV="+process.env.NODE_ENV+"\\n"))';
  test.each([[undefined, 'production'], ['', 'production'], ['development', 'development']])('NODE_ENV %j runs as %s', (given, expected) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.NODE_OPTIONS;
    delete env.NODE_ENV;
    if (given !== undefined) env.NODE_ENV = given;
    const run = spawnSync(process.execPath, ['--import', envAtExit, 'bin/junta.js', '--version'], { env, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe(`NODE_ENV=${expected}\n`);
  });
});
