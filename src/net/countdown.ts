// A wait as the players see it – R11's bribe window, a play-or-pass window's time (V30): the time
// left on a clock, and a call at every whole second it crosses, so the screens redraw "4 s",
// "3 s"… without asking the host.
import { noTimer, type Clock } from './clock.js';

export class Countdown {
  private endsAt: number | null = null;
  private cancel: () => void = noTimer;

  /** `onSecond` runs each time the whole seconds left change, while the countdown runs. */
  constructor(private readonly clock: Clock, private readonly onSecond: () => void) {}

  /** Counts `ms` down from now (again from the start if it was running). */
  start(ms: number): void {
    this.stop();
    this.endsAt = this.clock.now() + Math.max(0, ms);
    this.schedule();
  }

  stop(): void {
    this.cancel();
    this.cancel = noTimer;
    this.endsAt = null;
  }

  /** Milliseconds left (0 once it ran out), or null when it is not running. */
  get leftMs(): number | null {
    return this.endsAt === null ? null : Math.max(0, this.endsAt - this.clock.now());
  }

  private schedule(): void {
    const left = this.leftMs;
    if (left === null || left <= 0) return;
    // To the next whole second left (3.4 s left: in 0.4 s, when it reads 3 s).
    this.cancel = this.clock.after(left % 1000 || 1000, () => {
      this.cancel = noTimer;
      this.onSecond();
      this.schedule();
    });
  }
}
