// `junta play` and `junta resume`: live games at this terminal. Every game gets its own save in the
// save store (session/saves.ts); starting, failing to start or resuming never touches another's.
// A resumed game goes on as it was played: at its bots' pace, and writing its --record
// FILE once that file is checked to still hold this game.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { GameInfo, GameTutorial } from '../../core/game.js';
import type { GameEntry, GameRegistry } from '../../core/registry.js';
import { FileError, checkWriteTarget, writeFileAtomically } from '../../io/files.js';
import { visible } from '../../text/sanitize.js';
import type { SessionRecord } from '../../session/runner.js';
import { tableCoach } from '../../ui/table-game.js';
import type { GameMode, GameSlot, SaveEnvelope, SaveStore } from '../../session/saves.js';
import { juntaCommand } from '../invocation.js';
import { RuntimeError, UsageError, note, type Io } from '../io.js';
import {
  DEFAULT_PACE, TUTORIAL_BOT_DELAY_MS, nextRecord, parseBotDelay, parseThinkMs, planGame, plansAGame, recordFromPlan, type Pace, type PlayOptions,
} from '../../session/plan.js';
import { gameOfRecord, sessionGameOf, tellSaveWarnings, type AnySession as Session } from './open.js';
import { checkFileGame, formatGame, recordGame } from '../file-game.js';
import { checkScreens, plainExample } from './screens-check.js';

const noTty = (io: Io): string => `'${juntaCommand('play', io.env)}' needs a terminal; to read a game use '${juntaCommand('replay <file>', io.env)}', to let bots play use '${juntaCommand('simulate', io.env)}', to play in plain text add --plain`;
const plainNeedsPlayers = (io: Io, game: GameEntry, registry: GameRegistry): string => `'${juntaCommand('play --plain', io.env)}' needs its players, for example: ${plainExample(game, registry, io.env)}; '${juntaCommand('resume --plain', io.env)}' continues a saved game`;

const hasTerminal = (io: Io): boolean => Boolean(io.stdout.isTTY && process.stdin.isTTY);

/**
 * `game`: the game --game names; one whose module has no screens is refused first, in one line.
 * `registry`: the games the setup screen chooses among (--game's chosen first).
 */
export async function playCommand(options: PlayOptions & { plain?: boolean }, io: Io, game: GameEntry, registry: GameRegistry): Promise<number> {
  await checkScreens(game, io.env, options.plain === true, () => plainExample(game, registry, io.env));
  const plan = plansAGame(options, game) ? planGame(options, game) : null;
  const pace = { thinkMs: parseThinkMs(options.thinkMs), botDelayMs: parseBotDelay(options.botDelay), plain: options.plain === true };
  if (plan?.record !== undefined) checkRecordTarget(plan.record);
  if (!pace.plain && !hasTerminal(io)) throw new UsageError(noTty(io));
  if (plan) return playRecord(recordFromPlan(plan, game), plan.record ?? null, io, pace);
  // The setup screen is full-screen: plain mode takes its players from the options.
  if (pace.plain) throw new UsageError(plainNeedsPlayers(io, game, registry));
  // The setup screen draws its first frame before the save store loads.
  const { chooseSetup } = await import('../../ui/setup.js');
  let store: Promise<SaveStore> | null = null;
  const openStore = () => (store ??= import('../../session/saves.js').then(({ SaveStore }) => SaveStore.forEnv(io.env, registry)));
  const choice = await chooseSetup(registry.all(), game, openStore, io.env);
  if (!choice) return 0;
  // A saved game goes on at the pace it was saved with.
  if (choice.resumeId !== null) return resumeSaved(await openStore(), choice.resumeId, io, {}, {}, registry);
  // The game chosen on the screen may be another than --game's: it too must have screens.
  const chosen = registry.byFormat(choice.record.format);
  if (chosen && chosen !== game) await checkScreens(chosen, io.env, false, () => plainExample(chosen, registry, io.env));
  return playRecord(choice.record, null, io, pace);
}

/** How a live game is played: its bots' pace, and plain text (--plain) instead of the screens. */
export interface Playing extends Pace {
  plain?: boolean;
}

