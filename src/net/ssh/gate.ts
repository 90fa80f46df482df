// What the SSH server needs of a table's host, and the small memory of its door: the
// client keys remembered per seat. (Wrong codes are counted by net/lockout.ts.)
import type { TableClient } from '../../session/local-table.js';

/** A table's client as the SSH server hands it to the screens: of whatever game the table plays. */
export type AnyTableClient = TableClient<unknown, unknown, unknown, unknown>;

/** How a code proved a seat: its whole 128-bit token (never locked out) or its short code (guessable, so rate-limited). */
export type CodeProof = 'token' | 'code';

/** A seat by its number as invites show it (1 = the first seat), or a spectator. */
export type SshSeat = number | 'watch';

/** The host's side: which seats may join, their codes, and the screens' table for each. */
export interface SeatGate {
  /** The title of the table's game, as the code prompt names it. */
  title(): string;
  /** The seat numbers (1-based) a person may join now: the human seats. */
  seats(): readonly number[];
  /** Whether `code` opens that seat, and how: its whole token, or a short code derived from it; constant-time. */
  checkCode(seat: number, code: string): CodeProof | null;
  /** The table as that seat's screens see it; null when the seat cannot be played from here now. */
  client(seat: SshSeat): AnyTableClient | null;
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
