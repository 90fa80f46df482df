// The turn bell of a seat at its own terminal (`junta join`, a seat over SSH): one BEL when a
// decision of the seat's own becomes its turn (who must act, read from its view by the game's
// module: Promises, orders, spending, discards), or the table holds the next turn for its offer
// (R11's bribe window) – rung on the change, not again while it stays the seat's turn. A
// play-or-pass window (V30, R15) does not ring: every eligible seat is asked, many times a round,
// and the host's window time passes for a seat that lets it go.
import type { GameRules } from '../core/game.js';
import type { Seat } from '../core/types.js';
import type { TableClient } from '../session/local-table.js';

/** Watches `seat` at `client`, a table of `game`, and calls `ring` each time its turn begins; returns the stop. */
export function turnBell(game: { rules: Pick<GameRules<unknown, unknown, unknown, unknown>, 'pendingInView'> }, client: TableClient<unknown, unknown, unknown, unknown>, seat: Seat, ring: () => void): () => void {
  let mine = false;
  const check = () => {
    const view = client.port(seat).snapshot().view;
    const now = game.rules.pendingInView(view).required.some((d) => d.seat === seat && !d.window) || client.live?.status().hold?.seat === seat;
    if (now && !mine) ring();
    mine = now;
  };
  const stops = [client.port(seat).subscribe(check), client.live?.subscribe(check)];
  check();
  return () => {
    for (const stop of stops) stop?.();
  };
}

/** The bell character. */
export const BEL = '\x07';
