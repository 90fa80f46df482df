// The host of a network table (issue 13): the only process that holds the game. It proves each
// connection's seat by its token and from then on answers it – every request, whatever the request
// names – as that seat: its view and the events it may see (R5), the table's status, its talk. It
// applies actions through the session like any other (a stale step is refused, so a resent action
// applies at most once), runs the bots with a pause between their actions, holds each voting turn
// for a human President's bribe window (R11), and lets the host hand a seat to a bot, pause, end
// the table and play again. Sockets are not its business: a Peer is anything that sends text.
import {
  describeEvent, pending, type Action, type Seat,
} from '../engine/index.js';
import { canSee, type Audience, type SeatPort, type SeatSnapshot, type StepLog, type SubmitError, type SubmitResult } from '../session/port.js';
import type { HostControls, InviteLine, LiveTable, TableStatus, TalkLine } from '../session/live.js';
import type { Session } from '../session/runner.js';
import { LocalTable, savingNotice, type TableClient } from '../session/table.js';
import { RateLimit, systemClock, type Clock } from './clock.js';
import { Countdown } from './countdown.js';
import {
  ClientMessageSchema, decode, helloVersion, MAX_CLIENT_MESSAGE, MAX_TALK, PROTOCOL,
  type ClientMessage, type HostMessage,
} from './protocol.js';
import { visible } from '../session/sanitize.js';
import { shown } from '../session/width.js';
import { tokensMatch } from './tokens.js';
import { AdmissionBudget } from './admission.js';
import { Lockout } from './lockout.js';

/** The limits of issues 13 and 17; tests may lower them. */
export const LIMITS = {
  /** A connection must identify itself within this time (`junta join` sends its hello at once). */
  identifyMs: 2_000,
  /** Messages a second, sustained, per connection, and the burst above it. */
  messagesPerSecond: 20,
  messageBurst: 40,
  /** Identified connections (seats and spectators); a seat that proves its token is always admitted. */
  connections: 32,
  /** Connections that have not identified yet, in all and per address: a newcomer beyond evicts the oldest. */
  unidentified: 32,
  unidentifiedPerAddress: 8,
  /** Sockets that have not upgraded to a WebSocket yet (net/server.ts): as many, evicted alike, and this long to upgrade. */
  handshakes: 64,
  handshakesPerAddress: 8,
  handshakeMs: 5_000,
  /** Wrong tokens per address and seat in `failureWindowMs` before further wrong ones are not even checked. */
  failures: 5,
  failureWindowMs: 60_000,
  /** Talk lines a seat may send: a burst, then one every two seconds. */
  talkBurst: 5,
  talkPerSecond: 0.5,
};

/** One end of a connection, whatever carries it (a WebSocket in the server, a fake in tests). */
export interface Peer {
  /** The remote address (for the per-address limits: waiting connections, wrong tokens). */
  readonly address: string;
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** What a connection asks to be: a seat (by number, from its URL) or a spectator. */
export type Claim = Seat | 'watch';

export interface HostedOptions {
  session: Session;
  /** Each human seat's token; null where a bot plays. */
  tokens: readonly (string | null)[];
  clock?: Clock;
  /** R11's window before each voting turn for a human President, ms; 0 turns it off. */
  bribeWindowMs?: number;
  /** The pause before each bot action, ms. */
  botDelayMs?: number;
  spectators?: boolean;
  /** The seat the host plays at its own terminal. */
  hostSeat?: Seat | null;
  /** Another game with the same seats; absent where it is not offered. */
  nextSession?(previous: Session): Session;
  /** One line per event for a log (headless mode): public events, connections, public talk. */
  onLine?(line: string): void;
  /** The invite lines, for the host's screen. */
  invites?: InviteLine[];
  /** Called when a bot action fails (a bug); the table stops running bots. */
  onError?(error: unknown): void;
}

const refused = (code: SubmitError['code'], message: string): SubmitResult => ({ ok: false, error: { code, message } as SubmitError });

/** The bytes of one update for one audience: built from its snapshot and its log only (the no-leak property). */
export function encodeUpdate(game: number, snapshot: SeatSnapshot, log: StepLog[]): string {
  const message: HostMessage = { type: 'update', game, step: snapshot.step, finished: snapshot.finished, view: snapshot.view, log };
  return JSON.stringify(message);
}

class Connection {
  audience: Audience | null = null;
  /** The last step this connection was sent. */
  sentStep = -1;
  open = true;
  readonly limit: RateLimit;
  identifyTimer: unknown = null;

