// A hosted table's settings as a save holds them: what the flags accept, nothing more.
import { TableSettingsSchema, type TableSettings } from '../../src/session/table-settings.js';

const TABLE: TableSettings = { port: 7310, bind: '10.0.0.2', sshPort: 2222, spectators: true, holdMs: 60_000, seat: 5, tls: { cert: '/c.pem', key: '/k.pem' } };

test('settings within what the flags accept are read as they are', () => {
  expect(TableSettingsSchema.parse(TABLE)).toEqual(TABLE);
  expect(TableSettingsSchema.parse({ ...TABLE, bind: null, sshPort: null, seat: null, tls: null, holdMs: 0 })).toMatchObject({ tls: null });
});

test("a port, hold time, seat or path out of bounds, or a field more, is refused (a seat past the table is the envelope's to refuse, by its record)", () => {
  const wrong: Record<string, unknown>[] = [
    { port: 0 }, { port: 65536 }, { sshPort: 1.5 }, { holdMs: 60_001 }, { holdMs: -1 }, { seat: -1 }, { seat: 1.5 }, { seat: 1001 }, { bind: '' },
    { tls: { cert: '/c\0.pem', key: '/k.pem' } }, { tls: { cert: '/c.pem' } }, { spectators: 'yes' }, { password: 'x' },
  ];
  for (const fields of wrong) expect(TableSettingsSchema.safeParse({ ...TABLE, ...fields }).success).toBe(false);
});

test("a save made before the hold time had its own name keeps it as bribeWindowMs: it is read as the hold time, under the same bounds", () => {
  const { holdMs, ...rest } = TABLE;
  expect(TableSettingsSchema.parse({ ...rest, bribeWindowMs: 3000 })).toEqual({ ...rest, holdMs: 3000 });
  expect(holdMs).toBe(60_000);
  expect(TableSettingsSchema.safeParse({ ...rest, bribeWindowMs: 60_001 }).success).toBe(false);
  // Both names at once is no save this program wrote.
  expect(TableSettingsSchema.safeParse({ ...TABLE, bribeWindowMs: 3000 }).success).toBe(false);
});
