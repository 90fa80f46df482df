// The table over SSH (issue 14): `ssh -p 2222 seat2@host` opens seat 2's screens, rendered here into
// the client's terminal. The user name picks the seat; keyboard-interactive asks for its code (3
// tries a connection, wrong short codes counted per address and seat, 20 s to identify); a key
// offered with the right code is remembered for the seat; `watch` is a spectator where the host
// allows it. Connections not logged in yet have their own budget, the oldest evicted (issue 17),
// and a remembered key or a seat's whole token is never locked out. Only a
// shell on a pty is served: exec, sftp and other subsystems, port forwarding, X11 and the agent are
// refused, each answered only when the client wants a reply, and a refused request never ends the
// connection (issue 17). Each connection gets its own terminal; keepalive closes a dead one and its
// seat shows as disconnected. The screens themselves are given (`screens`), so this module loads no
// Ink.
import { createServer, type Socket } from 'node:net';
import ssh2 from 'ssh2';
import type { AuthContext, Connection, KeyboardAuthContext, PseudoTtyInfo, PublicKeyAuthContext, ServerChannel, Session } from 'ssh2';
import type { SeatPort } from '../../session/port.js';
import type { TableClient } from '../../session/table.js';
import type { Terminal } from '../../ui/terminal.js';
import { AdmissionBudget } from '../admission.js';
import { Lockout } from '../lockout.js';
import { MemoryKeyStore, type KeyStore, type SeatGate, type SshSeat } from './gate.js';
import { fingerprintOf, type HostKey } from './hostkey.js';
import { channelTerminal } from './terminal.js';
import { realTimers, type Timers } from './timers.js';
import { visible } from '../../session/sanitize.js';

/** What the screens of one connection get. */
export interface ScreensContext {
  terminal: Terminal;
  client: TableClient;
  /** The client's TERM, LANG, LC_* and NO_COLOR (set for TERM=dumb): for the connection's theme. */
  env: Record<string, string | undefined>;
  /** The quit dialog's line: how to come back to this seat. */
  leaveHint: string;
  /** Aborted when the connection drops or the host closes it: the screens then end. */
  stop: AbortSignal;
}

/** Runs one connection's screens until they end (the client quits, or `stop`). */
export type RemoteScreens = (context: ScreensContext) => Promise<{ code: number }>;

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
  timers?: Timers;
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

export const DEFAULT_SSH_PORT = 2222;
const METHODS: ('publickey' | 'keyboard-interactive')[] = ['publickey', 'keyboard-interactive'];
/** The environment a client may set: what the theme reads. */
const CLIENT_ENV = new Set(['LANG', 'LC_ALL', 'LC_CTYPE', 'NO_COLOR', 'JUNTA_ASCII', 'JUNTA_QUIET']);
const MAX_CODE_LENGTH = 256;
const MAX_OFFERED_KEYS = 8;
/** ssh2's own keepalive runs on the wall clock; this one reads `timers`, so ssh2's is pushed out of the way. */
const NEVER = 2_147_483_647;
/** How long a client may take to close its channel after its last line before the connection ends anyway. */
const CLOSE_GRACE_MS = 2000;

/** The command that opens a seat: `ssh -p 2222 seat2@192.168.1.20` (seats by number: names may hold anything). */
export function sshCommand(host: string, port: number, seat: SshSeat): string {
  const user = seat === 'watch' ? 'watch' : `seat${seat}`;
  return port === 22 ? `ssh ${user}@${host}` : `ssh -p ${port} ${user}@${host}`;
}

/** `seat2` → 2, `watch` → 'watch', anything else → null. */
export function seatOfUser(user: string): SshSeat | null {
  if (user === 'watch') return 'watch';
  const match = /^seat([1-9]\d{0,2})$/.exec(user);
  return match ? Number(match[1]) : null;
}

/** The table as a remote screen sees it, with every name made safe for a terminal. */
function visibleNames(client: TableClient): TableClient {
  const ports = new Map<string, SeatPort>();
  return {
    ...client,
    port(audience) {
      const key = String(audience);
      const known = ports.get(key);
      if (known) return known;
      const port = client.port(audience);
      const safe: SeatPort = {
        audience: port.audience,
        names: port.names.map(visible),
        snapshot: () => port.snapshot(),
        log: (since) => port.log(since),
        subscribe: (listener) => port.subscribe(listener),
        submit: (action, atStep) => port.submit(action, atStep),
        status: () => port.status(),
        reveal: () => port.reveal(),
      };
      ports.set(key, safe);
      return safe;
    },
  };
}

/**
 * Answers a client's request on a session. ssh2 gives no accept or reject for a request sent without
 * want_reply (OpenSSH's agent forwarding, `ssh -A`, is one, and window-change and signal always are),
 * whatever its types say: such a request is answered by doing nothing, and a refused request never
 * ends the connection.
 */
