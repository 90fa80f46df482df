// Strangers without a token cannot keep the seats out. Each attack runs over loopback on
// an ephemeral port with the limits lowered and the clock moved by hand; attackers on other
// loopback addresses (127.0.0.2, …) exercise the per-address budgets. Counts, never wall-clock times.
// The same attacks run on a table of each game.
import { connect as tcp, type Socket } from 'node:net';
import { WebSocket } from 'ws';
import { LIMITS } from '../../src/net/host.js';
import { Lockout } from '../../src/net/lockout.js';
import { PROTOCOL } from '../../src/net/protocol.js';
import { TableServer } from '../../src/net/server.js';
import { ManualClock, startHost, until } from '../support/net.js';
import { NET_GAMES, type NetGame } from '../support/net-games.js';

const SAVED = { ...LIMITS };
const hosts: { close(): Promise<void> }[] = [];
const sockets: { destroy(): void }[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(hosts.splice(0).map((h) => h.close()));
  Object.assign(LIMITS, SAVED);
});

/** A hosted 3-seat table of `game` on its own server, on the manual clock. */
async function table(game: NetGame, options: { spectators?: boolean } = {}) {
  const clock = new ManualClock();
  const session = game.open([{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }], 'admission', { firstPresident: 'vote' });
  const server = await TableServer.listen({ port: 0, bind: '127.0.0.1', clock });
  const host = await startHost(session, { clock, spectators: options.spectators }, '', server);
  hosts.push({ close: async () => {
    await host.close();
    await server.close();
  } });
  return { clock, host };
}

interface Raw {
  ws: WebSocket;
  received: { type: string; code?: string }[];
  closed: () => boolean;
  hello(token?: string): void;
}

/** A WebSocket from `localAddress` that says nothing until told to; resolves once it is open (the host has it). */
async function raw(url: string, localAddress = '127.0.0.1'): Promise<Raw> {
  const ws = new WebSocket(url, { perMessageDeflate: false, localAddress });
  sockets.push({ destroy: () => ws.terminate() });
  const received: Raw['received'] = [];
  let closed = false;
  ws.on('message', (data) => received.push(JSON.parse(data.toString())));
  ws.on('close', () => (closed = true));
  ws.on('error', () => {});
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    ws, received, closed: () => closed,
    hello: (token) => ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL, ...(token ? { token } : {}), since: -1 })),
  };
}

/** A seat's connection as `junta join` makes it: hello at once; resolves with the host's first answer. */
async function seat(url: string, token: string, localAddress = '127.0.0.1'): Promise<{ first: { type: string; code?: string }; conn: Raw }> {
  const conn = await raw(url, localAddress);
  conn.hello(token);
  expect(await until(() => conn.received.length > 0 || conn.closed())).toBe(true);
  return { first: conn.received[0] ?? { type: 'closed' }, conn };
}

