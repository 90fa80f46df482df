// One network connection as the host sees it: the peer that carries it, the seat it claims, the
// audience it proved, the last step it was sent, its own message rate; and the bytes of an update,
// built from one audience's snapshot and log only, so a connection is never sent what its seat may
// not see.
import type { Seat } from '../core/types.js';
import type { Audience, SeatSnapshot, StepLog } from '../session/port.js';
import { noTimer, RateLimit, type Clock } from './clock.js';
import { LIMITS } from './limits.js';
import type { HostMessage } from './protocol.js';

/** One end of a connection, whatever carries it (a WebSocket in the server, a fake in tests). */
export interface Peer {
  /** The remote address (for the per-address limits: waiting connections, wrong tokens). */
  readonly address: string;
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** What a connection asks to be: a seat (by number, from its URL) or a spectator. */
export type Claim = Seat | 'watch';

/** The bytes of one update for one audience: built from its snapshot and its log only (the no-leak property). */
export function encodeUpdate<V, E>(game: number, snapshot: SeatSnapshot<V>, log: StepLog<E>[]): string {
  const message: HostMessage<V, E> = { type: 'update', game, step: snapshot.step, finished: snapshot.finished, view: snapshot.view, log };
  return JSON.stringify(message);
}

export class Connection {
  /** The audience it proved; null until it identifies. */
  audience: Audience | null = null;
  /** The last step this connection was sent. */
  sentStep = -1;
  open = true;
  readonly limit: RateLimit;
  /** Cancels the identification deadline. */
  identifyTimer: () => void = noTimer;

  constructor(readonly peer: Peer, readonly claim: Claim, clock: Clock) {
    this.limit = new RateLimit(clock, LIMITS.messagesPerSecond, LIMITS.messageBurst);
  }

  send(message: HostMessage<unknown, unknown, unknown> | string): void {
    if (!this.open) return;
    this.peer.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  close(code: number, reason: string): void {
    if (!this.open) return;
    this.open = false;
    this.peer.close(code, reason);
  }
}
