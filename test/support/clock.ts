// The one hand-moved clock of the tests (for src/net/clock.ts's Clock): the host, the client, the
// WebSocket server and the SSH server all take it, so no test waits on the wall clock for a timeout.
import type { Clock } from '../../src/net/clock.js';

/** A clock that moves only when told: timers run in order (ties in the order set) as `advance` passes them. */
export class ManualClock implements Clock {
  private time = 1_000_000;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private next = 1;

  now = (): number => this.time;

  after = (ms: number, run: () => void): (() => void) => {
    const id = this.next++;
    this.timers.push({ at: this.time + ms, run, id });
    return () => void (this.timers = this.timers.filter((t) => t.id !== id));
  };

  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = Math.max(this.time, due.at);
      due.run();
    }
    this.time = until;
  }

  /** Timers set and not yet run or cancelled. */
  pending(): number {
    return this.timers.length;
  }
}
