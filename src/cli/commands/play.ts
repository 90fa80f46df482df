// `junta play` and `junta resume`: live games at this terminal.
import { existsSync } from 'node:fs';
import { RuntimeError, UsageError, type Io } from '../io.js';
import { planGame, type PlayOptions } from '../options.js';

export async function playCommand(options: PlayOptions, io: Io): Promise<number> {
  planGame(options);
  if (!io.stdout.isTTY) {
    throw new UsageError("'junta play' needs a terminal; to read a game use 'junta replay <file>', to let bots play use 'junta simulate'");
  }
  throw new RuntimeError("the pass-and-play screens are not built yet; 'junta replay <file>' narrates a recorded game");
}

export async function resumeCommand(file: string | undefined, io: Io): Promise<number> {
  const { autosavePath } = await import('../../session/paths.js');
  const path = file ?? autosavePath(io.env);
  if (file === undefined && !existsSync(path)) throw new UsageError("there is no saved game to resume; start one with 'junta play'");
  const { readRecordFile } = await import('../records.js');
  const { openSession, playOnWithBots } = await import('./live.js');
  const session = openSession(await readRecordFile(path), path, io);
  if (!session.finished) return playOnWithBots(session, io);
  const { scoreTable } = await import('../narration.js');
  io.stdout.write(`That game is over.\n${scoreTable(session.state).join('\n')}\n\nTo watch it again: junta replay ${path}\n`);
  return 0;
}
