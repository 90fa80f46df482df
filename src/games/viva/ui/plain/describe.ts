// Plain mode's sentences of a Viva view (V5, V29): the public table – round and phase, the
// Presidente, each Estate with its buildings, dice, hand size, Promise size and orders once shown,
// the public VP, the deck and discard pile, the battle – then the seat's own hand, money, Promises
// and orders, and the final scores. Only what the view shows; names arrive sanitized and cut.
import { byCardId, cardDesign, totalAid } from '../../content/cards.js';
import { golpistas } from '../../rules/context.js';
import type { FinalScore } from '../../../../ui/game-screens.js';
import type { Seat } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';
import { battleSentences } from './battle-words.js';
import { cardsWords, cardWords, ordersWords, phaseWords, plural, promisedDiceWords, promiseWords } from './words.js';

/** V29: the VP everyone can count – buildings with the Main House, Expert the Sunglasses; a Yacht or Supercar in hand stays hidden. */
export const publicVp = (view: VivaView, seat: Seat): number =>
  1 + view.players[seat].tiles.length + (view.variant === 'expert' && seat === view.presidente ? 1 : 0);

function playerSentence(view: VivaView, seat: Seat, names: readonly string[]): string {
  const p = view.players[seat];
  const parts = [
    `${plural(p.tiles.length + 1, 'building')} with the Main House${p.tiles.length > 0 ? ` (${p.tiles.join(', ')})` : ''}`,
    `${p.dice.length === 1 ? '1 die' : `${p.dice.length} dice`}`,
    `${plural(p.handSize, 'card')} in hand`,
  ];
  if (p.loans.length > 0) parts.push(`on loan: ${promisedDiceWords(p.loans, names, null)}`);
  if (p.promise) parts.push(`a Promise of ${plural(p.promise.size, 'card')}${p.promise.dice.length > 0 ? `, with ${promisedDiceWords(p.promise.dice, names, null)}` : ''}`);
  // V9, V10: who has ordered while the orders are given; the orders themselves once revealed, for the combat.
  if (seat !== view.presidente && (view.phase === 'orders' || view.phase === 'spy')) parts.push(p.ordered ? 'has ordered' : 'has not ordered yet');
  if (view.phase === 'combat' && view.revealed && p.orders) parts.push(`orders: ${ordersWords(seat, p.orders, names)}`);
  parts.push(`${publicVp(view, seat)} VP shown`);
  return `${names[seat]}${seat === view.presidente ? ', the Presidente' : ''} (Estate ${seat + 1}): ${parts.join('; ')}.`;
}

/** The public table in sentences (V5: nothing private). */
export function tableSentences(view: VivaView, names: readonly string[]): string[] {
  const top = view.discard.at(-1);
  const lines = [
    `Round ${view.round}: ${phaseWords(view.phase)}. ${names[view.presidente]} is the Presidente.`,
    `The deck holds ${plural(view.deckSize, 'card')}; the discard pile ${plural(view.discard.length, 'card')}${top ? `, ${cardWords(top)} on top` : ''}. Building Tiles left: ${view.tiles.length}.`,
  ];
  view.players.forEach((_, seat) => lines.push(playerSentence(view, seat, names)));
  lines.push(...battleSentences(view, names));
  if (view.phase === 'spend' && view.spend) {
    const turn = names[view.spend.order[view.spend.at]];
    lines.push(view.spend.discarding ? `${turn} has finished spending and chooses the discards down to 4.` : `${turn} is spending.`);
  }
  return lines;
}

/** What the seat holds and knows of its own (V5, V7, V9, V10, V23), in sentences; the first names the player. */
export function ownSentences(view: VivaView, names: readonly string[]): string[] {
  const seat = view.seat;
  if (seat === null) return [];
  const me = view.players[seat];
  const hand = [...(me.hand ?? [])].sort(byCardId);
  const vp = 1 + me.tiles.length + hand.reduce((sum, c) => sum + cardDesign(c).vp, 0) + (view.variant === 'expert' && seat === view.presidente ? 1 : 0);
  const lines = [
    `${names[seat]}, your hand: ${cardsWords(hand)}.`,
    `Your Foreign Aid in hand: ${totalAid(hand)} million. Your VP: ${vp}.`,
  ];
  if (me.promise) lines.push(`Your Promise: ${promiseWords(me.promise, names, seat)}.`);
  if (seat === view.presidente) {
    for (const g of golpistas(view)) {
      const promise = view.players[g].promise;
      if (promise) lines.push(`Your Promise to ${names[g]}: ${promiseWords(promise, names, seat)}.`);
    }
  }
  if (me.orders && !view.revealed) lines.push(`Your orders, hidden until all are in: ${ordersWords(seat, me.orders, names)}.`);
  if (me.discards) lines.push(`You will discard ${cardsWords([...me.discards].sort(byCardId))} in phase 6, unless the game ends first.`);
  if (me.spy) lines.push(`Your Spy is declared: ${cardWords(me.spy)}, hidden until all orders are in.`);
  return lines;
}

/** The final scores, best first: "Ana wins with 5 VP and 3 million in Foreign Aid." (V29: VP, then the money in hand). */
export function scoreSentences(scores: readonly FinalScore[]): string[] {
  const winners = scores.filter((s) => s.winner);
  const sorted = [...scores].sort((a, b) => b.keys[0] - a.keys[0] || b.keys[1] - a.keys[1]);
  return sorted.map((s) => {
    const points = `${s.keys[0]} VP and ${s.keys[1]} million in Foreign Aid`;
    if (!s.winner) return `${s.name} has ${points}.`;
    return winners.length > 1 ? `${s.name} shares the win with ${points}.` : `${s.name} wins with ${points}.`;
  });
}
