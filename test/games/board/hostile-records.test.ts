// Hostile board-game records get the other games' treatment (B1, B3, B71): names with control and
// format characters are refused as --names refuses them, in one clean line; an oversized file, a
// FIFO, deep nesting, a die of 7, an unknown card in the pinned deck, an inconsistent start position
// or an action illegal at its point exit 2 in one line naming the field or the action, with nothing
// narrated and never a hang. The game is not registered yet: the command line gets a registry made here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { GameRegistry } from '../../../src/core/registry.js';
import { shuffled } from '../../../src/core/sampling.js';
import { ALL_CARDS } from '../../../src/games/board/content/cards.js';
import { boardInfo } from '../../../src/games/board/info.js';
import { board } from '../../../src/games/board/module.js';
import { canonicalBills } from '../../../src/games/board/rules/setup.js';
import { positionOf } from '../../../src/games/board/rules/start.js';
import { games } from '../../../src/games/index.js';
import { runCli } from '../../support/cli.js';
import { HOSTILE, unsafeCodePoints } from '../../support/hostile.js';
import { deeplyNested, expectOneLineOrSuccess, mkfifo, pick, slots, WEIRD, type Json } from '../../support/hostile-records.js';
import { game } from './builder.js';
import { playRandom } from './random-games.js';

const registry = new GameRegistry([...games.all().filter((g) => g.id !== boardInfo.id), { ...boardInfo, load: async () => board }], games.default.id);
const dir = mkdtempSync(join(tmpdir(), 'junta-board-hostile-'));
const env = { XDG_STATE_HOME: dir };
let files = 0;
const write = (content: string | object): string => {
  const path = join(dir, `record-${++files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};
const replay = (args: string[]) => runCli(['replay', ...args], { env, registry });

/** A game of random legal choices with a pinned Political deck, Foreign Aid deck and dice (B71), as a record. */
function record(names: string[], seed = 'board-hostile') {
  const random = seedrandom(seed);
  const start = { seed, players: names, political: shuffled(ALL_CARDS, random), aid: shuffled(canonicalBills(), random), dice: [3, 5, 1, 6] };
  const played = playRandom(board.rules.create(start).state, random, 120);
  return { format: board.recordFormat, ...start, players: names.map((name) => ({ name })), actions: played.steps.map((p) => p.action) };
}

const base = record(['Ana', 'Bo', 'Cy', 'Di']);

/** Refused: exit 2, one line on stderr matching `reason`, and nothing narrated. */
async function expectRefused(path: string, reason: RegExp) {
  const run = await replay([path]);
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(reason);
}

test('a board record of random legal play replays and is narrated', async () => {
  expect(base.actions.length).toBeGreaterThan(20);
  const run = await replay([write(base)]);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/The families take their seats/);
});

describe.each(['ESC (C0)', 'OSC 52 clipboard', 'newline', 'bidi override'])('a board player name with %s', (what) => {
  test('is refused as --names refuses it (B1), in one clean line naming the field', async () => {
    const hostile = HOSTILE[what];
    const run = await replay([write({ ...base, players: [{ name: `Ana${hostile}` }, ...base.players.slice(1)] })]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(unsafeCodePoints(run.stderr)).toEqual([]);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/field "players\[0\]\.name": has a control or invisible character/);
  });
});

test('B71 a pinned die of 7 is refused in one line, naming the dice', async () => {
  await expectRefused(write({ ...base, dice: [3, 7, 2] }), /field "dice\[1\]"/);
});

test('B71 an unknown card in the pinned Political deck is refused in one line, naming where it is and not quoting it', async () => {
  await expectRefused(write({ ...base, political: ['dragon#9', ...base.political.slice(1)] }), /field "political\[0\]": is not a board card$/m);
  const run = await replay([write({ ...base, political: ['dragon#9', ...base.political.slice(1)] })]);
  expect(run.stderr).not.toMatch(/dragon/);
});

test('B3 a bill of 4 M in the Foreign Aid deck is refused in one line', async () => {
  await expectRefused(write({ ...base, aid: [4, ...base.aid.slice(1)] }), /field "aid\[0\]": is not a bill of 1, 2 or 3 million/);
});

test('B71 an inconsistent start position is refused in one line naming its field', async () => {
  const start = positionOf(game({ phase: 1 }));
  start.positions.minister = start.president;
  const { political, aid, dice, ...rest } = base;
  void political; void aid; void dice;
  await expectRefused(write({ ...rest, players: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map((name) => ({ name })), start, actions: [] }), /field "start\.positions\.minister": is held by the President/);
});

test('an action illegal at its point is refused in one line naming its number and the reason, nothing narrated', async () => {
  const at = 5;
  const actions = [...base.actions.slice(0, at - 1), { type: 'resign', seat: 'Cy' }];
  await expectRefused(write({ ...base, actions }), new RegExp(`action ${at}: `));
});

test('a 10 MB board record and a deeply nested one are refused in one line', async () => {
  await expectRefused(write({ ...base, comment: 'x'.repeat(10 * 1024 * 1024) }), /./);
  await expectRefused(write(deeplyNested(board.recordFormat)), /./);
});

test('a FIFO in place of a board record is refused in one line, without waiting for a writer', async () => {
  await expectRefused(mkfifo(join(dir, 'board-fifo.json')), /./);
});

test('flipped and deleted fields are replayed or refused in one line, never crashing', async () => {
  const random = seedrandom('board-hostile-mutations');
  for (let i = 0; i < 16; i++) {
    const copy = structuredClone(base) as unknown as Json;
    const [container, key] = pick(random, slots(copy));
    if (i % 2 === 0) (container as Record<string, Json>)[key as string] = pick(random, WEIRD);
    else if (Array.isArray(container)) container.splice(key as number, 1);
    else delete container[key as string];
    const run = await replay([write(JSON.stringify(copy))]);
    expectOneLineOrSuccess(run);
    if (run.code === 2) expect(run.stdout).toBe('');
  }
});
