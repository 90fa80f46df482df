// The save store of one state folder: one file per game in $XDG_STATE_HOME/junta/games/<id>.json,
// listed, found by id or its first digits, created and opened (locked) for playing on, pruned
// when a game finishes, each with its secrets file. The old single autosave.json is moved in on
// first use. A save names its game (its record's `format`): reading it loads that game's module and
// schema from the registry the store is given, and no other game's.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { GameModule } from '../../core/game.js';
import type { GameRegistry } from '../../core/registry.js';
import { replayGame } from '../../core/replay.js';
import { InputError } from '../errors.js';
import { FileError, ensureFolder, reasonOf } from '../../io/files.js';
import { stateDir } from '../paths.js';
import { RecordError, recordedGame, type AnyRecord } from '../records.js';
import { ID_PATTERN, definedOnly, newId, readEnvelope, savePath, type GameMode, type SaveEnvelope, type SaveExtras } from './envelope.js';
import { GameLocks, type LockOwner } from './locks.js';
import { migrateOldSaves } from './migration.js';
import { systemProbe, type ProcessProbe } from './probe.js';
import { DEFAULT_KEEP, expiredGames } from './pruning.js';
import { isSecretFile, readSecret, secretPath, writeSecret } from './secrets.js';
import { GameSlot } from './slot.js';

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

/** How many times a new save draws another random id when the one drawn is taken. */
const NEW_ID_ATTEMPTS = 20;

/** The save store of one state folder. */
export class SaveStore {
  readonly dir: string;
  /** The store's clock, milliseconds since the epoch. */
  readonly now: () => number;
  private readonly locks: GameLocks;
  private migration: Promise<void> | null = null;

  /** `games`: the registry whose games' saves this store reads (each save's game loads when it is read). */
  constructor(readonly stateFolder: string, readonly games: GameRegistry, private readonly options: StoreOptions = {}) {
    this.dir = join(stateFolder, 'games');
    this.now = options.now ?? Date.now;
    const probe = options.probe ?? systemProbe;
    const pid = options.pid ?? process.pid;
    const me = { pid, start: probe.startOf(pid) ?? null, host: options.host ?? hostname() };
    this.locks = new GameLocks(this.dir, { now: this.now, probe, me, lockGraceMs: options.lockGraceMs, foreignLockMs: options.foreignLockMs });
  }

  static forEnv(env: Record<string, string | undefined>, games: GameRegistry, options?: StoreOptions): SaveStore {
    return new SaveStore(stateDir(env), games, options);
  }

  pathOf(id: string): string {
    return savePath(this.dir, id);
  }

