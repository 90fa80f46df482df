// A seat (or a spectator) at a network table: the same seat port the screens use at one
// laptop, fed by a host over WebSocket. It trusts the host no more than the host trusts it: every
// message is size-capped, checked against the protocol, its seat numbers checked against the
// table, and every string in it sanitized before anything can draw it. It reconnects by itself
// with backoff, resyncs from the last step it saw, and resends an unanswered action for the same
// step (the host applies it at most once). The host's welcome names the game (its record format):
// the client finds it in the registry, loads its module and decodes everything after with that
// game's schemas; a game it does not know closes the table to it.
import type { TLSSocket } from 'node:tls';
import seedrandom from 'seedrandom';
import { WebSocket } from 'ws';
import type { GameModule } from '../core/game.js';
import type { GameRegistry } from '../core/registry.js';
import type { Seat } from '../core/types.js';
import type { TableClient } from '../session/local-table.js';
import type { LiveTable, TalkLine } from '../session/network-table.js';
import { type Audience, type ConnectionStatus, type SeatPort, type SeatSnapshot, type StepLog, type SubmitResult } from '../session/port.js';
import { noTimer, systemClock, type Clock } from './clock.js';
import { ClientStatus } from './client-status.js';
import { decode, loadTableSchemas, MAX_HOST_MESSAGE, MAX_TALK, OpeningSchema, PROTOCOL, type HostMessage, type TableSchemas } from './protocol.js';
import { shown } from '../text/width.js';
import { sanitizeAll, seatKeysOf, seatsInRange } from './host-checks.js';
import type { Invite } from './invite-url.js';

export { InviteError, parseInvite, type Invite } from './invite-url.js';
export { seatsInRange };

export interface JoinOptions {
  invite: Invite;
  clock?: Clock;
  /** Waits before each reconnection attempt (the last repeats). */
  backoffMs?: number[];
  /** The games this client can play: the program's registry (tests give their own). */
  games: GameRegistry;
  /** Tests and tools: build the socket another way. */
  connect?(url: string, options: ConstructorParameters<typeof WebSocket>[2]): WebSocket;
}

const DEFAULT_BACKOFF = [250, 500, 1000, 2000, 4000, 8000, 10_000];

interface Pending {
  text: string;
  resolve(result: SubmitResult): void;
}

/** Why the table stopped for good (the join command says it and exits): the table is closed to this client; `mismatch`: the host plays a game or speaks a protocol this version of junta does not. */
export class TableClosed extends Error {
  constructor(message: string, readonly mismatch = false) {
    super(message);
  }
}

const FATAL = new Set(['bad-token', 'version', 'no-spectators', 'replaced', 'fingerprint']);

/** The game a table plays, once its welcome named it: its module, its protocol schemas and the fields of its messages whose numbers are seats. */
interface TableGame<A, V, E, R> {
  format: string;
  module: GameModule<unknown, A, V, E, R, unknown>;
  schemas: TableSchemas;
  seatKeys: ReadonlySet<string>;
}

