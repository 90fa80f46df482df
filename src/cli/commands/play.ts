// `junta play` and `junta resume`: live games at this terminal.
import { randomBytes } from 'node:crypto';
import { existsSync, renameSync } from 'node:fs';
import type { GameRecord } from '../../engine/index.js';
import { UsageError, type Io } from '../io.js';
import { parseBotDelay, parseThinkMs, planGame, type GamePlan, type PlayOptions } from '../options.js';
import { autosavePath, previousSavePath } from '../../session/paths.js';

const NO_TTY = "'junta play' needs a terminal; to read a game use 'junta replay <file>', to let bots play use 'junta simulate'";

export function generatedSeed(): string {
  return `junta-${randomBytes(5).toString('hex')}`;
}

export function recordFromPlan(plan: GamePlan): GameRecord {
  return {
    format: 'junta-las-cartas/1',
    seed: plan.seed ?? generatedSeed(),
    seedGenerated: plan.seed === undefined,
    players: plan.seats.map((s) => (s.bot ? { name: s.name, bot: s.bot } : { name: s.name })),
    options: { firstPresident: plan.firstPresident },
    actions: [],
  };
}

/** "Play again": the same players, seats rotated by one, a new seed. */
export function nextRecord(previous: GameRecord): GameRecord {
  const players = [...previous.players.slice(1), previous.players[0]];
  const firstPresident = previous.options?.firstPresident ?? 'vote';
  return { ...previous, seed: generatedSeed(), seedGenerated: true, players, options: { firstPresident }, actions: [] };
}

function hasOptions(options: PlayOptions): boolean {
  return ['players', 'names', 'bots', 'seed', 'record'].some((k) => options[k as keyof PlayOptions] !== undefined)
    || (options.firstPresident !== undefined && options.firstPresident !== 'vote');
}

export async function playCommand(options: PlayOptions, io: Io): Promise<number> {
  const plan = hasOptions(options) ? planGame(options) : null;
  const pace = { thinkMs: parseThinkMs(options.thinkMs), botDelayMs: parseBotDelay(options.botDelay) };
  if (!io.stdout.isTTY || !process.stdin.isTTY) throw new UsageError(NO_TTY);
  if (plan) return playRecord(keepPreviousSave(recordFromPlan(plan), io), plan.record ?? null, io, pace);
  const { chooseSetup } = await import('../../ui/setup.js');
  const choice = await chooseSetup(autosavePath(io.env), io.env);
  if (!choice) return 0;
  return playRecord(choice.resumed ? choice.record : keepPreviousSave(choice.record, io), null, io, pace);
}

/** A new game is about to overwrite the autosave: the old one moves to autosave.previous.json. */
export function keepPreviousSave(record: GameRecord, io: Io): GameRecord {
  const save = autosavePath(io.env);
  if (existsSync(save)) renameSync(save, previousSavePath(io.env));
  return record;
}

/** Opens a record in the screens, saving to the autosave (and `recordPath`) after every action. */
export interface Pace {
  thinkMs: number;
  botDelayMs: number;
}

export async function playRecord(record: GameRecord, recordPath: string | null, io: Io, pace: Pace = { thinkMs: 1000, botDelayMs: 600 }): Promise<number> {
  if (!io.stdout.isTTY || !process.stdin.isTTY) throw new UsageError(NO_TTY);
  const [{ runTui }, { makeBots }, { Session, SessionError }, { makeTheme }, { localTerminal }] = await Promise.all([
    import('../../ui/run.js'), import('../../bots/index.js'), import('../../session/runner.js'), import('../../ui/theme.js'), import('../../ui/terminal.js'),
  ]);
  const save = autosavePath(io.env);
  const bots = makeBots({ thinkMs: pace.thinkMs });
  const open = (r: GameRecord) => Session.open(r, { autosave: save, recordPath: recordPath ?? undefined, bots });
  let session;
  try {
    session = open(record);
  } catch (error) {
    if (error instanceof SessionError) throw new UsageError(`${error.actionNumber ? `action ${error.actionNumber}: ` : ''}${error.message}`);
    throw error;
  }
  session.save();
  const kept = recordPath ?? save;
  const result = await runTui(session, {
    terminal: localTerminal(),
    theme: makeTheme(io.env),
    botDelayMs: pace.botDelayMs,
    resumeHint: 'The game is saved after every action; continue it later with: junta resume',
    endNotes: () => [`Saved: ${kept}`, `Everything, replayed: junta replay ${kept} --reveal`],
    nextSession: (previous) => {
      const next = open(nextRecord(previous.record));
      next.save();
      return next;
    },
  });
  if (result.error) io.stderr.write(`junta: ${result.error instanceof Error ? result.error.message : String(result.error)}\n`);
  io.stdout.write(`${await closingLines(result.session, kept)}\n`);
  return result.code;
}

/** What stays in the terminal after the screens close: the scores, or where the game waits. */
async function closingLines(session: import('../../session/runner.js').Session, kept: string): Promise<string> {
  if (!session.finished) return `The game is saved in ${kept}; continue it with: junta resume`;
  const { scoreTable } = await import('../narration.js');
  return [...scoreTable(session.state), '', `The record: ${kept} (junta replay ${kept} --reveal)`].join('\n');
}

export async function resumeCommand(file: string | undefined, io: Io): Promise<number> {
  const path = file ?? autosavePath(io.env);
  if (file === undefined && !existsSync(path)) throw new UsageError("there is no saved game to resume; start one with 'junta play'");
  const { readRecordFile } = await import('../records.js');
  const { openSession, playOnWithBots } = await import('./live.js');
  const record = await readRecordFile(path);
  const session = openSession(record, path, io);
  if (session.finished) {
    const { scoreTable } = await import('../narration.js');
    io.stdout.write(`That game is over.\n${scoreTable(session.state).join('\n')}\n\nTo watch it again: junta replay ${path}\n`);
    return 0;
  }
  if (record.players.every((p) => p.bot)) return playOnWithBots(session, io);
  if (!io.stdout.isTTY || !process.stdin.isTTY) throw new UsageError('this game has human players, so it needs a terminal; resume it at one');
  return playRecord(record, file ?? null, io);
}
