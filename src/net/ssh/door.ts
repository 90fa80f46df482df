// The door of the SSH server: one connection from its TCP socket to its login. The user name picks
// the seat; keyboard-interactive asks for its code (a few tries a connection, wrong short codes
// counted per address and seat by the lockout); a key offered with the right code is remembered
// for the seat, so it comes back without one; `watch` is a spectator where the host allows it. A
// remembered key or a seat's whole 128-bit token is never locked out, so players who share the
// guesser's address still get in.
import type { Socket } from 'node:net';
import ssh2 from 'ssh2';
import type { AuthContext, Connection, KeyboardAuthContext, PublicKeyAuthContext } from 'ssh2';
import { inWords } from '../limits.js';
import type { Lockout } from '../lockout.js';
import type { KeyStore, SeatGate, SshSeat } from './gate.js';
import { fingerprintOf } from './hostkey.js';
import { seatOfUser } from './users.js';
import { visible } from '../../text/sanitize.js';

/** A connection's screens while they run. */
export interface Live {
  seat: SshSeat;
  /** Ends the screens; `line` is what the client reads after leaving the alternate screen. */
  close(line: string): Promise<void>;
}

/** One connection as the server follows it, from its socket to its screens. */
export interface Door {
  socket: Socket;
  address: string;
  /** Wrong codes and unknown seats tried on this connection. */
  tries: number;
  /** The seat it proved (or 'watch'); null until it logs in. */
  seat: SshSeat | null;
  /** Fingerprints of the keys it offered, remembered for the seat once a code proves it. */
  offered: string[];
  /** A session channel was opened: one per connection. */
  opened: boolean;
  /** A byte came since the last keepalive. */
  heard: boolean;
  /** Run when the socket closes: its timers and terminal. */
  cancels: (() => void)[];
  live: Live | null;
  closed: Promise<void>;
}

/** How far a connection not logged in got: the budget evicts one that got further only after those that got less far. */
export const SPOKE = 1;
export const NAMED_SEAT = 2;

/** The rules and memories the login reads. */
export interface LoginRules {
  gate: SeatGate;
  keys: KeyStore;
  lockout: Lockout;
  /** The lockout's window, for the words of its prompt. */
  lockoutMs: number;
  maxTries: number;
  maxConnections: number;
  /** Connections logged in now (seats and spectators). */
  loggedIn(): number;
  /** The connection proved `seat` (or is a spectator): it leaves the unauthenticated budget. */
  admit(door: Door, seat: SshSeat): void;
  /** The connection got as far as `progress`: evicted after those that got less far. */
  progressed(door: Door, progress: number): void;
}

export const METHODS: ('publickey' | 'keyboard-interactive')[] = ['publickey', 'keyboard-interactive'];
const MAX_CODE_LENGTH = 256;
const MAX_OFFERED_KEYS = 8;

/** Tells the client something during login (keyboard-interactive with no prompt), then refuses. */
function refuse(ctx: KeyboardAuthContext, conn: Connection, message: string, end: boolean): void {
  ctx.prompt([], 'junta', visible(message), () => {
    ctx.reject(METHODS);
    if (end) conn.end();
  });
}

/** One authentication attempt of a connection: a spectator, a remembered key, or a seat's code. */
export function authenticate(ctx: AuthContext, conn: Connection, door: Door, rules: LoginRules): void {
  const { gate } = rules;
  const seat = seatOfUser(ctx.username);
  if (seat === 'watch') {
    if (gate.spectatorsAllowed() && rules.loggedIn() < rules.maxConnections) {
      rules.admit(door, 'watch');
      return ctx.accept();
    }
    if (gate.spectatorsAllowed()) return ctx.method === 'keyboard-interactive' ? refuse(ctx, conn, 'This table is full: try again later.', true) : ctx.reject(METHODS);
    if (ctx.method === 'keyboard-interactive') return refuse(ctx, conn, 'This table has no spectators.', true);
    return ctx.reject(METHODS);
  }
  const known = seat !== null && gate.seats().includes(seat);
  // Past the key exchange and naming a seat: evicted after those that only spoke.
  if (known) rules.progressed(door, NAMED_SEAT);
  switch (ctx.method) {
    case 'publickey':
      return known ? publicKey(ctx, door, seat, rules) : ctx.reject(METHODS);
    case 'keyboard-interactive':
      if (!known) {
        door.tries += 1;
        const seats = gate.seats().map((n) => `seat${n}`).join(', ');
        return refuse(ctx, conn, `There is no seat "${ctx.username}" at this table. Connect as ${seats}${gate.spectatorsAllowed() ? ' or watch' : ''}.`, door.tries >= rules.maxTries);
      }
      return askCode(ctx, conn, door, seat, rules);
    default:
      return ctx.reject(METHODS);
  }
}

/** A key opens a seat only once a code proved it with that key offered. */
function publicKey(ctx: PublicKeyAuthContext, door: Door, seat: number, rules: LoginRules): void {
  const fingerprint = fingerprintOf(ctx.key.data);
  if (!rules.keys.knows(seat, fingerprint)) {
    if (!door.offered.includes(fingerprint) && door.offered.length < MAX_OFFERED_KEYS) door.offered.push(fingerprint);
    return ctx.reject(METHODS);
  }
  // Without a signature the client only asks whether the key would do; it signs next.
  if (!ctx.signature || !ctx.blob) return ctx.accept();
  const key = ssh2.utils.parseKey(ctx.key.data);
  if (key instanceof Error || Array.isArray(key) || !key.verify(ctx.blob, ctx.signature, ctx.hashAlgo)) return ctx.reject(METHODS);
  rules.admit(door, seat);
  ctx.accept();
}

/**
 * Asks for the seat's code. Wrong short codes are counted per address and seat; past the limit the
 * short code is not even checked there for a while, but the seat's whole token (128 bits, not
 * guessable) still opens it, as a remembered key does.
 */
function askCode(ctx: KeyboardAuthContext, conn: Connection, door: Door, seat: number, rules: LoginRules): void {
  const { lockout } = rules;
  // After a wrong code the next prompt says so: every client shows a prompt's instructions (ASCII:
  // OpenSSH shows anything else as octal escapes outside a UTF-8 locale).
  const left = rules.maxTries - door.tries;
  const heading = lockout.locked(door.address, seat)
    ? `Too many wrong codes for seat ${seat} from your address: for ${inWords(rules.lockoutMs)} only the seat's whole token (its junta join invite, after #) opens it.`
    : `${rules.gate.title()}, seat ${seat}${door.tries > 0 ? `. Wrong code, ${left} ${left === 1 ? 'try' : 'tries'} left.` : ''}`;
  ctx.prompt([{ prompt: `Code for seat ${seat}: `, echo: false }], 'junta', visible(heading), (answers) => {
    const code = (answers[0] ?? '').trim();
    const proof = code.length > 0 && code.length <= MAX_CODE_LENGTH ? rules.gate.checkCode(seat, code) : null;
    if (proof === 'token' || (proof === 'code' && !lockout.locked(door.address, seat))) {
      for (const fingerprint of door.offered) rules.keys.remember(seat, fingerprint);
      rules.admit(door, seat);
      return ctx.accept();
    }
    door.tries += 1;
    if (!lockout.locked(door.address, seat)) lockout.fail(door.address, seat);
    if (door.tries < rules.maxTries) return ctx.reject(METHODS);
    refuse(ctx, conn, 'Wrong code, no tries left.', true);
  });
}
