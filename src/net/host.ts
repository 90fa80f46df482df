// The host of a network table: the only process that holds the game. Behind it, each concept has
// its own module: the connections and what they send (dispatch.ts: a seat proved by its token, from
// then on every request answered as that seat – its view and the events it may see, R5), the hold
// of the next turn for a human seat's offer (hold.ts: R11's bribe window), the time a human seat has
// to answer a play-or-pass window or another timed decision (window-time.ts: V30, R15, B68), the bots' pace (pacing.ts), table
// talk (talk.ts), the host's terminal and controls (controls.ts) and the seats played by screens in
// this process (seats-here.ts). The table itself applies actions through the session like any other
// (a stale step is refused, so a resent action applies at most once), sends each audience its
// updates, and lets the host hand a seat to a bot, pause, end the table and play again. Sockets are
// not its business: a Peer is anything that sends text.
import type { Offer } from '../core/game.js';
import type { Seat } from '../core/types.js';
import { timedOutLine, type Audience, type SeatPort, type SubmitError, type SubmitResult } from '../session/port.js';
import { isTimed, timedWindow, type InviteLine, type LiveTable, type TableStatus } from '../session/network-table.js';
import { LocalTable, type TableClient } from '../session/local-table.js';
import type { Session, SessionRecord } from '../session/runner.js';
import { defaultBotOf } from '../session/plan.js';
import { visible } from '../text/sanitize.js';
import { shown } from '../text/width.js';
import { OfferHold } from './hold.js';
import { WindowTime } from './window-time.js';
import { decidedTogether } from './together.js';
import { systemClock, type Clock } from './clock.js';
import { encodeUpdate, type Claim, type Connection, type Peer } from './connection.js';
import { hostClient, type HostedFace } from './controls.js';
import { Connections, type ConnectionHandle, type Desk } from './dispatch.js';
import { BotPacer } from './pacing.js';
import { loadTableSchemas, type HostMessage, type TableSchemas } from './protocol.js';
import { SeatsHere, seatClient } from './seats-here.js';
import { TableTalk } from './talk.js';

export { LIMITS } from './limits.js';
export { encodeUpdate, type Claim, type Peer } from './connection.js';

/** A hosted table's settings, over its game's types. */
export interface HostedOptions<S = unknown, A = unknown, V = unknown, E = unknown, L = unknown, R extends SessionRecord<A> = SessionRecord<A>> {
  /** How long the table holds a moment for a human seat's offer (R11's bribe window), ms; 0: never. */
  holdMs?: number;
  /** How long a human seat has to answer a play-or-pass window before it passes (V30, R15), ms; 0 (the default): no limit. */
  windowMs?: number;
  session: Session<S, A, V, E, L, R>;
  /** Each human seat's token; null where a bot plays. */
  tokens: readonly (string | null)[];
  clock?: Clock;
  /** The pause before each bot action, ms. */
  botDelayMs?: number;
  spectators?: boolean;
  /** The seat the host plays at its own terminal. */
  hostSeat?: Seat | null;
  /** Another game with the same seats; absent where it is not offered. */
  nextSession?(previous: Session<S, A, V, E, L, R>): Session<S, A, V, E, L, R>;
  /** One line per event for a log (headless mode): public events, connections, public talk. */
  onLine?(line: string): void;
  /** The invite lines, for the host's screen. */
  invites?: InviteLine[];
  /** Called when a bot action fails (a bug); the table stops running bots. */
  onError?(error: unknown): void;
}

const refused = (code: SubmitError['code'], message: string): SubmitResult => ({ ok: false, error: { code, message } as SubmitError });

export class HostedTable<S = unknown, A = unknown, V = unknown, E = unknown, L = unknown, R extends SessionRecord<A> = SessionRecord<A>> {
  private session: Session<S, A, V, E, L, R>;
  private local: LocalTable<S, A, V, E, L, R>;
  private game = 1;
  private readonly listeners = new Set<() => void>();
  private readonly lastApplied = new Map<Seat, { atStep: number; action: string; step: number }>();
  private unsubscribe: () => void = () => {};
  private paused = false;
  private closedWith: string | null = null;
  private logged = 0;
  /** Each update's bytes by audience and first step, until the game changes. */
  private readonly cache = new Map<string, string>();
  private readonly hostSeat: Seat | null;
  private readonly connections: Connections;
  private readonly hold: OfferHold;
  private readonly windows: WindowTime;
  private readonly bots: BotPacer;
  private readonly talk: TableTalk;
  private readonly here = new SeatsHere();
  /** What the screens here reach of the table (controls.ts, seats-here.ts). */
  private readonly face: HostedFace<A, V, E, R>;

