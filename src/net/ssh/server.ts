// The table over SSH: `ssh -p 2222 seat2@host` opens seat 2's screens, rendered here into the
// client's terminal. This module listens and follows each connection: a connection not logged in
// yet waits in a budget of its own (a newcomer evicts the oldest), has the login grace to log in and
// open its screens, and is logged in by its door (door.ts); once in, keepalive (keepalive.ts) closes
// a dead one and its session (session.ts) serves only a shell on a pty. Port forwarding is refused.
// The screens themselves are given (`screens`), so this module loads no Ink.
import { createServer, type Server, type Socket } from 'node:net';
import ssh2 from 'ssh2';
import type { Connection } from 'ssh2';
import { AdmissionBudget } from '../admission.js';
import { systemClock, type Clock } from '../clock.js';
import { Lockout } from '../lockout.js';
import { authenticate, SPOKE, type Door, type Live, type LoginRules } from './door.js';
import { MemoryKeyStore, type KeyStore, type SeatGate } from './gate.js';
import type { HostKey } from './hostkey.js';
import { keepalive } from './keepalive.js';
import { answer, serveSession, type RemoteScreens, type SessionContext } from './session.js';
import { hostOf } from './users.js';

export type { RemoteScreens, ScreensContext } from './session.js';
export { seatOfUser, sshCommand } from './users.js';

export interface SshServerOptions {
  gate: SeatGate;
  screens: RemoteScreens;
  hostKey: HostKey;
  /** 2222 unless given; 0 picks a free port. */
  port?: number;
  /** The address to listen on; all interfaces unless given. */
  bind?: string;
  /** The host the rejoin line names; by default the address the client reached. */
  inviteHost?: string;
  /** Every time limit's clock: login grace, keepalive, resize pacing, the lockout's window. */
  clock?: Clock;
  keys?: KeyStore;
  loginGraceMs?: number;
  keepaliveMs?: number;
  /** Unanswered keepalives before a connection is closed. */
  keepaliveMax?: number;
  maxTries?: number;
  /** Logged-in connections (seats and spectators); a seat that proves its code or key is always admitted. */
  maxConnections?: number;
  /** Connections not logged in yet, in all and per address: a newcomer beyond evicts the oldest. */
  maxUnauthenticated?: number;
  maxUnauthenticatedPerAddress?: number;
  /** Wrong codes for one seat from one address within a minute before its short code is refused there. */
  addressLimit?: number;
  /** A connection's screens failed, or accepting one did (that connection is lost; the others go on). */
  onError?(error: unknown): void;
}

export interface SshServer {
  port: number;
  fingerprint: string;
  /** Connections open now (identified or not). */
  connections(): number;
  /** Leaves every client's alternate screen, tells them `reason`, and stops listening. */
  close(reason?: string): Promise<void>;
}

export interface SshServer {
  port: number;
  fingerprint: string;
  /** Connections open now (identified or not). */
  connections(): number;
  /** Leaves every client's alternate screen, tells them `reason`, and stops listening. */
  close(reason?: string): Promise<void>;
}

export const DEFAULT_SSH_PORT = 2222;
/** ssh2's own keepalive runs on the wall clock; this one reads the injected clock, so ssh2's is pushed out of the way. */
const NEVER = 2_147_483_647;
/** How long wrong codes count against an address at a seat. */
const LOCKOUT_MS = 60_000;
/** At shutdown, a client that does not take its last frame within this (real) time is cut off. */
const SHUTDOWN_CUT_MS = 1000;

/** The server's settings, the defaults filled in. */
function settingsOf(options: SshServerOptions) {
  return {
    loginGraceMs: options.loginGraceMs ?? 20_000,
    keepaliveMs: options.keepaliveMs ?? 15_000,
    keepaliveMax: options.keepaliveMax ?? 3,
    maxTries: options.maxTries ?? 3,
    maxConnections: options.maxConnections ?? 32,
    waiting: () => ({ total: options.maxUnauthenticated ?? 32, perAddress: options.maxUnauthenticatedPerAddress ?? 8 }),
  };
}

