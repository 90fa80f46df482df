// `junta replay <file>`: the narration of a game record, from the public table, one seat, or
// everything, for any registered game: the game is the file's `format`, read through the
// registry, and its module alone checks, sets up, replays, tells and scores it. --interactive and
// --continue open the game's screens and the live session (a game without screens is refused, but
// for --continue where bots hold every seat).
import type { GameInfo, GameModule } from '../../core/game.js';
import type { GameRegistry } from '../../core/registry.js';
import type { Reader } from '../../core/audience.js';
import { replayGame, type ReplayedStep } from '../../core/replay.js';
import type { SessionRecord } from '../../session/runner.js';
import { checkFileGame, recordGame } from '../file-game.js';
import { UsageError, type Io } from '../io.js';
import { juntaCommand } from '../invocation.js';
import { visible } from '../../text/sanitize.js';
import { boundedInt } from '../../session/plan.js';
import { eventJsonLines, narrate, scoreTable } from '../narration.js';
import { nameKey } from '../../session/input.js';
import { parseGameRecord, readRecordData, recordedGame, type AnyRecord } from '../../session/records.js';

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

function readerFor(record: AnyRecord, options: ReplayOptions): Reader {
  if (options.reveal && options.seat) throw new UsageError('use either --seat or --reveal, not both');
  if (options.reveal) return 'all';
  if (options.seat === undefined) return 'public';
  const seat = record.players.findIndex((p) => p.name === options.seat || nameKey(p.name) === nameKey(options.seat!));
  if (seat < 0) throw new UsageError(`--seat "${options.seat}" is not a player (players: ${record.players.map((p) => p.name).join(', ')})`);
  return seat;
}

/** --continue: plays on in a new save of its own; the record file and every other save stay as they are. */
async function playOn(record: SessionRecord, file: string, io: Io, game: GameModule, registry: GameRegistry): Promise<number> {
  const humans = record.players.some((p) => !p.bot);
  if (humans && io.stdout.isTTY && process.stdin.isTTY) return (await import('./play.js')).playRecord(record, null, io, undefined, null, 'local', true);
  const [{ openRecordSession, playOnWithBots, saveAsNewGame }, { DEFAULT_ISMCTS_ITERATIONS }] = await Promise.all([import('./running.js'), import('../../core/ismcts.js')]);
  // After running.js, which loads it already (the save store).
  const { SaveStore } = await import('../../session/saves.js');
  // The game and the save store are the program's (its registry), as the narration's are.
  const session = await openRecordSession(record, file, { iterations: DEFAULT_ISMCTS_ITERATIONS }, undefined, game);
  return playOnWithBots(session, io, saveAsNewGame(session, io, SaveStore.forEnv(io.env, registry)));
}

/** Whether the game's screens are plain mode's only (its full screens still to come). */
async function playsPlainOnly(game: GameModule): Promise<boolean> {
  const { loadScreens, plainOnly } = await import('../../ui/game-screens.js');
  return plainOnly(await loadScreens(game));
}

/** `registry`: the games whose records it reads (the program's). */
export async function replayCommand(file: string, options: ReplayOptions, io: Io, registry: GameRegistry): Promise<number> {
  if (file === '') throw new UsageError('replay needs a record file, not an empty name');
  const data = readRecordData(file);
  const entry = recordGame(registry, data, file);
  checkFileGame(options.game, entry.recordFormat, file);
  const game: GameModule = await entry.load();
  const record = parseGameRecord((await game.wire()).record, data, file);
  if (options.json && (options.continue || options.interactive)) {
    throw new UsageError(`--json prints the events of the record; it does not go with --${options.continue ? 'continue' : 'interactive'}`);
  }
  if (options.continue) {
    // A game without screens plays on only where bots hold every seat: nobody needs a screen.
    if (!game.screens && record.players.some((p) => !p.bot)) throw new UsageError(`--continue: ${entry.title} has no screens in this version of junta; without --continue, replay prints its narration`);
    // A game that plays in plain mode only for now goes on from its record in plain mode.
    if (record.players.some((p) => !p.bot) && await playsPlainOnly(game)) throw new UsageError(`--continue: ${entry.title} plays in plain mode for now: ${juntaCommand(`resume ${visible(file)} --plain`, io.env)}`);
    return playOn(record as SessionRecord, file, io, game, registry);
  }
  const reader = readerFor(record, options);
  const full = replayGame(game.rules, recordedGame(record));
  if (!full.ok) {
    const where = full.actionNumber === null ? 'setup' : `action ${full.actionNumber}`;
    throw new UsageError(`${file}: ${where}: ${full.error.message}`);
  }
  const finished = game.rules.isOver(full.state);
  if (reader !== 'public' && !finished && !options.spoilers) {
    throw new UsageError(`this game is not finished, so --${options.reveal ? 'reveal' : 'seat'} would show hidden cards; add --spoilers if every player agrees`);
  }
  const upTo = parseTo(options.to, record.actions.length);
  if (options.interactive) {
    if (!game.screens || await playsPlainOnly(game)) throw new UsageError(`--interactive: ${entry.title} has no replay screens in this version of junta; without --interactive, replay prints its narration`);
    if (!io.stdout.isTTY || !process.stdin.isTTY) throw new UsageError('--interactive needs a terminal; without it, replay prints the narration');
    const { runReplayTui } = await import('../../ui/replay.js');
    // The setup's state, as the replay began (its events are the replay's own).
    const initial = { state: game.rules.create(recordedGame(record).start).state, events: full.initialEvents };
    // From the beginning (or --to), so the screen does not give the ending away.
    return runReplayTui(game, { record, initial, steps: full.steps, players: record.players.length }, finished || options.spoilers === true, reader, options.to === undefined ? 0 : upTo, io.env);
  }
  const steps: ReplayedStep<unknown, unknown, unknown>[] = full.steps.slice(0, upTo);
  const names = record.players.map((p) => p.name);
  if (options.json) {
    const json = eventJsonLines(game, full.initialEvents, steps, names, reader);
    io.stdout.write(json.length > 0 ? `${json.join('\n')}\n` : '');
    return 0;
  }
  const lines = narrate(game, full.initialEvents, steps, names, reader);
  const endState = steps.length > 0 ? steps[steps.length - 1].state : null;
  if (endState !== null && game.rules.isOver(endState)) lines.push(...scoreTable(game, endState, names));
  else lines.push('', `The record stops after action ${steps.length}${finished ? '' : '; the game is not finished'}.`);
  io.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}