/** `--record FILE` must be a file we may replace (or a new one), not a folder, FIFO, device or link: exit 2. */
function checkRecordTarget(path: string): void {
  try {
    checkWriteTarget(path);
  } catch (error) {
    if (error instanceof FileError) throw new UsageError(`--record ${error.message}`);
    throw error;
  }
}

/** The first write of `--record FILE`, before any save exists: a failure is exit 2 and leaves nothing behind. */
function writeFirstRecord(path: string, record: SessionRecord): void {
  checkRecordTarget(path);
  try {
    writeFileAtomically(path, `${JSON.stringify(record, null, 1)}\n`);
  } catch (error) {
    if (error instanceof FileError) throw new UsageError(`--record ${error.message}`);
    throw error;
  }
}

/**
 * Plays a record in the screens. A new game gets a new save in the store, which keeps its pace and
 * `recordPath`; a saved game (`slot`) goes on in its own. `recordPath` also receives the bare record
 * after every action (a new game's is written first, and must be writable: exit 2). A tutorial
 * (`mode`) is saved as one and has the coach on its screens.
 */
export async function playRecord(record: SessionRecord, recordPath: string | null, io: Io, pace: Playing = DEFAULT_PACE, slot: GameSlot | null = null, mode: GameMode = 'local', continued = false): Promise<number> {
  if (!pace.plain && !hasTerminal(io)) {
    slot?.release();
    throw new UsageError(noTty(io));
  }
  // The screens' first frame needs the session and the screens, not the save store (nor zod, which
  // it loads): a new game gets its save once that frame is drawn.
  const [{ botsOfGame }, { openGameSession }, module, screens] = await Promise.all([
    import('../../bots/index.js'), import('./open.js'), sessionGameOf(record),
    pace.plain ? null : Promise.all([import('../../ui/run.js'), import('../../ui/theme.js'), import('../../ui/terminal.js')]),
  ]);
  const [bots, tutorial] = await Promise.all([botsOfGame(module, { thinkMs: pace.thinkMs }), mode === 'tutorial' ? module.tutorial?.() : undefined]);
  const slots = new Set<GameSlot>(slot ? [slot] : []);
  const extras = { pace: { thinkMs: pace.thinkMs, botDelayMs: pace.botDelayMs }, recordPath: recordPath === null ? undefined : resolve(io.cwd, recordPath) };
  // What saving says on stderr while the screens are up waits until they close.
  const held: string[] = [];
  const quiet: Io = { ...io, stderr: { write: (text: string) => held.push(text) } };
  // A saved game goes on in its own save, even when that cannot be written: never in a new one.
  const resumed = new WeakSet<Session>();
  const save = async (session: Session, out: Io): Promise<void> => {
    if (session.savedTo !== null || resumed.has(session)) return;
    try {
      const created = (await import('./running.js')).saveAsNewGame(session, out, undefined, mode, extras);
      if (created) slots.add(created);
    } catch (error) {
      session.warn(`autosave is off: ${(error as Error).message}`);
    }
  };
  const saving: Promise<void>[] = [];
  const start = (r: SessionRecord, existing: GameSlot | null): Session => {
    const session = openGameSession(module, r, null, { bots, recordPath: recordPath ?? undefined });
    if (existing) {
      resumed.add(session);
      session.useSave(existing);
      tellSaveWarnings(session, io);
    }
    return session;
  };
  try {
    if (recordPath !== null && slot === null) writeFirstRecord(recordPath, record);
    const session = start(record, slot);
    if (!screens) {
      await save(session, io);
      return await playPlain(session, io);
    }
    const [{ runTui }, { makeTheme }, { localTerminal }] = screens;
    const result = await runTui(session, {
      terminal: localTerminal(),
      theme: makeTheme(io.env),
      botDelayMs: pace.botDelayMs,
      resumeHint: (s) => (notSaved(s)
        ? 'This game is NOT saved (autosave is off): quitting ends it for good.'
        : `The game is saved after every action; continue it later with: ${juntaCommand('resume', io.env)}`),
      endNotes: (s) => [...endNotes(s, io), ...(tutorial ? [`Next: a game of your own – ${juntaCommand('play', io.env)} (or ${juntaCommand('rules quickstart', io.env)})`] : [])],
      save: (s) => {
        const done = save(s, quiet);
        saving.push(done);
        return done;
      },
      // The tutorial's pinned decks are for one first game: no "play again" with them.
      nextSession: tutorial ? undefined : (previous) => {
        for (const s of slots) if (s.path === previous.savedTo) s.release();
        return start(nextRecord(previous.record, previous.game), null);
      },
      coach: tutorial ? tableCoach(tutorial) : undefined,
      // replay --continue: the log marks where the record ended.
      ...(continued ? { recordEnds: record.actions.length } : {}),
    });
    await Promise.all(saving);
    for (const text of held) io.stderr.write(text);
    if (result.error) note(io, result.error instanceof Error ? result.error.message : String(result.error));
    // A save that failed while the screens were up (they showed it) is told where it stays readable.
    tellSaveWarnings(result.session, io);
    io.stdout.write(`${await closingLines(result.session, result.session.recordTo, io.env)}\n`);
    return result.code;
  } finally {
    for (const s of slots) s.release();
  }
}

