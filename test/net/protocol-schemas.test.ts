// The protocol's schemas of every registered game (src/net/protocol.ts; issue 23): zod compiles
// them whole (z.compile, strict: a part it could not compile would throw here instead of quietly
// leaving the slow runtime walk behind), and a table's compiled schemas answer as the runtime ones do.
import { z } from 'zod';
import { games } from '../../src/games/index.js';
import { clientMessageSchema, decode, hostMessageSchema, loadTableSchemas } from '../../src/net/protocol.js';

describe.each(games.all().map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
  it('its host and client messages compile whole', async () => {
    const wire = await (await entry.load()).wire();
    expect(() => z.compile(hostMessageSchema(wire), { strict: true })).not.toThrow();
    expect(() => z.compile(clientMessageSchema(wire), { strict: true })).not.toThrow();
  });

  it('a table\'s compiled schemas take and refuse what the runtime ones do, with the same reason', async () => {
    const module = await entry.load();
    const wire = await module.wire();
    const table = await loadTableSchemas(module);
    const runtime = { host: hostMessageSchema(wire), client: clientMessageSchema(wire) };
    const messages = {
      host: [
        { type: 'status', seats: [0, 1, 2].map(() => ({ connected: true, bot: false, host: false })), paused: false, hold: null, holdLeftMs: null, window: [], windowLeftMs: null },
        { type: 'status', seats: [], paused: false, hold: null, holdLeftMs: null, window: [], windowLeftMs: null },
        { type: 'update', game: 1, step: 0, finished: false, view: { seat: 0 }, log: [] },
        { type: 'result', id: 1, step: 2, extra: true },
      ],
      client: [
        { type: 'resync', since: 3 },
        { type: 'action', id: 1, step: 0, action: { type: 'no-such-action' } },
        { type: 'talk', to: null, text: 'x'.repeat(10_000) },
      ],
    };
    for (const side of ['host', 'client'] as const) {
      for (const message of messages[side]) {
        const text = JSON.stringify(message);
        expect(decode(table[side], text)).toEqual(decode(runtime[side], text));
      }
    }
    expect(decode(table.host, JSON.stringify(messages.host[0])).ok).toBe(true);
  });
});
