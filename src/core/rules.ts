// The pure rules of a game as the generic layers call them (rulings R1, R4, R5, R27 for Las Cartas;
// V1, V4, V5, V9, V29, V30 for Viva el Presidente!): set-up, an untrusted action applied, who must
// and who may act, a seat's choices and view, a state resampled from a view, the standing. After
// OpenSpiel's Game/State and boardgame.io's pure reducer with a seeded random and JSON state.
//
// How Viva's needs fit it:
// - Dice: a roll is a draw from the generator kept in the state (V4), as Las Cartas' shuffles are
//   (R4); `apply` and `create` stay pure functions of the state, so a record replays byte for byte,
//   and `determinize` gives a resampled state a generator of its own (V4: no view shows it).
// - Simultaneous secret orders (V9): `pending(state).required` lists every Golpista at once; each
//   submits one action in any order, and `viewFor` shows the others only that an order was given.
// - Many play-or-pass windows (V14, V17, V30; Las Cartas' Bodyguard reaction, R15): a window is a
//   required decision of one seat whose legal actions include a pass, marked with a `PassWindow`
//   (what may be played, the pass, whether it must be asked in private); the seats are asked one
//   at a time by role, never by hand, so being asked reveals nothing. The screens may collect
//   consecutive public passes on one "does anyone play …?" prompt (V30).
// - Optional actions at set moments (Las Cartas' bribe, R11): `pending(state).optional` lists
//   `Offer`s (who may, what it is called, the key that opens it, whether a network table holds
//   the next decision for it) and `Choices.optional` draws them; the game moves on without them.
// - A decision unanswered in time (the board game's trade windows, B68): a `Decision` may declare
//   its `timeout`, the action a network host records for the seat once its window time runs out.
// - Scores by VP, then money (V29; R27: money, then cards): `score` gives each seat its keys, most
//   important first, compared in order; the winners are the seats tied on every key.
import type { Random, Seat } from './types.js';

/** What a game starts from: a record without its actions (any pinned parts the game declares pass along). */
export interface GameStart {
  seed: string;
  players: readonly string[];
  options?: Readonly<Record<string, unknown>>;
}

/** A game's state after setup or an action: the new state and the events it gave. */
export interface Step<S, E> {
  state: S;
  events: E[];
}

export type Applied<S, A, E> =
  | { ok: true; state: S; events: E[]; action: A }
  | { ok: false; error: { code: string; message: string } };

/**
 * A play-or-pass window (R15, V8, V14, V17, V30): a required decision whose choices include passing.
 * Generic layers read only this – no front end, runner or host names a game's card.
 */
export interface PassWindow<A> {
  /** What the seat may play now, for prompts: "a Bodyguard", "a before-combat card". */
  label: string;
  /** The action that passes. */
  pass: A;
  /**
   * True: asked only on the seat's private screen (a hand-off first), as Las Cartas asks a
   * Bodyguard's owner (R15). False: the screens may ask it on a public "does anyone play …?"
   * prompt with the consecutive passes of other seats (V30) and open a private screen only for a
   * seat that plays.
   */
  private: boolean;
  /**
   * The seats this window asks next, in order, if this seat and each of them passes (public: a
   * window asks by role, V30). The screens list those at this keyboard on one prompt, so a round of
   * passes takes no hand-off; absent: the game does not say, and each seat is asked in turn.
   */
  then?: readonly Seat[];
}

/**
 * What a network host records for a seat that leaves a decision unanswered for its window time
 * (the board game's trade window: "ready", B68): one of the seat's legal actions now, and what it
 * is called, so every seat reads "Bo: ready (time ran out)". Read from the view as the rest of
 * `pending` is (public): the contract harness checks it is legal for that seat wherever declared.
 */
export interface TimeoutAction<A> {
  action: A;
  /** The action in a word or two, as the notice names it: "ready". */
  label: string;
}

/**
 * One seat that must act now; `window`: its decision is a play-or-pass window; `timeout`: the
 * action a network host takes for the seat when its window time runs out (without it, a window
 * passes then and any other decision waits).
 */