/** Whether the game's autosave is off (a --record FILE no longer written leaves the save on; a new game's save may still be on its way). */
const notSaved = (session: Session): boolean => session.savedTo === null && session.saveWarning !== null;

/** Where a finished game is kept – its save, and its --record FILE while that is written – and how to replay it. */
function endNotes(session: Session, io: Io): string[] {
  const save = session.savedTo;
  const file = session.recordTo;
  if (!save && !file) return ['Not saved.'];
  return [
    ...(save ? [`Saved: ${visible(save)}`] : []),
    ...(file ? [`Record: ${visible(file)}`] : []),
    `Everything, replayed: ${juntaCommand(`replay ${visible(file ?? save!)} --reveal`, io.env)}`,
  ];
}

/** `--plain`: the game as lines of text on stdout, answers read from stdin (a terminal, a pipe or a file). */
async function playPlain(session: Session, io: Io): Promise<number> {
  const [{ runPlain }, { processPlainTerminal }, { LocalTable, localClient }] = await Promise.all([
    import('../../ui/plain/run.js'), import('../../ui/plain/lines.js'), import('../../session/local-table.js'),
  ]);
  try {
    const result = await runPlain(session.game, localClient(new LocalTable(session)), {
      terminal: processPlainTerminal(),
      resumeHint: () => (notSaved(session)
        ? 'This game is NOT saved (autosave is off).'
        : `The game is saved after every action; continue it with: ${juntaCommand('resume --plain', io.env)}`),
      endNotes: () => endNotes(session, io),
    });
    return result.code;
  } finally {
    tellSaveWarnings(session, io);
  }
}

/** What stays in the terminal after the screens close: the scores, or where the game waits. */
export async function closingLines(session: Session, recordPath: string | null, env: Io['env']): Promise<string> {
  if (!session.finished) {
    const kept = session.savedTo ?? recordPath;
    const also = session.savedTo && recordPath ? ` (and the record in ${visible(recordPath)})` : '';
    return kept ? `The game is saved in ${visible(kept)}${also}; continue it with: ${juntaCommand('resume', env)}` : 'The game was not saved.';
  }
  const kept = recordPath ?? session.savedTo;
  const [{ scoreTable }, game] = await Promise.all([import('../narration.js'), gameOfRecord(session.record)]);
  return [...scoreTable(game, session.state, session.record.players.map((p) => p.name)), ...(kept ? ['', `The record: ${visible(kept)} (${juntaCommand(`replay ${visible(kept)} --reveal`, env)})`] : [])].join('\n');
}

/**
 * The tutorial of the game whose records have `format`, with the coach its screens ask: its
 * module's; undefined when it has none.
 */
async function tutorialFor(format: string): Promise<GameTutorial | undefined> {
  return (await gameOfRecord({ format })).tutorial?.();
}

export interface TutorialOptions {
  name?: string;
  botDelay?: string;
  /** The game --game names: its module gives the tutorial. */
  game: GameEntry;
}

