// Reading game records from files: opened safely (files.ts), then strict checks with messages that
// name the file, field or action. The schema is the game's, by the record's format: the game the
// format names in the registry given (its module and its `wire().record`) loads when a record of it
// is first read, and no other game's (a record or save names its game); its limits are
// the format's own (names ≤ 40, seeds ≤ 500), looser than what new games accept (input.ts), so
// records and saves written before still load; but no two seats may be the same name (input.ts:
// one test of name identity for new games and records).
import { existsSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { z, type ZodType } from 'zod';
import type { GameModule } from '../core/game.js';
import type { GameEntry, GameRegistry } from '../core/registry.js';
import type { RecordedGame } from '../core/replay.js';
import { InputError } from './errors.js';
import { FileError, checkWriteTarget, readRegularFile } from '../io/files.js';
import { fieldPath, parseJsonText, schemaProblem } from '../io/json.js';
import { nameFormProblem, recordNamesProblem } from './input.js';
import { BOT_KINDS } from './plan.js';

export const MAX_RECORD_BYTES = 4 * 1024 * 1024;
const MAX_DEPTH = 12;

/** A file that is not a usable game record; the message names the file and the field or action. */
export class RecordError extends InputError {}

/** What the session reads of any game's record (the game's own schema checks all of it): its format, seed, seats and actions. */
export interface AnyRecord {
  format: string;
  seed: string;
  /** Set when the program made the seed up (a chosen seed is no secret: `junta host` asks for --known-seed). */
  seedGenerated?: boolean;
  players: readonly { name: string; bot?: string }[];
  options?: Readonly<Record<string, unknown>>;
  actions: unknown[];
}

/** The part of a record every game's has, checked after the game's schema (a game whose schema gives another shape is refused, not trusted). */
const AnyRecordSchema = z.object({
  format: z.string(),
  seed: z.string(),
  players: z.array(z.object({ name: z.string(), bot: z.string().optional() })),
  actions: z.array(z.unknown()),
});

/**
 * A record file's schema: the game's own (its format, fields, bounds and actions, by the game's
 * check of a well-formed action), and the session's rules on top: a bot is one of ours, and no two
 * seats are the same name (they would look alike on every screen).
 */
export function withSessionRules<R>(schema: ZodType<R>): ZodType<R> {
  return schema.superRefine((data, ctx) => {
    const shape = AnyRecordSchema.safeParse(data);
    if (!shape.success) {
      const { path, message } = schemaProblem(shape.error.issues[0]);
      ctx.addIssue({ code: 'custom', path, message: `${message} (the game's record schema gives no such record)` });
      return;
    }
    const record = shape.data;
    // Two seats of one name first: that names both seats, where one's form alone would name one.
    const problem = recordNamesProblem(record.players.map((p) => p.name));
    if (problem) ctx.addIssue({ code: 'custom', path: ['players'], message: problem });
    for (const [i, player] of record.players.entries()) {
      if (player.bot !== undefined && !(BOT_KINDS as readonly string[]).includes(player.bot)) {
        ctx.addIssue({ code: 'custom', path: ['players', i, 'bot'], message: `must be one of ${BOT_KINDS.map((k) => `"${k}"`).join(', ')}` });
      }
      const form = nameFormProblem(player.name);
      if (form) ctx.addIssue({ code: 'custom', path: ['players', i, 'name'], message: `${form}, so it cannot be a player's name` });
    }
  });
}

/** A game as its records are read: its module and its record schema with the session's rules. */
interface RecordGame {
  module: GameModule;
  schema: ZodType<AnyRecord>;
}

/** The games loaded so far, by their registry entry: each loads once, on the first record of it read. */
const loaded = new WeakMap<GameEntry, Promise<RecordGame>>();

function loadGame(entry: GameEntry): Promise<RecordGame> {
  let game = loaded.get(entry);
  if (!game) {
    game = (async () => {
      const module = await entry.load();
      const wire = await module.wire();
      return { module, schema: withSessionRules(wire.record) as ZodType<AnyRecord> };
    })();
    loaded.set(entry, game);
    // A load that fails is tried again by the next record of that game.
    game.catch(() => loaded.delete(entry));
  }
  return game;
}

/** The `format` a record's JSON names, if it names one. */
const formatOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { format?: unknown }).format : undefined);

/** The module of the game whose records have this format in `registry` (loading it), or undefined. */
export async function gameForFormat(registry: GameRegistry, format: string): Promise<GameModule | undefined> {
  const entry = registry.byFormat(format);
  return entry && (await loadGame(entry)).module;
}

/** A record of any game of `registry`, checked by `schema` (its game's, as its format names it); none refuses the format, in words that list the known ones. */
function anyGameSchema(registry: GameRegistry, schema: ZodType<AnyRecord> | undefined): ZodType<AnyRecord> {
  return z.unknown().transform((data, ctx) => {
    if (!schema) {
      const known = registry.all().map((g) => `"${g.recordFormat}" (${g.title})`).join(', ');
      ctx.addIssue({ code: 'custom', path: ['format'], message: `must be the record format of a game junta knows: ${known}` });
      return z.NEVER;
    }
    const checked = schema.safeParse(data);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', ...schemaProblem(issue) });
    return z.NEVER;
  });
}

/**
 * The schema `data` is read by as a record of any game of `registry` (a save's record): its game's,
 * as its `format` names it, that game loaded first; a format no game there writes is refused in
 * words that list the known ones.
 */
