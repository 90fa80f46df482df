#!/usr/bin/env node
// The board game's tuning table (rulings B65, B66: the catalogue's numbers are tuned against play):
// `junta simulate --game board` of heuristic bots in every seat (the game's default kind), at 5 and at
// 7 seats, and each tuning target's figure beside its range, with pass or fail:
//   - a coup starts in 25–60 % of rounds (B41: at most one a round);
//   - the Junta wins 35–65 % of the coups (of those won by a side: the Junta or the President);
//   - no seat's win rate is above 1.5 × its fair share (1 / seats; a shared win counts as its share);
//   - the first President's win rate is within 0.67–1.5 × a fair share;
//   - rounds per game (the Foreign Aid deck sets it, about 12): reported, not a target.
// Runs from the built program (npm run build first): node scripts/board-tuning.mjs
//   [--games N]     games per seat count (default 2000)
//   [--workers N]   simulate's worker threads (default: one per core; the figures are the same with any number)
//   [--seed TEXT]   the first game's seed (default board-tuning; game k uses TEXT#k, the 7 seats' TEXT-7)
//   [--json]        one JSON object: each seat count's simulate report and the targets' verdicts
// It exits 1 when a target fails at either seat count, 2 on a usage error.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const SEATS = [5, 7];
const TARGETS = [
  { name: 'coups started per round', low: 0.25, high: 0.6, figure: (r) => r.coups.perRound },
  { name: "the Junta's share of coup wins", low: 0.35, high: 0.65, figure: (r) => r.coups.juntaShare },
  { name: 'highest seat win rate, × fair share', low: 0, high: 1.5, figure: (r) => Math.max(...Object.values(r.winRateBySeat)) * r.players },
  { name: "first President's win rate, × fair share", low: 0.67, high: 1.5, figure: (r) => r.firstWinRate * r.players },
];

function usage(message) {
  process.stderr.write(`board-tuning: ${message}\nusage: node scripts/board-tuning.mjs [--games N] [--workers N] [--seed TEXT] [--json]\n`);
  process.exit(2);
}

function parse(argv) {
  const out = { games: '2000', workers: undefined, seed: 'board-tuning', json: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--json') out.json = true;
    else if (['--games', '--workers', '--seed'].includes(flag) && i + 1 < argv.length) out[flag.slice(2)] = argv[++i];
    else usage(`unknown argument ${JSON.stringify(flag).slice(0, 40)}`);
  }
  if (!/^\d+$/.test(out.games) || Number(out.games) < 1) usage('--games takes a number of games');
  if (out.workers !== undefined && !/^\d+$/.test(out.workers)) usage('--workers takes a number of threads');
  return out;
}

/** One seat count's simulate report (`junta simulate --json`; simulate checks the rest of the arguments). */
async function simulated(seats, { games, workers, seed }) {
  const args = ['bin/junta.js', 'simulate', '--game', 'board', '--players', String(seats), '--games', games, '--seed', seats === 5 ? seed : `${seed}-${seats}`, '--json'];
  if (workers !== undefined) args.push('--workers', workers);
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const { stdout } = await promisify(execFile)(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26, env });
  return JSON.parse(stdout);
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;
const range = (t) => (t.name.includes('×') ? `${t.low > 0 ? `${t.low}–` : '≤ '}${t.high}×` : `${pct(t.low)}–${pct(t.high)}`);
const shown = (t, x) => (t.name.includes('×') ? `${x.toFixed(2)}×` : pct(x));

const options = parse(process.argv.slice(2));
if (!existsSync('bin/junta.js') || !existsSync('dist')) usage('run it from the package root after npm run build');
const began = Date.now();
const reports = {};
for (const seats of SEATS) {
  if (!options.json) process.stderr.write(`simulating ${options.games} games at ${seats} seats…\n`);
  reports[seats] = await simulated(seats, options);
}
const verdicts = TARGETS.map((t) => ({
  target: t.name, range: range(t),
  bySeats: Object.fromEntries(SEATS.map((seats) => {
    const x = t.figure(reports[seats]);
    return [seats, { figure: x, pass: x >= t.low && x <= t.high }];
  })),
}));
const failed = verdicts.some((v) => SEATS.some((s) => !v.bySeats[s].pass));
if (options.json) {
  console.log(JSON.stringify({ games: Number(options.games), seed: options.seed, verdicts, reports }));
} else {
  const rows = [
    ['target', 'range', ...SEATS.map((s) => `${s} seats`)],
    ...verdicts.map((v, i) => [v.target, v.range, ...SEATS.map((s) => `${shown(TARGETS[i], v.bySeats[s].figure)} ${v.bySeats[s].pass ? 'pass' : 'FAIL'}`)]),
    ['rounds per game, median (10th–90th)', 'reported', ...SEATS.map((s) => `${reports[s].rounds.median} (${reports[s].rounds.p10}–${reports[s].rounds.p90})`)],
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c])).join('  ').trimEnd());
  console.log(`${options.games} games of heuristic bots per seat count, seed ${options.seed}; ${((Date.now() - began) / 1000).toFixed(0)} s`);
}
process.exit(failed ? 1 : 0);
