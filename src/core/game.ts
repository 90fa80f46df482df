// A game module (rulings R1, R4, R5, R27 for Las Cartas; V1, V4, V5, V9, V29, V30 for Viva el
// Presidente!): what the generic layers (session, flow, saves, network, CLI, bots, tests) know of a
// game, so a second game is a second module and no generic layer changes. After OpenSpiel's
// Game/State (a state, its legal actions per player, an information state to resample from) and
// boardgame.io's game object (setup, moves as a pure reducer, playerView, a seeded random, JSON state).
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
// - Scores by VP, then money (V29; R27: money, then cards): `score` gives each seat its keys, most
//   important first, compared in order; the winners are the seats tied on every key.
import type { ZodType } from 'zod';
import type { IsmctsOptions } from './ismcts.js';
import type { GameStatistics } from './statistics.js';
import type { Random, Seat } from './types.js';

/** One of a game's own options (`--first-president`): a record's `options[key]`. */
export interface OptionSpec {
  /** Its key in a record's options (firstPresident). */
  key: string;
  /** Its command-line flag (--first-president). */
  flag: string;
  /** What its value is called in --help (`--first-president <how>`). */
  value: string;
  /** One line for --help. */
  summary: string;
  /** Its value when not given. */
  default: string;
  /** Words a shell completes its value with (vote, random); the value need not be one of them (a player's name). */
  suggestions?: readonly string[];
  /** What the setup screen calls it ("First President"); without it, its flag in words ("First president"). */
  label?: string;
  /** A player's name is a value too (--first-president Ana): the setup screen offers the names after the suggestions. */
  playerNames?: boolean;
  /** Flags that stand for one value of the option (Viva's --expert for --variant expert), on every command the option is a flag of. */
  shorthands?: readonly OptionShorthand[];
  /**
   * The value every simulated game has (Las Cartas' first President is drawn at random, R3, since
   * bots voting for one tell nothing): `junta simulate` then has no flag for it.
   */
  simulated?: string;
}

/** A flag that gives an option one value: `--expert` is `--variant expert`. */
export interface OptionShorthand {
  /** Its command-line flag (--expert); it takes no value. */
  flag: string;
  /** The option's value it gives (expert). */
  value: string;
  /** One line for --help. */
  summary: string;
}

/** One rules topic: `junta rules TOPIC`, `junta help TOPIC`. */
export interface RulesTopic {
  id: string;
  title: string;
  /** One line, for the topic list. */
  summary: string;
  /** Full text: plain paragraphs and "- " bullets, unwrapped (the CLI wraps it to the terminal). */
  body: string;
}

/** One card of a game's catalogue as `junta cards` shows it. */
export interface CatalogueCard {
  id: string;
  name: string;
  /** Its row in the catalogue table, one cell per `CardCatalogue.columns` entry (the last: its text). */
  row: readonly string[];
  /** The lines above its text when shown alone (`junta cards thief`): what kind of card, how many, its numbers. */
  heading: readonly string[];
  /** What it does, unwrapped. */
  text: string;
  /** What `junta cards --json` prints for it. */
  json: Readonly<Record<string, unknown>>;
}

export interface CardCatalogue {
  /** The catalogue table's column headings; the last column (the card's text) takes the rest of the width. */
  columns: readonly string[];
  /** The widest each column but the last may be, where a cell would be wider (it wraps). */
  maxWidths: readonly number[];
  cards: readonly CatalogueCard[];
}

/** A card as the screens tell it over a table: the card overlay, plain mode's `card NAME`. */
export interface CardFace {
  /** The names a player may look it up by (in any case, by their start), its full name first. */
  names: readonly string[];
  title: string;
  lines: readonly string[];
}

/** A game's reference text: what `junta rules`, `junta cards`, `junta help TOPIC` and the completion scripts show. */
export interface GameText {
  /** In reading order; the first is where a new player starts. */
  topics: readonly RulesTopic[];
  cards: CardCatalogue;
  /** The table screen's notation in a line, shown above the rules in a game (`?`); absent: none. */
  legend?: string;
  /**
   * Every card a player may hold or see in play as the screens tell it (`all`), and the face of a
   * card by its id in play (`of`: Las Cartas' "thief#2" is a Thief), undefined for no card of the
   * game. Without it, the catalogue's cards by their heading and text, a card in play by its id.
   */
  faces?: { all: readonly CardFace[]; of(card: string): CardFace | undefined };
}

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

