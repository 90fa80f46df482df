#!/usr/bin/env node
// `npm run bench`: how fast the games, bots and program are on this machine, from the built dist/,
// every game reached through the registry (dist/games/index.js) and its module. The default run
// (under 3 minutes) prints each figure as it is measured: each registered game's random games, replay,
// bots' decisions and memory (bench/games.js), start-up, each game's first frame, each game's network
// tables (bots thinking: the default game's alone), seats joining under attack and the SSH host; each
// section's time on stderr as it ends. `--json` prints one JSON object at the end instead.
// Apart, each alone (`--game ID` keeps any of them to that game):
//   --strength     each game's bots' win rates at the table its bench declares (BENCH_STRENGTH_GAMES, default 1000,
//                  heuristic vs random; BENCH_ISMCTS_GAMES, default 1000 or the game's bench's own count, ISMCTS vs heuristic,
//                  by `junta simulate` on a worker per core)
//   --workers      `junta simulate --workers 2` over `--workers 1` for each game (bench/simulate-workers.js;
//                  BENCH_SIM_GAMES games a run for every game, else each game's own count, about 8 s of one thread)
//   --net          each game's network tables, bots thinking too, and the attack
//   --games        each game's own figures; --first-frame the first frames
// `--game ID` also finds a game built but not yet offered (the registry's unofferedGames): its own
// figures alone (bench/games.js; the program runs no command of it: no replay command, table or frame).
// BENCH_SECONDS (default 1): the time per random-game figure; BENCH_GAMES (default 400; the
// targets are set at 10000): the memory runs' games; BENCH_TABLES (default 50): the network tables
// per game with bots thinking (the p99 target's size), BENCH_FLAT_TABLES (default 20) with bots flat
// out (their throughput is the same at 20: the host's core is full either way); BENCH_SSH_CYCLES
// (default 100): the SSH host's connect/render/close cycles (bench/ssh.js); BENCH_ATTACK_HELD /
// BENCH_ATTACK_JOINS (default 100 / 10): seats joining under attack (bench/attack.js); BENCH_FRAME_RUNS
// (default 5): the interleaved runs of each first frame.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { Session } from '../dist/session/runner.js';
import { HostedTable } from '../dist/net/host.js';
import { TableServer } from '../dist/net/server.js';
import { newToken } from '../dist/net/tokens.js';
import { games as registry, unofferedGames } from '../dist/games/index.js';
import { sshBench } from './ssh.js';
import { attackBench, attackRows } from './attack.js';
import { defaultOptions, gameBench, gameRows } from './games.js';
import { heuristicStrength, ismctsGamesOf, ismctsRows, ismctsStrength, strengthRows } from './strength.js';
import { firstFrame, firstFrameRows, startupRatio, startupRows } from './startup.js';
import { workersBench, workersRows } from './simulate-workers.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
const json = process.argv.includes('--json');
const tableCount = Number(process.env.BENCH_TABLES ?? 50);
const flatTables = Number(process.env.BENCH_FLAT_TABLES ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 1);
const memoryGames = Number(process.env.BENCH_GAMES ?? 400);
const frameRuns = Number(process.env.BENCH_FRAME_RUNS ?? 5);
const strengthGames = Number(process.env.BENCH_STRENGTH_GAMES ?? 1000);
/** Unless told, each game's own count (its bench's strength.ismctsGames), else 1000. */
const ismctsGames = process.env.BENCH_ISMCTS_GAMES === undefined ? undefined : Number(process.env.BENCH_ISMCTS_GAMES);
const simGames = process.env.BENCH_SIM_GAMES === undefined ? undefined : Number(process.env.BENCH_SIM_GAMES);
const log = (text) => json || process.stderr.write(`${text}\n`);
const began = performance.now();
let lapStart = began;
/** Says on stderr how long the section just measured took, and the run so far. */
const lap = (what) => {
  const now = performance.now();
  log(`  (${what}: ${((now - lapStart) / 1000).toFixed(1)} s; ${((now - began) / 1000).toFixed(0)} s so far)`);
  lapStart = now;
};

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** `junta replay FILE` of a game's record: the command's wall time, median of `runs`. */
function replayCommandMillis(record, runs = 3) {
  const dir = mkdtempSync(join(tmpdir(), 'junta-bench-replay-'));
  const file = join(dir, 'record.json');
  writeFileSync(file, JSON.stringify(record));
  const env = { ...process.env, PAGER: 'cat', XDG_STATE_HOME: dir };
  delete env.NODE_OPTIONS;
  const wall = [];
  try {
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      execFileSync(process.execPath, ['bin/junta.js', 'replay', file], { stdio: 'ignore', env });
      wall.push(performance.now() - t);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return median(wall);
}

/**
 * One process hosting `tables` tables of 4 seats of `gameId` over localhost; every seat a client
 * driven by the game's heuristic bot through the client side, in a worker thread (the machine's other
 * core): actions a second over all tables, the round trip from a client's action to its next view
 * (p50/p99), and the host's heap per table at the end of the games.
 */
async function networkTables(tables, thinkMs = 0, gameId = registry.default.id, spread = false) {
  global.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  const server = await TableServer.listen({ port: 0, bind: '127.0.0.1' });
  const entry = registry.byId(gameId);
  const module = await entry.load();
  const bots = (await module.bots())();
  const hosts = [];
  const hostTimes = [];
  for (let t = 0; t < tables; t++) {
    const record = { format: module.recordFormat, seed: `bench-net-${t}`, players: NAMES.slice(0, 4).map((name) => ({ name })), options: defaultOptions(entry), actions: [] };
    const session = Session.open(module, record, { autosave: null, bots });
    const tokens = record.players.map(() => newToken());
    const hosted = await HostedTable.open({ session, tokens, botDelayMs: 0, holdMs: 0 });
    // The host's own time per action: checks, apply, and the updates to all four seats.
    const submitFrom = hosted.submitFrom.bind(hosted);
    hosted.submitFrom = (...args) => {
      const t0 = performance.now();
      const result = submitFrom(...args);
      hostTimes.push(performance.now() - t0);
      return result;
    };
    server.add(hosted, `t${t}`);
    hosts.push({ name: `t${t}`, hosted, session, tokens });
  }
  const worker = new Worker(new URL('./net-clients.js', import.meta.url), {
    workerData: { port: server.port, thinkMs, spread, game: gameId, tables: hosts.map(({ name, tokens }) => ({ name, tokens })) },
  });
  let start = 0;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const { trips, late, refused, stalled } = await new Promise((resolve, reject) => {
    worker.on('message', (message) => {
      if (message.type === 'connected') start = performance.now();
      else resolve(message);
    });
    worker.on('error', reject);
  });
  const elapsed = (performance.now() - start) / 1000;
  clearInterval(sampler);
  await worker.terminate();
  const actions = hosts.reduce((sum, h) => sum + h.session.state.actionCount, 0);
  await new Promise((resolve) => setTimeout(resolve, 200));
  global.gc?.();
  const heapTables = process.memoryUsage().heapUsed - heapStart;
  for (const { hosted } of hosts) hosted.end('bench over');
  await server.close();
  const quantile = (values, q) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  };
  return {
    game: gameId, tables, thinkMs, spread, actions, seconds: elapsed, actionsPerSecond: actions / elapsed, roundTrips: trips.length, lateActions: late, refusedActions: refused, stalledTables: stalled,
    p50: quantile(trips, 0.5), p99: quantile(trips, 0.99), hostP50: quantile(hostTimes, 0.5), hostP99: quantile(hostTimes, 0.99),
    hostMiBPerTable: heapTables / tables / 1024 / 1024, peakRssMiB: peakRss / 1024 / 1024,
  };
}

