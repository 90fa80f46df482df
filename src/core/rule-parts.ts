// What every game's rules say alike (R1, R27, V1, V29): an action names the player who takes it by
// name in its `seat`, and a game is over once its phase is `ended`; both games' rules take these.
import { seatNamed } from './names.js';
import type { Seat } from './types.js';

/** The seat of the player an action names in its `seat`; null when no player at the table has that name. */
export function actorBySeatName(action: { seat: string }, names: readonly string[]): Seat | null {
  return seatNamed(names, action.seat);
}

/** A game is over once its phase is `ended`, and only then. */
export function overWhenEnded(state: { phase: string }): boolean {
  return state.phase === 'ended';
}
