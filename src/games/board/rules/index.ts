// The board game's pure rules as the core calls them (rulings B1–B40, B61–B77): setup, the reducer,
// who must act, a seat's choices, the end and the score. Views, determinize and narration join as
// they are built (view.ts, determinize.ts, describe.ts).
import type { PendingSeats } from '../../../core/rules.js';
import { apply } from './apply.js';
import { score } from './end.js';
import { asked, choicesOf } from './flow.js';
import { create } from './setup.js';
import type { Action, BoardState } from './types.js';

export const pending = (s: BoardState): PendingSeats<Action> => ({ required: asked(s), optional: [] });

export const boardRules = {
  create,
  apply,
  pending,
  legalActions: choicesOf,
  isOver: (s: BoardState): boolean => s.ended !== null,
  score,
};
