// The clock the SSH server's time limits read (login grace, keepalive, the per-address rate limit),
// injectable so tests move time by hand instead of waiting on the wall clock.

export interface Timers {
  /** Milliseconds, monotonic enough for limits and windows. */
  now(): number;
  /** Runs `fn` once after `ms`; returns the cancel. A pending timer never keeps the process alive. */
  after(ms: number, fn: () => void): () => void;
}

export const realTimers: Timers = {
  now: () => performance.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
