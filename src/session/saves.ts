// Saves, one file per game: $XDG_STATE_HOME/junta/games/<id>.json, an envelope around the game
// record ({id, mode, created, updated, finished, record}), written atomically after every action.
// A running game holds a lock (<id>.lock: pid, process start time, host), so a second process is
// told the game is open elsewhere; a stale lock (its process gone, or the pid reused) is taken over.
// The envelope also keeps how the game was played (its bots' pace, its --record FILE), so a resumed
// game goes on as it was (issue 24). Nothing is deleted by starting a game; finished games are pruned by age and count, unfinished
// and unreadable ones never. The old single autosave.json is moved in on first use.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, linkSync, lstatSync, openSync, readdirSync, readFileSync, renameSync, rmSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { replayRecord, type GameRecord } from '../engine/index.js';
import { InputError } from './errors.js';
import { FileError, ensureFolder, reasonOf, writeFileAtomically } from './files.js';
import { stateDir } from './paths.js';
import { BOT_DELAY_RANGE, THINK_MS_RANGE, type Pace } from './plan.js';
import { MAX_RECORD_BYTES, RecordError, RecordSchema, fieldPath, parseRecord, readJsonFile } from './records.js';

export type GameMode = 'local' | 'tutorial' | 'hosted';

/**
 * How a hosted table was opened (issue 13): `junta host --resume` and `junta resume` reopen it so,
 * on the same ports, so the invites the players hold still work. Flags given then override them.
 */
export interface TableSettings {
  port: number;
  /** The address listened on; null: every interface. */
  bind: string | null;
  /** The SSH port; null: not served over SSH. */
  sshPort: number | null;
  spectators: boolean;
  bribeWindowMs: number;
  /** The seat the host plays on their own screen (an index into the record's players); null: none. */
  seat: number | null;
  /** Absolute paths of the PEM files for wss://; null: plain ws://. */
  tls: { cert: string; key: string } | null;
}

export interface SaveEnvelope {
  id: string;
  mode: GameMode;
  /** ISO 8601 times. */
  created: string;
  updated: string;
  finished: boolean;
  record: GameRecord;
  /** A hosted game's table settings (saves from before they were kept have none). */
  table?: TableSettings;
  /** The pace its bots were played at (saves from before it was kept have none). */
  pace?: Pace;
  /** The absolute path of the --record FILE this game also writes; checked again before a resumed game writes it. */
  recordPath?: string;
}

/** What a new save keeps besides its record. */
export type SaveExtras = Pick<SaveEnvelope, 'pace' | 'recordPath'>;

/** A readable save, with the process that has it open (if any). */
export interface SavedGame extends SaveEnvelope {
  path: string;
  openBy: LockOwner | null;
}

/** A file in the games folder that is not a readable save; reported by name and kept. */
export interface BrokenSave {
  file: string;
  path: string;
  reason: string;
}

export interface LockOwner {
  pid: number;
  /** The process's start time as the system reports it (null where it cannot be known). */
  start: string | null;
  host: string;
}

/** How the store tells whether a process still runs: its start time, null when no such process runs, undefined when it runs but its start time is unknown. */
export interface ProcessProbe {
  startOf(pid: number): string | null | undefined;
}

export interface StoreOptions {
  /** Milliseconds since the epoch (injectable so staleness and pruning are tested without waiting). */
  now?: () => number;
  probe?: ProcessProbe;
  pid?: number;
  host?: string;
  /** Finished games kept at most (newest first), and for at most this many days. */
  keepFinished?: number;
  keepFinishedDays?: number;
  /** A lock file still empty after this long was left by a process that died while creating it. */
  lockGraceMs?: number;
  /** A lock from another host (a shared home folder) whose game has not saved for this long is stale. */
  foreignLockMs?: number;
}

/** Another process has this game open. */
export class GameOpenElsewhere extends Error {
  constructor(readonly id: string, readonly owner: LockOwner | null) {
    super(`game ${id} is open in another junta${owner ? ` (process ${owner.pid}${owner.host === hostname() ? '' : ` on ${owner.host}`})` : ''}`);
  }
}

