// The Presidente's Promises as a pure model (V7, V23): each card of his hand kept or promised to one
// Golpista, Expert home dice promised with a face; every Golpista needs at least one card. The
// refusals say the ruling in words; the action is the one `promise` of the engine.
import { byCardId, byDieId } from '../../content/cards.js';
import { golpistas } from '../../rules/context.js';
import { promiseFaces } from '../../rules/promises.js';
import type { Action, PromiseGiven, Seat } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';

export interface PromisedDieChoice { to: Seat; face: number }

export interface PromiseModel {
  /** The Presidente's name, as the action names him. */
  seatName: string;
  /** The Golpistas clockwise from his left, and their names as actions name them. */
  golpistas: Seat[];
  names: readonly string[];
  hand: string[];
  /** Per card of `hand`: the Golpista it is promised to, or null (kept). */
  cardTo: (Seat | null)[];
  expert: boolean;
  /** The Presidente's home dice and, per die, its Promise (null: kept home). */
  dice: string[];
  dieTo: (PromisedDieChoice | null)[];
  /** V23: the faces a promised die may show. */
  faces: number[];
}

export type ModelResult<M> = { model: M } | { problem: string };

/** Every card kept at first: the Presidente decides where each goes. */
export function createPromiseModel(view: VivaView): PromiseModel {
  const me = view.presidente;
  const hand = [...(view.players[me].hand ?? [])].sort(byCardId);
  const dice = view.variant === 'expert' ? [...view.players[me].dice].sort(byDieId) : [];
  return {
    seatName: view.players[me].name, golpistas: golpistas(view), names: view.players.map((p) => p.name), hand, cardTo: hand.map(() => null),
    expert: view.variant === 'expert', dice, dieTo: dice.map(() => null), faces: promiseFaces(view),
  };
}

/** The card at `index` promised to `to`, or kept (null). */
export function assignCard(model: PromiseModel, index: number, to: Seat | null): ModelResult<PromiseModel> {
  if (index < 0 || index >= model.hand.length) return { problem: 'That is no card of your hand.' };
  if (to !== null && !model.golpistas.includes(to)) return { problem: 'A Promise goes to a Golpista, never to yourself.' };
  return { model: { ...model, cardTo: model.cardTo.map((t, i) => (i === index ? to : t)) } };
}

/** V23: the home die at `index` promised to `to` showing `face`, or kept home (null). */
export function assignDie(model: PromiseModel, index: number, choice: PromisedDieChoice | null): ModelResult<PromiseModel> {
  if (!model.expert) return { problem: 'Only the Expert game promises dice.' };
  if (index < 0 || index >= model.dice.length) return { problem: 'That is no home die of yours.' };
  if (choice !== null) {
    if (!model.golpistas.includes(choice.to)) return { problem: 'A die is promised to a Golpista, with his Promise.' };
    if (!model.faces.includes(choice.face)) {
      return { problem: `A promised die shows a seat number in play other than your own and other than 6: ${model.faces.join(', ')}.` };
    }
  }
  return { model: { ...model, dieTo: model.dieTo.map((d, i) => (i === index ? choice : d)) } };
}

/** The cards promised to `to`. */
export const cardsFor = (model: PromiseModel, to: Seat): string[] => model.hand.filter((_, i) => model.cardTo[i] === to);
/** The dice promised to `to`, with their faces. */
export const diceFor = (model: PromiseModel, to: Seat): { die: string; face: number }[] =>
  model.dice.flatMap((die, i) => (model.dieTo[i]?.to === to ? [{ die, face: model.dieTo[i]!.face }] : []));
export const keptCards = (model: PromiseModel): string[] => model.hand.filter((_, i) => model.cardTo[i] === null);

/** Why the Promises cannot be made as they stand (V7), or null; `shown`: the names as a screen shows them. */
export function promiseProblem(model: PromiseModel, shown: readonly string[]): string | null {
  const empty = model.golpistas.filter((g) => cardsFor(model, g).length === 0);
  if (empty.length === 0) return null;
  return `Every Golpista gets a Promise of at least one card; ${empty.map((g) => shown[g]).join(', ')} ${empty.length === 1 ? 'has' : 'have'} none yet.`;
}

export function promiseAction(model: PromiseModel, shown: readonly string[]): { action: Action } | { problem: string } {
  const problem = promiseProblem(model, shown);
  if (problem) return { problem };
  const promises: PromiseGiven[] = model.golpistas.map((g) => {
    const dice = diceFor(model, g);
    return { to: model.names[g], cards: cardsFor(model, g), ...(dice.length > 0 ? { dice } : {}) };
  });
  return { action: { type: 'promise', seat: model.seatName, promises } };
}