export async function startSshServer(options: SshServerOptions): Promise<SshServer> {
  const { gate, screens, hostKey } = options;
  const clock = options.clock ?? systemClock;
  const settings = settingsOf(options);
  const unauthenticated = new AdmissionBudget<Door>(settings.waiting, (door) => door.socket.destroy());
  const doors = new Map<string, Door>();
  let listenPort = 0;
  let closing = false;

  const rules: LoginRules = {
    gate,
    keys: options.keys ?? new MemoryKeyStore(),
    lockout: new Lockout(clock, options.addressLimit ?? 10, LOCKOUT_MS),
    lockoutMs: LOCKOUT_MS,
    maxTries: settings.maxTries,
    maxConnections: settings.maxConnections,
    loggedIn: () => [...doors.values()].filter((door) => door.seat !== null).length,
    admit: (door, seat) => {
      door.seat = seat;
      unauthenticated.release(door);
    },
    progressed: (door, progress) => unauthenticated.progressed(door, progress),
  };
  const sessions: SessionContext = {
    gate,
    screens,
    clock,
    seated: new Map<number, Live>(),
    rejoinHost: (door) => options.inviteHost ?? hostOf(door.socket.localAddress),
    port: () => listenPort,
    onError: options.onError,
  };

  const ssh = new ssh2.Server({ hostKeys: [hostKey.privateKey], ident: 'junta', keepaliveInterval: NEVER, keepaliveCountMax: NEVER });
  ssh.on('connection', (conn, info) => {
    const door = doors.get(`${info.ip}|${info.port}`);
    if (!door || closing) return void conn.end();
    serve(conn, door);
  });

  const tcp = createServer((socket) => {
    socket.on('error', () => {});
    if (closing) return void socket.destroy();
    acceptSocket(socket, doors, unauthenticated, clock, settings.loginGraceMs);
    ssh.injectSocket(socket);
  });

  /** A connection past the key exchange: its login, then its one session; no forwarding of any kind. */
  function serve(conn: Connection, door: Door): void {
    conn.on('error', () => door.socket.destroy());
    conn.on('authentication', (ctx) => authenticate(ctx, conn, door, rules));
    conn.on('ready', () => {
      keepalive(conn, door, clock, settings.keepaliveMs, settings.keepaliveMax);
      conn.on('session', (accept, reject) => {
        if (door.opened || door.seat === null) return reject();
        door.opened = true;
        serveSession(accept(), conn, door, door.seat, sessions);
      });
      // Port forwarding, remote or local, and Unix sockets: never.
      conn.on('request', (_accept, reject) => answer(reject));
      conn.on('tcpip', (_accept, reject) => reject());
      conn.on('openssh.streamlocal', (_accept, reject) => reject());
    });
  }

  listenPort = await listen(tcp, options.port ?? DEFAULT_SSH_PORT, options.bind);
  // A failed accept (too many open files, say) costs that connection, never the host.
  tcp.on('error', (error) => options.onError?.(error));

  return {
    port: listenPort,
    fingerprint: hostKey.fingerprint,
    connections: () => doors.size,
    close(reason = 'The host closed the table.') {
      closing = true;
      return closeAll(tcp, [...doors.values()], reason);
    },
  };
}

/** A TCP connection arrived: its door waits in the unauthenticated budget and has the login grace to log in and open its screens. */
function acceptSocket(socket: Socket, doors: Map<string, Door>, waiting: AdmissionBudget<Door>, clock: Clock, loginGraceMs: number): void {
  const address = hostOf(socket.remoteAddress);
  let gone: () => void = () => {};
  const door: Door = { socket, address, tries: 0, seat: null, offered: [], opened: false, heard: true, cancels: [], live: null, closed: new Promise((resolve) => (gone = resolve)) };
  const key = `${socket.remoteAddress}|${socket.remotePort}`;
  doors.set(key, door);
  socket.setNoDelay(true);
  socket.on('data', () => {
    door.heard = true;
    // It spoke: evicted after the connections that stay silent.
    waiting.progressed(door, SPOKE);
  });
  waiting.admit(door, address);
  socket.once('close', () => {
    doors.delete(key);
    waiting.release(door);
    for (const cancel of door.cancels) cancel();
    gone();
  });
  // Identified, and its screens open, within the grace time – or gone.
  door.cancels.push(clock.after(loginGraceMs, () => {
    if (!door.live) socket.destroy();
  }));
}

/** Listens on `port` (0: a free one); the port it got. */
async function listen(tcp: Server, port: number, bind: string | undefined): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(port, bind, () => {
      tcp.off('error', reject);
      resolve();
    });
  });
  const address = tcp.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Ends every connection's screens with `reason` (or drops it, not logged in yet) and stops listening. */
async function closeAll(tcp: Server, all: Door[], reason: string): Promise<void> {
  const stopped = new Promise<void>((resolve) => tcp.close(() => resolve()));
  for (const door of all) {
    if (door.live) void door.live.close(reason);
    else door.socket.destroy();
  }
  // Shutdown is bounded in real time whatever clock the limits read: a stuck client never holds the host.
  const cut = systemClock.after(SHUTDOWN_CUT_MS, () => all.forEach((door) => door.socket.destroy()));
  await Promise.all([stopped, ...all.map((door) => door.closed)]);
  cut();
}
