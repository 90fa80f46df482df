// The board game's pure rules as the core calls them (rulings B1–B40, B61–B77): setup, the reducer,
// who must act read alike from a state and a view (B5, B70), a seat's choices, the views, a state
// resampled from a view, the end and the score, events in words. The module (../module.ts) takes
// them from here, so none of the parts imports the module.
import type { GameRules } from '../../../core/game.js';
import { actorBySeatName } from '../../../core/rule-parts.js';
import { apply } from './apply.js';
import { describeEvent, visibleTo } from './describe.js';
import { determinize } from './determinize.js';
import { score } from './end.js';
import { choicesOf } from './flow.js';
import { pending, pendingInView } from './pending.js';
import { create, type BoardStart } from './setup.js';
import type { Action, BoardEvent, BoardState } from './types.js';
import { publicView, sharedView, viewFor, type BoardView } from './view.js';

export { pending };

export const boardRules: GameRules<BoardState, Action, BoardView, BoardEvent> = {
  create: (start) => create(start as BoardStart),
  apply,
  pending,
  pendingInView,
  legalActions: choicesOf,
  viewFor,
  publicView,
  sharedView,
  determinize,
  isOver: (s: BoardState): boolean => s.ended !== null,
  score,
  describeEvent,
  visibleTo,
  // An action names its seat by the player's name (B1).
  actorOf: actorBySeatName,
};
