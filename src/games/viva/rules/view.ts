// What a seat sees (V5, V10): hand sizes (a declared Spy counted until all orders are in), Estates,
// dice, Promises by size (contents to the recipient, the Presidente and a Burglar who looked), orders
// once revealed (to a Spy player from his turn), discards chosen for phase 6 (which, to their owner,
// V27), the discard pile and the deck's size; the generator, the pinned queue and the deck order never.
import { plainCopy } from '../../../core/plain-copy.js';
import { knownBy } from './knowledge.js';
import type { PromisedDie, Seat, VivaState } from './types.js';

export interface PromiseView { size: number; cards: string[] | null; dice: PromisedDie[]; seenBy: Seat[] }

export interface PlayerView {
  name: string;
  handSize: number;
  hand: string[] | null;
  /** Cards the viewer knows to be in this hand (V5: a view keeps what it was shown). */
  known: string[];
  tiles: string[];
  dice: string[];
  loans: PromisedDie[];
  promise: PromiseView | null;
  /** His own declared Spy (V10); null for everyone else's. */
  spy: string | null;
  ordered: boolean;
  orders: Record<string, number> | null;
  /** V27: whether he has chosen discards for phase 6 (public), and which (his own view only). */
  discardsChosen: boolean;
  discards: string[] | null;
}

export interface VivaView extends Omit<VivaState, 'players' | 'deck' | 'rng' | 'queue' | 'known'> {
  /** The seat whose view it is; null for the public view. */
  seat: Seat | null;
  players: PlayerView[];
  deckSize: number;
}

/** V10: who sees a Golpista's orders before the reveal: himself, and a Spy player from his turn on. */
function seesOrders(s: VivaState, viewer: Seat | null, owner: Seat): boolean {
  if (s.revealed || viewer === owner) return true;
  return viewer !== null && s.phase === 'spy' && s.spies.slice(0, s.spyAt + 1).includes(viewer);
}

function seesPromise(s: VivaState, viewer: Seat | null, owner: Seat): boolean {
  const promise = s.players[owner].promise;
  return viewer !== null && (viewer === owner || viewer === s.presidente || (promise?.seenBy.includes(viewer) ?? false));
}

/**
 * `copy`: the view owns its values (a copy of the shared view: only what the seat sees is copied, not
 * the deck, the other hands or the pinned dice); without, it shares them with the state, for a reader
 * that changes neither (the search's model of play, a network host's encoding: sharedView).
 */
export function viewOf(s: VivaState, viewer: Seat | null, copy = true): VivaView {
  if (copy) return plainCopy(viewOf(s, viewer, false));
  const { players, deck, rng, queue, known, ...rest } = s;
  void rng; void queue; void known;
  const facts = knownBy(s, viewer);
  return {
    ...rest,
    seat: viewer,
    deckSize: deck.length,
    players: players.map((p, i): PlayerView => ({
      name: p.name,
      handSize: p.hand.length + (p.spy ? 1 : 0),
      hand: i === viewer ? p.hand : null,
      known: facts[i],
      tiles: p.tiles,
      dice: p.dice,
      loans: p.loans,
      promise: p.promise && {
        size: p.promise.cards.length, cards: seesPromise(s, viewer, i) ? p.promise.cards : null, dice: p.promise.dice, seenBy: p.promise.seenBy,
      },
      spy: i === viewer ? p.spy : null,
      ordered: p.orders !== null,
      orders: seesOrders(s, viewer, i) ? p.orders : null,
      discardsChosen: p.discards !== null,
      discards: i === viewer ? p.discards : null,
    })),
  };
}

export const viewFor = (s: VivaState, seat: Seat): VivaView => viewOf(s, seat);
export const publicView = (s: VivaState): VivaView => viewOf(s, null);
/** A seat's view (null: the public one) that shares the state's values: cheap, for reading only (the ISMCTS bot's rollouts; a network host's encoding). */
export const sharedView = (s: VivaState, seat: Seat | null): VivaView => viewOf(s, seat, false);
