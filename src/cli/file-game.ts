// replay and resume take the game from the file (issue 19, "A registry": a record's or a save's game
// is its `format`); a --game given must name that game. Apart from game-flags.ts so that the
// commands that read files load it, and the program's entry chunk keeps commander to itself.
import type { GameInfo } from '../core/game.js';
import { UsageError } from './io.js';

/** A --game that names another game than the file's (its format) is refused. */
export function checkFileGame(given: GameInfo | undefined, format: string, what: string): void {
  if (given === undefined || given.recordFormat === format) return;
  throw new UsageError(`--game ${given.id}: ${what} is a record of "${format}", not of ${given.title}; the game is read from the file, so leave out --game`);
}