  constructor(readonly peer: Peer, readonly claim: Claim, clock: Clock) {
    this.limit = new RateLimit(clock, LIMITS.messagesPerSecond, LIMITS.messageBurst);
  }

  send(message: HostMessage | string): void {
    if (!this.open) return;
    this.peer.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    if (!this.open) return;
    this.open = false;
    this.peer.close(code, reason);
  }
}

interface BribeWindow {
  key: string;
  president: Seat;
  timer: unknown;
}

export class HostedTable {
  private session: Session;
  private local: LocalTable;
  private game = 1;
  private readonly clock: Clock;
  private readonly connections = new Set<Connection>();
  private readonly holders = new Map<Seat, Connection>();
  /** Connections that have not identified yet: their own budget, the oldest evicted (issue 17). */
  private readonly unidentified: AdmissionBudget<Connection>;
  private readonly lockout: Lockout;
  private readonly talkLimits = new Map<Seat | 'host', RateLimit>();
  private readonly listeners = new Set<() => void>();
  private readonly hostTalk: TalkLine[] = [];
  /** Seats played in this process over SSH (issue 14): how many screens each has open, and the talk they received. */
  private readonly present = new Map<Seat, number>();
  private readonly seatTalk = new Map<Seat, TalkLine[]>();
  private readonly lastApplied = new Map<Seat, { atStep: number; action: string; step: number }>();
  private unsubscribe: () => void = () => {};
  private paused = false;
  private closedWith: string | null = null;
  private window: BribeWindow | null = null;
  private windowDone: string | null = null;
  private passRound: string | null = null;
  private botTimer: unknown = null;
  private botRunning = false;
  private botFailed = false;
  private logged = 0;
  private readonly cache = new Map<string, string>();
  /** R11's window, ms (0: off). */
  private readonly bribeWindowMs: number;
  /** The open window's time left, for the screens here (a redraw each second) and in each status sent. */
  private readonly countdown: Countdown;

  constructor(private readonly options: HostedOptions) {
    this.session = options.session;
    this.bribeWindowMs = options.bribeWindowMs ?? 5000;
    this.clock = options.clock ?? systemClock;
    this.countdown = new Countdown(this.clock, () => this.notify());
    this.local = new LocalTable(this.session);
    this.unidentified = new AdmissionBudget(() => ({ total: LIMITS.unidentified, perAddress: LIMITS.unidentifiedPerAddress }), (conn) => {
      conn.send({ type: 'error', code: 'busy', message: 'too many connections are identifying at once: try again' });
      conn.close(1013, 'busy');
      this.drop(conn);
    });
    this.lockout = new Lockout(this.clock, LIMITS.failures, LIMITS.failureWindowMs);
    this.attach();
  }

  get names(): string[] {
    return this.local.names;
  }

  get gameNumber(): number {
    return this.game;
  }

  get current(): Session {
    return this.session;
  }

  get isClosed(): boolean {
    return this.closedWith !== null;
  }

  private attach(): void {
    this.unsubscribe();
    this.logged = 0;
    this.unsubscribe = this.local.port('public').subscribe(() => this.changed());
    this.emitLines();
    this.checkWindow();
    this.scheduleBots();
  }

  // ---- Connections

