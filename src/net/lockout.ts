// Wrong guesses counted per address and seat, for the WebSocket host and the SSH
// server alike: `limit` wrong ones within `windowMs` and that address may not guess at that seat
// until the oldest ages out. It only ever stops guesses: a proved 128-bit token or a remembered SSH
// key is never asked about it, so players behind the guesser's address (a NAT, a tunnel) still get
// in. Entries are dropped as they age out, and at most `maxEntries` are kept (the stalest go first).
import { limitKey } from './address.js';
import type { Clock } from './clock.js';

export class Lockout {
  /** Failure times per `address|seat`, the entry touched least recently first. */
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxEntries = 4096,
  ) {}

  /** An IPv6 address counts by its /64 (net/address.ts). */
  private key(address: string, seat: number): string {
    return `${limitKey(address)}|${seat}`;
  }

  private recent(key: string): number[] {
    const since = this.clock.now() - this.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  /** Whether guesses at `seat` from `address` are refused now (without being checked). */
  locked(address: string, seat: number): boolean {
    return this.recent(this.key(address, seat)).length >= this.limit;
  }

  /** A wrong guess at `seat` from `address`. */
  fail(address: string, seat: number): void {
    const key = this.key(address, seat);
    const kept = [...this.recent(key), this.clock.now()].slice(-this.limit);
    this.failures.delete(key);
    this.failures.set(key, kept);
    this.prune();
  }

  /** Entries tracked now (every one holds a failure within the window). */
  get size(): number {
    this.prune();
    return this.failures.size;
  }

  /** Drops the entries whose last failure has aged out (they lead the map), then the stalest past `maxEntries`. */
  private prune(): void {
    const since = this.clock.now() - this.windowMs;
    for (const [key, times] of this.failures) {
      if (times[times.length - 1] > since && this.failures.size <= this.maxEntries) break;
      this.failures.delete(key);
    }
  }
}
