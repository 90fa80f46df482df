// A seat (or a spectator) at a network table: the same seat port the screens use at one
// laptop, fed by a host over WebSocket. It trusts the host no more than the host trusts it: every
// message is size-capped, checked against the protocol, its seat numbers checked against the
// table, and every string in it sanitized before anything can draw it. It reconnects by itself
// with backoff, resyncs from the last step it saw, and resends an unanswered action for the same
// step (the host applies it at most once).
import type { TLSSocket } from 'node:tls';
import { WebSocket } from 'ws';
import { publicView, type Action, type GameRecord, type PlayerView, type Seat } from '../engine/index.js';
import { game, canSee, type SeatPort, type SeatSnapshot, type StepLog, type TableClient } from '../session/las-cartas.js';
import type { LiveTable, TableStatus, TalkLine } from '../session/network-table.js';
import { type Audience, type ConnectionStatus, type SubmitResult } from '../session/port.js';
import { noTimer, systemClock, type Clock } from './clock.js';
import { Countdown } from './countdown.js';
import { decode, HostMessageSchema, MAX_HOST_MESSAGE, MAX_TALK, PROTOCOL, tablePath, type HostMessage } from './protocol.js';
import { shown } from '../text/width.js';

export interface Invite {
  /** ws:// or wss:// URL of the seat (or /watch), without the #fragment (ws refuses those). */
  url: string;
  token: string | null;
  /** SHA-256 fingerprint (hex) the host's certificate must have, for a self-signed wss:// host. */
  fingerprint: string | null;
  /** The seat in the URL; null for a spectator. */
  seat: Seat | null;
}

export class InviteError extends Error {}

/**
 * Reads an invite as printed by `junta host` (`junta join ws://…/t/2#TOKEN`, the URL alone, or
 * with `&sha256=HEX` after the token). `watch` turns any of the table's invites into a spectator's.
 */
export function parseInvite(text: string, watch = false): Invite {
  const raw = text.trim().replace(/^junta\s+join\s+/, '');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InviteError(`"${shown(raw, 80)}" is not an invite; it looks like ws://HOST:7310/t/2#TOKEN`);
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new InviteError(`an invite starts with ws:// or wss://, not ${shown(url.protocol, 20)}`);
  const fragment = new URLSearchParams(url.hash.replace(/^#/, '').replace(/^([^&=]+)(?=&|$)/, 'token=$1'));
  const fingerprint = fragment.get('sha256')?.toLowerCase().replace(/:/g, '') ?? null;
  if (fingerprint !== null && !/^[0-9a-f]{64}$/.test(fingerprint)) throw new InviteError('the invite\'s sha256 fingerprint should be 64 hex digits');
  const route = tablePath(url.pathname);
  if (!route) throw new InviteError('the invite\'s path should end in /t/N (a seat) or /watch');
  url.hash = '';
  if (watch) url.pathname = route.table ? `/${route.table}/watch` : '/watch';
  const token = watch ? null : fragment.get('token');
  if (!watch && route.seat === null) throw new InviteError('that is a spectator\'s link: add --watch');
  if (!watch && !token) throw new InviteError('the invite has no token (the part after #); copy the whole line from the host');
  return { url: url.toString(), token, fingerprint, seat: watch ? null : route.seat };
}

export interface JoinOptions {
  invite: Invite;
  clock?: Clock;
  /** Waits before each reconnection attempt (the last repeats). */
  backoffMs?: number[];
  /** Tests and tools: build the socket another way. */
  connect?(url: string, options: ConstructorParameters<typeof WebSocket>[2]): WebSocket;
}

const DEFAULT_BACKOFF = [250, 500, 1000, 2000, 4000, 8000, 10_000];

/** Keys whose numbers are seats: a hostile host must not point them past the table. */
const SEAT_KEYS = new Set([
  'seat', 'owner', 'president', 'recipient', 'hold', 'target', 'attacker', 'from', 'successor', 'by', 'firstRebel', 'declaredRebel',
  'reform', 'myVote', 'to', 'order', 'candidates', 'fraud', 'rebels', 'tiedForPresidency', 'tied', 'votes', 'winners', 'actor',
]);

/** Every seat number in a message is below the number of players (the public view's −1 aside). */
export function seatsInRange(value: unknown, players: number, key = ''): boolean {
  if (typeof value === 'number') return !SEAT_KEYS.has(key) || (value >= 0 && value < players) || (key === 'seat' && value === -1);
  if (Array.isArray(value)) return value.every((v) => seatsInRange(v, players, key));
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => seatsInRange(v, players, k));
  return true;
}

/** Every string in a message through the sanitizer (ids are held to their patterns, so they pass unchanged). */
function sanitizeAll<T>(value: T): T {
  if (typeof value === 'string') return shown(value, 500) as T;
  if (Array.isArray(value)) return value.map(sanitizeAll) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeAll(v)])) as T;
  return value;
}