export interface Decision<A> {
  seat: Seat;
  window?: PassWindow<A>;
  timeout?: TimeoutAction<A>;
}

/**
 * An optional action a seat may take now (R11's bribe): the game moves on without it. A front end
 * offers it with `key` at the seat's hand-off and private screen; a bot is offered it once per
 * action count.
 */
export interface Offer {
  seat: Seat;
  /**
   * What it is called, for prompts and the network's status: "bribe" (read as "to bribe" and "a
   * bribe"). It also names a bot's generator for the offer (the session's botRandom), so a
   * game's recorded bot games stay as they were only while it stays the same.
   */
  label: string;
  /** Who may take it, for prompts: "the President". */
  role: string;
  /** The one key that opens it on a hand-off or the seat's own screen ('b'). */
  key: string;
  /**
   * Set when a network table should hold the next required decision of another seat so this seat
   * can act first (R11: just before a voting turn), for the host's window time: `moment` names the
   * held moment (held at most once each), `span` the moments a "pass for now on" covers (a round).
   * Null: offered, never waited for.
   */
  hold: { moment: string; span: string } | null;
}

/**
 * A decision several seats take at once (Viva's orders, V9) or in turn while the others wait (its
 * Spies, V10), as any view shows it: its name and, per seat in the game's order, whether it has
 * taken it – public, so a table may say "Orders: Ana ✓, Bo …" to everyone.
 */
export interface Simultaneous { label: string; seats: { seat: Seat; done: boolean }[] }

/** Who must act now, and who may (seats in both lists act in any order: simultaneous decisions). */
export interface PendingSeats<A = unknown> {
  required: Decision<A>[];
  optional: Offer[];
}

/** One seat's choices now. */
export interface Choices<A> {
  /** Every legal action of the kinds small enough to list. */
  actions: A[];
  /** For the large kinds (a budget, a coup commitment): draw one legal action, null when none is found. */
  samplers: ((random: Random) => A | null)[];
  /** Actions the seat may take but need not (the bribe): the game moves on without them. */
  optional: ((random: Random) => A | null)[];
}

/** A game's final standing: per seat its score keys, most important first (money, cards; VP, money). */
export interface Standing {
  players: { seat: Seat; keys: number[] }[];
  winners: Seat[];
}

/** The pure rules: JSON states in, JSON states out; no I/O, clock or Math.random. */
export interface GameRules<S, A, V, E> {
  /** Sets a game up; throws the game's own error on a bad setup (names, seed, options, pinned parts). */
  create(start: GameStart): Step<S, E>;
  /** Applies one untrusted action; a refused one leaves the state as it was. */
  apply(state: S, action: unknown): Applied<S, A, E>;
  pending(state: S): PendingSeats<A>;
  /**
   * The same as `pending` of the state, read from any seat's view or the public view: the screens
   * and a network client hold only views (who must act, and who may, is public).
   */
  pendingInView(view: V): PendingSeats<A>;
  legalActions(state: S, seat: Seat): Choices<A>;
  /** What one seat may see (R5, V5). */
  viewFor(state: S, seat: Seat): V;
  /** What a spectator or the shared table screen may see: nothing private. */
  publicView(state: S): V;
  /**
   * Optional: the same view as `viewFor(state, seat)` (`publicView(state)` for null) sharing the state's
   * values where those copy them, for a reader that changes nothing and keeps nothing – a network host
   * encoding it for the wire, four views an action. The contract harness checks it equals the copy.
   */
  sharedView?(state: S, seat: Seat | null): V;
  /** A full state consistent with one seat's view, everything it was not shown sampled from `random`. */
  determinize(view: V, random: Random): S;
  isOver(state: S): boolean;
  score(state: S): Standing;
  /** One event in words, for the narration and the log. */
  describeEvent(event: E, names: readonly string[]): string;
  /** Whether a seat may see an event ('public': a spectator or the shared screen; 'all': the whole record, after the game). */
  visibleTo(event: E, seat: Seat | 'public' | 'all'): boolean;
  /** The seat an action is taken by, among the table's players (`names`, in seat order); null when it names none. */
  actorOf(action: A, names: readonly string[]): Seat | null;
}
