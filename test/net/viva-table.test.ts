// Hosted Viva tables: the same HostedTable, TableServer and RemoteTable as Las
// Cartas' play whole games of Viva el Presidente! – 3, 4 and 5 players, Basic and Expert – with every
// seat a client driven by one of Viva's bots from its view (net/botseat.ts), the host headless (its
// log lines only); a client killed in the middle of a battle rejoins with its invite and the game
// finishes. The clients find Viva in the registry by the welcome's rules; nothing on the host's path
// names a game.
import { playWithBot } from '../../src/net/botseat.js';
import type { RemoteTable } from '../../src/net/client.js';
import { HostedTable } from '../../src/net/host.js';
import { PROTOCOL } from '../../src/net/protocol.js';
import type { VivaState } from '../../src/games/viva/rules/types.js';
import type { SessionRecord } from '../../src/session/runner.js';
import { closeTable, impostorHost, join, startHost, until } from '../support/net.js';
import { VIVA_NET, type AnySession } from '../support/net-games.js';

const viva = VIVA_NET.module;
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva'];
type Client = RemoteTable<unknown, unknown, unknown, unknown>;

/** Each client holds its seat's view and the events it may see, and the reveal is the record. */
function expectFinishedAsSeats(session: AnySession, clients: Client[]): void {
  expect(session.finished).toBe(true);
  for (const client of clients) {
    const seat = client.seat!;
    const port = client.port(seat);
    expect(client.module.recordFormat).toBe('junta-viva/1');
    expect(port.snapshot().view).toEqual(viva.rules.viewFor(session.state, seat));
    const expected = [session.initialEvents, ...session.steps.map((s) => s.events)].map((events) => events.filter((e) => viva.rules.visibleTo(e, seat)));
    expect(port.log().map((s) => s.events)).toEqual(expected);
    expect(port.reveal()).toEqual(session.record);
  }
}

const TOKEN = 'gJ5p1T6KzJAioq3zKS-Ssg';

test("a client refuses a Viva view whose Presidente sits past the table (V5: the seats are the table's): its host is trusted no more than a client", async () => {
  const real = VIVA_NET.open(NAMES.slice(0, 3).map((name) => ({ name })), 'viva-hostile-host');
  const honest = await HostedTable.open({ session: real, tokens: [TOKEN, null, null], botDelayMs: 0 });
  const sent: string[] = [];
  honest.connect({ address: 'x', send: (t) => sent.push(t), close: () => {} }, 0).receive(JSON.stringify({ type: 'hello', protocol: PROTOCOL, token: TOKEN, since: -1 }));
  // Every update the hostile host sends seats the Presidente at a fifth seat of a three-seat table (a Viva table may have five).
  const hostile = (text: string) => text.replace(/"presidente":\d/g, '"presidente":4');
  expect(sent.some((text) => text.startsWith('{"type":"update"') && /"presidente":\d/.test(text))).toBe(true);
  const { table, close } = await impostorHost((ws) => {
    for (const text of sent) ws.send(hostile(text));
  }, TOKEN);
  try {
    void table.start().catch(() => {});
    expect(await until(() => table.refusedMessages.length > 0)).toBe(true);
    expect(table.refusedMessages).toContain('a seat number past the table');
  } finally {
    honest.end('over');
    await close();
  }
}, 30000);

const finished = (clients: Client[]) => clients.every((c) => c.port(c.seat!).reveal() !== null);

