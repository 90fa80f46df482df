// 240 records of bot games made by `junta simulate` (test/fixtures/simulated/make.sh) before the
// engine refactor that put each card's rules with the card replay to the same events and scores,
// digest for digest (R4: same record, same game). Records that hold an action the engine refuses
// since then (R9, R18) are named below: they replay identically up to that action, which is
// refused for that ruling.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '../../../src/games/index.js';
import { parseAnyRecord } from '../../../src/session/records.js';
import { replayRecord, score, type GameRecord } from '../../../src/games/las-cartas/rules/index.js';

const DIR = join(import.meta.dirname, '..', '..', 'fixtures', 'simulated');
const DIGESTS = join(DIR, 'digests.json');
const UPDATE = process.env.JUNTA_UPDATE_DIGESTS === '1';

/**
 * R18: a redistribution that moves the President's own budget Money (the bots, and the random
 * sampler, used to hand out any card of the President's stack). Seed → the 1-based number of that
 * action. No record holds an R9 refusal: every bribe and redistribution the bots made already
 * lowered the President's own announcement to what the stack kept.
 */
const REFUSED_R18: Record<string, number> = {
  'fixture-r4#1': 83, 'fixture-r4#2': 11, 'fixture-r4#4': 50, 'fixture-r4#5': 51, 'fixture-r4#6': 66, 'fixture-r4#10': 36,
  'fixture-r4#12': 18, 'fixture-r4#14': 48, 'fixture-r4#15': 34, 'fixture-r4#17': 11, 'fixture-r4#18': 10, 'fixture-r4#20': 62,
  'fixture-r4#22': 71, 'fixture-r4#23': 39, 'fixture-r4#24': 26, 'fixture-r4#25': 79, 'fixture-r4#26': 39, 'fixture-r4#27': 11,
  'fixture-r4#28': 28, 'fixture-r4#29': 36, 'fixture-m4#1': 47, 'fixture-m4#2': 42, 'fixture-m4#3': 70, 'fixture-m4#4': 61,
  'fixture-m4#5': 10, 'fixture-m4#6': 92, 'fixture-m4#7': 26, 'fixture-m4#8': 11, 'fixture-m4#9': 11, 'fixture-m4#10': 19,
  'fixture-m4#11': 12, 'fixture-m4#12': 28, 'fixture-m4#14': 90, 'fixture-m4#15': 13, 'fixture-m4#16': 6, 'fixture-m4#17': 32,
  'fixture-m4#19': 11, 'fixture-m4#22': 61, 'fixture-m4#23': 95, 'fixture-m4#25': 82, 'fixture-m4#26': 12, 'fixture-m4#27': 97,
  'fixture-m4#28': 48, 'fixture-m4#29': 34, 'fixture-m4#30': 81, 'fixture-r5#1': 113, 'fixture-r5#6': 42, 'fixture-r5#7': 12,
  'fixture-r5#8': 35, 'fixture-r5#10': 86, 'fixture-r5#12': 15, 'fixture-r5#15': 14, 'fixture-r5#18': 84, 'fixture-r5#19': 67,
  'fixture-r5#20': 40, 'fixture-r5#21': 6, 'fixture-r5#22': 45, 'fixture-r5#25': 12, 'fixture-r5#26': 44, 'fixture-r5#27': 14,
  'fixture-r5#29': 33, 'fixture-m5#1': 61, 'fixture-m5#4': 31, 'fixture-m5#6': 88, 'fixture-m5#8': 15, 'fixture-m5#9': 65,
  'fixture-m5#11': 22, 'fixture-m5#12': 18, 'fixture-m5#15': 69, 'fixture-m5#16': 7, 'fixture-m5#17': 60, 'fixture-m5#19': 43,
  'fixture-m5#20': 48, 'fixture-m5#21': 24, 'fixture-m5#22': 53, 'fixture-m5#23': 25, 'fixture-m5#25': 15, 'fixture-m5#26': 84,
  'fixture-m5#27': 34, 'fixture-m5#28': 38, 'fixture-m5#29': 42, 'fixture-m5#30': 55, 'fixture-r6#1': 98, 'fixture-r6#3': 14,
  'fixture-r6#4': 48, 'fixture-r6#5': 96, 'fixture-r6#7': 77, 'fixture-r6#15': 64, 'fixture-r6#16': 18, 'fixture-r6#19': 15,
  'fixture-r6#20': 103, 'fixture-r6#21': 97, 'fixture-r6#24': 32, 'fixture-r6#25': 89, 'fixture-r6#27': 17, 'fixture-r6#28': 75,
  'fixture-m6#1': 19, 'fixture-m6#2': 60, 'fixture-m6#4': 16, 'fixture-m6#5': 63, 'fixture-m6#6': 68, 'fixture-m6#7': 80,
  'fixture-m6#9': 48, 'fixture-m6#10': 76, 'fixture-m6#11': 77, 'fixture-m6#13': 68, 'fixture-m6#14': 49, 'fixture-m6#16': 85,
  'fixture-m6#17': 34, 'fixture-m6#18': 38, 'fixture-m6#19': 21, 'fixture-m6#24': 22, 'fixture-m6#25': 32, 'fixture-m6#26': 57,
  'fixture-m6#27': 8, 'fixture-m6#28': 24, 'fixture-m6#29': 78, 'fixture-m6#30': 74,
};

