#!/usr/bin/env node
// `npm run bench`: how fast the engine, bots and program are on this machine, from the built dist/.
// The default run (a few minutes) prints each figure as it is measured: throughput, replay, memory,
// Viva's figures, start-up, the first frame, every registered game's network tables (bots thinking:
// the default game's alone), seats joining under attack and the SSH host. `--json` prints one JSON object at the end instead.
// Apart, each alone:
//   --strength     Viva's bots' win rates (BENCH_STRENGTH_GAMES, default 1000, heuristic vs random;
//                  BENCH_ISMCTS_GAMES, default 1000, ISMCTS vs heuristic, by `junta simulate` on a worker per core)
//   --workers      `junta simulate --workers 2` over `--workers 1` (bench/simulate-workers.js;
//                  BENCH_SIM_GAMES_LC, default 5000, and BENCH_SIM_GAMES, default 2000, games per run)
//   --net          every game's network tables, bots thinking too, and the attack; --viva-net Viva's tables alone
//   --viva         Viva el Presidente!'s figures; --first-frame the first frames
// BENCH_SECONDS (default 2): the time per random-game measurement; BENCH_GAMES (default 1000; the
// targets are set at 10000): the memory runs' games; BENCH_TABLES (default 50): the network tables per game; BENCH_SSH_CYCLES
// (default 200): the SSH host's connect/render/close cycles (bench/ssh.js); BENCH_ATTACK_HELD /
// BENCH_ATTACK_JOINS (default 100 / 10): seats joining under attack (bench/attack.js); BENCH_FRAME_RUNS
// (default 5): the interleaved runs of each first frame.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import seedrandom from 'seedrandom';
import { apply, createGame, legalActions, legalFromView, pending, randomAction, replayRecord, viewFor, RECORD_FORMAT } from '../dist/games/las-cartas/rules/index.js';
import { Session } from '../dist/session/runner.js';
import { clock, pause, DEFAULT_ISMCTS_ITERATIONS } from '../dist/bots/index.js';
import { simulate } from '../dist/session/simulate.js';
import { lasCartasSummary, lasCartasTally } from '../dist/games/las-cartas/statistics.js';
import { HostedTable } from '../dist/net/host.js';
import { TableServer } from '../dist/net/server.js';
import { newToken } from '../dist/net/tokens.js';
import { games as registry } from '../dist/games/index.js';
import { sshBench } from './ssh.js';
import { attackBench, attackRows } from './attack.js';
import { vivaBench, vivaRows } from './viva.js';
import { ismctsRows, ismctsStrength, strengthRows, vivaStrength } from './viva-strength.js';
import { firstFrame, firstFrameRows, startupRatio, startupRows } from './startup.js';
import { workersBench, workersRows } from './simulate-workers.js';

