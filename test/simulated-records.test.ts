// 240 records of bot games made by `junta simulate` (test/fixtures/simulated/make.sh) replay to
// the same events and scores, digest for digest (R4: same record, same game). Records that hold
// an action the engine refuses since issue 9 (R9, R18) are named below with the action and why.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRecord } from '../src/cli/records.js';
import { replayRecord, score, type GameRecord } from '../src/engine/index.js';

const DIR = join(import.meta.dirname, 'fixtures', 'simulated');
const DIGESTS = join(DIR, 'digests.json');
const UPDATE = process.env.JUNTA_UPDATE_DIGESTS === '1';

/** Records with an action refused since issue 9: its 1-based number, the error code and the ruling. */
const REFUSED: Record<string, { action: number; code: string; ruling: string }> = {};

function records(): { file: string; record: GameRecord }[] {
  return [3, 4, 5, 6].flatMap((n) => {
    const file = `records-${n}p.json`;
    const list = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as unknown[];
    return list.map((data, i) => ({ file, record: parseRecord(data, `${file} entry ${i + 1}`) }));
  });
}

/** One hash of everything a replay produced: every event in order (private ones too) and the scores. */
function digest(record: GameRecord): string | { failed: number | null; code: string } {
  const replay = replayRecord(record);
  if (!replay.ok) return { failed: replay.actionNumber, code: replay.error.code };
  const events = [replay.initialEvents, ...replay.steps.map((step) => step.events)];
  return createHash('sha256').update(JSON.stringify({ events, score: score(replay.state) })).digest('hex');
}

const all = records();
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
  if (!UPDATE) expect(Object.keys(digests).sort()).toEqual(all.map(({ record }) => record.seed).filter((seed) => !REFUSED[seed]).sort());
});

test('every record replays to the same events and scores, except those named as refused (R9, R18)', () => {
  const changed: string[] = [];
  for (const { file, record } of all) {
    const got = digest(record);
    const refused = REFUSED[record.seed];
    if (UPDATE) {
      if (typeof got === 'string') digests[record.seed] = got;
      else if (!refused) changed.push(`${file} ${record.seed}: refused at action ${got.failed} (${got.code})`);
      continue;
    }
    if (refused) {
      if (typeof got === 'string' || got.failed !== refused.action || got.code !== refused.code) {
        changed.push(`${file} ${record.seed}: expected action ${refused.action} refused (${refused.code}, ${refused.ruling}), got ${JSON.stringify(got)}`);
      }
    } else if (got !== digests[record.seed]) {
      changed.push(`${file} ${record.seed}: ${typeof got === 'string' ? 'different events or scores' : `refused at action ${got.failed} (${got.code})`}`);
    }
  }
  expect(changed).toEqual([]);
});