const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

function netRows([fast, paced, spread]) {
  const title = fast.game === registry.default.id ? 'network' : `${registry.byId(fast.game).title} network`;
  return [
    [`${title}: ${fast.tables} tables × 4 bot clients, actions/s`, `${round(fast.actionsPerSecond)} (${fast.actions} in ${round(fast.seconds, 1)} s)${fast.stalledTables > 0 ? `; ${fast.stalledTables} tables STALLED: a remote bot seat stopped answering` : ''}`, ''],
    ['  action → next view, p50 / p99 ms, bots flat out', `${round(fast.p50, 1)} / ${round(fast.p99, 1)}`, ''],
    ...(paced ? [[`  action → next view, p50 / p99 ms, bots think ${paced.thinkMs} ms (${paced.tables} tables)`, `${round(paced.p50, 1)} / ${round(paced.p99, 1)} (${round(paced.actionsPerSecond)} actions/s)`, 'p99 ≤ 20']] : []),
    // The same bots, each decision's wait drawn from half to one and a half times as long: the bots' timers
    // no longer fire together in the one client thread, whose bunched work makes most of the tail above.
    ...(spread ? [[`  the same, each wait ${spread.thinkMs / 2}–${spread.thinkMs * 1.5} ms (${spread.thinkMs} on average)`, `${round(spread.p50, 1)} / ${round(spread.p99, 1)} (${round(spread.actionsPerSecond)} actions/s)`, '']] : []),
    ['  actions sent for a step already over (not timed) / refused, flat out / thinking', `${fast.lateActions} / ${fast.refusedActions}, ${paced ? `${paced.lateActions} / ${paced.refusedActions}` : 'not run (--net)'}`, ''],
    ['  host time per action (apply + 4 updates), p50 / p99 ms', `${round(fast.hostP50, 2)} / ${round(fast.hostP99, 2)}`, ''],
    ['  host heap per table at game end, MiB', `${round(fast.hostMiBPerTable, 2)} (process peak RSS ${round(fast.peakRssMiB)})`, '≤ 2'],
  ];
}


