// replay and resume take the game from the file (a record's or a save's game
// is its `format`); a --game given must name that game. Apart from game-flags.ts so that the
// commands that read files load it, and the program's entry chunk keeps commander to itself.
import type { GameInfo } from '../core/game.js';
import type { GameEntry, GameRegistry } from '../core/registry.js';
import { UsageError } from './io.js';
import { orList } from './text.js';

/** A --game that names another game than the file's (its format) is refused. */
export function checkFileGame(given: GameInfo | undefined, format: string, what: string): void {
  if (given === undefined || given.recordFormat === format) return;
  throw new UsageError(`--game ${given.id}: ${what} is a record of "${format}", not of ${given.title}; the game is read from the file, so leave out --game`);
}

/** The registered game whose records have the `format` of a record's JSON, or undefined when it names none. */
export function formatGame(registry: GameRegistry, data: unknown): GameEntry | undefined {
  const format = typeof data === 'object' && data !== null ? (data as { format?: unknown }).format : undefined;
  return typeof format === 'string' ? registry.byFormat(format) : undefined;
}

/**
 * The game of a record's JSON, by its `format` (no other field says which game it is);
 * a format no registered game writes is refused in one sentence that lists the known ones.
 */
export function recordGame(registry: GameRegistry, data: unknown, file: string): GameEntry {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new UsageError(`${file}: the file holds no game record (a JSON object with a "format")`);
  const entry = formatGame(registry, data);
  if (entry) return entry;
  const known = orList(registry.all().map((g) => `"${g.recordFormat}" (${g.title})`));
  throw new UsageError(`${file}: field "format": must be the record format of a game junta knows: ${known}`);
}
