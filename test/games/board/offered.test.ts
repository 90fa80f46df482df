// The board game on every surface but the screens (rulings B5, B64, B70), with a registry that knows
// it: `play` without --plain says in one line it plays in plain mode for now and how to start it, as
// do `host` on its terminal and `join` without --plain, and the program's help gives its example with
// --plain; `simulate` reports its statistics and writes records that `replay` (and `replay --reveal`)
// tells; `rules` and `cards` read its text; a plain seat joined over the wire plays its decisions at a
// table whose other seats are bots.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import seedrandom from 'seedrandom';
import { GameRegistry } from '../../../src/core/registry.js';
import { DEFAULT_GAME, games, unofferedGames } from '../../../src/games/index.js';
import { boardInfo } from '../../../src/games/board/info.js';
import { board } from '../../../src/games/board/module.js';
import { simulationSeats } from '../../../src/cli/commands/simulate.js';
import { planGame } from '../../../src/session/plan.js';
import { Session } from '../../../src/session/runner.js';
import { loadScreens, plainOnly } from '../../../src/ui/game-screens.js';
import type { LineSource } from '../../../src/ui/plain/lines.js';
import { runPlain } from '../../../src/ui/plain/run.js';
import type { Table } from '../../../src/ui/table-game.js';
import { runCli } from '../../support/cli.js';
import { join, startHost } from '../../support/net.js';

const registry = new GameRegistry([...games.all(), ...unofferedGames], DEFAULT_GAME);
const dir = mkdtempSync(joinPath(tmpdir(), 'junta-board-offered-'));
const cli = (args: string[], tty = false) => runCli(args, { registry, tty, env: { XDG_STATE_HOME: dir } });

