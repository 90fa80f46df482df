// The save envelope: its ids, its file text, and the schema every save is read through (a hand-
// edited save with settings that do not fit its game is refused with the field named).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '../../../src/games/index.js';
import { RECORD_FORMAT } from '../../../src/games/las-cartas/rules/index.js';
import { ID_PATTERN, definedOnly, envelopeText, looksLikeId, newId, readEnvelope, savePath, type SaveEnvelope } from '../../../src/session/saves/envelope.js';

const envelope = (fields: Partial<SaveEnvelope> & Record<string, unknown> = {}): SaveEnvelope => ({
  id: '20250601-120000-abcd', mode: 'local', created: '2025-06-01T12:00:00.000Z', updated: '2025-06-01T12:00:00.000Z', finished: false,
  record: { format: RECORD_FORMAT, seed: 'env', actions: [], players: [{ name: 'Ana' }, { name: 'Bo', bot: 'random' }, { name: 'Cy', bot: 'random' }] },
  ...fields,
} as SaveEnvelope);
const TABLE = { port: 7310, bind: null, sshPort: null, spectators: false, holdMs: 5000, seat: 0, tls: null };

function written(e: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'junta-envelope-')), 'save.json');
  writeFileSync(path, typeof e === 'string' ? e : envelopeText(e as SaveEnvelope));
  return path;
}

test('an id is the UTC second it was made and four random hex digits; its beginning looks like an id too', () => {
  const id = newId(Date.parse('2025-11-30T19:34:12.999Z'));
  expect(id).toMatch(ID_PATTERN);
  expect(id.slice(0, 15)).toBe('20251130-193412');
  expect(looksLikeId(id)).toBe(true);
  expect(looksLikeId('20251130-19')).toBe(true);
  expect(looksLikeId('2025113')).toBe(false);
  expect(looksLikeId('20251130-193412-3fa1x')).toBe(false);
  expect(savePath('/games', id)).toBe(`/games/${id}.json`);
});

test('an envelope reads back as it was written, one field a line', async () => {
  const e = envelope({ mode: 'hosted', table: TABLE, pace: { thinkMs: 1000, botDelayMs: 0 }, recordPath: '/tmp/game.json' });
  expect(envelopeText(e).split('\n')[1]).toBe(' "id": "20250601-120000-abcd",');
  expect(await readEnvelope(written(e), games)).toEqual(e);
});

test('table settings belong to a hosted game and name one of its seats; a --record path is absolute; nothing else is added', async () => {
  const refused: [unknown, RegExp][] = [
    [envelope({ table: TABLE }), /field "table": table settings belong to a hosted game/],
    [envelope({ mode: 'hosted', table: { ...TABLE, seat: 3 } }), /field "table": .* name one of its seats/],
    [envelope({ mode: 'hosted', table: { ...TABLE, holdMs: 60_001 } }), /field "table.holdMs"/],
    [envelope({ recordPath: 'game.json' }), /field "recordPath": the --record path is kept absolute/],
    [envelope({ pace: { thinkMs: 5, botDelayMs: 0 } }), /field "pace.thinkMs"/],
    [envelope({ id: '2025-06-01' }), /field "id"/],
    [envelope({ extra: true }), /field "the record": has a field this format does not have/],
  ];
  for (const [e, reason] of refused) {
    const path = written(e);
    await expect(readEnvelope(path, games)).rejects.toThrow(reason);
    await expect(readEnvelope(path, games)).rejects.toThrow(path);
  }
  await expect(readEnvelope(written('{"id":'), games)).rejects.toThrow(/the file ends early, at line 1, column 7/);
});

test('extras left unset are not written, so such a save is as saves were before they existed', () => {
  expect(definedOnly({ pace: undefined, recordPath: '/r.json' })).toEqual({ recordPath: '/r.json' });
  expect(Object.keys(definedOnly({ pace: undefined, recordPath: undefined }))).toEqual([]);
});
