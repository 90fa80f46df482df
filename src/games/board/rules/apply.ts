// The reducer (rulings B1–B40, B61–B77): one untrusted action checked and applied to a copy of the
// state, then the flow moved on to the next decision; or a typed refusal citing the ruling, with the
// state unchanged. Never throws.
import type { Applied } from '../../../core/rules.js';
import { BoardError, fail, makeCtx, seatNamed } from './context.js';
import { draftOf } from './draft.js';
import { asked, settle } from './flow.js';
import { rulesOf, takesResignation } from './frames.js';
import { topFrame } from './stack.js';
import type { Action, BoardEvent, BoardState } from './types.js';

type Raw = Record<string, unknown>;

export function apply(state: BoardState, action: unknown): Applied<BoardState, Action, BoardEvent> {
  try {
    if (typeof action !== 'object' || action === null || Array.isArray(action)) fail('malformed', 'an action is an object');
    const raw = action as Raw;
    if (typeof raw.type !== 'string') fail('malformed', "an action names its type");
    if (state.ended) fail('B64', 'the game is over');
    const seat = seatNamed(state, raw.seat);
    if (!asked(state).some((d) => d.seat === seat)) {
      const status = state.players[seat].status;
      if (status !== 'active' && raw.type !== 'return' && raw.type !== 'stay') fail('B25', `${state.players[seat].name} is ${status === 'dead' ? 'dead' : 'in exile'} and is asked nothing now`);
      fail('B70', `${state.players[seat].name} is not asked anything now`);
    }
    if (raw.type === 'resign' && !takesResignation(topFrame(state))) {
      fail('B61', 'the President resigns only in trade windows 1, 3 and 4, or instead of naming the cabinet or proposing the Budget');
    }
    // The working copy (draft.ts): all copied but the logs and history lists the action does not reach, shared.
    const draft = draftOf(state);
    const { next } = draft;
    const ctx = makeCtx(next);
    const recorded = rulesOf(topFrame(next)).act(ctx, topFrame(next), seat, raw);
    settle(ctx);
    next.actionCount += 1;
    return { ok: true, state: draft.done(), events: ctx.events, action: recorded };
  } catch (error) {
    if (error instanceof BoardError) return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: 'internal', message: `internal error: ${String(error)}` } };
  }
}
