// The save envelope: one game's file, its record wrapped in a few fields ({id, mode, created,
// updated, finished, record}, and how the game was played: a hosted game's table settings, its
// bots' pace, its --record FILE), with the schema every save is read through and its file names.
// The record is any game's of the registry given, checked by that game's schema as its `format`
// names it (that game loaded first, and no other).
import { randomBytes } from 'node:crypto';
import { isAbsolute, join } from 'node:path';
import { z, type ZodType } from 'zod';
import type { GameRegistry } from '../../core/registry.js';
import { BOT_DELAY_RANGE, THINK_MS_RANGE, type Pace } from '../plan.js';
import { anyGameRecordSchema, MAX_RECORD_BYTES, readJsonFile, schemaRefusal, type AnyRecord } from '../records.js';
import { FilePath, TableSettingsSchema, type TableSettings } from '../table-settings.js';

export type GameMode = 'local' | 'tutorial' | 'hosted';

export interface SaveEnvelope {
  id: string;
  mode: GameMode;
  /** ISO 8601 times. */
  created: string;
  updated: string;
  finished: boolean;
  /** The game's record: its `format` says which game it is. */
  record: AnyRecord;
  /** A hosted game's table settings (saves from before they were kept have none). */
  table?: TableSettings;
  /** The pace its bots were played at (saves from before it was kept have none). */
  pace?: Pace;
  /** The absolute path of the --record FILE this game also writes; checked again before a resumed game writes it. */
  recordPath?: string;
}

/** What a new save keeps besides its record. */
export type SaveExtras = Pick<SaveEnvelope, 'pace' | 'recordPath'>;

/** A save id: the UTC time it was made, then 4 random hex digits (20251130-193412-3fa1). */
export const ID_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{4}$/;
/** An envelope is its record plus a few short fields. */
const MAX_SAVE_BYTES = MAX_RECORD_BYTES + 64 * 1024;

/** Whether `text` looks like a save id (20251130-193412-3fa1) or the start of one. */
export function looksLikeId(text: string): boolean {
  return /^\d{8}(-\d{0,6}(-[0-9a-f]{0,4})?)?$/.test(text) && text.length >= 8;
}

/** The time `ms` (since the epoch) as a save id begins: 20251130-193412 (UTC). */
function stamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** A fresh id for a save made at `ms`; two made in the same second differ (almost always) by their random digits. */
export function newId(ms: number): string {
  return `${stamp(ms)}-${randomBytes(2).toString('hex')}`;
}

/** The file of save `id` in the games folder `dir`. */
export function savePath(dir: string, id: string): string {
  return join(dir, `${id}.json`);
}

/** How an envelope is written: one field a line, so a save is readable in any editor. */
export function envelopeText(envelope: SaveEnvelope): string {
  return `${JSON.stringify(envelope, null, 1)}\n`;
}

/** The fields of `extras` that are set: a save without them stays as saves were before they existed. */
export function definedOnly(extras: SaveExtras): SaveExtras {
  return Object.fromEntries(Object.entries(extras).filter(([, value]) => value !== undefined));
}

const PaceSchema = z.strictObject({
  // What --think-ms and --bot-delay accept.
  thinkMs: z.number().int().min(THINK_MS_RANGE.min).max(THINK_MS_RANGE.max),
  botDelayMs: z.number().int().min(BOT_DELAY_RANGE.min).max(BOT_DELAY_RANGE.max),
});

/** A save's schema, its record checked by `record` (the schema of the game its record names). */
const envelopeSchema = (record: ZodType<AnyRecord>) => z.strictObject({
  id: z.string().regex(ID_PATTERN),
  mode: z.enum(['local', 'tutorial', 'hosted']),
  created: z.string().max(40),
  updated: z.string().max(40),
  finished: z.boolean(),
  record,
  table: TableSettingsSchema.optional(),
  pace: PaceSchema.optional(),
  recordPath: FilePath.refine(isAbsolute, 'the --record path is kept absolute').optional(),
}).refine((e) => e.table === undefined || (e.mode === 'hosted' && (e.table.seat === null || e.table.seat < e.record.players.length)), {
  message: 'table settings belong to a hosted game, and name one of its seats',
  path: ['table'],
});

/** Reads one save file of a game of `registry` (that game loaded, no other); throws RecordError (with the path) when it is not a readable save. */
export async function readEnvelope(path: string, registry: GameRegistry): Promise<SaveEnvelope> {
  const data = readJsonFile(path, MAX_SAVE_BYTES);
  const record = typeof data === 'object' && data !== null ? (data as { record?: unknown }).record : undefined;
  const result = envelopeSchema(await anyGameRecordSchema(registry, record)).safeParse(data);
  if (!result.success) throw schemaRefusal(result.error, path);
  return result.data as unknown as SaveEnvelope;
}
