// `junta simulate`: bots play many games headless; win rates, rounds, coups and card statistics.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import cliProgress from 'cli-progress';
import { makeBots } from '../../bots/index.js';
import { simulate, type SimulationReport } from '../../session/simulate.js';
import { UsageError, type Io } from '../io.js';
import { BOT_KINDS, DEFAULT_NAMES, parsePlayerCount, type BotKind } from '../options.js';
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

/** In a simulation every seat is a bot: the --bots list has one entry per seat. */
export function simulationSeats(spec: string | undefined, players: number | undefined): { name: string; bot: BotKind }[] {
  const entries = spec === undefined ? Array<string>(players ?? 4).fill('heuristic') : spec.split(',').map((e) => e.trim());
  if (players !== undefined && entries.length !== players) {
    throw new UsageError(`--bots lists ${entries.length} seats for ${players} players; in a simulation give one entry per seat, e.g. --bots heuristic,random,random,random`);
  }
  if (entries.length < 3 || entries.length > 6) throw new UsageError(`a simulation needs 3 to 6 seats, not ${entries.length}`);
  const seats = entries.map((entry, i) => {
    const [name, kind, extra] = entry.split(':');
    if (extra !== undefined || entry === '') throw new UsageError(`--bots entry "${entry}" should be NAME:kind, NAME or kind`);
    if (kind === undefined) return isKind(name) ? { name: DEFAULT_NAMES[i], bot: name } : { name, bot: 'heuristic' as BotKind };
    if (!isKind(kind)) throw new UsageError(`unknown bot kind "${kind}"; choose ${BOT_KINDS.join(', ')}`);
    return { name, bot: kind };
  });
  const dup = seats.find((s, i) => seats.findIndex((t) => t.name === s.name) !== i);
  if (dup) throw new UsageError(`--bots names "${dup.name}" twice`);
  return seats;
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function printReport(report: SimulationReport, io: Io, width: number): void {
  const lines = [
    `${report.games} games, ${report.players} players: ${report.bots.join(', ')} (seats rotate each game)`,
    '',
    'Win rate per seat of each bot kind:',
    ...Object.entries(report.winRateByBot).map(([kind, rate]) => `  ${kind.padEnd(10)} ${pct(rate)}`),
    '',
    `Win rate by seat: ${Object.entries(report.winRateBySeat).map(([seat, rate]) => `${seat}: ${pct(rate)}`).join(', ')}`,
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
  io.stdout.write(`${lines.join('\n')}\n`);
}

export async function simulateCommand(options: SimulateOptions, io: Io): Promise<number> {
  if (!/^\d+$/.test(options.games) || Number(options.games) < 1 || Number(options.games) > 1_000_000) {
    throw new UsageError(`--games takes a whole number of games, 1 or more, not "${options.games}"`);
  }
  const games = Number(options.games);
  if (!/^\d+$/.test(options.iterations) || Number(options.iterations) < 1) {
    throw new UsageError(`--iterations takes a whole number, 1 or more, not "${options.iterations}"`);
  }
  const players = options.players === undefined ? undefined : parsePlayerCount(options.players);
  const seats = simulationSeats(options.bots, players);
  if (options.recordDir) mkdirSync(options.recordDir, { recursive: true });
  const bar = io.stderr.isTTY
    ? new cliProgress.SingleBar({ format: 'simulating [{bar}] {value}/{total} games', hideCursor: true, stream: process.stderr }, cliProgress.Presets.shades_classic)
    : null;
  bar?.start(games, 0);
  const report = await simulate({
    games,
    seats,
    seed: options.seed,
    bots: makeBots({ iterations: Number(options.iterations) }),
    onGame: (record, index) => {
      bar?.update(index + 1);
      if (options.recordDir) {
        writeFileSync(join(options.recordDir, `game-${String(index + 1).padStart(5, '0')}.json`), `${JSON.stringify(record, null, 1)}\n`);
      }
    },
  });
  bar?.stop();
  if (options.json) io.stdout.write(`${JSON.stringify(report)}\n`);
  else printReport(report, io, 80);
  return 0;
}
