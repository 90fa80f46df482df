// A seat's Las Cartas choices in the game-module form (R11): the listed actions, the
// samplers of the large kinds (budgets, redistributions, coup commitments) and R11's bribe as the
// one optional action, the game moving on without it.
import type { Choices } from '../../../core/game.js';
import type { LegalActions } from './legal.js';
import type { Action } from './types.js';

export function choicesOf(legal: LegalActions): Choices<Action> {
  const { bribe, ...required } = legal.samplers;
  return { actions: legal.actions, samplers: Object.values(required), optional: bribe ? [bribe] : [] };
}
