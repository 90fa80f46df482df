// Seat order round any game's table: clockwise is the next higher seat, the last followed by the
// first (R1, V1); an order may skip the seats that may not act in it (R22, R23, V6, V14; the board
// game's "clockwise from X" and "from X's left", over the active players or over the exiles).
import type { Seat } from './types.js';

/** What seat order reads of a state or a view: how many seats the table has. */
export interface Table { readonly players: readonly unknown[] }

/** The seat `step` places clockwise of `seat` (counter-clockwise for a negative step). */
export function nextSeat(table: Table, seat: Seat, step = 1): Seat {
  const n = table.players.length;
  return (((seat + step) % n) + n) % n;
}

/**
 * The seats clockwise starting at `from` (itself first), skipping those that may not act: when
 * `from` may not act (a dead President's seat while his office is vacant), the order starts at the
 * first seat after it that may.
 */
export function clockwiseFrom(table: Table, from: Seat, mayAct: (seat: Seat) => boolean = () => true): Seat[] {
  return table.players.map((_, i) => nextSeat(table, from, i)).filter(mayAct);
}

/** The seats clockwise from `seat`'s left (the next seat first, `seat` itself last if it may act), skipping those that may not act. */
export function fromLeftOf(table: Table, seat: Seat, mayAct: (seat: Seat) => boolean = () => true): Seat[] {
  return clockwiseFrom(table, nextSeat(table, seat), mayAct);
}
