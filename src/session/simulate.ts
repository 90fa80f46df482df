// Many headless all-bot games of any game's module through the session runner, and
// what they tell about the bots: win rates by bot kind and by seat, with the game's own
// statistics after them (its module's: GameModule.statistics).
import type { GameBot } from '../core/game.js';
import type { GameTally } from '../core/statistics.js';
import type { Seat } from '../core/types.js';
import { Session, type SessionGame, type SessionRecord } from './runner.js';

/** One seat of a simulated game: every seat is a bot. */
export interface SimulatedSeat {
  name: string;
  bot: string;
}

export type { GameTally, PlayedGame } from '../core/statistics.js';

export interface SimulationPlan<S, A, V, E, L, R extends SessionRecord<A>, T> {
  game: SessionGame<S, A, V, E, L, R>;
  games: number;
  /** One entry per seat; rotated by one seat each game so no bot keeps its seat. */
  seats: readonly SimulatedSeat[];
  seed: string;
  /** The game's options of every game (a record's `options`). */
  options: Readonly<Record<string, unknown>>;
  bots: Readonly<Record<string, GameBot<V, L, A>>>;
  /** The game's own statistics; their fields follow the win rates in the report. */
  tally: GameTally<S, A, E, T>;
  onGame?: (record: R, index: number) => void | Promise<void>;
}

export interface WinRates {
  games: number;
  players: number;
  bots: string[];
  /** Wins per seat of that kind (a shared win counts as a fraction). */
  winRateByBot: Record<string, number>;
  /** Wins by seat position, 1 = first seat. */
  winRateBySeat: Record<string, number>;
}

export type SimulationReport<T> = WinRates & T;

export async function simulate<S, A, V, E, L, R extends SessionRecord<A>, T>(plan: SimulationPlan<S, A, V, E, L, R, T>): Promise<SimulationReport<T>> {
  const n = plan.seats.length;
  const wins: Record<string, number> = {};
  const seatsOfKind: Record<string, number> = {};
  const bySeat = Array<number>(n).fill(0);
  for (let g = 0; g < plan.games; g++) {
    const players = plan.seats.map((_, i) => plan.seats[(i + g) % n]);
    // A start with no pinned parts is a record of any game (the records written so far stay valid).
    const record = { format: plan.game.recordFormat, seed: `${plan.seed}#${g + 1}`, players, options: plan.options, actions: [] } as SessionRecord<A> as R;
    const session = Session.open(plan.game, record, { autosave: null, bots: plan.bots });
    await session.runBots();
    const standing = plan.game.rules.score(session.state);
    const share = 1 / standing.winners.length;
    for (const w of standing.winners) {
      wins[players[w].bot] = (wins[players[w].bot] ?? 0) + share;
      bySeat[w] += share;
    }
    for (const p of players) seatsOfKind[p.bot] = (seatsOfKind[p.bot] ?? 0) + 1;
    plan.tally.add({ players, steps: session.steps, state: session.state, standing });
    await plan.onGame?.(session.record, g);
  }
  const games = Math.max(1, plan.games);
  const rates: WinRates = {
    games: plan.games,
    players: n,
    bots: plan.seats.map((s) => s.bot),
    winRateByBot: Object.fromEntries(Object.entries(seatsOfKind).map(([kind, seats]) => [kind, (wins[kind] ?? 0) / seats])),
    winRateBySeat: Object.fromEntries(bySeat.map((w, i: Seat) => [String(i + 1), w / games])),
  };
  return { ...rates, ...plan.tally.report(games) };
}
