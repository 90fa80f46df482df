// The Burglars window as a pure model (V8, V30): asked just after the Promises, a Golpista may play
// Burglars on another Golpista's Promise holding a card, or pass; once he has looked, he takes one
// card of his choice (never a die).
import { byCardId, designOf } from '../../content/cards.js';
import { golpistas } from '../../rules/context.js';
import type { Action, Seat } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';

export interface BurglarsModel {
  seatName: string;
  /** His Burglars card, or null (he may only pass). */
  card: string | null;
  /** V8: the Promises he may look into. */
  targets: Seat[];
  names: readonly string[];
}

export function createBurglarsModel(view: VivaView): BurglarsModel {
  const seat = view.seat!;
  const card = [...(view.players[seat].hand ?? [])].sort(byCardId).find((c) => designOf(c) === 'burglars') ?? null;
  const targets = golpistas(view).filter((g) => g !== seat && (view.players[g].promise?.size ?? 0) > 0);
  return { seatName: view.players[seat].name, card, targets, names: view.players.map((p) => p.name) };
}

export function burglarsAction(model: BurglarsModel, target: Seat): { action: Action } | { problem: string } {
  if (model.card === null) return { problem: 'You hold no Burglars.' };
  if (!model.targets.includes(target)) return { problem: 'Burglars takes from another Golpista\'s Promise holding a card, never your own.' };
  return { action: { type: 'burglars', seat: model.seatName, card: model.card, from: model.names[target] } };
}

/** V8: the cards of the Promise he looks into, one of each design, to take one. */
export function promiseLookedInto(view: VivaView): { from: Seat; cards: string[] } | null {
  const looking = view.burglars?.looking;
  if (!looking || looking.seat !== view.seat) return null;
  const seen = new Set<string>();
  const cards = [...(view.players[looking.from].promise?.cards ?? [])].sort(byCardId).filter((c) => !seen.has(designOf(c)) && seen.add(designOf(c)));
  return { from: looking.from, cards };
}

export const takeAction = (seatName: string, card: string): Action => ({ type: 'take', seat: seatName, card });
