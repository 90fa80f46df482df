// The Presidente's Promises on a board (V7, V23): one row per card of his hand, ←→ moving it to a
// Golpista's Promise or back to his hand; Expert, one row per home die, ←→ promising it to a Golpista
// with a face or keeping it home. A line tells each Promise's size; Enter asks to confirm (the model
// refuses a Golpista left without a card).
import { useKeys } from '../../../../ui/keys.js';
import { instanceOf } from '../../content/cards.js';
import { numberOf } from '../../rules/context.js';
import { assignCard, assignDie, cardsFor, createPromiseModel, diceFor, keptCards, promiseAction, type PromiseModel, type PromisedDieChoice } from '../models/promises.js';
import { cardWords } from '../plain/words.js';
import { confirmAsk, confirmationKey, cursorMove, useFocusCard, useWidgetState, type WidgetProps } from './common.js';
import { Frame, frameRows } from './Frame.js';

export const PROMISE_KEYS = ['↑↓ card', '←→ to whom', 'Enter done'];

/** Where a home die may go, in the order ←→ steps through them: home, then each Golpista with each face. */
const dieChoices = (model: PromiseModel): (PromisedDieChoice | null)[] => [null, ...model.golpistas.flatMap((to) => model.faces.map((face) => ({ to, face })))];
/** Where a card may go: kept, then each Golpista. */
const cardChoices = (model: PromiseModel): (number | null)[] => [null, ...model.golpistas];

export function promiseItems(model: PromiseModel, names: readonly string[]): string[] {
  const cards = model.hand.map((card, i) => {
    const to = model.cardTo[i];
    return `${cardWords(card)}: ‹ ${to === null ? 'you keep it' : `to ${numberOf(to)} ${names[to]}`} ›`;
  });
  const dice = model.dice.map((die, i) => {
    const d = model.dieTo[i];
    return `Your die ${instanceOf(die)}: ‹ ${d === null ? 'kept home' : `to ${numberOf(d.to)} ${names[d.to]}, showing ${d.face}`} ›`;
  });
  return [...cards, ...dice];
}

/** Each Promise's size as it stands, and what is kept, in one line. */
export function promiseTally(model: PromiseModel): string {
  const each = model.golpistas.map((g) => {
    const dice = diceFor(model, g).length;
    return `${numberOf(g)}: ${cardsFor(model, g).length}${dice > 0 ? ` +${dice} ${dice === 1 ? 'die' : 'dice'}` : ''}`;
  });
  return `Cards promised, by Estate – ${each.join(' · ')} · you keep ${keptCards(model).length}`;
}

export function promiseHead(model: PromiseModel): string[] {
  return [
    `Your Promises: ←→ gives a card to a Golpista or keeps it; each needs a card.${model.expert ? ' Expert: a home die may go too, showing a seat\'s number.' : ''}`,
    promiseTally(model),
  ];
}

export const promiseRows = (view: WidgetProps['view'], names: readonly string[], width: number) => {
  const model = createPromiseModel(view);
  return frameRows(promiseHead(model), promiseItems(model, names), width);
};

export function PromiseBoard({ view, names, rows, width, theme, onSubmit, onFocusCard }: WidgetProps) {
  const { st, set, latest, apply } = useWidgetState(() => createPromiseModel(view));
  useKeys((_input, key) => {
    const now = latest();
    const confirmed = confirmationKey(now, key, set, onSubmit);
    if (confirmed !== null) return confirmed;
    const { model } = now;
    const total = model.hand.length + model.dice.length;
    const moved = cursorMove(key, now.cursor, total);
    if (moved !== null) {
      set({ cursor: moved, problem: null });
    } else if (key.leftArrow || key.rightArrow) {
      const step = key.rightArrow ? 1 : -1;
      if (now.cursor < model.hand.length) {
        const choices = cardChoices(model);
        const at = choices.indexOf(model.cardTo[now.cursor]);
        apply(assignCard(model, now.cursor, choices[(at + step + choices.length) % choices.length]));
      } else {
        const index = now.cursor - model.hand.length;
        const choices = dieChoices(model);
        const d = model.dieTo[index];
        const at = choices.findIndex((c) => (c === null ? d === null : d !== null && c.to === d.to && c.face === d.face));
        apply(assignDie(model, index, choices[(at + step + choices.length) % choices.length]));
      }
    } else if (key.return) {
      const built = promiseAction(model, names);
      set('action' in built ? { confirming: built.action, problem: null } : { problem: built.problem });
    } else return false;
    return true;
  }, 'widget');
  useFocusCard(st.model.hand[st.cursor] ?? null, onFocusCard);
  const status = st.confirming ? confirmAsk('Make these Promises? They cannot be taken back.') : st.problem ? { text: st.problem, kind: 'problem' as const } : null;
  return <Frame head={promiseHead(st.model)} items={promiseItems(st.model, names)} cursor={st.confirming ? null : st.cursor} status={status} rows={rows} width={width} theme={theme} />;
}
