// The host's connections and what they send: each connection waits in the unidentified budget (a
// newcomer evicts the oldest when it is full) until its hello proves a seat by its token or makes it
// a spectator; floods, oversized and malformed messages are refused; and every request is then
// answered for the audience the connection proved, never for one it names. Wrong tokens are counted
// per address and seat, but a proved token is always admitted. What a request does to the table is
// the table's (the Desk).
import type { z } from 'zod';
import type { Seat } from '../core/types.js';
import type { Audience, SubmitResult } from '../session/port.js';
import { shown } from '../text/width.js';
import { AdmissionBudget } from './admission.js';
import type { Clock } from './clock.js';
import { Connection, type Claim, type Peer } from './connection.js';
import { inWords, LIMITS } from './limits.js';
import { Lockout } from './lockout.js';
import {
  decode, helloVersion, MAX_CLIENT_MESSAGE, PROTOCOL,
  type ClientMessage, type HostMessage,
} from './protocol.js';
import { tokensMatch } from './tokens.js';

/** What the connections ask of the table behind them. */
export interface Desk {
  readonly names: string[];
  readonly gameNumber: number;
  /** The hold's length for an offer (R11's window), ms, told to each connection in its welcome. */
  readonly holdMs: number;
  /** How long a seat has to answer a play-or-pass window (V30), ms, told in each welcome; 0: no limit. */
  readonly windowMs: number;
  /** The game's record format and title, told in each welcome (protocol.ts). */
  readonly rules: string;
  readonly title: string;
  /** What a client of this game may send (protocol.ts clientMessageSchema, with the game's actions). */
  readonly clientSchema: z.ZodType<ClientMessage>;
  /** Why the table was closed, or null while it is open. */
  closedWith(): string | null;
  line(text: string): void;
  /** Sends the connection its audience's update since `since`. */
  update(conn: Connection, since: number): void;
  statusMessage(): HostMessage<unknown, unknown, unknown>;
  /** A seat came or went: every connection and screen hears the new status. */
  statusChanged(): void;
  /** `action`: checked by the game's own action schema. */
  submitFrom(seat: Seat, action: unknown, atStep: number): SubmitResult;
  say(from: Seat, to: Seat | null, text: string): string | null;
  passOffer(seat: Seat, rest: boolean): void;
}

/** What the transport tells the table about one connection. */
export interface ConnectionHandle {
  receive(data: string | Buffer, binary?: boolean): void;
  closed(): void;
}

export class Connections {
  private readonly all = new Set<Connection>();
  /** The connection that holds each seat now. */
  private readonly holders = new Map<Seat, Connection>();
  /** Connections that have not identified yet: their own budget, the oldest evicted. */
  private readonly unidentified: AdmissionBudget<Connection>;
  private readonly lockout: Lockout;

  constructor(
    private readonly desk: Desk,
    private readonly clock: Clock,
    private readonly access: { tokens: readonly (string | null)[]; spectators: boolean },
  ) {
    this.unidentified = new AdmissionBudget(() => ({ total: LIMITS.unidentified, perAddress: LIMITS.unidentifiedPerAddress }), (conn) => {
      conn.send({ type: 'error', code: 'busy', message: 'too many connections are identifying at once: try again' });
      conn.close(1013, 'busy');
      this.drop(conn);
    });
    this.lockout = new Lockout(clock, LIMITS.failures, LIMITS.failureWindowMs);
  }

  /**
   * A new connection claiming a seat (or to watch); it gets nothing until it identifies itself.
   * Until then it waits in the unidentified budget (a newcomer evicts the oldest when it is full),
   * never in the identified connections' limit, so silent connections cannot keep a seat out.
   */
  connect(peer: Peer, claim: Claim): ConnectionHandle {
    const conn = new Connection(peer, claim, this.clock);
    const closedWith = this.desk.closedWith();
    if (closedWith !== null) {
      conn.send({ type: 'ended', message: closedWith });
      conn.close(1001, 'table closed');
    } else {
      this.all.add(conn);
      this.unidentified.admit(conn, peer.address);
      conn.identifyTimer = this.clock.after(LIMITS.identifyMs, () => {
        if (conn.audience !== null) return;
        conn.send({ type: 'error', code: 'identify', message: `no identification within ${inWords(LIMITS.identifyMs)}` });
        conn.close(1008, 'identify first');
        this.drop(conn);
      });
    }
    return {
      receive: (data, binary = false) => this.receive(conn, data, binary),
      closed: () => this.drop(conn),
    };
  }

  /** Whether a connection holds the seat now. */
  holds(seat: Seat): boolean {
    return this.holders.has(seat);
  }

  /** The connections that have identified (seats and spectators). */
  identified(): Connection[] {
    return [...this.all].filter((conn) => conn.audience !== null);
  }

  /** Sends `text` to every identified connection whose audience `to` accepts. */
  broadcast(text: string, to: (audience: Audience) => boolean = () => true): void {
    for (const conn of this.all) if (conn.audience !== null && to(conn.audience)) conn.send(text);
  }

  /** Tells every connection the table ended, and closes it. */
  endAll(message: string): void {
    for (const conn of [...this.all]) {
      conn.send({ type: 'ended', message });
      conn.close(1001, 'table closed');
      this.drop(conn);
    }
  }

  private drop(conn: Connection): void {
    conn.open = false;
    conn.identifyTimer();
    this.unidentified.release(conn);
    if (!this.all.delete(conn)) return;
    if (typeof conn.audience === 'number' && this.holders.get(conn.audience) === conn) {
      this.holders.delete(conn.audience);
      this.desk.line(`${this.desk.names[conn.audience]} disconnected`);
      this.desk.statusChanged();
    }
  }