  /**
   * Sets a table up: its game's protocol schemas are built from the game's wire first (loaded on
   * demand), since every message from a client is read with them.
   */
  static async open<S, A, V, E, L, R extends SessionRecord<A>>(options: HostedOptions<S, A, V, E, L, R>): Promise<HostedTable<S, A, V, E, L, R>> {
    return new HostedTable(options, await loadTableSchemas(options.session.game));
  }

  private constructor(private readonly options: HostedOptions<S, A, V, E, L, R>, private readonly schemas: TableSchemas) {
    this.session = options.session;
    this.hostSeat = options.hostSeat ?? null;
    const clock = options.clock ?? systemClock;
    this.local = new LocalTable(this.session);
    this.hold = new OfferHold(clock, options.holdMs ?? 5000, {
      changed: () => this.statusChanged(),
      closed: () => {
        this.timeWindows();
        this.bots.schedule();
      },
      second: () => this.notify(),
    });
    this.windows = new WindowTime(clock, options.windowMs ?? 0, {
      changed: () => this.statusChanged(),
      expired: (seat) => this.windowExpired(seat),
      second: () => this.notify(),
    });
    this.bots = new BotPacer(clock, options.botDelayMs ?? 600, {
      free: () => this.closedWith === null && !this.paused && this.hold.seat === null,
      work: () => {
        if (this.session.finished) return false;
        const p = this.session.pending();
        return p.required.some((d) => this.session.botOf(d.seat) || this.session.forcedAction(d.seat) !== null) || p.optional.some((o) => this.session.botOf(o.seat));
      },
      step: (still) => this.local.step(still),
      failed: (error) => {
        this.line(`a bot failed: ${(error as Error).message}`);
        this.options.onError?.(error);
      },
    });
    this.connections = new Connections(this.desk(), clock, { tokens: options.tokens, spectators: !!options.spectators });
    this.talk = new TableTalk(clock, this.hostSeat, {
      names: () => this.names,
      step: () => this.session.actionCount,
      broadcast: (text, to) => this.connections.broadcast(text, to),
      seatsHere: () => this.here.seats(),
      line: (text) => this.line(text),
      notify: () => this.notify(),
    });
    const table = this;
    this.face = {
      get current() {
        return table.session;
      },
      status: () => this.status(),
      subscribe: (listener) => this.subscribe(listener),
      say: (from, to, text) => this.say(from, to, text),
      passOffer: (seat, rest) => this.passOffer(seat, rest),
      toggleBot: (seat) => this.toggleBot(seat),
      togglePause: () => this.togglePause(),
      hostPort: (audience) => this.hostPort(audience),
    };
    this.attach();
  }

  /** What the connections ask of the table. */
  private desk(): Desk {
    const table = this;
    return {
      get names() {
        return table.names;
      },
      get gameNumber() {
        return table.game;
      },
      holdMs: this.hold.ms,
      windowMs: this.windows.ms,
      title: this.session.game.title,
      rules: this.session.record.format,
      clientSchema: this.schemas.client,
      closedWith: () => this.closedWith,
      line: (text) => this.line(text),
      update: (conn, since) => this.sendUpdate(conn, since),
      statusMessage: () => this.statusMessage(),
      statusChanged: () => this.statusChanged(),
      submitFrom: (seat, action, atStep) => this.submitFrom(seat, action as A, atStep),
      say: (from, to, text) => this.say(from, to, text),
      passOffer: (seat, rest) => this.passOffer(seat, rest),
    };
  }

  get names(): string[] {
    return this.local.names;
  }

  get gameNumber(): number {
    return this.game;
  }

  get current(): Session<S, A, V, E, L, R> {
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
    this.bots.schedule();
  }

  /**
   * A new connection claiming a seat (or to watch); it gets nothing until it identifies itself
   * (dispatch.ts), and silent connections cannot keep a seat out.
   */
  connect(peer: Peer, claim: Claim): ConnectionHandle {
    return this.connections.connect(peer, claim);
  }

