// Plain mode's prompts for Viva el Presidente! (V7–V10, V14–V18, V24–V27, V30): every decision as
// numbered choices answered one line at a time, driven by the screens' pure models, so plain text
// enforces the same limits as the full screens. Pure: a prompt and a typed line give the next
// prompt, an action, or a sentence saying why not (citing the ruling). Viva offers nothing optional.
import type { PromptText } from '../../../../ui/game-screens.js';
import type { Purpose } from '../../../../session/flow.js';
import { menuPick, menuText } from '../../../../text/menu.js';
import type { VivaView } from '../../rules/view.js';
import { decisionAsked } from '../decision.js';
import { createBattleCardsModel } from '../models/battle-cards.js';
import { createBurglarsModel, promiseLookedInto } from '../models/burglars.js';
import { createDestructionModel } from '../models/destruction.js';
import { createDiscardModel } from '../models/discard.js';
import { createDiversionModel } from '../models/diversion.js';
import { createOrdersModel } from '../models/orders.js';
import { createPromiseModel } from '../models/promises.js';
import { createPurchaseModel } from '../models/purchase.js';
import { ordersShape } from './orders-prompt.js';
import { promiseShape } from './promise-prompt.js';
import { refused, type Answer, type Prompt, type Shape } from './prompt.js';
import { discardShape, spendShape } from './spend-prompt.js';
import { battleCardsShape, burglarsShape, destroyShape, diversionShape, takeShape } from './windows-prompt.js';

export type { Prompt };

/** The prompt for the seat's decision now (decision.ts), or null when it has none (Viva has no offer, so 'optional' has none). */
export function openPrompt(view: VivaView, purpose: Purpose, names: readonly string[], _offered: boolean): Prompt | null {
  const kind = purpose === 'optional' ? null : decisionAsked(view);
  const common = { view, names, fresh: true };
  switch (kind) {
    case null: return null;
    case 'promises': return { ...common, kind, model: createPromiseModel(view), step: { kind: 'menu' } };
    case 'take': return { ...common, kind, ...promiseLookedInto(view)! };
    case 'burglars': return { ...common, kind, model: createBurglarsModel(view) };
    case 'orders': return { ...common, kind, model: createOrdersModel(view), step: { kind: 'menu' } };
    case 'diversion': return { ...common, kind, model: createDiversionModel(view) };
    case 'destroy': return { ...common, kind, model: createDestructionModel(view) };
    case 'battle-cards': return { ...common, kind, model: createBattleCardsModel(view), target: null };
    case 'spend': return { ...common, kind, model: createPurchaseModel(view), step: { kind: 'menu' } };
    case 'discard': return { ...common, kind, model: createDiscardModel(view), confirming: false };
  }
}

/** Each prompt's shape, made once: a prompt never changes, and its question and its answer read the same shape. */
const shapes = new WeakMap<Prompt, Shape>();

/** A prompt's lines and choices (the full screens' window chooser draws them too). */
export function promptShape(prompt: Prompt): Shape {
  let shape = shapes.get(prompt);
  if (!shape) shapes.set(prompt, (shape = shapeFor(prompt)));
  return shape;
}

function shapeFor(prompt: Prompt): Shape {
  switch (prompt.kind) {
    case 'promises': return promiseShape(prompt);
    case 'burglars': return burglarsShape(prompt);
    case 'take': return takeShape(prompt);
    case 'orders': return ordersShape(prompt);
    case 'battle-cards': return battleCardsShape(prompt);
    case 'diversion': return diversionShape(prompt);
    case 'destroy': return destroyShape(prompt);
    case 'spend': return spendShape(prompt);
    case 'discard': return discardShape(prompt);
  }
}

export function promptText(prompt: Prompt): PromptText {
  return menuText(promptShape(prompt));
}

/** One typed line (without its line break) on this prompt: the number of an offered choice, or 0 to go back. */
export function answerPrompt(prompt: Prompt, text: string): Answer {
  const picked = menuPick(promptShape(prompt), text.trim());
  return 'refused' in picked ? refused(picked.refused) : picked.pick();
}
