// Roll calls and elections as a frame (rulings B8–B14, B16, B61, B67, B68, B72): two rounds of
// voting turns in one order (each turn atomic steps: cast one source, play one card, give a gift,
// then done), the declines after round 1, trade window 2, round 2, then the count (vote-count.ts).
import type { Decision } from '../../../core/rules.js';
import { cardDesign, isCard, votesOf } from '../content/cards.js';
import { fail, isActive, type Ctx } from './context.js';
import { hasCast, isElection, nextToDecline, leader, optionOf, optionsNow, sourcesOf, uncastSources } from './ballot.js';
import { cardPlays, playEffect, putInFront, takeCardToPlay } from './effects.js';
import type { FrameRules, Raw } from './frame-rules.js';
import { giveGift, mayGive, sampleGift } from './gifts.js';
import { concludeRollCall, countElection, countRollCall } from './vote-count.js';
import { topFrame } from './stack.js';
import { openWindow } from './window.js';
import type { Action, BoardState, Option, Seat, VoteFrame, WindowFrame } from './types.js';

export { resignInsteadOfDecision, startElection, startVote } from './vote-open.js';

/** An option as an action names it: a player's name, or for/against. */
const named = (s: BoardState, option: Option): string => (typeof option === 'number' ? s.players[option].name : option);

/** B8, B11: records a cast; in the first election's round 1 a cast on a player not yet nominated nominates him. */
function record(ctx: Ctx, f: VoteFrame, seat: Seat, source: string, option: Option, votes: number): void {
  f.casts.push({ seat, source, option, votes });
  if (isElection(f.question) && f.question.why === 'first' && typeof option === 'number' && !f.nominees.includes(option)) f.nominees.push(option);
  ctx.emit({ type: 'cast', seat, source, option, votes });
}

/** B11, B12: casts one source the player has and has not cast in this holding, whole, to one option. */
function cast(ctx: Ctx, f: VoteFrame, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  const name = s.players[seat].name;
  if (typeof raw.source !== 'string') fail('malformed', 'source names a source of votes');
  const source = raw.source;
  if (s.players[seat].hand.includes(source)) fail('B12', 'a card in hand is played, and cast as it is played');
  const found = sourcesOf(s, seat).find((v) => v.source === source);
  if (!found) fail('B11', `${name} has no such source of votes`);
  if (hasCast(f, seat, source)) fail('B11', 'each source of votes is cast once in a vote');
  if (raw.votes !== undefined && raw.votes !== found.votes) fail('B11', 'a source of votes is cast whole, to one option');
  const option = optionOf(s, f, raw.option);
  record(ctx, f, seat, source, option, found.votes);
  return { type: 'cast', seat: name, source, option: named(s, option) };
}

/**
 * B11, B12, B16: plays one card on a vote turn: an Influence card goes face up in front and a Vote
 * card is played, each cast at once to the option the play names; the Events and the Donation allowed
 * on a vote (Unrest, Bank Holiday, Tax Inspector, Secret Party Donation) are played through effects.ts,
 * which refuses any other card.
 */
function play(ctx: Ctx, f: VoteFrame, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  const card = raw.card;
  if (!isCard(card)) fail('malformed', 'card must be a Political card');
  const d = cardDesign(card);
  if (d.type !== 'influence' && d.type !== 'vote') return playEffect(ctx, seat, card, raw, 'vote');
  if (raw.option === undefined) fail('B12', `${d.name} played in a vote is cast at once: name the option`);
  const option = optionOf(s, f, raw.option);
  takeCardToPlay(ctx, seat, raw, 'vote');
  if (d.type === 'influence') putInFront(ctx, seat, card);
  else {
    f.played.push(card);
    ctx.emit({ type: 'played', seat, card });
  }
  record(ctx, f, seat, card, option, votesOf(card));
  return { type: 'play', seat: s.players[seat].name, card, option: named(s, option) };
}

/**
 * B62: no cards are given in phase 6, where the election after a murder is held (B35): its voting turns
 * and its window 2 take gifts of money only.
 */
const moneyOnly = (s: BoardState): boolean => s.flow[0].kind === 'round' && s.flow[0].phase === 6;

/** B11, B12, B72: a voting turn's choices: each source not yet cast and each card in hand to each option, the other cards of a vote, gifts, done. */
function turnChoices(s: BoardState, f: VoteFrame, seat: Seat) {
  const name = s.players[seat].name;
  const options = optionsNow(s, f).map((o) => named(s, o));
  const actions: Action[] = [{ type: 'done', seat: name }];
  for (const v of uncastSources(s, f, seat)) for (const option of options) actions.push({ type: 'cast', seat: name, source: v.source, option });
  for (const card of s.players[seat].hand) {
    const t = cardDesign(card).type;
    if (t === 'influence' || t === 'vote') for (const option of options) actions.push({ type: 'play', seat: name, card, option });
  }
  actions.push(...cardPlays(s, seat, 'vote'));
  const samplers = mayGive(s, seat, f.gifts, moneyOnly(s)) ? [(random: () => number) => sampleGift(s, seat, random, moneyOnly(s))] : [];
  return { actions, samplers, optional: [] };
}

