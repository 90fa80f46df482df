// A Spend Money turn (V24–V26) as a basket: ←→ on a row buys one more or one fewer Building, Militia
// or card (the model refuses past V24's and V26's limits); Space on a Foreign Aid card picks it to
// pay or puts it back, or the payment losing least is picked for him; the price, what is picked and
// the surplus lost ("no change") stand above; paying asks to confirm. PR Campaign and Party Donation
// (V25) and ending the turn are rows of their own.
import { useKeys } from '../../../../ui/keys.js';
import { aidValue, PRICES } from '../../content/cards.js';
import type { Action } from '../../rules/types.js';
import {
  basketEmpty, changeBasket, createPurchaseModel, doneAction, ITEMS, paymentAction, pickCheapest, playSpendCard, spendCards, surplus, togglePaid, type Item, type PurchaseModel,
} from '../models/purchase.js';
import { paymentSummary } from '../plain/spend-prompt.js';
import { cardsWords, cardWords } from '../plain/words.js';
import { confirmAsk, confirmationKey, cursorMove, useFocusCard, useWidgetState, type WidgetProps } from './common.js';
import { Frame, frameRows } from './Frame.js';

export const PURCHASE_KEYS = ['↑↓ row', '←→ fewer/more', 'Space pick Aid', 'Enter choose'];

const ITEM_LABELS: Record<Item, string> = { building: 'Buildings', militia: 'Militias', card: 'Cards (one a round)' };

/** A row of the basket: an item, a Foreign Aid card, or one of the turn's actions. */
type Row = { kind: 'item'; item: Item } | { kind: 'aid'; card: string } | { kind: 'cheapest' } | { kind: 'pay' } | { kind: 'play'; card: string } | { kind: 'done' };

export function purchaseRows(model: PurchaseModel): Row[] {
  return [
    ...ITEMS.map((item): Row => ({ kind: 'item', item })),
    ...model.aid.map((card): Row => ({ kind: 'aid', card })),
    // Picking a payment for him needs Aid and something in the basket to pay for (V24).
    ...(model.aid.length > 0 && !basketEmpty(model) ? [{ kind: 'cheapest' } as Row] : []),
    { kind: 'pay' },
    ...spendCards(model.view).map((card): Row => ({ kind: 'play', card })),
    { kind: 'done' },
  ];
}

function rowText(model: PurchaseModel, row: Row): string {
  switch (row.kind) {
    case 'item': return `${ITEM_LABELS[row.item]}: ‹ ${model.basket[row.item]} ›  ${PRICES[row.item]} million each`;
    case 'aid': return `[${model.paid.includes(row.card) ? 'x' : ' '}] ${cardWords(row.card)} (${aidValue(row.card)} million)`;
    case 'cheapest': return 'Pick for me the payment losing least';
    case 'pay': return 'Pay for the basket';
    case 'play': return `Play ${cardWords(row.card)}`;
    case 'done': return 'Done spending: end your turn';
  }
}

export const purchaseItems = (model: PurchaseModel): string[] => purchaseRows(model).map((row) => rowText(model, row));

export function purchaseHead(model: PurchaseModel): string[] {
  return ['Your Spend Money turn: paid in Foreign Aid, no change given.', ...paymentSummary(model)];
}

export const basketRows = (view: WidgetProps['view'], width: number) => {
  const model = createPurchaseModel(view);
  return frameRows(purchaseHead(model), purchaseItems(model), width);
};

export function PurchaseBasket({ view, rows, width, theme, onSubmit, onFocusCard }: WidgetProps) {
  const { st, set, latest, apply } = useWidgetState(() => createPurchaseModel(view));
  const act = (action: Action) => onSubmit(action);
  useKeys((input, key) => {
    const now = latest();
    const confirmed = confirmationKey(now, key, set, onSubmit);
    if (confirmed !== null) return confirmed;
    const { model } = now;
    const all = purchaseRows(model);
    const row = all[now.cursor];
    const moved = cursorMove(key, now.cursor, all.length);
    if (moved !== null) set({ cursor: moved, problem: null });
    else if ((key.leftArrow || key.rightArrow) && row.kind === 'item') apply(changeBasket(model, row.item, key.rightArrow ? 1 : -1));
    else if (input === ' ' && row.kind === 'aid') apply(togglePaid(model, row.card));
    else if (key.return && row.kind === 'cheapest') apply(pickCheapest(model));
    // Enter on the basket's rows pays as its own row does: a player who has just picked the Aid
    // presses Enter to pay, and Enter putting that card back (as Space does) undid the pick.
    else if (key.return && (row.kind === 'pay' || ((row.kind === 'item' || row.kind === 'aid') && ITEMS.some((item) => model.basket[item] > 0)))) {
      const built = paymentAction(model);
      set('action' in built ? { confirming: built.action, problem: null } : { problem: built.problem });
    } else if (key.return && row.kind === 'play') act(playSpendCard(model.seatName, row.card));
    else if (key.return && row.kind === 'done') act(doneAction(model.seatName));
    else if (key.return && (row.kind === 'item' || row.kind === 'aid')) set({ problem: '←→ buys one more or one fewer; Space picks Aid to pay; Enter pays.' });
    else return false;
    return true;
  }, 'widget');
  const row = purchaseRows(st.model)[st.cursor];
  useFocusCard(row?.kind === 'aid' || row?.kind === 'play' ? row.card : null, onFocusCard);
  const lost = surplus(st.model);
  const status = st.confirming
    ? confirmAsk(`Pay ${cardsWords(st.model.paid)}? This cannot be undone${lost > 0 ? `, and ${lost} million is lost` : ''}.`)
    : st.problem ? { text: st.problem, kind: 'problem' as const } : null;
  return <Frame head={purchaseHead(st.model)} items={purchaseItems(st.model)} cursor={st.confirming ? null : st.cursor} status={status} rows={rows} width={width} theme={theme} />;
}