describe('the screens are still to come: one line says to play it in plain mode', () => {
  test.each([[false], [true]])('play --game board (at a terminal: %s) is a usage error naming the plain command', async (tty) => {
    const run = await cli(['play', '--game', 'board'], tty);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe("junta: Junta, the board game — junta's edition plays in plain mode for now: junta play --game board --plain -n Ana,Bo,Cy,Di --bots Bo,Cy,Di\n");
  });

  test('play --game board --plain without players gives an example of its own size (4 to 7 players)', async () => {
    const run = await cli(['play', '--game', 'board', '--plain']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('for example: junta play --game board --plain -n Ana,Bo,Cy,Di --bots Bo,Cy,Di;');
  });

  test('junta --help gives its example in plain mode, and the example starts a game as written', async () => {
    const help = (await cli(['--help'])).stdout;
    // Longer than the examples' column, its words are on the line below it.
    const example = /\n {2}(junta play --game board [^\n]*?)\n +Junta, the board game/.exec(help)?.[1];
    expect(example).toBe('junta play --game board --bots 4 --plain');
    // The built program as a user runs it: its seat's first question, and the input's end quits (exit 0, the game saved).
    const run = spawnSync(process.execPath, ['bin/junta.js', ...example!.split(' ').slice(1)], { env: { ...process.env, XDG_STATE_HOME: dir }, input: '', encoding: 'utf8', timeout: 60_000 });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toContain('Players: Ana (you), Bo (a bot), Cy (a bot), Di (a bot), Eva (a bot).');
    expect(run.stdout).toContain('The input has ended before the game did.');
  });

  test('every registered game says it plays in plain mode alone exactly when its screens have no full-screen part', async () => {
    for (const entry of registry.all()) expect([entry.id, entry.plainOnly ?? false]).toEqual([entry.id, plainOnly(await loadScreens(await entry.load()))]);
  });

  test('host --game board on this terminal, or over SSH, says to host it headless and join in plain mode', async () => {
    for (const args of [['host', '--game', 'board'], ['host', '--game', 'board', '--headless', '--ssh']]) {
      const run = await cli(args, true);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe("junta: Junta, the board game — junta's edition plays in plain mode for now: host it with --headless (without --ssh), and each player joins with junta join <invite> --plain\n");
    }
  });
});

test('B70 a seat handed to a bot with no kind named gets the board game\'s heuristic bot: in play, simulate and a hosted table', async () => {
  expect(planGame({ names: 'Ana,Bo,Cy,Di', bots: 'Bo,Cy' }, boardInfo).seats).toEqual([{ name: 'Ana' }, { name: 'Bo', bot: 'heuristic' }, { name: 'Cy', bot: 'heuristic' }, { name: 'Di' }]);
  expect(planGame({ players: '4', bots: '2' }, boardInfo).seats.map((s) => s.bot)).toEqual([undefined, undefined, 'heuristic', 'heuristic']);
  expect(simulationSeats(undefined, 4, boardInfo).map((s) => s.bot)).toEqual(['heuristic', 'heuristic', 'heuristic', 'heuristic']);
  const players = [{ name: 'Ana' }, ...['Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'random' }))];
  const session = Session.open(board, { format: 'junta-board/1' as const, seed: 'stand-in', players, actions: [] }, { autosave: null, bots: (await board.bots())({}) });
  const host = await startHost(session);
  try {
    host.hosted.toggleBot(0);
    expect(session.botOf(0)?.kind).toBe('heuristic');
  } finally {
    await host.close();
  }
});

test('rules and cards read the board game\'s text', async () => {
  const rules = await cli(['rules', '--game', 'board']);
  expect(rules.code).toBe(0);
  expect(rules.stdout).toContain("Rules topics of Junta, the board game — junta's edition");
  const cards = await cli(['cards', '--game', 'board']);
  expect(cards.code).toBe(0);
  expect(cards.stdout).toContain('Banana Growers');
});

test('simulate plays random bots to the end with the game\'s statistics, and each record it writes replays (--reveal too)', async () => {
  const records = joinPath(dir, 'records');
  const run = await cli(['simulate', '--game', 'board', '--games', '1', '--players', '4', '--bots', 'random,random,random,random', '--workers', '1', '--record-dir', records]);
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('4 players: random, random, random, random');
  expect(run.stdout).toMatch(/Rounds per game: mean \d+\.\d\d, median \d+/);
  expect(run.stdout).toMatch(/Coups: \d+\.\d\d a game, /);
  expect(run.stdout).toMatch(/Games ended: (Foreign Aid ran out|the first election's ties took the last bill|every player dead) 1/);
  expect(run.stdout).toMatch(/Budgets: \d+ voted, /);
  const files = readdirSync(records);
  expect(files).toHaveLength(1);
  const file = joinPath(records, files[0]);
  const told = await cli(['replay', file]);
  expect(told.code).toBe(0);
  expect(told.stdout).toContain('The game is over');
  expect(told.stdout).not.toMatch(/ drew [A-Z]/);
  const revealed = await cli(['replay', file, '--reveal']);
  expect(revealed.code).toBe(0);
  expect(revealed.stdout).toMatch(/Ana drew [A-Z]/);
}, 60000);

test('a plain seat joined over the wire plays its decisions while bots hold the other four seats', async () => {
  const players = [{ name: 'Ana' }, ...['Bo', 'Cy', 'Di', 'Eva'].map((name) => ({ name, bot: 'random' }))];
  const record = { format: 'junta-board/1' as const, seed: 'board-net', players, actions: [] };
  const session = Session.open(board, record, { autosave: null, bots: (await board.bots())({}) });
  const host = await startHost(session);
  try {
    const ana = await join<unknown, unknown, unknown, unknown>(host.invite(0), { games: registry });
    const anas = () => session.record.actions.filter((a) => (a as { seat: string }).seat === 'Ana').length;
    let out = '';
    const random = seedrandom('board-net');
    const lines: LineSource = {
      interactive: true, lineNumber: 0, close() {},
      // A random player: one of the numbers the question just asked offers, or Enter.
      next: async () => {
        // Ana stops after her fifteenth action (the input ends), or once the table has closed; a macrotask between lines, as a person's are.
        await new Promise((resolve) => setImmediate(resolve));
        if (anas() >= 15 || ana.live.status().closed) return null;
        const range = /Your choice \((?:1 to )?(\d+)[^)]*\): $/.exec(out);
        return range ? String(1 + Math.floor(random() * Number(range[1]))) : '';
      },
    };
    const done = runPlain(ana.module, ana as unknown as Table, {
      terminal: { input: process.stdin, output: { write: (text: string) => (out += text) } }, lines, resumeHint: () => 'Come back.', endNotes: () => [],
    });
    expect(await done).toEqual({ code: 0, finished: false });
    expect(anas()).toBe(15);
    expect(out).not.toContain('That was refused');
    // B5: Ana's screen shows her own hand, never another's.
    expect(out).toContain('Ana, your hand:');
    expect(out).not.toMatch(/\b(Bo|Cy|Di|Eva) drew [A-Z]/);
    ana.close();
  } finally {
    await host.close();
  }
}, 60000);
