// Every install script in the lock file is decided in package.json's allowScripts (the
// first run): npm 11 runs none it was not told to run and warns of each undecided one, so a clean
// `npm install` or `npm ci` prints no warning only when every such package is named there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { name?: string; version?: string; hasInstallScript?: boolean }>;
};
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, unknown> };

/** A lock file entry's package name: its own name field, else the path after the last node_modules/. */
const nameOf = (path: string, entry: { name?: string }): string => entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

const withScripts = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
  .map(([path, entry]) => nameOf(path, entry));

test('the lock file has packages with install scripts to decide (ssh2 at least)', () => {
  expect(withScripts).toContain('ssh2');
});

test('every package with an install script is allowed or denied in allowScripts', () => {
  const decided = pkg.allowScripts ?? {};
  const undecided = withScripts.filter((name) => typeof decided[name] !== 'boolean');
  expect(undecided).toEqual([]);
});

test('allowScripts names no package the lock file does not install with a script', () => {
  expect(Object.keys(pkg.allowScripts ?? {}).filter((name) => !withScripts.includes(name))).toEqual([]);
});