  // ---- The game

  /** An action from a seat: the table's rules first (closed, paused, a hold for another seat's offer, bots), then the session's. */
  submitFrom(seat: Seat, action: A, atStep: number): SubmitResult {
    if (this.closedWith !== null) return refused('disconnected', 'the table is closed');
    const text = JSON.stringify(action);
    const last = this.lastApplied.get(seat);
    // The same action resent for the same step (its answer was lost): it was applied once already.
    if (last && last.atStep === atStep && last.action === text) return { ok: true, step: last.step };
    if (this.paused) return refused('paused', 'the host has paused the table');
    if (this.session.botOf(seat)) return refused('not-your-turn', 'a bot plays this seat now');
    const held = this.hold.offer;
    if (held !== null && held.seat !== seat) return refused('waiting', `waiting for ${this.names[held.seat]}, ${held.role}, to ${held.label} or pass`);
    const result = this.local.submitAs(seat, action, decidedTogether(this.session, seat, atStep));
    if (result.ok) {
      this.lastApplied.set(seat, { atStep, action: text, step: result.step });
      this.hold.restartFor(seat);
    }
    return result;
  }

  private changed(): void {
    this.cache.clear();
    this.emitLines();
    this.checkWindow();
    for (const conn of this.connections.identified()) this.sendUpdate(conn, conn.sentStep);
    this.notify();
    this.bots.schedule();
  }

  private sendUpdate(conn: Connection, since: number): void {
    const audience = conn.audience!;
    const port = this.local.port(audience);
    const step = this.session.actionCount;
    const from = Math.min(since, step);
    const key = `${String(audience)}:${from}`;
    let text = this.cache.get(key);
    if (text === undefined) {
      // The bytes are kept (cache), not the view: it is garbage once encoded.
      text = encodeUpdate(this.game, this.local.snapshotToEncode(audience), port.log(from));
      this.cache.set(key, text);
    }
    conn.sentStep = step;
    conn.send(text);
    if (this.session.finished) {
      const record = port.reveal();
      if (record) conn.send({ type: 'reveal', game: this.game, record });
    }
  }

  private emitLines(): void {
    if (!this.options.onLine) return;
    const log = this.local.port('public').log(this.logged - 1);
    const rules = this.session.game.rules;
    for (const step of log) {
      for (const event of step.events) if (rules.visibleTo(event, 'public')) this.line(visible(rules.describeEvent(event, this.names.map((n) => shown(n, 40)))));
    }
    this.logged = this.session.actionCount + 1;
  }

  private line(text: string): void {
    this.options.onLine?.(text);
  }

  /** The offers the game makes now (R11's bribe). */
  private offers(): Offer[] {
    return this.session.pending().optional;
  }

  /**
   * Opens or closes the hold the game's offers ask for at the moment the game is at (R11's window),
   * then times the play-or-pass windows the game asks now (none while anything holds the table).
   */
  private checkWindow(): void {
    this.hold.check(this.offers(), this.game, this.closedWith !== null || this.paused, (seat) => this.session.botOf(seat) !== null);
    this.timeWindows();
  }

  /** Times the windows the game asks now: none while the table is paused, closed or held for an offer. */
  private timeWindows(): void {
    const held = this.closedWith !== null || this.paused || this.hold.seat !== null;
    this.windows.check(this.session.finished ? [] : this.session.required(), this.game, this.session.actionCount, held, (seat) => this.session.botOf(seat) !== null);
  }

  /**
   * A window's time ran out before its seat answered: the decision's time-out action (B68: "ready"),
   * which every log marks as taken for the seat, else the window's own pass (V30: no one played).
   */
  private windowExpired(seat: Seat): void {
    const decision = this.session.finished ? undefined : this.session.required().find((d) => d.seat === seat && isTimed(d));
    const timeout = decision?.timeout;
    const action = timeout?.action ?? decision?.window?.pass;
    if (action === undefined) return;
    const result = this.local.submitAs(seat, action, this.session.actionCount, timeout?.label);
    if (result.ok) this.line(timeout ? visible(timedOutLine(shown(this.names[seat], 40), timeout.label)) : `${this.names[seat]} did not answer in time: a pass`);
  }

  /** The held seat passes on its offer, now or for the rest of the hold's span (R11: the round). */
  passOffer(seat: Seat, rest: boolean): void {
    this.hold.pass(seat, rest);
  }

