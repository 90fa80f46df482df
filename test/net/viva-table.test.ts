// A hosted Viva table (issue 19): the same HostedTable, TableServer and RemoteTable as Las Cartas'
// play a whole game of Viva el Presidente! with every seat a client driven by one of Viva's bots
// from its view (net/botseat.ts), the host headless (its log lines only). The clients find Viva
// in the registry by the welcome's rules; nothing on the host's path names a game.
import { games } from '../../src/games/index.js';
import { playWithBot } from '../../src/net/botseat.js';
import { Session, type SessionGame, type SessionRecord } from '../../src/session/runner.js';
import { closeTable, join, startHost, until } from '../support/net.js';

const viva = await games.byId('viva')!.load() as SessionGame<unknown, unknown, unknown, unknown, unknown, SessionRecord>;
const hostBots = (await viva.bots())({ iterations: 4 });

test('a headless host plays a whole Viva game with bot clients over the wire: each seat holds its view and its events, the reveal is the record', async () => {
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  const record: SessionRecord = { format: viva.recordFormat, seed: 'viva-net', players: names.map((name) => ({ name })), options: { variant: 'basic' }, actions: [] };
  const session = Session.open(viva, record, { autosave: null, bots: hostBots });
  const lines: string[] = [];
  const host = await startHost(session, { onLine: (line) => lines.push(line) });
  const clients = await Promise.all(names.map((_, seat) => join<unknown, unknown, unknown, unknown>(host.invite(seat))));
  const clientBots = (await clients[0].module.bots())({ iterations: 4 });
  const refusals: string[] = [];
  const stops = clients.map((client, seat) => playWithBot(client, seat === 0 ? clientBots.heuristic : clientBots.random, {
    salt: 'viva-net',
    onResult: (ok, code) => void (ok || refusals.push(code!)),
  }));
  try {
    expect(await until(() => clients.every((c) => c.port(c.seat!).reveal() !== null), 30000)).toBe(true);
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
    // The headless host's log tells the public events in Viva's words.
    const told = session.steps.flatMap((s) => s.events).filter((e) => viva.rules.visibleTo(e, 'public'));
    expect(lines.length).toBeGreaterThanOrEqual(told.length);
    expect(lines).toContain(viva.rules.describeEvent(told.at(-1)!, names));
    expect(refusals.filter((code) => !['stale', 'waiting'].includes(code))).toEqual([]);
  } finally {
    await closeTable(host, clients, stops);
  }
}, 120000);
