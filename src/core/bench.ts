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

export interface GameBench<S> {
  parts: readonly BenchPart<S>[];
  positions: readonly BenchPosition<S>[];
}
