// A hosted table's settings as a save holds them: what the flags accept, nothing more.
import { TableSettingsSchema, type TableSettings } from '../../src/session/table-settings.js';

const TABLE: TableSettings = { port: 7310, bind: '10.0.0.2', sshPort: 2222, spectators: true, bribeWindowMs: 60_000, seat: 5, tls: { cert: '/c.pem', key: '/k.pem' } };

test('settings within what the flags accept are read as they are', () => {
  expect(TableSettingsSchema.parse(TABLE)).toEqual(TABLE);
  expect(TableSettingsSchema.parse({ ...TABLE, bind: null, sshPort: null, seat: null, tls: null, bribeWindowMs: 0 })).toMatchObject({ tls: null });
});

test('a port, bribe window, seat or path out of bounds, or a field more, is refused', () => {
  const wrong: Record<string, unknown>[] = [
    { port: 0 }, { port: 65536 }, { sshPort: 1.5 }, { bribeWindowMs: 60_001 }, { bribeWindowMs: -1 }, { seat: 6 }, { bind: '' },
    { tls: { cert: '/c\0.pem', key: '/k.pem' } }, { tls: { cert: '/c.pem' } }, { spectators: 'yes' }, { password: 'x' },
  ];
  for (const fields of wrong) expect(TableSettingsSchema.safeParse({ ...TABLE, ...fields }).success).toBe(false);
});