/**
 * `junta tutorial`: a guided first game of the game --game names, saved as a tutorial (resumed as
 * one); a game without a tutorial is a usage error that says so.
 */
export async function tutorialCommand(options: TutorialOptions, io: Io): Promise<number> {
  const given = options.game;
  const none = () => new UsageError(`${given.title} has no tutorial in this version of junta; its rules are there: ${juntaCommand(`rules --game ${given.id}`, io.env)}`);
  // Whether the game has a tutorial is told first, from its module; then whether this version shows it and the session plays it.
  if (!(await given.load()).tutorial) throw none();
  await checkScreens(given, io.env);
  const [{ checkNames, splitNames }, tutorial] = await Promise.all([import('../../session/plan.js'), tutorialFor(given.recordFormat)]);
  if (!tutorial) throw none();
  if (options.name?.includes(',')) throw new UsageError('--name takes one name (you are the only player; two bots join you), for example: --name Ana');
  const name = options.name === undefined ? undefined : checkNames(splitNames(options.name), '--name', given)[0];
  const pace = { thinkMs: DEFAULT_PACE.thinkMs, botDelayMs: parseBotDelay(options.botDelay, TUTORIAL_BOT_DELAY_MS) };
  if (!hasTerminal(io)) throw new UsageError(`'${juntaCommand('tutorial', io.env)}' needs a terminal; to read the rules use '${juntaCommand('rules quickstart', io.env)}'`);
  // The tutorial's record is of its game's format (GameTutorial.record), which the session reads through the module.
  return playRecord(tutorial.record(name) as SessionRecord, null, io, pace, null, 'tutorial');
}

export interface ResumeOptions {
  list?: boolean;
  plain?: boolean;
  /** Change the pace the game was saved with (the same bounds as play's). */
  thinkMs?: string;
  botDelay?: string;
  /** Reopen a hosted table whose seed was chosen (as host --known-seed). */
  knownSeed?: boolean;
  /** --game: the game is the saved record's format; given, it must name the same game. */
  game?: GameInfo;
}

/** What `resume` is told to change: plain text, and the bots' pace where a flag gives it. */
export type ResumeFlags = Partial<Playing>;

/** `registry`: the games whose records and saves it reads (the program's). */
export async function resumeCommand(target: string | undefined, options: ResumeOptions, io: Io, registry: GameRegistry): Promise<number> {
  const flags: ResumeFlags = {
    ...(options.plain ? { plain: true } : {}),
    ...(options.thinkMs !== undefined ? { thinkMs: parseThinkMs(options.thinkMs) } : {}),
    ...(options.botDelay !== undefined ? { botDelayMs: parseBotDelay(options.botDelay) } : {}),
  };
  const { SaveStore, looksLikeId } = await import('../../session/saves.js');
  const store = SaveStore.forEnv(io.env, registry);
  if (options.list) return (await import('./saves-list.js')).listSaves(store, io, registry);
  if (target === '') throw new UsageError('resume takes a saved game id or a record file, not an empty name');
  if (target !== undefined) {
    const inStore = resolve(dirname(resolve(io.cwd, target))) === resolve(store.dir) && /^[\w-]+\.json$/.test(target.split('/').pop()!);
    const id = inStore ? target.split('/').pop()!.replace(/\.json$/, '') : target;
    if (inStore || (looksLikeId(target) && !existsSync(resolve(io.cwd, target)))) return resumeSaved(store, id, io, flags, options, registry);
    return resumeFile(target, io, flags, options.game, registry);
  }
  return resumeSaved(store, null, io, flags, options, registry);
}

/** The pace a saved game goes on at: the flags given, else the saved pace, else the defaults (a tutorial's own delay). */
export function resumedPace(envelope: SaveEnvelope, flags: ResumeFlags): Playing {
  const saved = envelope.pace;
  return {
    thinkMs: flags.thinkMs ?? saved?.thinkMs ?? DEFAULT_PACE.thinkMs,
    botDelayMs: flags.botDelayMs ?? saved?.botDelayMs ?? (envelope.mode === 'tutorial' ? TUTORIAL_BOT_DELAY_MS : DEFAULT_PACE.botDelayMs),
    plain: flags.plain,
  };
}