/** `A`, `V`, `E`, `R`: the game's action, view, event and record; the host's welcome decides which game it is. */
export class RemoteTable<A = unknown, V = unknown, E = unknown, R = unknown> implements TableClient<A, V, E, R> {
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
  /** The game, once the first welcome named it and its module loaded. */
  private played: TableGame<A, V, E, R> | null = null;
  /** Frames that came while the game's module loaded, in order; null when none is loading. */
  private inbox: string[] | null = null;
  private snapshotNow: SeatSnapshot<V> | null = null;
  private publicNow: SeatSnapshot<V> | null = null;
  private steps: StepLog<E>[] = [];
  private record: R | null = null;
  /** The table's status as the host last said, its waits counted down here (client-status.ts). */
  private readonly tableStatus: ClientStatus;
  private talkLines: TalkLine[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private readonly ports = new Map<Audience, SeatPort<A, V, E, R>>();
  private started: { resolve(): void; reject(error: Error): void } | null = null;
  private everConnected = false;
  /** The hold's length the host announced (ms; R11's window). */
  holdMs = 0;
  /** The window time the host announced (ms; V30): a window unanswered for so long passes. 0: no limit. */
  windowMs = 0;
  /** The game's title as the host's welcome names it (sanitized). */
  title = '';
  /** Why the host's last refused messages were refused (kept for `--debug` and tests). */
  readonly refusedMessages: string[] = [];

  /** Every screen says so while the connection is down (the screens go on showing the last view). */
  notice(): string | null {
    return this.everConnected && this.link !== 'connected' && this.link !== 'closed' ? 'The connection to the host is lost – reconnecting…' : null;
  }

  constructor(private readonly options: JoinOptions) {
    this.clock = options.clock ?? systemClock;
    this.tableStatus = new ClientStatus(this.clock, () => this.notify());
    this.here = options.invite.seat === null ? [] : [options.invite.seat];
    this.live = {
      status: () => {
        const view = this.snapshotNow?.view;
        return this.tableStatus.read(view !== undefined && this.played ? this.played.module.rules.pendingInView(view) : null, this.link, this.closedWith);
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

  /** The game's module, once start() resolved (the host's welcome named it). */
  get module(): GameModule<unknown, A, V, E, R, unknown> {
    if (!this.played) throw new Error('no game yet: wait for start()');
    return this.played.module;
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
    if (this.inbox) return void this.inbox.push(text);
    if (!this.played) return this.opening(text);
    const decoded = decode<HostMessage<V, E, R>>(this.played.schemas.host, text);
    if (!decoded.ok) return this.refuse(decoded.reason);
    const message = sanitizeAll(decoded.value);
    if (message.type !== 'welcome' && this.names.length > 0 && !seatsInRange(message, this.names.length, this.played.seatKeys)) return this.refuse('a seat number past the table');
    switch (message.type) {
      case 'welcome':
        return this.welcome(message);
      case 'update':
        return this.update(message);
      case 'status': {
        if (message.seats.length !== this.names.length) return;
        this.tableStatus.heard(message);
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

  /** The first frames, before the game is known: the welcome names it (its module loads, later frames wait), or the host refuses this client. */
  private opening(text: string): void {
    const decoded = decode<Extract<HostMessage, { type: 'welcome' | 'error' | 'ended' }>>(OpeningSchema, text);
    // Before the welcome nothing else may come: a first frame this version cannot read will not be
    // followed by one it can, so the client stops rather than wait (a host of another version).
    if (!decoded.ok) return this.fatal(`the host's welcome is not one this version of junta reads (${decoded.reason}): use the same version of junta as the host`, true);
    const message = sanitizeAll(decoded.value);
    if (message.type === 'error') {
      if (FATAL.has(message.code)) this.fatal(message.message, message.code === 'version');
      return;
    }
    if (message.type === 'ended') return this.fatal(message.message);
    const entry = this.options.games.byFormat(message.rules);
    if (!entry) return this.cannotPlay(message.rules, message.title);
    const queued: string[] = [];
    this.inbox = queued;
    void (async () => {
      const module = await entry.load() as GameModule<unknown, A, V, E, R, unknown>;
      return { format: entry.recordFormat, module, schemas: await loadTableSchemas(module), seatKeys: seatKeysOf(await module.wire()) };
    })().then((played) => {
      this.played = played;
      this.inbox = null;
      this.welcome(message);
      for (const frame of queued) this.receive(frame);
    }, (error: unknown) => {
      this.inbox = null;
      this.fatal(`could not load the game ${message.rules}: ${shown((error as Error).message, 200)}`);
    });
  }

  /** The one line a client says of a game it does not know: its title as the host names it, and its record format. */
  private cannotPlay(format: string, title: string): void {
    this.fatal(`this table plays ${shown(title, 80)} (record format ${format}), which this version of junta cannot play: use the same version of junta as the host`, true);
  }

  private welcome(message: Extract<HostMessage, { type: 'welcome' }>): void {
    if (message.seat !== this.seat || !seatsInRange(message, message.names.length)) {
      return this.fatal('the host answered for another seat');
    }
    if (message.rules !== this.played?.format) return this.cannotPlay(message.rules, message.title);
    this.names = message.names;
    this.holdMs = message.holdMs;
    this.windowMs = message.windowMs;
    this.title = message.title;
    this.attempt = 0;
    this.everConnected = true;
    this.setLink('connected');
    // What was sent and not answered goes again, for the same step: the host applies it at most once.
    for (const entry of this.pending.values()) this.socket?.send(entry.text);
  }

  private refuse(reason: string): void {
    this.refusedMessages.push(reason);
    if (this.refusedMessages.length > 20) this.refusedMessages.shift();
  }

  private update(message: Extract<HostMessage<V, E, R>, { type: 'update' }>): void {
    const view = message.view;
    if (!this.fits(view)) return;
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

  /**
   * Whether a view is one for this terminal: where the game's view names its seat (−1: the public)
   * and lists its players, as Las Cartas' does, they agree with this table.
   */
  private fits(view: V): boolean {
    const shape = view as { seat?: unknown; players?: unknown };
    if (shape.seat !== undefined && shape.seat !== (this.seat ?? -1)) return false;
    return !Array.isArray(shape.players) || shape.players.length === this.names.length;
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
    this.tableStatus.stop();
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

  private submit(action: A, atStep: number): Promise<SubmitResult> {
    if (this.closedWith !== null) return Promise.resolve({ ok: false, error: { code: 'disconnected', message: this.closedWith } });
    const id = this.nextId++;
    const text = JSON.stringify({ type: 'action', id, step: atStep, action });
    return new Promise((resolve) => {
      this.pending.set(id, { text, resolve });
      // Unsent now, it goes after the next welcome.
      if (this.socket?.readyState === WebSocket.OPEN && this.link === 'connected') this.socket.send(text);
    });
  }

  private snapshotFor(audience: Audience): SeatSnapshot<V> {
    const own = this.snapshotNow;
    if (!own || !this.played) throw new Error('no view yet: wait for start()');
    if (audience !== 'public' || this.seat === null) return own;
    // The public view of a state consistent with the seat's view is the table's (what the seat was not shown is in no public view).
    const rules = this.played.module.rules;
    this.publicNow ??= { ...own, audience: 'public', view: rules.publicView(rules.determinize(own.view, seedrandom('public-view'))) };
    return this.publicNow;
  }

  /** A seat's port (or the public one); only after start() resolved, when the names are known. */
  port(audience: Audience): SeatPort<A, V, E, R> {
    if (audience !== 'public' && audience !== this.seat) throw new Error(`this terminal holds seat ${String(this.seat)}, not ${audience}`);
    const known = this.ports.get(audience);
    if (known) return known;
    const table = this.names;
    if (!this.played) throw new Error('no game yet: wait for start()');
    const rules = this.played.module.rules;
    const port: SeatPort<A, V, E, R> = {
      audience,
      names: table,
      snapshot: () => this.snapshotFor(audience),
      log: (since = -1) => this.steps
        .filter((s) => s.step > since)
        .map((s) => (audience === 'public' ? { ...s, events: s.events.filter((e) => rules.visibleTo(e, 'public')) } : s)),
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

  /** The view of this terminal's seat (or the public one). */
  view(): V | null {
    return this.snapshotNow?.view ?? null;
  }
}
