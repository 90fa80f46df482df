// Atomic saves: a temp file in the same folder, then rename, so a crash never leaves half a file.
import { mkdirSync, renameSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

export function saveAtomically(path: string, text: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = join(dir, `.${basename(path)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text, { mode: 0o600 });
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
