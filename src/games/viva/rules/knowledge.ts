// V5's "a view keeps what it was shown": the cards a seat knows to be in another player's hand (a
// Promise it made or looked into, then taken; a card a Burglar or a plunderer took from it), kept
// while nothing hidden could have moved them, so a view never learns from losing a fact.
import type { Seat, VivaState } from './types.js';

export function learn(s: VivaState, seat: Seat, holder: Seat, cards: readonly string[]): void {
  if (seat === holder) return;
  for (const card of cards) {
    if (!s.known.some((k) => k.seat === seat && k.holder === holder && k.card === card)) s.known.push({ seat, holder, card });
  }
}

/** A hand lost cards unseen (a Promise made from it, a plunder): only those who saw which keep their facts about it. */
export function forgetHand(s: VivaState, holder: Seat, saw: readonly Seat[]): void {
  s.known = s.known.filter((k) => k.holder !== holder || saw.includes(k.seat));
}

/** Facts whose card has left its hand; every unseen departure was forgotten before, so the rest left in public. */
export function pruneKnown(s: VivaState): void {
  s.known = s.known.filter((k) => s.players[k.holder].hand.includes(k.card) || s.players[k.holder].spy === k.card);
}

/** What `seat` knows to be in each player's hand (a declared Spy counting as in hand, V10). */
export const knownBy = (s: VivaState, seat: Seat | null): string[][] =>
  s.players.map((_, holder) => s.known.filter((k) => k.seat === seat && k.holder === holder).map((k) => k.card));
