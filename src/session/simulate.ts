// Many headless all-bot games of any game's module through the session runner, and
// what they tell about the bots: win rates by bot kind and by seat, the games nobody won or
// several shared (the board game's B10 and B64), with the game's own
// statistics after them (its module's: GameModule.statistics). Game i depends only on the seed
// and i, so the games may be played anywhere (here, or on worker threads: simulate-workers.ts,
// which send back only what the statistics read of each); they are tallied in game order, so
// every sum comes out the same.
import type { GameBot, Standing } from '../core/game.js';
import type { GameTally, PlayedGame } from '../core/statistics.js';
import type { Seat } from '../core/types.js';
import { Session, type SessionGame, type SessionRecord } from './runner.js';

/** One seat of a simulated game: every seat is a bot. */
export interface SimulatedSeat {
  name: string;
  bot: string;
}

export type { GameTally, PlayedGame } from '../core/statistics.js';

/** What plays a simulation's games: the game, its seats, seed and options, the bots, and what the statistics read of a game. */
export interface SimulationSetup<S, A, V, E, L, R extends SessionRecord<A>, G> {
  game: SessionGame<S, A, V, E, L, R>;
  /** One entry per seat; rotated by one seat each game so no bot keeps its seat. */
  seats: readonly SimulatedSeat[];
  seed: string;
  /** The game's options of every game (a record's `options`). */
  options: Readonly<Record<string, unknown>>;
  bots: Readonly<Record<string, GameBot<V, L, A>>>;
  /** What a finished game adds to the game's statistics (GameStatistics.summary). */
  summary: (game: PlayedGame<S, A, E>) => G;
}

/** One finished game of a simulation: its record, its seats and standing, and what it adds to the game's statistics. */
export interface SimulatedGame<R, G> {
  record: R;
  players: readonly SimulatedSeat[];
  standing: Standing;
  summary: G;
}

/** What tallies the games, in game order. */
export interface SimulationTally<R, G, T> {
  games: number;
  seats: readonly SimulatedSeat[];
  /** The game's own statistics; their fields follow the win rates in the report. */
  tally: GameTally<G, T>;
  onGame?: (record: R, index: number) => void | Promise<void>;
}

export type SimulationPlan<S, A, V, E, L, R extends SessionRecord<A>, G, T> = SimulationSetup<S, A, V, E, L, R, G> & SimulationTally<R, G, T>;

export interface WinRates {
  games: number;
  players: number;
  bots: string[];
  /** Wins per seat of that kind (a shared win counts as a fraction). */
  winRateByBot: Record<string, number>;
  /** Wins by seat position, 1 = first seat (they add up to less than 1 when some games had no winner). */
  winRateBySeat: Record<string, number>;
  /** Games nobody won (the board game's B10 and B64). */
  noWinner: number;
  /** Games whose win was shared (equal best scores). */
  sharedWin: number;
}

export type SimulationReport<T> = WinRates & T;

/** Game `index` (from 0) of a simulation: its seed is the plan's with `#index+1`, its seats rotated by `index`. */
export async function playSimulated<S, A, V, E, L, R extends SessionRecord<A>, G>(setup: SimulationSetup<S, A, V, E, L, R, G>, index: number): Promise<SimulatedGame<R, G>> {
  const n = setup.seats.length;
  const players = setup.seats.map((_, i) => setup.seats[(i + index) % n]);
  // A start with no pinned parts is a record of any game (the records written so far stay valid).
  const start = { format: setup.game.recordFormat, ...setup.game.stamp, seed: `${setup.seed}#${index + 1}`, players, options: setup.options, actions: [] } as SessionRecord<A> as R;
  const session = Session.open(setup.game, start, { autosave: null, bots: setup.bots });
  await session.runBots();
  const standing = setup.game.rules.score(session.state);
  return { record: session.record, players, standing, summary: setup.summary({ players, steps: session.steps, state: session.state, standing }) };
}

/** The games of a setup played here, one after another. */
export async function* playedHere<S, A, V, E, L, R extends SessionRecord<A>, G>(setup: SimulationSetup<S, A, V, E, L, R, G>, games: number): AsyncGenerator<SimulatedGame<R, G>> {
  for (let g = 0; g < games; g++) yield await playSimulated(setup, g);
}

/** The report of a simulation's games, taken in game order from wherever they were played. */
export async function tallySimulation<R, G, T>(plan: SimulationTally<R, G, T>, played: AsyncIterable<SimulatedGame<R, G>>): Promise<SimulationReport<T>> {
  const n = plan.seats.length;
  const wins: Record<string, number> = {};
  const seatsOfKind: Record<string, number> = {};
  const bySeat = Array<number>(n).fill(0);
  let g = 0;
  let noWinner = 0;
  let sharedWin = 0;
  for await (const game of played) {
    const { winners } = game.standing;
    if (winners.length === 0) noWinner += 1;
    if (winners.length > 1) sharedWin += 1;
    // The winners share the win; when nobody wins, nobody has a share.
    const share = winners.length === 0 ? 0 : 1 / winners.length;
    for (const w of winners) {
      wins[game.players[w].bot] = (wins[game.players[w].bot] ?? 0) + share;
      bySeat[w] += share;
    }
    for (const p of game.players) seatsOfKind[p.bot] = (seatsOfKind[p.bot] ?? 0) + 1;
    plan.tally.add(game.summary);
    await plan.onGame?.(game.record, g);
    g += 1;
  }
  const games = Math.max(1, plan.games);
  const rates: WinRates = {
    games: plan.games,
    players: n,
    bots: plan.seats.map((s) => s.bot),
    winRateByBot: Object.fromEntries(Object.entries(seatsOfKind).map(([kind, seats]) => [kind, (wins[kind] ?? 0) / seats])),
    winRateBySeat: Object.fromEntries(bySeat.map((w, i: Seat) => [String(i + 1), w / games])),
    noWinner,
    sharedWin,
  };
  return { ...rates, ...plan.tally.report(games) };
}

/** A simulation played here, game after game. */
export function simulate<S, A, V, E, L, R extends SessionRecord<A>, G, T>(plan: SimulationPlan<S, A, V, E, L, R, G, T>): Promise<SimulationReport<T>> {
  return tallySimulation(plan, playedHere(plan, plan.games));
}
