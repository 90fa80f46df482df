// `junta simulate`: bots play many games headless; win rates, then the game's own statistics (Las
// Cartas': rounds, coups and cards, the session's; another game's from its module).
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import { botsOfGame, makeBots } from '../../bots/index.js';
import type { GameModule } from '../../core/game.js';
import { FileError, checkWriteTarget, ensureFolder, writeFileAtomically } from '../../io/files.js';
import { normalizeName } from '../../session/input.js';
import { safeJson, visible } from '../../text/sanitize.js';
import { game } from '../../session/las-cartas.js';
import { lasCartasTally, type LasCartasStatistics } from '../../session/las-cartas-statistics.js';
import type { SessionRecord } from '../../session/runner.js';
import { simulate, type SimulationReport } from '../../session/simulate.js';
import { RuntimeError, UsageError, type Io } from '../io.js';
import { BOT_KINDS, DEFAULT_NAMES, boundedInt, checkNames, checkSeed, type BotKind } from '../../session/plan.js';
import { table } from '../text.js';

export interface SimulateOptions {
  games: string;
  players?: string;
  bots?: string;
  seed: string;
  iterations: string;
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

/** In a simulation every seat is a bot: the --bots list has one entry per seat, within the game's bounds. */
export function simulationSeats(spec: string | undefined, players: number | undefined, bounds: Bounds): { name: string; bot: BotKind }[] {
  const entries = spec === undefined ? Array<string>(players ?? bounds.default).fill('heuristic') : spec.split(',').map((e) => e.trim());
  if (players !== undefined && entries.length !== players) {
    throw new UsageError(`--bots lists ${entries.length} seats for ${players} players; in a simulation give one entry per seat, e.g. --bots heuristic,random,random,random`);
  }
  const { min, max } = bounds;
  if (entries.length < min || entries.length > max) throw new UsageError(`a simulation needs ${min} to ${max} seats, not ${entries.length}`);
  const seats = entries.map((entry, i) => {
    const [name, kind, extra] = entry.split(':').map((part, j) => (j === 0 ? normalizeName(part) : part));
    if (extra !== undefined || entry === '') throw new UsageError(`--bots entry "${entry}" should be NAME:kind, NAME or kind`);
    if (kind === undefined) return isKind(name) ? { name: DEFAULT_NAMES[i], bot: name } : { name, bot: 'heuristic' as BotKind };
    if (!isKind(kind)) throw new UsageError(`unknown bot kind "${kind}"; choose ${BOT_KINDS.join(', ')}`);
    return { name, bot: kind };
  });
  checkNames(seats.map((s) => s.name), '--bots');
  return seats;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** The report's first lines, every game's: the games, the win rates by bot kind and by seat. */
const winRateLines = (report: SimulationReport<unknown>): string[] => [
  `${report.games} games, ${report.players} players: ${report.bots.join(', ')} (seats rotate each game)`,
  '',
  'Win rate per seat of each bot kind:',
  ...Object.entries(report.winRateByBot).map(([kind, rate]) => `  ${kind.padEnd(10)} ${pct(rate)}`),
  '',
  `Win rate by seat: ${Object.entries(report.winRateBySeat).map(([seat, rate]) => `${seat}: ${pct(rate)}`).join(', ')}`,
];

function reportLines(report: SimulationReport<LasCartasStatistics>, width: number): string[] {
  const lines = [
    ...winRateLines(report),
    `Average rounds: ${report.avgRounds.toFixed(2)}; budgets passed per game: ${report.budgetsPassedPerGame.toFixed(2)}`,
    `Coups per game: ${report.coupsPerGame.toFixed(2)} (President won ${report.coupOutcomes.president}, rebels won ${report.coupOutcomes.rebels})`,
    '',
    'Cards played (win rate of the players who played them):',
    table(
      ['Card', 'Plays', 'Win rate'],
      Object.entries(report.cardPlays).sort((a, b) => b[1] - a[1]).map(([id, plays]) => [id, String(plays), pct(report.winRateWhenPlayed[id] ?? 0)]),
      width,
    ),
  ];
  return lines;
}

/** The game's own options, checked by setting up one game before the first is played: a bad one is a usage error. */
function checkGameOptions(module: GameModule, players: string[], options: Record<string, unknown>): void {
  try {
    module.rules.create({ seed: 'check', players, options });
  } catch (error) {
    const flags = module.options.map((o) => o.flag).join(', ');
    throw new UsageError(`${module.title} refuses these options (${flags}): ${visible(error instanceof Error ? error.message : String(error))}`);
  }
}

/**
 * `module`: the game simulated (main.ts checks that it is one: Las Cartas, or a game with its own
 * statistics); `options` carry its own options by their record keys.
 */
export async function simulateCommand(options: SimulateOptions & Record<string, unknown>, module: GameModule, io: Io): Promise<number> {
  const games = boundedInt('--games', options.games, 1, 100_000, 'a number of games');
  const iterations = boundedInt('--iterations', options.iterations, 1, 100_000, 'a number of search iterations');
  const players = options.players === undefined ? undefined : playerCount(options.players, module.players);
  const seats = simulationSeats(options.bots, players, module.players);
  const seed = checkSeed(options.seed, '--seed');
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
  const bar = io.stderr.isTTY
    ? new cliProgress.SingleBar({ format: 'simulating [{bar}] {value}/{total} games', hideCursor: true, stream: process.stderr }, cliProgress.Presets.shades_classic)
    : null;
  bar?.start(games, 0);
  const onGame = (record: object, index: number) => {
    bar?.update(index + 1);
    if (options.recordDir) writeRecord(record, index);
  };
  const plan = { games, seats, seed, onGame };
  let text: string[];
  let report: SimulationReport<unknown>;
  if (module.recordFormat === game.recordFormat) {
    const played = await simulate({ ...plan, game, options: { firstPresident: 'random' }, bots: makeBots({ iterations }), tally: lasCartasTally() });
    report = played;
    text = reportLines(played, 80);
  } else {
    const statistics = await module.statistics!();
    const gameOptions = Object.fromEntries(module.options.map((o) => [o.key, options[o.key] ?? o.default]));
    checkGameOptions(module, seats.map((s) => s.name), gameOptions);
    // Every game's records carry the session's fields (format, seed, players, options, actions).
    const played = await simulate({ ...plan, game: module as GameModule<unknown, unknown, unknown, unknown, SessionRecord<unknown>>, options: gameOptions, bots: await botsOfGame(module, { iterations }), tally: statistics.tally() });
    report = played;
    text = [...winRateLines(played), '', ...statistics.lines(played, 80)];
  }
  bar?.stop();
  io.stdout.write(options.json ? `${safeJson(report)}\n` : `${text.join('\n')}\n`);
  return 0;
}