/** Rows printed as soon as they are measured, each figure beside its target. */
function printRows(rows) {
  if (json) return;
  const width = Math.max(64, ...rows.map((r) => r[0].length));
  for (const [what, value, target] of rows) console.log(`${what.padEnd(width)}  ${String(value).padEnd(28)} ${target}`);
}

/** A figure's `--json` key for a game's network tables: `network` for the default game's, `<id>Network` for another's. */
const netKey = (id) => (id === registry.default.id ? 'network' : `${gameKey(id)}Network`);

/**
 * Each registered game's network tables (or those of the games given): flat out; then bots thinking
 * 150 ms, and (but the default game's) each wait spread. With bots thinking, a table lasts as long as
 * its game's decisions take at that pace whatever the machine (a long game's: minutes), so the quick
 * run paces the default game's tables alone; `all` (--net) paces every game's.
 */
async function allNetworkTables(measured, all) {
  const figures = {};
  for (const entry of measured) {
    const paced = all || entry.id === registry.default.id;
    log(`${entry.title} network tables (${flatTables} tables of 4 bot clients flat out${paced ? `, ${tableCount} with bots thinking` : '; thinking bots: --net'})…`);
    const runs = [await networkTables(flatTables, 0, entry.id)];
    if (paced) runs.push(await networkTables(tableCount, 150, entry.id));
    if (paced && entry.id !== registry.default.id) runs.push(await networkTables(tableCount, 150, entry.id, true));
    printRows(netRows(runs));
    figures[netKey(entry.id)] = runs;
    lap(`${entry.title} network`);
  }
  return figures;
}

const args = process.argv.slice(2);
const flags = new Set(args);
/** `--game ID`: the registered games a run measures (all of them unless one is named), or one built but not yet offered. */
const chosenId = args.includes('--game') ? args[args.indexOf('--game') + 1] : undefined;
const unoffered = unofferedGames.find((g) => g.id === chosenId);
if (chosenId !== undefined && !registry.byId(chosenId) && !unoffered) {
  const known = [...registry.all(), ...unofferedGames].map((g) => g.id);
  process.stderr.write(`bench: no game "${chosenId}" is registered (${known.join(', ')})\n`);
  process.exit(2);
}
const entries = chosenId === undefined ? registry.all() : [unoffered ?? registry.byId(chosenId)];
/** A game's own `--json` key beside the default game's top-level ones: its id in camel case (viva, lasCartas). */
const gameKey = (id) => id.replace(/-(.)/g, (_, c) => c.toUpperCase());
const report = {};

if (unoffered) {
  await allGames(false);
} else if (flags.has('--first-frame')) {
  log('first frame…');
  const frame = await firstFrame(frameRuns);
  printRows(firstFrameRows(frame));
  Object.assign(report, firstFrameReport(frame));
} else if (flags.has('--workers') || flags.has('--strength')) {
  if (flags.has('--strength')) await strength();
  if (flags.has('--workers')) {
    log(`simulate --workers 2 over --workers 1 (${simGames ?? "each game's own count of"} games a run, best of 3 each, and two processes of half)…`);
    report.workers = await workersBench({ entries, games: simGames, log });
    printRows(workersRows(report.workers));
    lap('workers');
  }
} else if (flags.has('--games')) {
  await allGames();
} else if (flags.has('--net')) {
  Object.assign(report, await allNetworkTables(entries, true));
  log('seats joining under attack…');
  report.attack = await attackBench();
  printRows(attackRows(report.attack));
} else {
  await defaultRun();
}
log(`bench: ${((performance.now() - began) / 1000).toFixed(0)} s in all`);
if (json) console.log(JSON.stringify(report));
process.exit(0);

/**
 * Each game's own figures (bench/games.js), printed as each game's are measured; in `--json`, every
 * game's under `games.<id>`, the default game's also under the keys the bench has always had
 * (randomGamesPerSecond, replayMillis, …) and another game's under its own key (viva). `offered`:
 * the program plays the games (else `junta replay` of the record is not timed: it refuses them).
 */
async function allGames(offered = true) {
  report.games ??= {};
  for (const entry of entries) {
    const g = await gameBench(entry, { seconds, memoryGames, decisionGames: 3, ismctsDecisions: 8, log });
    const record = g.replay.record;
    delete g.replay.record;
    if (offered) g.replay.commandMillis = replayCommandMillis(record);
    report.games[entry.id] = g;
    printRows([...gameRows(g), ...(offered ? [[`${entry.title}: junta replay of that record, wall time, ms`, round(g.replay.commandMillis, 1), '']] : [])]);
    if (entry.id === registry.default.id) Object.assign(report, defaultGameKeys(g));
    else report[gameKey(entry.id)] = g;
    lap(entry.title);
  }
}