const ID_PATTERN = /^\d{8}-\d{6}-[0-9a-f]{4}$/;
/** An envelope is its record plus a few short fields. */
const MAX_SAVE_BYTES = MAX_RECORD_BYTES + 64 * 1024;

/** Whether `text` looks like a save id (20251130-193412-3fa1) or the start of one. */
export function looksLikeId(text: string): boolean {
  return /^\d{8}(-\d{0,6}(-[0-9a-f]{0,4})?)?$/.test(text) && text.length >= 8;
}

const Port = z.number().int().min(1).max(65535);
const FilePath = z.string().min(1).max(4096).refine((p) => !p.includes('\0'), 'a path has no NUL character');

const TableSchema = z.strictObject({
  port: Port,
  bind: z.string().min(1).max(255).nullable(),
  sshPort: Port.nullable(),
  spectators: z.boolean(),
  // What --bribe-window accepts: 0 to 60 seconds.
  bribeWindowMs: z.number().int().min(0).max(60_000),
  seat: z.number().int().min(0).max(5).nullable(),
  tls: z.strictObject({ cert: FilePath, key: FilePath }).nullable(),
});

const PaceSchema = z.strictObject({
  // What --think-ms and --bot-delay accept.
  thinkMs: z.number().int().min(THINK_MS_RANGE.min).max(THINK_MS_RANGE.max),
  botDelayMs: z.number().int().min(BOT_DELAY_RANGE.min).max(BOT_DELAY_RANGE.max),
});

const EnvelopeSchema = z.strictObject({
  id: z.string().regex(ID_PATTERN),
  mode: z.enum(['local', 'tutorial', 'hosted']),
  created: z.string().max(40),
  updated: z.string().max(40),
  finished: z.boolean(),
  record: RecordSchema,
  table: TableSchema.optional(),
  pace: PaceSchema.optional(),
  recordPath: FilePath.refine(isAbsolute, 'the --record path is kept absolute').optional(),
}).refine((e) => e.table === undefined || (e.mode === 'hosted' && (e.table.seat === null || e.table.seat < e.record.players.length)), {
  message: 'table settings belong to a hosted game, and name one of its seats',
  path: ['table'],
});

/** Linux: field 22 of /proc/<pid>/stat (start time in clock ticks after boot). Elsewhere: alive or not, start unknown. */
export const systemProbe: ProcessProbe = {
  startOf(pid) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync('/proc/self/stat')) return null;
    }
    try {
      process.kill(pid, 0);
      return undefined;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EPERM' ? undefined : null;
    }
  },
};

function stamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** The save store of one state folder. */
export class SaveStore {
  readonly dir: string;
  /** The store's clock, milliseconds since the epoch. */
  readonly now: () => number;
  private readonly probe: ProcessProbe;
  private readonly me: LockOwner;
  private migrated = false;

  constructor(readonly stateFolder: string, private readonly options: StoreOptions = {}) {
    this.dir = join(stateFolder, 'games');
    this.now = options.now ?? Date.now;
    this.probe = options.probe ?? systemProbe;
    const pid = options.pid ?? process.pid;
    this.me = { pid, start: this.probe.startOf(pid) ?? null, host: options.host ?? hostname() };
  }

  static forEnv(env: Record<string, string | undefined>, options?: StoreOptions): SaveStore {
    return new SaveStore(stateDir(env), options);
  }

