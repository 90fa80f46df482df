#!/usr/bin/env node
// Builds dist/ from src/ with tsc (tsconfig.build.json), then writes dist/.built as the build's stamp.
//   node scripts/build.mjs             build
//   node scripts/build.mjs --if-stale  build only if dist/ is missing or older than src/ (npm start, npm test)
//   node scripts/build.mjs --clean     delete dist/ first, so nothing stale is packed (npm pack, npm publish)
//   node scripts/build.mjs --check     say whether dist/ is stale and why (exit 1) or up to date (exit 0); build nothing
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const stamp = join(dist, '.built');
/** What the build reads: src/ (folders too, so a deleted file counts) and the compiler settings. */
const INPUTS = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

function newestInput() {
  let newest = 0;
  const visit = (path) => {
    const info = statSync(path);
    newest = Math.max(newest, info.mtimeMs);
    if (info.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  for (const input of INPUTS) if (existsSync(join(root, input))) visit(join(root, input));
  return newest;
}

/** Why dist/ needs building, or null when it is up to date. */
function staleness() {
  if (!existsSync(stamp)) return 'dist/ has not been built';
  return newestInput() > statSync(stamp).mtimeMs ? 'src/ changed since the last build' : null;
}

function build() {
  const require = createRequire(join(root, 'package.json'));
  let tsc;
  try {
    tsc = require.resolve('typescript/bin/tsc');
  } catch {
    process.stderr.write('junta: building dist/ needs TypeScript, a development dependency: run `npm install` first.\n');
    process.exit(1);
  }
  rmSync(stamp, { force: true });
  const run = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

const args = process.argv.slice(2);
if (args.includes('--check')) {
  const why = staleness();
  process.stdout.write(why === null ? 'dist/ is up to date\n' : `dist/ is stale: ${why}\n`);
  process.exit(why === null ? 0 : 1);
}
if (args.includes('--clean')) rmSync(dist, { recursive: true, force: true });
if (args.includes('--if-stale')) {
  const why = staleness();
  if (why === null) process.exit(0);
  process.stderr.write(`Building dist/ (${why}).\n`);
}
build();
