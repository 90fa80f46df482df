// The live-game runner, over any game's module: holds the state, asks bots (or leaves
// humans to the screens) for decisions, applies them and saves the record after every action (its
// game's save, saves.ts, and --record FILE). A save that cannot be written turns saving off with a
// warning, never the game. It reads the game only through its module's rules and bots.
import seedrandom from 'seedrandom';
import type { Decision, GameBot, GameModule, Offer, PendingSeats } from '../core/game.js';
import type { Seat } from '../core/types.js';
import { writeFileAtomically } from '../io/files.js';

/** What a session keeps of a game's record: the game's start, its players (bots by kind) and every action so far. */
export interface SessionRecord<A = unknown> {
  /** Which game it is (the registry's key). */
  format: string;
  seed: string;
  players: readonly { name: string; bot?: string }[];
  options?: Readonly<Record<string, unknown>>;
  actions: A[];
}

/** The module a session plays: `R`, the game's record, is what the session keeps and saves. */
export type SessionGame<S, A, V, E, L, R> = GameModule<S, A, V, E, R, L>;

export interface SessionStep<S, A, E> {
  action: A;
  events: E[];
  state: S;
}

/** Where a session saves its game after every action: a game's slot in the save store (GameSlot). */
export interface SaveTarget<R> {
  readonly path: string;
  write(record: R, finished: boolean): void;
}

export interface SessionOptions<V, L, A, R> {
  /** Where to autosave after every action; null saves nowhere (simulations). */
  autosave: SaveTarget<R> | null;
  /** Also save the bare record here (--record FILE). */
  recordPath?: string;
  /** The bot for each kind named in the record's players: the game's (its module's bots()), or a test's. */
  bots: Readonly<Record<string, GameBot<V, L, A>>>;
}

export class SessionError extends Error {
  constructor(message: string, readonly actionNumber: number | null) {
    super(message);
  }
}

/**
 * A bot's generator for one decision: from the seed, its seat and the action number (product.md).
 * Seeded at its first draw: most decisions draw nothing, and seeding costs more than a draw.
 */
export function botRandom(seed: string, seat: Seat, actionCount: number, purpose: string): () => number {
  let random: (() => number) | null = null;
  return () => (random ??= seedrandom(`${seed}|seat ${seat}|action ${actionCount}|${purpose}`))();
}

export class Session<S, A, V, E, L, R extends SessionRecord<A>> {
  /** The action count at which a bot seat was last offered its optional action (once each). */
  private offeredAt = -1;
  /** The game's pending decisions of the state they were read from (asked for several times per action). */
  private pendingNow: { state: S; pending: PendingSeats<A> } | null = null;
  private publicNow: { state: S; view: V } | null = null;
  private autosave: SaveTarget<R> | null;
  private recordPath: string | null;
  private readonly warnings: string[] = [];
  /** How many of `warnings` have been told on the terminal's error stream (untold()). */
  private told = 0;
  /** Human seats a network host has handed to a bot for now: not written to the record, as the seat stays the player's. */
  private readonly standIns = new Map<Seat, string>();

  private constructor(
    /** The game's module: its rules and bots. */
    readonly game: SessionGame<S, A, V, E, L, R>,
    readonly record: R,
    private current: S,
    /** The game as set up, before any action. */
    private readonly initial: S,
    readonly initialEvents: E[],
    /** Every action so far with its events, for narration and recaps. */
    readonly steps: SessionStep<S, A, E>[],
    private readonly options: SessionOptions<V, L, A, R>,
  ) {
    this.autosave = options.autosave;
    this.recordPath = options.recordPath ?? null;
  }

  /**
   * Opens a session of `game` on a record of its format, replaying its actions; throws
   * SessionError on a bad record (setup: action number null; else the first bad action's).
   */
  static open<S, A, V, E, L, R extends SessionRecord<A>>(
    game: SessionGame<S, A, V, E, L, R>, record: NoInfer<R>, options: SessionOptions<V, L, A, NoInfer<R>>,
  ): Session<S, A, V, E, L, R> {
    if (record.format !== game.recordFormat) throw new SessionError(`a record of "${record.format}" is not a ${game.title} game`, null);
    const { actions, ...start } = record;
    let setUp;
    try {
      setUp = game.rules.create({ ...start, players: record.players.map((p) => p.name) });
    } catch (error) {
      throw new SessionError((error as Error).message, null);
    }
    let state = setUp.state;
    const steps: SessionStep<S, A, E>[] = [];
    for (const [i, raw] of actions.entries()) {
      const result = game.rules.apply(state, raw);
      if (!result.ok) throw new SessionError(result.error.message, i + 1);
      state = result.state;
      steps.push({ action: result.action, events: result.events, state });
    }
    for (const p of record.players) {
      if (p.bot && !options.bots[p.bot]) throw new SessionError(`no bot of kind "${p.bot}" is available`, null);
    }
    const canonical = { ...record, actions: steps.map((s) => s.action) };
    return new Session(game, canonical, state, setUp.state, setUp.events, steps, options);
  }