/**
 * `junta resume FILE`: the game in a record file goes on in a new save of its own; the file is kept
 * up to date. The game is the record's format's: one this version does not play is
 * refused in one line before its record is read as another game's.
 */
async function resumeFile(path: string, io: Io, flags: ResumeFlags, game: GameInfo | undefined, registry: GameRegistry): Promise<number> {
  const { parseAnyRecord, readRecordData } = await import('../../session/records.js');
  const { openRecordSession, playOnWithBots, saveAsNewGame } = await import('./running.js');
  const pace = { ...DEFAULT_PACE, ...flags };
  const data = readRecordData(path);
  const entry = recordGame(registry, data, path);
  checkFileGame(game, entry.recordFormat, path);
  await checkScreens(entry, io.env, flags.plain === true, () => juntaCommand(`resume ${visible(path)} --plain`, io.env));
  const record = await parseAnyRecord(data, path, registry);
  const session = await openRecordSession(record, path, { thinkMs: pace.thinkMs }, path);
  if (session.finished) return gameOver(session, path, io);
  if (record.players.every((p) => p.bot)) {
    return playOnWithBots(session, io, saveAsNewGame(session, io, undefined, 'local', { pace: { thinkMs: pace.thinkMs, botDelayMs: pace.botDelayMs }, recordPath: resolve(io.cwd, path) }));
  }
  if (!pace.plain && !hasTerminal(io)) throw new UsageError('this game has human players, so it needs a terminal; resume it at one, or in plain text with --plain');
  return playRecord(record, path, io, pace);
}

async function gameOver(session: Session, path: string, io: Io): Promise<number> {
  const [{ scoreTable }, game] = await Promise.all([import('../narration.js'), gameOfRecord(session.record)]);
  io.stdout.write(`That game is over.\n${scoreTable(game, session.state, session.record.players.map((p) => p.name)).join('\n')}\n\nTo watch it again: ${juntaCommand(`replay ${visible(path)}`, io.env)}\n`);
  return 0;
}

/**
 * The --record FILE a resumed game goes on writing: the one its save keeps, when it still holds this
 * game (records.ts recordFileProblem); otherwise the save forgets it and one line on stderr says why.
 */
async function keptRecordPath(envelope: SaveEnvelope, slot: GameSlot, store: SaveStore, io: Io): Promise<string | null> {
  const path = envelope.recordPath;
  if (path === undefined) return null;
  const { recordFileProblem } = await import('../../session/records.js');
  const problem = await recordFileProblem(path, envelope.record, store.games);
  if (problem === null) return path;
  slot.keepRecordPath(null);
  note(io, `the record file ${path} is no longer written: ${problem}`);
  return null;
}

/**
 * `junta resume [ID]`: the game with that id, or the most recently played unfinished game that is
 * not open in another junta (the ones that are are reported, and the next is taken). It goes on at
 * the pace it was saved with (flags change it) and writes its --record FILE if that still holds it.
 */
const others = <T>(all: T[], one: T): T[] => all.filter((g) => g !== one);