/** The default game's figures under the keys the bench has always printed them under. */
function defaultGameKeys(g) {
  const byPlayers = Object.entries(g.games).filter(([key]) => !key.includes(' '));
  const at4 = g.games['4'] ?? byPlayers[0]?.[1];
  const ismcts = Object.values(g.decisions)[0].ismcts;
  return {
    randomGamesPerSecond: Object.fromEntries(byPlayers.map(([p, r]) => [p, round(r.gamesPerSecond)])),
    actionsPerSecond: round(1e6 / at4.applyMicros),
    legalActionsMicros: round(at4.legalMicros, 1),
    legalFromViewMicros: round(g.choicesFromView.micros, 1),
    replayMillis: round(g.replay.millis, 2),
    replayActions: g.replay.actions,
    ismctsItersPerSecond: round(ismcts.perSecond * ismcts.iterations),
    peakRssMiB: g.memory.peakRssMiB,
    rssStartMiB: g.memory.rssStartMiB,
    heapStartMiB: g.memory.heapStartMiB,
    heapEndMiB: g.memory.heapEndMiB,
    memoryGames: g.memory.games,
  };
}

/** Each game's bots' strength: the heuristic bot against random ones, ISMCTS against heuristic ones. */
async function strength() {
  report.games ??= {};
  for (const entry of entries) {
    log(`${entry.title} strength: one heuristic bot vs random bots over ${strengthGames} games…`);
    const heuristic = await heuristicStrength(entry, strengthGames);
    printRows(strengthRows(heuristic));
    const games = ismctsGames ?? (await ismctsGamesOf(entry));
    log(`${entry.title} strength: one ISMCTS bot vs heuristic bots over ${games} games (simulate, one worker thread per core)…`);
    const ismcts = await ismctsStrength(entry, games);
    printRows(ismctsRows(ismcts));
    const figures = { strength: heuristic, ismcts };
    report.games[entry.id] = figures;
    if (entry.id !== registry.default.id) report[gameKey(entry.id)] = figures;
    lap(`${entry.title} strength`);
  }
}

/** The quick run: each game's figures, start-up, first frame, network tables, attack and SSH, each printed as measured. */
async function defaultRun() {
  await allGames();
  log('start-up…');
  const startup = await startupRatio();
  report.startupRatio = round(startup.ratio, 2);
  report.startupMillis = { node: round(startup.bareMs, 1), rulesCoup: round(startup.rulesMs, 1), playPlain: round(startup.plainMs, 1) };
  printRows(startupRows(startup));
  lap('start-up');
  log('first frame…');
  const frame = await firstFrame(frameRuns);
  Object.assign(report, firstFrameReport(frame));
  printRows(firstFrameRows(frame));
  lap('first frame');
  Object.assign(report, await allNetworkTables(entries, false));
  log('seats joining under attack…');
  report.attack = await attackBench();
  printRows(attackRows(report.attack));
  lap('attack');
  // Last: it sets the host's environment (NODE_ENV=production, no CI) before loading Ink and React.
  log(`SSH host (${Number(process.env.BENCH_SSH_CYCLES ?? 100)} connect/render/close cycles)…`);
  const ssh = await sshBench();
  report.ssh = ssh;
  printRows([
    [`SSH: host heap over ${ssh.cycles} connections, MiB`, `${ssh.heapBeforeMiB} → ${ssh.heapAfterMiB} (${ssh.heapGrowthPercent} %)`, '≤ 10 %'],
    ['SSH: first frame after connect, ms (p50 / p95)', `${ssh.firstFrameMs.p50} / ${ssh.firstFrameMs.p95}`, ''],
    ['SSH: host memory per open connection, MiB', `heap ${ssh.perConnectionMiB.heap}, RSS ${ssh.perConnectionMiB.rss}`, ''],
    [`SSH: ${ssh.resizeFlood.changes} window changes from one seat: the other seat's redraw, ms; sent to the resizer, KiB`, `${ssh.resizeFlood.otherSeatMs}; ${ssh.resizeFlood.resizerKiB}`, ''],
  ]);
  lap('SSH');
}

/** The first frame's `--json` keys: the default game's ratio and times, and every game's. */
function firstFrameReport(frame) {
  if (frame === null) return { firstFrameRatio: null, firstFrameMillis: null };
  const first = frame.games.find((g) => g.game === registry.default.id) ?? frame.games[0];
  return {
    firstFrameRatio: round(first.ratio, 2),
    firstFrameMillis: { node: round(frame.bareMs, 1), play: round(first.playMs, 1) },
    firstFrames: frame.games.map((g) => ({ game: g.game, ratio: round(g.ratio, 2), playMs: round(g.playMs, 1) })),
  };
}
