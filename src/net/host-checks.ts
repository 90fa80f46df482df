// What a client checks of every message from its host (a client trusts its host no more
// than the host trusts it): seat numbers within the table, and every string through the sanitizer
// before anything can draw it.
import { shown } from '../text/width.js';

/** Keys whose numbers are seats: a hostile host must not point them past the table. */
const SEAT_KEYS = new Set([
  'seat', 'owner', 'president', 'recipient', 'hold', 'target', 'attacker', 'from', 'successor', 'by', 'firstRebel', 'declaredRebel',
  'reform', 'myVote', 'to', 'order', 'candidates', 'fraud', 'rebels', 'tiedForPresidency', 'tied', 'votes', 'winners', 'actor', 'window',
]);

/** Every seat number in a message is below the number of players (the public view's −1 aside). */
export function seatsInRange(value: unknown, players: number, key = ''): boolean {
  if (typeof value === 'number') return !SEAT_KEYS.has(key) || (value >= 0 && value < players) || (key === 'seat' && value === -1);
  if (Array.isArray(value)) return value.every((v) => seatsInRange(v, players, key));
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => seatsInRange(v, players, k));
  return true;
}

/** Every string in a message through the sanitizer (ids are held to their patterns, so they pass unchanged). */
export function sanitizeAll<T>(value: T): T {
  if (typeof value === 'string') return shown(value, 500) as T;
  if (Array.isArray(value)) return value.map(sanitizeAll) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeAll(v)])) as T;
  return value;
}
