// `junta play` and `junta resume`: live games at this terminal.
import { RuntimeError, UsageError, type Io } from '../io.js';
import { planGame, type PlayOptions } from '../options.js';

const NOT_YET = 'the pass-and-play screens are not built yet';

export async function playCommand(options: PlayOptions, io: Io): Promise<number> {
  planGame(options);
  if (!io.stdout.isTTY) {
    throw new UsageError("'junta play' needs a terminal; to read a game use 'junta replay <file>', to let bots play use 'junta simulate'");
  }
  throw new RuntimeError(`${NOT_YET}; 'junta replay <file>' narrates a recorded game`);
}

export async function resumeCommand(file: string | undefined, io: Io): Promise<number> {
  const { autosavePath } = await import('../../session/paths.js');
  const path = file ?? autosavePath(io.env);
  const { readRecordFile } = await import('../records.js');
  const { replayRecord } = await import('../../engine/index.js');
  const record = await readRecordFile(path);
  const replay = replayRecord(record);
  if (!replay.ok) {
    throw new UsageError(`${path}: ${replay.actionNumber === null ? 'setup' : `action ${replay.actionNumber}`}: ${replay.error.message}`);
  }
  if (replay.state.phase === 'ended') {
    const { scoreTable } = await import('../narration.js');
    io.stdout.write(`That game is over.\n${scoreTable(replay.state).join('\n')}\n\nTo watch it again: junta replay ${path}\n`);
    return 0;
  }
  throw new RuntimeError(`${NOT_YET}; 'junta replay ${path}' narrates the game so far`);
}
