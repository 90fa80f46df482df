// The one clock of the network side: every timeout and rate – identification, floods, the R11 bribe
// window and its countdown, the window time of play-or-pass windows (V30), bot pauses, reconnect backoff, heartbeats, the SSH login grace,
// keepalive and resize pacing, the lockouts – reads it, so tests inject a clock they move by hand
// (test/support/clock.ts) instead of waiting on the wall clock.

export interface Clock {
  /** Milliseconds, only ever compared with each other. */
  now(): number;
  /** Runs `run` once after `ms`; returns its cancel (harmless once it ran or was cancelled). */
  after(ms: number, run: () => void): () => void;
}

/** A cancel that has nothing to cancel: the value of a timer not set. */
export const noTimer = (): void => {};

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    // A pending timer alone never keeps the process alive: sockets and screens do.
    timer.unref?.();
    return () => clearTimeout(timer);
  },
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
