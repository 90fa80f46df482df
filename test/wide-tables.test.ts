// Seven seats and more in every generic layer: a game seats what it declares (GameInfo.players),
// and the setup screen, a simulation's seats, a hosted table's saved settings and the network table
// take that range, not the six seats of the first game; a save of that many seats reads back
// through a store given the registry that holds the game. The game is the contract harness's toy
// (test/support/toy-game.ts) seating 2 to 9, played at 7 and 9 seats.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { createElement } from 'react';
import { GameRegistry } from '../src/core/registry.js';
import { simulationSeats } from '../src/cli/commands/simulate.js';
import { playWithBot } from '../src/net/botseat.js';
import { defaultNames, type NewRecord } from '../src/session/plan.js';
import { Session, type SessionRecord } from '../src/session/runner.js';
import { SaveStore } from '../src/session/saves.js';
import { simulate } from '../src/session/simulate.js';
import { TableSettingsSchema } from '../src/session/table-settings.js';
import { quickStartOf, SetupForm } from '../src/ui/setup.js';
import { makeTheme } from '../src/ui/theme.js';
import { runContract } from './support/contract.js';
import { closeTable, join, startHost, until } from './support/net.js';
import { TOY_TEXT, toyGame, type ToyRecord } from './support/toy-game.js';
import { tick } from './support/wait.js';
import { renderTty } from './ui/tty.js';

const SEATS = { min: 2, max: 9, default: 3 };
const wide = toyGame(null, SEATS);
const bots = (await wide.bots())({ iterations: 4 });
/** The registry of a program that knows the wide toy alone. */
const registry = new GameRegistry([{ ...toyGame(null, SEATS), load: async () => toyGame(null, SEATS) }]);
const RIGHT = '\x1b[C';

test('the toy seating 2 to 9 keeps the game-module contract at every count, its seat fields within the table', async () => {
  const report = await runContract(wide, { games: 8, seed: 'wide', probeShare: 0.5, maxActions: 200 });
  expect(Object.values(report.failures).flat()).toEqual([]);
  expect(report.counts.ended).toBe(8);
});

describe.each([7, 9])('%i seats', (count) => {
  const names = defaultNames(count);

  test('every seat has a name of its own unless told, past the first six', () => {
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
    expect(names.slice(0, 6)).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe']);
  });

  test('the setup screen counts up to the seats the game declares, naming each, and starts a game of that many', async () => {
    const done: (NewRecord | null)[] = [];
    const app = renderTty(createElement(SetupForm, {
      games: [{ game: wide, quickStart: quickStartOf(TOY_TEXT) }], listings: new Map(),
      theme: makeTheme({ NO_COLOR: '1' }), onDone: (r: SessionRecord | null) => void done.push(r as NewRecord | null),
    }));
    await tick();
    // The cursor starts on the players' count; at the game's most, more right arrows keep it there.
    for (let i = 0; i < count - SEATS.default + (count === SEATS.max ? 2 : 0); i++) await app.press(RIGHT);
    expect(app.lastFrame()).toContain(`Players: ${count}`);
    await app.press('\r');
    expect(done[0]?.players.map((p) => p.name)).toEqual(names);
    expect(done[0]?.format).toBe(wide.recordFormat);
    app.unmount();
  });

  test('a simulation seats that many bots, named, and plays its games to the end', async () => {
    const seats = simulationSeats(Array(count).fill('random').join(','), count, wide);
    expect(seats.map((s) => s.name)).toEqual(names);
    expect(simulationSeats(undefined, count, wide).map((s) => s.name)).toEqual(names);
    const records: ToyRecord[] = [];
    const report = await simulate({
      game: wide, games: 2, seats, seed: `wide-sim-${count}`, options: {}, bots,
      summary: () => null, tally: { add: () => {}, report: () => ({}) }, onGame: (record) => void records.push(record),
    });
    expect(report).toMatchObject({ games: 2, players: count });
    expect(records.map((r) => r.players.length)).toEqual([count, count]);
  });

  test('a save of that many seats reads back, listed and resumable, through a store given the registry that holds the game', async () => {
    const store = new SaveStore(mkdtempSync(joinPath(tmpdir(), 'junta-wide-')), registry);
    const record: ToyRecord = { format: wide.recordFormat, seed: `wide-save-${count}`, players: names.map((name) => ({ name, bot: 'random' })), actions: [] };
    const session = Session.open(wide, record, { autosave: null, bots });
    const slot = store.create(session.record);
    session.useSave(slot);
    while (session.record.actions.length < count && (await session.botStep()) === 'acted');
    await slot.release();
    expect(session.finished).toBe(false);
    const { games, broken } = await store.list();
    expect(broken).toEqual([]);
    expect(games.map((g) => g.record)).toEqual([session.record]);
    expect(games[0].record.players).toHaveLength(count);
    expect((await store.resumable(wide)).games.map((g) => g.id)).toEqual([slot.id]);
  });

  test("a hosted table's saved settings may name the last seat as the host's", () => {
    const settings = { port: 4000, bind: null, sshPort: null, spectators: false, holdMs: 0, seat: count - 1, tls: null };
    expect(TableSettingsSchema.safeParse(settings).success).toBe(true);
  });

  test('a network table of that many seats plays a whole game, every seat a client deciding from its view', async () => {
    const record: ToyRecord = { format: wide.recordFormat, seed: `wide-net-${count}`, players: names.map((name) => ({ name })), actions: [] };
    const session = Session.open(wide, record, { autosave: null, bots });
    const host = await startHost(session);
    const clients = await Promise.all(names.map((_, seat) => join(host.invite(seat), { games: registry })));
    const clientBots = (await clients[0].module.bots())({ iterations: 4 });
    const stops = clients.map((client) => playWithBot(client, clientBots.random, { salt: `wide-${count}` }));
    try {
      expect(await until(() => clients.every((c) => c.port(c.seat!).reveal() !== null), 20000)).toBe(true);
      expect(session.finished).toBe(true);
      for (const client of clients) {
        expect(client.port(client.seat!).snapshot().view).toEqual(wide.rules.viewFor(session.state, client.seat!));
        expect(client.refusedMessages).toEqual([]);
      }
    } finally {
      await closeTable(host, clients, stops);
    }
  }, 60000);
});
