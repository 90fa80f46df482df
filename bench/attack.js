// `npm run bench` (or alone: node bench/attack.js): how long a seat takes to get in while strangers
// hold silent connections (strangers must not keep the seats out). Attackers on 127.0.0.2–127.0.0.9 (or, for a host behind a NAT
// or a tunnel, on the seat's own 127.0.0.1) hold BENCH_ATTACK_HELD (default 100) silent TCP sockets
// and as many silent WebSockets (for SSH: half-open logins), each reopened as soon as the host closes
// it; a seat then joins BENCH_ATTACK_JOINS (default 10) times with junta's own client (WebSocket)
// or ssh2 with its code (SSH); a join not in within 10 s counts as kept out. Attackers and host share
// this process, so the figures (times, and the peak RSS of host and attackers) are pessimistic.
import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as tcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ssh2 from 'ssh2';
import { WebSocket } from 'ws';
import { parseInvite, RemoteTable } from '../dist/net/client.js';
import { HostedTable } from '../dist/net/host.js';
import { TableServer } from '../dist/net/server.js';
import { loadHostKey } from '../dist/net/ssh/hostkey.js';
import { startSshServer } from '../dist/net/ssh/server.js';
import { newToken } from '../dist/net/tokens.js';
import { Session } from '../dist/session/runner.js';
import { games as registry } from '../dist/games/index.js';
import { defaultOptions } from './games.js';

const HELD = Number(process.env.BENCH_ATTACK_HELD ?? 100);
const JOINS = Number(process.env.BENCH_ATTACK_JOINS ?? 10);
/** A join that takes longer than this counts as kept out. */
const LIMIT_MS = 10_000;
const OTHERS = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7', '127.0.0.8', '127.0.0.9'];

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const round = (x) => Math.round(x * 10) / 10;

/** `count` connections made by `open(address)`, each reopened when it closes, until `stop()`; counts the reopenings. */
function hold(count, addresses, open) {
  let stopped = false;
  let reopened = 0;
  const live = new Set();
  const start = (address) => {
    if (stopped) return;
    const conn = open(address, () => {
      live.delete(conn);
      reopened += 1;
      // Reopened at once, as the stalling attack did (a macrotask, so the host gets to run too).
      setImmediate(() => start(address));
    });
    live.add(conn);
  };
  for (let i = 0; i < count; i++) start(addresses[i % addresses.length]);
  return {
    reopened: () => reopened,
    stop() {
      stopped = true;
      for (const conn of live) conn.destroy();
    },
  };
}

const silentTcp = (port) => (address, onClose) => {
  const socket = tcp({ port, host: '127.0.0.1', localAddress: address });
  socket.on('error', () => {});
  socket.resume();
  socket.once('close', onClose);
  return socket;
};

const silentWs = (url) => (address, onClose) => {
  const ws = new WebSocket(url, { localAddress: address, perMessageDeflate: false });
  ws.on('error', () => {});
  ws.once('close', onClose);
  return { destroy: () => ws.terminate() };
};

/** `promise`'s outcome, or false after LIMIT_MS (the seat did not get in). */
function within(promise) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(false), LIMIT_MS)));
  return Promise.race([promise.catch(() => false), late]).finally(() => clearTimeout(timer));
}

/** `joins` joins one after the other: how many got in within LIMIT_MS, their times, and this process's peak RSS meanwhile. */
async function timed(joins, join) {
  const times = [];
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  for (let i = 0; i < joins; i++) {
    const t = performance.now();
    if (await join()) times.push(performance.now() - t);
  }
  clearInterval(sampler);
  return {
    in: times.length, p50: times.length ? round(quantile(times, 0.5)) : null, max: times.length ? round(Math.max(...times)) : null,
    peakRssMiB: Math.round(peak / 1024 / 1024),
  };
}