  /**
   * A new connection claiming a seat (or to watch); it gets nothing until it identifies itself.
   * Until then it waits in the unidentified budget (a newcomer evicts the oldest when it is full),
   * never in the identified connections' limit, so silent connections cannot keep a seat out.
   */
  connect(peer: Peer, claim: Claim): { receive(data: string | Buffer, binary?: boolean): void; closed(): void } {
    const conn = new Connection(peer, claim, this.clock);
    if (this.closedWith !== null) {
      conn.send({ type: 'ended', message: this.closedWith });
      conn.close(1001, 'table closed');
    } else {
      this.connections.add(conn);
      this.unidentified.admit(conn, peer.address);
      conn.identifyTimer = this.clock.setTimeout(() => {
        if (conn.audience !== null) return;
        conn.send({ type: 'error', code: 'identify', message: `no identification within ${LIMITS.identifyMs / 1000} seconds` });
        conn.close(1008, 'identify first');
        this.drop(conn);
      }, LIMITS.identifyMs);
    }
    return {
      receive: (data, binary = false) => this.receive(conn, data, binary),
      closed: () => this.drop(conn),
    };
  }

  private drop(conn: Connection): void {
    conn.open = false;
    if (conn.identifyTimer !== null) this.clock.clearTimeout(conn.identifyTimer);
    this.unidentified.release(conn);
    if (!this.connections.delete(conn)) return;
    if (typeof conn.audience === 'number' && this.holders.get(conn.audience) === conn) {
      this.holders.delete(conn.audience);
      this.line(`${this.names[conn.audience]} disconnected`);
      this.statusChanged();
    }
  }

  private receive(conn: Connection, data: string | Buffer, binary: boolean): void {
    if (!conn.open) return;
    if (!conn.limit.take()) {
      conn.send({ type: 'error', code: 'flood', message: `more than ${LIMITS.messagesPerSecond} messages a second` });
      conn.close(1008, 'flood');
      this.drop(conn);
      return;
    }
    const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
    if (size > MAX_CLIENT_MESSAGE) {
      conn.send({ type: 'error', code: 'too-large', message: `messages are at most ${MAX_CLIENT_MESSAGE} bytes` });
      conn.close(1009, 'too large');
      this.drop(conn);
      return;
    }
    if (binary) return conn.send({ type: 'error', code: 'malformed', message: 'messages are JSON text' });
    const text = typeof data === 'string' ? data : data.toString('utf8');
    if (conn.audience === null) return this.identify(conn, text);
    const decoded = decode<ClientMessage>(ClientMessageSchema, text);
    if (!decoded.ok) return conn.send({ type: 'error', code: 'malformed', message: decoded.reason });
    this.handle(conn, conn.audience, decoded.value);
  }

  private identify(conn: Connection, text: string): void {
    const version = helloVersion(text);
    if (version === null) return conn.send({ type: 'error', code: 'identify', message: 'identify first: send hello with your token' });
    if (version !== PROTOCOL) {
      conn.send({ type: 'error', code: 'version', message: `this host speaks ${PROTOCOL}, not ${shown(version, 40)}: use the same version of junta as the host` });
      conn.close(1002, 'protocol version');
      this.drop(conn);
      return;
    }
    const decoded = decode<ClientMessage>(ClientMessageSchema, text);
    if (!decoded.ok || decoded.value.type !== 'hello') return conn.send({ type: 'error', code: 'malformed', message: decoded.ok ? 'identify first' : decoded.reason });
    const hello = decoded.value;
    let audience: Audience;
    if (conn.claim === 'watch') {
      if (!this.options.spectators) {
        conn.send({ type: 'error', code: 'no-spectators', message: 'this table does not take spectators' });
        conn.close(1008, 'no spectators');
        this.drop(conn);
        return;
      }
      if (this.identifiedCount() >= LIMITS.connections) {
        conn.send({ type: 'error', code: 'full', message: `this table takes at most ${LIMITS.connections} connections` });
        conn.close(1013, 'too many connections');
        this.drop(conn);
        return;
      }
      audience = 'public';
    } else {
      // A proved 128-bit token is always admitted: the lockout only keeps wrong ones from being checked and logged.
      const seat = conn.claim;
      const expected = this.options.tokens[seat] ?? null;
      const proved = expected !== null && hello.token !== undefined && tokensMatch(hello.token, expected);
      if (!proved) {
        if (this.lockout.locked(conn.peer.address, seat)) {
          return conn.send({ type: 'error', code: 'locked', message: 'too many wrong tokens for this seat from your address: wait a minute' });
        }
        this.lockout.fail(conn.peer.address, seat);
        this.line(`a wrong token for seat ${seat + 1} from ${conn.peer.address}`);
        return conn.send({ type: 'error', code: 'bad-token', message: 'that invite is not valid for this table' });
      }
      audience = seat;
    }
    this.clock.clearTimeout(conn.identifyTimer);
    conn.identifyTimer = null;
    this.unidentified.release(conn);
    conn.audience = audience;
    if (typeof audience === 'number') {
      const previous = this.holders.get(audience);
      if (previous) {
        previous.send({ type: 'error', code: 'replaced', message: 'this seat was opened from another terminal' });
        previous.close(1000, 'replaced');
        this.connections.delete(previous);
      }
      this.holders.set(audience, conn);
      this.line(`${this.names[audience]} connected from ${conn.peer.address}`);
    }
    conn.send({ type: 'welcome', protocol: PROTOCOL, seat: audience === 'public' ? null : audience, names: this.names, game: this.game, bribeWindowMs: this.bribeWindowMs });
    this.sendUpdate(conn, hello.game === this.game ? hello.since : -1);
    // A seat's arrival is news for everyone; a spectator's only for itself.
    if (typeof audience === 'number') this.statusChanged();
    else conn.send(this.statusMessage());
  }

