// A game's secrets (seat tokens, remembered SSH keys): a 0600 file beside its save, never in the
// record, so a save can be shared or replayed without giving a seat away.
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ensureFolder, writeFileAtomically } from '../../io/files.js';
import { readJsonFile } from '../records.js';

const SUFFIX = '.secret.json';
/** A secrets file holds a few tokens and keys. */
const MAX_SECRET_BYTES = 64 * 1024;

/** Whether a file of the games folder is a secrets file (not a save). */
export function isSecretFile(name: string): boolean {
  return name.endsWith(SUFFIX);
}

/** Where the secrets of game `id` in the games folder `dir` are kept. */
export function secretPath(dir: string, id: string): string {
  return join(dir, `${id}${SUFFIX}`);
}

/** Writes a game's secrets, readable by this user only. Throws FileError when the folder cannot be written. */
export function writeSecret(dir: string, id: string, secret: Record<string, string>): void {
  ensureFolder(dir);
  writeFileAtomically(secretPath(dir, id), `${JSON.stringify(secret)}\n`, 0o600);
}

/** A game's secrets; null when there are none, or when others could read them (then they are no secret). */
export function readSecret(dir: string, id: string): Record<string, string> | null {
  const path = secretPath(dir, id);
  try {
    const info = lstatSync(path);
    if (!info.isFile() || (info.mode & 0o077) !== 0) return null;
    const data = readJsonFile(path, MAX_SECRET_BYTES);
    return z.record(z.string(), z.string()).parse(data);
  } catch {
    return null;
  }
}
