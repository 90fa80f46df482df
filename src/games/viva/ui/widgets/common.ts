// What every Viva decision widget shares (V30): its props from the decision screen, the cursor's
// keys, and a decision's state – its model, the cursor, the last refusal and, for the decisions that
// cannot be taken back (Promises, orders, payments, discards), the action awaiting confirmation.
import type { Key } from 'ink';
import { useEffect } from 'react';
import { jumpTo } from '../../../../ui/scroll.js';
import type { Theme } from '../../../../ui/theme.js';
import { useLatest } from '../../../../ui/useLatest.js';
import type { Action } from '../../rules/types.js';
import type { ModelResult } from '../models/promises.js';
import type { VivaView } from '../../rules/view.js';

export interface WidgetProps {
  view: VivaView;
  /** The players' names as shown (sanitized, cut, told apart). */
  names: readonly string[];
  rows: number;
  width: number;
  theme: Theme;
  onSubmit(action: Action): void;
  /** The card under the cursor, for the shell's `c`; null where there is none. */
  onFocusCard(card: string | null): void;
}

export interface WidgetState<M> {
  model: M;
  cursor: number;
  problem: string | null;
  /** The action built and shown for confirmation; null while it is being built. */
  confirming: Action | null;
}

/**
 * A widget's state over its model, made once from `create` (cursor on the first item, nothing
 * refused or asked): the state to draw, its updater, the latest for key handlers, and `apply`, which
 * takes a model step's result – the new model, or the problem shown in its place.
 */
export function useWidgetState<M>(create: () => M) {
  const [st, set, latest] = useLatest<WidgetState<M>>(() => ({ model: create(), cursor: 0, problem: null, confirming: null }));
  const apply = (result: ModelResult<M>) => set('model' in result ? { model: result.model, problem: null } : { problem: result.problem });
  return { st, set, latest, apply };
}

/** Where ↑↓ (and Home/End) move a cursor over `total` items; null for any other key. */
export function cursorMove(key: Key, cursor: number, total: number): number | null {
  if (total === 0) return null;
  const jump = jumpTo(key, total);
  if (jump !== null) return jump;
  if (key.upArrow) return (cursor - 1 + total) % total;
  if (key.downArrow) return (cursor + 1) % total;
  return null;
}

/**
 * A key while a decision awaits confirmation: Enter sends it, Esc goes back to change it, any other
 * key is not taken (false); null when nothing awaits confirmation, so the widget's own keys apply.
 */
export function confirmationKey<M>(state: WidgetState<M>, key: Key, set: (change: Partial<WidgetState<M>>) => void, onSubmit: (action: Action) => void): boolean | null {
  if (!state.confirming) return null;
  if (key.return) onSubmit(state.confirming);
  else if (key.escape) set({ confirming: null });
  else return false;
  return true;
}

/** The question under a decision awaiting confirmation. */
export const confirmAsk = (what: string): { text: string; kind: 'ask' } => ({ text: `${what} Enter: yes · Esc: change it.`, kind: 'ask' });

/** Tells the shell the card under the cursor (for `c`) whenever it changes. */
export function useFocusCard(card: string | null, onFocusCard: (card: string | null) => void): void {
  useEffect(() => {
    onFocusCard(card);
  }, [card, onFocusCard]);
}
