// The network host's limits: how long a connection has to identify, how fast it may send and talk,
// how many may wait or be connected, how many wrong tokens an address may try. Every refusal that
// names a limit builds its words from these numbers (inWords), so a message never disagrees with
// the limit it enforces.

/**
 * Read where they are enforced, not copied at import: the connection counts and the handshake and
 * identification times at each connection, the message and talk rates when a connection or talker
 * is first seen, the wrong-token limit when a table is made. So a test may lower one before it
 * builds what it checks, and must restore it after (test/net/limits.test.ts and
 * admission.test.ts do).
 */
export const LIMITS = {
  /** A connection must identify itself within this time (`junta join` sends its hello at once). */
  identifyMs: 2_000,
  /** Messages a second, sustained, per connection, and the burst above it. */
  messagesPerSecond: 20,
  messageBurst: 40,
  /** Identified connections (seats and spectators); a seat that proves its token is always admitted. */
  connections: 32,
  /** Connections that have not identified yet, in all and per address: a newcomer beyond evicts the oldest. */
  unidentified: 32,
  unidentifiedPerAddress: 8,
  /** Sockets that have not upgraded to a WebSocket yet (net/server.ts): as many, evicted alike, and this long to upgrade. */
  handshakes: 64,
  handshakesPerAddress: 8,
  handshakeMs: 5_000,
  /** Wrong tokens per address and seat in `failureWindowMs` before further wrong ones are not even checked. */
  failures: 5,
  failureWindowMs: 60_000,
  /** Talk lines a seat may send: a burst, then `talkPerSecond` sustained. */
  talkBurst: 5,
  talkPerSecond: 0.5,
};

/** A duration as a message says it: "a minute", "3 minutes", "a second", "2 seconds", "1.5 seconds". */
export function inWords(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return ms === 60_000 ? 'a minute' : `${ms / 60_000} minutes`;
  const seconds = ms / 1000;
  return seconds === 1 ? 'a second' : `${seconds} seconds`;
}