// Las Cartas' module and its bots, through the registry.
const game = await registry.byId('las-cartas').load();
const lasCartasBots = await game.bots();
const makeBots = (ismcts = { iterations: DEFAULT_ISMCTS_ITERATIONS }) => lasCartasBots({ clock, pause, ...ismcts });

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
const json = process.argv.includes('--json');
const tableCount = Number(process.env.BENCH_TABLES ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const memoryGames = Number(process.env.BENCH_GAMES ?? 1000);
const frameRuns = Number(process.env.BENCH_FRAME_RUNS ?? 5);
const strengthGames = Number(process.env.BENCH_STRENGTH_GAMES ?? 1000);
const ismctsGames = Number(process.env.BENCH_ISMCTS_GAMES ?? 1000);
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
  const session = Session.open(game, record, { autosave: null, bots: makeBots() });
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
  const session = Session.open(game, record, { autosave: null, bots: makeBots() });
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

/** A screen's (or a network client's) legal actions, built from its seat's view alone: µs per decision of a 6-player game. */
function legalFromViewMicros() {
  let state = createGame({ seed: 'bench-view', players: NAMES.slice(0, 6) });
  const random = seedrandom('bench-view');
  const views = [];
  while (state.phase !== 'ended' && views.length < 400) {
    views.push(viewFor(state, pending(state).required[0].seat));
    const result = apply(state, randomAction(state, random));
    if (result.ok) state = result.state;
  }
  for (const view of views.slice(0, 50)) legalFromView(view);
  const t = performance.now();
  for (const view of views) legalFromView(view);
  return ((performance.now() - t) * 1000) / views.length;
}

async function memory() {
  global.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  const rssStart = process.memoryUsage().rss;
  let peak = rssStart;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  await simulate({
    game,
    options: { firstPresident: 'random' },
    summary: lasCartasSummary,
    tally: lasCartasTally(),
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

/** A registered game's options as a new game has them when nobody says (each option's declared default). */
const defaultOptions = (entry) => Object.fromEntries(entry.options.filter((o) => o.default !== undefined).map((o) => [o.key, o.default]));

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
  const { trips, late, refused } = await new Promise((resolve, reject) => {
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
    game: gameId, tables, thinkMs, spread, actions, seconds: elapsed, actionsPerSecond: actions / elapsed, roundTrips: trips.length, lateActions: late, refusedActions: refused,
    p50: quantile(trips, 0.5), p99: quantile(trips, 0.99), hostP50: quantile(hostTimes, 0.5), hostP99: quantile(hostTimes, 0.99),
    hostMiBPerTable: heapTables / tables / 1024 / 1024, peakRssMiB: peakRss / 1024 / 1024,
  };
}

const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

function netRows([fast, paced, spread]) {
  const title = fast.game === registry.default.id ? 'network' : `${registry.byId(fast.game).title} network`;
  return [
    [`${title}: ${fast.tables} tables × 4 bot clients, actions/s`, `${round(fast.actionsPerSecond)} (${fast.actions} in ${round(fast.seconds, 1)} s)`, ''],
    ['  action → next view, p50 / p99 ms, bots flat out', `${round(fast.p50, 1)} / ${round(fast.p99, 1)}`, ''],
    ...(paced ? [[`  action → next view, p50 / p99 ms, bots think ${paced.thinkMs} ms`, `${round(paced.p50, 1)} / ${round(paced.p99, 1)} (${round(paced.actionsPerSecond)} actions/s)`, 'p99 ≤ 20']] : []),
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
const netKey = (id) => (id === registry.default.id ? 'network' : `${id.replace(/-(.)/g, (_, c) => c.toUpperCase())}Network`);

/**
 * Each registered game's network tables (or those of the games given): flat out; then bots thinking
 * 150 ms, and (but the default game's) each wait spread. With bots thinking, a table lasts as long as
 * its game's decisions take at that pace whatever the machine (a Viva game's: minutes), so the quick
 * run paces the default game's tables alone; `all` (--net, --viva-net) paces every game's.
 */
async function allNetworkTables(entries = registry.all(), all = true) {
  const figures = {};
  for (const entry of entries) {
    const paced = all || entry.id === registry.default.id;
    log(`${entry.title} network tables (${tableCount} tables of 4 bot clients${paced ? '' : ', flat out alone; thinking bots: --net'})…`);
    const runs = [await networkTables(tableCount, 0, entry.id)];
    if (paced) runs.push(await networkTables(tableCount, 150, entry.id));
    if (paced && entry.id !== registry.default.id) runs.push(await networkTables(tableCount, 150, entry.id, true));
    printRows(netRows(runs));
    figures[netKey(entry.id)] = runs;
  }
  return figures;
}

const flags = new Set(process.argv.slice(2));
const simGames = { 'las-cartas': Number(process.env.BENCH_SIM_GAMES_LC ?? 5000), viva: Number(process.env.BENCH_SIM_GAMES ?? 2000) };
const report = {};

if (flags.has('--first-frame')) {
  log('first frame…');
  const frame = await firstFrame(frameRuns);
  printRows(firstFrameRows(frame));
  Object.assign(report, firstFrameReport(frame));
} else if (flags.has('--workers') || flags.has('--strength')) {
  if (flags.has('--strength')) {
    log(`Viva el Presidente! strength: heuristic vs 3 random over ${strengthGames} games…`);
    const strength = await vivaStrength(strengthGames);
    printRows(strengthRows(strength));
    log(`Viva el Presidente! strength: ISMCTS vs 3 heuristic over ${ismctsGames} games (simulate, one worker thread per core)…`);
    const ismcts = await ismctsStrength(ismctsGames);
    printRows(ismctsRows(ismcts));
    report.viva = { strength, ismcts };
  }
  if (flags.has('--workers')) {
    log(`simulate --workers 2 over --workers 1 (${simGames['las-cartas']} Las Cartas and ${simGames.viva} Viva games, best of 3 each, and two processes of half)…`);
    report.workers = await workersBench({ games: simGames });
    printRows(workersRows(report.workers));
  }
} else if (flags.has('--viva')) {
  log(`Viva el Presidente! (memory over ${memoryGames} games in a child process)…`);
  report.viva = await vivaBench({ seconds, memoryGames });
  printRows(vivaRows(report.viva));
} else if (flags.has('--net') || flags.has('--viva-net')) {
  Object.assign(report, await allNetworkTables(flags.has('--net') ? registry.all() : [registry.byId('viva')]));
  if (flags.has('--net')) {
    log('seats joining under attack…');
    report.attack = await attackBench();
    printRows(attackRows(report.attack));
  }
} else {
  await defaultRun();
}
if (json) console.log(JSON.stringify(report));
process.exit(0);

/** The quick run: throughput, replay, memory, start-up, first frame, network tables, attack and SSH, each printed as measured. */
async function defaultRun() {
  log('random games…');
  randomGames(4, 0.5);
  const games = {};
  for (const players of [3, 4, 5, 6]) games[players] = randomGames(players);
  Object.assign(report, {
    randomGamesPerSecond: Object.fromEntries(Object.entries(games).map(([p, r]) => [p, round(r.gamesPerSecond)])),
    actionsPerSecond: round(games[4].actionsPerSecond),
    legalActionsMicros: round(games[4].legalMicros, 1),
  });
  printRows([
    ['random games/s (3/4/5/6 players)', Object.values(report.randomGamesPerSecond).join(' / '), '≥ 500 at 4'],
    ['apply calls/s (4 players)', report.actionsPerSecond, ''],
    ['legalActions, mean µs (4 players)', report.legalActionsMicros, ''],
  ]);
  log('replay, ISMCTS…');
  const replay = await replayMillis();
  report.legalFromViewMicros = round(legalFromViewMicros(), 1);
  report.replayMillis = round(replay.millis, 2);
  report.replayActions = replay.actions;
  report.ismctsItersPerSecond = round(await ismctsIters());
  printRows([
    ['legal actions from a view (screens, clients), mean µs (6 players)', report.legalFromViewMicros, ''],
    [`replay of a 6-player record (${replay.actions} actions), ms`, report.replayMillis, '≤ 50'],
    ['ISMCTS iterations/s (4 players)', report.ismctsItersPerSecond, ''],
  ]);
  log(`memory (${memoryGames} games)…`);
  Object.assign(report, await memory(), { memoryGames });
  printRows([
    [`peak RSS over ${memoryGames} games, MiB`, `${report.peakRssMiB} (${report.rssStartMiB} before)`, '≤ 200'],
    ['heap at start / end, MiB', `${report.heapStartMiB} / ${report.heapEndMiB}`, 'flat'],
  ]);
  log(`Viva el Presidente! (memory over ${memoryGames} games in a child process; its strength: --strength)…`);
  report.viva = await vivaBench({ seconds, memoryGames });
  printRows(vivaRows(report.viva));
  log('start-up…');
  const startup = startupRatio();
  report.startupRatio = round(startup.ratio, 2);
  report.startupMillis = { node: round(startup.bareMs, 1), rulesCoup: round(startup.rulesMs, 1), playPlain: round(startup.plainMs, 1) };
  printRows(startupRows(startup));
  log('first frame…');
  const frame = await firstFrame(frameRuns);
  Object.assign(report, firstFrameReport(frame));
  printRows(firstFrameRows(frame));
  Object.assign(report, await allNetworkTables(registry.all(), false));
  log('seats joining under attack…');
  report.attack = await attackBench();
  printRows(attackRows(report.attack));
  // Last: it sets the host's environment (NODE_ENV=production, no CI) before loading Ink and React.
  log(`SSH host (${Number(process.env.BENCH_SSH_CYCLES ?? 200)} connect/render/close cycles)…`);
  const ssh = await sshBench();
  report.ssh = ssh;
  printRows([
    [`SSH: host heap over ${ssh.cycles} connections, MiB`, `${ssh.heapBeforeMiB} → ${ssh.heapAfterMiB} (${ssh.heapGrowthPercent} %)`, '≤ 10 %'],
    ['SSH: first frame after connect, ms (p50 / p95)', `${ssh.firstFrameMs.p50} / ${ssh.firstFrameMs.p95}`, ''],
    ['SSH: host memory per open connection, MiB', `heap ${ssh.perConnectionMiB.heap}, RSS ${ssh.perConnectionMiB.rss}`, ''],
    [`SSH: ${ssh.resizeFlood.changes} window changes from one seat: the other seat's redraw, ms; sent to the resizer, KiB`, `${ssh.resizeFlood.otherSeatMs}; ${ssh.resizeFlood.resizerKiB}`, ''],
  ]);
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
