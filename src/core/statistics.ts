// A game's own statistics over simulated games (the simulation is generic, the figures are
// the game's; each reaches `junta simulate` through its module): what one finished game adds to
// them (read where it was played, on a worker thread too), the tally of those in game order, what
// it reports and how that report reads as text; and the cards' plays and win rates every game has.
import type { Standing } from './rules.js';
import type { Seat } from './types.js';

/** One finished game, for a game's statistics: its seats, every step's action and events, the end. */
export interface PlayedGame<S, A, E> {
  players: readonly { name: string; bot: string }[];
  /** Each action with its events and the state after it. */
  steps: readonly { action: A; events: readonly E[]; state: S }[];
  state: S;
  standing: Standing;
}

/**
 * A game's own statistics over simulated games (G: what one game adds; T: what the tally adds to
 * the report). Games are added in their order, wherever they were played, so that every sum of
 * fractions comes out the same.
 */
export interface GameTally<G, T> {
  add(game: G): void;
  /** The statistics of the games added, `games` of them (at least 1). */
  report(games: number): T;
}

/** A table in a report: its column headings, then its rows; the command line lays it out to the width. */
export interface StatisticsTable {
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

/** One line of a report in words, or a table. */
export type StatisticsLine = string | StatisticsTable;

/** What a module gives `junta simulate`: what a game adds, a new tally, and its report as lines of text after the win rates. */
export interface GameStatistics<S, A, E, T = object, G = unknown> {
  /** What one finished game adds: small plain data (a worker thread sends it back), the same wherever it is read. */
  summary(game: PlayedGame<S, A, E>): G;
  tally(): GameTally<G, T>;
  /** The report in words, one line each, none wider than `width` (a table is laid out to it). */
  lines(report: T, width: number): StatisticsLine[];
}

/** One game's card plays: each play's card in order, and each card's players once, with their share of the win (null: they lost). */
export interface CardPlays {
  plays: string[];
  players: { card: string; won: number | null }[];
}

/** A game's card plays from the plays in order (`card`: the card's design, as the statistics name it). */
export function cardPlays(played: readonly { card: string; seat: Seat }[], standing: Standing): CardPlays {
  // The winners share the win; when nobody wins (B10, B64), every player lost.
  const share = standing.winners.length === 0 ? 0 : 1 / standing.winners.length;
  const players = [...new Set(played.map((p) => `${p.card}|${p.seat}`))].map((key) => {
    const bar = key.lastIndexOf('|');
    return { card: key.slice(0, bar), won: standing.winners.includes(Number(key.slice(bar + 1))) ? share : null };
  });
  return { plays: played.map((p) => p.card), players };
}

/** Each card's plays over games, and of the players who played it in a game, the share who won that game. */
export function cardTally(): { add(game: CardPlays): void; plays: Record<string, number>; winRates(): Record<string, number> } {
  const plays: Record<string, number> = {};
  const playedBy: Record<string, { players: number; won: number }> = {};
  return {
    plays,
    add(game) {
      for (const card of game.plays) plays[card] = (plays[card] ?? 0) + 1;
      for (const { card, won } of game.players) {
        const entry = (playedBy[card] ??= { players: 0, won: 0 });
        entry.players += 1;
        if (won !== null) entry.won += won;
      }
    },
    winRates: () => Object.fromEntries(Object.entries(playedBy).map(([card, e]) => [card, e.won / e.players])),
  };
}
