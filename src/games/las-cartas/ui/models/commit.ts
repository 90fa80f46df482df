// Committing to a coup without React (R20): which cards of the hand go face down, and which side
// that puts the player on (R18, R19: the Rebellion card decides; R24: at 3 players nobody leads).
import { isRebellion, type Action, type CardRef, type PlayerView } from '../../rules/index.js';

export interface CommitModel {
  hand: CardRef[];
  chosen: CardRef[];
}

export function createCommitModel(view: PlayerView): CommitModel {
  return { hand: [...view.hand], chosen: [] };
}

export function toggle(model: CommitModel, card: CardRef): CommitModel {
  const chosen = model.chosen.includes(card) ? model.chosen.filter((c) => c !== card) : [...model.chosen, card];
  return { ...model, chosen: model.hand.filter((c) => chosen.includes(c)) };
}

export function commitAction(model: CommitModel, view: PlayerView): Action {
  return { type: 'commit-coup', seat: view.players[view.seat].name, cards: [...model.chosen] };
}

/** The side these cards put the player on, in words. */
export function sideOf(model: CommitModel, view: PlayerView): string {
  const coup = view.coup;
  if (view.seat === view.president) return 'You fight for the President.';
  if (coup && view.seat === coup.firstRebel) return 'You lead the rebels.';
  // With 3 players a Vote of No Confidence makes a rebel, not a First Rebel: nobody leads (R19, R24).
  if (coup && view.seat === coup.declaredRebel) return 'You are a rebel: your Rebellion card is face up.';
  return model.chosen.some(isRebellion) ? 'With your Rebellion card you fight for the rebels.' : 'Without your Rebellion card you stay loyal.';
}