  /** Sends a refusal and closes the connection. */
  private shut(conn: Connection, message: HostMessage<unknown, unknown, unknown>, code: number, reason: string): void {
    conn.send(message);
    conn.close(code, reason);
    this.drop(conn);
  }

  private receive(conn: Connection, data: string | Buffer, binary: boolean): void {
    if (!conn.open) return;
    if (!conn.limit.take()) {
      return this.shut(conn, { type: 'error', code: 'flood', message: `more than ${LIMITS.messagesPerSecond} messages a second` }, 1008, 'flood');
    }
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    if (size > MAX_CLIENT_MESSAGE) {
      return this.shut(conn, { type: 'error', code: 'too-large', message: `messages are at most ${MAX_CLIENT_MESSAGE} bytes` }, 1009, 'too large');
    }
    if (binary) return conn.send({ type: 'error', code: 'malformed', message: 'messages are JSON text' });
    const text = typeof data === 'string' ? data : data.toString('utf8');
    if (conn.audience === null) return this.identify(conn, text);
    const decoded = decode<ClientMessage>(this.desk.clientSchema, text);
    if (!decoded.ok) return conn.send({ type: 'error', code: 'malformed', message: decoded.reason });
    this.handle(conn, conn.audience, decoded.value);
  }

  private identify(conn: Connection, text: string): void {
    const version = helloVersion(text);
    if (version === null) return conn.send({ type: 'error', code: 'identify', message: 'identify first: send hello with your token' });
    if (version !== PROTOCOL) {
      const message = `this host speaks ${PROTOCOL}, not ${shown(version, 40)}: use the same version of junta as the host`;
      return this.shut(conn, { type: 'error', code: 'version', message }, 1002, 'protocol version');
    }
    const decoded = decode<ClientMessage>(this.desk.clientSchema, text);
    if (!decoded.ok || decoded.value.type !== 'hello') return conn.send({ type: 'error', code: 'malformed', message: decoded.ok ? 'identify first' : decoded.reason });
    const hello = decoded.value;
    const audience = conn.claim === 'watch' ? this.spectator(conn) : this.proveSeat(conn, conn.claim, hello.token);
    if (audience === null) return;
    conn.identifyTimer();
    conn.identifyTimer = () => {};
    this.unidentified.release(conn);
    conn.audience = audience;
    if (typeof audience === 'number') {
      const previous = this.holders.get(audience);
      if (previous) {
        previous.send({ type: 'error', code: 'replaced', message: 'this seat was opened from another terminal' });
        previous.close(1000, 'replaced');
        this.all.delete(previous);
      }
      this.holders.set(audience, conn);
      this.desk.line(`${this.desk.names[audience]} connected from ${conn.peer.address}`);
    }
    const { names, gameNumber: game, holdMs, windowMs, rules, title } = this.desk;
    conn.send({ type: 'welcome', protocol: PROTOCOL, rules, title, seat: audience === 'public' ? null : audience, names, game, holdMs, windowMs });
    this.desk.update(conn, hello.game === game ? hello.since : -1);
    // A seat's arrival is news for everyone; a spectator's only for itself.
    if (typeof audience === 'number') this.desk.statusChanged();
    else conn.send(this.desk.statusMessage());
  }

  /** A spectator is admitted where the table takes them and has room; null (refused and closed) otherwise. */
  private spectator(conn: Connection): Audience | null {
    if (!this.access.spectators) {
      this.shut(conn, { type: 'error', code: 'no-spectators', message: 'this table does not take spectators' }, 1008, 'no spectators');
      return null;
    }
    if (this.identified().length >= LIMITS.connections) {
      this.shut(conn, { type: 'error', code: 'full', message: `this table takes at most ${LIMITS.connections} connections` }, 1013, 'too many connections');
      return null;
    }
    return 'public';
  }

  /** The seat when `token` proves it; null (refused, the connection kept to try again) otherwise. */
  private proveSeat(conn: Connection, seat: Seat, token: string | undefined): Audience | null {
    // A proved 128-bit token is always admitted: the lockout only keeps wrong ones from being checked and logged.
    const expected = this.access.tokens[seat] ?? null;
    if (expected !== null && token !== undefined && tokensMatch(token, expected)) return seat;
    const address = conn.peer.address;
    if (this.lockout.locked(address, seat)) {
      const message = `too many wrong tokens for this seat from your address: wait ${inWords(LIMITS.failureWindowMs)}`;
      conn.send({ type: 'error', code: 'locked', message });
      return null;
    }
    this.lockout.fail(address, seat);
    this.desk.line(`a wrong token for seat ${seat + 1} from ${address}`);
    conn.send({ type: 'error', code: 'bad-token', message: 'that invite is not valid for this table' });
    return null;
  }

  /** Every request is answered for the connection's proven audience, never for one it names. */
  private handle(conn: Connection, audience: Audience, message: ClientMessage): void {
    switch (message.type) {
      case 'hello':
        return conn.send({ type: 'error', code: 'malformed', message: 'already identified' });
      case 'sync':
        return this.desk.update(conn, message.since);
      case 'action': {
        if (audience === 'public') return conn.send({ type: 'result', id: message.id, error: { code: 'not-your-turn', message: 'spectators cannot act' } });
        const result = this.desk.submitFrom(audience, message.action, message.step);
        return conn.send(result.ok ? { type: 'result', id: message.id, step: result.step } : { type: 'result', id: message.id, error: result.error });
      }
      case 'talk': {
        if (audience === 'public') return conn.send({ type: 'error', code: 'talk', message: 'spectators cannot talk' });
        const why = this.desk.say(audience, message.to, message.text);
        if (why) conn.send({ type: 'error', code: 'talk', message: why });
        return;
      }
      case 'pass-offer':
        if (audience !== 'public') this.desk.passOffer(audience, message.rest);
    }
  }
}
