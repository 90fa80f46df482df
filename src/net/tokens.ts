// Seat tokens: 128 random bits per human seat, compared in constant time, kept in the
// game's 0600 secrets file beside its save – never in a game record – so a reopened table prints the
// same invites.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SaveStore } from '../session/saves.js';

export function newToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Constant time in the token's content and length (both sides are hashed first). */
export function tokensMatch(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The seats' tokens of a hosted game, kept in the game's secrets file (0600, apart from its record,
 * session/saves.ts): read back when a table is reopened and they still fit its human seats, made
 * afresh (and written) otherwise, or when `fresh` (a new game gets new tokens).
 */
export function seatTokens(store: SaveStore, id: string, humans: boolean[], fresh = false): (string | null)[] {
  const known = fresh ? null : store.readSecret(id);
  if (known) {
    const read = humans.map((_, i) => known[`seat${i + 1}`] ?? null);
    if (read.every((t, i) => (t !== null && TOKEN.test(t)) === humans[i])) return read;
  }
  const tokens = humans.map((human) => (human ? newToken() : null));
  store.writeSecret(id, tokenEntries(tokens));
  return tokens;
}

/** The secrets file's entries for the seats' tokens (`seat1`, …). */
function tokenEntries(tokens: readonly (string | null)[]): Record<string, string> {
  return Object.fromEntries(tokens.flatMap((t, i) => (t ? [[`seat${i + 1}`, t]] : [])));
}

/**
 * "Play again" at a hosted table: the next game's save keeps the table's tokens and the rest of the
 * previous game's secrets (remembered SSH keys), so `junta host --resume` reopens it with the same invites.
 */
export function carrySecrets(store: SaveStore, fromId: string | null, toId: string, tokens: readonly (string | null)[]): void {
  store.writeSecret(toId, { ...(fromId === null ? null : store.readSecret(fromId)), ...tokenEntries(tokens) });
}

/** Letters and digits that cannot be misread for each other (no 0/o, 1/l/i). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A seat's short code, derived from its token, for typing at an SSH prompt: 8 characters
 * (about 39 bits; with 3 tries a connection and 10 wrong codes a minute per address and seat, out of
 * reach of guessing), shown as `abcd-efgh`.
 */
export function shortCode(token: string): string {
  const digest = createHash('sha256').update(`junta seat code|${token}`).digest();
  const chars = [...digest.subarray(0, 8)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/**
 * Whether a typed code opens the seat of `token`, and how: 'token' for the token itself (128 bits,
 * never locked out), 'code' for its short code (dashes, spaces and case aside), null for neither.
 */
export function codeOpens(given: string, token: string): 'token' | 'code' | null {
  const plain = (text: string) => text.toLowerCase().replace(/[\s-]/g, '');
  const byToken = tokensMatch(given.trim(), token);
  const byCode = tokensMatch(plain(given), plain(shortCode(token)));
  return byToken ? 'token' : byCode ? 'code' : null;
}
