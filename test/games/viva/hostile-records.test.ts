// Hostile Viva el Presidente! records get Las Cartas' treatment: names with control and format
// characters are refused as --names refuses them (V1), in one clean line; an oversized file, a FIFO, deep nesting, a pinned die
// of 7 or an unknown card in the pinned deck (V4) exit 2 in one line with nothing narrated, never a hang.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { ALL_CARDS } from '../../../src/games/viva/content/cards.js';
import { viva } from '../../../src/games/viva/module.js';
import { shuffled } from '../../../src/core/sampling.js';
import { runCli } from '../../support/cli.js';
import { HOSTILE, unsafeCodePoints } from '../../support/hostile.js';
import { randomActions } from './builder.js';
import { deeplyNested, expectOneLineOrSuccess, mkfifo, pick, slots, WEIRD, type Json } from '../../support/hostile-records.js';

const dir = mkdtempSync(join(tmpdir(), 'junta-viva-hostile-'));
const env = { XDG_STATE_HOME: dir };
let files = 0;
const write = (content: string | object): string => {
  const path = join(dir, `record-${++files}.json`);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
};

/** A finished Expert game of random legal choices with a pinned deck and dice queue (V4), as a record. */
function record(names: string[], seed = 'viva-hostile') {
  const random = seedrandom(seed);
  const deck = shuffled(ALL_CARDS, random);
  const dice = Array.from({ length: 40 }, () => 1 + Math.floor(random() * 6));
  const start = { seed, players: names, options: { variant: 'expert' as const, firstPresidente: names[0] }, deck, dice };
  return { format: viva.recordFormat, ...start, players: names.map((name) => ({ name })), actions: randomActions(start, random) };
}

const base = record(['Ana', 'Bo', 'Cy']);

/** Refused: exit 2, one line on stderr matching `reason`, and nothing narrated. */
async function expectRefused(path: string, reason: RegExp) {
  const run = await runCli(['replay', path], { env });
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(reason);
}

describe.each(['ESC (C0)', 'OSC 52 clipboard', 'C1 CSI', 'newline', 'bidi override', 'lone surrogate'])('a Viva name with %s', (what) => {
  test('is refused as --names refuses it (V1), in one clean line naming the field, with --reveal and --seat too', async () => {
    const hostile = HOSTILE[what];
    const dirty = write(record([`Ana${hostile}`, `${hostile}Bo`, 'Cy']));
    for (const args of [[], ['--reveal'], ['--seat', `${hostile}Bo`]]) {
      const run = await runCli(['replay', dirty, ...args], { env });
      expect({ what, code: run.code }).toEqual({ what, code: 2 });
      expect(run.stdout).toBe('');
      expect(unsafeCodePoints(run.stderr)).toEqual([]);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/field "players\[0\]\.name": has a control or invisible character/);
    }
  });
});

test('a pinned die of 7 is refused in one line, naming the dice (V4)', async () => {
  await expectRefused(write({ ...base, dice: [3, 7, 2] }), /dice/);
});

test('an unknown card in the pinned deck is refused in one line, naming where it is and not quoting it (V4)', async () => {
  await expectRefused(write({ ...base, deck: ['dragon#9', ...base.deck.slice(1)] }), /field "deck\[0\]": is not a Viva card$/m);
});

test('a 10 MB Viva record is refused in one line', async () => {
  await expectRefused(write({ ...base, comment: 'x'.repeat(10 * 1024 * 1024) }), /./);
});

test('a deeply nested Viva record is refused in one line', async () => {
  await expectRefused(write(deeplyNested(viva.recordFormat)), /./);
});

test('flipped and deleted fields are replayed or refused in one line, never crashing', async () => {
  const random = seedrandom('viva-hostile-mutations');
  for (let i = 0; i < 16; i++) {
    const copy = structuredClone(base) as unknown as Json;
    const [container, key] = pick(random, slots(copy));
    if (i % 2 === 0) (container as Record<string, Json>)[key as string] = pick(random, WEIRD);
    else if (Array.isArray(container)) container.splice(key as number, 1);
    else delete container[key as string];
    const run = await runCli(['replay', write(JSON.stringify(copy))], { env });
    expectOneLineOrSuccess(run);
    if (run.code === 2) expect(run.stdout).toBe('');
  }
});

test('the built binary refuses a Viva FIFO and a deep nesting in bounded time, one line, no hang', () => {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PAGER: 'cat' };
  delete childEnv.NODE_OPTIONS;
  for (const path of [mkfifo(join(dir, 'viva-fifo.json')), write(deeplyNested(viva.recordFormat))]) {
    const run = spawnSync(process.execPath, ['bin/junta.js', 'replay', path], { env: childEnv, input: '', encoding: 'utf8', timeout: 20000 });
    expect(run.signal).toBeNull();
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  }
});

test('a discard moved before its seat\'s own \'done\' is refused in one line citing V27', async () => {
  const at = base.actions.findIndex((a) => a.type === 'discard');
  expect(base.actions[at - 1]).toEqual({ type: 'done', seat: base.actions[at].seat });
  const actions = [...base.actions];
  [actions[at - 1], actions[at]] = [actions[at], actions[at - 1]];
  await expectRefused(write({ ...base, actions }), new RegExp(`action ${at}: discards are chosen at the end of one's own Spend Money turn`));
});