  get state(): S {
    return this.current;
  }

  /** The state after `step` actions (0: the game as set up; the session's steps hold the rest). */
  stateAt(step: number): S {
    return step === 0 ? this.initial : this.steps[step - 1].state;
  }

  /** Actions applied so far. */
  get actionCount(): number {
    return this.record.actions.length;
  }

  get finished(): boolean {
    return this.game.rules.isOver(this.current);
  }

  botOf(seat: Seat): GameBot<V, L, A> | null {
    const kind = this.standIns.get(seat) ?? this.record.players[seat].bot;
    return kind ? this.options.bots[kind] : null;
  }

  /** A bot of `kind` plays this human seat from now on (null: its player again); the record is unchanged. */
  standIn(seat: Seat, kind: string | null): void {
    if (kind === null) this.standIns.delete(seat);
    else if (this.options.bots[kind] && !this.record.players[seat].bot) this.standIns.set(seat, kind);
  }

  /** The decisions that must be taken now. */
  required(): Decision<A>[] {
    return this.pending().required;
  }

  /** Who must act now, and who may (the game's pending decisions of the current state). */
  pending(): PendingSeats<A> {
    if (this.pendingNow?.state !== this.current) this.pendingNow = { state: this.current, pending: this.game.rules.pending(this.current) };
    return this.pendingNow.pending;
  }

  /** The first decision a human must take now, if the bots have nothing to do (one the game settles is no human's). */
  humanDecision(): Decision<A> | null {
    return this.required().find((d) => !this.botOf(d.seat) && this.forcedAction(d.seat) === null) ?? null;
  }

  /**
   * The action the game settles for `seat` now (its module's forcedInView, read from the public
   * view: the only legal one, and everyone can see that), or null: the session takes it as a bot step.
   */
  forcedAction(seat: Seat): A | null {
    const forced = this.game.forcedInView;
    if (!forced || this.finished || !this.required().some((d) => d.seat === seat)) return null;
    if (this.publicNow?.state !== this.current) this.publicNow = { state: this.current, view: this.game.rules.publicView(this.current) };
    return forced(this.publicNow.view, seat);
  }

  /** Applies one action; on success records and saves it. */
  submit(action: unknown): { ok: true; step: SessionStep<S, A, E> } | { ok: false; error: { code: string; message: string } } {
    const result = this.game.rules.apply(this.current, action);
    if (!result.ok) return result;
    this.current = result.state;
    this.record.actions.push(result.action);
    this.save();
    const step = { action: result.action, events: result.events, state: result.state };
    this.steps.push(step);
    return { ok: true, step };
  }

  /**
   * Saves the game to its save and to --record FILE. A write that fails turns that saving off and
   * leaves a warning (saveWarning) for the screens; the game goes on.
   */
  save(): void {
    if (this.autosave) {
      try {
        this.autosave.write(this.record, this.finished);
      } catch (error) {
        this.warn(`autosave is off: ${(error as Error).message}`);
        this.autosave = null;
      }
    }
    if (this.recordPath) {
      try {
        writeFileAtomically(this.recordPath, `${JSON.stringify(this.record, null, 1)}\n`);
      } catch (error) {
        this.warn(`the record file is no longer written: ${(error as Error).message}`);
        this.recordPath = null;
      }
    }
  }

  /** From now on saves to `target` too (a session is opened first, so a record that fails leaves no save behind). */
  useSave(target: SaveTarget<R>): void {
    this.autosave = target;
    this.save();
  }

  /** From the next save on, also writes the bare record to `path` (a resumed game's --record FILE, once checked). */
  useRecord(path: string): void {
    this.recordPath = path;
  }

  /** Where this game is being saved (null when autosave is off). */
  get savedTo(): string | null {
    return this.autosave?.path ?? null;
  }