  pathOf(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  private lockPath(id: string): string {
    return join(this.dir, `${id}.lock`);
  }

  /** Every save, most recently played first, and the files that could not be read. */
  list(): { games: SavedGame[]; broken: BrokenSave[] } {
    this.migrate();
    let files: string[];
    try {
      files = readdirSync(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { games: [], broken: [] };
      throw new FileError(this.dir, reasonOf(error), (error as NodeJS.ErrnoException).code);
    }
    const games: SavedGame[] = [];
    const broken: BrokenSave[] = [];
    for (const file of files.filter((f) => f.endsWith('.json') && !f.startsWith('.') && !f.endsWith('.secret.json')).sort()) {
      const path = join(this.dir, file);
      try {
        const envelope = this.read(path);
        if (`${envelope.id}.json` !== file) throw new RecordError(`${path}: its id "${envelope.id}" does not match the file name`);
        games.push({ ...envelope, path, openBy: this.owner(envelope.id) });
      } catch (error) {
        if (!(error instanceof RecordError)) throw error;
        broken.push({ file, path, reason: error.message.startsWith(`${path}: `) ? error.message.slice(path.length + 2) : error.message });
      }
    }
    games.sort((a, b) => b.updated.localeCompare(a.updated) || b.id.localeCompare(a.id));
    return { games, broken };
  }

  /**
   * The games a player may resume here: unfinished, not open in another junta, most recent first,
   * each with its round; saves that cannot be read or do not replay are in `broken`.
   */
  resumable(): { games: (SavedGame & { round: number })[]; broken: BrokenSave[] } {
    const { games, broken } = this.list();
    const ready: (SavedGame & { round: number })[] = [];
    for (const game of games.filter((g) => !g.finished && !g.openBy)) {
      const replay = replayRecord(game.record);
      if (replay.ok) ready.push({ ...game, round: replay.state.round });
      else broken.push({ file: `${game.id}.json`, path: game.path, reason: `${replay.actionNumber === null ? 'setup' : `action ${replay.actionNumber}`}: ${replay.error.message}` });
    }
    return { games: ready, broken };
  }

  /** The save with this id, or the only one whose id starts with it (among `games`, read from the folder by default); null when none or several match. */
  find(idOrPrefix: string, games = this.list().games): SavedGame | null {
    const exact = games.find((g) => g.id === idOrPrefix);
    if (exact) return exact;
    const matches = games.filter((g) => g.id.startsWith(idOrPrefix));
    return matches.length === 1 ? matches[0] : null;
  }

  /** Reads one save file; throws RecordError (with the path) when it is not a readable save. */
  read(path: string): SaveEnvelope {
    const result = EnvelopeSchema.safeParse(readJsonFile(path, MAX_SAVE_BYTES));
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new RecordError(`${path}: field "${fieldPath(issue.path as PropertyKey[])}": ${issue.message}`);
    }
    return result.data as unknown as SaveEnvelope;
  }

  /** A new game: a fresh id, locked by this process, written at once. Throws FileError when the folder cannot be written. */
  create(record: GameRecord, mode: GameMode = 'local', extras: SaveExtras = {}): GameSlot {
    this.migrate();
    this.ensureDir();
    for (let attempt = 0; ; attempt++) {
      const id = `${stamp(this.now())}-${randomBytes(2).toString('hex')}`;
      if (existsSync(this.pathOf(id)) || !this.tryLock(id)) {
        if (attempt < 20) continue;
        throw new FileError(this.dir, 'could not find a free name for a new save');
      }
      const time = new Date(this.now()).toISOString();
      const slot = new GameSlot(this, { id, mode, created: time, updated: time, finished: false, record, ...definedOnly(extras) });
      try {
        slot.write(record, false);
      } catch (error) {
        slot.release();
        throw error;
      }
      return slot;
    }
  }

  /** Opens a saved game for playing on: takes its lock. Throws GameOpenElsewhere, or InputError when it cannot be read. */
  open(id: string): { slot: GameSlot; envelope: SaveEnvelope } {
    const path = this.pathOf(id);
    if (!ID_PATTERN.test(id)) throw new InputError(`there is no saved game "${id}"`);
    this.lock(id);
    try {
      const envelope = this.read(path);
      return { slot: new GameSlot(this, envelope), envelope };
    } catch (error) {
      this.unlock(id);
      throw error;
    }
  }

  /** Finished games beyond the newest `keepFinished`, or older than `keepFinishedDays`, are deleted; returns their ids. */
  prune(): string[] {
    const keep = this.options.keepFinished ?? 50;
    const maxAge = (this.options.keepFinishedDays ?? 90) * 24 * 3600 * 1000;
    const finished = this.list().games.filter((g) => g.finished);
    const gone = finished.filter((g, i) => (i >= keep || this.now() - Date.parse(g.updated) > maxAge) && !g.openBy);
    for (const g of gone) {
      rmSync(g.path, { force: true });
      rmSync(this.secretPath(g.id), { force: true });
    }
    return gone.map((g) => g.id);
  }

  /** Where a game's secrets (seat tokens, keys) are kept: a 0600 file apart from its record. */
  secretPath(id: string): string {
    return join(this.dir, `${id}.secret.json`);
  }

  writeSecret(id: string, secret: Record<string, string>): void {
    this.ensureDir();
    writeFileAtomically(this.secretPath(id), `${JSON.stringify(secret)}\n`, 0o600);
  }

  /** A game's secrets; null when there are none, or when others could read them (then they are no secret). */
  readSecret(id: string): Record<string, string> | null {
    try {
      const info = lstatSync(this.secretPath(id));
      if (!info.isFile() || (info.mode & 0o077) !== 0) return null;
      const data = readJsonFile(this.secretPath(id), 64 * 1024);
      return z.record(z.string(), z.string()).parse(data);
    } catch {
      return null;
    }
  }

  // ---- locks

  /** The process that has this game open, or null (a stale lock counts as none). */
  owner(id: string): LockOwner | null {
    const held = this.readLock(id);
    return held && !this.isStale(held) ? held.owner : null;
  }

  private tryLock(id: string): boolean {
    let fd: number;
    try {
      fd = openSync(this.lockPath(id), 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw new FileError(this.lockPath(id), reasonOf(error), (error as NodeJS.ErrnoException).code);
    }
    try {
      writeSync(fd, `${JSON.stringify(this.me)}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  }

  private readLock(id: string): { text: string; owner: LockOwner | null; age: number } | null {
    try {
      const text = readFileSync(this.lockPath(id), 'utf8');
      const age = this.now() - lstatSync(this.lockPath(id)).mtimeMs;
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

  private isStale(held: { owner: LockOwner | null; age: number }): boolean {
    const { owner } = held;
    // Unreadable: a process died between creating and writing it, or is writing it right now.
    if (!owner) return held.age > (this.options.lockGraceMs ?? 10_000);
    if (owner.host !== this.me.host) return held.age > (this.options.foreignLockMs ?? 6 * 3600 * 1000);
    if (owner.pid === this.me.pid) return owner.start !== this.me.start;
    const start = this.probe.startOf(owner.pid);
    if (start === null) return true;
    return start !== undefined && owner.start !== null && start !== owner.start;
  }

  /** Takes the game's lock, taking over a stale one; throws GameOpenElsewhere when it is held. */
  lock(id: string): void {
    this.ensureDir();
    for (let attempt = 0; attempt < 3; attempt++) {
      if (this.tryLock(id)) return;
      const held = this.readLock(id);
      if (!held) continue;
      if (!this.isStale(held)) throw new GameOpenElsewhere(id, held.owner);
      // Move the stale lock aside; if what was moved is not the lock judged stale, another process
      // took over first: put its lock back and yield.
      const aside = `${this.lockPath(id)}.stale-${randomBytes(4).toString('hex')}`;
      try {
        renameSync(this.lockPath(id), aside);
      } catch {
        continue;
      }
      const moved = readFileSync(aside, 'utf8');
      if (moved !== held.text) {
        try {
          linkSync(aside, this.lockPath(id));
        } catch {
          // a third process holds it now
        }
        rmSync(aside, { force: true });
        throw new GameOpenElsewhere(id, this.readLock(id)?.owner ?? null);
      }
      rmSync(aside, { force: true });
    }
    throw new GameOpenElsewhere(id, this.readLock(id)?.owner ?? null);
  }

  /** Marks the lock as in use now (a foreign host judges staleness by it). */
  touchLock(id: string): void {
    try {
      const now = this.now() / 1000;
      utimesSync(this.lockPath(id), now, now);
    } catch {
      // no lock to touch: the game is saved all the same
    }
  }

  /** Releases the game's lock if this process holds it. */
  unlock(id: string): void {
    const held = this.readLock(id);
    if (held?.owner && held.owner.pid === this.me.pid && held.owner.start === this.me.start && held.owner.host === this.me.host) {
      rmSync(this.lockPath(id), { force: true });
    }
  }

  // ---- the folder

  private ensureDir(): void {
    ensureFolder(this.dir);
  }

  /**
   * The first time: the single autosave.json (and autosave.previous.json) of earlier versions become
   * saves of their own. One that cannot be read is moved in as it is, to be reported and kept.
   */
  private migrate(): void {
    if (this.migrated) return;
    this.migrated = true;
    for (const name of ['autosave.previous.json', 'autosave.json']) {
      const old = join(this.stateFolder, name);
      let mtime: number;
      try {
        const stats = lstatSync(old);
        mtime = stats.mtimeMs;
      } catch {
        continue;
      }
      try {
        this.ensureDir();
        const id = `${stamp(mtime)}-${randomBytes(2).toString('hex')}`;
        let envelope: SaveEnvelope | null = null;
        try {
          const record = parseRecord(readJsonFile(old), old);
          const replay = replayRecord(record);
          const time = new Date(mtime).toISOString();
          envelope = { id, mode: 'local', created: time, updated: time, finished: replay.ok && replay.state.phase === 'ended', record };
        } catch {
          envelope = null;
        }
        if (envelope) {
          writeFileAtomically(this.pathOf(id), `${JSON.stringify(envelope, null, 1)}\n`);
          rmSync(old, { force: true });
        } else {
          renameSync(old, join(this.dir, `${name.replace(/\.json$/, '')}-${stamp(mtime)}-${randomBytes(2).toString('hex')}.json`));
        }
      } catch {
        // The folder cannot be written: the old file stays where it is, untouched.
        this.migrated = false;
      }
    }
  }
}

/** The fields of `extras` that are set: a save without them stays as saves were before they existed. */
function definedOnly(extras: SaveExtras): SaveExtras {
  return Object.fromEntries(Object.entries(extras).filter(([, value]) => value !== undefined));
}

/** One game's save, held open (locked) by this process; the session runner writes through it. */
export class GameSlot {
  private released = false;
  private readonly onExit = () => this.release();

  constructor(private readonly store: SaveStore, private envelope: SaveEnvelope) {
    process.on('exit', this.onExit);
  }

  get id(): string {
    return this.envelope.id;
  }

  get path(): string {
    return this.store.pathOf(this.envelope.id);
  }

  /** Saves the record; throws FileError when it cannot be written. A game that has just finished prunes old finished ones. */
  write(record: GameRecord, finished: boolean): void {
    const justFinished = finished && !this.envelope.finished;
    this.envelope = { ...this.envelope, updated: new Date(this.store.now()).toISOString(), finished, record };
    writeFileAtomically(this.path, `${JSON.stringify(this.envelope, null, 1)}\n`);
    this.store.touchLock(this.id);
    if (!justFinished) return;
    try {
      this.store.prune();
    } catch {
      // pruning is housekeeping: a folder that cannot be cleaned keeps its old games
    }
  }

  /** The table settings a hosted game is reopened with; kept from the next write on. */
  keepTable(table: TableSettings): void {
    this.envelope = { ...this.envelope, table };
  }

  /** How the game's bots are paced from now on; kept from the next write on. */
  keepPace(pace: Pace): void {
    this.envelope = { ...this.envelope, pace: { thinkMs: pace.thinkMs, botDelayMs: pace.botDelayMs } };
  }

  /** The --record FILE the game writes from now on (an absolute path), or none; kept from the next write on. */
  keepRecordPath(path: string | null): void {
    const { recordPath: _old, ...rest } = this.envelope;
    this.envelope = path === null ? rest : { ...rest, recordPath: path };
  }

  /** Lets another process open the game. */
  release(): void {
    if (this.released) return;
    this.released = true;
    process.off('exit', this.onExit);
    this.store.unlock(this.envelope.id);
  }
}
