// A Spend Money turn in plain mode (V24–V27): the basket of Buildings, Militias and a card, the
// Foreign Aid picked to pay and the surplus that will be lost, shown before the payment is confirmed;
// PR Campaign and Party Donation; done. Then the discards down to 4, confirmed too.
import { HAND_LIMIT, PRICES } from '../../content/cards.js';
import { discardAction, discardProblem, toggleDiscard } from '../models/discard.js';
import {
  aidInHand, basketEmpty, changeBasket, doneAction, paidValue, paymentAction, paymentProblem, pickCheapest, playSpendCard, priceNow, spendCards, surplus, togglePaid, type Item, type PurchaseModel,
} from '../models/purchase.js';
import { unless } from '../../../../text/menu.js';
import { act, type Answer, type Choice, modelChoice, next, refused, type Prompt, type Shape, type SpendStep } from './prompt.js';
import { cardsWords, cardWords, list, plural } from './words.js';

type SpendPrompt = Extract<Prompt, { kind: 'spend' }>;

const ITEM_WORDS: Record<Item, [string, string]> = { building: ['Building', 'Buildings'], militia: ['Militia', 'Militias'], card: ['card', 'cards'] };
const count = (item: Item, n: number): string => `${n} ${ITEM_WORDS[item][n === 1 ? 0 : 1]}`;

/** The payment as it stands: the basket and its price, the cards picked and what they are worth, the surplus lost (V24). */
export function paymentSummary(model: PurchaseModel): string[] {
  const { basket } = model;
  const items = (Object.keys(ITEM_WORDS) as Item[]).filter((i) => basket[i] > 0).map((i) => count(i, basket[i]));
  const discounts = model.view.spend?.discounts ?? 0;
  const lines = [
    `Basket: ${items.length === 0 ? 'empty' : list(items)}; price ${priceNow(model)} million${discounts > 0 && basket.building > 0 ? ' (PR Campaign: 2 million off a Building)' : ''}.`,
    `Picked to pay: ${model.paid.length === 0 ? 'nothing yet' : `${cardsWords(model.paid)}, worth ${paidValue(model)} million`}.`,
  ];
  if (surplus(model) > 0) lines.push(`Surplus lost (no change given): ${surplus(model)} million.`);
  return lines;
}

export function spendShape(prompt: SpendPrompt): Shape {
  const { model, step, view } = prompt;
  const at = (s: SpendStep, m: PurchaseModel = model): Answer => next({ ...prompt, model: m, step: s, fresh: false });
  const stay = (s: SpendStep) => (m: PurchaseModel): Answer => at(s, m);
  const back: Choice = { label: 'Back', pick: () => at({ kind: 'menu' }) };
  switch (step.kind) {
    case 'menu': {
      const over = (view.players[view.seat!].hand?.length ?? 0) - HAND_LIMIT;
      const money = model.aid.length === 0 ? 'no Foreign Aid' : `${cardsWords(model.aid)} (${aidInHand(model)} million)`;
      const choices: Choice[] = [
        { label: 'Change the basket (Buildings, Militias, a card)', pick: () => at({ kind: 'basket' }) },
        // V24: payment is in Foreign Aid; with none in hand there is nothing to pick.
        unless(model.aid.length === 0 ? 'You hold no Foreign Aid to pay with' : null, { label: 'Pick the Foreign Aid to pay with', pick: () => at({ kind: 'pay' }) }),
        unless(paymentProblem(model), { label: 'Pay for the basket', pick: () => pay(prompt) }),
        ...spendCards(view).map((card) => ({ label: `Play ${cardWords(card)}`, pick: () => act(playSpendCard(model.seatName, card)) })),
        { label: `Done spending: end your turn${over > 0 ? `, then choose ${over} to discard down to 4` : ''}`, pick: () => act(doneAction(model.seatName)) },
      ];
      const intro = prompt.fresh ? [`Your Spend Money turn: Buildings ${PRICES.building} million, Militias ${PRICES.militia}, one card a round ${PRICES.card}; paid in Foreign Aid, no change given.`, `You hold ${money}.`] : [];
      return { lines: [...intro, ...paymentSummary(model)], choices, back: null };
    }
    case 'basket':
      return {
        lines: paymentSummary(model), back,
        // One more is shown with the limit that bars it (V24, V26); one fewer only when there is one to take out.
        choices: (Object.keys(ITEM_WORDS) as Item[]).flatMap((item) => [
          modelChoice(`One more ${ITEM_WORDS[item][0]} (${PRICES[item]} million)`, changeBasket(model, item, 1), stay({ kind: 'basket' })),
          ...(model.basket[item] > 0 ? [modelChoice(`One ${ITEM_WORDS[item][0]} fewer (now ${model.basket[item]})`, changeBasket(model, item, -1), stay({ kind: 'basket' }))] : []),
        ]),
      };
    case 'pay':
      return {
        lines: paymentSummary(model), back,
        choices: [
          // With an empty basket there is nothing to pick for (V24); a basket the Aid cannot pay says so.
          ...(basketEmpty(model) ? [] : [modelChoice('Pick for me: the payment losing least', pickCheapest(model), stay({ kind: 'pay' }))]),
          ...model.aid.map((card) => modelChoice(`${cardWords(card)}: ${model.paid.includes(card) ? 'picked' : 'not picked'}`, togglePaid(model, card), stay({ kind: 'pay' }))),
        ],
      };
    case 'confirm':
      return {
        lines: [...paymentSummary(model), `Pay ${cardsWords(model.paid)} for this? This cannot be undone${surplus(model) > 0 ? `, and ${surplus(model)} million is lost` : ''}.`], back: null,
        choices: [
          { label: 'Yes', pick: () => act(step.action) },
          { label: 'No, change it', pick: () => at({ kind: 'menu' }) },
        ],
      };
  }
}

function pay(prompt: SpendPrompt): Answer {
  const built = paymentAction(prompt.model);
  return 'problem' in built ? refused(built.problem) : next({ ...prompt, step: { kind: 'confirm', action: built.action }, fresh: false });
}

export function discardShape(prompt: Extract<Prompt, { kind: 'discard' }>): Shape {
  const { model } = prompt;
  const at = (m: typeof model, confirming: boolean): Answer => next({ ...prompt, model: m, confirming, fresh: false });
  if (prompt.confirming) {
    return {
      lines: [`Discard ${cardsWords(model.chosen)}? This cannot be undone.`], back: null,
      choices: [
        { label: 'Yes', pick: () => { const built = discardAction(model); return 'action' in built ? act(built.action) : refused(built.problem); } },
        { label: 'No, change it', pick: () => at(model, false) },
      ],
    };
  }
  const intro = prompt.fresh ? [
    `Your Spend Money turn is over and your hand holds ${plural(model.hand.length, 'card')}: choose ${model.over} to discard down to 4.`,
    'They stay in your hand, and count at the end check, until phase 6. Pick them one number at a time (again to keep it), then Done.',
  ] : [];
  return {
    lines: [...intro, `Picked to discard: ${model.chosen.length === 0 ? 'none yet' : cardsWords(model.chosen)}.`], back: null,
    choices: [
      // Once enough are picked, a kept card says so (V27) until one is taken back; Done waits for the exact count.
      ...model.hand.map((card) => modelChoice(`${cardWords(card)}: ${model.chosen.includes(card) ? 'to discard' : 'kept'}`, toggleDiscard(model, card), (m) => at(m, false))),
      unless(discardProblem(model), { label: 'Done: discard these', pick: () => at(model, true) }),
    ],
  };
}
