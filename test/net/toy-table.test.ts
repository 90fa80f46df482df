// The network speaks any registered game: a host of the toy game (test/support/toy-game.ts,
// secret simultaneous choices and a public play-or-pass window) plays a whole game with clients
// that know it, through the real HostedTable, TableServer and RemoteTable, each seat a toy bot
// deciding from its view; a seat that never answers its protest window has the window's declared
// time-out action taken for it once the host's window time runs out (B68), told to every seat; and
// a client that knows only Las Cartas meets a toy host and refuses it in one line.
import { GameRegistry } from '../../src/core/registry.js';
import { games } from '../../src/games/index.js';
import { TableClosed } from '../../src/net/client.js';
import { playWithBot } from '../../src/net/botseat.js';
import { Session } from '../../src/session/runner.js';
import { closeTable, join, ManualClock, startHost, until } from '../support/net.js';
import { toyGame, type ToyAction, type ToyRecord, type ToyView } from '../support/toy-game.js';
import { randomChoice } from '../../src/core/random-bot.js';
import type { Choices, GameBot } from '../../src/core/game.js';
import { logLines } from '../../src/ui/log-lines.js';

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

test('B68 a seat that never answers a decision with a declared time-out action has it taken after the window time, every seat told it was a timeout, and the game goes on', async () => {
  const clock = new ManualClock();
  const session = Session.open(toy, newRecord('toy-timeout-2'), { autosave: null, bots: hostBots });
  // Bo holds the lowest card (1), so he protests or lets it stand in the round he plays it.
  expect(session.state.hands[1]).toContain(1);
  const host = await startHost(session, { clock, windowMs: 10_000 });
  const clients = await Promise.all([0, 1, 2].map((seat) => join<ToyAction, ToyView>(host.invite(seat), { games: knowsToy, clock: new ManualClock() })));
  const bots = (await clients[0].module.bots())({ iterations: 8 }) as Record<string, GameBot<ToyView, Choices<ToyAction>, ToyAction>>;
  // Bo chooses his cards but never answers his protest window.
  const silent: GameBot<ToyView, Choices<ToyAction>, ToyAction> = { kind: 'silent', decide: async (view, legal, random) => (view.protester === view.seat ? null : randomChoice(legal, random, 0)) };
  const stops = clients.map((client, seat) => playWithBot(client, seat === 1 ? silent : bots.random, { salt: 'toy-timeout' }));
  const boAsked = () => !session.finished && session.pending().required.some((d) => d.seat === 1 && d.timeout !== undefined);
  try {
    expect(await until(boAsked, 20000)).toBe(true);
    const step = session.actionCount;
    // The host times Bo's decision and tells every seat what is taken for him if he does not answer.
    expect(host.hosted.status()).toMatchObject({ window: { seats: [1], label: 'a protest', timeout: 'lets it stand' }, windowLeftMs: 10_000 });
    expect(await until(() => clients.every((c) => c.live.status().window?.timeout === 'lets it stand'))).toBe(true);
    clock.advance(9_999);
    expect(session.actionCount).toBe(step);
    clock.advance(1);
    expect(session.actionCount).toBe(step + 1);
    expect(session.record.actions.at(-1)).toEqual({ seat: 1, protest: false });
    // Every seat's log marks the step as taken for Bo because his time ran out, and says so in words.
    for (const client of clients) {
      expect(await until(() => client.port(client.seat!).log().some((s) => s.step === step + 1))).toBe(true);
      const log = client.port(client.seat!).log();
      expect(log.find((s) => s.step === step + 1)).toMatchObject({ actor: 1, timedOut: 'lets it stand' });
      expect(log.filter((s) => s.timedOut !== undefined).map((s) => s.step)).toEqual([step + 1]);
      expect(logLines(client.module, log, client.port(client.seat!).names)).toContain('Bo: lets it stand (time ran out)');
    }
    // The game goes on to its end, the others answering their own windows, Bo's taken for him each time his runs out.
    const timedOut = [step + 1];
    while (await until(() => session.finished || boAsked(), 20000) && !session.finished) {
      clock.advance(10_000);
      timedOut.push(session.actionCount);
    }
    expect(session.finished).toBe(true);
    expect(session.record.actions.filter((a) => 'protest' in a)).toHaveLength(3);
    for (const client of clients) {
      expect(await until(() => client.port(client.seat!).reveal() !== null)).toBe(true);
      expect(client.port(client.seat!).log().filter((s) => s.timedOut !== undefined).map((s) => s.step)).toEqual(timedOut);
    }
  } finally {
    await closeTable(host, clients, stops);
  }
}, 60000);

