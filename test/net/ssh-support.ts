// SSH tests' support: a host stand-in (a LocalTable, seat codes, the bots run beside it), a manual
// clock, and ssh2's own client with a screen reader for the frames Ink draws over the channel.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect as tcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import type { ClientChannel, AuthenticationType } from 'ssh2';
import type { SeatGate, SshSeat } from '../../src/net/ssh/gate.js';
import { loadHostKey, type HostKey } from '../../src/net/ssh/hostkey.js';
import type { Timers } from '../../src/net/ssh/timers.js';
import type { LocalTable, TableClient } from '../../src/session/table.js';

export { CTRL_C, CTRL_Z, DOWN, ENTER, ESC, LEFT, RIGHT, SPACE, TAB, UP } from '../ui/keys.js';

export const ENTER_ALT = '\x1b[?1049h';
export const LEAVE_ALT = '\x1b[?1049l';

export const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

let sharedKey: HostKey | null = null;
/** One host key for a test file, in a temporary state folder. */
export function testHostKey(): HostKey {
  sharedKey ??= loadHostKey(mkdtempSync(join(tmpdir(), 'junta-ssh-key-')));
  return sharedKey;
}

/** Time by hand: `advance` runs what falls due. */
export function manualTimers(): Timers & { advance(ms: number): void; pending(): number } {
  let now = 1_000_000;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 0;
  return {
    now: () => now,
    after(ms, fn) {
      const id = next++;
      timers.push({ at: now + ms, fn, id });
      return () => void (timers = timers.filter((t) => t.id !== id));
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.fn();
      }
      now = until;
    },
    pending: () => timers.length,
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The host's side for a LocalTable: a random code per human seat, bots run as the table needs them. */
export function tableGate(table: LocalTable, options: { spectators?: boolean } = {}) {
  const codes = new Map(table.humans().map((seat) => [seat + 1, randomBytes(6).toString('hex')]));
  /** Each seat's whole token (128 bits), which the lockout never refuses. */
  const tokens = new Map([...codes.keys()].map((seat) => [seat, randomBytes(16).toString('base64url')]));
  const events: string[] = [];
  const client = (seat: SshSeat): TableClient => ({
    here: seat === 'watch' ? [] : [seat - 1],
    port: (audience) => table.port(audience),
    bots: null,
    notice: () => null,
  });
  const gate: SeatGate = {
    seats: () => [...codes.keys()],
    checkCode: (seat, code) => (!codes.has(seat) ? null
      : timingSafeEqual(digest(tokens.get(seat)!), digest(code)) ? 'token'
        : timingSafeEqual(digest(codes.get(seat)!), digest(code)) ? 'code' : null),
    client: (seat) => (seat === 'watch' || codes.has(seat) ? client(seat) : null),
    spectatorsAllowed: () => options.spectators ?? false,
    onJoin: (seat) => void events.push(`join ${seat}`),
    onLeave: (seat) => void events.push(`leave ${seat}`),
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
  /** Waits until `test` holds for the last frame (or the output), pressing nothing; false after `max` polls. */
  until(test: (frame: string) => boolean, max?: number): Promise<boolean>;
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
          prompt: (_name: string, _instructions: string, _lang: string, prompts: unknown[], finish: (answers: string[]) => void) => {
            finish(prompts.map(() => codes[Math.min(asked++, codes.length - 1)] ?? ''));
          },
        });
      }
      return next(false);
    };
    client.on('error', reject);
    client.on('ready', () => {
      client.shell({ term: options.term ?? 'xterm-256color', cols: options.columns ?? 80, rows: options.rows ?? 24, width: 0, height: 0 },
        { env: options.env ?? { LANG: 'C.UTF-8', NO_COLOR: '1' } }, (error, channel) => {
          if (error) return reject(error);
          let raw = '';
          channel.on('data', (data: Buffer) => void (raw += data.toString('utf8')));
          channel.stderr.on('data', () => {});
          let exitCode: number | null = null;
          channel.on('exit', (code: number | null) => void (exitCode = code));
          const closed = new Promise<{ code: number | null }>((done) => client.on('close', () => done({ code: exitCode })));
          const frames = () => raw.split(BSU).slice(1).map((part) => plain(part.split(ESU)[0])).filter((f) => f.trim() !== '');
          const session: SshSession = {
            client,
            channel,
            output: () => raw,
            frames,
            lastFrame: () => frames().at(-1) ?? '',
            press: (keys) => void channel.write(keys),
            resize: (columns, rows) => channel.setWindow(rows, columns, 0, 0),
            async until(test, max = 2000) {
              for (let i = 0; i < max; i++) {
                if (test(session.lastFrame())) return true;
                await tick(5);
              }
              return test(session.lastFrame());
            },
            closed,
            end: () => client.end(),
          };
          resolve(session);
        });
    });
    client.connect({ sock: interactiveSocket(options.port, options.localAddress), username: options.user, authHandler: handler as never, readyTimeout: 60_000 });
  });
}

/** Connects and expects to be refused: how the attempt ended, and how many code prompts came. */
export function refusedSsh(options: SshSessionOptions): Promise<{ error: string; kbdTries: number; closed: boolean }> {
  return new Promise((resolve) => {
    let prompts = 0;
    let started = 0;
    let keyTried = false;
    const client = new ssh2.Client();
    let error = '';
    client.on('error', (e) => void (error ||= e.message));
    client.on('ready', () => {
      resolve({ error: 'accepted', kbdTries: prompts, closed: false });
      client.end();
    });
    client.on('close', () => resolve({ error, kbdTries: prompts, closed: true }));
    client.connect({
      host: '127.0.0.1', port: options.port, localAddress: options.localAddress, username: options.user, readyTimeout: 60_000,
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
          prompt: (_n: string, _i: string, _l: string, asked: unknown[], finish: (a: string[]) => void) => {
            prompts += 1;
            finish(asked.map(() => options.codes?.[0] ?? 'wrong'));
          },
        });
      }) as never,
    });
  });
}
