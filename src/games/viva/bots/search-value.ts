// What an unfinished Viva position is worth to each seat, for the ISMCTS bot's evaluator (the
// generic ISMCTS with a Viva evaluator): each seat's standing in Victory Points
// (V29) with what will turn into points – the cards in hand and the Promise owed to him (V7, V20)
// at the heuristic's prices, his dice (V24), the Presidency's income (V6) – and from the standings
// each seat's chance to win, the leader's the largest (a softmax over the standings).
import { cardDesign, HAND_LIMIT } from '../content/cards.js';
import { victoryPoints } from '../rules/score.js';
import { AVERAGE_CARD, BUILDING_VALUE, cardValue, DIE_VALUE } from './heuristic-values.js';
import type { Seat, VivaState } from '../rules/types.js';

/** What the Presidente's income is worth while he holds the office: N + 2 cards a round against one (V6), less the Promises he gives. */
const PRESIDENCY_MILLIONS = 2 * AVERAGE_CARD;
/** How sharply a lead in points turns into the chance to win (per point). */
const LEAD_SHARPNESS = 1.5;

/** A seat's standing in points: its Victory Points and what its money, dice, office and Promise owed will likely buy. */
export function standing(s: VivaState, seat: Seat): number {
  const p = s.players[seat];
  // VP cards are in the Victory Points; the best other cards that fit beside them in a kept hand (V27) count at their worth.
  const others = p.hand.filter((c) => cardDesign(c).vp === 0).map(cardValue).sort((a, b) => b - a);
  const hand = others.slice(0, Math.max(0, HAND_LIMIT - (p.hand.length - others.length))).reduce((a, b) => a + b, 0);
  const owed = p.promise ? p.promise.cards.reduce((sum, c) => sum + cardValue(c), 0) : 0;
  const dice = DIE_VALUE.slice(0, p.dice.length + 1).reduce((a, b) => a + b, 0);
  const office = seat === s.presidente ? PRESIDENCY_MILLIONS : 0;
  // The heuristic's millions against a Building's worth, which is a point.
  return victoryPoints(s, seat) + (hand + owed + dice + office) / BUILDING_VALUE;
}

/** Each seat's chance to win from the standings: a softmax, summing to 1. */
export function evaluate(s: VivaState): number[] {
  const worth = s.players.map((_, seat) => standing(s, seat));
  const top = Math.max(...worth);
  const weights = worth.map((w) => Math.exp(LEAD_SHARPNESS * (w - top)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}
