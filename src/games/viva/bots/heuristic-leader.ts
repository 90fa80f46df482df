// The heuristic bot's reading of a runaway leader (for the bots' strength targets: a good player plays against the one who
// nears the winning VP): how many VP each player is expected to hold as the seat sees it – buildings
// and the Main House (V5: public), a Yacht or Supercar it knows in his hand or sees in his Promise (V5:
// a view keeps what it was shown), and the VP cards it cannot place spread over the cards it cannot see
// (V28: they may be anywhere a card can be) – and how near that is to V29's target.
import { ALL_CARDS, cardDesign } from '../content/cards.js';
import { publicVictoryPoints, TARGET_VP } from '../rules/score.js';
import type { Seat } from '../rules/types.js';
import type { VivaView } from '../rules/view.js';

const VP_CARDS: readonly string[] = ALL_CARDS.filter((c) => cardDesign(c).vp > 0);
const vpOf = (cards: readonly string[]): number => cards.reduce((t, c) => t + cardDesign(c).vp, 0);
/** A Promise's cards as the seat sees them, or none. */
const seenPromise = (view: VivaView, seat: Seat): string[] => view.players[seat].promise?.cards ?? [];

/** Cards the seat cannot see that another player may hold: each one's unseen hand and unseen Promise. */
function unseenHeld(view: VivaView, seat: Seat): number {
  const p = view.players[seat];
  return Math.max(0, p.handSize - p.known.length) + (p.promise && p.promise.cards === null ? p.promise.size : 0);
}

/**
 * V28: the chance that one card the seat cannot see is a VP card – the VP cards not in its own hand, a
 * Promise it sees, the discard pile (public, V2) or a hand it knows, over the deck and the others' unseen cards.
 */
export function unseenVpShare(view: VivaView): number {
  const me = view.seat!;
  const placed = new Set<string>([...(view.players[me].hand ?? []), ...view.discard]);
  view.players.forEach((p, seat) => { for (const c of [...p.known, ...seenPromise(view, seat)]) placed.add(c); });
  const unplaced = VP_CARDS.filter((c) => !placed.has(c)).length;
  const unseen = view.deckSize + view.players.reduce((t, _, seat) => t + (seat === me ? 0 : unseenHeld(view, seat)), 0);
  return unseen === 0 ? 0 : Math.min(1, unplaced / unseen);
}

/** V29 as the seat reckons it: buildings with the Main House, the VP cards it knows him to hold, and his unseen cards' share of the rest. */
export function expectedVictoryPoints(view: VivaView, seat: Seat, share: number = unseenVpShare(view)): number {
  const p = view.players[seat];
  const known = seat === view.seat ? vpOf([...(p.hand ?? []), ...seenPromise(view, seat)]) : vpOf([...p.known, ...seenPromise(view, seat)]);
  return publicVictoryPoints(view, seat) + known + (seat === view.seat ? 0 : unseenHeld(view, seat) * share);
}

/** VP short of the target below which nobody is a runaway leader yet. */
const FAR = 3;

/**
 * How near a player is to winning, from 0 (FAR or more VP short of V29's target) to 1 (one VP short:
 * one Building, Yacht or Supercar away): what the others lose by letting him be, and what he guards.
 */
export function leadThreat(view: VivaView, seat: Seat, share: number = unseenVpShare(view)): number {
  const short = TARGET_VP[view.variant] - expectedVictoryPoints(view, seat, share);
  return Math.min(1, Math.max(0, (FAR - short) / (FAR - 1)));
}

