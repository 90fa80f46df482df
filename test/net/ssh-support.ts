// SSH tests' support: a host stand-in (a LocalTable, seat codes, the bots run beside it), a manual
// clock, and ssh2's own client with a screen reader for the frames Ink draws over the channel.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect as tcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import type { ClientChannel, AuthenticationType } from 'ssh2';
import { prepareScreensEnv } from '../../src/net/ssh/entry.js';
import type { AnyTableClient, SeatGate, SshSeat } from '../../src/net/ssh/gate.js';
import { loadHostKey, type HostKey } from '../../src/net/ssh/hostkey.js';
import type { RemoteScreens } from '../../src/net/ssh/server.js';
import type { LocalTable } from '../../src/session/local-table.js';
import type { SessionRecord } from '../../src/session/runner.js';
import { tick } from '../support/wait.js';

export { ManualClock } from '../support/clock.js';
export { CTRL_C, CTRL_Z, DOWN, ENTER, ESC, LEFT, RIGHT, SPACE, TAB, UP } from '../ui/keys.js';

export const ENTER_ALT = '\x1b[?1049h';
export const LEAVE_ALT = '\x1b[?1049l';


let sharedKey: HostKey | null = null;
/** One host key for a test file, in a temporary state folder. */
export function testHostKey(): HostKey {
  sharedKey ??= loadHostKey(mkdtempSync(join(tmpdir(), 'junta-ssh-key-')));
  return sharedKey;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The host's side for a LocalTable of any game: a random code per human seat, bots run as the table needs them. */
export function tableGate<S, A, V, E, L, R extends SessionRecord<A>>(table: LocalTable<S, A, V, E, L, R>, options: { spectators?: boolean } = {}) {
  const codes = new Map(table.humans().map((seat) => [seat + 1, randomBytes(6).toString('hex')]));
  /** Each seat's whole token (128 bits), which the lockout never refuses. */
  const tokens = new Map([...codes.keys()].map((seat) => [seat, randomBytes(16).toString('base64url')]));
  const events: string[] = [];
  // Waits on the door's own events, not on a timer: a join or leave comes when the server says so.
  const waiting: { count: number; resolve: () => void }[] = [];
  const record = (event: string) => {
    events.push(event);
    for (const waiter of waiting.filter((w) => events.length >= w.count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  /** Resolves once `count` joins and leaves have happened (the test's own timeout bounds it). */
  const eventsReach = (count: number) => new Promise<void>((resolve) => (events.length >= count ? resolve() : waiting.push({ count, resolve })));
  const client = (seat: SshSeat): AnyTableClient => ({
    here: seat === 'watch' ? [] : [seat - 1],
    port: (audience) => table.port(audience),
    bots: null,
    notice: () => null,
  });
  const gate: SeatGate = {
    title: () => table.session.game.title,
    seats: () => [...codes.keys()],
    checkCode: (seat, code) => (!codes.has(seat) ? null
      : timingSafeEqual(digest(tokens.get(seat)!), digest(code)) ? 'token'
        : timingSafeEqual(digest(codes.get(seat)!), digest(code)) ? 'code' : null),
    client: (seat) => (seat === 'watch' || codes.has(seat) ? client(seat) : null),
    spectatorsAllowed: () => options.spectators ?? false,
    onJoin: (seat) => record(`join ${seat}`),
    onLeave: (seat) => record(`leave ${seat}`),
  };
  // The bots play at the host, one action at a time, whenever the table changes.
  let running = false;
  let stopped = false;
  const runBots = async () => {
    if (running || stopped) return;
    running = true;
    try {
      while (!stopped && (await table.step()) === 'acted') await tick(1);
    } finally {
      running = false;
    }
  };
  const unsubscribe = table.port('public').subscribe(() => void runBots());
  void runBots();
  return {
    gate,
    codes,
    tokens,
    events,
    eventsReach,
    stopBots() {
      stopped = true;
      unsubscribe();
    },
  };
}

/** Strips escape sequences: what a person reads. */
export const plain = (text: string) => text.replace(/\x1b\[[0-9;?<>=]*[ -/]*[@-~]/g, '').replace(/\x1b[()][0-9A-Za-z]/g, '').replace(/\r/g, '');

const BSU = '\x1b[?2026h';
const ESU = '\x1b[?2026l';

export interface SshSessionOptions {
  port: number;
  user: string;
  /** Answers to the code prompts, in turn (the last repeats). */
  codes?: string[];
  /** A client key to offer first. */
  privateKey?: Buffer | string;
  columns?: number;
  rows?: number;
  term?: string;
  env?: Record<string, string>;
  /** Tries of keyboard-interactive before giving up (the server should close sooner). */
  tries?: number;
  /** What the host says with each keyboard-interactive request (its instructions). */
  onInstructions?(line: string): void;
  /** The loopback address to connect from (per-address limits: 127.0.0.2, …). */
  localAddress?: string;
}

export interface SshSession {
  client: ssh2.Client;
  channel: ClientChannel;
  /** Everything the channel carried, raw. */
  output(): string;
  /** The frames Ink drew (each a whole screen, escape sequences removed). */
  frames(): string[];
  lastFrame(): string;
  press(keys: string): void;
  resize(columns: number, rows: number): void;
  /**
   * Waits until `test` holds for the last frame (or the output), pressing nothing: on the data, or (with `max`) for at most `max` polls;
   * `unless` settling first ends the wait with false (a race's loser then leaves no listener behind).
   */
  until(test: (frame: string) => boolean, max?: number, unless?: Promise<unknown>): Promise<boolean>;
  closed: Promise<{ code: number | null }>;
  end(): void;
}

/** A socket to the server without Nagle's delay, as an interactive SSH client uses. */
export function interactiveSocket(port: number, localAddress?: string) {
  const sock = tcp({ port, host: '127.0.0.1', localAddress });
  sock.setNoDelay(true);
  return sock;
}

/** Connects with ssh2's client, identifies with a code or a key, and opens a shell on a pty. */
export function connectSsh(options: SshSessionOptions): Promise<SshSession> {
  const client = new ssh2.Client();
  const codes = options.codes ?? [];
  let asked = 0;
  const tries = options.tries ?? 3;
  let kbd = 0;
  return new Promise((resolve, reject) => {
    const handler = (methodsLeft: AuthenticationType[] | null, _partial: boolean | null, next: (auth: unknown) => void) => {
      if (methodsLeft === null) return next({ type: 'none', username: options.user });
      if (options.privateKey && methodsLeft.includes('publickey') && !(handler as { keyTried?: boolean }).keyTried) {
        (handler as { keyTried?: boolean }).keyTried = true;
        return next({ type: 'publickey', username: options.user, key: options.privateKey });
      }
      if (methodsLeft.includes('keyboard-interactive') && kbd < tries) {
        kbd += 1;
        return next({
          type: 'keyboard-interactive',
          username: options.user,
          prompt: (_name: string, instructions: string, _lang: string, prompts: unknown[], finish: (answers: string[]) => void) => {
            options.onInstructions?.(instructions);
            finish(prompts.map(() => codes[Math.min(asked++, codes.length - 1)] ?? ''));
          },
        });
      }
      return next(false);
    };
    client.on('error', reject);
    client.on('ready', () => {
      client.shell({ term: options.term ?? 'xterm-256color', cols: options.columns ?? 80, rows: options.rows ?? 24, width: 0, height: 0 },
        { env: options.env ?? { LANG: 'C.UTF-8', NO_COLOR: '1' } }, (error, channel) => (error ? reject(error) : resolve(screenOf(client, channel))));
    });
    client.connect({ sock: interactiveSocket(options.port, options.localAddress), username: options.user, authHandler: handler as never, readyTimeout: 60_000 });
  });
}

/** The frames Ink drew in a terminal's output (each a whole screen, escape sequences removed). */
export const framesOf = (raw: string): string[] => raw.split(BSU).slice(1).map((part) => plain(part.split(ESU)[0])).filter((f) => f.trim() !== '');

/** The screen a shell channel carries: its frames, keys and size, and how it closed. */
export function screenOf(client: ssh2.Client, channel: ClientChannel): SshSession {
  let raw = '';
  channel.on('data', (data: Buffer) => void (raw += data.toString('utf8')));
  channel.stderr.on('data', () => {});
  let exitCode: number | null = null;
  channel.on('exit', (code: number | null) => void (exitCode = code));
  const closed = new Promise<{ code: number | null }>((done) => client.on('close', () => done({ code: exitCode })));
  let parsed = { length: -1, frames: [] as string[] };
  /** The frames so far, parsed once per new output (every waiter reads them on every write). */
  const frames = () => {
    if (parsed.length !== raw.length) parsed = { length: raw.length, frames: framesOf(raw) };
    return parsed.frames;
  };
  const polls = async (test: (frame: string) => boolean, max: number) => {
    for (let i = 0; i < max && !test(session.lastFrame()); i++) await tick(5);
    return test(session.lastFrame());
  };
  const session: SshSession = {
    client,
    channel,
    output: () => raw,
    frames,
    lastFrame: () => frames().at(-1) ?? '',
    press: (keys) => void channel.write(keys),
    resize: (columns, rows) => channel.setWindow(rows, columns, 0, 0),
    // Waits on the channel's data (each write may finish a frame), not on a timer; false once
    // the connection closed without it. A driver that only peeks (ssh-game) gives `max` polls.
    until: (test, max, unless) => max !== undefined ? polls(test, max) : new Promise<boolean>((done) => {
      if (test(session.lastFrame())) return done(true);
      const check = () => {
        if (!test(session.lastFrame())) return;
        channel.off('data', check);
        done(true);
      };
      channel.on('data', check);
      const stop = (result: () => boolean) => () => {
        channel.off('data', check);
        done(result());
      };
      void closed.then(stop(() => test(session.lastFrame())));
      void unless?.then(stop(() => false), stop(() => false));
    }),
    closed,
    end: () => client.end(),
  };
  return session;
}

/** An ssh2 client identified at `user` with `code`, no channel opened yet. */
export function identified(port: number, user: string, code: string): Promise<ssh2.Client> {
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    client.on('error', reject).on('ready', () => resolve(client));
    client.on('keyboard-interactive', (_n, _i, _l, prompts, finish) => finish(prompts.map(() => code)));
    client.connect({ sock: interactiveSocket(port), username: user, tryKeyboard: true, readyTimeout: 60_000 });
  });
}

/** A request on a session channel, as a client may send it. */
export type SessionRequest = 'agent' | 'x11' | 'exec' | 'sftp' | 'subsystem' | 'env' | 'bad-env' | 'signal' | 'pty' | 'shell';

export interface BareSession {
  channel: ClientChannel;
  /** Sends the request wanting a reply: true for success, false for failure (a signal never wants one); fails if the connection closes first. */
  ask(request: Exclude<SessionRequest, 'signal'>): Promise<boolean>;
  /** Sends it with want_reply=0, as OpenSSH sends agent forwarding (`ssh -A`): no reply may come. */
  tell(request: SessionRequest): void;
}

/** What of ssh2's client this reaches past its API for: it sends requests only with want_reply, and only its own. */
interface ClientInternals {
  _chanMgr: { add(wrapper: unknown): number };
  _protocol: Record<string, (...args: unknown[]) => void>;
}
interface ChannelInternals {
  outgoing: { id: number };
  _callbacks: ((failed: boolean) => void)[];
}

/** Opens a session channel on an identified client with no request sent on it yet. */
export function bareSession(client: ssh2.Client, size: { columns: number; rows: number } = { columns: 80, rows: 24 }): Promise<BareSession> {
  const internals = client as unknown as ClientInternals;
  return new Promise((resolve, reject) => {
    const opened = Object.assign((error: Error | undefined, channel: ClientChannel) => {
      if (error) return reject(error);
      const { outgoing, _callbacks } = channel as unknown as ChannelInternals;
      const send = (request: SessionRequest, wantReply: boolean) => {
        const proto = internals._protocol;
        const id = outgoing.id;
        switch (request) {
          case 'agent': return proto.openssh_agentForward(id, wantReply);
          case 'x11': return proto.x11Forward(id, { single: false, protocol: 'MIT-MAGIC-COOKIE-1', cookie: '00'.repeat(16), screen: 0 }, wantReply);
          case 'exec': return proto.exec(id, 'cat /etc/passwd', wantReply);
          case 'sftp': return proto.subsystem(id, 'sftp', wantReply);
          case 'subsystem': return proto.subsystem(id, 'netconf', wantReply);
          case 'env': return proto.env(id, 'LANG', 'C.UTF-8', wantReply);
          case 'bad-env': return proto.env(id, 'LD_PRELOAD', '/tmp/x.so', wantReply);
          case 'signal': return proto.signal(id, 'INT');
          case 'pty': return proto.pty(id, size.rows, size.columns, 0, 0, 'xterm-256color', null, wantReply);
          case 'shell': return proto.shell(id, wantReply);
        }
      };
      resolve({
        channel,
        ask: (request) => new Promise((answered, lost) => {
          const gone = () => lost(new Error(`the connection closed before ${request} was answered`));
          client.once('close', gone);
          _callbacks.push((failed) => {
            client.off('close', gone);
            answered(!failed);
          });
          send(request, true);
        }),
        tell: (request) => send(request, false),
      });
    }, { type: 'session' });
    const local = internals._chanMgr.add(opened);
    internals._protocol.session(local, 2 * 1024 * 1024, 32 * 1024);
  });
}

/**
 * Connects and expects to be refused: how the attempt ended, how many code prompts came, and what the
 * host said with each (its instructions; ssh2 answers a request with no prompt itself, unseen).
 */
export function refusedSsh(options: SshSessionOptions): Promise<{ error: string; kbdTries: number; closed: boolean; said: string[] }> {
  return new Promise((resolve) => {
    let prompts = 0;
    const said: string[] = [];
    let started = 0;
    let keyTried = false;
    const client = new ssh2.Client();
    let error = '';
    client.on('error', (e) => void (error ||= e.message));
    client.on('ready', () => {
      resolve({ error: 'accepted', kbdTries: prompts, closed: false, said });
      client.end();
    });
    client.on('close', () => resolve({ error, kbdTries: prompts, closed: true, said }));
    client.connect({
      sock: interactiveSocket(options.port, options.localAddress), username: options.user, readyTimeout: 60_000,
      authHandler: ((methodsLeft: AuthenticationType[] | null, _p: unknown, next: (a: unknown) => void) => {
        if (methodsLeft === null) return next({ type: 'none', username: options.user });
        if (options.privateKey && !keyTried) {
          keyTried = true;
          return next({ type: 'publickey', username: options.user, key: options.privateKey });
        }
        if (started >= (options.tries ?? 10)) return next(false);
        started += 1;
        return next({
          type: 'keyboard-interactive', username: options.user,
          prompt: (_n: string, instructions: string, _l: string, asked: unknown[], finish: (a: string[]) => void) => {
            said.push(instructions);
            prompts += 1;
            finish(asked.map(() => options.codes?.[0] ?? 'wrong'));
          },
        });
      }) as never,
    });
  });
}

/**
 * The SSH host's screens of `game` for tests, without quiet periods or bot pauses, each change drawn
 * as it comes (Ink's 30 frames a second made every wait for a frame up to 33 ms longer). The host's environment is
 * prepared first and Ink and React load only after it, as `junta host --ssh` does: call this before
 * importing anything that loads them.
 */
export async function quickScreens(game = 'las-cartas'): Promise<RemoteScreens> {
  prepareScreensEnv(process.env);
  const [{ runRemoteScreens }, { games }] = await Promise.all([import('../../src/ui/remote.js'), import('../../src/games/index.js')]);
  // The SSH tests host Las Cartas' tables unless they name another game.
  const module = await games.byId(game)!.load();
  return (context) => runRemoteScreens({ ...context, module, timings: { handoffQuietMs: 0, privateQuietMs: 0, newsMs: 0, botPauseMs: 0 }, maxFps: 1000 });
}
