// Reading game records from files: strict checks, with messages that name the file, field or action.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { RECORD_FORMAT, type GameRecord } from '../engine/index.js';
import { UsageError } from './io.js';

const MAX_BYTES = 4 * 1024 * 1024;
const MAX_DEPTH = 12;

const PlayerSchema = z.strictObject({
  name: z.string().min(1).max(40),
  bot: z.enum(['random', 'heuristic', 'ismcts']).optional(),
});

const RecordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT, { error: `must be "${RECORD_FORMAT}"` }),
  comment: z.string().optional(),
  seed: z.string().max(500),
  seedGenerated: z.boolean().optional(),
  players: z.array(PlayerSchema).min(3).max(6),
  options: z.strictObject({ firstPresident: z.string().optional() }).optional(),
  decks: z.strictObject({
    political: z.array(z.string()).max(200).optional(),
    money: z.array(z.string()).max(200).optional(),
  }).optional(),
  actions: z.array(z.record(z.string(), z.unknown())).max(100_000),
});

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

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('') || 'the record';
}

/** Checks parsed JSON against the record format; throws UsageError naming the field. */
export function parseRecord(data: unknown, file: string): GameRecord {
  if (depthOf(data) > MAX_DEPTH) throw new UsageError(`${file}: the JSON is nested too deeply to be a game record`);
  const result = RecordSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue.path as PropertyKey[];
    const where = path[0] === 'actions' && typeof path[1] === 'number' ? `action ${path[1] + 1}` : `field "${fieldPath(path)}"`;
    throw new UsageError(`${file}: ${where}: ${issue.message}`);
  }
  const record = result.data as unknown as GameRecord;
  const names = record.players.map((p) => p.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw new UsageError(`${file}: field "players": "${dup}" appears twice; every player needs a different name`);
  return record;
}

export function decodeRecordText(bytes: Uint8Array, file: string): unknown {
  if (bytes.length > MAX_BYTES) throw new UsageError(`${file}: the file is ${bytes.length} bytes, too large for a game record`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`${file}: the file is not UTF-8 text`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    if (error instanceof RangeError) throw new UsageError(`${file}: the JSON is nested too deeply to be a game record`);
    throw new UsageError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

export async function readRecordFile(file: string): Promise<GameRecord> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'that is a folder' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new UsageError(`${file}: ${why}`);
  }
  return parseRecord(decodeRecordText(bytes, file), file);
}
