// How the table protocol (protocol.ts, junta-table/2) and the host's options still name a table's
// hold (hold.ts; R11's bribe window): `bribeWindow`, `bribeWindowLeftMs`, `bribeWindowMs` and
// `pass-bribe`. The host encodes and the client decodes through here alone, so the bytes on the
// wire stay as they are while the rest of the network speaks of a hold and an offer; the names go
// with the protocol's next version (issue 19).
import type { Seat } from '../core/types.js';
import type { ClientMessage, HostMessage } from './protocol.js';

type Status = Extract<HostMessage, { type: 'status' }>;
type Welcome = Extract<HostMessage, { type: 'welcome' }>;
type Pass = Extract<ClientMessage, { type: 'pass-bribe' }>;

/** The host's option for the hold's length, ms (`--bribe-window`, read by the CLI); 0 turns it off. */
export interface HoldOption {
  bribeWindowMs?: number;
}

export const holdMsOf = (options: HoldOption): number | undefined => options.bribeWindowMs;

/** A status message: the seats, the pause, and the held seat with the hold's time left. */
export function statusMessage(seats: Status['seats'], paused: boolean, held: Seat | null, leftMs: number | null): Status {
  return { type: 'status', seats, paused, bribeWindow: held, bribeWindowLeftMs: leftMs };
}

/** The held seat and the time left a status message tells. */
export const heldIn = (message: Status): { seat: Seat | null; leftMs: number | null } => ({ seat: message.bribeWindow, leftMs: message.bribeWindowLeftMs });

/** The welcome's hold length, ms. */
export const welcomeHold = (ms: number): Pick<Welcome, 'bribeWindowMs'> => ({ bribeWindowMs: ms });

export const holdMsIn = (message: Welcome): number => message.bribeWindowMs;

/** The message type by which a held seat passes. */
export const PASS_TYPE: Pass['type'] = 'pass-bribe';

/** A held seat passes, now or for the rest of the hold's span. */
export const passMessage = (rest: boolean): Pass => ({ type: PASS_TYPE, rest });
