// The bots' pace at a terminal: one bot action at a time, then a pause so the players can follow
// it (--bot-delay; Space cuts it short). A second request while one runs is dropped: the table
// flow asks again on the update that the running step ends with.
import type { BotDriver } from '../session/local-table.js';

export class BotRunner {
  private running = false;
  private endPause: (() => void) | null = null;

  /**
   * Lets the bots take one step and, when one acted, waits `pauseMs` (unless `alive` says the
   * screens have closed). False when nothing ran: no bots here, or a step is under way.
   */
  async step(bots: BotDriver | null, pauseMs: number, alive: () => boolean): Promise<boolean> {
    if (!bots || this.running) return false;
    this.running = true;
    try {
      const acted = await bots.step();
      if (acted === 'acted' && pauseMs > 0 && alive()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pauseMs);
          this.endPause = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    } finally {
      this.endPause = null;
      this.running = false;
    }
    return true;
  }

  /** Ends the pause after a bot's action now (nothing when no pause runs). */
  skipPause(): void {
    this.endPause?.();
  }
}
