// The protocol's schemas of every registered game (src/net/protocol.ts): zod compiles
// them whole (z.compile, strict: a part it could not compile would throw here instead of quietly
// leaving the slow runtime walk behind), and a table's compiled schemas, through decode, take and
// refuse what the runtime parse does, with the same value and the same reason.
import { z } from 'zod';
import { games } from '../../src/games/index.js';
import { encodeUpdate } from '../../src/net/connection.js';
import { clientMessageSchema, decode, hostMessageSchema, loadTableSchemas } from '../../src/net/protocol.js';
import { LocalTable } from '../../src/session/local-table.js';
import { NET_GAMES } from '../support/net-games.js';

const players = [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }];

describe.each(NET_GAMES)('%s', (id, game) => {
  const entry = games.byId(id)!;

  it('its host and client messages compile whole', async () => {
    const wire = await (await entry.load()).wire();
    expect(() => z.compile(hostMessageSchema(wire), { strict: true })).not.toThrow();
    expect(() => z.compile(clientMessageSchema(wire), { strict: true })).not.toThrow();
  });

  it('a table\'s schemas, through decode, take and refuse what the runtime parse does, the value and the reason alike', async () => {
    const module = await entry.load();
    const wire = await module.wire();
    const table = await loadTableSchemas(module);
    const runtime = { host: hostMessageSchema(wire, module.players), client: clientMessageSchema(wire) };
    // Updates of a game under way, each seat's and the public one, the whole log from the start.
    const session = game.open(players, `protocol-${id}`);
    for (let i = 0; i < 12 && !session.finished; i++) {
      const { action } = game.someAction(session, `protocol-${id}-${i}`);
      expect(session.submit(action).ok).toBe(true);
    }
    const local = new LocalTable(session);
    const updates = ([0, 1, 2, 'public'] as const).map((audience) => JSON.parse(encodeUpdate(1, local.snapshotToEncode(audience), local.port(audience).log(-1))));
    const messages = {
      host: [
        ...updates,
        { type: 'status', seats: [0, 1, 2].map(() => ({ connected: true, bot: false, host: false })), paused: false, hold: null, holdLeftMs: null, window: [], windowLeftMs: null },
        { type: 'status', seats: [], paused: false, hold: null, holdLeftMs: null, window: [], windowLeftMs: null },
        { ...updates[0], view: { ...updates[0].view, seat: 'Ana' } },
        { type: 'result', id: 1, step: 2, extra: true },
      ],
      client: [
        { type: 'action', id: 1, step: 12, action: session.record.actions[0] },
        { type: 'action', id: 1, step: 0, action: { type: 'no-such-action' } },
        { type: 'talk', to: null, text: 'x'.repeat(10_000) },
      ],
    };
    let taken = 0;
    for (const side of ['host', 'client'] as const) {
      for (const message of messages[side]) {
        const expected = runtime[side].safeParse(message);
        const got = decode(table[side], JSON.stringify(message));
        if (expected.success) {
          taken += 1;
          expect(got).toEqual({ ok: true, value: expected.data });
        } else {
          const issue = expected.error.issues[0];
          expect(got).toEqual({ ok: false, reason: `${issue.path.join('.') || 'message'}: ${issue.message}` });
        }
      }
    }
    expect(taken).toBe(updates.length + 2);
  });
});
