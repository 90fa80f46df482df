// The coup question and a coup's start and end (rulings B16, B34, B40, B41, B43, B45, B52, B76): each
// active non-President from the President's left answers with cards allowed on `coup?` one at a time,
// then "start" or "no"; the first to start is the First Rebel and the units deploy; the units of a
// Coup Event played at the question take the field; the President's Cousin at the start; the end.
import type { Position } from '../content/box.js';
import { designOf, isCard, typeOf } from '../content/cards.js';
import { fail, fromLeftOf, isActive, type Ctx } from './context.js';
import { coupEventPlay, coupEventPlays } from './coup-cards.js';
import { coupOf, frozenPositions, newCoup, placeUnits } from './coup-units.js';
import { cardPlays, playEffect } from './effects.js';
import type { FrameRules } from './frame-rules.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, BoardState, CoupQuestionFrame, CousinFrame, Seat } from './types.js';

/** B40, B41: the card whose play makes the situation Unstable (and so gives a ground for a coup). */
const UNREST = 'unrest';

/** Phase 8 (B41): each active non-President, clockwise from the President's left, is asked whether he starts a coup. */
export function coupQuestion(ctx: Ctx): void {
  const { s } = ctx;
  const order = fromLeftOf(s, s.chair).filter((seat) => seat !== s.president);
  if (order.length === 0) return;
  pushFrame(ctx, { kind: 'coup-question', order, at: 0, ground: false });
}

/** The seat answering now, or null once the question is over or while the seat there cannot answer (moved past by advance). */
const answering = (s: BoardState, f: CoupQuestionFrame): Seat | null =>
  s.coup === null && f.at < f.order.length && isActive(s, f.order[f.at]) ? f.order[f.at] : null;

/**
 * B41: a ground for starting a coup: the situation is Unstable (Unrest played now included), or his
 * revealed Location is Headquarters, or a card of this answer gave one.
 */
export function mayStartCoup(s: BoardState, f: CoupQuestionFrame, seat: Seat): boolean {
  return s.situation === 'unstable' || (s.revealed && s.players[seat].location === 'headquarters') || f.ground;
}

/** B41, B43, B45: the first to start is the First Rebel; the units deploy; the rest are not asked. */
function startCoup(ctx: Ctx, f: CoupQuestionFrame, seat: Seat, event: { card: string; area: string | null } | null): void {
  const coup = newCoup(ctx, seat);
  coup.questionEvent = event;
  f.at = f.order.length;
  f.ground = false;
  ctx.emit({ type: 'coup', seat, started: true });
}

/** B41: a card played in an answer: a Coup Event (its requirement holding, the answer "start"), Unrest (a ground), a Secret Party Donation. */
function playAtQuestion(ctx: Ctx, f: CoupQuestionFrame, seat: Seat, raw: Record<string, unknown>): Action {
  const card = raw.card;
  if (!isCard(card)) fail('malformed', 'card must be a Political card');
  if (typeOf(card) === 'coup-event') {
    const played = coupEventPlay(ctx, seat, raw, 'coup?');
    // B16, B41: a Coup Event whose requirement fails is discarded without effect and gives no ground.
    if (played.holds) startCoup(ctx, f, seat, { card: played.card, area: played.area });
    return played.action;
  }
  const action = playEffect(ctx, seat, card, raw, 'coup?');
  if (designOf(card) === UNREST) f.ground = true;
  return action;
}

export const coupQuestionRules: FrameRules<CoupQuestionFrame> = {
  asked(s, f) {
    const seat = answering(s, f);
    return seat === null ? [] : [{ seat }];
  },
  legal(s, f, seat) {
    const name = s.players[seat].name;
    const actions: Action[] = [...cardPlays(s, seat, 'coup?'), ...coupEventPlays(s, seat, 'coup?')];
    if (mayStartCoup(s, f, seat)) actions.push({ type: 'start', seat: name });
    actions.push({ type: 'pass', seat: name });
    return { actions, samplers: [], optional: [] };
  },
  act(ctx, f, seat, raw) {
    const name = ctx.s.players[seat].name;
    switch (raw.type) {
      case 'play':
        return playAtQuestion(ctx, f, seat, raw);
      case 'start':
        if (!mayStartCoup(ctx.s, f, seat)) {
          fail('B41', 'a coup is started only when the situation is Unstable, from Headquarters, or with Coup Rumours or a Coup Event whose requirement holds');
        }
        startCoup(ctx, f, seat, null);
        return { type: 'start', seat: name };
      case 'pass':
        f.at += 1;
        f.ground = false;
        ctx.emit({ type: 'coup', seat, started: false });
        return { type: 'pass', seat: name };
      default:
        return fail('B41', 'asked whether he starts a coup, a player plays cards allowed then, then starts one or not');
    }
  },
  advance(ctx, f) {
    if (answering(ctx.s, f) !== null) return false;
    if (ctx.s.coup === null && f.at < f.order.length) {
      f.at += 1;
      f.ground = false;
      return true;
    }
    popFrame(ctx);
    return true;
  },
};

/** B41, B52: the units of a Coup Event played at the question take the field after deployment, and move from the rebellion phase on. */
export function placeQuestionEvent(ctx: Ctx): void {
  const coup = coupOf(ctx.s);
  if (coup.questionEvent === null) return;
  const { card, area } = coup.questionEvent;
  const placed = placeUnits(ctx, coup.firstRebel, designOf(card), area, false);
  // B45: the First Rebel's rebellion turn then needs no act of rebellion (Coup Rumours places none).
  coup.placedAtQuestion = placed.length > 0;
}

/** B34: the President's Cousin decision at a coup's start, when some Position is frozen and none is his Cousin's. */
export function cousinIfAny(ctx: Ctx): void {
  const { s } = ctx;
  if (s.president === null || s.cousin !== null || frozenPositions(s).length === 0) return;
  pushFrame(ctx, { kind: 'cousin', decided: false });
}

export const cousinRules: FrameRules<CousinFrame> = {
  asked: (s, f) => (f.decided || s.president === null ? [] : [{ seat: s.president }]),
  legal(s, _f, seat) {
    const name = s.players[seat].name;
    const actions: Action[] = [{ type: 'cousin', seat: name, position: null }, ...frozenPositions(s).map((position): Action => ({ type: 'cousin', seat: name, position }))];
    return { actions, samplers: [], optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    if (raw.type !== 'cousin') fail('B34', "at a coup's start the President names one frozen Position as his Cousin's, or none");
    const position = raw.position ?? null;
    if (position !== null && !frozenPositions(s).some((p) => p === position)) fail('B34', "the Cousin's Position is one of the frozen Positions");
    const named = position as Position | null;
    s.cousin = named;
    f.decided = true;
    ctx.emit({ type: 'cousin', seat, position: named });
    return { type: 'cousin', seat: s.players[seat].name, position: named };
  },
  advance(ctx, f) {
    if (!f.decided) return false;
    popFrame(ctx);
    return true;
  },
};

/** B76: the end of a coup: the First Rebel card is returned; the board stays until phase 9 step 5, and play continues with phase 9. */
export function endCoup(ctx: Ctx): void {
  const coup = coupOf(ctx.s);
  coup.over = true;
  ctx.emit({ type: 'coup-over', winner: coup.winner });
}
