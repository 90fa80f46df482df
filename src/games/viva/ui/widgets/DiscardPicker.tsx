// Discarding down to 4 (V27, V28): Space marks a card of the hand to go or keeps it again (the model
// refuses more than the hand holds over 4); Enter asks to confirm once exactly that many are marked.
import { useKeys } from '../../../../ui/keys.js';
import { createDiscardModel, discardAction, toggleDiscard, type DiscardModel } from '../models/discard.js';
import { cardsWords, cardWords } from '../plain/words.js';
import { confirmAsk, confirmationKey, cursorMove, useFocusCard, useWidgetState, type WidgetProps } from './common.js';
import { Frame, frameRows } from './Frame.js';

export const DISCARD_KEYS = ['↑↓ card', 'Space discard/keep', 'Enter done'];

export const discardItems = (model: DiscardModel): string[] => model.hand.map((card) => `[${model.chosen.includes(card) ? 'x' : ' '}] ${cardWords(card)}`);

export const discardHead = (model: DiscardModel): string[] =>
  [`Your hand holds ${model.hand.length} cards: mark ${model.over} to discard, down to 4. ${model.chosen.length} of ${model.over} marked.`];

export const discardRows = (view: WidgetProps['view'], width: number) => {
  const model = createDiscardModel(view);
  return frameRows(discardHead(model), discardItems(model), width);
};

export function DiscardPicker({ view, rows, width, theme, onSubmit, onFocusCard }: WidgetProps) {
  const { st, set, latest, apply } = useWidgetState(() => createDiscardModel(view));
  useKeys((input, key) => {
    const now = latest();
    const confirmed = confirmationKey(now, key, set, onSubmit);
    if (confirmed !== null) return confirmed;
    const { model } = now;
    const moved = cursorMove(key, now.cursor, model.hand.length);
    if (moved !== null) set({ cursor: moved, problem: null });
    else if (input === ' ') apply(toggleDiscard(model, model.hand[now.cursor]));
    else if (key.return) {
      const built = discardAction(model);
      set('action' in built ? { confirming: built.action, problem: null } : { problem: built.problem });
    } else return false;
    return true;
  }, 'widget');
  useFocusCard(st.model.hand[st.cursor] ?? null, onFocusCard);
  const status = st.confirming ? confirmAsk(`Discard ${cardsWords(st.model.chosen)}? This cannot be undone.`) : st.problem ? { text: st.problem, kind: 'problem' as const } : null;
  return <Frame head={discardHead(st.model)} items={discardItems(st.model)} cursor={st.confirming ? null : st.cursor} status={status} rows={rows} width={width} theme={theme} />;
}