function answer(reply: (() => unknown) | undefined): void {
  reply?.();
}

const hostOf = (address: string | undefined): string => (address ?? 'localhost').replace(/^::ffff:(?=\d+\.)/, '');

interface Live {
  seat: SshSeat;
  /** Ends the screens; `line` is what the client reads after leaving the alternate screen. */
  close(line: string): Promise<void>;
}

interface Door {
  socket: Socket;
  address: string;
  tries: number;
  seat: SshSeat | null;
  offered: string[];
  /** A session channel was opened: one per connection. */
  opened: boolean;
  heard: boolean;
  cancels: (() => void)[];
  live: Live | null;
  closed: Promise<void>;
}

export async function startSshServer(options: SshServerOptions): Promise<SshServer> {
  const { gate, screens, hostKey } = options;
  const timers = options.timers ?? realTimers;
  const keys = options.keys ?? new MemoryKeyStore();
  const lockout = new Lockout(timers, options.addressLimit ?? 10);
  const loginGraceMs = options.loginGraceMs ?? 20_000;
  const keepaliveMs = options.keepaliveMs ?? 15_000;
  const keepaliveMax = options.keepaliveMax ?? 3;
  const maxTries = options.maxTries ?? 3;
  const maxConnections = options.maxConnections ?? 32;
  const unauthenticated = new AdmissionBudget<Door>(
    () => ({ total: options.maxUnauthenticated ?? 32, perAddress: options.maxUnauthenticatedPerAddress ?? 8 }),
    (door) => door.socket.destroy(),
  );

  const doors = new Map<string, Door>();
  const loggedIn = () => [...doors.values()].filter((door) => door.seat !== null).length;
  /** The connection proved `seat` (or is a spectator): it leaves the unauthenticated budget. */
  const admit = (door: Door, seat: SshSeat) => {
    door.seat = seat;
    unauthenticated.release(door);
  };
  const seated = new Map<number, Live>();
  let listenPort = 0;
  let closing = false;

  const ssh = new ssh2.Server({ hostKeys: [hostKey.privateKey], ident: 'junta', keepaliveInterval: NEVER, keepaliveCountMax: NEVER });
  ssh.on('connection', (conn, info) => {
    const door = doors.get(`${info.ip}|${info.port}`);
    if (!door || closing) return void conn.end();
    serve(conn, door);
  });

  const tcp = createServer((socket) => {
    socket.on('error', () => {});
    const address = hostOf(socket.remoteAddress);
    if (closing) return void socket.destroy();
    let gone: () => void = () => {};
    const door: Door = { socket, address, tries: 0, seat: null, offered: [], opened: false, heard: true, cancels: [], live: null, closed: new Promise((resolve) => (gone = resolve)) };
    const key = `${socket.remoteAddress}|${socket.remotePort}`;
    doors.set(key, door);
    socket.setNoDelay(true);
    socket.on('data', () => {
      door.heard = true;
      // It spoke: evicted after the connections that stay silent.
      unauthenticated.progressed(door, 1);
    });
    unauthenticated.admit(door, address);
    socket.once('close', () => {
      doors.delete(key);
      unauthenticated.release(door);
      for (const cancel of door.cancels) cancel();
      gone();
    });
    // Identified, and its screens open, within the grace time – or gone.
    door.cancels.push(timers.after(loginGraceMs, () => {
      if (!door.live) socket.destroy();
    }));
    ssh.injectSocket(socket);
  });

  function serve(conn: Connection, door: Door): void {
    conn.on('error', () => door.socket.destroy());
    conn.on('authentication', (ctx) => authenticate(ctx, conn, door));
    conn.on('ready', () => {
      keepalive(conn, door);
      conn.on('session', (accept, reject) => {
        if (door.opened || door.seat === null) return reject();
        door.opened = true;
        session(accept(), conn, door, door.seat);
      });
      // Port forwarding, remote or local, and Unix sockets: never.
      conn.on('request', (_accept, reject) => answer(reject));
      conn.on('tcpip', (_accept, reject) => reject());
      conn.on('openssh.streamlocal', (_accept, reject) => reject());
    });
  }

  /** Tells the client something during login (keyboard-interactive with no prompt), then refuses. */
  function refuse(ctx: KeyboardAuthContext, conn: Connection, message: string, end: boolean): void {
    ctx.prompt([], 'junta', visible(message), () => {
      ctx.reject(METHODS);
      if (end) conn.end();
    });
  }

  function authenticate(ctx: AuthContext, conn: Connection, door: Door): void {
    const seat = seatOfUser(ctx.username);
    if (seat === 'watch') {
      if (gate.spectatorsAllowed() && loggedIn() < maxConnections) {
        admit(door, 'watch');
        return ctx.accept();
      }
      if (gate.spectatorsAllowed()) return ctx.method === 'keyboard-interactive' ? refuse(ctx, conn, 'This table is full: try again later.', true) : ctx.reject(METHODS);
      if (ctx.method === 'keyboard-interactive') return refuse(ctx, conn, 'This table has no spectators.', true);
      return ctx.reject(METHODS);
    }
    const known = seat !== null && gate.seats().includes(seat);
    // Past the key exchange and naming a seat: evicted after those that only spoke.
    if (known) unauthenticated.progressed(door, 2);
    switch (ctx.method) {
      case 'publickey':
        return known ? publicKey(ctx, door, seat) : ctx.reject(METHODS);
      case 'keyboard-interactive':
        if (!known) {
          door.tries += 1;
          const seats = gate.seats().map((n) => `seat${n}`).join(', ');
          return refuse(ctx, conn, `There is no seat "${ctx.username}" at this table. Connect as ${seats}${gate.spectatorsAllowed() ? ' or watch' : ''}.`, door.tries >= maxTries);
        }
        return askCode(ctx, conn, door, seat);
      default:
        return ctx.reject(METHODS);
    }
  }

  function publicKey(ctx: PublicKeyAuthContext, door: Door, seat: number): void {
    const fingerprint = fingerprintOf(ctx.key.data);
    if (!keys.knows(seat, fingerprint)) {
      if (!door.offered.includes(fingerprint) && door.offered.length < MAX_OFFERED_KEYS) door.offered.push(fingerprint);
      return ctx.reject(METHODS);
    }
    // Without a signature the client only asks whether the key would do; it signs next.
    if (!ctx.signature || !ctx.blob) return ctx.accept();
    const key = ssh2.utils.parseKey(ctx.key.data);
    if (key instanceof Error || Array.isArray(key) || !key.verify(ctx.blob, ctx.signature, ctx.hashAlgo)) return ctx.reject(METHODS);
    admit(door, seat);
    ctx.accept();
  }

  /**
   * Asks for the seat's code. Wrong short codes are counted per address and seat; past the limit the
   * short code is not even checked there for a while, but the seat's whole token (128 bits, not
   * guessable) still opens it, as a remembered key does.
   */
  function askCode(ctx: KeyboardAuthContext, conn: Connection, door: Door, seat: number): void {
    // After a wrong code the next prompt says so: every client shows a prompt's instructions (ASCII:
    // OpenSSH shows anything else as octal escapes outside a UTF-8 locale).
    const left = maxTries - door.tries;
    const heading = lockout.locked(door.address, seat)
      ? `Too many wrong codes for seat ${seat} from your address: for a minute only the seat's whole token (its junta join invite, after #) opens it.`
      : `Junta: Las Cartas, seat ${seat}${door.tries > 0 ? `. Wrong code, ${left} ${left === 1 ? 'try' : 'tries'} left.` : ''}`;
    ctx.prompt([{ prompt: `Code for seat ${seat}: `, echo: false }], 'junta', visible(heading), (answers) => {
      const code = (answers[0] ?? '').trim();
      const proof = code.length > 0 && code.length <= MAX_CODE_LENGTH ? gate.checkCode(seat, code) : null;
      if (proof === 'token' || (proof === 'code' && !lockout.locked(door.address, seat))) {
        for (const fingerprint of door.offered) keys.remember(seat, fingerprint);
        admit(door, seat);
        return ctx.accept();
      }
      door.tries += 1;
      if (!lockout.locked(door.address, seat)) lockout.fail(door.address, seat);
      if (door.tries < maxTries) return ctx.reject(METHODS);
      refuse(ctx, conn, 'Wrong code, no tries left.', true);
    });
  }

  /** Pings the client every `keepaliveMs`; after `keepaliveMax` pings without a byte back, the connection goes. */
  function keepalive(conn: Connection, door: Door): void {
    const protocol = (conn as unknown as { _protocol?: { ping?(): void } })._protocol;
    let missed = 0;
    let cancel = () => {};
    const tick = () => {
      missed = door.heard ? 0 : missed + 1;
      door.heard = false;
      if (missed >= keepaliveMax) return void door.socket.destroy();
      protocol?.ping?.();
      cancel = timers.after(keepaliveMs, tick);
    };
    cancel = timers.after(keepaliveMs, tick);
    door.cancels.push(() => cancel());
  }

  function session(session: Session, conn: Connection, door: Door, seat: SshSeat): void {
    let pty: PseudoTtyInfo | null = null;
    const env: Record<string, string> = {};
    let resize: (columns: number, rows: number) => void = () => {};
    session.on('pty', (accept, _reject, info) => {
      pty = info;
      answer(accept);
    });
    session.on('env', (accept, reject, info) => {
      if (CLIENT_ENV.has(info.key) && typeof info.val === 'string' && info.val.length <= 64) {
        env[info.key] = info.val;
        answer(accept);
      } else answer(reject);
    });
    session.on('window-change', (accept, _reject, info) => {
      resize(info.cols, info.rows);
      answer(accept);
    });
    session.on('exec', (_accept, reject) => answer(reject));
    session.on('subsystem', (_accept, reject) => answer(reject));
    session.on('sftp', (_accept, reject) => answer(reject));
    session.on('x11', (_accept, reject) => answer(reject));
    session.on('auth-agent', (_accept, reject) => answer(reject));
    session.on('signal', (_accept, reject) => answer(reject));
    let shell = false;
    session.on('shell', (accept, reject) => {
      // One shell a session: a second request is refused (ssh2 would hand it no channel).
      if (shell) return answer(reject);
      shell = true;
      const channel = accept();
      if (!pty) return void goodbye(channel, conn, 1, 'Junta needs a terminal: connect with ssh -t.');
      const client = gate.client(seat);
      if (!client) return void goodbye(channel, conn, 1, `Seat ${seat} cannot be played from here now.`);
      const term = channelTerminal(channel, pty.cols, pty.rows, () => door.socket.destroy(), timers);
      resize = term.resize;
      door.cancels.push(term.dispose);
      const themeEnv: Record<string, string | undefined> = { ...env, TERM: pty.term };
      if (pty.term === 'dumb') themeEnv.NO_COLOR = '1';
      const rejoin = sshCommand(options.inviteHost ?? hostOf(door.socket.localAddress), listenPort, seat);
      const leaveHint = seat === 'watch' ? `To watch again: ${rejoin}` : `You can come back to seat ${seat} with: ${rejoin}`;
      const stop = new AbortController();
      let closingLine = seat === 'watch' ? `You stopped watching. ${leaveHint}` : `You left seat ${seat}. To come back: ${rejoin}`;
      const live: Live = {
        seat,
        close(line) {
          closingLine = line;
          stop.abort();
          return finished;
        },
      };
      door.live = live;
      if (typeof seat === 'number') {
        const previous = seated.get(seat);
        seated.set(seat, live);
        void previous?.close(`Seat ${seat} was opened from another connection.`);
        gate.onJoin(seat);
      }
      const leave = () => {
        if (typeof seat === 'number' && seated.get(seat) === live) {
          seated.delete(seat);
          gate.onLeave(seat);
        }
      };
      door.socket.once('close', () => {
        stop.abort();
        leave();
      });
      const finished: Promise<void> = screens({ terminal: term.terminal, client: visibleNames(client), env: themeEnv, leaveHint, stop: stop.signal })
        .catch((error: unknown) => {
          options.onError?.(error);
          return { code: 1 };
        })
        .then((result) => {
          leave();
          goodbye(channel, conn, result.code, closingLine);
        });
    });
  }

  /**
   * The last line a client reads, then the channel's exit status, and the end of the connection once
   * the client has closed its side (OpenSSH exits 255, "Received disconnect", when the connection
   * ends first) or CLOSE_GRACE_MS has passed.
   */
  function goodbye(channel: ServerChannel, conn: Connection, code: number, line: string): void {
    if (channel.destroyed || channel.writableEnded) return void conn.end();
    channel.write(`${visible(line)}\r\n`);
    channel.exit(code);
    channel.end();
    const cancel = timers.after(CLOSE_GRACE_MS, () => conn.end());
    channel.once('close', () => {
      cancel();
      conn.end();
    });
  }

  await new Promise<void>((resolve, reject) => {
    tcp.once('error', reject);
    tcp.listen(options.port ?? DEFAULT_SSH_PORT, options.bind, () => {
      tcp.off('error', reject);
      resolve();
    });
  });
  // A failed accept (too many open files, say) costs that connection, never the host.
  tcp.on('error', (error) => options.onError?.(error));
  const address = tcp.address();
  listenPort = typeof address === 'object' && address ? address.port : 0;

  return {
    port: listenPort,
    fingerprint: hostKey.fingerprint,
    connections: () => doors.size,
    async close(reason = 'The host closed the table.') {
      closing = true;
      const stopped = new Promise<void>((resolve) => tcp.close(() => resolve()));
      const all = [...doors.values()];
      for (const door of all) {
        if (door.live) void door.live.close(reason);
        else door.socket.destroy();
      }
      // A client that does not take its last frame within a second is cut off.
      const cut = setTimeout(() => all.forEach((door) => door.socket.destroy()), 1000);
      cut.unref();
      await Promise.all([stopped, ...all.map((door) => door.closed)]);
      clearTimeout(cut);
    },
  };
}
