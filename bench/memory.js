#!/usr/bin/env node
// Peak RSS of one registered game (or one not yet offered) over N random games (the target: ≤ 200 MiB over 10,000), run by
// bench/games.js in a child process of its own so the figure is that game's alone: the player counts
// of its range and its modes in turn. Prints one JSON line.
// node --expose-gc bench/memory.js GAME-ID N
import { performance } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { games as registry, unofferedGames } from '../dist/games/index.js';
import { randomGame, modesOf } from './games.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe', 'Gil', 'Hal', 'Ivo', 'Jo'];
const entry = registry.byId(process.argv[2]) ?? unofferedGames.find((g) => g.id === process.argv[2]);
if (!entry) throw new Error(`no game "${process.argv[2]}" is registered`);
const games = Number(process.argv[3] ?? 10000);
const { rules } = await entry.load();
const modes = modesOf(entry);
const counts = Array.from({ length: Math.min(NAMES.length, entry.players.max) - entry.players.min + 1 }, (_, i) => entry.players.min + i);
const random = seedrandom(`bench-${entry.id}-memory`);
global.gc?.();
const rssStart = process.memoryUsage().rss;
const heapStart = process.memoryUsage().heapUsed;
let peak = rssStart;
const start = performance.now();
for (let i = 0; i < games; i++) {
  const start = { seed: `bench-${entry.id}-memory-${i}`, players: NAMES.slice(0, counts[i % counts.length]), options: modes[i % modes.length].options };
  randomGame(rules, random, start);
  peak = Math.max(peak, process.memoryUsage().rss);
}
const seconds = (performance.now() - start) / 1000;
global.gc?.();
const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
console.log(JSON.stringify({ games, peakRssMiB: mib(peak), rssStartMiB: mib(rssStart), heapStartMiB: mib(heapStart), heapEndMiB: mib(process.memoryUsage().heapUsed), seconds: Math.round(seconds * 10) / 10 }));
