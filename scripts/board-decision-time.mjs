#!/usr/bin/env node
// The board game's ISMCTS decision time (rulings B2, B70: a bot's decision at most a second at 7 seats
// on one core): games of one ISMCTS bot among heuristic bots, its seat moving one place each game, every
// one of its decisions timed on this thread; the median and the longest, of all its decisions and of
// those it searched (the rest are the heuristic's plan as it is), and by the kind of decision.
// Runs from the built program (npm run build first): node scripts/board-decision-time.mjs
//   [--games N]       games (default 3)
//   [--players N]     seats, 4 to 7 (default 7)
//   [--iterations N]  the search's iterations per decision (default: the board's own budget)
//   [--seed TEXT]     game k's seed is TEXT#k (default board-decision-time)
// One thread: run it on an idle core for figures that mean something.
import { existsSync } from 'node:fs';
import seedrandom from 'seedrandom';

function usage(message) {
  process.stderr.write(`board-decision-time: ${message}\nusage: node scripts/board-decision-time.mjs [--games N] [--players N] [--iterations N] [--seed TEXT]\n`);
  process.exit(2);
}

function parse(argv) {
  const out = { games: '3', players: '7', iterations: undefined, seed: 'board-decision-time' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (['--games', '--players', '--iterations', '--seed'].includes(flag) && i + 1 < argv.length) out[flag.slice(2)] = argv[++i];
    else usage(`unknown argument ${JSON.stringify(flag).slice(0, 40)}`);
  }
  for (const key of ['games', 'players', 'iterations']) {
    if (out[key] !== undefined && (!/^\d{1,6}$/.test(out[key]) || Number(out[key]) < 1)) usage(`--${key} takes a positive number`);
  }
  if (Number(out.players) < 4 || Number(out.players) > 7) usage('--players takes 4 to 7');
  if (out.seed.length > 100) usage('--seed takes at most 100 characters');
  return { games: Number(out.games), players: Number(out.players), iterations: out.iterations && Number(out.iterations), seed: out.seed };
}

const options = parse(process.argv.slice(2));
if (!existsSync('dist/games/board/module.js')) usage('run it from the package root after npm run build');
const { board } = await import(`${process.cwd()}/dist/games/board/module.js`);
const { searchedInView } = await import(`${process.cwd()}/dist/games/board/bots/search-policy.js`);
const { BOARD_ISMCTS_ITERATIONS } = await import(`${process.cwd()}/dist/games/board/bots/index.js`);
const rules = board.rules;
const makeBots = await board.bots();
const iterations = options.iterations ?? BOARD_ISMCTS_ITERATIONS;
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe', 'Gus'].slice(0, options.players);

const all = [];
const searched = [];
const byKind = {};
const began = Date.now();
for (let g = 0; g < options.games; g++) {
  const seed = `${options.seed}#${g + 1}`;
  const bots = makeBots({ iterations });
  const others = makeBots().heuristic;
  const me = g % options.players;
  const random = seedrandom(seed);
  let s = rules.create({ seed, players: NAMES }).state;
  for (let step = 0; !rules.isOver(s); step++) {
    const [{ seat }] = rules.pending(s).required;
    const view = rules.viewFor(s, seat);
    const choices = rules.legalActions(s, seat);
    const t = performance.now();
    const action = await (seat === me ? bots.ismcts : others).decide(view, choices, random);
    const ms = performance.now() - t;
    if (seat === me) {
      const kind = view.flow[view.flow.length - 1].kind;
      all.push(ms);
      if (searchedInView(view) && choices.actions.length + choices.samplers.length > 1) searched.push(ms);
      (byKind[kind] ??= []).push(ms);
    }
    const result = rules.apply(s, action);
    if (!result.ok) throw new Error(`an illegal action at step ${step} of game ${g + 1}`);
    s = result.state;
  }
  process.stderr.write(`game ${g + 1} of ${options.games} done\n`);
}

const median = (xs) => (xs.length === 0 ? 0 : [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]);
const max = (xs) => (xs.length === 0 ? 0 : Math.max(...xs));
const row = (label, xs) => console.log(`${label.padEnd(24)} ${String(xs.length).padStart(6)}  median ${median(xs).toFixed(1).padStart(8)} ms  max ${max(xs).toFixed(1).padStart(8)} ms`);
console.log(`ISMCTS at ${iterations} iterations, ${options.players} seats, ${options.games} games (seed ${options.seed}), ${((Date.now() - began) / 1000).toFixed(0)} s`);
row('every decision', all);
row('searched decisions', searched);
for (const [kind, xs] of Object.entries(byKind).sort()) row(`  ${kind}`, xs);