  /** Every save, most recently played first, and the files that could not be read. */
  async list(): Promise<{ games: SavedGame[]; broken: BrokenSave[] }> {
    await this.migrate();
    let files: string[];
    try {
      files = readdirSync(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { games: [], broken: [] };
      throw new FileError(this.dir, reasonOf(error), (error as NodeJS.ErrnoException).code);
    }
    const games: SavedGame[] = [];
    const broken: BrokenSave[] = [];
    for (const file of files.filter((f) => f.endsWith('.json') && !f.startsWith('.') && !isSecretFile(f)).sort()) {
      const path = join(this.dir, file);
      try {
        const envelope = await this.read(path);
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
   * The games of `game` the setup screen may resume here (it sets up and resumes that game's):
   * unfinished, not open in another junta, most recent first, each with its round (0 where the
   * game counts none); saves that cannot be read or do not replay are in `broken`. Another game's
   * saves are not its to resume (`junta resume --list` lists every game's).
   */
  async resumable(game: Pick<GameModule, 'recordFormat' | 'rules' | 'round'>): Promise<{ games: (SavedGame & { round: number })[]; broken: BrokenSave[] }> {
    const { games, broken } = await this.list();
    const ready: (SavedGame & { round: number })[] = [];
    for (const saved of games.filter((g) => !g.finished && !g.openBy && g.record.format === game.recordFormat)) {
      const replay = replayGame(game.rules, recordedGame(saved.record));
      if (replay.ok) ready.push({ ...saved, round: game.round?.(replay.state) ?? 0 });
      else broken.push({ file: `${saved.id}.json`, path: saved.path, reason: `${replay.actionNumber === null ? 'setup' : `action ${replay.actionNumber}`}: ${replay.error.message}` });
    }
    return { games: ready, broken };
  }

  /** The save with this id, or the only one whose id starts with it (among `games`, read from the folder by default); null when none or several match. */
  async find(idOrPrefix: string, listed?: readonly SavedGame[]): Promise<SavedGame | null> {
    const games = listed ?? (await this.list()).games;
    const exact = games.find((g) => g.id === idOrPrefix);
    if (exact) return exact;
    const matches = games.filter((g) => g.id.startsWith(idOrPrefix));
    return matches.length === 1 ? matches[0] : null;
  }

  /** Reads one save file; throws RecordError (with the path) when it is not a readable save. */
  read(path: string): Promise<SaveEnvelope> {
    return readEnvelope(path, this.games);
  }

  /** A new game: a fresh id, locked by this process, written at once. Throws FileError when the folder cannot be written. */
  create(record: AnyRecord, mode: GameMode = 'local', extras: SaveExtras = {}): GameSlot {
    // The old saves move in meanwhile: the next listing waits for them.
    void this.migrate();
    ensureFolder(this.dir);
    for (let attempt = 0; ; attempt++) {
      const id = newId(this.now());
      if (existsSync(this.pathOf(id)) || !this.locks.tryLock(id)) {
        if (attempt < NEW_ID_ATTEMPTS) continue;
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
  async open(id: string): Promise<{ slot: GameSlot; envelope: SaveEnvelope }> {
    const path = this.pathOf(id);
    if (!ID_PATTERN.test(id)) throw new InputError(`there is no saved game "${id}"`);
    this.lock(id);
    try {
      const envelope = await this.read(path);
      return { slot: new GameSlot(this, envelope), envelope };
    } catch (error) {
      this.unlock(id);
      throw error;
    }
  }

  /** Finished games beyond the newest `keepFinished`, or older than `keepFinishedDays`, are deleted; returns their ids. */
  async prune(): Promise<string[]> {
    const policy = {
      keepFinished: this.options.keepFinished ?? DEFAULT_KEEP.keepFinished,
      keepFinishedDays: this.options.keepFinishedDays ?? DEFAULT_KEEP.keepFinishedDays,
    };
    const gone = expiredGames((await this.list()).games, policy, this.now());
    for (const g of gone) {
      rmSync(g.path, { force: true });
      rmSync(this.secretPath(g.id), { force: true });
    }
    return gone.map((g) => g.id);
  }

  /** Where a game's secrets (seat tokens, keys) are kept: a 0600 file apart from its record. */
  secretPath(id: string): string {
    return secretPath(this.dir, id);
  }

  writeSecret(id: string, secret: Record<string, string>): void {
    writeSecret(this.dir, id, secret);
  }

  /** A game's secrets; null when there are none, or when others could read them (then they are no secret). */
  readSecret(id: string): Record<string, string> | null {
    return readSecret(this.dir, id);
  }

  /** The process that has this game open, or null (a stale lock counts as none). */
  owner(id: string): LockOwner | null {
    return this.locks.owner(id);
  }

  /** Takes the game's lock, taking over a stale one; throws GameOpenElsewhere when it is held. */
  lock(id: string): void {
    this.locks.lock(id);
  }

  /** Marks the lock as in use now (a foreign host judges staleness by it). */
  touchLock(id: string): void {
    this.locks.touch(id);
  }

  /** Releases the game's lock if this process holds it. */
  unlock(id: string): void {
    this.locks.unlock(id);
  }

  /** The first time: the old autosave.json files become saves of their own (again next time if the folder could not be written). */
  private migrate(): Promise<void> {
    this.migration ??= migrateOldSaves(this.stateFolder, this.dir, this.games).then((done) => {
      if (!done) this.migration = null;
    });
    return this.migration;
  }
}
