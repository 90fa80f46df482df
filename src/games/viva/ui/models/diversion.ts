// The Diversionary Tactic window as a pure model (V17, V30): after the roll, which participant's
// roll to name – his own allowed – and one die of it or all; unrolled dice (the Presidente's home
// dice, Peasant Uprising, Bribery) cannot be named; or pass.
import { askingOrder } from '../../rules/battle.js';
import { byCardId, designOf } from '../../content/cards.js';
import { rolledDiceOf } from '../../rules/combat.js';
import type { Action, BattleDie, Seat } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';

export interface RollChoice { roller: Seat; dice: BattleDie[] }

export interface DiversionModel {
  seatName: string;
  /** The Diversionary Tactic he holds, or null (he may only pass). */
  card: string | null;
  /** The rolls he may name, in V14's order. */
  rolls: RollChoice[];
  names: readonly string[];
}

export function createDiversionModel(view: VivaView): DiversionModel {
  const seat = view.seat!;
  const b = view.battle!;
  const card = [...(view.players[seat].hand ?? [])].sort(byCardId).find((c) => designOf(c) === 'diversionary-tactic') ?? null;
  const rolls = askingOrder(view, b).map((roller) => ({ roller, dice: rolledDiceOf(b, roller) })).filter((r) => r.dice.length > 0);
  return { seatName: view.players[seat].name, card, rolls, names: view.players.map((p) => p.name) };
}

/** The re-roll of `rolls[index]`: every die of it, or the one named. */
export function diversionAction(model: DiversionModel, index: number, die?: string): { action: Action } | { problem: string } {
  if (model.card === null) return { problem: 'You hold no Diversionary Tactic.' };
  const roll = model.rolls[index];
  if (!roll) return { problem: 'A Diversionary Tactic names a participant\'s roll in this battle.' };
  if (die !== undefined && !roll.dice.some((d) => d.die === die)) return { problem: 'Name a die of that roll (not the Presidente\'s, nor a die left unrolled).' };
  return { action: { type: 'play', seat: model.seatName, card: model.card, roll: model.names[roll.roller], ...(die !== undefined ? { die } : {}) } };
}