/** A seat joining a WebSocket table with `junta join`'s client while attackers on `addresses` hold their connections. */
async function webSocketUnderAttack(addresses) {
  const server = await TableServer.listen({ port: 0, bind: '127.0.0.1' });
  const players = [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }];
  // The default game's table, as a host opens it when nobody says otherwise.
  const entry = registry.default;
  const game = await entry.load();
  const record = { format: game.recordFormat, ...game.stamp, seed: 'bench-attack', players, options: defaultOptions(entry), actions: [] };
  const session = Session.open(game, record, { autosave: null, bots: (await game.bots())() });
  const tokens = players.map(() => newToken());
  const hosted = await HostedTable.open({ session, tokens, botDelayMs: 0, holdMs: 0 });
  server.add(hosted);
  const base = `ws://127.0.0.1:${server.port}`;
  const sockets = hold(HELD, addresses, silentTcp(server.port));
  const webSockets = hold(HELD, addresses, silentWs(`${base}/t/2`));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const figures = await timed(JOINS, async () => {
    const client = new RemoteTable({ invite: parseInvite(`${base}/t/1#${tokens[0]}`, false), games: registry });
    try {
      return await within(client.start().then(() => true));
    } finally {
      client.close();
    }
  });
  const reopened = sockets.reopened() + webSockets.reopened();
  sockets.stop();
  webSockets.stop();
  hosted.end('bench over');
  await server.close();
  return { ...figures, reopened };
}

/** A seat logging in over SSH with its code while attackers on `addresses` hold half-open logins. */
async function sshUnderAttack(addresses) {
  const code = randomBytes(8).toString('hex');
  const digest = (text) => createHash('sha256').update(text).digest();
  const gate = {
    title: () => registry.default.title,
    seats: () => [1],
    checkCode: (_seat, given) => (timingSafeEqual(digest(given), digest(code)) ? 'code' : null),
    client: () => null,
    spectatorsAllowed: () => false,
    onJoin() {},
    onLeave() {},
  };
  const state = mkdtempSync(join(tmpdir(), 'junta-bench-attack-'));
  const server = await startSshServer({ gate, screens: async () => ({ code: 0 }), hostKey: loadHostKey(state), port: 0, bind: '127.0.0.1' });
  const held = hold(HELD, addresses, silentTcp(server.port));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const figures = await timed(JOINS, () => {
    const client = new ssh2.Client();
    const ready = new Promise((resolve) => {
      client.on('error', () => resolve(false));
      client.on('close', () => resolve(false));
      client.on('keyboard-interactive', (_n, _i, _l, prompts, finish) => finish(prompts.map(() => code)));
      client.on('ready', () => resolve(true));
      client.connect({ host: '127.0.0.1', port: server.port, username: 'seat1', tryKeyboard: true, readyTimeout: LIMIT_MS });
    });
    return within(ready).finally(() => client.end());
  });
  const reopened = held.reopened();
  held.stop();
  await server.close();
  rmSync(state, { recursive: true, force: true });
  return { ...figures, reopened };
}

export async function attackBench() {
  return {
    held: HELD,
    joins: JOINS,
    webSocket: { otherAddresses: await webSocketUnderAttack(OTHERS), sameAddress: await webSocketUnderAttack(['127.0.0.1']) },
    ssh: { otherAddresses: await sshUnderAttack(OTHERS), sameAddress: await sshUnderAttack(['127.0.0.1']) },
  };
}

export function attackRows(a) {
  const row = (what, f) => [`  ${what}: seats in within ${LIMIT_MS / 1000} s, p50 / max ms`, `${f.in}/${a.joins}, ${f.p50} / ${f.max} (${f.reopened} reopenings, RSS ${f.peakRssMiB} MiB)`, ''];
  return [
    [`under attack: ${a.held} silent TCP + ${a.held} silent WebSockets (SSH: ${a.held} half-open), ${a.joins} joins`, '', ''],
    row('WebSocket, attackers on 8 other addresses', a.webSocket.otherAddresses),
    row('WebSocket, attackers on the seat\'s address (NAT, tunnel)', a.webSocket.sameAddress),
    row('SSH code login, attackers on 8 other addresses', a.ssh.otherAddresses),
    row('SSH code login, attackers on the seat\'s address', a.ssh.sameAddress),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await attackBench();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else for (const [what, value] of attackRows(result)) console.log(`${what.padEnd(70)} ${value}`);
  process.exit(0);
}
