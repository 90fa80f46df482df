// The session channel of a logged-in SSH connection: only a shell on a pty is served. The pty, the
// theme's environment and window changes are taken; exec, sftp and other subsystems, X11, the agent
// and signals are refused, each answered only when the client wants a reply, and a refused request
// never ends the connection. The shell runs the seat's screens on a terminal over the channel until
// they end, then tells the client how to come back.
import type { Connection, PseudoTtyInfo, ServerChannel, Session } from 'ssh2';
import type { SeatPort } from '../../session/port.js';
import type { Terminal } from '../../ui/terminal.js';
import type { Clock } from '../clock.js';
import type { Door, Live } from './door.js';
import type { AnyTableClient, SeatGate, SshSeat } from './gate.js';
import { channelTerminal } from './terminal.js';
import { sshCommand } from './users.js';
import { visible } from '../../text/sanitize.js';

/** What the screens of one connection get. */
export interface ScreensContext {
  terminal: Terminal;
  client: AnyTableClient;
  /** The client's TERM, LANG, LC_* and NO_COLOR (set for TERM=dumb): for the connection's theme. */
  env: Record<string, string | undefined>;
  /** The quit dialog's line: how to come back to this seat. */
  leaveHint: string;
  /** Aborted when the connection drops or the host closes it: the screens then end. */
  stop: AbortSignal;
}

/** Runs one connection's screens until they end (the client quits, or `stop`). */
export type RemoteScreens = (context: ScreensContext) => Promise<{ code: number }>;

/** What serving a session needs of the server. */
export interface SessionContext {
  gate: SeatGate;
  screens: RemoteScreens;
  clock: Clock;
  /** The screens open for each seat: a newer connection to a seat replaces the older. */
  seated: Map<number, Live>;
  /** The host and port the rejoin line names. */
  rejoinHost(door: Door): string;
  port(): number;
  onError?(error: unknown): void;
}

/** The environment a client may set: what the theme reads. */
const CLIENT_ENV = new Set(['LANG', 'LC_ALL', 'LC_CTYPE', 'NO_COLOR', 'JUNTA_ASCII', 'JUNTA_QUIET']);
const MAX_ENV_VALUE = 64;
/** How long a client may take to close its channel after its last line before the connection ends anyway. */
const CLOSE_GRACE_MS = 2000;

/**
 * Answers a client's request on a session. ssh2 gives no accept or reject for a request sent without
 * want_reply (OpenSSH's agent forwarding, `ssh -A`, is one, and window-change and signal always are),
 * whatever its types say: such a request is answered by doing nothing, and a refused request never
 * ends the connection.
 */
export function answer(reply: (() => unknown) | undefined): void {
  reply?.();
}

/** The table as a remote screen sees it, with every name made safe for a terminal. */
function visibleNames(client: AnyTableClient): AnyTableClient {
  const ports = new Map<string, SeatPort<unknown, unknown, unknown, unknown>>();
  return {
    ...client,
    port(audience) {
      const key = String(audience);
      const known = ports.get(key);
      if (known) return known;
      const port = client.port(audience);
      const safe: SeatPort<unknown, unknown, unknown, unknown> = {
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

/** Serves the requests on a connection's one session channel. */
export function serveSession(session: Session, conn: Connection, door: Door, seat: SshSeat, context: SessionContext): void {
  let pty: PseudoTtyInfo | null = null;
  const env: Record<string, string> = {};
  let resize: (columns: number, rows: number) => void = () => {};
  session.on('pty', (accept, _reject, info) => {
    pty = info;
    answer(accept);
  });
  session.on('env', (accept, reject, info) => {
    if (CLIENT_ENV.has(info.key) && typeof info.val === 'string' && info.val.length <= MAX_ENV_VALUE) {
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
    if (!pty) return void goodbye(channel, conn, 1, 'Junta needs a terminal: connect with ssh -t.', context.clock);
    const client = context.gate.client(seat);
    if (!client) return void goodbye(channel, conn, 1, `Seat ${seat} cannot be played from here now.`, context.clock);
    resize = runScreens(channel, conn, door, seat, pty, { ...env, TERM: pty.term }, client, context);
  });
}

/** Runs the seat's screens on the channel until they end; returns the terminal's resize. */
function runScreens(
  channel: ServerChannel, conn: Connection, door: Door, seat: SshSeat, pty: PseudoTtyInfo,
  themeEnv: Record<string, string | undefined>, client: AnyTableClient, context: SessionContext,
): (columns: number, rows: number) => void {
  const term = channelTerminal(channel, pty.cols, pty.rows, () => door.socket.destroy(), context.clock);
  door.cancels.push(term.dispose);
  if (pty.term === 'dumb') themeEnv.NO_COLOR = '1';
  const rejoin = sshCommand(context.rejoinHost(door), context.port(), seat);
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
  const { seated, gate } = context;
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
  const finished: Promise<void> = context.screens({ terminal: term.terminal, client: visibleNames(client), env: themeEnv, leaveHint, stop: stop.signal })
    .catch((error: unknown) => {
      context.onError?.(error);
      return { code: 1 };
    })
    .then((result) => {
      leave();
      goodbye(channel, conn, result.code, closingLine, context.clock);
    });
  return term.resize;
}

/**
 * The last line a client reads, then the channel's exit status, and the end of the connection once
 * the client has closed its side (OpenSSH exits 255, "Received disconnect", when the connection
 * ends first) or CLOSE_GRACE_MS has passed.
 */
function goodbye(channel: ServerChannel, conn: Connection, code: number, line: string, clock: Clock): void {
  if (channel.destroyed || channel.writableEnded) return void conn.end();
  channel.write(`${visible(line)}\r\n`);
  channel.exit(code);
  channel.end();
  const cancel = clock.after(CLOSE_GRACE_MS, () => conn.end());
  channel.once('close', () => {
    cancel();
    conn.end();
  });
}
