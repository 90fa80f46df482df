// Seat tokens (issue 13): 128 random bits per human seat, compared in constant time, kept in a 0600
// file beside the host's save – never in a game record – so a resumed table prints the same invites.
// MERGE NOTE: issue 10 brings a secrets file per game and safe file opening; when it lands,
// loadOrCreateTokens and tokensPathFor become calls to it.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, writeSync, constants, mkdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';

export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Constant time in the token's content and length (both sides are hashed first). */
export function tokensMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The tokens file of a hosted game's save: beside it, never inside it. */
export function tokensPathFor(savePath: string): string {
  return join(dirname(savePath), `${basename(savePath, '.json')}.tokens.json`);
}

const TokensFile = z.strictObject({ format: z.literal('junta-tokens/1'), seats: z.array(z.string().regex(/^[A-Za-z0-9_-]{22}$/).nullable()).min(3).max(6) });

/**
 * The seats' tokens for a hosted game: read from its tokens file when it holds one per human seat
 * (unless `fresh`: a new game gets new tokens), otherwise made afresh and written (0600, a new file renamed into place, never through a link).
 */
export function loadOrCreateTokens(path: string, humans: boolean[], fresh = false): (string | null)[] {
  const known = fresh ? null : readTokens(path);
  if (known && known.length === humans.length && known.every((t, i) => (t !== null) === humans[i])) return known;
  const tokens = humans.map((human) => (human ? newToken() : null));
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  rmSync(temp, { force: true });
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600);
  try {
    writeSync(fd, `${JSON.stringify({ format: 'junta-tokens/1', seats: tokens })}\n`);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
  return tokens;
}

function readTokens(path: string): (string | null)[] | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch {
    return null;
  }
  try {
    const info = fstatSync(fd);
    // Only our own private file counts: anything readable by others is replaced with new tokens.
    if (!info.isFile() || (info.mode & 0o077) !== 0 || info.size > 4096) return null;
    const parsed = TokensFile.safeParse(JSON.parse(readFileSync(fd, 'utf8')));
    return parsed.success ? parsed.data.seats : null;
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
