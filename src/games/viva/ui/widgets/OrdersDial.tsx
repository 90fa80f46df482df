// A Golpista's secret orders as dials (V1, V9–V11): one row per die, ←→ or a digit turns it to a
// seat's number, his own, or 6; `a` puts every die on the number under the cursor; V9's rule shown
// and told where it refuses; `s` declares his Spy with the first orders (V10). On the Spy's second
// look the dials start from the orders given. Enter asks to confirm; the model decides what is legal.
import { useKeys } from '../../../../ui/keys.js';
import { instanceOf } from '../../content/cards.js';
import { createOrdersModel, numberMeaning, ordersAction, setAll, setOrder, toggleSpy, V9_RULE, type OrdersModel } from '../models/orders.js';
import { cardWords } from '../plain/words.js';
import { confirmAsk, confirmationKey, cursorMove, useFocusCard, useWidgetState, type WidgetProps } from './common.js';
import { Frame, frameRows } from './Frame.js';

export const ORDERS_KEYS = ['↑↓ die', '←→ or 1-6 number', 'a all dice', 's Spy', 'Enter done'];

/** The rows of the dials: one per die, then the Spy when he holds one. */
export function ordersItems(model: OrdersModel, names: readonly string[]): string[] {
  const dice = model.dice.map((die, i) => {
    const n = model.numbers[i];
    return `Die ${instanceOf(die)}: ${n === null ? '‹ – ›  no number yet' : `‹ ${n} ›  ${numberMeaning(model, n, names)}`}`;
  });
  return model.spyCard === null ? dice : [...dice, `Spy (${cardWords(model.spyCard)}): ${model.spy ? 'declared with these orders' : 'not declared'} – s`];
}

export function ordersHead(model: OrdersModel): string[] {
  return [
    model.again
      ? 'Order again: you have seen the others\' orders (below your hand); you may keep yours.'
      : 'Your secret orders: each die a seat\'s number to attack it, your own to defend your Estate, 6 to defend the Presidente.',
    V9_RULE,
  ];
}

export const ordersRows = (view: WidgetProps['view'], names: readonly string[], width: number) => {
  const model = createOrdersModel(view);
  return frameRows(ordersHead(model), ordersItems(model, names), width);
};

export function OrdersDial({ view, names, rows, width, theme, onSubmit, onFocusCard }: WidgetProps) {
  const { st, set, latest, apply } = useWidgetState(() => createOrdersModel(view));
  const items = ordersItems(st.model, names);
  useKeys((input, key) => {
    const now = latest();
    const confirmed = confirmationKey(now, key, set, onSubmit);
    if (confirmed !== null) return confirmed;
    const { model } = now;
    const total = model.dice.length + (model.spyCard ? 1 : 0);
    const moved = cursorMove(key, now.cursor, total);
    const onDie = now.cursor < model.dice.length;
    if (moved !== null) {
      set({ cursor: moved, problem: null });
    } else if ((key.leftArrow || key.rightArrow) && onDie) {
      const at = model.allowed.indexOf(model.numbers[now.cursor] ?? model.allowed[key.rightArrow ? model.allowed.length - 1 : 0]);
      const step = key.rightArrow ? 1 : -1;
      apply(setOrder(model, now.cursor, model.allowed[(at + step + model.allowed.length) % model.allowed.length]));
    } else if (/^[1-6]$/.test(input) && onDie) apply(setOrder(model, now.cursor, Number(input)));
    else if (input === 'a' && onDie) {
      const n = model.numbers[now.cursor];
      set(n === null ? { problem: 'Give this die a number first (←→ or a digit); a puts every die on it.' } : {});
      if (n !== null) apply(setAll(model, n));
    } else if (input === 's' || (input === ' ' && !onDie)) apply(toggleSpy(model));
    else if (key.return) {
      const built = ordersAction(model);
      set('action' in built ? { confirming: built.action, problem: null } : { problem: built.problem });
    } else return false;
    return true;
  }, 'widget');
  useFocusCard(st.cursor >= st.model.dice.length ? st.model.spyCard : null, onFocusCard);
  const status = st.confirming
    ? confirmAsk(`Give these orders${st.model.spy ? ', with your Spy' : ''}? They cannot be changed${st.model.again ? '' : ' (but by a Spy)'}.`)
    : st.problem ? { text: st.problem, kind: 'problem' as const } : null;
  return <Frame head={ordersHead(st.model)} items={items} cursor={st.confirming ? null : st.cursor} status={status} rows={rows} width={width} theme={theme} />;
}
