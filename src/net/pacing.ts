// The bots of a hosted table, run here with a pause before each action (so people can follow), one
// at a time, never while the table is held (paused, closed, or waiting for a seat's offer: R11's window); a
// decision that comes back after the table was held is dropped. A bot that fails stops the bots.
import type { Clock } from './clock.js';

/** What the pacer asks of the table. */
export interface BotTable {
  /** Whether bots may act now (not paused, nothing held for an offer, not closed). */
  free(): boolean;
  /** Whether a bot has something to do (and the game is not over). */
  work(): boolean;
  /** One bot action, applied only if `still()` holds when it is decided. */
  step(still: () => boolean): Promise<'acted' | 'idle' | 'stale'>;
  failed(error: unknown): void;
}

export class BotPacer {
  private cancel: (() => void) | null = null;
  private running = false;
  private broken = false;

  constructor(private readonly clock: Clock, private readonly delayMs: number, private readonly table: BotTable) {}

  /** Sets the next bot action going after the pause, when a bot has something to do. */
  schedule(): void {
    if (this.cancel !== null || this.running || this.broken || !this.table.free() || !this.table.work()) return;
    this.cancel = this.clock.after(this.delayMs, () => void this.run());
  }

  /** The table ended: the pending action never runs. */
  stop(): void {
    this.cancel?.();
  }

  private async run(): Promise<void> {
    this.cancel = null;
    if (!this.table.free()) return;
    this.running = true;
    let acted: 'acted' | 'idle' | 'stale' = 'idle';
    try {
      // A decision that comes back after the host ended or paused the table (or held it for an offer) is dropped.
      acted = await this.table.step(() => this.table.free());
    } catch (error) {
      this.broken = true;
      this.table.failed(error);
    } finally {
      this.running = false;
    }
    // After a bot action, or a dropped one, the bots may have more to do; after none, nothing is left.
    if (acted !== 'idle') this.schedule();
  }
}
