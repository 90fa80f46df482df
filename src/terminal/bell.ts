// The turn bell of a seat at its own terminal (`junta join`, a seat over SSH): one BEL when a
// decision becomes the seat's, or the table holds the next turn for its offer (R11's bribe window) – rung on the
// change, not again while it stays the seat's turn.
import type { Seat } from '../engine/index.js';
import type { TableClient } from '../session/las-cartas.js';

/** Watches `seat` at `client` and calls `ring` each time its turn begins; returns the stop. */
export function turnBell(client: TableClient, seat: Seat, ring: () => void): () => void {
  let mine = false;
  const check = () => {
    const view = client.port(seat).snapshot().view;
    const now = view.pending.required.some((d) => d.seat === seat) || client.live?.status().hold?.seat === seat;
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
