// Viva el Presidente!'s bot decisions per second for `npm run bench -- --viva` (the bots' targets for
// heuristic and ISMCTS decisions per second): the positions are those of seeded games of four heuristic bots
// (4 players, Basic and Expert), each a seat's view and its legal choices as the session gave them to
// the bot; then each bot decides them again under the clock, the heuristic all of them in game order
// (a fresh bot per game, so its memory of past rounds is as in play), ISMCTS an even sample of them
// at a fixed iteration budget, each decision with a generator of its own.
import { performance } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { Session } from '../dist/session/runner.js';
import { viva } from '../dist/games/viva/module.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
/** ISMCTS search iterations per decision in this figure (the program's default budget). */
export const ISMCTS_ITERATIONS = 300;

/** The positions of `games` seeded games of four heuristic bots: per game, each decision's view and choices. */
async function positions(games, variant) {
  const makeBots = await viva.bots();
  const all = [];
  for (let g = 0; g < games; g++) {
    const heuristic = makeBots().heuristic;
    const seen = [];
    const watching = { kind: 'heuristic', decide: (view, choices, random) => (seen.push({ view, choices }), heuristic.decide(view, choices, random)) };
    const record = { format: viva.recordFormat, seed: `bench-viva-decisions-${variant}-${g}`, players: NAMES.map((name) => ({ name, bot: 'heuristic' })), options: { variant }, actions: [] };
    const session = Session.open(viva, record, { autosave: null, bots: { heuristic: watching } });
    await session.runBots();
    all.push(seen);
  }
  return all;
}

/** Decisions per second of `decide` over `games` (arrays of positions), each decision's generator from its index. */
async function rate(games, bot, passes = 1) {
  let decisions = 0;
  let ms = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const [g, game] of games.entries()) {
      const decide = bot(g);
      for (const [i, { view, choices }] of game.entries()) {
        const random = seedrandom(`bench-decide-${g}-${i}`);
        const t = performance.now();
        await decide(view, choices, random);
        ms += performance.now() - t;
        decisions += 1;
      }
    }
  }
  return { decisions, perSecond: decisions / (ms / 1000) };
}

/** Every `step`-th position of the games, in one list (each keeps its game's order). */
const sample = (games, step) => [games.flat().filter((_, i) => i % step === 0)];

export async function decisionsBench({ games = 20, ismctsDecisions = 40 } = {}) {
  const makeBots = await viva.bots();
  const figures = {};
  for (const variant of ['basic', 'expert']) {
    const played = await positions(games, variant);
    const count = played.reduce((n, game) => n + game.length, 0);
    // A fresh heuristic bot per game; a first pass warms the code up.
    const heuristic = () => { const bot = makeBots().heuristic; return bot.decide.bind(bot); };
    await rate(played.slice(0, 3), heuristic);
    const fast = await rate(played, heuristic, 2);
    const ismcts = makeBots({ iterations: ISMCTS_ITERATIONS }).ismcts;
    const some = sample(played, Math.max(1, Math.floor(count / ismctsDecisions)));
    const searched = await rate(some, () => ismcts.decide.bind(ismcts));
    figures[variant] = { games, positions: count, heuristic: fast, ismcts: { ...searched, iterations: ISMCTS_ITERATIONS } };
  }
  return figures;
}

const round = (x) => Math.round(x);

export const decisionsRows = (d) => [
  [`Viva: heuristic decisions/s, 4 players, Basic / Expert (positions of ${d.basic.games} heuristic games each)`, `${round(d.basic.heuristic.perSecond)} / ${round(d.expert.heuristic.perSecond)}`, ''],
  [`Viva: ISMCTS decisions/s at ${d.basic.ismcts.iterations} iterations, Basic / Expert (${d.basic.ismcts.decisions} / ${d.expert.ismcts.decisions} of those positions)`, `${Math.round(d.basic.ismcts.perSecond * 10) / 10} / ${Math.round(d.expert.ismcts.perSecond * 10) / 10}`, ''],
];