  /** Connections that have identified (seats and spectators). */
  private identifiedCount(): number {
    let count = 0;
    for (const conn of this.connections) if (conn.audience !== null) count += 1;
    return count;
  }

  /** Every request is answered for the connection's proven audience, never for one it names. */
  private handle(conn: Connection, audience: Audience, message: ClientMessage): void {
    switch (message.type) {
      case 'hello':
        return conn.send({ type: 'error', code: 'malformed', message: 'already identified' });
      case 'sync':
        return this.sendUpdate(conn, message.since);
      case 'action': {
        if (audience === 'public') return conn.send({ type: 'result', id: message.id, error: { code: 'not-your-turn', message: 'spectators cannot act' } });
        const result = this.submitFrom(audience, message.action, message.step);
        return conn.send(result.ok ? { type: 'result', id: message.id, step: result.step } : { type: 'result', id: message.id, error: result.error });
      }
      case 'talk': {
        if (audience === 'public') return conn.send({ type: 'error', code: 'talk', message: 'spectators cannot talk' });
        const why = this.say(audience, message.to, message.text);
        if (why) conn.send({ type: 'error', code: 'talk', message: why });
        return;
      }
      case 'pass-bribe':
        if (audience !== 'public') this.passBribe(audience, message.rest);
    }
  }

  // ---- The game

  /** An action from a seat: the table's rules first (closed, paused, R11's window, bots), then the session's. */
  submitFrom(seat: Seat, action: Action, atStep: number): SubmitResult {
    if (this.closedWith !== null) return refused('disconnected', 'the table is closed');
    const text = JSON.stringify(action);
    const last = this.lastApplied.get(seat);
    // The same action resent for the same step (its answer was lost): it was applied once already.
    if (last && last.atStep === atStep && last.action === text) return { ok: true, step: last.step };
    if (this.paused) return refused('paused', 'the host has paused the table');
    if (this.session.botOf(seat)) return refused('not-your-turn', 'a bot plays this seat now');
    const window = this.window;
    if (window && window.president !== seat) return refused('waiting', `waiting for ${this.names[window.president]}, the President, to bribe or pass`);
    const result = this.local.submitAs(seat, action, atStep);
    if (result.ok) {
      this.lastApplied.set(seat, { atStep, action: text, step: result.step });
      if (this.window && this.window.president === seat) this.restartWindow();
    }
    return result;
  }

