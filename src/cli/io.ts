// What a command may touch: its output streams, the environment, the working folder.
import { visible } from '../text/sanitize.js';

export interface OutStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
  rows?: number;
}

export interface Io {
  stdout: OutStream;
  stderr: OutStream;
  env: Record<string, string | undefined>;
  cwd: string;
}

/** Bad usage or bad input: exit code 2, one sentence (defined beside InputError, as the session throws it too). */
export { UsageError } from '../session/errors.js';

/** A failure at run time: exit code 1. */
export class RuntimeError extends Error {}

export function processIo(): Io {
  return { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() };
}

/**
 * A reader that goes away (`junta rules | head -3`) ends the program quietly, as it ends `git log`:
 * what was left to write has nobody to read it. Without this, Node reports the closed pipe (EPIPE)
 * as an unhandled error with its stack trace. Installed once, by the program's entry.
 */
export function endQuietlyWhenReaderGoes(streams: readonly NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
    });
  }
}

export function terminalWidth(io: Io): number {
  const columns = io.stdout.isTTY ? io.stdout.columns : Number(io.env.COLUMNS) || undefined;
  return Math.max(40, Math.min(columns ?? 80, 120));
}

/** One line on stderr that goes on (a warning, a note); it may quote paths or lock files, so it is sanitized whole. */
export function note(io: Io, text: string): void {
  io.stderr.write(`junta: ${visible(text)}\n`);
}
