// What `npm run bench` measures of a game beyond its random games, declared by the game (the bench
// names no game's rule): the parts of a game whose share of actions and time it reports, and
// positions whose legalActions it times against a target.
import type { Seat } from './types.js';

/** A part of a game (the board game's coup): the states in it, read before each action. */
export interface BenchPart<S> {
  /** Its name in the bench's rows ("coup"). */
  name: string;
  /** Whether an action taken from `state` is one of the part's. */
  during(state: S): boolean;
}

/** A position whose legalActions the bench times, with its target. */
export interface BenchPosition<S> {
  /** What it is, in the bench's row ("a movement turn at 7 seats, every unit on the map"). */
  name: string;
  /** The most microseconds a legalActions call there may take. */
  targetMicros: number;
  /** The seat asked, and the state (built anew per call). */
  seat: Seat;
  state(): S;
}

/** The table a game's strength figures are played at (`npm run bench -- --strength`) and their targets; absent: 4 seats, 45 % and 30 %. */
export interface BenchStrength {
  /** Seats at the table: one bot measured, the others its opponents. */
  players: number;
  /** The least win rate (0 to 1) of one heuristic bot against random bots in every other seat. */
  heuristicTarget: number;
  /** The least win rate of one ISMCTS bot against heuristic bots in every other seat. */
  ismctsTarget: number;
  /** The ISMCTS figure's games unless BENCH_ISMCTS_GAMES says, when a game's search is too costly for the bench's 1,000. */
  ismctsGames?: number;
}

export interface GameBench<S> {
  parts: readonly BenchPart<S>[];
  positions: readonly BenchPosition<S>[];
  strength?: BenchStrength;
  /** The iterations its ISMCTS bot searches a decision unless told, when not the core's default: the bench's ISMCTS figures search as many. */
  ismctsIterations?: number;
}
