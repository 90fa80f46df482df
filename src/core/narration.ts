// How `junta replay` tells a game beyond its events' sentences (R1–R28's rounds and phases, V29's
// score columns): the narration's headings and the final table's columns.

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
