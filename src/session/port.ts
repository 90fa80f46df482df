// The seat port (architecture.md, "The live table"): everything one seat's screen needs – its view
// (R5), the events it may see with their step numbers, change notices, submitting an action with
// the step it was decided at, and the connection's status. Nothing in it closes over the full
// state, so a network client can implement the same port.
import seedrandom from 'seedrandom';
import {
  determinize, legalActions, visibleTo,
  type Action, type ApplyError, type GameEvent, type GameRecord, type LegalActions, type PlayerView, type Seat,
} from '../engine/index.js';

/** Who a port speaks for: a seat, or the public (a spectator, the shared table screen). */
export type Audience = Seat | 'public';

/** The events of one step as the audience may see them; step 0 is the set-up, step n the n-th action. */
export interface StepLog {
  step: number;
  /** Who acted (public: every action shows its actor); null for the set-up. */
  actor: Seat | null;
  events: GameEvent[];
}

export interface SeatSnapshot {
  audience: Audience;
  /** Actions applied so far. */
  step: number;
  /** The seat's view; for the public, a view with nothing private in it. */
  view: PlayerView;
  finished: boolean;
}

export type SubmitError = ApplyError
  | { code: 'stale'; message: string }
  | { code: 'disconnected'; message: string }
  /** Only at a network table: the host paused it, or the turn waits for the President's bribe (R11's window). */
  | { code: 'paused' | 'waiting'; message: string };
export type SubmitResult = { ok: true; step: number } | { ok: false; error: SubmitError };
export type ConnectionStatus = 'local' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

export interface SeatPort {
  readonly audience: Audience;
  /** The players' names, as given (untrusted: sanitize before drawing). */
  readonly names: readonly string[];
  snapshot(): SeatSnapshot;
  /** The steps after `since` (all of them by default), filtered to what the audience may see. */
  log(since?: number): StepLog[];
  /** Called after every change (a new step, a connection change); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Applies an action decided at step `atStep`; a stale step is refused, so a resent action applies once. */
  submit(action: Action, atStep: number): Promise<SubmitResult>;
  status(): ConnectionStatus;
  /** The whole record, once the game has ended (the end-of-game reveal); null before. */
  reveal(): GameRecord | null;
}

/** Events an audience may see (R5): the one visibility rule for screens, narration and the wire. */
export function canSee(event: GameEvent, audience: Audience | 'all'): boolean {
  return audience === 'public' ? !event.to : visibleTo(event, audience);
}

const NO_CHOICES = (seat: Seat): LegalActions => ({ seat, kinds: [], actions: [], samplers: {}, validate: () => ({ code: 'not-your-turn', message: 'nothing to do now' }) });

/**
 * A seat's legal actions built from its view alone: a state consistent with the view answers like
 * the real one (the non-interference property the engine's tests hold), so a remote seat can
 * list and check its choices locally. The sample is fixed, so the answers are repeatable.
 */
export function legalFromView(view: PlayerView): LegalActions {
  if (view.seat < 0 || view.phase === 'ended') return NO_CHOICES(view.seat);
  return legalActions(determinize(view, seedrandom('legal-from-view')), view.seat);
}
