// Trade windows (rulings B61, B68, B69): one simultaneous decision of every active player at a fixed
// point; each makes up to 3 gifts, then answers "ready" (or, in windows 1, 3 and 4, the President
// "resign"); answered players make no more gifts but still receive; the window closes when all have answered.
import type { Decision } from '../../../core/rules.js';
import { activeSeats, fail, isActive, type Ctx } from './context.js';
import type { FrameRules } from './frame-rules.js';
import { giveGift, mayGive, sampleGift } from './gifts.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, Seat, WindowFrame } from './types.js';

/** B61: windows 1, 3 and 4 let the President resign, once a round. */
const RESIGN_WINDOWS: readonly number[] = [1, 3, 4];

export function openWindow(ctx: Ctx, number: WindowFrame['number']): void {
  const { s } = ctx;
  pushFrame(ctx, { kind: 'window', number, asked: activeSeats(s), answered: [], gifts: s.players.map(() => 0), resigned: false, moneyOnly: number === 7 });
  ctx.emit({ type: 'window', number, open: true });
}

export const mayResign = (s: BoardState, f: WindowFrame, seat: Seat): boolean =>
  RESIGN_WINDOWS.includes(f.number) && seat === s.president && !s.players[seat].resigned;

const waiting = (s: BoardState, f: WindowFrame): Seat[] => f.asked.filter((seat) => !f.answered.includes(seat) && isActive(s, seat));

/** The action the host records for a seat whose window time ran out (B68): "ready". */
export const windowTimeout = (s: BoardState, seat: Seat): Action => ({ type: 'ready', seat: s.players[seat].name });

export const windowRules: FrameRules<WindowFrame> = {
  asked: (s, f) => waiting(s, f).map((seat): Decision<Action> => ({ seat, timeout: { action: windowTimeout(s, seat), label: 'ready' } })),
  legal(s, f, seat) {
    const name = s.players[seat].name;
    const actions: Action[] = [{ type: 'ready', seat: name }];
    if (mayResign(s, f, seat)) actions.push({ type: 'resign', seat: name });
    const samplers = mayGive(s, seat, f.gifts[seat], f.moneyOnly) ? [(random: () => number) => sampleGift(s, seat, random, f.moneyOnly)] : [];
    return { actions, samplers, optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    const name = s.players[seat].name;
    switch (raw.type) {
      case 'gift': {
        const action = giveGift(ctx, seat, raw, f.gifts[seat], f.moneyOnly);
        f.gifts[seat] += 1;
        return action;
      }
      case 'ready':
        f.answered.push(seat);
        ctx.emit({ type: 'ready', seat });
        return { type: 'ready', seat: name };
      case 'resign':
        if (!mayResign(s, f, seat)) fail('B61', 'the President resigns only in windows 1, 3 and 4, once a round');
        f.answered.push(seat);
        f.resigned = true;
        s.players[seat].resigned = true;
        ctx.emit({ type: 'resigned', seat });
        return { type: 'resign', seat: name };
      case 'play':
        return fail('B16', 'no card is played in a trade window');
      default:
        return fail('B68', 'in a trade window a player gives gifts, then answers ready');
    }
  },
  advance(ctx, f) {
    if (waiting(ctx.s, f).length > 0) return false;
    popFrame(ctx);
    ctx.emit({ type: 'window', number: f.number, open: false });
    if (f.resigned) ctx.s.resignation = true;
    return true;
  },
};
