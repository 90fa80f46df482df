// Playing on from a record without screens: bots take every seat that must act.
import { BOTS } from '../../bots/index.js';
import type { GameRecord } from '../../engine/index.js';
import { Session, SessionError } from '../../session/runner.js';
import { autosavePath } from '../../session/paths.js';
import { RuntimeError, UsageError, type Io } from '../io.js';
import { narrate, scoreTable } from '../narration.js';

export function openSession(record: GameRecord, file: string, io: Io): Session {
  try {
    return Session.open(record, { autosave: autosavePath(io.env), bots: BOTS });
  } catch (error) {
    if (!(error instanceof SessionError)) throw error;
    const where = error.actionNumber === null ? '' : `action ${error.actionNumber}: `;
    throw new UsageError(`${file}: ${where}${error.message}`);
  }
}

/** Bots play on to the end; the narration and scores are printed. A human seat stops it. */
export async function playOnWithBots(session: Session, io: Io): Promise<number> {
  const played = session.record.actions.length;
  const humanNeeded = await session.runBots();
  if (humanNeeded) {
    const who = session.record.players[session.humanDecision()!.seat].name;
    const saved = session.record.actions.length - played;
    throw new RuntimeError(
      `bots played ${saved} actions (saved to ${autosavePath(io.env)}); now ${who}, a human, must act: continue at a terminal with 'junta resume'`,
    );
  }
  const names = session.record.players.map((p) => p.name);
  const lines = narrate(session.initialEvents, session.steps, names, 'public');
  io.stdout.write(`${[...lines, ...scoreTable(session.state)].join('\n')}\n`);
  return 0;
}