/** B72: one step of a voting turn. */
function turnStep(ctx: Ctx, f: VoteFrame, seat: Seat, raw: Raw): Action {
  const name = ctx.s.players[seat].name;
  switch (raw.type) {
    case 'cast':
      return cast(ctx, f, seat, raw);
    case 'play':
      return play(ctx, f, seat, raw);
    case 'gift': {
      if (moneyOnly(ctx.s) && Array.isArray(raw.cards) && raw.cards.length > 0) fail('B62', 'no cards are given in phase 6: money only');
      const action = giveGift(ctx, seat, raw, f.gifts, moneyOnly(ctx.s));
      f.gifts += 1;
      return action;
    }
    case 'done':
      f.at += 1;
      f.gifts = 0;
      return { type: 'done', seat: name };
    case 'resign':
      return fail('B61', 'the President resigns only in trade windows 1, 3 and 4 or instead of the cabinet or the Budget, never in a vote');
    default:
      return fail('B72', 'in a turn of a vote a player casts his sources, plays the cards allowed on a vote, gives gifts, then is done');
  }
}

/** B8 step 2, B9: a candidate stands or declines; one who declines loses the votes cast on him and still casts his own sources. */
function standOrDecline(ctx: Ctx, f: VoteFrame, seat: Seat, raw: Raw): Action {
  const name = ctx.s.players[seat].name;
  if (raw.type !== 'stand' && raw.type !== 'decline') fail('B9', 'a candidate answers stand or decline');
  const declined = raw.type === 'decline';
  (declined ? f.declined : f.stood).push(seat);
  ctx.emit({ type: 'stood', seat, declined });
  return { type: raw.type, seat: name };
}

/** Who the frame asks now: the voter whose turn it is, the candidate asked to stand or decline, or the President on a roll call's tie. */
function askedSeat(s: BoardState, f: VoteFrame): Seat | null {
  switch (f.stage) {
    case 'round':
      return f.at < f.order.length ? f.order[f.at] : null;
    case 'declines':
      return isElection(f.question) ? nextToDecline(f) : null;
    case 'final': {
      if (!isElection(f.question)) return null;
      const lead = leader(f);
      return lead.kind === 'ask' ? lead.seat : null;
    }
    case 'tie':
      return s.president;
    default:
      return null;
  }
}

export const voteRules: FrameRules<VoteFrame> = {
  asked(s, f) {
    const seat = askedSeat(s, f);
    return seat === null || !isActive(s, seat) ? [] : [{ seat } satisfies Decision<Action>];
  },
  legal(s, f, seat) {
    const name = s.players[seat].name;
    if (f.stage === 'round') return turnChoices(s, f, seat);
    if (f.stage === 'tie') return { actions: [true, false].map((passed): Action => ({ type: 'decide', seat: name, passed })), samplers: [], optional: [] };
    return { actions: [{ type: 'stand', seat: name }, { type: 'decline', seat: name }], samplers: [], optional: [] };
  },
  act(ctx, f, seat, raw) {
    if (f.stage === 'round') return turnStep(ctx, f, seat, raw);
    if (f.stage !== 'tie') return standOrDecline(ctx, f, seat, raw);
    // B13: the President's decision on a tied roll call: the Budget passed or defeated; Presidential
    // Competence passed (he is incompetent, and removed, B67) or not.
    if (raw.type !== 'decide') fail('B13', 'the President decides the tie: passed or not');
    if (typeof raw.passed !== 'boolean') fail('malformed', 'passed must be true or false');
    concludeRollCall(ctx, f, raw.passed ? 'for' : 'against', 'president');
    return { type: 'decide', seat: ctx.s.players[seat].name, passed: raw.passed };
  },
  advance(ctx, f) {
    const { s } = ctx;
    switch (f.stage) {
      case 'round':
        if (f.at < f.order.length) {
          if (isActive(s, f.order[f.at])) return false;
          f.at += 1; // nobody leaves the table during a vote; an inactive voter would have no turn (B11)
          return true;
        }
        f.stage = f.round === 1 ? 'declines' : 'final';
        return true;
      case 'declines':
        if (askedSeat(s, f) !== null) return false;
        f.stage = 'window';
        openWindow(ctx, 2);
        if (moneyOnly(s)) (topFrame(s) as WindowFrame).moneyOnly = true;
        return true;
      case 'window':
        Object.assign(f, { stage: 'round', round: 2, at: 0, gifts: 0 });
        return true;
      case 'final':
        if (!isElection(f.question)) countRollCall(ctx, f);
        else if (askedSeat(s, f) !== null) return false;
        else countElection(ctx, f);
        return true;
      case 'tie':
        return false;
    }
  },
};
