// Plain mode's prompts of Viva, as data (V7–V10, V14–V18, V24–V27): one prompt per decision over its
// pure model, with the step it is at; what a prompt shows is a menu of numbered choices (shape).
import type { Menu, MenuChoice } from '../../../../text/menu.js';
import type { PromptAnswer } from '../../../../ui/game-screens.js';
import type { Action, Seat } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';
import type { BattleCardsModel } from '../models/battle-cards.js';
import type { BurglarsModel } from '../models/burglars.js';
import type { DestructionModel } from '../models/destruction.js';
import type { DiscardModel } from '../models/discard.js';
import type { DiversionModel } from '../models/diversion.js';
import type { OrdersModel } from '../models/orders.js';
import type { PromiseModel } from '../models/promises.js';
import type { PurchaseModel } from '../models/purchase.js';

interface Common {
  view: VivaView;
  /** Names as shown (sanitized and cut); actions use the view's own names. */
  names: readonly string[];
  /** The first time the prompt is shown: it says what the decision is. */
  fresh: boolean;
}

export type PromiseStep = { kind: 'menu' } | { kind: 'card'; index: number } | { kind: 'die'; index: number } | { kind: 'confirm'; action: Action };
export type OrdersStep = { kind: 'menu' } | { kind: 'die'; index: number } | { kind: 'all' } | { kind: 'confirm'; action: Action };
export type SpendStep = { kind: 'menu' } | { kind: 'basket' } | { kind: 'pay' } | { kind: 'confirm'; action: Action };

export type Prompt = Common & (
  | { kind: 'promises'; model: PromiseModel; step: PromiseStep }
  | { kind: 'burglars'; model: BurglarsModel }
  | { kind: 'take'; from: Seat; cards: string[] }
  | { kind: 'orders'; model: OrdersModel; step: OrdersStep }
  | { kind: 'battle-cards'; model: BattleCardsModel; target: number | null }
  | { kind: 'diversion'; model: DiversionModel }
  | { kind: 'destroy'; model: DestructionModel }
  | { kind: 'spend'; model: PurchaseModel; step: SpendStep }
  | { kind: 'discard'; model: DiscardModel; confirming: boolean }
);

export type Answer = PromptAnswer<Prompt, Action>;

export type Choice = MenuChoice<Answer>;

/** A menu: its lines, the numbered choices (those barred now with why), and 0 to go back where there is one. */
export type Shape = Menu<Answer>;

export const next = (prompt: Prompt): Answer => ({ kind: 'prompt', prompt });
export const refused = (reason: string): Answer => ({ kind: 'refused', reason });
export const act = (action: Action): Answer => ({ kind: 'action', action });
/**
 * A choice whose model step is `result`: offered when the model takes it (`then` says where it
 * leads), else shown with the model's reason and not offered.
 */
export function modelChoice<M>(label: string, result: { model: M } | { problem: string }, then: (model: M) => Answer): Choice {
  return 'model' in result ? { label, pick: () => then(result.model) } : { label, pick: () => refused(result.problem), unavailable: result.problem };
}

/** A model's result as an answer: the action, or its refusal. */
export const actOr = (built: { action: Action } | { problem: string }): Answer => ('action' in built ? act(built.action) : refused(built.problem));
