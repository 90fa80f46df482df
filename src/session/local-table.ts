// The local table: one live session seen through seat ports (architecture.md, "The live table"),
// with the bots that play at it. Pass-and-play screens, spectators and a network host use it alike.
import { publicView, viewFor, type Action, type GameRecord, type PlayerView, type Seat } from '../engine/index.js';
import { canSee, type Audience, type SeatPort, type SeatSnapshot, type StepLog, type SubmitResult } from './port.js';
import type { LiveTable } from './network-table.js';
import type { Session } from './runner.js';

/** Runs the bots' decisions, one at a time, so the screens can pace them. */
export interface BotDriver {
  isBot(seat: Seat): boolean;
  /**
   * At most one bot action; 'acted' when one was applied, 'stale' when a bot's decision was dropped
   * (the game moved on while it thought, or `still` said no): ask again.
   */
  step(still?: () => boolean): Promise<'acted' | 'idle' | 'stale'>;
}

export class LocalTable implements BotDriver {
  private readonly listeners = new Set<() => void>();
  private readonly ports = new Map<Audience, SeatPort>();
  private readonly snapshots = new Map<Audience, SeatSnapshot>();

  constructor(readonly session: Session) {}

  get names(): string[] {
    return this.session.record.players.map((p) => p.name);
  }

  /** The human seats (no bot plays them). */
  humans(): Seat[] {
    return this.session.record.players.flatMap((p, i) => (p.bot ? [] : [i]));
  }

  isBot(seat: Seat): boolean {
    return this.session.botOf(seat) !== null;
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

  port(audience: Audience): SeatPort {
    const known = this.ports.get(audience);
    if (known) return known;
    const port: SeatPort = {
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
      reveal: () => (this.session.finished ? structuredClone(this.session.record) as GameRecord : null),
    };
    this.ports.set(audience, port);
    return port;
  }

  private snapshot(audience: Audience): SeatSnapshot {
    const known = this.snapshots.get(audience);
    if (known) return known;
    const state = this.session.state;
    const view: PlayerView = audience === 'public' ? publicView(viewFor(state, 0)) : viewFor(state, audience);
    const snapshot = { audience, step: state.actionCount, view, finished: this.session.finished };
    this.snapshots.set(audience, snapshot);
    return snapshot;
  }

  private log(audience: Audience, since: number): StepLog[] {
    const names = this.names;
    const out: StepLog[] = [];
    if (since < 0) out.push({ step: 0, actor: null, events: this.session.initialEvents.filter((e) => canSee(e, audience)) });
    const steps = this.session.steps;
    for (let i = Math.max(0, since); i < steps.length; i++) {
      out.push({ step: i + 1, actor: names.indexOf(steps[i].action.seat), events: steps[i].events.filter((e) => canSee(e, audience)) });
    }
    return out;
  }

  /** A port's submit, answered at once (a network host needs the answer before it replies). */
  submitAs(audience: Audience, action: Action, atStep: number): SubmitResult {
    const step = this.session.state.actionCount;
    if (audience === 'public' || action.seat !== this.names[audience]) {
      return { ok: false, error: { code: 'not-your-turn', message: 'this seat cannot act for another' } };
    }
    if (atStep !== step) return { ok: false, error: { code: 'stale', message: `the game has moved on (step ${step}, not ${atStep})` } };
    const result = this.session.submit(action);
    if (!result.ok) return result;
    this.changed();
    return { ok: true, step: this.session.state.actionCount };
  }
}

/** What a terminal's screens need of a table: the ports, who sits here, and the bots it runs. */
export interface TableClient {
  /** Human seats played at this terminal (none for a spectator). */
  here: Seat[];
  port(audience: Audience): SeatPort;
  /** The bots this terminal runs, one action at a time; null where another process runs them. */
  bots: BotDriver | null;
  /** A warning every screen shows (autosave off, a lost connection), or null. Untrusted text. */
  notice(): string | null;
  /** A network table's status, talk and host controls (session/network-table.ts); absent at one laptop, which has none of them. */
  live?: LiveTable;
}

/** The warning every screen shows when a session's saving failed (autosave off), or null. */
export function savingNotice(session: Session): string | null {
  return session.saveWarning ? `Not saved – ${session.saveWarning}` : null;
}

/** The local table seen from this terminal: every human seat here, the bots run here. */
export function localClient(table: LocalTable): TableClient {
  return {
    here: table.humans(),
    port: (audience) => table.port(audience),
    bots: table,
    notice: () => savingNotice(table.session),
  };
}