  /** Where --record FILE is being written (null when it is not, or no longer). */
  get recordTo(): string | null {
    return this.recordPath;
  }

  /** One line for the screens when saving is (partly) off, else null. It may quote a path: show it sanitized. */
  get saveWarning(): string | null {
    return this.warnings.length > 0 ? this.warnings.join('; ') : null;
  }

  /** Adds a warning, e.g. that autosave was off from the start because the state folder cannot be written. */
  warn(message: string): void {
    this.warnings.push(message);
  }

  /**
   * The warnings not yet told on the terminal's error stream, each once, so every path that runs a
   * game can report a failed save without telling it twice. They may quote paths: sanitize them.
   */
  untold(): string[] {
    const fresh = this.warnings.slice(this.told);
    this.told = this.warnings.length;
    return fresh;
  }

  /** Lets bots act until a human must decide or the game ends. Resolves to whether a human is now needed. */
  async runBots(): Promise<boolean> {
    for (;;) {
      const next = await this.botStep();
      if (next !== 'acted' && next !== 'stale') return next === 'human';
    }
  }

  /**
   * At most one bot action: a bot seat's optional action (R11), or a bot's required decision. 'stale': a bot
   * decided, but meanwhile the game moved on (another seat acted) or `still` says the table no
   * longer wants it (closed, paused), so its action was dropped; asking again decides afresh.
   */
  async botStep(still: () => boolean = () => true): Promise<'acted' | 'human' | 'ended' | 'stale'> {
    if (this.finished) return 'ended';
    const offered = await this.offerOptional(still);
    if (offered !== 'declined') return offered;
    const decision = this.required().find((d) => this.botOf(d.seat));
    if (!decision) return this.settleForced() ? 'acted' : 'human';
    const made = await this.botAct(decision.seat, this.game.botChoices(this.current, decision.seat, null), 'decide', still);
    return made === 'stale' ? 'stale' : 'acted';
  }

  /**
   * A bot seat the game offers an optional action (its pending offers: R11's bribe) is offered it
   * once per action count, before any decision.
   */
  private async offerOptional(still: () => boolean): Promise<'acted' | 'declined' | 'stale'> {
    const count = this.actionCount;
    if (this.offeredAt === count) return 'declined';
    const offer: Offer | undefined = this.pending().optional.find((o) => this.botOf(o.seat));
    if (!offer) return 'declined';
    this.offeredAt = count;
    // The bot's generator is named by the offer, as the records made so far were (Offer.label).
    const made = await this.botAct(offer.seat, this.game.botChoices(this.current, offer.seat, offer), offer.label, still, true);
    // A dropped offer is made again when the bot is next asked.
    if (made === 'stale' && this.offeredAt === count) this.offeredAt = -1;
    return made;
  }

  /** Takes the first required decision the game settles (forcedAction); false when there is none. */
  private settleForced(): boolean {
    const forced = this.required().map((d) => ({ seat: d.seat, action: this.forcedAction(d.seat) })).find((f) => f.action !== null);
    if (!forced) return false;
    const { seat, action } = forced;
    const result = this.submit(action);
    if (!result.ok) throw new SessionError(`the only action the game gave ${this.record.players[seat].name} was refused: ${result.error.message}`, this.actionCount + 1);
    return true;
  }

  /** One bot decision; `optional`: the bot may decline it (null), as it may an offer. */
  private async botAct(seat: Seat, legal: L, purpose: string, still: () => boolean, optional = false): Promise<'acted' | 'declined' | 'stale'> {
    const bot = this.botOf(seat)!;
    const before = this.current;
    const random = botRandom(this.record.seed, seat, this.actionCount, purpose);
    const { rules } = this.game;
    const view = bot.readsOnly && rules.sharedView ? rules.sharedView(before, seat) : rules.viewFor(before, seat);
    const action = await bot.decide(view, legal, random);
    if (this.current !== before || !still()) return 'stale';
    if (action === null) {
      if (optional) return 'declined';
      throw new SessionError(`the ${bot.kind} bot for ${this.record.players[seat].name} found no action`, this.actionCount + 1);
    }
    const result = this.submit(action);
    if (!result.ok) {
      throw new SessionError(`the ${bot.kind} bot for ${this.record.players[seat].name} chose an illegal action: ${result.error.message}`, this.actionCount + 1);
    }
    return 'acted';
  }
}
