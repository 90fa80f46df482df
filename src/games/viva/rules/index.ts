// Viva el Presidente!'s rules behind the core's interface (V1–V31): set-up, the reducer, who must act
// read alike from a state and a view (V5), the views, a state resampled from a view, the standing
// keyed by VP then Foreign Aid in hand (V29), events in words. The module (../module.ts) and its lazy
// parts (the bots, the screens' story) take them from here, so none of the parts imports the module.
import { actorBySeatName, overWhenEnded } from '../../../core/rule-parts.js';
import type { GameRules } from '../../../core/game.js';
import { apply } from './apply.js';
import { describeEvent, visibleTo } from './describe.js';
import { determinize } from './determinize.js';
import { legalActions } from './legal.js';
import { pending, pendingInView } from './pending.js';
import { score } from './score.js';
import { create, type VivaStart } from './setup.js';
import type { Action, VivaEvent, VivaState } from './types.js';
import { publicView, sharedView, viewFor, type VivaView } from './view.js';

export const vivaRules: GameRules<VivaState, Action, VivaView, VivaEvent> = {
  create: (start) => create(start as VivaStart),
  apply,
  pending,
  pendingInView,
  legalActions,
  viewFor,
  publicView,
  sharedView,
  determinize,
  isOver: overWhenEnded,
  score,
  describeEvent,
  visibleTo,
  // An action names its seat by the player's name (V1).
  actorOf: actorBySeatName,
};
