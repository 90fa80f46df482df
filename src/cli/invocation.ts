// How a hint names a junta command: the way that works from where this program was started.
// The README's set-up (npm install, npm start) puts no `junta` on the PATH, so a program that npm
// started says `npm start -- resume`, one started as `node bin/junta.js` says `node bin/junta.js
// resume`, and `junta resume` is said only where the word `junta` on the PATH runs this very program
// (installed or linked).
import { realpathSync } from 'node:fs';
import { delimiter, isAbsolute, join, relative, resolve } from 'node:path';

/** How the program was started, as its entry saw it. */
export interface Start {
  /** The script node ran (process.argv[1]: absolute, as node resolves it). */
  script: string;
  /** Node itself (process.execPath). */
  node: string;
  cwd: string;
  /** The PATH the shell looked commands up in. */
  path: string | undefined;
  /** npm's script event, if npm started it (`npx` for npx and npm exec; a child of such a run inherits it). */
  npmEvent: string | undefined;
}

/** Set by the program's entry (run); a program run in-process (the tests) was started by no shell and says `junta`. */
let started: Start | undefined;
/** startCommand(started), worked out the first time a hint needs it. */
let startedAs: string | undefined;

export function rememberStart(start: Start): void {
  started = start;
  startedAs = undefined;
}

/** True when `npm start` in junta's own folder started this program (npm sets both variables). */
function startedByNpm(env: Record<string, string | undefined>): boolean {
  return env.npm_lifecycle_event === 'start' && env.npm_package_name === 'junta';
}

function sameFile(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** Whether the word `name` typed at a shell with this PATH runs `file`. */
function onPath(name: string, file: string, start: Start): boolean {
  return (start.path ?? '').split(delimiter).some((dir) => sameFile(join(resolve(start.cwd, dir || '.'), name), file));
}

/** A path as a POSIX shell reads it back: quoted when it holds anything but plain path characters. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * The command that starts this program again as it was started: `junta` when that word on the
 * PATH is this program, else node and the script's path (relative to the working folder when it
 * lies inside it, as it was most likely typed: `node bin/junta.js`).
 */
export function startCommand(start: Start): string {
  // npx runs the package's link in a node_modules/.bin of its own, which it puts on the PATH for that run only.
  if (start.npmEvent === 'npx' && /[\\/]node_modules[\\/]\.bin[\\/]junta$/.test(start.script)) return 'npx junta';
  if (onPath('junta', start.script, start)) return 'junta';
  const node = onPath('node', start.node, start) ? 'node' : shellWord(start.node);
  const inside = relative(start.cwd, start.script);
  const script = inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : start.script;
  return `${node} ${shellWord(script)}`;
}

/** The command line that runs `junta ARGS` (`junta` alone for no arguments) as this program was started. */
export function juntaCommand(args: string, env: Record<string, string | undefined>): string {
  if (startedByNpm(env)) return args === '' ? 'npm start' : `npm start -- ${args}`;
  const command = started === undefined ? 'junta' : (startedAs ??= startCommand(started));
  return args === '' ? command : `${command} ${args}`;
}
