// What the SSH server needs of a table's host (issue 14), and the two small memories of its door:
// the client keys remembered per seat, and the per-address count of wrong codes.
import type { TableClient } from '../../session/table.js';
import type { Timers } from './timers.js';

/** A seat by its number as invites show it (1 = the first seat), or a spectator. */
export type SshSeat = number | 'watch';

/** The host's side: which seats may join, their codes, and the screens' table for each. */
export interface SeatGate {
  /** The seat numbers (1-based) a person may join now: the human seats. */
  seats(): readonly number[];
  /** Whether `code` is that seat's code (the seat token, or a short code derived from it); constant-time. */
  checkCode(seat: number, code: string): boolean;
  /** The table as that seat's screens see it; null when the seat cannot be played from here now. */
  client(seat: SshSeat): TableClient | null;
  spectatorsAllowed(): boolean;
  /** A seat's connection began (after identification) or ended (quit, dropped, closed): connected/disconnected. */
  onJoin(seat: number): void;
  onLeave(seat: number): void;
}

/** Client keys (by fingerprint) that proved a seat's code once, so their owners come back without it. */
export interface KeyStore {
  knows(seat: number, fingerprint: string): boolean;
  remember(seat: number, fingerprint: string): void;
}

export class MemoryKeyStore implements KeyStore {
  private readonly keys = new Map<number, Set<string>>();
  knows(seat: number, fingerprint: string): boolean {
    return this.keys.get(seat)?.has(fingerprint) ?? false;
  }
  remember(seat: number, fingerprint: string): void {
    const known = this.keys.get(seat) ?? new Set<string>();
    known.add(fingerprint);
    this.keys.set(seat, known);
  }
}

/**
 * Wrong codes per address: `limit` within `windowMs` and the address is refused (no code is even
 * checked) until the oldest of them ages out. At most `maxAddresses` are tracked; the oldest go first.
 */
export class AddressLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(private readonly timers: Timers, private readonly limit = 10, private readonly windowMs = 60_000, private readonly maxAddresses = 4096) {}

  private recent(address: string): number[] {
    const since = this.timers.now() - this.windowMs;
    const kept = (this.failures.get(address) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(address);
    else this.failures.set(address, kept);
    return kept;
  }

  blocked(address: string): boolean {
    return this.recent(address).length >= this.limit;
  }

  fail(address: string): void {
    const kept = this.recent(address);
    this.failures.delete(address);
    this.failures.set(address, [...kept, this.timers.now()]);
    if (this.failures.size > this.maxAddresses) this.failures.delete(this.failures.keys().next().value!);
  }
}