/** A TCP socket from `localAddress` that never sends a byte. */
async function silent(port: number, localAddress: string): Promise<{ socket: Socket; closed: () => boolean }> {
  const socket = tcp({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let closed = false;
  socket.on('close', () => (closed = true));
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, closed: () => closed };
}

// Every game's tables alike (the hardening holds for Viva tables too).
describe.each(NET_GAMES)('%s tables', (_id, game) => {
  describe('WebSocket admission', () => {
    test('a seat gets in while attackers hold more silent connections than the table takes; the oldest silent ones are evicted', async () => {
      Object.assign(LIMITS, { connections: 4, unidentified: 4, unidentifiedPerAddress: 2 });
      const { host } = await table(game);
      const attackers: Raw[] = [];
      for (const address of ['127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3', '127.0.0.4', '127.0.0.4', '127.0.0.5', '127.0.0.5']) {
        attackers.push(await raw(host.url('/t/2'), address));
      }
      const { first } = await seat(host.url('/t/1'), host.tokens[0]!);
      expect(first.type).toBe('welcome');
      // 8 attackers and the seat through a budget of 4: the 5 oldest attackers were evicted, told why.
      expect(await until(() => attackers.filter((a) => a.closed()).length === 5)).toBe(true);
      expect(attackers.map((a) => a.closed())).toEqual([true, true, true, true, true, false, false, false]);
      expect(attackers[0].received.map((m) => m.code)).toEqual(['busy']);
      expect(host.hosted.status().seats[0].connected).toBe(true);
    });

    test('per address: attackers from one address evict only their own oldest; a connection from another address waits untouched', async () => {
      Object.assign(LIMITS, { connections: 4, unidentified: 4, unidentifiedPerAddress: 2 });
      const { host } = await table(game);
      const waiting = await raw(host.url('/t/1'));
      const attackers: Raw[] = [];
      for (let i = 0; i < 6; i++) attackers.push(await raw(host.url('/t/2'), '127.0.0.2'));
      expect(await until(() => attackers.filter((a) => a.closed()).length === 4)).toBe(true);
      expect(attackers.map((a) => a.closed())).toEqual([true, true, true, true, false, false]);
      expect(waiting.closed()).toBe(false);
      waiting.hello(host.tokens[0]!);
      expect(await until(() => waiting.received.length > 0)).toBe(true);
      expect(waiting.received[0].type).toBe('welcome');
    });

    test('a proved token is always admitted, even when spectators fill the table; an older connection of the seat is replaced', async () => {
      Object.assign(LIMITS, { connections: 3 });
      const { host } = await table(game, { spectators: true });
      const watchers: Raw[] = [];
      for (let i = 0; i < 4; i++) {
        const watcher = await raw(host.url('/watch'), '127.0.0.2');
        watcher.hello();
        expect(await until(() => watcher.received.length > 0)).toBe(true);
        watchers.push(watcher);
      }
      expect(watchers.map((w) => w.received[0].type)).toEqual(['welcome', 'welcome', 'welcome', 'error']);
      expect(watchers[3].received[0].code).toBe('full');
      const ana = await seat(host.url('/t/1'), host.tokens[0]!);
      expect(ana.first.type).toBe('welcome');
      const again = await seat(host.url('/t/1'), host.tokens[0]!);
      expect(again.first.type).toBe('welcome');
      expect(await until(() => ana.conn.closed())).toBe(true);
      expect(ana.conn.received.map((m) => m.code).filter(Boolean)).toEqual(['replaced']);
    });

    test('a connection that does not identify within 2 s of the injected clock is closed', async () => {
      const { clock, host } = await table(game);
      const quiet = await raw(host.url('/t/1'));
      clock.advance(1_999);
      expect(quiet.closed()).toBe(false);
      clock.advance(1);
      expect(await until(() => quiet.closed())).toBe(true);
      expect(quiet.received.map((m) => m.code)).toEqual(['identify']);
    });

    test('a wrong-token lockout never refuses the right token from the same address; it counts per address and seat', async () => {
      const { host } = await table(game);
      const guesser = await raw(host.url('/t/2'));
      for (let i = 0; i < LIMITS.failures + 2; i++) guesser.hello('AAAAAAAAAAAAAAAAAAAAAA');
      expect(await until(() => guesser.received.length === LIMITS.failures + 2)).toBe(true);
      expect(guesser.received.map((m) => m.code)).toEqual([...Array(LIMITS.failures).fill('bad-token'), 'locked', 'locked']);
      // Seat 2's own player behind the same address (a NAT, an ssh -L tunnel) still gets in, and so does seat 1.
      expect((await seat(host.url('/t/2'), host.tokens[1]!)).first.type).toBe('welcome');
      expect((await seat(host.url('/t/1'), host.tokens[0]!)).first.type).toBe('welcome');
    });
  });

  describe('sockets that have not upgraded', () => {
    test('are capped in all and per address (the oldest evicted) and timed out on the injected clock; a seat still joins', async () => {
      Object.assign(LIMITS, { handshakes: 4, handshakesPerAddress: 2, handshakeMs: 5_000 });
      const { clock, host } = await table(game);
      const port = host.server.port;
      const one: { closed: () => boolean }[] = [];
      for (let i = 0; i < 6; i++) one.push(await silent(port, '127.0.0.2'));
      // One address holds at most 2: each newcomer evicted that address's oldest.
      expect(await until(() => one.filter((s) => s.closed()).length === 4)).toBe(true);
      expect(one.map((s) => s.closed())).toEqual([true, true, true, true, false, false]);
      const others: { closed: () => boolean }[] = [];
      for (const address of ['127.0.0.3', '127.0.0.3', '127.0.0.4', '127.0.0.4']) others.push(await silent(port, address));
      // In all at most 4: 127.0.0.2's last two, the oldest, went.
      expect(await until(() => one.every((s) => s.closed()))).toBe(true);
      const { first, conn } = await seat(host.url('/t/1'), host.tokens[0]!);
      expect(first.type).toBe('welcome');
      expect(await until(() => others[0].closed())).toBe(true);
      expect(others.map((s) => s.closed())).toEqual([true, false, false, false]);
      // Time is up for the silent ones; the upgraded seat stays.
      clock.advance(LIMITS.handshakeMs);
      expect(await until(() => others.every((s) => s.closed()))).toBe(true);
      expect(conn.closed()).toBe(false);
    });
  });
});

describe('the lockout', () => {
  test('counts per address and seat, forgets after its window, and drops the entries that aged out', () => {
    const clock = new ManualClock();
    const lockout = new Lockout(clock, 3, 60_000);
    for (let i = 0; i < 3; i++) lockout.fail('10.0.0.1', 2);
    expect(lockout.locked('10.0.0.1', 2)).toBe(true);
    expect(lockout.locked('10.0.0.1', 1)).toBe(false);
    expect(lockout.locked('10.0.0.2', 2)).toBe(false);
    for (let i = 0; i < 500; i++) lockout.fail(`10.1.${i >> 8}.${i & 255}`, 1);
    expect(lockout.size).toBe(501);
    clock.advance(60_001);
    expect(lockout.locked('10.0.0.1', 2)).toBe(false);
    lockout.fail('10.0.0.9', 1);
    expect(lockout.size).toBe(1);
  });
});
