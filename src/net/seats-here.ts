// Seats played by screens in this process (the SSH server's connections), or spectators there: the
// same rules as a network connection's – the seat's own view, its actions checked and paused like
// theirs, its talk – and shown as connected while any of its screens is open.
import type { Seat } from '../core/types.js';
import type { LiveTable, TalkLine } from '../session/network-table.js';
import type { TableClient } from '../session/local-table.js';
import type { HostedFace } from './controls.js';

/** How many screens each seat has open here. */
export class SeatsHere {
  private readonly open = new Map<Seat, number>();

  join(seat: Seat): void {
    this.open.set(seat, (this.open.get(seat) ?? 0) + 1);
  }

  leave(seat: Seat): void {
    const left = (this.open.get(seat) ?? 0) - 1;
    if (left > 0) this.open.set(seat, left);
    else this.open.delete(seat);
  }

  has(seat: Seat): boolean {
    return this.open.has(seat);
  }

  seats(): Iterable<Seat> {
    return this.open.keys();
  }
}

/** The table for a seat's screens here (or a spectator's, null). */
export function seatClient<A, V, E, R>(
  table: HostedFace<A, V, E, R>, seat: Seat | null, talk: (seat: Seat) => TalkLine[],
): TableClient<A, V, E, R> & { live: LiveTable } {
  const live: LiveTable = {
    status: () => table.status(),
    talk: () => (seat === null ? [] : talk(seat)),
    subscribe: (listener) => table.subscribe(listener),
    say: (to, text) => (seat === null ? 'spectators do not talk' : table.say(seat, to, text)),
    passOffer: (rest) => {
      if (seat !== null) table.passOffer(seat, rest);
    },
    host: null,
  };
  return {
    here: seat === null ? [] : [seat],
    port: (audience) => table.hostPort(seat === null ? 'public' : audience === 'public' ? 'public' : seat),
    bots: null,
    live,
    notice: () => null,
  };
}
