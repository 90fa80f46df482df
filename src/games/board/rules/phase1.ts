// Phase 1 (rulings B15, B16, B67, B72): clockwise from the President each active player draws 2; the
// play pass, one turn each in an order fixed when it starts (cards allowed on P1 one at a time, up to 3
// gifts, then done; Presidential Competence's roll call inside the turn); after window 1, the hand
// limit: each active player over 6 cards (hand plus Influence in front) discards one at a time to 6.
import type { Decision } from '../../../core/rules.js';
import { NUMBERS } from '../content/box.js';
import { drawInto, fail, fromPresident, isActive, type Ctx } from './context.js';
import { calledVote, cardPlays, playCard } from './effects.js';
import type { FrameRules } from './frame-rules.js';
import { giveGift, mayGive, sampleGift } from './gifts.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, HandLimitFrame, PlayPassFrame, Seat } from './types.js';
import { startVote } from './vote.js';

/** B15 step 1: clockwise from the President each active player draws 2 (B4). */
export function drawPhaseOne(ctx: Ctx): void {
  for (const seat of fromPresident(ctx.s)) drawInto(ctx, seat, NUMBERS.phaseOneDraw);
}

/** B15 step 2: the play pass, its order fixed now (B67: a new President later does not change it). */
export function startPlayPass(ctx: Ctx): void {
  pushFrame(ctx, { kind: 'pass', order: fromPresident(ctx.s), at: 0, gifts: 0 });
}

/** The seat whose turn it is, or null once the pass is over or while the seat there cannot act (moved past by advance). */
const turnOf = (s: BoardState, f: { order: Seat[]; at: number }): Seat | null =>
  f.at < f.order.length && isActive(s, f.order[f.at]) ? f.order[f.at] : null;

export const playPassRules: FrameRules<PlayPassFrame> = {
  asked(s, f) {
    const seat = turnOf(s, f);
    return seat === null ? [] : [{ seat }];
  },
  legal(s, f, seat) {
    const actions: Action[] = [...cardPlays(s, seat, 'P1'), { type: 'done', seat: s.players[seat].name }];
    const samplers = mayGive(s, seat, f.gifts) ? [(random: () => number) => sampleGift(s, seat, random)] : [];
    return { actions, samplers, optional: [] };
  },
  act(ctx, f, seat, raw) {
    switch (raw.type) {
      case 'play': {
        // B67: the roll call (and an election if it passes) happens inside this turn, which then resumes.
        const vote = calledVote(ctx.s, seat, raw.card);
        const action = playCard(ctx, seat, raw, 'P1');
        if (vote) startVote(ctx, vote);
        return action;
      }
      case 'gift': {
        const action = giveGift(ctx, seat, raw, f.gifts);
        f.gifts += 1;
        return action;
      }
      case 'done':
        f.at += 1;
        f.gifts = 0;
        return { type: 'done', seat: ctx.s.players[seat].name };
      default:
        return fail('B72', 'in a phase-1 turn a player plays cards allowed then, makes gifts, then is done');
    }
  },
  advance(ctx, f) {
    if (turnOf(ctx.s, f) !== null) return false;
    if (f.at < f.order.length) {
      f.at += 1;
      f.gifts = 0;
      return true;
    }
    popFrame(ctx);
    return true;
  },
};

/** B15: cards counted toward the limit (hand plus Influence in front). */
const cardsHeld = (s: BoardState, seat: Seat): number => s.players[seat].hand.length + s.players[seat].influence.length;
const overLimit = (s: BoardState, seat: Seat): boolean => isActive(s, seat) && cardsHeld(s, seat) > NUMBERS.handLimit;

/** B15 step 4: the hand limit, clockwise from the President in office now. */
export function startHandLimit(ctx: Ctx): void {
  pushFrame(ctx, { kind: 'hand-limit', order: fromPresident(ctx.s), at: 0 });
}

export const handLimitRules: FrameRules<HandLimitFrame> = {
  asked(s, f): Decision<Action>[] {
    return f.at < f.order.length && overLimit(s, f.order[f.at]) ? [{ seat: f.order[f.at] }] : [];
  },
  legal(s, _f, seat) {
    const p = s.players[seat];
    return { actions: [...p.hand, ...p.influence].map((card): Action => ({ type: 'discard', seat: p.name, card })), samplers: [], optional: [] };
  },
  act(ctx, _f, seat, raw) {
    const p = ctx.s.players[seat];
    if (raw.type !== 'discard') fail('B15', 'over the hand limit a player discards one card at a time');
    const card = raw.card;
    const place = typeof card !== 'string' ? null : p.hand.includes(card) ? p.hand : p.influence.includes(card) ? p.influence : null;
    if (place === null) fail('B15', `${p.name} discards a card of his hand or an Influence card in front of him`);
    place.splice(place.indexOf(card as string), 1);
    ctx.s.discard.push(card as string);
    ctx.emit({ type: 'discarded', seat, cards: [card as string], why: 'hand-limit' });
    return { type: 'discard', seat: p.name, card: card as string };
  },
  advance(ctx, f) {
    if (f.at < f.order.length && overLimit(ctx.s, f.order[f.at])) return false;
    if (f.at < f.order.length) {
      f.at += 1;
      return true;
    }
    popFrame(ctx);
    return true;
  },
};
