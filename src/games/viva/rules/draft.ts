// The working copy one action mutates (for replay of a 5-player record in ≤ 50 ms): every
// container a rule step changes is copied, field by field in the state's own key order; what never
// changes once made (orders given, promised dice, played cards, learned facts, a battle's result,
// the generator's state, which the rules replace) is shared. structuredClone took most of apply's time.
import type { Battle, BattleDie, PlayerState, SpendState, VivaPromise, VivaState } from './types.js';

const copyPromise = (p: VivaPromise): VivaPromise => ({ cards: p.cards.slice(), dice: p.dice.slice(), seenBy: p.seenBy.slice() });

const copyPlayer = (p: PlayerState): PlayerState => ({
  name: p.name,
  hand: p.hand.slice(),
  tiles: p.tiles.slice(),
  dice: p.dice.slice(),
  promise: p.promise && copyPromise(p.promise),
  spy: p.spy,
  orders: p.orders,
  loans: p.loans.slice(),
  discards: p.discards && p.discards.slice(),
});

const copyDie = (d: BattleDie): BattleDie => ({ die: d.die, seat: d.seat, side: d.side, presidential: d.presidential, roll: d.roll, destroyed: d.destroyed });

/** A battle a step may change (its dice, cards played, queue), sharing what it replaces whole. */
export const copyBattle = (b: Battle): Battle => ({
  defender: b.defender,
  presidential: b.presidential,
  dice: b.dice.map(copyDie),
  played: b.played.slice(),
  surprise: b.surprise,
  bribery: b.bribery,
  uprising: b.uprising,
  step: b.step,
  queue: b.queue.slice(),
  at: b.at,
  destructions: b.destructions.slice(),
  plunderOrder: b.plunderOrder && b.plunderOrder.slice(),
  success: b.success,
});

const copySpend = (s: SpendState): SpendState => ({
  order: s.order.slice(), at: s.at, boughtCard: s.boughtCard.slice(), discounts: s.discounts, discarding: s.discarding,
});

/** A copy of `s` that a rule step may change without touching `s` (the same keys in the same order as the rules make them). */
export function draftOf(s: VivaState): VivaState {
  return {
    game: s.game,
    variant: s.variant,
    players: s.players.map(copyPlayer),
    presidente: s.presidente,
    round: s.round,
    phase: s.phase,
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    tiles: s.tiles.slice(),
    supplies: s.supplies.slice(),
    rng: s.rng,
    queue: s.queue.slice(),
    burglars: s.burglars && { queue: s.burglars.queue.slice(), looking: s.burglars.looking && { seat: s.burglars.looking.seat, from: s.burglars.looking.from } },
    spies: s.spies.slice(),
    spyAt: s.spyAt,
    revealed: s.revealed,
    rebels: s.rebels.slice(),
    battles: s.battles.slice(),
    battle: s.battle && copyBattle(s.battle),
    lastBattle: s.lastBattle,
    successor: s.successor,
    spend: s.spend && copySpend(s.spend),
    known: s.known.slice(),
    actionCount: s.actionCount,
  };
}
