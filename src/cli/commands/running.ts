// Live games from the CLI: opening a record as a session (open.ts), giving it a save of its own in the save
// store (or playing unsaved with a warning when the state folder cannot be written), and playing on
// without screens when bots take every seat that must act. A save that fails is told on stderr in
// one line, once, on every path. Any game's session: its module is the session's.
import { games } from '../../games/index.js';
import { FileError } from '../../io/files.js';
import type { Session, SessionRecord } from '../../session/runner.js';
import { SaveStore, type GameMode, type GameSlot, type SaveExtras } from '../../session/saves.js';
import { juntaCommand } from '../invocation.js';
import { RuntimeError, type Io } from '../io.js';
import { narrate, scoreTable } from '../narration.js';

import { tellSaveWarnings } from './open.js';

export { openGameSession, openRecordSession, sessionGameOf, tellSaveWarnings } from './open.js';

/**
 * Gives a session its own new save in the store (nothing else there is touched). When the state
 * folder cannot be written: one line on stderr, and the game plays on unsaved with a warning.
 */
export function saveAsNewGame<S, A, V, E, L, R extends SessionRecord<A>>(session: Session<S, A, V, E, L, R>, io: Io, store = SaveStore.forEnv(io.env, games), mode: GameMode = 'local', extras: SaveExtras = {}): GameSlot | null {
  try {
    const slot = store.create(session.record, mode, extras);
    session.useSave(slot);
    tellSaveWarnings(session, io);
    return slot;
  } catch (error) {
    if (!(error instanceof FileError)) throw error;
    session.warn(`autosave is off: cannot save games in ${error.message}`);
    tellSaveWarnings(session, io);
    return null;
  }
}

/** The narration's line where a record ends after `played` actions and its bots play on. */
export const takeOverLine = (played: number): string =>
  `  ---- The record ends here${played === 0 ? ', before its first action' : `, after action ${played}`}; from here on the bots play. ----`;

/** Bots play on to the end; the narration and scores are printed, marked where the record ended. A human seat stops it. */
export async function playOnWithBots<S, A, V, E, L, R extends SessionRecord<A>>(session: Session<S, A, V, E, L, R>, io: Io, slot: GameSlot | null): Promise<number> {
  const played = session.record.actions.length;
  try {
    const humanNeeded = await session.runBots();
    if (humanNeeded) {
      const who = session.record.players[session.humanDecision()!.seat].name;
      const saved = session.record.actions.length - played;
      const where = slot && session.savedTo ? `saved as game ${slot.id}` : 'not saved';
      throw new RuntimeError(
        `bots played ${saved} actions (${where}); now ${who}, a human, must act: continue at a terminal with '${juntaCommand(`resume${slot ? ` ${slot.id}` : ''}`, io.env)}'`,
      );
    }
  } finally {
    tellSaveWarnings(session, io);
    slot?.release();
  }
  const names = session.record.players.map((p) => p.name);
  const game = session.game;
  // Where the record ended and the bots took over, when they played on from it.
  const mark = session.steps.length > played ? { after: played, lines: [takeOverLine(played)] } : undefined;
  const lines = narrate(game, session.initialEvents, session.steps, names, 'public', mark);
  io.stdout.write(`${[...lines, ...scoreTable(game, session.state, names)].join('\n')}\n`);
  return 0;
}
