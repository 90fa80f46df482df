// The package as users get it, fitting its ecosystem: a fresh copy of the project builds on `npm start`, `npm pack`
// ships only what a user needs, the tarball installs globally with no install script of its own (npm lists
// only ssh2's optional native ones, which it skips), and `import('junta/games/las-cartas')`, `import('junta/games/viva')`
// (each game its own export), `import('junta/core')` and `import('junta/engine')` (Las Cartas' alias for one release)
// work, types included, from a scratch project.
// npm plans the global install with --prefer-offline --dry-run (its tree and its warnings: the cache that
// `npm ci` filled serves every dependency, and the registry is asked only for what the cache lacks); the
// install is then laid out as npm lays it, the production dependencies linked from the ones `npm ci`
// installed. Any failure fails the test with npm's own output.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { games } from '../src/games/index.js';

const ROOT = process.cwd();
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  version: string;
  license: string;
  description: string;
  keywords: string[];
  exports: Record<string, string | Record<string, string>>;
};
/** Generous bounds for a loaded machine: they only stop a hung npm, they time nothing. */
const MINUTES = 60_000;

/** The environment of a user's shell: none of the npm_* variables `npm test` set for this run, except where the cache is. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key === 'NODE_OPTIONS' || (key.toLowerCase().startsWith('npm_') && !['npm_config_cache', 'npm_config_userconfig'].includes(key.toLowerCase()))) continue;
    env[key] = value;
  }
  return { ...env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false', PAGER: 'cat', ...extra };
}

function run(command: string, args: string[], cwd: string, extraEnv: Record<string, string> = {}): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env: cleanEnv(extraEnv), encoding: 'utf8', timeout: 10 * MINUTES, input: '' });
  if (result.error) throw result.error;
  return result;
}

/** Runs and insists on exit code 0, showing the command's output when it fails. */
function ok(command: string, args: string[], cwd: string, extraEnv?: Record<string, string>): SpawnSyncReturns<string> {
  const result = run(command, args, cwd, extraEnv);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** The packages the lock file installs for junta's users (top level of node_modules; no development one). */
function productionDependencies(): string[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => /^node_modules\/(@[^/]+\/)?[^/@][^/]*$/.test(path) && entry.dev !== true && entry.devOptional !== true)
    .map(([path]) => path.slice('node_modules/'.length));
}

test('package.json and LICENSE name the same licence', () => {
  expect(pkg.license).toBe('MIT');
  expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
});

test('package.json names the family and every registered game, and no home page, tracker or repository that does not exist', () => {
  for (const game of games.all()) {
    expect(pkg.description).toContain(`${game.title}, ${game.about}`);
    expect(pkg.keywords).toContain(game.id);
  }
  expect(pkg.keywords).toContain('junta');
  // The project is published nowhere yet: a URL here would send users to a page that is not there.
  for (const field of ['homepage', 'bugs', 'repository']) expect(pkg).not.toHaveProperty(field);
});

