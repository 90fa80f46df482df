// A game module (rulings R1, R4, R5, R27 for Las Cartas; V1, V4, V5, V9, V29, V30 for Viva el
// Presidente!): what the generic layers (session, flow, saves, network, CLI, bots, tests) know of a
// game, so a second game is a second module and no generic layer changes. The module assembles its
// parts, each declared in a file of its own: its rules (rules.ts), reference text (text.ts), wire
// schemas (wire.ts), bots (bots.ts), narration (narration.ts), tutorial (tutorial.ts), statistics.
import type { GameBench } from './bench.js';
import type { BotMaker } from './bots.js';
import type { GameNarration } from './narration.js';
import type { GameRules, Offer, Simultaneous } from './rules.js';
import type { GameStatistics } from './statistics.js';
import type { GameText } from './text.js';
import type { GameTutorial } from './tutorial.js';
import type { Seat } from './types.js';
import type { GameWire } from './wire.js';

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
   * The kind of bot a seat gets when none is named (`--bots 3`, `--bots Bo`, a simulation's seats, a
   * network seat handed to a bot): one of the game's own kinds (its module's `bots()`); 'heuristic'
   * when absent.
   */
  defaultBot?: string;
  /**
   * True when the game plays in plain mode alone for now (its screens have no full-screen part,
   * GameScreens.full): the program's examples of it add --plain, so they run as written. Absent:
   * false; a test holds it to the screens the module loads.
   */
  plainOnly?: boolean;
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
   * that shows `told` leaves `plain` out (withoutRetold, core/retold.ts). Without it, every event is a line.
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
  /**
   * What `npm run bench` measures of the game beyond its random games (its parts' share of actions
   * and time, positions whose legalActions it times), loaded on first use. Without it, neither.
   */
  bench?(): Promise<GameBench<S>>;
}