test.each([
  [3, 'basic' as const, ['heuristic', 'random', 'heuristic']],
  [4, 'basic' as const, ['heuristic', 'random', 'random', 'random']],
  [5, 'expert' as const, ['heuristic', 'random', 'heuristic', 'random', 'heuristic']],
])('a headless host plays a whole %i-player %s Viva game with bot clients over the wire: each seat holds its view and its events, the reveal is the record', async (players, variant, kinds) => {
  const names = NAMES.slice(0, players);
  const session = VIVA_NET.open(names.map((name) => ({ name })), `viva-net-${players}-${variant}`, { variant });
  const lines: string[] = [];
  const host = await startHost(session, { onLine: (line) => lines.push(line) });
  const clients = await Promise.all(names.map((_, seat) => join<unknown, unknown, unknown, unknown>(host.invite(seat))));
  const clientBots = (await clients[0].module.bots())({ iterations: 4 });
  const refusals: string[] = [];
  const stops = clients.map((client, seat) => playWithBot(client, clientBots[kinds[seat]], {
    salt: 'viva-net',
    onResult: (ok, code) => void (ok || refusals.push(code!)),
  }));
  try {
    expect(await until(() => finished(clients), 30000)).toBe(true);
    expect((session.record as SessionRecord).options).toEqual({ variant });
    expectFinishedAsSeats(session, clients);
    // The headless host's log tells the public events in Viva's words.
    const told = session.steps.flatMap((s) => s.events).filter((e) => viva.rules.visibleTo(e, 'public'));
    expect(lines.length).toBeGreaterThanOrEqual(told.length);
    expect(lines).toContain(viva.rules.describeEvent(told.at(-1)!, names));
    // Simultaneous orders that cross are taken as decided together (net/together.ts), and the Spend
    // turns of an empty hand that the host settles (V24, V25) are left to it: no bot seat is refused.
    expect(refusals).toEqual([]);
    const settled = session.steps.filter((step, i) => i > 0 && (step.action as { type: string }).type === 'done'
      && (session.steps[i - 1].state as { players: { name: string; hand: string[] }[] }).players.find((p) => p.name === (step.action as { seat: string }).seat)!.hand.length === 0);
    expect(settled.length).toBeGreaterThan(0);
  } finally {
    await closeTable(host, clients, stops);
  }
}, 120000);

test('a client killed in the middle of a battle, while its window is asked, rejoins with its invite; the battle goes on and the game finishes', async () => {
  const names = NAMES.slice(0, 4);
  const session = VIVA_NET.open(names.map((name) => ({ name })), 'viva-net-killed', { variant: 'basic' });
  const host = await startHost(session);
  const clients = await Promise.all(names.map((_, seat) => join<unknown, unknown, unknown, unknown>(host.invite(seat))));
  const bots = (await clients[0].module.bots())({ iterations: 4 });
  const stops = clients.map((client) => playWithBot(client, bots.heuristic, { salt: 'viva-killed' }));
  let killed: { seat: number; step: number } | null = null;
  // The moment a battle asks a seat its window, that seat's process dies: nothing answers for it.
  const off = host.hosted.subscribe(() => {
    const asked = session.pending().required[0];
    if (killed || (session.state as VivaState).phase !== 'combat' || !asked?.window) return;
    killed = { seat: asked.seat, step: session.actionCount };
    stops[asked.seat]();
    clients[asked.seat].dropConnection();
    clients[asked.seat].close();
  });
  try {
    expect(await until(() => killed !== null, 20000)).toBe(true);
    const { seat, step } = killed!;
    expect(await until(() => !host.hosted.status().seats[seat].connected)).toBe(true);
    // The table waits for it: still in that battle, at that window.
    expect(session.actionCount).toBe(step);
    expect((session.state as VivaState).phase).toBe('combat');
    const rejoined = await join<unknown, unknown, unknown, unknown>(host.invite(seat));
    clients[seat] = rejoined;
    expect(await until(() => rejoined.port(seat).snapshot().step === step)).toBe(true);
    expect(viva.rules.pendingInView(rejoined.port(seat).snapshot().view).required[0]).toEqual(session.pending().required[0]);
    stops[seat] = playWithBot(rejoined, bots.heuristic, { salt: 'viva-killed-again' });
    expect(await until(() => finished(clients), 30000)).toBe(true);
    expect(session.actionCount).toBeGreaterThan(step);
    expectFinishedAsSeats(session, clients);
  } finally {
    off();
    await closeTable(host, clients, stops);
  }
}, 120000);