  // ---- Status, talk and the host's controls

  status(link: TableStatus['link'] = 'local'): TableStatus {
    const hostSeat = this.hostSeat;
    return {
      seats: this.names.map((_, seat) => ({
        connected: this.connections.holds(seat) || seat === hostSeat || this.here.has(seat),
        bot: this.session.botOf(seat) !== null,
        host: seat === hostSeat,
      })),
      paused: this.paused,
      hold: this.holdShown(),
      holdLeftMs: this.hold.leftMs,
      window: this.windowShown(),
      windowLeftMs: this.windows.leftMs,
      link,
      closed: this.closedWith,
    };
  }

  /** The held offer as a status shows it. */
  private holdShown(): TableStatus['hold'] {
    const offer = this.hold.offer;
    return offer && { seat: offer.seat, key: offer.key, label: offer.label, role: offer.role };
  }

  /** The windows timed now as a status shows them: the seats asked and what they may play (public: a window asks by role, V30). */
  private windowShown(): TableStatus['window'] {
    return this.session.finished ? null : timedWindow(this.session.required(), this.windows.seats);
  }

  private statusMessage(): HostMessage<V, E, R> {
    const s = this.status();
    return {
      type: 'status', seats: s.seats, paused: s.paused, hold: s.hold?.seat ?? null, holdLeftMs: s.holdLeftMs,
      window: s.window?.seats ?? [], windowLeftMs: s.windowLeftMs ?? null,
    };
  }

  private statusChanged(): void {
    this.connections.broadcast(JSON.stringify(this.statusMessage()));
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Table talk from a seat (or the host, null), to everyone or one seat; the reason when refused. */
  say(from: Seat | null, to: Seat | null, raw: string): string | null {
    return this.talk.say(from, to, raw);
  }

  toggleBot(seat: Seat): void {
    if (seat < 0 || seat >= this.names.length || this.session.record.players[seat].bot) return;
    const handed = this.session.botOf(seat) !== null;
    this.session.standIn(seat, handed ? null : defaultBotOf(this.session.game));
    this.line(`${this.names[seat]} is played by ${handed ? 'its player again' : 'a bot'}`);
    this.local.changed();
    this.statusChanged();
  }

  togglePause(): void {
    this.paused = !this.paused;
    this.line(this.paused ? 'the host paused the table' : 'the host resumed the table');
    if (this.paused) this.timeWindows();
    else this.checkWindow();
    this.statusChanged();
    this.bots.schedule();
  }

  /** Ends the table for everyone (the game stays saved); `message` tells them how to come back. */
  end(message: string): void {
    if (this.closedWith !== null) return;
    this.closedWith = message;
    this.hold.stop();
    this.windows.stop();
    this.bots.stop();
    this.connections.endAll(message);
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
    this.hold.reset();
    this.cache.clear();
    this.line(`a new game begins (game ${this.game})`);
    this.attach();
    for (const conn of this.connections.identified()) this.sendUpdate(conn, -1);
    this.statusChanged();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** The host's own terminal: its seat (if any) through the same rules as everyone's, the live table. */
  client(): TableClient<A, V, E, R> & { live: LiveTable } {
    return hostClient(this.face, this.hostSeat, () => this.talk.host, () => this.options.invites ?? []);
  }

  /** A seat played by screens in this process (over SSH), or a spectator (null): see seats-here.ts. */
  seatClient(seat: Seat | null): TableClient<A, V, E, R> & { live: LiveTable } {
    return seatClient(this.face, seat, (s) => this.talk.ofSeat(s));
  }

  /** A seat's screens in this process opened (`join`) or closed (`leave`): it shows as connected while any is open. */
  join(seat: Seat): void {
    this.here.join(seat);
    this.line(`${this.names[seat]} joined over SSH`);
    this.statusChanged();
  }

  leave(seat: Seat): void {
    this.here.leave(seat);
    this.line(`${this.names[seat]} left`);
    this.statusChanged();
  }

  private hostPort(audience: Audience): SeatPort<A, V, E, R> {
    const local = this.local.port(audience);
    return {
      ...local,
      submit: (action, atStep) => Promise.resolve(audience === 'public' ? refused('not-your-turn', 'the table cannot act') : this.submitFrom(audience, action, atStep)),
    };
  }
}
