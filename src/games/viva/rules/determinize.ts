// A full state consistent with one seat's view (V4, V5): the hands, Promises, unrevealed orders and
// chosen discards (V27) it was not shown, and the deck, sampled; no pinned queue, a generator of its own
// (future dice are chance).
import { plainCopy } from '../../../core/plain-copy.js';
import { shuffled } from '../../../core/sampling.js';
import type { Random } from '../../../core/types.js';
import { cardsOfGame, HAND_LIMIT } from '../content/cards.js';
import { seedRng } from './context.js';
import { orderChoices } from './legal.js';
import type { PlayerState, VivaState } from './types.js';
import type { VivaView } from './view.js';

export function determinize(view: VivaView, random: Random): VivaState {
  const v = plainCopy(view);
  const known = new Set<string>([...v.discard, ...(v.battle?.played.map((p) => p.card) ?? [])]);
  for (const p of v.players) {
    for (const c of [...(p.hand ?? []), ...p.known, ...(p.spy ? [p.spy] : []), ...(p.promise?.cards ?? [])]) known.add(c);
  }
  const pool = shuffled(cardsOfGame(v).filter((c) => !known.has(c)), random);
  const players: PlayerState[] = v.players.map((p) => {
    const hand = p.hand ?? [...p.known, ...pool.splice(0, p.handSize - p.known.length)];
    const discards = p.discards ?? (p.discardsChosen ? shuffled(hand, random).slice(0, hand.length - HAND_LIMIT) : null);
    return {
      name: p.name,
      hand,
      tiles: p.tiles,
      dice: p.dice,
      promise: p.promise && { cards: p.promise.cards ?? pool.splice(0, p.promise.size), dice: p.promise.dice, seenBy: p.promise.seenBy },
      spy: p.spy,
      orders: p.orders,
      loans: p.loans,
      discards,
    };
  });
  const { seat, deckSize, players: _players, ...rest } = v;
  void seat; void _players;
  const facts = v.seat === null ? [] : v.players.flatMap((p, holder) => p.known.map((card) => ({ seat: v.seat!, holder, card })));
  const state: VivaState = { ...rest, players, deck: pool.splice(0, deckSize), rng: seedRng(String(random())), queue: [], known: facts };
  v.players.forEach((p, i) => {
    if (p.ordered && p.orders === null) {
      const choices = orderChoices(state, i);
      state.players[i].orders = choices[Math.floor(random() * choices.length)];
    }
  });
  return state;
}
