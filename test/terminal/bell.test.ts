// The turn bell (join and SSH seats): one ring each time a decision becomes the seat's, none while
// it stays theirs, none for other seats' turns; and when the table holds the next turn for its offer.
import seedrandom from 'seedrandom';
import { legalActions, pending, pickUniformly } from '../../src/engine/index.js';
import { turnBell } from '../../src/terminal/bell.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { game as LAS_CARTAS, type TableClient } from '../../src/session/las-cartas.js';
import type { TableStatus } from '../../src/session/network-table.js';
import { openGame } from '../support/session.js';

test('the bell rings when a turn begins, once, and again at the next turn', () => {
  const session = openGame([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'bell', 'Ana');
  const table = new LocalTable(session);
  const rings: number[] = [];
  const stops = [0, 1, 2].map((seat) => turnBell(LAS_CARTAS, localClient(table), seat, () => rings.push(seat)));
  // Round 1 begins with Ana's budget: hers alone.
  expect(rings).toEqual([0]);
  const random = seedrandom('bell');
  let expected = [0];
  let was = new Set([0]);
  for (let i = 0; i < 40 && !session.finished; i++) {
    const seat = pending(session.state).required[0].seat;
    expect(session.submit(pickUniformly(legalActions(session.state, seat), random)!).ok).toBe(true);
    table.changed();
    const now = new Set(pending(session.state).required.map((d) => d.seat));
    expected = [...expected, ...[...now].filter((s) => !was.has(s))];
    was = now;
    expect(rings).toEqual(expected);
  }
  expect(rings.length).toBeGreaterThan(5);
  for (const stop of stops) stop();
  const before = rings.length;
  const seat = pending(session.state).required[0].seat;
  session.submit(pickUniformly(legalActions(session.state, seat), random)!);
  table.changed();
  expect(rings.length).toBe(before);
});

test("the bell rings when the table holds the next turn for the seat's offer (R11's window), once, and not for another seat's", () => {
  let hold: TableStatus['hold'] = null;
  const listeners: (() => void)[] = [];
  const changed = () => listeners.forEach((l) => l());
  const status = (): TableStatus => ({ seats: [], paused: false, hold, holdLeftMs: hold ? 5000 : null, link: 'connected', closed: null });
  const client = {
    port: () => ({ snapshot: () => ({ view: { pending: { required: [{ seat: 1 }], optional: [] } } }), subscribe: () => () => {} }),
    live: { status, subscribe: (l: () => void) => (listeners.push(l), () => {}) },
  } as unknown as TableClient;
  const rings: number[] = [];
  turnBell(LAS_CARTAS, client, 0, () => rings.push(0));
  const offer = (seat: number) => ({ seat, key: 'b', label: 'bribe', role: 'the President' });
  hold = offer(2);
  changed();
  expect(rings).toEqual([]);
  hold = offer(0);
  changed();
  changed();
  expect(rings).toEqual([0]);
  hold = null;
  changed();
  hold = offer(0);
  changed();
  expect(rings).toEqual([0, 0]);
});
