// `npm run bench`'s start-up figures: `junta rules TOPIC` (the default game's first rules topic) and
// plain mode to its first question against a bare `node -e 0`, and each registered game's `junta play` to its first frame on a pseudo-terminal
// against `node -e 'console.log(1)'` to its first output through the same pseudo-terminal.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { games as registry } from '../dist/games/index.js';
import { loadScreens, plainOnly } from '../dist/ui/game-screens.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The environment of a measured run: the user's, without what a test runner or CI sets. */
function cleanEnv(extra = {}) {
  const env = { ...process.env, PAGER: 'cat', ...extra };
  delete env.NODE_OPTIONS;
  return env;
}

/**
 * `junta rules TOPIC` (the default game's first topic) over `node -e 0` (medians of 7 alternating
 * runs), and plain mode to its first question.
 */
export async function startupRatio(runs = 7) {
  const env = cleanEnv();
  const topic = (await registry.default.text()).topics[0].id;
  const time = (args) => {
    const t = performance.now();
    execFileSync(process.execPath, args, { stdio: 'ignore', env });
    return performance.now() - t;
  };
  const bare = [];
  const rules = [];
  const plain = [];
  // Plain mode up to its first question (input at its end, so it stops there), in a state folder of its own.
  const state = mkdtempSync(join(tmpdir(), 'junta-bench-'));
  const plainArgs = ['bin/junta.js', 'play', '--plain', '-n', 'Ana,Bo,Cy', '--bots', 'Bo,Cy', '--seed', 'bench'];
  try {
    for (let i = 0; i < runs; i++) {
      bare.push(time(['-e', '0']));
      rules.push(time(['bin/junta.js', 'rules', topic]));
      const t = performance.now();
      execFileSync(process.execPath, plainArgs, { stdio: ['ignore', 'ignore', 'ignore'], env: { ...env, XDG_STATE_HOME: state } });
      plain.push(performance.now() - t);
    }
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
  return { topic, ratio: median(rules) / median(bare), bareMs: median(bare), rulesMs: median(rules), plainMs: median(plain) };
}

/**
 * A first frame has come when five lines have (the screens write nothing but escape codes before it,
 * and every game's first frame has more): read from the terminal, it names no game's words.
 */
const framed = (out) => out.split('\n').length > 5;

/**
 * Ends the program `script` runs (its one child: the shell execs the command) with SIGTERM, so that
 * script, seeing it gone, exits at once; a SIGTERM to script itself is passed on to the program too,
 * but script then lingers some 2 s before exiting (util-linux 2.38), seconds of every run of the
 * bench. Where /proc does not say script's children, script gets the SIGTERM. No game outlives the bench.
 */
function endProgram(child) {
  try {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    if (children.length > 0) {
      for (const pid of children) process.kill(pid, 'SIGTERM');
      return;
    }
  } catch {
    // No /proc here, or script has no child left: script passes the signal on.
  }
  child.kill('SIGTERM');
}

/**
 * Milliseconds from starting `command` on an 80×24 pseudo-terminal (util-linux `script -qfec`, its
 * size set by `stty` in the shell that then execs the command) until `shown(output)` holds.
 */
function onTerminal(command, shown, env) {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const child = spawn('script', ['-qfec', `stty cols 80 rows 24; exec ${command}`, '/dev/null'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    let ms = null;
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (ms === null && shown(out)) {
        ms = performance.now() - t;
        endProgram(child);
      }
    });
    child.on('exit', () => {
      clearTimeout(timer);
      if (ms === null) reject(new Error(`${command}: nothing awaited showed: ${JSON.stringify(out.slice(-300))}`));
      else resolve(ms);
    });
  });
}

/**
 * Each registered game's `junta play` (three seats, two bots) to its first frame, against
 * `node -e 'console.log(1)'` to its "1", both through the same pseudo-terminal, shell and `stty`
 * (the same start for both, so the ratio is the program's own). Medians of `runs` interleaved runs;
 * each game plays in a state folder of its own, removed afterwards. Null without `script`.
 */
export async function firstFrame(runs = 5) {
  if (spawnSync('script', ['--version']).status !== 0) return null;
  const state = mkdtempSync(join(tmpdir(), 'junta-bench-frame-'));
  const env = cleanEnv({ TERM: 'xterm', XDG_STATE_HOME: state });
  delete env.CI;
  const entries = registry.all();
  // A game that plays in plain mode only for now (its module's screens have no full screens) is timed to its first lines of plain mode.
  const plain = Object.fromEntries(await Promise.all(entries.map(async (g) => [g.id, plainOnly(await loadScreens(await g.load()))])));
  const bare = [];
  const play = Object.fromEntries(entries.map((g) => [g.id, []]));
  try {
    for (let i = 0; i < runs; i++) {
      bare.push(await onTerminal(`${process.execPath} -e 'console.log(1)'`, (out) => out.includes('1'), env));
      for (const g of entries) {
        const names = NAMES.slice(0, Math.max(3, g.players.min));
        const command = `${process.execPath} bin/junta.js play --game ${g.id}${plain[g.id] ? ' --plain' : ''} -n ${names.join(',')} --bots ${names.slice(1).join(',')} --seed bench`;
        play[g.id].push(await onTerminal(command, framed, env));
      }
    }
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
  const bareMs = median(bare);
  return { bareMs, games: entries.map((g) => ({ game: g.id, title: g.title, playMs: median(play[g.id]), ratio: median(play[g.id]) / bareMs })) };
}

const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

export const firstFrameRows = (frame) => (frame === null
  ? [['first frame: junta play on a pseudo-terminal', 'no util-linux script', '']]
  : frame.games.map((g) => [`first frame: junta play --game ${g.game} / node -e 'console.log(1)', pseudo-terminal`, `${round(g.ratio, 2)} (${round(g.playMs, 1)} / ${round(frame.bareMs, 1)} ms)`, '≤ 3']));

export const startupRows = (startup) => [
  [`start-up: junta rules ${startup.topic} / node -e 0`, `${round(startup.ratio, 2)} (${round(startup.rulesMs, 1)} / ${round(startup.bareMs, 1)} ms)`, '≤ 1.5'],
  ['start-up: junta play --plain to its first question, ms', round(startup.plainMs, 1), ''],
];