describe('the packed package', () => {
  const work = mkdtempSync(join(tmpdir(), 'junta-package-'));
  const clone = join(work, 'clone');
  let tarball = '';
  let packed: string[] = [];
  const prefix = join(work, 'prefix');

  beforeAll(() => {
    // A fresh clone: the project without its build output; the installed node_modules is shared.
    cpSync(ROOT, clone, {
      recursive: true,
      filter: (source) => !/^(node_modules|dist|coverage|scratch|\.git)(\/|$)/.test(relative(ROOT, source)),
    });
    symlinkSync(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  test('npm start builds dist/ when it is missing or older than src/, and only then', () => {
    const first = ok('npm', ['start', '--silent', '--', '--version'], clone);
    expect(first.stdout.trim()).toBe(pkg.version);
    expect(first.stderr).toContain('Building dist/ (dist/ has not been built)');

    const second = ok('npm', ['start', '--silent', '--', '--version'], clone);
    expect(second.stderr).not.toContain('Building');

    // A changed source makes dist/ stale: npm start's --if-stale reads the same check, which says why
    // (the build itself is the one above; npm pack below builds once more, afresh).
    expect(run(process.execPath, ['scripts/build.mjs', '--check'], clone).stdout).toBe('dist/ is up to date\n');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(clone, 'src', 'cli', 'main.ts'), later, later);
    const check = run(process.execPath, ['scripts/build.mjs', '--check'], clone);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain('src/ changed since the last build');
  }, 20 * MINUTES);

  test('npm pack builds afresh and ships only what a user needs', () => {
    // A leftover of an old build must not be shipped: prepack starts from an empty dist/.
    writeFileSync(join(clone, 'dist', 'leftover.js'), '');
    const result = ok('npm', ['pack', '--json', '--pack-destination', work], clone);
    const info = JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
    tarball = join(work, info[0].filename);
    packed = info[0].files.map((f) => f.path);

    for (const needed of [
      'LICENSE', 'README.md', 'package.json', 'bin/junta.js', 'dist/cli/main.js', 'dist/games/las-cartas/rules/index.js', 'dist/games/las-cartas/rules/index.d.ts',
      'dist/games/las-cartas/index.js', 'dist/games/las-cartas/index.d.ts', 'dist/games/las-cartas/module.js', 'dist/games/las-cartas/module.d.ts',
      'dist/games/viva/module.js', 'dist/games/viva/module.d.ts', 'dist/core/index.js', 'dist/core/index.d.ts', 'dist/core/game.d.ts',
      'dist/games/las-cartas/content/rules-text.js',
    ]) {
      expect(packed).toContain(needed);
    }
    const unneeded = packed.filter((p) => !/^(LICENSE|README\.md|package\.json|bin\/junta\.js|dist\/.*\.js|dist\/(games\/(las-cartas|viva)|core)\/.*\.d\.ts)$/.test(p));
    expect(unneeded).toEqual([]);
    expect(packed).not.toContain('dist/leftover.js');
    expect(packed.filter((p) => p.endsWith('.map'))).toEqual([]);
    // Every target of the exports map is in the tarball.
    const targets = Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t)));
    for (const target of targets) expect(packed).toContain(target.replace(/^\.\//, ''));
  }, 20 * MINUTES);

  test('installed globally, it warns of no install script but ssh2\'s optional native ones, and junta runs', () => {
    expect(existsSync(tarball)).toBe(true);
    // npm's own plan of the global install (--dry-run: the same tree and the same warnings, without
    // unpacking some 40 MB of dependencies npm has unpacked for `npm ci` already).
    mkdirSync(join(prefix, 'lib'), { recursive: true });
    const install = ok('npm', ['install', '--global', '--prefix', prefix, '--prefer-offline', '--dry-run', tarball], work);
    const output = `${install.stdout}\n${install.stderr}`;
    expect(output).toMatch(/added \d+ packages/);
    // npm 11 runs no dependency's install script unless allowed, and lists the ones it skipped:
    // only ssh2's optional native crypto binding and its cpu-features helper may be listed, which
    // junta does not need (README, "Play over SSH"). Junta itself has no install script at all.
    const skipped = [...output.matchAll(/install-scripts {3}(\S+)@[\d.]+ \(/g)].map((m) => m[1]);
    expect(skipped.filter((name) => name !== 'ssh2' && name !== 'cpu-features')).toEqual([]);
    expect(output).not.toMatch(/junta@[\d.]+ \((prepare|preinstall|install|postinstall)/);
    expect(output.split('\n').filter((line) => /install-scripts|allow-?scripts/i.test(line) && !/^npm warn install-scripts/.test(line))).toEqual([]);

    // The install itself as npm lays it out: the tarball's files in lib/node_modules/junta, its
    // production dependencies (the lock file's, as npm ci installed them; no development one) in its
    // node_modules, and each of its package.json's bin entries linked in bin/ and executable.
    const installed = join(prefix, 'lib', 'node_modules', 'junta');
    mkdirSync(join(installed, 'node_modules'), { recursive: true });
    ok('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], work);
    for (const name of productionDependencies()) {
      mkdirSync(dirname(join(installed, 'node_modules', name)), { recursive: true });
      symlinkSync(join(ROOT, 'node_modules', name), join(installed, 'node_modules', name), 'dir');
    }
    const { bin } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(Object.keys(bin)).toEqual(['junta']);
    mkdirSync(join(prefix, 'bin'));
    for (const [name, target] of Object.entries(bin)) {
      chmodSync(join(installed, target), 0o755);
      symlinkSync(relative(join(prefix, 'bin'), join(installed, target)), join(prefix, 'bin', name));
    }

    const junta = join(prefix, 'bin', 'junta');
    expect(ok(junta, ['--version'], work).stdout.trim()).toBe(pkg.version);
    const quickstart = ok(junta, ['rules', 'quickstart'], work).stdout;
    expect(quickstart).toMatch(/^Quick start/);
    expect(quickstart.trimEnd().split('\n').length).toBeLessThanOrEqual(40);
  }, 20 * MINUTES);

  test("a scratch project imports 'junta/engine', 'junta/games/las-cartas', 'junta/games/viva' and 'junta/core', plays a random game with each game's, replays them by the core, and type-checks against their declarations", () => {
    expect(existsSync(tarball)).toBe(true);
    const project = join(work, 'scratch');
    cpSync(join(ROOT, 'test', 'fixtures', 'package-scratch'), project, { recursive: true });
    // The tarball as installed above, linked into the project the way `npm link junta` does: the
    // same files and dependencies, without installing them all a second time.
    const installed = join(prefix, 'lib', 'node_modules', 'junta');
    expect(existsSync(join(installed, 'package.json'))).toBe(true);
    mkdirSync(join(project, 'node_modules'), { recursive: true });
    symlinkSync(installed, join(project, 'node_modules', 'junta'), 'dir');

    const game = ok(process.execPath, ['play.mjs'], project);
    const result = JSON.parse(game.stdout) as {
      phase: string; actions: number; players: number; winners: number[];
      module: { id: string; over: boolean; actions: number; replayed: boolean; winners: number[]; engineWinners: number[] };
      viva: { id: string; actions: number; replayed: boolean };
      alias: boolean;
    };
    expect(result.phase).toBe('ended');
    expect(result.actions).toBeGreaterThan(20);
    expect(result.players).toBe(3);
    expect(result.winners.length).toBeGreaterThan(0);
    // The game module, played through its rules alone, is the same engine as 'junta/engine'.
    expect(result.module).toMatchObject({ id: 'las-cartas', over: true });
    expect(result.module.actions).toBeGreaterThan(20);
    expect(result.module.winners.length).toBeGreaterThan(0);
    expect(result.module.engineWinners).toEqual(result.module.winners);
    // 'junta/engine' is Las Cartas' export under its old name; Viva's module plays by the same core, which replays both.
    expect(result.alias).toBe(true);
    expect(result.viva).toMatchObject({ id: 'viva', replayed: true });
    expect(result.viva.actions).toBeGreaterThan(20);
    expect(result.module.replayed).toBe(true);

    const tsc = resolve(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    // The check can fail: a wrong type against any export's declarations is an error, in its own file.
    // One run of tsc checks the project's own file and the four wrong ones: each wrong file is found
    // with its own error, and nothing else – the project's file and every declaration it reads – has any.
    const wrongs = [
      ['engine', "import { createGame } from 'junta/engine';\nexport const n: number = createGame;\n"],
      ['module', "import { lasCartas } from 'junta/games/las-cartas';\nexport const n: number = lasCartas.rules.create({ seed: 's', players: [] }).state;\n"],
      ['viva', "import { viva } from 'junta/games/viva';\nexport const n: number = viva.rules.create({ seed: 's', players: [] }).state;\n"],
      ['core', "import { replayGame } from 'junta/core';\nexport const n: number = replayGame;\n"],
    ];
    for (const [name, wrongCode] of wrongs) writeFileSync(join(project, `wrong-${name}.ts`), wrongCode);
    const { files } = JSON.parse(readFileSync(join(project, 'tsconfig.json'), 'utf8')) as { files: string[] };
    // TypeScript's own library files are not junta's: their check (a third of tsc's time) is skipped;
    // every declaration of junta's, and of what they import, is still checked (skipLibCheck stays false).
    writeFileSync(join(project, 'tsconfig.wrong.json'), JSON.stringify({
      extends: './tsconfig.json', compilerOptions: { skipDefaultLibCheck: true }, files: [...files, ...wrongs.map(([name]) => `wrong-${name}.ts`)],
    }));
    const checked = run(process.execPath, [tsc, '-p', 'tsconfig.wrong.json'], project);
    expect(checked.status === 0).toBe(false);
    const errors = checked.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(errors.filter((line) => !/^wrong-(engine|module|viva|core)\.ts\(/.test(line))).toEqual([]);
    for (const [name] of wrongs) {
      const found = errors.filter((line) => line.startsWith(`wrong-${name}.ts(`));
      expect([name, found.some((line) => line.includes("is not assignable to type 'number'"))]).toEqual([name, true]);
    }
  }, 20 * MINUTES);
});
