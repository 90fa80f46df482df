// The turn bell (join and SSH seats): one ring each time a decision becomes the seat's, none while
// it stays theirs, none for other seats' turns, none for a play-or-pass window (V30, R15); and when
// the table holds the next turn for its offer.
import seedrandom from 'seedrandom';
import { legalActions, pending, pickUniformly } from '../../src/games/las-cartas/rules/index.js';
import { turnBell } from '../../src/terminal/bell.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { game as LAS_CARTAS, type TableClient } from '../support/las-cartas.js';
import type { TableStatus } from '../../src/session/network-table.js';
import { openGame } from '../support/session.js';
import { games } from '../../src/games/index.js';
import { Session, type SessionGame, type SessionRecord } from '../../src/session/runner.js';

const viva = await games.byId('viva')!.load() as SessionGame<unknown, unknown, unknown, unknown, unknown, SessionRecord>;

test("a Viva seat's bell rings for its own decisions (Promises, orders, spending, discards) and never for a window (V30)", async () => {
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  const bots = (await viva.bots())({ iterations: 2 });
  const session = Session.open(viva, { format: viva.recordFormat, seed: 'bell-viva', players: names.map((name) => ({ name })), options: { variant: 'expert' }, actions: [] }, { autosave: null, bots });
  const table = new LocalTable(session);
  const rings: number[] = [];
  const stops = names.map((_, seat) => turnBell(viva, localClient(table), seat, () => rings.push(seat)));
  const own = (seat: number) => session.pending().required.some((d) => d.seat === seat && !d.window);
  let expected = names.flatMap((_, seat) => (own(seat) ? [seat] : []));
  let windows = 0;
  const random = seedrandom('bell-viva');
  for (let i = 0; i < 400 && !session.finished; i++) {
    const was = names.map((_, seat) => own(seat));
    const decision = session.pending().required[0];
    if (decision.window) windows += 1;
    const action = await bots.random.decide(viva.rules.viewFor(session.state, decision.seat), viva.botChoices(session.state, decision.seat, null), random);
    expect(session.submit(action).ok).toBe(true);
    table.changed();
    expected = [...expected, ...names.flatMap((_, seat) => (own(seat) && !was[seat] ? [seat] : []))];
    expect(rings).toEqual(expected);
  }
  expect(windows).toBeGreaterThan(10);
  expect(rings.length).toBeGreaterThan(10);
  for (const stop of stops) stop();
}, 60000);

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
    // A play-or-pass window (a Bodyguard, R15) is no turn of the seat's own: it does not ring.
    const now = new Set(LAS_CARTAS.rules.pending(session.state).required.filter((d) => !d.window).map((d) => d.seat));
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
