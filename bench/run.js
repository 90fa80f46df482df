#!/usr/bin/env node
// `npm run bench`: how fast the engine, bots and program are on this machine, from the built dist/.
// Prints a table; `npm run bench -- --json` prints one JSON object instead.
// BENCH_SECONDS (default 3) sets the time per random-game measurement; BENCH_GAMES (default 10000)
// the size of the memory run; BENCH_SSH_CYCLES (default 200) the SSH host's connect/render/close cycles (bench/ssh.js).
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { makeBots } from '../dist/bots/index.js';
import { apply, createGame, legalActions, pending, randomAction, replayRecord, viewFor, RECORD_FORMAT } from '../dist/engine/index.js';
import { Session } from '../dist/session/runner.js';
import { simulate } from '../dist/session/simulate.js';
import { sshBench } from './ssh.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
const json = process.argv.includes('--json');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const memoryGames = Number(process.env.BENCH_GAMES ?? 10000);
const log = (text) => json || process.stderr.write(`${text}\n`);

/** Whole games between uniformly random players for about `forSeconds` (a first short run warms the JIT up). */
function randomGames(players, forSeconds = seconds) {
  const random = seedrandom(`bench:${players}`);
  let games = 0;
  let actions = 0;
  let applyMs = 0;
  let legalCalls = 0;
  let legalMs = 0;
  const start = performance.now();
  while (performance.now() - start < forSeconds * 1000) {
    let state = createGame({ seed: `bench-${players}-${games}`, players: NAMES.slice(0, players), options: { firstPresident: 'random' } });
    for (;;) {
      const seat = pending(state).required[0]?.seat;
      if (seat === undefined) break;
      const t0 = performance.now();
      legalActions(state, seat);
      legalMs += performance.now() - t0;
      legalCalls += 1;
      const action = randomAction(state, random);
      const t1 = performance.now();
      const result = apply(state, action);
      applyMs += performance.now() - t1;
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      actions += 1;
    }
    games += 1;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { gamesPerSecond: games / elapsed, actionsPerSecond: actions / (applyMs / 1000), legalMicros: (legalMs * 1000) / legalCalls };
}

/** In-process time to replay a recorded 6-player game from its parsed record (median of 20). */
async function replayMillis() {
  const record = { format: RECORD_FORMAT, seed: 'bench-replay', players: NAMES.map((name) => ({ name, bot: 'heuristic' })), actions: [] };
  const session = Session.open(record, { autosave: null, bots: makeBots() });
  await session.runBots();
  const parsed = JSON.parse(JSON.stringify(session.record));
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    if (!replayRecord(parsed).ok) throw new Error('replay failed');
    times.push(performance.now() - t);
  }
  return { millis: median(times), actions: parsed.actions.length };
}

/** ISMCTS iterations per second at 4 players, from a mid-game position. */
async function ismctsIters() {
  const iterations = 300;
  const bot = makeBots({ iterations }).ismcts;
  const record = { format: RECORD_FORMAT, seed: 'bench-ismcts', players: NAMES.slice(0, 4).map((name) => ({ name, bot: 'heuristic' })), actions: [] };
  const session = Session.open(record, { autosave: null, bots: makeBots() });
  for (let i = 0; i < 30; i++) await session.botStep();
  let total = 0;
  let decisions = 0;
  for (let i = 0; i < 5 && !session.finished; i++) {
    const seat = session.required()[0].seat;
    const t = performance.now();
    await bot.decide(viewFor(session.state, seat), legalActions(session.state, seat), seedrandom(`ismcts-${i}`));
    total += performance.now() - t;
    decisions += 1;
    await session.botStep();
  }
  return (iterations * decisions) / (total / 1000);
}

