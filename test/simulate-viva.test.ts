// `junta simulate --game viva`: Viva's bots play headless with Viva's options and its own
// statistics from its module; play and host still refuse Viva until its pass-and-play screens come.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { viva } from '../src/games/viva/module.js';
import type { VivaRecord } from '../src/games/viva/rules/types.js';
import { runCli } from './support/cli.js';

// Heuristic bots: their games are short (random players seldom buy what ends a game, V29), and the flags and reports read the same.
const args = ['simulate', '--game', 'viva', '--games', '4', '--bots', 'heuristic,heuristic,heuristic', '--seed', 'viva-sim-test'];

/** The share of the games the first Presidente won (a tie shares the win), read from the records by the rules (V29). */
function firstPresidenteShare(records: VivaRecord[]): number {
  let wins = 0;
  for (const record of records) {
    let state = viva.rules.create({ seed: record.seed, players: record.players.map((p) => p.name), options: record.options }).state;
    const first = state.presidente;
    for (const action of record.actions) {
      const result = viva.rules.apply(state, action);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    const { winners } = viva.rules.score(state);
    if (winners.includes(first)) wins += 1 / winners.length;
  }
  return wins / records.length;
}

test('simulate --game viva --json prints the win rates and Viva\'s statistics, the same twice', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'junta-viva-sim-'));
  const run = await runCli([...args, '--json', '--record-dir', dir]);
  expect([run.code, run.stderr]).toEqual([0, '']);
  const report = JSON.parse(run.stdout);
  expect(report).toMatchObject({ games: 4, players: 3, bots: ['heuristic', 'heuristic', 'heuristic'] });
  for (const field of ['rounds', 'vp', 'battlesPerRound', 'attacks', 'presidente', 'cardPlays', 'winRateWhenPlayed']) expect(report).toHaveProperty(field);
  expect(Object.values(report.rounds.distribution as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(4);
  expect(Object.values(report.winRateBySeat as Record<string, number>).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  expect(report.vp.winners).toBeGreaterThanOrEqual(5);
  // The first Presidente's win rate is what the games' own records say, replayed by the rules.
  const records = readdirSync(dir).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as VivaRecord);
  expect(records).toHaveLength(4);
  expect(report.presidente.firstWinRate).toBeCloseTo(firstPresidenteShare(records), 10);
  expect((await runCli([...args, '--json'])).stdout).toBe(run.stdout);
});

test('--variant expert sets up every game as Expert: its records say so, its winners reach Expert\'s 6 VP', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'junta-viva-sim-'));
  const run = await runCli([...args, '--variant', 'expert', '--record-dir', dir, '--json']);
  expect(run.code).toBe(0);
  const records = readdirSync(dir).sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
  expect(records.map((r) => [r.format, r.options.variant])).toEqual(Array(4).fill(['junta-viva/1', 'expert']));
  const report = JSON.parse(run.stdout);
  expect(report.vp.winners).toBeGreaterThanOrEqual(6);
});

test('the text report names the rounds, the battles, the office and the cards', async () => {
  const run = await runCli(args);
  expect(run.code).toBe(0);
  for (const line of ['Rounds per game: mean', 'games by rounds:', 'Battles per round:', 'Presidente:', 'Cards played']) expect(run.stdout).toContain(line);
});

test.each([
  [['simulate', '--variant', 'expert'], '--variant is a Junta: Viva el Presidente! option; this game is Junta: Las Cartas'],
  [['simulate', '--game', 'viva', '--players', '6'], '--players takes a number from 3 to 5'],
  [['simulate', '--game', 'viva', '--bots', 'random,random'], 'a simulation needs 3 to 5 seats'],
  [['simulate', '--game', 'viva', '--variant', 'hard'], 'refuses these options (--variant, --first-presidente): variant is basic or expert'],
  [['simulate', '--game', 'viva', '--first-presidente', 'Zed'], 'firstPresidente is "roll" or a player\'s name'],
  // Viva has its screens: play and host go on to ask for a terminal (the tests have none).
  [['play', '--game', 'viva'], "'junta play' needs a terminal"],
  [['host', '--game', 'viva'], "'junta host' shows the table on this terminal"],
])('%j is a usage error', async (argv, message) => {
  const run = await runCli(argv);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain(message);
});

describe('--expert, the shorthand of --variant expert (an OptionSpec shorthand, so every command with the game\'s flags has it)', () => {
  test('simulate --game viva --expert is --variant expert, byte for byte', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'junta-viva-expert-'));
    const short = await runCli([...args, '--expert', '--json', '--record-dir', dir]);
    expect([short.code, short.stderr]).toEqual([0, '']);
    expect(short.stdout).toBe((await runCli([...args, '--variant', 'expert', '--json'])).stdout);
    expect(short.stdout).not.toBe((await runCli([...args, '--json'])).stdout);
    expect(readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')).options.variant)).toEqual(Array(4).fill('expert'));
    expect((await runCli([...args, '--expert', '--variant', 'expert', '--json'])).stdout).toBe(short.stdout);
  });

  test.each([
    [['simulate', '--expert'], '--expert is a Junta: Viva el Presidente! option; this game is Junta: Las Cartas: leave it out, or add --game viva'],
    [['play', '--expert'], '--expert is a Junta: Viva el Presidente! option; this game is Junta: Las Cartas'],
    [['host', '--expert'], '--expert is a Junta: Viva el Presidente! option; this game is Junta: Las Cartas'],
    [['simulate', '--game', 'viva', '--expert', '--variant', 'basic'], '--expert is --variant expert, which --variant basic contradicts: give one of them'],
  ])('%j is a usage error', async (argv, message) => {
    const run = await runCli(argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
  });

  test("the help shows --expert with Viva's flags, and not for Las Cartas", async () => {
    expect((await runCli(['simulate', '--game', 'viva', '--help'])).stdout).toMatch(/--expert +the Expert variant \(--variant expert\)/);
    expect((await runCli(['play', '--game', 'viva', '--help'])).stdout).toContain('--expert');
    expect((await runCli(['simulate', '--help'])).stdout).not.toContain('--expert');
    expect((await runCli(['play', '--help'])).stdout).not.toContain('--expert');
  });
});
