// `junta replay <file>`: the narration of a game record, from the public table, one seat, or everything.
import type { GameInfo } from '../../core/game.js';
import { replayRecord, type GameRecord } from '../../engine/index.js';
import { checkFileGame } from '../file-game.js';
import { UsageError, type Io } from '../io.js';
import { boundedInt } from '../../session/plan.js';
import { eventJsonLines, narrate, scoreTable, type Audience } from '../narration.js';
import { nameKey } from '../../session/input.js';
import { readRecordFile } from '../../session/records.js';

export interface ReplayOptions {
  seat?: string;
  reveal?: boolean;
  to?: string;
  spoilers?: boolean;
  interactive?: boolean;
  continue?: boolean;
  json?: boolean;
  /** --game: the record's game is its format; given, it must name the same game. */
  game?: GameInfo;
}

/** --to: an action of the record, 1 to its last; beyond the end is an error, not a silent clamp. */
function parseTo(text: string | undefined, total: number): number {
  if (text === undefined) return total;
  if (total === 0) throw new UsageError(`--to: the record has no actions to stop after`);
  return boundedInt('--to', text, 1, total, 'an action number of this record');
}

function audienceFor(record: GameRecord, options: ReplayOptions): Audience {
  if (options.reveal && options.seat) throw new UsageError('use either --seat or --reveal, not both');
  if (options.reveal) return 'all';
  if (options.seat === undefined) return 'public';
  const seat = record.players.findIndex((p) => p.name === options.seat || nameKey(p.name) === nameKey(options.seat!));
  if (seat < 0) throw new UsageError(`--seat "${options.seat}" is not a player (players: ${record.players.map((p) => p.name).join(', ')})`);
  return seat;
}

export async function replayCommand(file: string, options: ReplayOptions, io: Io): Promise<number> {
  if (file === '') throw new UsageError('replay needs a record file, not an empty name');
  const record = readRecordFile(file);
  checkFileGame(options.game, record.format, file);
  if (options.json && (options.continue || options.interactive)) {
    throw new UsageError(`--json prints the events of the record; it does not go with --${options.continue ? 'continue' : 'interactive'}`);
  }
  if (options.continue) {
    // Plays on in a new save of its own; the record file and every other save stay as they are.
    const humans = record.players.some((p) => !p.bot);
    if (humans && io.stdout.isTTY && process.stdin.isTTY) return (await import('./play.js')).playRecord(record, null, io);
    const { openSession, playOnWithBots, saveAsNewGame } = await import('./running.js');
    const session = openSession(record, file);
    return playOnWithBots(session, io, saveAsNewGame(session, io));
  }
  const audience = audienceFor(record, options);
  const full = replayRecord(record);
  if (!full.ok) {
    const where = full.actionNumber === null ? 'setup' : `action ${full.actionNumber}`;
    throw new UsageError(`${file}: ${where}: ${full.error.message}`);
  }
  const finished = full.state.phase === 'ended';
  if (audience !== 'public' && !finished && !options.spoilers) {
    throw new UsageError(`this game is not finished, so --${options.reveal ? 'reveal' : 'seat'} would show hidden cards; add --spoilers if every player agrees`);
  }
  const upTo = parseTo(options.to, record.actions.length);
  if (options.interactive) {
    if (!io.stdout.isTTY || !process.stdin.isTTY) throw new UsageError('--interactive needs a terminal; without it, replay prints the narration');
    const { runReplayTui } = await import('../../ui/replay.js');
    // From the beginning (or --to), so the screen does not give the ending away.
    return runReplayTui(record, full.steps, finished || options.spoilers === true, audience, options.to === undefined ? 0 : upTo, io.env);
  }
  const steps = full.steps.slice(0, upTo);
  const names = record.players.map((p) => p.name);
  if (options.json) {
    const json = eventJsonLines(full.initialEvents, steps, names, audience);
    io.stdout.write(json.length > 0 ? `${json.join('\n')}\n` : '');
    return 0;
  }
  const lines = narrate(full.initialEvents, steps, names, audience);
  const endState = steps.length > 0 ? steps[steps.length - 1].state : null;
  if (endState?.phase === 'ended') lines.push(...scoreTable(endState));
  else lines.push('', `The record stops after action ${steps.length}${finished ? '' : '; the game is not finished'}.`);
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