async function resumeSaved(store: SaveStore, id: string | null, io: Io, flags: ResumeFlags, given: Pick<ResumeOptions, 'thinkMs' | 'botDelay' | 'knownSeed' | 'game'> = {}, registry?: GameRegistry): Promise<number> {
  const { GameOpenElsewhere } = await import('../../session/saves.js');
  const { openRecordSession, playOnWithBots } = await import('./running.js');
  /** A saved game's session, of its own game, with its bots at `thinkMs`. */
  const reopen = (record: SessionRecord, path: string, thinkMs: number = DEFAULT_PACE.thinkMs): Promise<Session> => openRecordSession(record, path, { thinkMs });
  const { games, broken } = await store.list();
  const wanted = id === null ? undefined : broken.find((b) => b.file === `${id}.json`);
  if (wanted) await checkSavedGame(wanted.path, `the saved game ${id}`, given.game, registry ?? (await import('../../games/index.js')).games, io);
  for (const b of broken) note(io, `cannot read the saved game ${b.path} (${b.reason}); it is kept as it is`);
  let candidates = games.filter((g) => !g.finished);
  if (id !== null) {
    const game = await store.find(id, games);
    if (!game) throw new UsageError(`there is no saved game "${id}"; '${juntaCommand('resume --list', io.env)}' shows them`);
    if (game.finished) return gameOver(await reopen(game.record, game.path), game.path, io);
    candidates = [game];
  }
  if (candidates.length === 0) throw new UsageError(`there is no unfinished game to resume; start one with '${juntaCommand('play', io.env)}'`);
  for (const game of candidates) {
    checkFileGame(given.game, game.record.format, `the saved game ${game.id}`);
    // A hosted table reopens as a table: the host, its invites and tokens.
    if (game.mode === 'hosted' && (id !== null || !game.openBy)) {
      if (others(candidates, game).length > 0) note(io, `reopening the hosted table ${game.id}; also unfinished: ${others(candidates, game).map((g) => g.id).join(', ')} (${juntaCommand('resume ID', io.env)})`);
      const known = registry ?? (await import('../../games/index.js')).games;
      return (await import('./host.js')).hostCommand({ resume: true, saveId: game.id, knownSeed: given.knownSeed, thinkMs: given.thinkMs, botDelay: given.botDelay }, io, known);
    }
    // A game this version cannot show is refused in the line that says so, before the save is opened.
    try {
      // Bots alone need no screen; plain mode is what a game that plays in plain mode only needs.
      await checkScreens(store.games.byFormat(game.record.format)!, io.env, flags.plain === true || game.record.players.every((p) => p.bot), () => juntaCommand(`resume ${game.id} --plain`, io.env));
    } catch (error) {
      if (id !== null || !(error instanceof UsageError)) throw error;
      note(io, `cannot resume the saved game ${game.id}: ${error.message}; it is kept as it is`);
      continue;
    }
    let opened;
    try {
      opened = await store.open(game.id);
    } catch (error) {
      if (!(error instanceof GameOpenElsewhere)) throw error;
      if (id !== null) throw new RuntimeError(`${error.message}; '${juntaCommand('resume --list', io.env)}' shows the others`);
      note(io, `${error.message}; trying the next`);
      continue;
    }
    const { slot, envelope } = opened;
    const bots = envelope.record.players.every((p) => p.bot);
    if (!bots && !flags.plain && !hasTerminal(io)) {
      slot.release();
      throw new UsageError(`game ${game.id} has human players, so it needs a terminal; resume it at one, or in plain text with --plain`);
    }
    const pace = resumedPace(envelope, flags);
    let session: Session;
    try {
      session = await reopen(envelope.record, game.path, pace.thinkMs);
    } catch (error) {
      slot.release();
      if (id !== null || !(error instanceof UsageError)) throw error;
      note(io, `cannot resume the saved game ${error.message}; it is kept as it is`);
      continue;
    }
    if (others(candidates, game).length > 0) note(io, `resuming game ${game.id}; also unfinished: ${others(candidates, game).map((g) => g.id).join(', ')} (${juntaCommand('resume ID', io.env)})`);
    slot.keepPace(pace);
    const recordPath = await keptRecordPath(envelope, slot, store, io);
    if (bots) {
      if (recordPath !== null) session.useRecord(recordPath);
      session.useSave(slot);
      return playOnWithBots(session, io, slot);
    }
    return playRecord(envelope.record, recordPath, io, pace, slot, envelope.mode);
  }
  throw new RuntimeError(`no unfinished game could be resumed (see above); '${juntaCommand('resume --list', io.env)}' shows them all`);
}

/**
 * The game of a save its store cannot read, by its record's format: a save of a game this
 * version does not play is refused in the line that says so, not as a broken save of Las Cartas.
 */
async function checkSavedGame(path: string, what: string, given: GameInfo | undefined, registry: GameRegistry, io: Io): Promise<void> {
  const { readRecordData, RecordError } = await import('../../session/records.js');
  let data: unknown;
  try {
    data = readRecordData(path);
  } catch (error) {
    if (error instanceof RecordError) return;
    throw error;
  }
  const entry = formatGame(registry, data);
  if (!entry) return;
  checkFileGame(given, entry.recordFormat, what);
  await checkScreens(entry, io.env);
}
