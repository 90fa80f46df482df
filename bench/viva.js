// Viva el Presidente!'s figures for `npm run bench`: apply µs per action, random games/s at
// 3/4/5 players in Basic and Expert, `junta replay` of a 5-player record (the replay in-process, ≤ 50 ms,
// and the command's wall time), peak RSS over N random games in a child process (≤ 200 MiB), and the
// heuristic and ISMCTS bots' decisions per second over positions of heuristic games (bench/viva-decisions.js).
// The bots' win rates are `npm run bench -- --strength`'s (bench/viva-strength.js).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { replayGame } from '../dist/core/replay.js';
import { viva } from '../dist/games/viva/module.js';
import { randomVivaGame } from './viva-games.js';
import { decisionsBench, decisionsRows } from './viva-decisions.js';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Random games for about `seconds`: games/s and the mean apply time per action. */
function randomGames(players, variant, seconds) {
  const random = seedrandom(`bench-viva:${players}:${variant}`);
  let games = 0;
  let actions = 0;
  let applyMs = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const game = randomVivaGame(viva.rules, random, { seed: `bench-viva-${players}-${variant}-${games}`, players, variant });
    games += 1;
    actions += game.actions.length;
    applyMs += game.applyMs;
  }
  return { gamesPerSecond: games / ((performance.now() - start) / 1000), applyMicros: (applyMs * 1000) / actions };
}

/** A 5-player Expert record: the replay itself (schema check and every action, median of 20) and `junta replay`'s wall time (median of 5). */
async function replay() {
  const { start, actions } = randomVivaGame(viva.rules, seedrandom('bench-viva-replay'), { seed: 'bench-viva-replay', players: 5, variant: 'expert' });
  const record = { format: viva.recordFormat, seed: start.seed, players: start.players.map((name) => ({ name })), options: start.options, actions };
  const text = JSON.stringify(record);
  const wire = await viva.wire();
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    const parsed = wire.record.parse(JSON.parse(text));
    const replayed = replayGame(viva.rules, { start: { seed: parsed.seed, players: parsed.players.map((p) => p.name), options: parsed.options }, actions: parsed.actions });
    if (!replayed.ok) throw new Error(replayed.error.message);
    times.push(performance.now() - t);
  }
  const dir = mkdtempSync(join(tmpdir(), 'junta-bench-viva-'));
  const file = join(dir, 'viva-5.json');
  writeFileSync(file, text);
  const env = { ...process.env, PAGER: 'cat', XDG_STATE_HOME: dir };
  delete env.NODE_OPTIONS;
  const wall = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    execFileSync(process.execPath, ['bin/junta.js', 'replay', file], { stdio: 'ignore', env });
    wall.push(performance.now() - t);
  }
  rmSync(dir, { recursive: true, force: true });
  return { actions: actions.length, millis: median(times), commandMillis: median(wall) };
}

/** Peak RSS over `games` random games, 3–5 players, Basic and Expert alternating, in a child of its own. */
function memory(games) {
  const out = execFileSync(process.execPath, ['--expose-gc', 'bench/viva-memory.js', String(games)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** The quick figures; the bots' strength, which takes many games, is `npm run bench -- --strength`'s (bench/viva-strength.js). */
export async function vivaBench({ seconds, memoryGames }) {
  randomGames(4, 'basic', 0.5);
  const games = {};
  for (const variant of ['basic', 'expert']) for (const players of [3, 4, 5]) games[`${variant} ${players}`] = randomGames(players, variant, seconds);
  return { games, replay: await replay(), decisions: await decisionsBench({ games: 10, ismctsDecisions: 20 }), memory: memory(memoryGames) };
}

export function vivaRows(v) {
  const gps = (variant) => [3, 4, 5].map((p) => round(v.games[`${variant} ${p}`].gamesPerSecond)).join(' / ');
  const micros = (variant) => [3, 4, 5].map((p) => round(v.games[`${variant} ${p}`].applyMicros, 1)).join(' / ');
  return [
    ['Viva: random games/s, Basic (3/4/5 players)', gps('basic'), ''],
    ['Viva: random games/s, Expert (3/4/5 players)', gps('expert'), ''],
    ['Viva: apply, µs per action, Basic (3/4/5 players)', micros('basic'), ''],
    ['Viva: apply, µs per action, Expert (3/4/5 players)', micros('expert'), ''],
    [`Viva: replay of a 5-player Expert record (${v.replay.actions} actions), ms`, round(v.replay.millis, 2), '≤ 50'],
    ['Viva: junta replay of that record, wall time, ms', round(v.replay.commandMillis, 1), ''],
    ...decisionsRows(v.decisions),
    [`Viva: peak RSS over ${v.memory.games} random games (own process), MiB`, `${v.memory.peakRssMiB} (${v.memory.rssStartMiB} before)`, '≤ 200'],
  ];
}
