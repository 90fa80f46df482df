// The network speaks any registered game: a host of the toy game (test/support/toy-game.ts,
// secret simultaneous choices and a public play-or-pass window) plays a whole game with clients
// that know it, through the real HostedTable, TableServer and RemoteTable, each seat a toy bot
// deciding from its view; and a client that knows only Las Cartas meets a toy host and refuses it in one line.
import { GameRegistry } from '../../src/core/registry.js';
import { games } from '../../src/games/index.js';
import { TableClosed } from '../../src/net/client.js';
import { playWithBot } from '../../src/net/botseat.js';
import { Session } from '../../src/session/runner.js';
import { closeTable, join, startHost, until } from '../support/net.js';
import { toyGame, type ToyRecord } from '../support/toy-game.js';

const toy = toyGame();
const hostBots = (await toy.bots())({ iterations: 8 });
const newRecord = (seed: string): ToyRecord => ({ format: toy.recordFormat, seed, players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], actions: [] });

/** The client's registry: Las Cartas and the toy game, whose module the client loads itself (another instance than the host's). */
const knowsToy = new GameRegistry([games.byId('las-cartas')!, { ...toyGame(), load: async () => toyGame() }], 'las-cartas');

test('a toy host plays a whole game with clients that know the toy game: views, logs, the public view and the reveal are the game\'s', async () => {
  const session = Session.open(toy, newRecord('toy-net'), { autosave: null, bots: hostBots });
  const host = await startHost(session);
  const clients = await Promise.all([0, 1, 2].map((seat) => join(host.invite(seat), { games: knowsToy })));
  const clientBots = (await clients[0].module.bots())({ iterations: 8 });
  const refusals: string[] = [];
  const stops = clients.map((client, seat) => playWithBot(client, seat === 0 ? clientBots.ismcts : clientBots.random, {
    salt: 'toy-net',
    onResult: (ok, code) => void (ok || refusals.push(code!)),
  }));
  try {
    expect(await until(() => clients.every((c) => c.port(c.seat!).reveal() !== null), 20000)).toBe(true);
    expect(session.finished).toBe(true);
    // The protest window was played over the wire (one per round), answered by the seat that had it.
    expect(session.record.actions.filter((a) => 'protest' in a)).toHaveLength(3);
    for (const client of clients) {
      const seat = client.seat!;
      const port = client.port(seat);
      expect(client.module.recordFormat).toBe('toy/1');
      // What the seat holds is exactly its view and the events it may see.
      expect(port.snapshot().view).toEqual(toy.rules.viewFor(session.state, seat));
      const expected = [session.initialEvents, ...session.steps.map((s) => s.events)].map((events) => events.filter((e) => toy.rules.visibleTo(e, seat)));
      expect(port.log().map((s) => s.events)).toEqual(expected);
      // The seat's public port, built from its own view, is the table's public view.
      expect(client.port('public').snapshot().view).toEqual(toy.rules.publicView(session.state));
      expect(port.reveal()).toEqual(session.record);
    }
    expect(refusals.filter((code) => !['stale', 'waiting'].includes(code))).toEqual([]);
  } finally {
    await closeTable(host, clients, stops);
  }
}, 60000);

test('a client that knows only Las Cartas meets a toy host: the one-line refusal, marked as a mismatch (junta join: exit 2)', async () => {
  const session = Session.open(toy, newRecord('toy-refused'), { autosave: null, bots: hostBots });
  const host = await startHost(session);
  try {
    const closed = await join(host.invite(0)).then(() => null, (error: unknown) => error as TableClosed);
    expect(closed).toBeInstanceOf(TableClosed);
    expect(closed!.mismatch).toBe(true);
    expect(closed!.message).toBe('this table plays High Card (record format toy/1), which this version of junta cannot play: use the same version of junta as the host');
    // The host gave the refused client its welcome and nothing of the game was played.
    expect(session.actionCount).toBe(0);
  } finally {
    await host.close();
  }
}, 30000);
