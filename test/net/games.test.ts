// Whole games over the wire: an in-process host on an ephemeral port, every seat a
// client driven by a bot through the client side, 3 to 6 players, to the final scores.
import { viewFor } from '../../src/games/las-cartas/rules/index.js';
import { playWithBot } from '../../src/net/botseat.js';
import { LIMITS } from '../../src/net/host.js';
import { canSee } from '../support/las-cartas.js';
import { closeTable, join, startHost, until } from '../support/net.js';
import { FAST_BOTS, openGame } from '../support/session.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];

// Bots at a machine's speed send far more than the message rate a person's terminal is held to
// (its own tests: host.test.ts): over it, the host shut a seat for flooding mid-game, its pass on the
// President's offer was lost with the connection, and the table waited out the whole hold (R11).
const SAVED = { ...LIMITS };
beforeAll(() => void Object.assign(LIMITS, { messagesPerSecond: 100_000, messageBurst: 100_000 }));
afterAll(() => void Object.assign(LIMITS, SAVED));

test.each([3, 4, 5, 6])('%i players at their own clients play a whole game to the final scores', async (count) => {
  const names = NAMES.slice(0, count);
  const session = openGame(names.map((name) => ({ name })), `net-game-${count}`, 'vote');
  const host = await startHost(session, { holdMs: 5000 });
  const clients = await Promise.all(names.map((_, seat) => join(host.invite(seat))));
  const refusals: string[] = [];
  const stops = clients.map((client, seat) => playWithBot(client, seat % 2 === 0 ? FAST_BOTS.heuristic : FAST_BOTS.random, {
    salt: `game-${count}`,
    onResult: (ok, code) => void (ok || refusals.push(code!)),
  }));
  try {
    const done = await until(() => clients.every((c) => c.port(c.seat!).reveal() !== null), 20000);
    expect(done).toBe(true);
    expect(session.finished).toBe(true);
    for (const client of clients) {
      const seat = client.seat!;
      const port = client.port(seat);
      // What the seat holds is exactly its view and the events it may see (R5).
      expect(port.snapshot().view).toEqual(viewFor(session.state, seat));
      const expected = [session.initialEvents, ...session.steps.map((s) => s.events)].map((events) => events.filter((e) => canSee(e, seat)));
      expect(port.log().map((s) => s.events)).toEqual(expected);
      expect(port.reveal()).toEqual(session.record);
      expect(port.log().flatMap((s) => s.events).some((e) => e.type === 'game-ended')).toBe(true);
    }
    // Only refusals a live table explains: a step that moved on, or the President's window.
    expect(refusals.filter((code) => !['stale', 'waiting'].includes(code))).toEqual([]);
  } finally {
    await closeTable(host, clients, stops);
  }
}, 120000);
