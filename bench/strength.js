// Each registered game's bot strength for `npm run bench -- --strength` (the bots' "Measured"
// figures): one heuristic bot against random bots, and one ISMCTS bot at a fixed iteration budget
// against heuristic bots (`junta simulate` on its worker threads), at the table and against the
// targets the game's bench declares (its `strength`; else 4 players, 45 % and 30 %), with the
// game's default options (as a simulation has them), seats rotating, on seeds of their own
// (`bench-<game>-strength`, `bench-<game>-ismcts`: apart from the catalogues' tuning seeds tune-a,
// tune-b, tune-c, tune21-a, tune21-b and the search's ismcts-tune-*), each with a 95 % Wilson interval.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { simulate } from '../dist/session/simulate.js';
import { modesOf } from './games.js';

export const strengthSeed = (entry) => `bench-${entry.id}-strength`;
export const ismctsSeed = (entry) => `bench-${entry.id}-ismcts`;
/**
 * The ISMCTS bot's budget in the strength figure, unless the game's bench declares its own: search iterations per decision (never a time).
 * At 48, 1,000 Viva games took 0.64 s of CPU each (10 min 43 s of CPU, 13 min on two worker threads)
 * and won 31.0 % (28.2–33.9 %); at 24 they won 26.9 % (24.2–29.7 %).
 */
export const ISMCTS_ITERATIONS = 48;
const Z95 = 1.959964;
/** The ISMCTS figure's games of a game whose bench declares no count of its own. */
const ISMCTS_GAMES = 1000;
/** The table and targets of a game that declares none. */
const DEFAULT_STRENGTH = { players: 4, heuristicTarget: 0.45, ismctsTarget: 0.3 };
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe', 'Gus'];

/** The table and targets the game's bench declares for its strength figures. */
async function strengthOf(game) {
  return (game.bench ? (await game.bench()).strength : undefined) ?? DEFAULT_STRENGTH;
}

/** The Wilson score interval of `wins` successes in `n` trials (a shared win counts as its share). */
export function wilson(wins, n, z = Z95) {
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { low: centre - half, high: centre + half };
}

/** The games of the ISMCTS figure unless told: the game's bench's own count (a costly search), else 1000. */
export async function ismctsGamesOf(entry) {
  return (await strengthOf(await entry.load())).ismctsGames ?? ISMCTS_GAMES;
}

/** `games` games of one heuristic bot and random ones of the registered game `entry`: its win rate and interval. */
export async function heuristicStrength(entry, games) {
  const game = await entry.load();
  const statistics = await game.statistics();
  const { players, heuristicTarget: target } = await strengthOf(game);
  const seed = strengthSeed(entry);
  const report = await simulate({
    game, games, seed, options: modesOf(entry)[0].options,
    seats: NAMES.slice(0, players).map((name, i) => ({ name, bot: i === 0 ? 'heuristic' : 'random' })),
    bots: (await game.bots())(), summary: statistics.summary, tally: statistics.tally(),
  });
  const rate = report.winRateByBot.heuristic;
  return { game: entry.id, title: entry.title, games, players, target, seed, heuristicWinRate: rate, interval: wilson(rate * games, games) };
}

/** `games` games of one ISMCTS bot at `iterations` per decision and heuristic ones, on `workers` threads: its win rate and interval. */
export async function ismctsStrength(entry, games, iterations, workers = availableParallelism()) {
  const game = await entry.load();
  const { players, ismctsTarget: target } = await strengthOf(game);
  // The game's own budget where its bench declares one.
  iterations ??= (game.bench ? (await game.bench()).ismctsIterations : undefined) ?? ISMCTS_ITERATIONS;
  const seed = ismctsSeed(entry);
  const bots = ['ismcts', ...Array(players - 1).fill('heuristic')].join(',');
  const args = ['bin/junta.js', 'simulate', '--game', entry.id, '--games', String(games), '--bots', bots,
    '--iterations', String(iterations), '--seed', seed, '--workers', String(workers), '--json'];
  const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const rate = JSON.parse(stdout).winRateByBot.ismcts;
  return { game: entry.id, title: entry.title, games, players, target, iterations, seed, ismctsWinRate: rate, interval: wilson(rate * games, games) };
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;

const target = (x) => `≥ ${Math.round(x * 100)} %`;

export const strengthRows = (s) => [
  [`${s.title}: heuristic vs ${s.players - 1} random, ${s.players} players, win rate (${s.games} games, 95 % Wilson)`, `${pct(s.heuristicWinRate)} (${pct(s.interval.low)}–${pct(s.interval.high)})`, target(s.target)],
];

export const ismctsRows = (s) => [
  [`${s.title}: ISMCTS (${s.iterations} iterations) vs ${s.players - 1} heuristic, ${s.players} players, win rate (${s.games} games, 95 % Wilson)`, `${pct(s.ismctsWinRate)} (${pct(s.interval.low)}–${pct(s.interval.high)})`, target(s.target)],
];
