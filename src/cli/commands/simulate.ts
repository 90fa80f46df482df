// `junta simulate`: bots play many games headless; win rates, then the game's own statistics,
// from its module (Las Cartas': rounds, coups and cards; Viva's: rounds, battles, the office, cards).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cliProgress from 'cli-progress';
import type { GameModule } from '../../core/game.js';
import type { StatisticsLine } from '../../core/statistics.js';
import { plural } from '../../core/words.js';
import { FileError, checkWriteTarget, ensureFolder, writeFileAtomically } from '../../io/files.js';
import { normalizeName } from '../../session/input.js';
import { safeJson, visible } from '../../text/sanitize.js';
import { playedHere, tallySimulation, type SimulatedGame, type SimulationReport } from '../../session/simulate.js';
import { playedInWorkers, SimulationWorkerError } from '../../session/simulate-workers.js';
import { RuntimeError, UsageError, type Io } from '../io.js';
import { BOT_KINDS, boundedInt, checkNames, checkSeed, defaultBotOf, defaultNames, type BotKind } from '../../session/plan.js';
import { simulateFlag } from '../game-flags.js';
import { simulationSetup, WORKER_SCRIPT, type SimulationSpec, type WorkerGame } from '../simulation.js';
import { table } from '../text.js';

export interface SimulateOptions {
  games: string;
  players?: string;
  bots?: string;
  seed: string;
  /** Absent: each game's ISMCTS bot searches its own budget. */
  iterations?: string;
  workers?: string;
  recordDir?: string;
  json?: boolean;
}

const isKind = (word: string): word is BotKind => (BOT_KINDS as readonly string[]).includes(word);

type Bounds = GameModule['players'];

/** --players, within the simulated game's bounds. */
function playerCount(text: string, { min, max }: Bounds): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--players takes a number from ${min} to ${max}, not "${text}"`);
  }
  return Number(text);
}

/** In a simulation every seat is a bot: the --bots list has one entry per seat, within the game's bounds; its names none its options reserve. */
export function simulationSeats(spec: string | undefined, players: number | undefined, game: Pick<GameModule, 'players' | 'options' | 'defaultBot'>): { name: string; bot: BotKind }[] {
  const bounds = game.players;
  const kind = defaultBotOf(game);
  const entries = spec === undefined ? Array<string>(players ?? bounds.default).fill(kind) : spec.split(',').map((e) => e.trim());
  if (players !== undefined && entries.length !== players) {
    throw new UsageError(`--bots lists ${entries.length} seats for ${players} players; in a simulation give one entry per seat, e.g. --bots heuristic,random,random,random`);
  }
  const { min, max } = bounds;
  if (entries.length < min || entries.length > max) throw new UsageError(`a simulation needs ${min} to ${max} seats, not ${entries.length}`);
  const seats = entries.map((entry, i) => {
    const [name, kind, extra] = entry.split(':').map((part, j) => (j === 0 ? normalizeName(part) : part));
    if (extra !== undefined || entry === '') throw new UsageError(`--bots entry "${entry}" should be NAME:kind, NAME or kind`);
    if (kind === undefined) return isKind(name) ? { name: defaultNames(i + 1)[i], bot: name } : { name, bot: kind };
    if (!isKind(kind)) throw new UsageError(`unknown bot kind "${kind}"; choose ${BOT_KINDS.join(', ')}`);
    return { name, bot: kind };
  });
  checkNames(seats.map((s) => s.name), '--bots', game);
  return seats;
}

/** More threads than this would only share the cores and fill the memory, each with its own copy of the program. */
export const MAX_WORKERS = 64;

/** --workers: how many threads play the games (default: one per core), never more than there are games. */
function workerCount(text: string | undefined, games: number): number {
  const asked = text === undefined ? availableParallelism() : boundedInt('--workers', text, 1, MAX_WORKERS, 'a number of worker threads');
  return Math.min(asked, games);
}

/** The games played here (one thread), or on worker threads running the built program. */
async function playedGames(module: GameModule, spec: SimulationSpec, games: number, workers: number): Promise<AsyncIterable<SimulatedGame<object | null, unknown>>> {
  if (workers === 1) return playedHere(await simulationSetup(module, spec), games);
  if (!existsSync(fileURLToPath(WORKER_SCRIPT))) {
    throw new RuntimeError(`--workers ${workers} runs the built program's worker threads, and ${fileURLToPath(WORKER_SCRIPT)} is missing: build it (npm run build), or give --workers 1`);
  }
  return playedInWorkers<WorkerGame>({ script: WORKER_SCRIPT, data: spec, games, workers });
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** The report's first lines, every game's: the games, the win rates by bot kind and by seat, the games nobody won or several shared. */
export const winRateLines = (report: SimulationReport<unknown>): string[] => [
  `${plural(report.games, 'game')}, ${report.players} players: ${report.bots.join(', ')} (seats rotate each game)`,
  '',
  'Win rate per seat of each bot kind:',
  ...Object.entries(report.winRateByBot).map(([kind, rate]) => `  ${kind.padEnd(10)} ${pct(rate)}`),
  '',
  `Win rate by seat: ${Object.entries(report.winRateBySeat).map(([seat, rate]) => `${seat}: ${pct(rate)}`).join(', ')}`,
  ...outcomeLines(report),
];

