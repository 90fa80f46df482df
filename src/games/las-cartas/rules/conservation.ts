// The conservation invariant of cards.md: every card in exactly one place, at every moment.
import { ALL_MONEY, rebellionOf } from './catalogue.js';
import { cardsOf } from './cards.js';
import type { State } from './types.js';

/** Problems found, as sentences; empty when every card is where exactly one card should be. */
export function checkConservation(s: State): string[] {
  const political = cardsOf(s).political;
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const place = (card: string, where: string) => {
    const before = seen.get(card);
    if (before) problems.push(`${card} is both ${before} and ${where}`);
    seen.set(card, where);
  };
  s.politicalDeck.forEach((c) => place(c, 'in the draw pile'));
  s.politicalDiscard.forEach((c) => place(c, 'in the discard pile'));
  s.moneyDeck.forEach((c) => place(c, 'in the Money deck'));
  s.moneyOut.forEach((c) => place(c, 'out of the game'));
  s.budget?.drawn.forEach((c) => place(c, 'drawn for the budget'));
  s.budget?.stacks.forEach((st, i) => st.cards.forEach((c) => place(c, `in stack ${i}`)));
  s.coup?.committed.forEach((cards, i) => cards?.forEach((c) => place(c, `committed by ${i}`)));
  s.players.forEach((p, i) => {
    p.hand.forEach((c) => place(c, `in hand ${i}`));
    p.inPlay.forEach((c) => place(c.card, `in play before ${i}`));
    p.top.forEach((c) => place(c, `on Middleman ${i}`));
    p.swiss.forEach((c) => place(c, `under Middleman ${i}`));
  });
  for (const card of [...political, ...ALL_MONEY]) if (!seen.has(card)) problems.push(`${card} is nowhere`);
  s.players.forEach((_, i) => {
    const rebellion = rebellionOf(i);
    const faceUp = s.coup && (s.coup.firstRebel === i || s.coup.declaredRebel === i);
    const elsewhere = (s.president === i && s.phase !== 'first-president') || faceUp;
    if (elsewhere && seen.has(rebellion)) problems.push(`${rebellion} should be ${faceUp ? 'face up' : 'under the President card'}`);
    if (!elsewhere && !seen.has(rebellion)) problems.push(`${rebellion} is nowhere`);
  });
  const expected = political.length + ALL_MONEY.length;
  const counted = [...seen.keys()].filter((c) => !c.startsWith('rebellion#')).length;
  if (counted !== expected) problems.push(`${counted} cards are on the table, ${expected} expected`);
  return problems;
}
