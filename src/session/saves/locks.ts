// The locks of the saves: a running game holds <id>.lock (pid, process start time, host), so a
// second process is told the game is open elsewhere; a stale lock (its process gone, or the pid
// reused, or a foreign host's lock left unused for hours) is taken over.
import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, lstatSync, openSync, readFileSync, renameSync, rmSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { FileError, ensureFolder, reasonOf } from '../../io/files.js';
import type { ProcessProbe } from './probe.js';

export interface LockOwner {
  pid: number;
  /** The process's start time as the system reports it (null where it cannot be known). */
  start: string | null;
  host: string;
}

/** Another process has this game open. */
export class GameOpenElsewhere extends Error {
  constructor(readonly id: string, readonly owner: LockOwner | null) {
    super(`game ${id} is open in another junta${owner ? ` (process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`})` : ''}`);
  }
}

export interface LockOptions {
  /** Milliseconds since the epoch. */
  now: () => number;
  probe: ProcessProbe;
  /** This process, as its locks name it. */
  me: LockOwner;
  /** A lock file still empty after this long was left by a process that died while creating it. */
  lockGraceMs?: number;
  /** A lock from another host (a shared home folder) whose game has not saved for this long is stale. */
  foreignLockMs?: number;
}

interface HeldLock {
  /** The lock file's text, to tell whether the lock moved aside is still the one judged stale. */
  text: string;
  /** null: the file does not say who holds it. */
  owner: LockOwner | null;
  /** Milliseconds since the lock was written or last touched. */
  age: number;
}

/** The locks of one games folder, taken and released by this process. */
export class GameLocks {
  constructor(private readonly dir: string, private readonly options: LockOptions) {}

  private pathOf(id: string): string {
    return join(this.dir, `${id}.lock`);
  }

  /** The process that has this game open, or null (a stale lock counts as none). */
  owner(id: string): LockOwner | null {
    const held = this.read(id);
    return held && !this.isStale(held) ? held.owner : null;
  }

  /** Creates the lock if no one holds it; false when the lock file exists. */
  tryLock(id: string): boolean {
    let fd: number;
    try {
      fd = openSync(this.pathOf(id), 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw new FileError(this.pathOf(id), reasonOf(error), (error as NodeJS.ErrnoException).code);
    }
    try {
      writeSync(fd, `${JSON.stringify(this.options.me)}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  }

  private read(id: string): HeldLock | null {
    try {
      const text = readFileSync(this.pathOf(id), 'utf8');
      const age = this.options.now() - lstatSync(this.pathOf(id)).mtimeMs;
      try {
        const data = JSON.parse(text);
        const valid = Number.isSafeInteger(data.pid) && typeof data.host === 'string' && (data.start === null || typeof data.start === 'string');
        return { text, owner: valid ? { pid: data.pid, start: data.start, host: data.host } : null, age };
      } catch {
        return { text, owner: null, age };
      }
    } catch {
      return null;
    }
  }

  private isStale(held: HeldLock): boolean {
    const { owner } = held;
    const { me, probe } = this.options;
    // Unreadable: a process died between creating and writing it, or is writing it right now.
    if (!owner) return held.age > (this.options.lockGraceMs ?? 10_000);
    if (owner.host !== me.host) return held.age > (this.options.foreignLockMs ?? 6 * 3600 * 1000);
    if (owner.pid === me.pid) return owner.start !== me.start;
    const start = probe.startOf(owner.pid);
    if (start === null) return true;
    return start !== undefined && owner.start !== null && start !== owner.start;
  }

  /** Takes the game's lock, taking over a stale one; throws GameOpenElsewhere when it is held. */
  lock(id: string): void {
    ensureFolder(this.dir);
    for (let attempt = 0; attempt < 3; attempt++) {
      if (this.tryLock(id)) return;
      const held = this.read(id);
      if (!held) continue;
      if (!this.isStale(held)) throw new GameOpenElsewhere(id, held.owner);
      // Move the stale lock aside; if what was moved is not the lock judged stale, another process
      // took over first: put its lock back and yield.
      const aside = `${this.pathOf(id)}.stale-${randomBytes(4).toString('hex')}`;
      try {
        renameSync(this.pathOf(id), aside);
      } catch {
        continue;
      }
      const moved = readFileSync(aside, 'utf8');
      if (moved !== held.text) {
        try {
          linkSync(aside, this.pathOf(id));
        } catch {
          // a third process holds it now
        }
        rmSync(aside, { force: true });
        throw new GameOpenElsewhere(id, this.read(id)?.owner ?? null);
      }
      rmSync(aside, { force: true });
    }
    throw new GameOpenElsewhere(id, this.read(id)?.owner ?? null);
  }

  /** Marks the lock as in use now (a foreign host judges staleness by it). */
  touch(id: string): void {
    try {
      const now = this.options.now() / 1000;
      utimesSync(this.pathOf(id), now, now);
    } catch {
      // no lock to touch: the game is saved all the same
    }
  }

  /** Releases the game's lock if this process holds it. */
  unlock(id: string): void {
    const held = this.read(id);
    const { me } = this.options;
    if (held?.owner && held.owner.pid === me.pid && held.owner.start === me.start && held.owner.host === me.host) {
      rmSync(this.pathOf(id), { force: true });
    }
  }
}
