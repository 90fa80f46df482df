// The host's own terminal at a hosted table: its seat (if any) through the same rules as everyone's
// (hostPort), the live table – status, talk, the pass on a held offer (R11) – and the host's controls: hand a seat
// to a bot and back, pause and resume, show the invites.
import type { Seat } from '../core/types.js';
import type { Audience, SeatPort } from '../session/port.js';
import type { TableClient } from '../session/local-table.js';
import type { HostControls, InviteLine, LiveTable, TableStatus, TalkLine } from '../session/network-table.js';
import { savingNotice } from '../session/local-table.js';

/** What the screens here reach of the hosted table. */
export interface HostedFace<A, V, E, R> {
  /** The session played now (its saving warning is every screen's notice). */
  readonly current: { readonly saveWarning: string | null };
  status(): TableStatus;
  subscribe(listener: () => void): () => void;
  say(from: Seat | null, to: Seat | null, text: string): string | null;
  passOffer(seat: Seat, rest: boolean): void;
  toggleBot(seat: Seat): void;
  togglePause(): void;
  /** The audience's port, its actions through the table's rules. */
  hostPort(audience: Audience): SeatPort<A, V, E, R>;
}

/** The host terminal's table: `hostSeat` played here (or none), with the host's controls. */
export function hostClient<A, V, E, R>(
  table: HostedFace<A, V, E, R>, hostSeat: Seat | null, talk: () => TalkLine[], invites: () => InviteLine[],
): TableClient<A, V, E, R> & { live: LiveTable } {
  const controls: HostControls = {
    toggleBot: (seat) => table.toggleBot(seat),
    togglePause: () => table.togglePause(),
    invites,
  };
  const live: LiveTable = {
    status: () => table.status(),
    talk,
    subscribe: (listener) => table.subscribe(listener),
    say: (to, text) => table.say(hostSeat, to, text),
    passOffer: (rest) => {
      if (hostSeat !== null) table.passOffer(hostSeat, rest);
    },
    host: controls,
  };
  return {
    here: hostSeat === null ? [] : [hostSeat],
    port: (audience) => table.hostPort(audience),
    bots: null,
    live,
    notice: () => savingNotice(table.current),
  };
}
