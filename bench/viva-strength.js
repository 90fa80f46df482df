// Viva el Presidente!'s bot strength for `npm run bench` (the Viva bots' "Measured" figures): the
// heuristic bot against three random bots at 4 players, Basic, seats rotating, on seeds of its own
// (apart from the catalogue's tuning seeds tune-a, tune-b, tune-c, tune21-a, tune21-b), with a 95 % Wilson interval.
import { simulate } from '../dist/session/simulate.js';
import { viva } from '../dist/games/viva/module.js';

export const STRENGTH_SEED = 'bench-viva-strength';
const Z95 = 1.959964;

/** The Wilson score interval of `wins` successes in `n` trials (a shared win counts as its share). */
export function wilson(wins, n, z = Z95) {
  const p = wins / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  return { low: centre - half, high: centre + half };
}

/** `games` games of one heuristic bot and three random ones: its win rate and interval. */
export async function vivaStrength(games) {
  const statistics = await viva.statistics();
  const report = await simulate({
    game: viva, games, seed: STRENGTH_SEED, options: { variant: 'basic', firstPresidente: 'roll' },
    seats: [['Ana', 'heuristic'], ['Bo', 'random'], ['Cy', 'random'], ['Di', 'random']].map(([name, bot]) => ({ name, bot })),
    bots: (await viva.bots())(), summary: statistics.summary, tally: statistics.tally(),
  });
  const rate = report.winRateByBot.heuristic;
  return { games, seed: STRENGTH_SEED, heuristicWinRate: rate, interval: wilson(rate * games, games) };
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;

export const strengthRows = (s) => [
  [`Viva: heuristic vs 3 random, 4 players, win rate (${s.games} games, 95 % Wilson)`, `${pct(s.heuristicWinRate)} (${pct(s.interval.low)}–${pct(s.interval.high)})`, '≥ 45 %'],
];
