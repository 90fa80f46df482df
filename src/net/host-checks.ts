// What a client checks of every message from its host (a client trusts its host no more
// than the host trusts it): seat numbers within the table, and every string through the sanitizer
// before anything can draw it.
import { shown } from '../text/width.js';

/** The protocol's own keys whose numbers are seats (net/protocol.ts: a status's hold and timed window, a step's actor, talk's ends). */
export const PROTOCOL_SEAT_KEYS: ReadonlySet<string> = new Set(['seat', 'hold', 'window', 'actor', 'from', 'to']);

/** The keys whose numbers are seats at a table of one game: the protocol's and those its wire declares (GameWire.seatFields). */
export const seatKeysOf = (game: { seatFields: readonly string[] }): ReadonlySet<string> => new Set([...PROTOCOL_SEAT_KEYS, ...game.seatFields]);

/**
 * Every seat number in a message is below the number of players (the public view's −1 aside):
 * `keys` are the fields whose numbers are seats, so a hostile host must not point them past the table.
 */
export function seatsInRange(value: unknown, players: number, keys: ReadonlySet<string> = PROTOCOL_SEAT_KEYS, key = ''): boolean {
  if (typeof value === 'number') return !keys.has(key) || (value >= 0 && value < players) || (key === 'seat' && value === -1);
  if (Array.isArray(value)) {
    for (const item of value) if (!seatsInRange(item, players, keys, key)) return false;
    return true;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const k of Object.keys(record)) if (!seatsInRange(record[k], players, keys, k)) return false;
  }
  return true;
}

/** Printable ASCII within the sanitizer's width: `shown` returns it as it is (no control, one column a character). */
const PLAIN = /^[\x20-\x7e]{0,500}$/;

const sanitized = (text: string): string => (PLAIN.test(text) ? text : shown(text, 500));

/**
 * Every string in a message through the sanitizer (ids are held to their patterns, so they pass
 * unchanged), in place: the message is the client's own, freshly decoded, and copying every
 * update's view to sanitize it cost a client as much as checking it against the protocol.
 */
export function sanitizeAll<T>(value: T): T {
  if (typeof value === 'string') return sanitized(value) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (typeof value[i] !== 'number') value[i] = sanitizeAll(value[i]);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) if (typeof record[key] !== 'number') record[key] = sanitizeAll(record[key]);
  }
  return value;
}