/** The games nobody won and those several shared (the board game's B10 and B64), when there were any. */
function outcomeLines(report: SimulationReport<unknown>): string[] {
  const games = (n: number) => `${n} ${n === 1 ? 'game' : 'games'} (${pct(n / Math.max(1, report.games))})`;
  return [
    ...(report.noWinner > 0 ? [`No winner: ${games(report.noWinner)}`] : []),
    ...(report.sharedWin > 0 ? [`A shared win: ${games(report.sharedWin)}`] : []),
  ];
}

/** A line of the game's report as printed: a table laid out to the width. */
const printed = (line: StatisticsLine, width: number): string =>
  typeof line === 'string' ? line : table([...line.header], line.rows.map((row) => [...row]), width);

/** The game's own options, checked by setting up one game before the first is played: a bad one is a usage error. */
function checkGameOptions(module: GameModule, players: string[], options: Record<string, unknown>): void {
  try {
    module.rules.create({ seed: 'check', players, options });
  } catch (error) {
    const flags = module.options.filter(simulateFlag).map((o) => o.flag).join(', ');
    throw new UsageError(`${module.title} refuses these options (${flags}): ${visible(error instanceof Error ? error.message : String(error))}`);
  }
}

/**
 * `module`: the game simulated (main.ts checks that its module gives statistics); `options` carry
 * its own options by their record keys (those a simulation fixes have their fixed value).
 */
export async function simulateCommand(options: SimulateOptions & Record<string, unknown>, module: GameModule, io: Io): Promise<number> {
  const games = boundedInt('--games', options.games, 1, 100_000, 'a number of games');
  const iterations = options.iterations === undefined ? undefined : boundedInt('--iterations', options.iterations, 1, 100_000, 'a number of search iterations');
  const workers = workerCount(options.workers, games);
  const players = options.players === undefined ? undefined : playerCount(options.players, module.players);
  const seats = simulationSeats(options.bots, players, module);
  const seed = checkSeed(options.seed, '--seed');
  const statistics = await module.statistics!();
  const gameOptions = Object.fromEntries(module.options.map((o) => [o.key, o.simulated ?? options[o.key] ?? o.default]));
  checkGameOptions(module, seats.map((s) => s.name), gameOptions);
  if (options.recordDir === '') throw new UsageError('--record-dir needs a folder name');
  const recordPath = (index: number) => join(options.recordDir!, `game-${String(index + 1).padStart(5, '0')}.json`);
  if (options.recordDir) {
    try {
      // Checked before the first game: a path that is not a folder fails now, not after an hour of games.
      ensureFolder(options.recordDir);
      checkWriteTarget(recordPath(0));
    } catch (error) {
      throw error instanceof FileError ? new UsageError(`--record-dir ${error.message}`) : error;
    }
  }
  const writeRecord = (record: object, index: number) => {
    try {
      writeFileAtomically(recordPath(index), `${JSON.stringify(record, null, 1)}\n`, 0o644);
    } catch (error) {
      throw error instanceof FileError ? new RuntimeError(`--record-dir: ${error.message}`) : error;
    }
  };
  const spec: SimulationSpec = { game: module.id, seats, seed, options: gameOptions, iterations, records: options.recordDir !== undefined };
  const played = await playedGames(module, spec, games, workers);
  const bar = io.stderr.isTTY
    ? new cliProgress.SingleBar({ format: 'simulating [{bar}] {value}/{total} games', hideCursor: true, stream: process.stderr }, cliProgress.Presets.shades_classic)
    : null;
  bar?.start(games, 0);
  const onGame = (record: object | null, index: number) => {
    bar?.update(index + 1);
    // The spec keeps records exactly when there is a folder for them, so each game brings its own.
    if (options.recordDir && record) writeRecord(record, index);
  };
  let report: SimulationReport<object>;
  try {
    report = await tallySimulation({ games, seats, onGame, tally: statistics.tally() }, played);
  } catch (error) {
    throw error instanceof SimulationWorkerError ? new RuntimeError(error.message) : error;
  } finally {
    bar?.stop();
  }
  const text = [...winRateLines(report), ...statistics.lines(report, 80).map((line) => printed(line, 80))];
  io.stdout.write(options.json ? `${safeJson(report)}\n` : `${text.join('\n')}\n`);
  return 0;
}
