// Plain mode's gift, composed (rulings B5, B29, B62, B68, B69, B72): whom to, then unrevealed cards
// from the hand and bills from the pocket added one at a time, then given; each addition and the gift
// itself offered only when the rules take it (a money-only window says so beside each card).
import { DENOMINATIONS } from '../../content/box.js';
import { byCardId, designOf } from '../../content/cards.js';
import { recipients } from '../../rules/gifts.js';
import { billsText, cardName, list } from '../../rules/describe.js';
import { billsIn } from '../../rules/money.js';
import type { Action, Money, Seat } from '../../rules/types.js';
import { unless } from '../../../../text/menu.js';
import { act, MENU, next, problemOf, type Choice, type Prompt, type Shape, type Step } from './prompt.js';

type GiftStep = Extract<Step, { kind: 'gift' }>;

/** The gift as an action. */
const giftAction = (p: Prompt, to: Seat, cards: string[], bills: Money): Action =>
  ({ type: 'gift', seat: p.view.players[p.seat].name, to: p.view.players[to].name, cards, bills });

/** "Church and 1 bill of 2 M, worth 2 M"; "nothing yet". */
function giftWords(cards: readonly string[], bills: Money): string {
  const parts = [...(cards.length > 0 ? [list(cards.map(cardName))] : []), ...(billsIn(bills) > 0 ? [billsText(bills)] : [])];
  return parts.length === 0 ? 'nothing yet' : parts.join(' and ');
}

export function giftMenu(p: Prompt, step: GiftStep): Shape {
  if (step.to === null) {
    return {
      lines: ['Give a gift: unrevealed cards from your hand and bills from your pocket, at once and asking nothing back. To whom?'],
      choices: recipients(p.state, p.seat).map((to): Choice => ({ label: p.names[to], pick: () => next(p, { ...step, to }) })),
      back: { label: 'Back: no gift', pick: () => next(p, MENU) },
    };
  }
  const to = step.to;
  const me = p.view.players[p.seat];
  const tried = (cards: string[], bills: Money): string | null => problemOf(p, giftAction(p, to, cards, bills));
  // Cards of one design are alike: the first not yet in the gift stands for them.
  const left = [...(me.hand ?? [])].filter((c) => !step.cards.includes(c)).sort(byCardId);
  const cards: Choice[] = left.filter((c, i) => left.findIndex((d) => designOf(d) === designOf(c)) === i).map((card) => {
    const more = [...step.cards, card];
    return unless(tried(more, step.bills), { label: `Add ${cardName(card)}`, pick: () => next(p, { ...step, cards: more }) });
  });
  const bills: Choice[] = DENOMINATIONS.filter((d) => (me.pocket?.[d - 1] ?? 0) > step.bills[d - 1]).map((d) => {
    const more = step.bills.map((n, i) => (i === d - 1 ? n + 1 : n)) as Money;
    return unless(tried(step.cards, more), { label: `Add a bill of ${d} M`, pick: () => next(p, { ...step, bills: more }) });
  });
  const give = unless(tried(step.cards, step.bills), { label: `Give it to ${p.names[to]}`, pick: () => act(giftAction(p, to, step.cards, step.bills)) });
  return {
    lines: [`Your gift to ${p.names[to]}: ${giftWords(step.cards, step.bills)}. Add a card or a bill at a time, then give it.`],
    choices: [give, ...cards, ...bills],
    back: { label: 'Back: start the gift again', pick: () => next(p, { kind: 'gift', to: null, cards: [], bills: [0, 0, 0] }) },
  };
}