interface Refusal {
  action: number;
  type: string;
  code: string;
  ruling: string;
  /** What the refusal says of the ruling, in words. */
  says: string;
}

const REFUSED: Record<string, Refusal> = Object.fromEntries(
  Object.entries(REFUSED_R18).map(([seed, action]) => [seed, { action, type: 'redistribute', code: 'illegal-play', ruling: 'R18', says: 'only the cards of the returned stack may be redistributed' }]),
);

async function records(): Promise<{ file: string; record: GameRecord }[]> {
  return (await Promise.all([3, 4, 5, 6].map((n) => {
    const file = `records-${n}p.json`;
    const list = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown[];
    return Promise.all(list.map(async (data, i) => ({ file, record: await parseAnyRecord(data, `${file} entry ${i + 1}`, games) as GameRecord })));
  }))).flat();
}

/**
 * Event fields renamed since the fixtures were made, new name → the name the digests were taken
 * with: a rename changes no game, so it must not change a digest (junta-table/3 called a coup's
 * `president` strength what it is). Only the name is mapped: the value and its place stay.
 */
const RENAMED: Record<string, Record<string, string>> = { 'coup-revealed': { presidentStrength: 'president' } };

function asNamedThen(event: { type: string }): object {
  const renamed = RENAMED[event.type];
  return renamed ? Object.fromEntries(Object.entries(event).map(([k, v]) => [renamed[k] ?? k, v])) : event;
}

/**
 * One hash of everything a replay of the first `upTo` actions produced: every event in order
 * (private ones too, with their fields as they were named when the fixtures were made) and the scores.
 */
function digest(record: GameRecord, upTo = record.actions.length): string | { failed: number | null; code: string; message: string } {
  const replay = replayRecord(record, upTo);
  if (!replay.ok) return { failed: replay.actionNumber, code: replay.error.code, message: replay.error.message };
  const events = [replay.initialEvents, ...replay.steps.map((step) => step.events)].map((list) => list.map(asNamedThen));
  return createHash('sha256').update(JSON.stringify({ events, score: score(replay.state) })).digest('hex');
}

const all = await records();
const digests: Record<string, string> = UPDATE ? {} : JSON.parse(readFileSync(DIGESTS, 'utf8'));

afterAll(() => {
  if (UPDATE) writeFileSync(DIGESTS, `${JSON.stringify(digests, null, 1)}\n`);
});

test('the fixtures hold at least 200 simulated records of 3 to 6 players, random and heuristic bots', () => {
  expect(all.length).toBeGreaterThanOrEqual(200);
  expect(new Set(all.map(({ record }) => record.players.length))).toEqual(new Set([3, 4, 5, 6]));
  const bots = new Set(all.flatMap(({ record }) => record.players.map((p) => p.bot)));
  expect(bots).toEqual(new Set(['random', 'heuristic']));
  expect(new Set(all.map(({ record }) => record.seed)).size).toBe(all.length);
  if (!UPDATE) expect(Object.keys(digests).sort()).toEqual(all.map(({ record }) => record.seed).sort());
  expect(Object.keys(REFUSED).every((seed) => all.some(({ record }) => record.seed === seed))).toBe(true);
});

test('every record replays to the same events and scores; those named as refused, up to the refused action (R9, R18)', () => {
  const changed: string[] = [];
  for (const { file, record } of all) {
    const refused = REFUSED[record.seed];
    const got = digest(record, refused ? refused.action - 1 : undefined);
    if (UPDATE) {
      if (typeof got === 'string') digests[record.seed] = got;
      else changed.push(`${file} ${record.seed}: refused at action ${got.failed} (${got.code})`);
      continue;
    }
    if (got !== digests[record.seed]) {
      changed.push(`${file} ${record.seed}: ${typeof got === 'string' ? 'different events or scores' : `refused at action ${got.failed} (${got.code}: ${got.message})`}`);
    }
    if (!refused) continue;
    const full = digest(record);
    const action = record.actions[refused.action - 1];
    if (typeof full === 'string' || full.failed !== refused.action || full.code !== refused.code
      || action.type !== refused.type || !full.message.includes(refused.says)) {
      changed.push(`${file} ${record.seed}: expected action ${refused.action} (${refused.type}) refused for ${refused.ruling}, got ${JSON.stringify(full)}`);
    }
  }
  expect(changed).toEqual([]);
});
