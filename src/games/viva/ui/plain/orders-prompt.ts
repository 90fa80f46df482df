// A Golpista's secret orders in plain mode (V9–V11, V23): a number for each die with what it means,
// V9's rule told where it refuses, the seat's Promise shown beside the orders, a Spy declared with
// them (V10); on the Spy's second look, the other Golpistas' orders first. Then confirmed.
import { golpistas } from '../../rules/context.js';
import { capital } from '../../rules/describe.js';
import { numberMeaning, ordersAction, ordersProblem, setAll, setOrder, toggleSpy, V9_RULE, type OrdersModel } from '../models/orders.js';
import type { ModelResult } from '../models/promises.js';
import { unless } from '../../../../text/menu.js';
import { type Answer, type Choice, modelChoice, next, refused, type OrdersStep, type Prompt, type Shape } from './prompt.js';
import { dieWords, ordersWords, promiseWords, targetWords } from './words.js';

type OrdersPrompt = Extract<Prompt, { kind: 'orders' }>;

/** The orders as they stand, one line per die. */
function ordersSummary(model: OrdersModel, names: readonly string[]): string[] {
  const lines = model.dice.map((die, i) => {
    const n = model.numbers[i];
    return `${capital(dieWords(die, names, model.seat))}: ${n === null ? 'no number yet' : `${n}, ${numberMeaning(model, n, names)}`}.`;
  });
  if (model.spy) lines.push('Your Spy is declared with these orders: once all orders are in, you see the others\' and order again.');
  return lines;
}

/** His Promise (V7, V23), shown beside his orders: what defending the Presidente may keep. */
function promiseLine(prompt: OrdersPrompt): string {
  const me = prompt.view.players[prompt.model.seat];
  return me.promise ? `Your Promise from the Presidente: ${promiseWords(me.promise, prompt.names, prompt.model.seat)}.` : 'You have no Promise this round.';
}

/** On the second look, the other Golpistas' orders (V10). */
function othersOrders(prompt: OrdersPrompt): string[] {
  const { view, names, model } = prompt;
  const lines: string[] = [];
  if (model.again) {
    for (const g of golpistas(view)) {
      if (g === model.seat) continue;
      const orders = view.players[g].orders;
      lines.push(orders ? `${names[g]} has ordered ${ordersWords(g, orders, names)}.` : `${names[g]}'s orders are not shown to you.`);
    }
  }
  return lines;
}

export function ordersShape(prompt: OrdersPrompt): Shape {
  const { model, names, step } = prompt;
  const at = (s: OrdersStep, m: OrdersModel = model): Answer => next({ ...prompt, model: m, step: s, fresh: false });
  const apply = (result: ModelResult<OrdersModel>): Answer => ('model' in result ? at({ kind: 'menu' }, result.model) : refused(result.problem));
  const back: Choice = { label: 'Back', pick: () => at({ kind: 'menu' }) };
  // A number V9 bars beside the others is shown with the rule, not offered.
  const numberChoices = (order: (n: number) => ModelResult<OrdersModel>): Choice[] =>
    model.allowed.map((n) => modelChoice(`${n}: ${numberMeaning(model, n, names)}`, order(n), (m) => at({ kind: 'menu' }, m)));
  switch (step.kind) {
    case 'menu': {
      const choices: Choice[] = model.dice.map((die, i) => {
        const n = model.numbers[i];
        return { label: `Order ${dieWords(die, names, model.seat)} (now ${n === null ? 'no number' : `${n}, ${targetWords(model.seat, n, names)}`})`, pick: () => at({ kind: 'die', index: i }) };
      });
      if (model.dice.length > 1) choices.push({ label: 'Put every die on one number', pick: () => at({ kind: 'all' }) });
      if (model.spyCard !== null) choices.push({ label: model.spy ? 'Take back the Spy' : 'Declare your Spy with these orders', pick: () => apply(toggleSpy(model)) });
      choices.push(unless(ordersProblem(model), { label: model.again ? 'Done: order like this' : 'Done: give these orders', pick: () => done(prompt) }));
      const intro = [
        model.again
          ? 'Order again: you have seen the other Golpistas\' orders; you may keep yours.'
          : 'Give your secret orders: each die a number – a seat\'s to attack it, your own to defend your Estate, 6 to defend the Presidente.',
        V9_RULE,
      ];
      return { lines: [...(prompt.fresh ? [...intro, ...othersOrders(prompt)] : []), promiseLine(prompt), ...ordersSummary(model, names)], choices, back: null };
    }
    case 'die':
      return { lines: [`Which number for ${dieWords(model.dice[step.index], names, model.seat)}?`], back, choices: numberChoices((n) => setOrder(model, step.index, n)) };
    case 'all':
      return { lines: ['Which number for every die?'], back, choices: numberChoices((n) => setAll(model, n)) };
    case 'confirm':
      return {
        lines: [...othersOrders(prompt), promiseLine(prompt), ...ordersSummary(model, names), 'Give these orders? They cannot be changed (but by a Spy).'], back: null,
        choices: [
          { label: 'Yes', pick: () => ({ kind: 'action', action: step.action }) },
          { label: 'No, change them', pick: () => at({ kind: 'menu' }) },
        ],
      };
  }
}

function done(prompt: OrdersPrompt): Answer {
  const built = ordersAction(prompt.model);
  return 'problem' in built ? refused(built.problem) : next({ ...prompt, step: { kind: 'confirm', action: built.action }, fresh: false });
}
