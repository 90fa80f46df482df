// Time for the network table (issue 13): every timeout and rate – identification, floods, the
// R11 bribe window, reconnect backoff, heartbeats, bot pauses – reads this clock, so tests inject
// one they move by hand instead of waiting on the wall clock.

export interface Clock {
  /** Milliseconds, only ever compared with each other. */
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    // A pending timer alone never keeps the process alive: sockets and screens do.
    timer.unref?.();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A token bucket: `rate` events a second sustained, bursts up to `burst`. */
export class RateLimit {
  private tokens: number;
  private at: number;

  constructor(private readonly clock: Clock, private readonly rate: number, private readonly burst: number) {
    this.tokens = burst;
    this.at = clock.now();
  }

  /** Takes one token; false when the bucket is empty (the caller refuses the event). */
  take(): boolean {
    const now = this.clock.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