  private changed(): void {
    this.cache.clear();
    this.emitLines();
    this.checkWindow();
    for (const conn of this.connections) if (conn.audience !== null) this.sendUpdate(conn, conn.sentStep);
    this.notify();
    this.scheduleBots();
  }

  private sendUpdate(conn: Connection, since: number): void {
    const audience = conn.audience!;
    const port = this.local.port(audience);
    const snapshot = port.snapshot();
    const from = Math.min(since, snapshot.step);
    const key = `${String(audience)}:${from}`;
    let text = this.cache.get(key);
    if (text === undefined) {
      text = encodeUpdate(this.game, snapshot, port.log(from));
      this.cache.set(key, text);
    }
    conn.sentStep = snapshot.step;
    conn.send(text);
    if (snapshot.finished) {
      const record = port.reveal();
      if (record) conn.send({ type: 'reveal', game: this.game, record });
    }
  }

  private emitLines(): void {
    if (!this.options.onLine) return;
    const log = this.local.port('public').log(this.logged - 1);
    for (const step of log) {
      for (const event of step.events) if (canSee(event, 'public')) this.line(visible(describeEvent(event, this.names.map((n) => shown(n, 40)))));
    }
    this.logged = this.session.state.actionCount + 1;
  }

  private line(text: string): void {
    this.options.onLine?.(text);
  }

  // ---- R11: the President's bribe window before each voting turn

  private windowKey(): string | null {
    const s = this.session.state;
    if (!s.voting) return null;
    return `${this.game}:${s.round}:${s.voting.index}`;
  }

  /** Opens the window when a voting turn is about to begin and a human President may bribe; closes it when not. */
  private checkWindow(): void {
    const wanted = this.windowWanted();
    if (this.window && (wanted === null || wanted.key !== this.window.key)) this.closeWindow(false);
    if (wanted && !this.window && wanted.key !== this.windowDone) {
      const key = wanted.key;
      this.window = { key, president: wanted.president, timer: this.clock.setTimeout(() => this.closeWindow(true), this.bribeWindowMs) };
      this.countdown.start(this.bribeWindowMs);
      this.statusChanged();
    }
  }

  private windowWanted(): { key: string; president: Seat } | null {
    const s = this.session.state;
    if (this.bribeWindowMs <= 0 || this.closedWith !== null || this.paused || s.phase !== 'voting' || !s.voting || s.voting.begun) return null;
    const p = pending(s);
    const president = p.optional.find((o) => o.kinds.includes('bribe'))?.seat;
    const next = p.required[0]?.seat;
    if (president === undefined || next === undefined || next === president || this.session.botOf(president)) return null;
    if (this.passRound === `${this.game}:${s.round}`) return null;
    const key = this.windowKey()!;
    return { key, president };
  }

  private restartWindow(): void {
    const window = this.window!;
    this.clock.clearTimeout(window.timer);
    window.timer = this.clock.setTimeout(() => this.closeWindow(true), this.bribeWindowMs);
    // The window starts again: every screen's countdown too.
    this.countdown.start(this.bribeWindowMs);
    this.statusChanged();
  }

  private closeWindow(done: boolean): void {
    const window = this.window;
    if (!window) return;
    this.clock.clearTimeout(window.timer);
    this.countdown.stop();
    this.window = null;
    if (done) this.windowDone = window.key;
    this.statusChanged();
    this.scheduleBots();
  }

  passBribe(seat: Seat, rest: boolean): void {
    if (rest) this.passRound = `${this.game}:${this.session.state.round}`;
    if (this.window && this.window.president === seat) this.closeWindow(true);
  }

  // ---- Bots, run here with a pause between their actions

  private scheduleBots(): void {
    if (this.botTimer !== null || this.botRunning || this.botFailed || this.paused || this.window || this.closedWith !== null || this.session.finished) return;
    const p = pending(this.session.state);
    const work = p.required.some((d) => this.session.botOf(d.seat)) || p.optional.some((o) => this.session.botOf(o.seat));
    if (!work) return;
    this.botTimer = this.clock.setTimeout(() => void this.runBot(), this.options.botDelayMs ?? 600);
  }

