// Plain mode's prompts of the board game, as data (rulings B5, B17, B34, B69, B70): one prompt per
// decision over the seat's view and a state consistent with it, its choices, and the step it is at
// (a menu of the listed actions, a gift being composed, a cabinet being named); what it shows is a
// menu of numbered choices (text/menu.ts).
import type { Choices } from '../../../../core/rules.js';
import type { Menu, MenuChoice } from '../../../../text/menu.js';
import type { PromptAnswer } from '../../../../ui/game-screens.js';
import { boardRules } from '../../rules/index.js';
import type { Action, Money, Seat } from '../../rules/types.js';
import type { Said } from './words.js';

export type Step =
  /** The listed actions, grouped by their first words; `path`: the words of the sub-menu opened. */
  | { kind: 'menu'; path: string[] }
  /** B69: a gift composed one card or bill at a time, once its recipient is named. */
  | { kind: 'gift'; to: Seat | null; cards: string[]; bills: Money }
  /** B17, B34: the cabinet named Position by Position in the cabinet's order (null: left vacant). */
  | { kind: 'cabinet'; holders: (Seat | null)[] }
  /** B50: a unit bribe composed: its card, the area, then the units one at a time. */
  | { kind: 'bribe'; card: string; area: string | null; units: string[] }
  /** B49: command given, composed: to whom, then the units one at a time. */
  | { kind: 'transfer'; to: Seat | null; units: string[] };

export interface Prompt extends Said {
  /** The seat's choices, from the state consistent with its view (the same as from the real state: the contract's non-interference). */
  choices: Choices<Action>;
  step: Step;
  /** The first time the prompt is shown: it says what the decision is. */
  fresh: boolean;
}

export type Answer = PromptAnswer<Prompt, Action>;
export type Choice = MenuChoice<Answer>;
export type Shape = Menu<Answer>;

export const next = (prompt: Prompt, step: Step): Answer => ({ kind: 'prompt', prompt: { ...prompt, step, fresh: false } });
export const refused = (reason: string): Answer => ({ kind: 'refused', reason });
export const act = (action: Action): Answer => ({ kind: 'action', action });
export const MENU: Step = { kind: 'menu', path: [] };

/** Why the rules refuse `action` from the seat now, in their words, or null when they take it (checked on the state consistent with its view). */
export function problemOf(prompt: Prompt, action: Action): string | null {
  const result = boardRules.apply(prompt.state, action);
  return result.ok ? null : result.error.message;
}