interface Pending {
  text: string;
  resolve(result: SubmitResult): void;
}

/** Why the table stopped for good: the join command says it and exits. */
/** The table is closed to this client; `mismatch`: the host plays a game or speaks a protocol this version of junta does not. */
export class TableClosed extends Error {
  constructor(message: string, readonly mismatch = false) {
    super(message);
  }
}

const FATAL = new Set(['bad-token', 'version', 'no-spectators', 'replaced', 'fingerprint']);

export class RemoteTable implements TableClient {
  readonly bots = null;
  readonly here: Seat[];
  readonly live: LiveTable;
  private readonly clock: Clock;
  private socket: WebSocket | null = null;
  private link: ConnectionStatus = 'connecting';
  private attempt = 0;
  /** Cancels the pending reconnect. */
  private retry: () => void = noTimer;
  private leaving = false;
  private closedWith: string | null = null;
  private names: string[] = [];
  private game = -1;
  private snapshotNow: SeatSnapshot | null = null;
  private publicNow: SeatSnapshot | null = null;
  private steps: StepLog[] = [];
  private record: GameRecord | null = null;
  /** The seats and the pause as the host last said, and the seat it holds the next turn for (R11's window). */
  private tableStatus: Pick<TableStatus, 'seats' | 'paused'> & { held: Seat | null } = { seats: [], paused: false, held: null };
  /** The hold as the host last said, counted down here on this client's own clock. */
  private readonly countdown: Countdown;
  private talkLines: TalkLine[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly ports = new Map<Audience, SeatPort>();
  private started: { resolve(): void; reject(error: Error): void } | null = null;
  private everConnected = false;
  /** The hold's length the host announced (ms; R11's window). */
  holdMs = 0;
  /** Why the host's last refused messages were refused (kept for `--debug` and tests). */
  readonly refusedMessages: string[] = [];

  /** Every screen says so while the connection is down (the screens go on showing the last view). */
  notice(): string | null {
    return this.everConnected && this.link !== 'connected' && this.link !== 'closed' ? 'The connection to the host is lost – reconnecting…' : null;
  }

  constructor(private readonly options: JoinOptions) {
    this.clock = options.clock ?? systemClock;
    this.countdown = new Countdown(this.clock, () => this.notify());
    this.here = options.invite.seat === null ? [] : [options.invite.seat];
    this.live = {
      status: () => {
        const hold = this.heldOffer();
        return { seats: this.tableStatus.seats, paused: this.tableStatus.paused, hold, holdLeftMs: hold === null ? null : this.countdown.leftMs, link: this.link, closed: this.closedWith };
      },
      talk: () => this.talkLines,
      subscribe: (listener) => this.subscribe(listener),
      say: (to, text) => this.say(to, text),
      passOffer: (rest) => this.send({ type: 'pass-offer', rest }),
      host: null,
    };
  }

  /** Connects; resolves with the first view, rejects when the host refuses or cannot be reached. */
  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.started = { resolve, reject };
      this.open();
    });
  }

  get seat(): Seat | null {
    return this.options.invite.seat;
  }

  get gameNumber(): number {
    return this.game;
  }

  /** The step of the last view received. */
  get step(): number {
    return this.snapshotNow?.step ?? -1;
  }

  /** Leaves the seat (it shows as disconnected; the invite still works). */
  close(): void {
    this.leaving = true;
    this.retry();
    this.socket?.close(1000, 'leaving');
    this.finish('You left the table.');
  }

  /** Drops the connection as a network failure would (tests). */
  dropConnection(): void {
    this.socket?.terminate();
  }

  private open(): void {
    const { invite } = this.options;
    const options = {
      maxPayload: MAX_HOST_MESSAGE,
      perMessageDeflate: false,
      handshakeTimeout: 10_000,
      ...(invite.fingerprint ? { rejectUnauthorized: false } : {}),
    };
    const ws = this.options.connect ? this.options.connect(invite.url, options) : new WebSocket(invite.url, options);
    this.socket = ws;
    ws.on('upgrade', (res) => {
      if (!invite.fingerprint) return;
      const cert = (res.socket as TLSSocket).getPeerCertificate?.();
      const seen = cert?.fingerprint256?.toLowerCase().replace(/:/g, '');
      if (seen !== invite.fingerprint) {
        // Before the hello: the token never reaches a host with another certificate.
        this.fatal('the host\'s certificate does not match the invite\'s fingerprint; ask the host for a new invite');
        ws.terminate();
      }
    });
    ws.on('open', () => {
      if (this.socket !== ws || this.closedWith !== null) return;
      const hello = { type: 'hello', protocol: PROTOCOL, ...(invite.token ? { token: invite.token } : {}), ...(this.game >= 0 ? { game: this.game } : {}), since: this.step };
      ws.send(JSON.stringify(hello));
    });
    ws.on('message', (data, binary) => {
      if (this.socket !== ws || binary) return;
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      this.receive(text);
    });
    ws.on('error', (error) => {
      if (this.socket === ws && !this.everConnected && this.started) {
        this.fatal(`could not reach ${invite.url}: ${shown((error as NodeJS.ErrnoException).code ?? error.message, 80)}`);
      }
    });
    ws.on('close', () => {
      if (this.socket !== ws) return;
      this.socket = null;
      if (this.leaving || this.closedWith !== null) return;
      this.setLink('reconnecting');
      const backoff = this.options.backoffMs ?? DEFAULT_BACKOFF;
      const wait = backoff[Math.min(this.attempt, backoff.length - 1)];
      this.attempt += 1;
      this.retry = this.clock.after(wait, () => this.open());
    });
  }

  private receive(text: string): void {
    const decoded = decode<HostMessage>(HostMessageSchema, text);
    if (!decoded.ok) return this.refuse(decoded.reason);
    const message = sanitizeAll(decoded.value);
    if (message.type !== 'welcome' && this.names.length > 0 && !seatsInRange(message, this.names.length)) return this.refuse('a seat number past the table');
    switch (message.type) {
      case 'welcome': {
        if (message.seat !== this.seat || !seatsInRange(message, message.names.length)) {
          return this.fatal('the host answered for another seat');
        }
        if (message.rules !== game.recordFormat) {
          return this.fatal(`this table plays ${message.rules} (its record format), which this version of junta cannot play: use the same version of junta as the host`, true);
        }
        this.names = message.names;
        this.holdMs = message.holdMs;
        this.attempt = 0;
        this.everConnected = true;
        this.setLink('connected');
        // What was sent and not answered goes again, for the same step: the host applies it at most once.
        for (const entry of this.pending.values()) this.socket?.send(entry.text);
        return;
      }
      case 'update':
        return this.update(message);
      case 'status': {
        if (message.seats.length !== this.names.length) return;
        this.tableStatus = { seats: message.seats, paused: message.paused, held: message.hold };
        if (message.hold !== null && message.holdLeftMs !== null) this.countdown.start(message.holdLeftMs);
        else this.countdown.stop();
        return this.notify();
      }
      case 'result': {
        const entry = this.pending.get(message.id);
        if (!entry) return;
        this.pending.delete(message.id);
        const error = message.error ?? (message.step === undefined ? { code: 'malformed', message: 'an empty answer' } : null);
        return entry.resolve(error ? { ok: false, error: error as never } : { ok: true, step: message.step! });
      }
      case 'talk': {
        this.talkLines = [...this.talkLines, { step: message.step, from: message.from, to: message.to, text: shown(message.text, MAX_TALK) }].slice(-500);
        return this.notify();
      }
      case 'reveal':
        if (message.game === this.game && this.snapshotNow?.finished) {
          this.record = message.record;
          this.notify();
        }
        return;
      case 'error':
        if (FATAL.has(message.code)) this.fatal(message.message, message.code === 'version');
        return;
      case 'ended':
        return this.fatal(message.message);
    }
  }

  private refuse(reason: string): void {
    this.refusedMessages.push(reason);
    if (this.refusedMessages.length > 20) this.refusedMessages.shift();
  }

  private update(message: Extract<HostMessage, { type: 'update' }>): void {
    const view = message.view;
    const me = this.seat ?? -1;
    if (view.seat !== me || view.players.length !== this.names.length) return;
    if (message.game !== this.game) {
      this.game = message.game;
      this.steps = [];
      this.record = null;
      this.talkLines = [];
    }
    const last = this.steps.at(-1)?.step ?? -1;
    for (const step of message.log) if (step.step > last && step.step <= message.step) this.steps.push(step);
    this.snapshotNow = { audience: this.seat ?? 'public', step: message.step, view, finished: message.finished };
    this.publicNow = null;
    if (this.started) {
      this.started.resolve();
      this.started = null;
    }
    this.notify();
  }

  private fatal(message: string, mismatch = false): void {
    if (this.started) {
      this.started.reject(new TableClosed(message, mismatch));
      this.started = null;
    }
    this.finish(message);
    this.socket?.close(1000, 'closed');
  }

  private finish(message: string): void {
    if (this.closedWith !== null) return;
    this.closedWith = message;
    this.retry();
    this.countdown.stop();
    this.link = 'closed';
    for (const entry of this.pending.values()) entry.resolve({ ok: false, error: { code: 'disconnected', message } });
    this.pending.clear();
    this.notify();
  }

  private setLink(link: ConnectionStatus): void {
    this.link = link;
    this.notify();
  }

  private send(message: object): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN || this.link !== 'connected') return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private say(to: Seat | null, raw: string): string | null {
    const text = raw.trim();
    if (text === '') return 'say something first';
    if ([...text].length > MAX_TALK) return `talk lines are at most ${MAX_TALK} characters`;
    if (this.seat === null) return 'spectators cannot talk';
    if (!this.send({ type: 'talk', to, text })) return 'not connected to the host';
    return null;
  }

  private subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private submit(action: Action, atStep: number): Promise<SubmitResult> {
    if (this.closedWith !== null) return Promise.resolve({ ok: false, error: { code: 'disconnected', message: this.closedWith } });
    const id = this.nextId++;
    const text = JSON.stringify({ type: 'action', id, step: atStep, action });
    return new Promise((resolve) => {
      this.pending.set(id, { text, resolve });
      // Unsent now, it goes after the next welcome.
      if (this.socket?.readyState === WebSocket.OPEN && this.link === 'connected') this.socket.send(text);
    });
  }

  private snapshotFor(audience: Audience): SeatSnapshot {
    const own = this.snapshotNow;
    if (!own) throw new Error('no view yet: wait for start()');
    if (audience !== 'public') return own;
    this.publicNow ??= { ...own, audience: 'public', view: own.view.seat < 0 ? own.view : publicView(own.view) };
    return this.publicNow;
  }

  /** A seat's port (or the public one); only after start() resolved, when the names are known. */
  port(audience: Audience): SeatPort {
    if (audience !== 'public' && audience !== this.seat) throw new Error(`this terminal holds seat ${String(this.seat)}, not ${audience}`);
    const known = this.ports.get(audience);
    if (known) return known;
    const table = this.names;
    const port: SeatPort = {
      audience,
      names: table,
      snapshot: () => this.snapshotFor(audience),
      log: (since = -1) => this.steps
        .filter((s) => s.step > since)
        .map((s) => (audience === 'public' ? { ...s, events: s.events.filter((e) => canSee(e, 'public')) } : s)),
      subscribe: (listener) => this.subscribe(listener),
      submit: (action, atStep) => (audience === 'public'
        ? Promise.resolve({ ok: false, error: { code: 'not-your-turn', message: 'a spectator cannot act' } })
        : this.submit(action, atStep)),
      status: () => this.link,
      reveal: () => this.record,
    };
    this.ports.set(audience, port);
    return port;
  }

  /**
   * The offer the host holds the next turn for, in the game's words, read from this terminal's
   * view: null until the view that shows the offer has come (the host sends the status first).
   */
  private heldOffer(): TableStatus['hold'] {
    const seat = this.tableStatus.held;
    const view = this.snapshotNow?.view;
    if (seat === null || !view) return null;
    const offer = game.rules.pendingInView(view).optional.find((o) => o.seat === seat);
    return offer ? { seat, key: offer.key, label: offer.label, role: offer.role } : null;
  }

  /** The view of this terminal's seat (or the public one). */
  view(): PlayerView | null {
    return this.snapshotNow?.view ?? null;
  }
}