export async function anyGameRecordSchema(registry: GameRegistry, data: unknown): Promise<ZodType<AnyRecord>> {
  const format = formatOf(data);
  const entry = typeof format === 'string' ? registry.byFormat(format) : undefined;
  return anyGameSchema(registry, entry && (await loadGame(entry)).schema);
}

function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop()!;
    deepest = Math.max(deepest, d);
    if (deepest > MAX_DEPTH) return deepest;
    if (v && typeof v === 'object') for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return deepest;
}

/** JSON nested deeper than any record's is refused before a schema walks it. */
function checkDepth(data: unknown, file: string): void {
  if (depthOf(data) > MAX_DEPTH) throw new RecordError(`${file}: the JSON is nested too deeply to be a game record`);
}

/**
 * A file's first refusal by a schema, as one sentence: the file, the action or field, and why – in
 * words that quote nothing the file holds (io/json.ts). Records and saves both say it so.
 */
export function schemaRefusal(error: z.ZodError, file: string): RecordError {
  const { path, message } = schemaProblem(error.issues[0]);
  const where = path[0] === 'actions' && typeof path[1] === 'number' ? `action ${path[1] + 1}` : `field "${fieldPath(path)}"`;
  return new RecordError(`${file}: ${where}: ${message}`);
}

/** Checks parsed JSON against a record schema; throws RecordError naming the field or action. */
function parseWith<R>(schema: ZodType<R>, data: unknown, file: string): R {
  checkDepth(data, file);
  const result = schema.safeParse(data);
  if (!result.success) throw schemaRefusal(result.error, file);
  return result.data;
}

/** Checks parsed JSON as a record of any game of `registry`, by the schema its format names (that game loaded); throws RecordError naming the field. */
export async function parseAnyRecord(data: unknown, file: string, registry: GameRegistry): Promise<AnyRecord> {
  return parseWith(await anyGameRecordSchema(registry, data), data, file);
}

/** Checks parsed JSON against a game's record schema (its `wire().record`) and the session's rules; throws RecordError naming the field. */
export function parseGameRecord(schema: ZodType, data: unknown, file: string): AnyRecord {
  return parseWith(withSessionRules(schema), data, file) as AnyRecord;
}

/** A record's setup and actions, as a game's rules replay them: the record without its actions, its players by name. */
export function recordedGame(record: AnyRecord): RecordedGame {
  const { actions, players, ...rest } = record;
  return { start: { ...rest, players: players.map((p) => p.name) }, actions };
}

/** UTF-8 JSON text of at most `maxBytes` (4 MB), parsed; throws RecordError naming the file. */
export function decodeJson(bytes: Uint8Array, file: string, maxBytes = MAX_RECORD_BYTES): unknown {
  if (bytes.length > maxBytes) throw new RecordError(`${file}: the file is ${bytes.length} bytes, too large for a game record`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new RecordError(`${file}: the file is not UTF-8 text`);
  }
  try {
    return parseJsonText(text, (problem) => new RecordError(`${file}: ${problem}`));
  } catch (error) {
    if (error instanceof RangeError) throw new RecordError(`${file}: the JSON is nested too deeply to be a game record`);
    throw error;
  }
}

/** Reads JSON from a regular file of at most `maxBytes` (4 MB); throws RecordError (FIFO, device, folder, too large, not JSON). */
export function readJsonFile(file: string, maxBytes = MAX_RECORD_BYTES): unknown {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(file, maxBytes);
  } catch (error) {
    if (error instanceof FileError) throw new RecordError(error.message);
    throw error;
  }
  return decodeJson(bytes, file, maxBytes);
}

/** Whether parsed JSON is a save's envelope ({id, mode, …, record}) rather than a bare record. */
const isEnvelope = (data: unknown): data is { record: unknown } =>
  typeof data === 'object' && data !== null && !('format' in data) && 'record' in data && 'id' in data;

/** The JSON of a game record file, or of a save file its record, not yet checked against a schema; throws RecordError naming the file. */
export function readRecordData(file: string): unknown {
  const data = readJsonFile(file);
  const record = isEnvelope(data) ? data.record : data;
  checkDepth(record, file);
  return record;
}

/**
 * Why a resumed game may no longer write its saved --record FILE, or null when it may.
 * The path comes from a save, which is untrusted: it is checked as the flag is (a regular file if
 * it exists, not a link, FIFO or device), and it must still hold this game as a bare record – the
 * same seed and players, its actions the first of this game's – so a save cannot point junta at
 * any other file. A file that is gone is not made again.
 */
export async function recordFileProblem(path: string, record: AnyRecord, registry: GameRegistry): Promise<string | null> {
  try {
    checkWriteTarget(path);
  } catch (error) {
    if (error instanceof FileError) return error.reason;
    throw error;
  }
  if (!existsSync(path)) return 'the file is gone';
  let held: AnyRecord;
  try {
    const data = readJsonFile(path);
    if (isEnvelope(data)) return 'it holds a save, not a bare game record';
    held = await parseAnyRecord(data, path, registry);
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    return `it no longer holds a game record (${error.message.startsWith(`${path}: `) ? error.message.slice(path.length + 2) : error.message})`;
  }
  if (held.format !== record.format || held.seed !== record.seed || !isDeepStrictEqual(held.players, record.players)) return 'it holds another game now (another seed or other players)';
  const prefix = held.actions.length <= record.actions.length && held.actions.every((action, i) => isDeepStrictEqual(action, record.actions[i]));
  return prefix ? null : 'its actions are no longer the first actions of this game';
}