  private async runBot(): Promise<void> {
    this.botTimer = null;
    if (this.paused || this.window || this.closedWith !== null) return;
    this.botRunning = true;
    let acted: 'acted' | 'idle' | 'stale' = 'idle';
    try {
      // A decision that comes back after the host ended or paused the table (or opened a bribe window) is dropped.
      acted = await this.local.step(() => this.closedWith === null && !this.paused && !this.window);
    } catch (error) {
      this.botFailed = true;
      this.line(`a bot failed: ${(error as Error).message}`);
      this.options.onError?.(error);
    } finally {
      this.botRunning = false;
    }
    // After a bot action, or a dropped one, the bots may have more to do; after none, nothing is left.
    if (acted !== 'idle') this.scheduleBots();
  }

  // ---- Status, talk and the host's controls

  status(link: TableStatus['link'] = 'local'): TableStatus {
    const hostSeat = this.options.hostSeat ?? null;
    return {
      seats: this.names.map((_, seat) => ({
        connected: this.holders.has(seat) || seat === hostSeat || this.present.has(seat),
        bot: this.session.botOf(seat) !== null,
        host: seat === hostSeat,
      })),
      paused: this.paused,
      bribeWindow: this.window?.president ?? null,
      bribeWindowLeftMs: this.window ? this.countdown.leftMs : null,
      link,
      closed: this.closedWith,
    };
  }

  private statusMessage(): HostMessage {
    const s = this.status();
    return { type: 'status', seats: s.seats, paused: s.paused, bribeWindow: s.bribeWindow, bribeWindowLeftMs: s.bribeWindowLeftMs };
  }

