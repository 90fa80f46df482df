// Files opened safely: reads that never block on a FIFO or read a device or a huge file whole, and
// atomic writes through a temp file with a random name, created exclusively (never through a
// planted link), then renamed over a target that must be a regular file if it exists.
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, renameSync, rmSync, statSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A file that cannot be used, with a reason a person can act on ("is a named pipe (FIFO)"). */
export class FileError extends Error {
  constructor(readonly path: string, readonly reason: string, readonly code?: string) {
    super(`${path}: ${reason}`);
  }
}

/** What a file system entry is, in words, when it is not a regular file. */
export function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  if (stats.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

/** A sentence for a file system error code, for the messages that name the file. */
export function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT': return 'no such file or folder';
    case 'EISDIR': return 'that is a folder';
    case 'ENOTDIR': return 'a part of the path is a file, not a folder';
    case 'EACCES': case 'EPERM': return 'permission denied';
    case 'EROFS': return 'the file system is read-only';
    case 'EEXIST': return 'something else is already there';
    case 'ENOSPC': return 'the disk is full';
    case 'ELOOP': return 'too many symbolic links';
    case 'ENAMETOOLONG': return 'the name is too long';
    default: return (error as Error).message;
  }
}

/**
 * Reads a whole regular file of at most `maxBytes`: opened without blocking (a FIFO with no
 * writer must not hang us), checked with fstat on the open descriptor (no FIFO, device or
 * folder), its size checked before reading, and never more than `maxBytes` read (it may grow).
 */
export function readRegularFile(path: string, maxBytes: number): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new FileError(path, reasonOf(error), (error as NodeJS.ErrnoException).code);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) throw new FileError(path, `that is ${kindOf(stats)}, not a game record file`, 'ENOTREG');
    if (stats.size > maxBytes) throw new FileError(path, `the file is ${stats.size} bytes, too large for a game record`, 'EFBIG');
    const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > maxBytes) throw new FileError(path, `the file is over ${maxBytes} bytes, too large for a game record`, 'EFBIG');
      if (length === buffer.length) break;
    }
    return buffer.subarray(0, length);
  } catch (error) {
    if (error instanceof FileError) throw error;
    throw new FileError(path, reasonOf(error), (error as NodeJS.ErrnoException).code);
  } finally {
    closeSync(fd);
  }
}

/** Makes `dir` (and its parents) unless it exists; throws FileError when a file is in the way or it cannot be made. */
export function ensureFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'EEXIST' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new FileError(dir, code === 'EEXIST' ? 'a file is in the way, where a folder should be' : reasonOf(error), code);
  }
}

/** Refuses a write target that exists and is not a regular file (a device, FIFO, folder or link). */
export function checkWriteTarget(path: string): void {
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    throw new FileError(path, reasonOf(error), code);
  }
  if (!stats.isFile()) throw new FileError(path, `that is ${kindOf(stats)}; a game record can only replace a regular file`, 'ENOTREG');
}

/**
 * Writes `text` to `path` atomically: a temp file with a random name, created exclusively (`wx`
 * is O_CREAT|O_EXCL, which never follows a planted link) in the target's folder, then renamed.
 */
export function writeFileAtomically(path: string, text: string, mode = 0o600): void {
  const dir = dirname(path);
  ensureFolder(dir);
  checkWriteTarget(path);
  const temp = join(dir, `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
  let fd: number | null = null;
  let created = false;
  try {
    fd = openSync(temp, 'wx', mode);
    created = true;
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
    closeSync(fd);
    fd = null;
    renameSync(temp, path);
  } catch (error) {
    if (fd !== null) closeSync(fd);
    if (created) rmSync(temp, { force: true });
    throw new FileError(path, reasonOf(error), (error as NodeJS.ErrnoException).code);
  }
}
