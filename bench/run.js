#!/usr/bin/env node
// `npm run bench`: engine throughput on this machine, from the built dist/.
// Prints a table; `npm run bench -- --json` prints one JSON object instead.
import { performance } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { apply, createGame, randomAction } from '../dist/engine/index.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];
const json = process.argv.includes('--json');
const seconds = Number(process.env.BENCH_SECONDS ?? 3);

/** Whole games between uniformly random players for about `seconds`; returns games/s and apply calls/s. */
function randomGames(players) {
  const random = seedrandom(`bench:${players}`);
  let games = 0;
  let actions = 0;
  let applyMs = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    let state = createGame({ seed: `bench-${players}-${games}`, players: NAMES.slice(0, players), options: { firstPresident: 'random' } });
    for (;;) {
      const action = randomAction(state, random);
      if (!action) break;
      const t = performance.now();
      const result = apply(state, action);
      applyMs += performance.now() - t;
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      actions += 1;
    }
    games += 1;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { gamesPerSecond: games / elapsed, actionsPerSecond: actions / (applyMs / 1000), actionsPerGame: actions / games };
}

const results = {};
for (const players of [3, 4, 5, 6]) results[players] = randomGames(players);

const report = {
  randomGamesPerSecond: Object.fromEntries(Object.entries(results).map(([p, r]) => [p, Math.round(r.gamesPerSecond)])),
  actionsPerSecond: Math.round(results[4].actionsPerSecond),
  actionsPerGame: Object.fromEntries(Object.entries(results).map(([p, r]) => [p, Math.round(r.actionsPerGame)])),
};

if (json) {
  console.log(JSON.stringify(report));
} else {
  console.log('players  games/s  actions/game  apply calls/s');
  for (const [players, r] of Object.entries(results)) {
    console.log(`${players.padStart(7)}  ${r.gamesPerSecond.toFixed(0).padStart(7)}  ${r.actionsPerGame.toFixed(0).padStart(12)}  ${r.actionsPerSecond.toFixed(0).padStart(13)}`);
  }
  console.log(`\nRandom legal play (legalActions + apply) for ${seconds} s per player count; games/s counts whole games.`);
}
