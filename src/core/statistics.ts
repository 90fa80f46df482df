// A game's own statistics over simulated games (the simulation is generic, the figures are
// the game's; each reaches `junta simulate` through its module): the finished games a
// tally is given, what it reports, and how that report reads as text.
import type { Standing } from './game.js';

/**
 * One finished game, for a game's statistics: its seats, every step's action and events, the end.
 * Only what a simulation's worker thread sends back of a game: no state but the last.
 */
export interface PlayedGame<S, A, E> {
  players: readonly { name: string; bot: string }[];
  steps: readonly { action: A; events: readonly E[] }[];
  state: S;
  standing: Standing;
}

/**
 * A game's own statistics over simulated games (T: what it adds to the report). Games are added in
 * their order, whatever order they were played in, so sums of fractions come out the same.
 */
export interface GameTally<S, A, E, T> {
  add(game: PlayedGame<S, A, E>): void;
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

/** What a module gives `junta simulate`: a new tally, and its report as lines of text after the win rates. */
export interface GameStatistics<S, A, E, T = object> {
  tally(): GameTally<S, A, E, T>;
  /** The report in words, one line each, none wider than `width` (a table is laid out to it). */
  lines(report: T, width: number): StatisticsLine[];
}