test('B68 a decision every seat takes at once (a trade window\'s "ready"): each step asks anew with the whole time, and the seats that never answer have "ready" taken for them together, each told', async () => {
  const clock = new ManualClock();
  const record = { ...newRecord('toy-ready'), options: { ready: true } };
  const session = Session.open(toy, record, { autosave: null, bots: hostBots });
  const host = await startHost(session, { clock, windowMs: 10_000 });
  const clients = await Promise.all([0, 1, 2].map((seat) => join<ToyAction, ToyView>(host.invite(seat), { games: knowsToy, clock: new ManualClock() })));
  const bots = (await clients[0].module.bots())({ iterations: 8 }) as Record<string, GameBot<ToyView, Choices<ToyAction>, ToyAction>>;
  // Every seat plays its cards and windows, but says "ready" only when the test says so.
  const notReady: GameBot<ToyView, Choices<ToyAction>, ToyAction> = { kind: 'not-ready', decide: (view, legal, random) => (view.unready?.[view.seat] ? Promise.resolve(null) : bots.random.decide(view, legal, random)) };
  const stops = clients.map((client) => playWithBot(client, notReady, { salt: 'toy-ready' }));
  try {
    expect(host.hosted.status()).toMatchObject({ window: { seats: [0, 1, 2], label: 'ready', timeout: 'ready' }, windowLeftMs: 10_000 });
    clock.advance(6_000);
    // Ana says "ready" over the wire: the others are asked anew, with the whole time.
    expect(await clients[0].port(0).submit({ seat: 0, ready: true }, 0)).toEqual({ ok: true, step: 1 });
    expect(host.hosted.status()).toMatchObject({ window: { seats: [1, 2], timeout: 'ready' }, windowLeftMs: 10_000 });
    clock.advance(9_999);
    expect(session.actionCount).toBe(1);
    clock.advance(1);
    expect(session.record.actions.slice(0, 3)).toEqual([{ seat: 0, ready: true }, { seat: 1, ready: true }, { seat: 2, ready: true }]);
    for (const client of clients) {
      const port = client.port(client.seat!);
      expect(await until(() => port.log().some((s) => s.step === 3))).toBe(true);
      expect(port.log().slice(1, 4).map((s) => [s.actor, s.timedOut ?? null])).toEqual([[0, null], [1, 'ready'], [2, 'ready']]);
      expect(logLines(client.module, port.log().slice(1, 4), port.names)).toEqual(['Ana is ready.', 'Bo is ready.', 'Bo: ready (time ran out)', 'Cy is ready.', 'Cy: ready (time ran out)']);
    }
    // The rounds follow, every seat answering for itself.
    expect(await until(() => session.finished, 20000)).toBe(true);
    expect(session.record.actions.filter((a) => 'card' in a)).toHaveLength(9);
  } finally {
    await closeTable(host, clients, stops);
  }
}, 60000);

test('B68 the banner tells the seat asked its time left before its time-out action is taken for it, and the others whom the table waits for', async () => {
  const { bannerLines } = await import('../../src/ui/network-banner.js');
  const names = ['Ana', 'Bo', 'Cy'];
  const status = {
    seats: names.map(() => ({ connected: true, bot: false, host: false })), paused: false, hold: null, holdLeftMs: null,
    window: { seats: [1], label: 'a protest', timeout: 'lets it stand' }, windowLeftMs: 7_200, link: 'connected' as const, closed: null,
  };
  expect(bannerLines(status, names, [1], false, 200)[0]).toBe('Table: Ana · Bo (you) · Cy – your answer (8 s left): unanswered, lets it stand');
  expect(bannerLines(status, names, [0], false, 200)[0]).toBe('Table: Ana (you) · Bo · Cy – waiting for Bo (8 s left): unanswered, lets it stand');
});

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