async function memory() {
  global.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  const rssStart = process.memoryUsage().rss;
  let peak = rssStart;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  await simulate({
    games: memoryGames,
    seats: NAMES.slice(0, 4).map((name) => ({ name, bot: 'random' })),
    seed: 'bench-memory',
    bots: makeBots(),
    onGame: (_, i) => {
      peak = Math.max(peak, process.memoryUsage().rss);
      if (i % 200 === 0) return new Promise((resolve) => setImmediate(resolve));
    },
  });
  clearInterval(timer);
  global.gc?.();
  const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return { peakRssMiB: mib(peak), rssStartMiB: mib(rssStart), heapStartMiB: mib(heapStart), heapEndMiB: mib(process.memoryUsage().heapUsed) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function startupRatio() {
  const env = { ...process.env, PAGER: 'cat' };
  delete env.NODE_OPTIONS;
  const time = (args) => {
    const t = performance.now();
    execFileSync(process.execPath, args, { stdio: 'ignore', env });
    return performance.now() - t;
  };
  const bare = [];
  const rules = [];
  for (let i = 0; i < 10; i++) {
    bare.push(time(['-e', '0']));
    rules.push(time(['bin/junta.js', 'rules', 'coup']));
  }
  return { ratio: median(rules) / median(bare), bareMs: median(bare), rulesMs: median(rules) };
}

const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;
log('random games…');
randomGames(4, 0.5);
const games = {};
for (const players of [3, 4, 5, 6]) games[players] = randomGames(players);
log('replay, ISMCTS…');
const replay = await replayMillis();
const iters = await ismctsIters();
log(`memory (${memoryGames} games)…`);
const mem = await memory();
log('start-up…');
const startup = startupRatio();
// Last: it sets the host's environment (NODE_ENV=production, no CI) before loading Ink and React.
log(`SSH host (${Number(process.env.BENCH_SSH_CYCLES ?? 200)} connect/render/close cycles)…`);
const ssh = await sshBench();

const report = {
  randomGamesPerSecond: Object.fromEntries(Object.entries(games).map(([p, r]) => [p, round(r.gamesPerSecond)])),
  actionsPerSecond: round(games[4].actionsPerSecond),
  legalActionsMicros: round(games[4].legalMicros, 1),
  replayMillis: round(replay.millis, 2),
  replayActions: replay.actions,
  ismctsItersPerSecond: round(iters),
  ...mem,
  memoryGames,
  startupRatio: round(startup.ratio, 2),
  startupMillis: { node: round(startup.bareMs, 1), rulesCoup: round(startup.rulesMs, 1) },
  ssh,
};

if (json) {
  console.log(JSON.stringify(report));
} else {
  const rows = [
    ['random games/s (3/4/5/6 players)', Object.values(report.randomGamesPerSecond).join(' / '), '≥ 500 at 4'],
    ['apply calls/s (4 players)', report.actionsPerSecond, ''],
    ['legalActions, mean µs (4 players)', report.legalActionsMicros, ''],
    [`replay of a 6-player record (${replay.actions} actions), ms`, report.replayMillis, '≤ 50'],
    ['ISMCTS iterations/s (4 players)', report.ismctsItersPerSecond, ''],
    [`peak RSS over ${memoryGames} games, MiB`, `${report.peakRssMiB} (${report.rssStartMiB} before)`, '≤ 200'],
    ['heap at start / end, MiB', `${report.heapStartMiB} / ${report.heapEndMiB}`, 'flat'],
    ['start-up: junta rules coup / node -e 0', `${report.startupRatio} (${report.startupMillis.rulesCoup} / ${report.startupMillis.node} ms)`, '≤ 1.5'],
    [`SSH: host heap over ${ssh.cycles} connections, MiB`, `${ssh.heapBeforeMiB} → ${ssh.heapAfterMiB} (${ssh.heapGrowthPercent} %)`, '≤ 10 %'],
    ['SSH: first frame after connect, ms (p50 / p95)', `${ssh.firstFrameMs.p50} / ${ssh.firstFrameMs.p95}`, ''],
    ['SSH: host memory per open connection, MiB', `heap ${ssh.perConnectionMiB.heap}, RSS ${ssh.perConnectionMiB.rss}`, ''],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [what, value, target] of rows) console.log(`${what.padEnd(width)}  ${String(value).padEnd(28)} ${target}`);
}
