// One game's save, held open (locked) by this process: the session runner writes through it
// after every action, and the game's table settings, pace and --record FILE go in with the next write.
import { writeFileAtomically } from '../../io/files.js';
import type { Pace } from '../plan.js';
import type { AnyRecord } from '../records.js';
import type { TableSettings } from '../table-settings.js';
import { envelopeText, type SaveEnvelope } from './envelope.js';

/** What a slot asks of the store it was opened in (store.ts's SaveStore): its file, the time, its lock, the pruning. */
export interface SlotStore {
  pathOf(id: string): string;
  readonly now: () => number;
  touchLock(id: string): void;
  prune(): Promise<unknown>;
  unlock(id: string): void;
}

/** One game's save, held open (locked) by this process; the session runner writes through it. */
export class GameSlot {
  private released = false;
  /** The pruning the game's finish started (it reads every save, loading their games), settled. */
  private housekeeping: Promise<void> = Promise.resolve();
  private readonly onExit = () => this.release();

  constructor(private readonly store: SlotStore, private envelope: SaveEnvelope) {
    process.on('exit', this.onExit);
  }

  get id(): string {
    return this.envelope.id;
  }

  get path(): string {
    return this.store.pathOf(this.envelope.id);
  }

  /** Saves the record; throws FileError when it cannot be written. A game that has just finished prunes old finished ones. */
  write(record: AnyRecord, finished: boolean): void {
    const justFinished = finished && !this.envelope.finished;
    this.envelope = { ...this.envelope, updated: new Date(this.store.now()).toISOString(), finished, record };
    writeFileAtomically(this.path, envelopeText(this.envelope));
    this.store.touchLock(this.id);
    if (!justFinished) return;
    // Pruning is housekeeping: a folder that cannot be cleaned keeps its old games.
    this.housekeeping = this.store.prune().then(() => undefined, () => undefined);
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

  /** Lets another process open the game at once; resolves when the pruning its finish started is done. */
  release(): Promise<void> {
    if (!this.released) {
      this.released = true;
      process.off('exit', this.onExit);
      this.store.unlock(this.envelope.id);
    }
    return this.housekeeping;
  }
}
