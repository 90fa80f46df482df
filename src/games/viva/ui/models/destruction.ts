// An Expert destruction as a pure model (V18, V30): a rolled 1 gives its roller one optional
// destruction of a die of the other side that took part in this battle and still exists; or pass.
import { destroyTargets } from '../../rules/combat.js';
import type { Action, BattleDie } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';

export interface DestructionModel { seatName: string; targets: BattleDie[] }

export function createDestructionModel(view: VivaView): DestructionModel {
  const b = view.battle!;
  const targets = destroyTargets(b, view.seat!);
  return { seatName: view.players[view.seat!].name, targets: b.dice.filter((d) => targets.includes(d.die) && !d.destroyed) };
}

export function destroyAction(model: DestructionModel, index: number): { action: Action } | { problem: string } {
  const target = model.targets[index];
  if (!target) return { problem: 'Name a die of the other side that took part in this battle and still exists.' };
  return { action: { type: 'destroy', seat: model.seatName, die: target.die } };
}
