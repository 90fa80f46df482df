// A game on the wire and in record files (R1–R28's and V1–V31's vocabularies): the zod schemas a
// network message or a record file is checked by before a game sees it.
import type { ZodType } from 'zod';

/**
 * What the network and the record files use of a game: its vocabulary as zod schemas,
 * with the bounds (id patterns, list and text caps), so the protocol (net/protocol.ts) and the record
 * reader (session/records.ts) write none of their own. Anything from outside – a client's message,
 * a host's, a file – is checked against these before a game sees it.
 */
export interface GameWire<A = unknown, V = unknown, E = unknown, R = unknown> {
  /** One action as a client sends it: the game's own check of a well-formed action. */
  action: ZodType<A>;
  /** One event with its audience, as the host sends it in a step's log. */
  event: ZodType<E>;
  /** One seat's view (or the public view), as the host sends it. */
  view: ZodType<V>;
  /** A whole record of the game's format: a record file, a save's record, the host's reveal. */
  record: ZodType<R>;
  /**
   * The fields of its views, events and records whose numbers (or lists of numbers) are seats
   * (Viva's `presidente`, `attackers`): a client refuses a host's message that points one past its table.
   */
  seatFields: readonly string[];
}
