// The reducer: apply(state, action) → a new state and the events, or a typed error. Never throws.
import { fail, makeCtx, RuleError, seatNamed, type Ctx } from './context.js';
import { draftOf } from './draft.js';
import { normalize } from './normalize.js';
import { proposeBudget, reformBudget } from './phases/budget.js';
import { choosePresident, commitCoup, redistribute } from './phases/coup.js';
import { nameFirstPresident } from './phases/first-president.js';
import {
  bribe, continueVoting, declareBuildings, drawCard, endTurn, playCard, react, useBuilding,
} from './phases/voting.js';
import { cardsOf } from './cards.js';
import { actionProblem } from './shape.js';
import type { Action, ApplyResult, Seat, State } from './types.js';

/** Throws RuleError('malformed') unless `raw` has exactly the shape of one action type (shape.ts). */
function checkShape(raw: unknown): Action {
  const problem = actionProblem(raw);
  if (problem) throw new RuleError('malformed', problem);
  return raw as Action;
}

/** Every action type has its handler here; one left out fails to compile (the `never` below). */
function dispatch(ctx: Ctx, seat: Seat, action: Action): void {
  switch (action.type) {
    case 'name-first-president': return nameFirstPresident(ctx, seat, action);
    case 'propose-budget':
      return ctx.s.phase === 'voting' ? reformBudget(ctx, seat, action) : proposeBudget(ctx, seat, action);
    case 'keep-budget': return reformBudget(ctx, seat, action);
    case 'bribe': return bribe(ctx, seat, action);
    case 'declare-buildings': return declareBuildings(ctx, seat, action);
    case 'play-card': return playCard(ctx, seat, action);
    case 'draw-card': return drawCard(ctx, seat);
    case 'use-building': return useBuilding(ctx, seat, action);
    case 'end-turn': return endTurn(ctx, seat);
    case 'react': return react(ctx, seat, action);
    case 'redistribute': return redistribute(ctx, seat, action);
    case 'commit-coup': return commitCoup(ctx, seat, action);
    case 'choose-president': return choosePresident(ctx, seat, action);
    default: return unhandled(action);
  }
}

function unhandled(action: never): never {
  throw new Error(`no handler for ${JSON.stringify(action)}`);
}

export function apply(state: State, raw: unknown): ApplyResult {
  try {
    const shaped = checkShape(raw);
    if (state.phase === 'ended') fail('game-over', 'the game is over');
    const seat = seatNamed(state, shaped.seat);
    const action = normalize(state, seat, shaped);
    const next = draftOf(state);
    const ctx = makeCtx(next, cardsOf(state));
    dispatch(ctx, seat, action);
    continueVoting(ctx);
    const rng = ctx.rngUsed();
    if (rng) next.rng = rng.state();
    next.actionCount += 1;
    return { ok: true, state: next, events: ctx.events, action };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: 'internal', message: `internal error: ${String(error)}` } };
  }
}
