// Who must act and who may (rulings B5, B68, B70): read from the state, and alike from any seat's
// view or the public view, which carry it (who is asked is public: a window asks by role, B68).
import type { PendingSeats } from '../../../core/rules.js';
import { asked } from './flow.js';
import type { Action, BoardState } from './types.js';

export const pending = (s: BoardState): PendingSeats<Action> => ({ required: asked(s), optional: [] });

/** Any view carries the state's pending decisions (view.ts). */
export const pendingInView = (view: { pending: PendingSeats<Action> }): PendingSeats<Action> => view.pending;
