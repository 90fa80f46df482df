// Discarding down to 4 as a pure model (V27, V28), asked as the seat's Spend Money turn ends: the
// cards picked to go in phase 6, exactly as many as the hand holds over 4; the action once the count is right.
import { byCardId, HAND_LIMIT } from '../../content/cards.js';
import type { Action } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';

export interface DiscardModel { seatName: string; hand: string[]; chosen: string[]; over: number }

export function createDiscardModel(view: VivaView): DiscardModel {
  const me = view.players[view.seat!];
  const hand = [...(me.hand ?? [])].sort(byCardId);
  return { seatName: me.name, hand, chosen: [], over: Math.max(0, hand.length - HAND_LIMIT) };
}

/** A card picked to go, or kept again. */
export function toggleDiscard(model: DiscardModel, card: string): { model: DiscardModel } | { problem: string } {
  if (!model.hand.includes(card)) return { problem: 'That card is not in your hand.' };
  if (model.chosen.includes(card)) return { model: { ...model, chosen: model.chosen.filter((c) => c !== card) } };
  if (model.chosen.length >= model.over) return { problem: `You discard exactly ${model.over}, down to 4; take one back first.` };
  return { model: { ...model, chosen: [...model.chosen, card].sort(byCardId) } };
}

export function discardProblem(model: DiscardModel): string | null {
  return model.chosen.length === model.over ? null : `Discard exactly ${model.over} card${model.over === 1 ? '' : 's'}, down to 4; ${model.chosen.length} picked.`;
}

export function discardAction(model: DiscardModel): { action: Action } | { problem: string } {
  const problem = discardProblem(model);
  return problem ? { problem } : { action: { type: 'discard', seat: model.seatName, cards: [...model.chosen] } };
}
