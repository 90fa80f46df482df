#!/usr/bin/env node
// Peak RSS of Viva el Presidente! over N random games (the target: ≤ 200 MiB over 10,000), run by
// bench/viva.js in a child process of its own so the figure is Viva's alone. Prints one JSON line.
import { performance } from 'node:perf_hooks';
import seedrandom from 'seedrandom';
import { viva } from '../dist/games/viva/module.js';
import { randomVivaGame } from './viva-games.js';

const games = Number(process.argv[2] ?? 10000);
const random = seedrandom('bench-viva-memory');
global.gc?.();
const rssStart = process.memoryUsage().rss;
let peak = rssStart;
const start = performance.now();
for (let i = 0; i < games; i++) {
  randomVivaGame(viva.rules, random, { seed: `bench-viva-memory-${i}`, players: 3 + (i % 3), variant: i % 2 ? 'expert' : 'basic' });
  peak = Math.max(peak, process.memoryUsage().rss);
}
const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
console.log(JSON.stringify({ games, peakRssMiB: mib(peak), rssStartMiB: mib(rssStart), seconds: Math.round((performance.now() - start) / 100) / 10 }));
