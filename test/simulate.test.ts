// `junta simulate` (product.md): headless bot games through the session runner.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replayRecord, score } from '../src/games/las-cartas/rules/index.js';
import { runCli } from './support/cli.js';

const args = ['simulate', '--games', '3', '--bots', 'heuristic,random,random', '--seed', 'sim-test'];

test('simulate --json prints one object with the agreed fields', async () => {
  const run = await runCli([...args, '--json']);
  expect(run.code).toBe(0);
  const report = JSON.parse(run.stdout);
  expect(report).toMatchObject({ games: 3, players: 3, bots: ['heuristic', 'random', 'random'] });
  for (const field of ['winRateByBot', 'winRateBySeat', 'avgRounds', 'coupsPerGame', 'cardPlays']) expect(report).toHaveProperty(field);
  const seatWins = Object.values(report.winRateBySeat as Record<string, number>).reduce((a, b) => a + b, 0);
  expect(seatWins).toBeCloseTo(1, 10);
});

test('the same seed gives the same results twice', async () => {
  const [a, b] = [await runCli([...args, '--json']), await runCli([...args, '--json'])];
  expect(a.stdout).toBe(b.stdout);
});

test('--record-dir writes one record per game, each replaying to a finished game', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'junta-sim-'));
  const run = await runCli([...args, '--record-dir', dir]);
  expect(run.code).toBe(0);
  const files = readdirSync(dir).sort();
  expect(files).toEqual(['game-00001.json', 'game-00002.json', 'game-00003.json']);
  for (const file of files) {
    const replay = replayRecord(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(replay.ok && replay.state.phase).toBe('ended');
    if (replay.ok) expect(score(replay.state).winners.length).toBeGreaterThan(0);
  }
});

test('seats rotate between games', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'junta-sim-'));
  await runCli([...args, '--record-dir', dir]);
  const firstSeat = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')).players[0].bot;
  expect(['game-00001.json', 'game-00002.json'].map(firstSeat)).toEqual(['heuristic', 'random']);
});

test.each([
  [['simulate', '--games', 'lots'], '--games takes a number of games from 1 to 100000'],
  [['simulate', '--players', '4', '--bots', 'random,random,random'], 'lists 3 seats for 4 players'],
  [['simulate', '--bots', 'random,random,A:random:x'], 'should be NAME:kind'],
  [['simulate', '--bots', 'A:random,B:robot,C:random'], 'unknown bot kind "robot"'],
])('simulate %j is a usage error', async (argv, message) => {
  const run = await runCli(argv);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain(message);
});

test("the text report gives Las Cartas' statistics from its module after the win rates, its cards as a table", async () => {
  const run = await runCli(args);
  expect(run.code).toBe(0);
  const lines = run.stdout.split('\n');
  const rates = lines.findIndex((l) => l.startsWith('Win rate by seat:'));
  expect(lines[rates + 1]).toMatch(/^Average rounds: \d+\.\d\d; budgets passed per game: \d+\.\d\d$/);
  expect(lines[rates + 2]).toMatch(/^Coups per game: /);
  const header = lines.indexOf('Cards played (win rate of the players who played them):');
  expect(lines[header + 1]).toMatch(/^Card +Plays +Win rate$/);
  expect(lines[header + 2]).toMatch(/^-+ {2}-{5} {2}-+$/);
  expect(lines[header + 3]).toMatch(/^[a-z-]+ +\d+ +\d+\.\d%$/);
});
