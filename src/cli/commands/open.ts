// Opening a record as a live session for the CLI, apart from the save store, so that `junta play`
// opens its session and draws the first frame before the store and zod load.
import { botsOfGame } from '../../bots/index.js';
import type { GameBot, GameModule } from '../../core/game.js';
import type { IsmctsOptions } from '../../core/ismcts.js';
import { games } from '../../games/index.js';
import { Session as GameSession, SessionError, type SessionGame, type SessionRecord } from '../../session/runner.js';
import { UsageError, note, type Io } from '../io.js';

/** A session of `module`'s game on `record` (not saved yet); a record of another game, or one that does not replay, is exit 2 naming `file`. */
export function openGameSession<S, A, V, E, L, R extends SessionRecord<A>>(
  module: SessionGame<S, A, V, E, L, R>, record: R, file: string | null, options: { bots: Readonly<Record<string, GameBot<V, L, A>>>; recordPath?: string },
): GameSession<S, A, V, E, L, R> {
  try {
    return GameSession.open(module, record, { autosave: null, bots: options.bots, recordPath: options.recordPath });
  } catch (error) {
    if (!(error instanceof SessionError)) throw error;
    const where = error.actionNumber === null ? '' : `action ${error.actionNumber}: `;
    throw new UsageError(`${file ? `${file}: ` : ''}${where}${error.message}`);
  }
}

/** The module of a record's game, through the registry by the record's format: its narration and scores. */
export async function gameOfRecord(record: { format: string }): Promise<GameModule> {
  const entry = games.byFormat(record.format);
  if (!entry) throw new Error(`no game of this version writes records of "${record.format}"`);
  return entry.load();
}

/** A game's module as a session of any game takes it: its records are the session's records of its format. */
export type AnySessionGame = SessionGame<unknown, unknown, unknown, unknown, unknown, SessionRecord>;

/** The module of a record's game, to open its live session (openGameSession). */
export async function sessionGameOf(record: { format: string }): Promise<AnySessionGame> {
  // The registry keys modules by the format of the records they read: this one reads this record's.
  return (await gameOfRecord(record)) as AnySessionGame;
}

/** A live session of any game. */
export type AnySession = GameSession<unknown, unknown, unknown, unknown, unknown, SessionRecord>;

/**
 * A session on `record` of the record's own game, with that game's bots searching as `search`
 * says (not saved yet); a record that does not replay is exit 2 naming `file`.
 */
export async function openRecordSession(record: SessionRecord, file: string | null, search: IsmctsOptions, recordPath?: string, game?: GameModule): Promise<AnySession> {
  // `game`: the record's module where the caller has it already (read through the program's registry).
  const module = game ? (game as AnySessionGame) : await sessionGameOf(record);
  return openGameSession(module, record, file, { bots: await botsOfGame(module, search), recordPath });
}

/**
 * Each warning of a session's saving (autosave or --record FILE off) not yet told: one line on
 * stderr, so every path that runs a game reports a failed save, and none tells it twice.
 */
export function tellSaveWarnings(session: { untold(): string[] }, io: Io): void {
  for (const warning of session.untold()) note(io, warning);
}
