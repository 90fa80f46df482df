#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// React's development build, which Node gets unless NODE_ENV says otherwise, records a
// performance measure for every render that nothing clears (memory that grows all evening) and
// draws slower; a NODE_ENV set by the user (development, to see React's warnings) is kept.
// Set before the CLI loads anything: Ink and React read it once, when first imported.
process.env.NODE_ENV ||= 'production';
// Ink draws nothing but the last frame when CI or CONTINUOUS_INTEGRATION is set (is-in-ci, read at
// import): a terminal in a CI-flagged shell (a dev container, a build agent's console) showed a blank
// screen for the whole game. The screens run only at a terminal, so the flag never applies to them.
delete process.env.CI;
delete process.env.CONTINUOUS_INTEGRATION;
// dist/app/ is the program bundled by scripts/build.mjs: a few files to load instead of hundreds.
const program = new URL('../dist/app/main.js', import.meta.url);
if (!existsSync(program)) await buildFirst();
const { run } = await import('../dist/app/main.js');

await run();

/**
 * A clone that was never built (or whose dist/ was removed) builds it as `npm start` does, when the
 * build's tools are installed; otherwise one line says what to run, instead of a module error's stack.
 */
async function buildFirst() {
  const [{ spawnSync }, { createRequire }] = await Promise.all([import('node:child_process'), import('node:module')]);
  const root = fileURLToPath(new URL('..', import.meta.url)).replace(/[\\/]$/, '');
  const script = new URL('../scripts/build.mjs', import.meta.url);
  const notBuilt = `junta: the program is not built (no dist/ in ${root}):`;
  if (!existsSync(script)) fail(`${notBuilt} run \`npm run build\` there.`);
  try {
    createRequire(new URL('../package.json', import.meta.url)).resolve('esbuild');
  } catch {
    fail(`${notBuilt} run \`npm install\` there, then \`npm run build\`.`);
  }
  // The build's messages go to stderr: stdout is the command's (junta --version).
  const build = spawnSync(process.execPath, [fileURLToPath(script), '--if-stale'], { stdio: ['ignore', 2, 2] });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (!existsSync(program)) fail(`${notBuilt} run \`npm run build\` there.`);
}

function fail(line) {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}
