// Decisions taken at once over the wire (Viva at a network table; V9: every Golpista orders at once, each in
// secret): an action decided at an earlier step still counts when, since then, only the other
// seats of the same decision have acted – another's order does not make this one stale – while a
// step of anything else (or of this seat) still does, so a resent action applies at most once.
import type { Seat } from '../core/types.js';
import type { Session, SessionRecord } from '../session/runner.js';

/** The seats a decision of their own (no play-or-pass window) is asked of. */
const ownDecisions = (decisions: readonly { seat: Seat; window?: unknown }[]): Set<Seat> =>
  new Set(decisions.filter((d) => !d.window).map((d) => d.seat));

/**
 * The step an action of `seat` decided at `atStep` is taken at: now, when since then only other
 * seats asked at once with this one have acted and this seat is still asked; else `atStep`, which
 * the session refuses as stale when the game has moved on.
 */
export function decidedTogether<S, A, V, E, L, R extends SessionRecord<A>>(session: Session<S, A, V, E, L, R>, seat: Seat, atStep: number): number {
  const now = session.actionCount;
  if (atStep >= now || atStep < 0) return atStep;
  const { steps, game } = session;
  const together = ownDecisions(game.rules.pending(session.stateAt(atStep)).required);
  if (together.size < 2 || !together.has(seat) || !ownDecisions(session.required()).has(seat)) return atStep;
  const names = session.record.players.map((p) => p.name);
  for (let i = atStep; i < now; i++) {
    const actor = game.rules.actorOf(steps[i].action, names);
    if (actor === null || actor === seat || !together.has(actor)) return atStep;
  }
  return now;
}
