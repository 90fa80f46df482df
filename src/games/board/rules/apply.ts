// The reducer (rulings B1–B40, B61–B77): one untrusted action checked and applied to a copy of the
// state, then the flow moved on to the next decision; or a typed refusal citing the ruling, with the
// state unchanged. Never throws.
import { plainCopy } from '../../../core/plain-copy.js';
import type { Applied } from '../../../core/rules.js';
import { BoardError, fail, makeCtx, seatNamed } from './context.js';
import { asked, settle } from './flow.js';
import { rulesOf, takesResignation } from './frames.js';
import { topFrame } from './stack.js';
import type { Action, BoardEvent, BoardState } from './types.js';

type Raw = Record<string, unknown>;

/**
 * The working copy one action changes: everything copied but the private logs and the history,
 * which only grow (an entry is never changed once written), so their arrays are copied and their
 * entries shared; a game's late actions would otherwise copy every note and gift of the game.
 */
function draftOf(state: BoardState): BoardState {
  const { notes, history, ...rest } = state;
  const copied = plainCopy(rest);
  // The state's own key order, so a copy reads as the state it was made from.
  return { ...state, ...copied, notes: notes.map((n) => n.slice()), history: { budgets: history.budgets.slice(), gifts: history.gifts.slice() } };
}

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
    const next = draftOf(state);
    const ctx = makeCtx(next);
    const recorded = rulesOf(topFrame(next)).act(ctx, topFrame(next), seat, raw);
    settle(ctx);
    next.actionCount += 1;
    return { ok: true, state: next, events: ctx.events, action: recorded };
  } catch (error) {
    if (error instanceof BoardError) return { ok: false, error: { code: error.code, message: error.message } };
    return { ok: false, error: { code: 'internal', message: `internal error: ${String(error)}` } };
  }
}
