// The live-game runner: holds the state, asks bots (or leaves humans to the screens) for
// decisions, applies them and saves the record after every action.
import seedrandom from 'seedrandom';
import {
  apply, legalActions, pending, replayRecord, viewFor,
  type Action, type ApplyError, type GameEvent, type GameRecord, type LegalActions, type RequiredDecision, type Seat, type State,
} from '../engine/index.js';
import type { Bot } from '../bots/types.js';
import { saveAtomically } from './save.js';

export interface SessionStep {
  action: Action;
  events: GameEvent[];
  state: State;
}

export interface SessionOptions {
  /** Where to autosave after every action; null saves nowhere (simulations). */
  autosave: string | null;
  /** Also save the record here. */
  recordPath?: string;
  /** The bot for each kind named in the record's players. */
  bots: Readonly<Record<string, Bot>>;
}

export class SessionError extends Error {
  constructor(message: string, readonly actionNumber: number | null) {
    super(message);
  }
}

/** A bot's generator for one decision: from the seed, its seat and the action number (product.md). */
export function botRandom(seed: string, seat: Seat, actionCount: number, purpose: string): () => number {
  return seedrandom(`${seed}|seat ${seat}|action ${actionCount}|${purpose}`);
}

export class Session {
  private bribeOffered = -1;
  /** Human seats a host has handed to a bot for now (issue 13): not written to the record. */
  private readonly standIns = new Map<Seat, string>();

  private constructor(
    readonly record: GameRecord,
    private current: State,
    readonly initialEvents: GameEvent[],
    /** Every action so far with its events, for narration and recaps. */
    readonly steps: SessionStep[],
    private readonly options: SessionOptions,
  ) {}

  /** Opens a session on a record, replaying its actions; throws SessionError on a bad record. */
  static open(record: GameRecord, options: SessionOptions): Session {
    const replay = replayRecord(record);
    if (!replay.ok) throw new SessionError(replay.error.message, replay.actionNumber);
    for (const p of record.players) {
      if (p.bot && !options.bots[p.bot]) throw new SessionError(`no bot of kind "${p.bot}" is available`, null);
    }
    const canonical = { ...record, actions: replay.steps.map((s) => s.action) };
    return new Session(canonical, replay.state, replay.initialEvents, replay.steps, options);
  }

  get state(): State {
    return this.current;
  }

  get finished(): boolean {
    return this.current.phase === 'ended';
  }

  botOf(seat: Seat): Bot | null {
    const kind = this.standIns.get(seat) ?? this.record.players[seat].bot;
    return kind ? this.options.bots[kind] : null;
  }

  /** A bot of `kind` plays this human seat from now on (null: its player again); the record is unchanged. */
  standIn(seat: Seat, kind: string | null): void {
    if (kind === null) this.standIns.delete(seat);
    else if (this.options.bots[kind] && !this.record.players[seat].bot) this.standIns.set(seat, kind);
  }

  /** The decisions that must be taken now. */
  required(): RequiredDecision[] {
    return pending(this.current).required;
  }

  /** The first decision a human must take now, if the bots have nothing to do. */
  humanDecision(): RequiredDecision | null {
    return this.required().find((d) => !this.botOf(d.seat)) ?? null;
  }

  /** Applies one action; on success records and saves it. */
  submit(action: unknown): { ok: true; step: SessionStep } | { ok: false; error: ApplyError } {
    const result = apply(this.current, action);
    if (!result.ok) return result;
    this.current = result.state;
    this.record.actions.push(result.action);
    this.save();
    const step = { action: result.action, events: result.events, state: result.state };
    this.steps.push(step);
    return { ok: true, step };
  }

  save(): void {
    const text = `${JSON.stringify(this.record, null, 1)}\n`;
    if (this.options.autosave) saveAtomically(this.options.autosave, text);
    if (this.options.recordPath) saveAtomically(this.options.recordPath, text);
  }

  /** Lets bots act until a human must decide or the game ends. Resolves to whether a human is now needed. */
  async runBots(): Promise<boolean> {
    for (;;) {
      const next = await this.botStep();
      if (next !== 'acted') return next === 'human';
    }
  }

  /** At most one bot action: a bot President's bribe, or a bot's required decision. */
  async botStep(): Promise<'acted' | 'human' | 'ended'> {
    if (this.finished) return 'ended';
    if (await this.offerBribe()) return 'acted';
    const decision = this.required().find((d) => this.botOf(d.seat));
    if (!decision) return 'human';
    await this.botAct(decision.seat, legalActions(this.current, decision.seat), 'decide');
    return 'acted';
  }

  /** R11: a bot President is offered a bribe once before each decision. */
  private async offerBribe(): Promise<boolean> {
    const s = this.current;
    const optional = pending(s).optional.find((o) => o.kinds.includes('bribe'));
    if (!optional || !this.botOf(optional.seat) || this.bribeOffered === s.actionCount) return false;
    this.bribeOffered = s.actionCount;
    const legal = legalActions(s, optional.seat);
    const offer: LegalActions = { ...legal, kinds: ['bribe'], actions: [], samplers: { bribe: legal.samplers.bribe } };
    return this.botAct(optional.seat, offer, 'bribe');
  }

  private async botAct(seat: Seat, legal: LegalActions, purpose: string): Promise<boolean> {
    const bot = this.botOf(seat)!;
    const random = botRandom(this.record.seed, seat, this.current.actionCount, purpose);
    const action = await bot.decide(viewFor(this.current, seat), legal, random);
    if (action === null) {
      if (purpose === 'bribe') return false;
      throw new SessionError(`the ${bot.kind} bot for ${this.record.players[seat].name} found no action`, this.current.actionCount + 1);
    }
    const result = this.submit(action);
    if (!result.ok) {
      throw new SessionError(`the ${bot.kind} bot for ${this.record.players[seat].name} chose an illegal action: ${result.error.message}`, this.current.actionCount + 1);
    }
    return true;
  }
}
