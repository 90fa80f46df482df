// The seat's private facts beside its decision, compact enough for 80×24 with five players (V5, V7,
// V9, V10, V23, V29): its hand, its Foreign Aid and VP, its Promise (cards and dice), the Presidente's
// own Promises to each Golpista (what he promised to whom, V7), its declared Spy and its orders while hidden – these by the numbers on its dice, as the table shows them once
// revealed; left out where the decision's widget shows the same (the orders dial shows the orders).
import { byCardId, cardDesign, totalAid } from '../../content/cards.js';
import { golpistas, numberOf } from '../../rules/context.js';
import type { VivaView } from '../../rules/view.js';
import { cardsWords, promiseWords } from '../plain/words.js';
import { orderNumbers } from '../table/labels.js';

/** The seat's own VP as it alone can count them: the public ones and the VP cards in its hand (V29). */
export function ownVp(view: VivaView): number {
  const seat = view.seat!;
  const me = view.players[seat];
  const cards = (me.hand ?? []).reduce((sum, c) => sum + cardDesign(c).vp, 0);
  return 1 + me.tiles.length + cards + (view.variant === 'expert' && seat === view.presidente ? 1 : 0);
}

/**
 * `showOrders`: the orders while hidden (the orders dial shows them itself); `showMade`: the
 * Presidente's Promises to the Golpistas (a replay showing every seat has each in its Golpista's line).
 */
export function ownFacts(view: VivaView, names: readonly string[], showOrders: boolean, showMade = true): string {
  const seat = view.seat!;
  const me = view.players[seat];
  const hand = [...(me.hand ?? [])].sort(byCardId);
  const parts = [`Your hand (Estate ${numberOf(seat)}): ${cardsWords(hand)}`, `Aid ${totalAid(hand)} million`, `VP ${ownVp(view)}`];
  if (me.promise) parts.push(`Promise: ${promiseWords(me.promise, names, seat)}`);
  if (showMade && seat === view.presidente) {
    // V5: the Presidente sees every Promise he made until it is settled.
    const made = golpistas(view).flatMap((g) => {
      const promise = view.players[g].promise;
      return promise ? [`to ${names[g]} ${promiseWords(promise, names, seat)}`] : [];
    });
    if (made.length > 0) parts.push(`your Promises: ${made.join('; ')}`);
  }
  if (me.spy) parts.push('Spy declared (hidden until all orders are in)');
  if (showOrders && me.orders && !view.revealed) parts.push(`your orders, hidden: ${orderNumbers(me.orders) || 'no dice'}`);
  return parts.join(' · ');
}