  private statusChanged(): void {
    const text = JSON.stringify(this.statusMessage());
    for (const conn of this.connections) if (conn.audience !== null) conn.send(text);
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Table talk from a seat (or the host, null), to everyone or one seat; the reason when refused. */
  say(from: Seat | null, to: Seat | null, raw: string): string | null {
    const text = shown(raw.trim(), MAX_TALK);
    if (text === '') return 'say something first';
    if ([...raw].length > MAX_TALK) return `talk lines are at most ${MAX_TALK} characters`;
    if (to !== null && (to < 0 || to >= this.names.length || to === from)) return 'no such player to talk to';
    const key = from ?? 'host';
    let limit = this.talkLimits.get(key);
    if (!limit) this.talkLimits.set(key, (limit = new RateLimit(this.clock, LIMITS.talkPerSecond, LIMITS.talkBurst)));
    if (!limit.take()) return 'slow down: one line every two seconds';
    const line: TalkLine = { step: this.session.state.actionCount, from, to, text };
    const message = JSON.stringify({ type: 'talk', ...line } satisfies HostMessage);
    for (const conn of this.connections) {
      if (conn.audience === null) continue;
      if (to === null || conn.audience === to || conn.audience === from) conn.send(message);
    }
    const hostSeat = this.options.hostSeat ?? null;
    if (to === null || from === null || to === hostSeat || from === hostSeat) this.hostTalk.push(line);
    for (const seat of this.present.keys()) {
      if (to === null || to === seat || from === seat) this.seatTalk.set(seat, [...(this.seatTalk.get(seat) ?? []), line].slice(-500));
    }
    if (to === null) this.line(`${from === null ? 'The host' : shown(this.names[from], 40)} says: ${text}`);
    this.notify();
    return null;
  }

  toggleBot(seat: Seat): void {
    if (seat < 0 || seat >= this.names.length || this.session.record.players[seat].bot) return;
    const handed = this.session.botOf(seat) !== null;
    this.session.standIn(seat, handed ? null : 'heuristic');
    this.line(`${this.names[seat]} is played by ${handed ? 'its player again' : 'a bot'}`);
    this.local.changed();
    this.statusChanged();
  }

  togglePause(): void {
    this.paused = !this.paused;
    this.line(this.paused ? 'the host paused the table' : 'the host resumed the table');
    if (!this.paused) this.checkWindow();
    this.statusChanged();
    this.scheduleBots();
  }

  /** Ends the table for everyone (the game stays saved); `message` tells them how to come back. */
  end(message: string): void {
    if (this.closedWith !== null) return;
    this.closedWith = message;
    if (this.window) this.clock.clearTimeout(this.window.timer);
    this.countdown.stop();
    if (this.botTimer !== null) this.clock.clearTimeout(this.botTimer);
    for (const conn of [...this.connections]) {
      conn.send({ type: 'ended', message });
      conn.close(1001, 'table closed');
      this.drop(conn);
    }
    this.unsubscribe();
    this.notify();
  }

  get canPlayAgain(): boolean {
    return !!this.options.nextSession;
  }

  /** Another game with the same seats and invites. */
  playAgain(): void {
    if (!this.options.nextSession || !this.session.finished || this.closedWith !== null) return;
    this.session = this.options.nextSession(this.session);
    this.local = new LocalTable(this.session);
    this.game += 1;
    this.lastApplied.clear();
    this.windowDone = null;
    this.passRound = null;
    this.cache.clear();
    this.line(`a new game begins (game ${this.game})`);
    this.attach();
    for (const conn of this.connections) if (conn.audience !== null) this.sendUpdate(conn, -1);
    this.statusChanged();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** The host's own terminal: its seat (if any) through the same rules as everyone's, the live table. */
  client(): TableClient & { live: LiveTable } {
    const hostSeat = this.options.hostSeat ?? null;
    const controls: HostControls = {
      toggleBot: (seat) => this.toggleBot(seat),
      togglePause: () => this.togglePause(),
      invites: () => this.options.invites ?? [],
    };
    const live: LiveTable = {
      status: () => this.status(),
      talk: () => this.hostTalk,
      subscribe: (listener) => this.subscribe(listener),
      say: (to, text) => this.say(hostSeat, to, text),
      passBribe: (rest) => {
        if (hostSeat !== null) this.passBribe(hostSeat, rest);
      },
      host: controls,
    };
    return {
      here: hostSeat === null ? [] : [hostSeat],
      port: (audience) => this.hostPort(audience),
      bots: null,
      live,
      notice: () => savingNotice(this.current),
    };
  }

  /**
   * A seat played by screens in this process (over SSH, issue 14), or a spectator (null): the same
   * rules as a network connection's – the seat's own view, its actions checked and paused like
   * theirs, its talk – and shown as connected while `join`ed.
   */
  seatClient(seat: Seat | null): TableClient & { live: LiveTable } {
    const live: LiveTable = {
      status: () => this.status(),
      talk: () => (seat === null ? [] : this.seatTalk.get(seat) ?? []),
      subscribe: (listener) => this.subscribe(listener),
      say: (to, text) => (seat === null ? 'spectators do not talk' : this.say(seat, to, text)),
      passBribe: (rest) => {
        if (seat !== null) this.passBribe(seat, rest);
      },
      host: null,
    };
    return {
      here: seat === null ? [] : [seat],
      port: (audience) => this.hostPort(seat === null ? 'public' : audience === 'public' ? 'public' : seat),
      bots: null,
      live,
      notice: () => null,
    };
  }

  /** A seat's screens in this process opened (`join`) or closed (`leave`): it shows as connected while any is open. */
  join(seat: Seat): void {
    this.present.set(seat, (this.present.get(seat) ?? 0) + 1);
    this.line(`${this.names[seat]} joined over SSH`);
    this.statusChanged();
  }

  leave(seat: Seat): void {
    const open = (this.present.get(seat) ?? 0) - 1;
    if (open > 0) this.present.set(seat, open);
    else this.present.delete(seat);
    this.line(`${this.names[seat]} left`);
    this.statusChanged();
  }

  private hostPort(audience: Audience): SeatPort {
    const local = this.local.port(audience);
    return {
      ...local,
      submit: (action, atStep) => Promise.resolve(audience === 'public' ? refused('not-your-turn', 'the table cannot act') : this.submitFrom(audience, action, atStep)),
    };
  }
}
