// Hostile record files: mutated records never crash `junta replay`, never hang, and a refusal is
// one line with exit code 2.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import { makeBots } from '../../support/las-cartas.js';
import { RECORD_FORMAT, type GameRecord } from '../../../src/games/las-cartas/rules/index.js';
import { Session } from '../../../src/session/runner.js';
import { runCli } from '../../support/cli.js';
import { deeplyNested, expectOneLineOrSuccess, pick, slots, WEIRD, type Json, type Random } from '../../support/hostile-records.js';
import { game as LAS_CARTAS } from '../../support/las-cartas.js';

const dir = mkdtempSync(join(tmpdir(), 'junta-hostile-'));
let base: GameRecord;

beforeAll(async () => {
  const session = Session.open(LAS_CARTAS,
    { format: RECORD_FORMAT, seed: 'hostile', players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'random' })), actions: [] },
    { autosave: null, bots: makeBots() },
  );
  await session.runBots();
  base = JSON.parse(JSON.stringify(session.record));
});

const MUTATIONS: Record<string, (random: Random) => string | Buffer> = {
  truncated: (random) => { const text = JSON.stringify(base); return text.slice(0, Math.floor(random() * text.length)); },
  'flipped field': (random) => {
    const copy = structuredClone(base) as unknown as Json;
    const [container, key] = pick(random, slots(copy));
    (container as Record<string, Json>)[key as string] = pick(random, WEIRD);
    return JSON.stringify(copy);
  },
  'deleted field': (random) => {
    const copy = structuredClone(base) as unknown as Json;
    const [container, key] = pick(random, slots(copy));
    if (Array.isArray(container)) container.splice(key as number, 1);
    else delete container[key as string];
    return JSON.stringify(copy);
  },
  'duplicated action': (random) => {
    const copy = structuredClone(base);
    const i = Math.floor(random() * copy.actions.length);
    copy.actions.splice(i, 0, copy.actions[i]);
    return JSON.stringify(copy);
  },
  'deleted action': (random) => {
    const copy = structuredClone(base);
    copy.actions.splice(Math.floor(random() * copy.actions.length), 1);
    return JSON.stringify(copy);
  },
  'huge numbers': (random) => JSON.stringify(base).replace(/"announced":\d+/g, () => `"announced":${pick(random, ['1e308', '9007199254740993', '-5', '1e-9'])}`),
  'wrong types': (random) => JSON.stringify({ ...base, [pick(random, ['players', 'actions', 'seed', 'options', 'decks', 'format'])]: pick(random, WEIRD) }),
  'deep nesting': () => deeplyNested(RECORD_FORMAT),
  'non-UTF-8 bytes': (random) => {
    const bytes = Buffer.from(JSON.stringify(base));
    const at = Math.floor(random() * bytes.length);
    return Buffer.concat([bytes.subarray(0, at), Buffer.from([0xc3, 0x28, 0xff]), bytes.subarray(at)]);
  },
};

describe.each(Object.keys(MUTATIONS))('a record with %s', (kind) => {
  test('is replayed or refused in one line, never crashing', async () => {
    const random = seedrandom(`hostile-${kind}`);
    for (let i = 0; i < 8; i++) {
      const path = join(dir, `${kind.replace(/\W/g, '-')}-${i}.json`);
      writeFileSync(path, MUTATIONS[kind](random));
      expectOneLineOrSuccess(await runCli(['replay', path]));
    }
  });
});

test('a 10 MB file is refused in one line', async () => {
  const path = join(dir, 'ten-mb.json');
  writeFileSync(path, JSON.stringify({ ...base, comment: 'x'.repeat(10 * 1024 * 1024) }));
  const run = await runCli(['replay', path]);
  expect(run.code).toBe(2);
  expectOneLineOrSuccess(run);
});

test('the built binary refuses hostile files in bounded time with one line, no stack trace', () => {
  const random = seedrandom('hostile-binary');
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_OPTIONS;
  for (const kind of ['truncated', 'deep nesting', 'non-UTF-8 bytes', 'flipped field']) {
    const path = join(dir, `binary-${kind.replace(/\W/g, '-')}.json`);
    writeFileSync(path, MUTATIONS[kind](random));
    // Bounded: a hang is ended (a signal) after a minute, far beyond a refusal's time on a loaded machine.
    const run = spawnSync(process.execPath, ['bin/junta.js', 'replay', path], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.signal).toBeNull();
    expectOneLineOrSuccess({ code: run.status, stderr: run.stderr });
  }
}, 300_000);

describe('two seats that are the same name are refused, naming both seats', () => {
  const state = mkdtempSync(join(tmpdir(), 'junta-twins-'));
  const env = { XDG_STATE_HOME: state };
  const record = (names: string[]): GameRecord => ({ ...base, players: names.map((name) => ({ name, bot: 'random' })), actions: [] });
  const twins: [string, string[], string][] = [
    ['"José" in NFC and in NFD', ['Jos\u00e9', 'Bo', 'Cy', 'Jose\u0301'], 'seats 1 and 4'],
    ['"Ana " and "Ana"', ['Ana ', 'Bo', 'Ana', 'Di'], 'seats 1 and 3, "Ana " and "Ana"'],
    ['"BO" and "bo"', ['Ana', 'BO', 'Cy', 'bo'], 'seats 2 and 4, "BO" and "bo"'],
  ];

  test.each(twins)('%s: replay, replay --continue and resume FILE exit 2 in one line', async (_, names, seats) => {
    const path = join(dir, `twins-${seats.replace(/\W/g, '-')}.json`);
    writeFileSync(path, JSON.stringify(record(names)));
    for (const args of [['replay', path], ['replay', path, '--continue'], ['resume', path]]) {
      const run = await runCli(args, { env });
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain(`field "players": ${seats}`);
      expect(run.stderr).toContain('are the same name');
    }
  });

  test('a saved game whose seats are the same name is not resumed: exit 2, and the note names the seats', async () => {
    const games = join(state, 'junta', 'games');
    mkdirSync(games, { recursive: true });
    const id = '20260101-120000-0a0a';
    const time = '2026-01-01T12:00:00.000Z';
    writeFileSync(join(games, `${id}.json`), JSON.stringify({ id, mode: 'local', created: time, updated: time, finished: false, record: record(['Ana ', 'Bo', 'Ana', 'Di']) }));
    const run = await runCli(['resume', id], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('field "record.players": seats 1 and 3, "Ana " and "Ana", are the same name');
  });
});
