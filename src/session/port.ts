// The seat port (architecture.md, "The live table"), over any game's types: everything
// one seat's screen needs – its view (R5), the events it may see with their step numbers, change
// notices, submitting an action with the step it was decided at, and the connection's status.
// Nothing in it closes over the full state, so a network client can implement the same port.
import type { Seat } from '../core/types.js';

/** Who a port speaks for: a seat, or the public (a spectator, the shared table screen). */
export type Audience = Seat | 'public';

/** The events of one step as the audience may see them; step 0 is the set-up, step n the n-th action. */
export interface StepLog<E> {
  step: number;
  /** Who acted (public: every action shows its actor); null for the set-up. */
  actor: Seat | null;
  events: E[];
  /**
   * Set when a network host took this step's action for its actor, whose window time ran out: what
   * the game calls that action (TimeoutAction's label, "ready"). Public, as the actor is.
   */
  timedOut?: string;
}

/** What every seat reads of a step a host took for a seat whose time ran out: "Bo: ready (time ran out)". */
export const timedOutLine = (name: string, label: string): string => `${name}: ${label} (time ran out)`;

export interface SeatSnapshot<V> {
  audience: Audience;
  /** Actions applied so far. */
  step: number;
  /** The seat's view; for the public, a view with nothing private in it. */
  view: V;
  finished: boolean;
}

/** `code`: the game's own refusal codes ('not-your-turn', …) or the table's below. */
export type SubmitError = { code: string; message: string }
  | { code: 'stale'; message: string }
  | { code: 'disconnected'; message: string }
  /** Only at a network table: the host paused it, or the turn waits for an offer's window (R11's). */
  | { code: 'paused' | 'waiting'; message: string };
export type SubmitResult = { ok: true; step: number } | { ok: false; error: SubmitError };
export type ConnectionStatus = 'local' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** `A`, `V`, `E`, `R`: the game's action, view, event and record. */
export interface SeatPort<A, V, E, R> {
  readonly audience: Audience;
  /** The players' names, as given (untrusted: sanitize before drawing). */
  readonly names: readonly string[];
  snapshot(): SeatSnapshot<V>;
  /** The steps after `since` (all of them by default), filtered to what the audience may see. */
  log(since?: number): StepLog<E>[];
  /** Called after every change (a new step, a connection change); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Applies an action decided at step `atStep`; a stale step is refused, so a resent action applies once. */
  submit(action: A, atStep: number): Promise<SubmitResult>;
  status(): ConnectionStatus;
  /** The whole record, once the game has ended (the end-of-game reveal); null before. */
  reveal(): R | null;
}
