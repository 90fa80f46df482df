// The local table: one live session of any game seen through seat ports (architecture.md, "The
// live table"), with the bots that play at it. Pass-and-play screens, spectators and a
// network host use it alike; it reads the game only through the session's module.
import type { Seat } from '../core/types.js';
import type { Audience, SeatPort, SeatSnapshot, StepLog, SubmitResult } from './port.js';
import type { LiveTable } from './network-table.js';
import type { Session, SessionRecord } from './runner.js';

/** Runs the bots' decisions, one at a time, so the screens can pace them. */
export interface BotDriver {
  isBot(seat: Seat): boolean;
  /**
   * At most one bot action; 'acted' when one was applied, 'stale' when a bot's decision was dropped
   * (the game moved on while it thought, or `still` said no): ask again.
   */
  step(still?: () => boolean): Promise<'acted' | 'idle' | 'stale'>;
}

export class LocalTable<S, A, V, E, L, R extends SessionRecord<A>> implements BotDriver {
  private readonly listeners = new Set<() => void>();
  private readonly ports = new Map<Audience, SeatPort<A, V, E, R>>();
  private readonly snapshots = new Map<Audience, SeatSnapshot<V>>();
  /** The steps a network host took for a seat whose time ran out, with what the game calls the action taken. */
  private readonly timedOut = new Map<number, string>();

  constructor(readonly session: Session<S, A, V, E, L, R>) {}

  get names(): string[] {
    return this.session.record.players.map((p) => p.name);
  }

  /** The human seats (no bot plays them). */
  humans(): Seat[] {
    return this.session.record.players.flatMap((p, i) => (p.bot ? [] : [i]));
  }

  /** Whether the machine takes the seat's decision now: a bot plays it, or the game settles its only action (forcedAction). */
  isBot(seat: Seat): boolean {
    return this.session.botOf(seat) !== null || this.session.forcedAction(seat) !== null;
  }

  async step(still?: () => boolean): Promise<'acted' | 'idle' | 'stale'> {
    const result = await this.session.botStep(still);
    if (result === 'stale') return 'stale';
    if (result !== 'acted') return 'idle';
    this.changed();
    return 'acted';
  }

  /** Tells every port's listeners that something changed (also after a session change made elsewhere). */
  changed(): void {
    this.snapshots.clear();
    for (const listener of [...this.listeners]) listener();
  }

  port(audience: Audience): SeatPort<A, V, E, R> {
    const known = this.ports.get(audience);
    if (known) return known;
    const port: SeatPort<A, V, E, R> = {
      audience,
      names: this.names,
      snapshot: () => this.snapshot(audience),
      log: (since = -1) => this.log(audience, since),
      subscribe: (listener) => {
        this.listeners.add(listener);
        return () => void this.listeners.delete(listener);
      },
      submit: (action, atStep) => Promise.resolve(this.submitAs(audience, action, atStep)),
      status: () => 'local',
      reveal: () => (this.session.finished ? structuredClone(this.session.record) : null),
    };
    this.ports.set(audience, port);
    return port;
  }

  private snapshot(audience: Audience): SeatSnapshot<V> {
    const known = this.snapshots.get(audience);
    if (known) return known;
    const snapshot = this.snapshotNow(audience, false);
    this.snapshots.set(audience, snapshot);
    return snapshot;
  }

  /**
   * The audience's snapshot now, not kept for the port's next reader (the port's own when it has
   * one): for a caller that only encodes it. A network host keeps the bytes, not the views, so four
   * views a table no longer outlive their sending in its heap, where each collection copied them; and
   * as it changes nothing, its view may share the state's values where the game offers that (Viva's shared views).
   */
  snapshotToEncode(audience: Audience): SeatSnapshot<V> {
    return this.snapshots.get(audience) ?? this.snapshotNow(audience, true);
  }

  /** `shared`: for a reader that changes nothing and keeps nothing (GameRules.sharedView). */
  private snapshotNow(audience: Audience, shared: boolean): SeatSnapshot<V> {
    const { state, game: { rules } } = this.session;
    const seat = audience === 'public' ? null : audience;
    const view = shared && rules.sharedView ? rules.sharedView(state, seat) : seat === null ? rules.publicView(state) : rules.viewFor(state, seat);
    return { audience, step: this.session.actionCount, view, finished: this.session.finished };
  }

  private log(audience: Audience, since: number): StepLog<E>[] {
    const names = this.names;
    const rules = this.session.game.rules;
    const seen = (e: E) => rules.visibleTo(e, audience);
    const out: StepLog<E>[] = [];
    if (since < 0) out.push({ step: 0, actor: null, events: this.session.initialEvents.filter(seen) });
    const steps = this.session.steps;
    for (let i = Math.max(0, since); i < steps.length; i++) {
      const timedOut = this.timedOut.get(i + 1);
      out.push({ step: i + 1, actor: rules.actorOf(steps[i].action, names), events: steps[i].events.filter(seen), ...(timedOut === undefined ? {} : { timedOut }) });
    }
    return out;
  }

  /**
   * A port's submit, answered at once (a network host needs the answer before it replies);
   * `timedOut`: the host takes it for the seat, whose time ran out, and every log says so in these words.
   */
  submitAs(audience: Audience, action: A, atStep: number, timedOut?: string): SubmitResult {
    const step = this.session.actionCount;
    if (audience === 'public' || this.session.game.rules.actorOf(action, this.names) !== audience) {
      return { ok: false, error: { code: 'not-your-turn', message: 'this seat cannot act for another' } };
    }
    if (atStep !== step) return { ok: false, error: { code: 'stale', message: `the game has moved on (step ${step}, not ${atStep})` } };
    const result = this.session.submit(action);
    if (!result.ok) return result;
    if (timedOut !== undefined) this.timedOut.set(this.session.actionCount, timedOut);
    this.changed();
    return { ok: true, step: this.session.actionCount };
  }
}

/** What a terminal's screens need of a table: the ports, who sits here, and the bots it runs. */
export interface TableClient<A, V, E, R> {
  /** Human seats played at this terminal (none for a spectator). */
  here: Seat[];
  port(audience: Audience): SeatPort<A, V, E, R>;
  /** The bots this terminal runs, one action at a time; null where another process runs them. */
  bots: BotDriver | null;
  /** A warning every screen shows (autosave off, a lost connection), or null. Untrusted text. */
  notice(): string | null;
  /** A network table's status, talk and host controls (session/network-table.ts); absent at one laptop, which has none of them. */
  live?: LiveTable;
  /** A record played on (`replay --continue`): the step it ended at, which the log marks; absent otherwise. */
  recordEnds?: number;
}

/** The warning every screen shows when a session's saving failed (autosave off), or null. */
export function savingNotice(session: { readonly saveWarning: string | null }): string | null {
  return session.saveWarning ? `Not saved – ${session.saveWarning}` : null;
}

/** The local table seen from this terminal: every human seat here, the bots run here. */
export function localClient<S, A, V, E, L, R extends SessionRecord<A>>(table: LocalTable<S, A, V, E, L, R>): TableClient<A, V, E, R> {
  return {
    here: table.humans(),
    port: (audience) => table.port(audience),
    bots: table,
    notice: () => savingNotice(table.session),
  };
}