/** One seat that must act now; `window`: its decision is a play-or-pass window. */
export interface Decision<A> {
  seat: Seat;
  window?: PassWindow<A>;
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

/** What the generic layers know of a game before its rules load (cheap: no rules, cards or schemas). */
export interface GameInfo {
  id: string;
  title: string;
  /** What the game is, in a few words after its title ("the card game of budgets, votes and coups"): the program's help and README list the games by it. */
  about: string;
  /** A record's and a save's `format`: which game it is. */
  recordFormat: string;
  /** How many may play, and how many a new game has when nobody says (`junta play`, `junta simulate`). */
  players: { min: number; max: number; default: number };
  /** What the program's help looks up by way of example when this is the default game (`junta help coup`, `junta cards thief`): one of its rules topics and one of its cards. */
  lookups?: { topic: string; card: string };
  options: readonly OptionSpec[];
  /**
   * The parts of a record that pin what the seed would otherwise draw (Las Cartas' `decks`, R2;
   * Viva's `deck` and `dice`, V4): kept by a replay, dropped by "play again", whose new seed must
   * make a new deal.
   */
  pinned: readonly string[];
  /**
   * What every new record of the game names of itself beside its format (Viva's catalogue version,
   * V31): written into a new game's record and into the next one's on "play again", so a record
   * says what it was dealt with and still replays once the game's content changes.
   */
  stamp?: Readonly<Record<string, unknown>>;
  /**
   * The game's rules topics and card catalogue, loaded on first use. Here rather than on the module
   * alone so that the registry's entry can give it without loading the rules: `junta rules coup`
   * loads the text and nothing of the engine, the bots or the schemas (GameModule has it too).
   */
  text(): Promise<GameText>;
}

/**
 * What the network and the record files use of a game: its vocabulary as zod schemas,
 * with the bounds (id patterns, list and text caps), so the protocol (net/protocol.ts) and the record
 * reader (session/records.ts) write none of their own. Anything from outside – a client's message,
 * a host's, a file – is checked against these before a game sees it.
 */
export interface GameWire<A = unknown, V = unknown, E = unknown, R = unknown> {
  /** One action as a client sends it: the game's own check of a well-formed action. */
  action: ZodType<A>;
  /** One event with its audience, as the host sends it in a step's log. */
  event: ZodType<E>;
  /** One seat's view (or the public view), as the host sends it. */
  view: ZodType<V>;
  /** A whole record of the game's format: a record file, a save's record, the host's reveal. */
  record: ZodType<R>;
  /**
   * The fields of its views, events and records whose numbers (or lists of numbers) are seats
   * (Viva's `presidente`, `attackers`): a client refuses a host's message that points one past its table.
   */
  seatFields: readonly string[];
}

/**
 * One of a game's bots: it decides from its seat's view and the choices the session hands it
 * (`legal`: the game's own form of them; Las Cartas' LegalActions), never from the full state.
 * Null when only offers were open: "not now".
 */
export interface GameBot<V, L, A> {
  readonly kind: string;
  decide(view: V, legal: L, random: Random): A | null | Promise<A | null>;
}

/**
 * A game's bots by kind ('random', 'heuristic', 'ismcts'): the generic random bot and ISMCTS
 * (src/core/random-bot.ts, src/core/ismcts.ts) with the game's evaluator and rollout policy, and the
 * game's own. `search`: the ISMCTS budget (iterations unless a time budget is given) with the
 * clock and the event-loop pause of the caller.
 */
export type BotMaker<V, L, A> = (search?: IsmctsOptions) => Readonly<Record<string, GameBot<V, L, A>>>;

/** A heading of the narration, before an event: its lines, and whether the event's own line follows. */
export interface Chapter {
  /** Lines printed before the event ('', 'Round 2 · President Bo'; '  Voting'); often none. */
  heading: string[];
  /** False when the heading tells the event (a new round's heading is the round-started event). */
  told: boolean;
}

/** One telling's headings; it may keep state (a heading once per round). */
export interface Chapters<E> {
  /** Called with each event the reader may see, in order: the heading before it. */
  before(event: E): Chapter;
}

/**
 * How `junta replay` tells a game beyond its events' sentences (`describeEvent`): what the generic
 * narration (src/cli/narration.ts) cannot know of a game. Every member is optional; without one,
 * the narration does as its documentation says.
 */
export interface GameNarration<E> {
  /**
   * The names of the standing's keys, most important first, as the final score table's columns
   * ('Money', 'Cards'; 'VP', 'Money'). Without it: "Score" for a single key, else "Score 1", "Score 2", ….
   */
  scoreKeys?: readonly string[];
  /**
   * A new telling's headings (Las Cartas: a round's, and a phase's once per round), with the
   * names as shown. Without it: no headings, one line per event.
   */
  chapters?(names: readonly string[]): Chapters<E>;
}

/** What a seat's private screen is for: the seat's decision, or the optional action (an Offer) it opened. */
export type Purpose = 'decide' | 'optional';

/**
 * A tutorial's coach as a game's screens ask it on a seat's private screen: what it says of the
 * decision there (`Advice`: the game's own, which its screens show), or null when it has nothing
 * to say. It decides from the seat's view alone, so it never tells what the seat may not know.
 * `log`: what the seat has seen, step by step; `names`: the names as the screens show them.
 */
export type Coach<V, E, Advice> = (view: V, purpose: Purpose, log: readonly { readonly events: readonly E[] }[], names: readonly string[]) => Advice | null;

/**
 * A game's tutorial (`junta tutorial`: the tutorial belongs to a game): the game it
 * deals and the coach on its screens. `C`: the coach (see Coach), which only the game's own
 * screens read; the generic layers hand it from here to them. `Advice`: what the coach says (see Coach).
 */
export interface GameTutorial<R = unknown, C = unknown, Advice = unknown> {
  /**
   * The tutorial's game, its player named `player` (the tutorial's own name when not given): a
   * record without actions, with whatever the game pins in it (Las Cartas' decks), saved as a
   * tutorial and resumed as one.
   */
  record(player?: string): R;
  /** A new coach for one tutorial game's screens (it may keep what it said last). */
  coach(): C;
  /** The rules topic (a GameText topic's id) an advice of the coach is about: `?` opens it on the advised screen. */
  topicOf?(advice: Advice): string;
}

/**
 * `R`: the game's record; `L`: how the session hands a bot its choices (see GameBot); `C`: its
 * tutorial's coach (see GameTutorial).
 */
export interface GameModule<S = unknown, A = unknown, V = unknown, E = unknown, R = unknown, L = unknown, C = unknown> extends GameInfo {
  rules: GameRules<S, A, V, E>;
  /** The game's wire schemas, loaded on demand: zod is not light, and a first frame needs none of it. */
  wire(): Promise<GameWire<A, V, E, R>>;
  /** The game's bots, loaded on first use (a game's bots and their tuning load only for a game that has bots at the table). */
  bots(): Promise<BotMaker<V, L, A>>;
  /**
   * The game's own screens – its private decision screen, its widgets and plain mode's prompts and
   * sentences – loaded on first use: each front end loads them at its start, as the bots are
   * loaded, and the generic shell (hand-offs, overlays, news, the end screen) draws them. Their
   * shape is the screens' contract, `GameScreens` in src/ui/game-screens.ts, which the core cannot
   * name (it imports nothing but itself); the game's side declares its screens as one. Absent
   * while a game has none (the front ends refuse to play it).
   */
  screens?(): Promise<unknown>;
  /**
   * The field of an event that lists the seats it was told to (Las Cartas' `to`), absent when the
   * event is public; it agrees with `rules.visibleTo`. Who an event was told to is read from it in
   * the game's order (core/audience.ts), and `replay --json` prints it as `visibility` in its place.
   * Without it, an event is public when `visibleTo` shows it to every seat, else it was told to the
   * seats it is shown to.
   */
  audienceField?: string;
  /** How `junta replay` tells the game, where its events' sentences are not enough (headings, score columns). */
  narration?: GameNarration<E>;
  /**
   * The news screen's title for a step's public events (Las Cartas: "Coup!" once a coup's cards are
   * revealed), or null when the step has no news: the table flow shows the news screen after such a
   * step. Without it, no step has news.
   */
  headline?(events: readonly E[]): string | null;
  /**
   * Whose turn it is, read from any view: the seat within whose turn other seats' decisions are
   * asked (Las Cartas: a voting turn's, R10, while the voting goes on; a Thief's target asked about
   * its Bodyguard, R15, decides within the Thief's turn), or null. The table flow keeps that seat's
   * private screen up while bots decide within its turn. Without it, no turn holds others' decisions.
   */
  turnInView?(view: V): Seat | null;
  /**
   * The decision taken at once that a view is in (see Simultaneous), from its public parts, or null:
   * a network table's screens and plain mode say who has taken it. Without it, none is told so.
   */
  simultaneousInView?(view: V): Simultaneous | null;
  /**
   * The one action `seat` can take now when the public view alone shows it is the only legal one
   * (Viva: a Golpista's Spend Money turn with an empty hand has only "done", V25), or null; read from
   * any view, the same from each (only what every view shows), as a network client holds only its own. The
   * session takes it as it would a bot's, so nobody is asked, nor handed the screen, to press the
   * only key; that reveals nothing, as everyone sees it is the only one. Without it, every decision is asked.
   */
  forcedInView?(view: V, seat: Seat): A | null;
  /**
   * Whether the event `told` (told to some seats) retells the public event `plain` of the same step
   * with more (Viva: "Ana draws 2 cards." then, to Ana, "Ana drew Spy and Foreign Aid 1."): a log
   * that shows `told` leaves `plain` out (withoutRetold, below). Without it, every event is a line.
   */
  retells?(told: E, plain: E): boolean;
  /** The id of the rules topic a player most needs at a view (the `?` key in a game); without it, the first topic. */
  topicInView?(view: V): string;
  /**
   * Where a seat's recap starts among the events of its own last step: the index of the first
   * event that came once its act was over (Las Cartas: the next turn's start, the end of the
   * voting), or -1 when none did. Without it, the recap starts at the next step.
   */
  recapFrom?(events: readonly E[]): number;
  /**
   * The round a state is in, 0 before the first (Las Cartas' rounds, Viva's: V29 ends one), for the
   * saves' listing (`junta resume --list`: "starting", "round 3"). Without it, a save shows its
   * number of actions.
   */
  round?(state: S): number;
  /**
   * What the session hands a bot of `seat` (GameBot's `legal`): its choices now, or, given one of
   * the seat's open offers, only what that offer opens, so that null ("not now") is an answer.
   */
  botChoices(state: S, seat: Seat, offer: Offer | null): L;
  /**
   * The game's tutorial, loaded on first use (its table, texts and coach load only for `junta
   * tutorial` and a tutorial resumed). Absent: the game has no tutorial, and `junta tutorial --game`
   * says so.
   */
  tutorial?(): Promise<GameTutorial<R, C>>;
  /**
   * What `junta simulate` reports of the game beyond the win rates, loaded on first use. Without it,
   * the game is not simulated.
   */
  statistics?(): Promise<GameStatistics<S, A, E>>;
}

/** Whether `told` retells `plain` with more (a module's `retells`). */
export type Retells<E> = (told: E, plain: E) => boolean;

/**
 * A step's events as a reader's log tells them (a module's `retells`): each event that a later one
 * of the same step retells, left out, so a seat told more than the public reads each thing once.
 */
export function withoutRetold<E>(events: readonly E[], retells: Retells<E> | undefined): readonly E[] {
  if (!retells) return events;
  return events.filter((plain, i) => !events.some((told, j) => j > i && retells(told, plain)));
}
