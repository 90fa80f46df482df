// Phase 6, announcements and reactions (rulings B26–B29, B62, B72): the Minister's Death Squad and the
// Assassin cards announced one turn each, public at once; then each target, in the order of the first
// announcement against him, plays Bribe the Assassin on attempts against him or passes. The reveal,
// the resolution, the deaths and the succession are resolution.ts's (B30–B35).
import type { Decision } from '../../../core/rules.js';
import { LOCATIONS, type Location } from '../content/box.js';
import { cardDesign, designOf, isCard, typeOf } from '../content/cards.js';
import { fail, fromLeftOf, fromPresident, isActive, seatNamed, takeFromHand, type Ctx } from './context.js';
import { cardPlays, costOf, payCost, paymentsFor, playEffect } from './effects.js';
import type { FrameRules, Raw } from './frame-rules.js';
import { giveGift, mayGive, sampleGift, underAttempt } from './gifts.js';
import { moneyOf } from './money.js';
import { popFrame, pushFrame } from './stack.js';
import type { Action, AnnounceFrame, Attempt, BoardState, Money, ReactFrame, Seat } from './types.js';

export { resolveAttempts, revealIfHidden } from './resolution.js';

const BRIBE_THE_ASSASSIN = 'bribe-the-assassin';

/** B26: the seat holding the Minister of Internal Security if he is active and his Position not frozen (the Cousin's never is, B34), else null. */
export function ministerSeat(s: BoardState): Seat | null {
  const minister = s.positions.minister;
  return typeof minister.holder === 'number' && !minister.frozen && isActive(s, minister.holder) ? minister.holder : null;
}

/** Cards of one design are alike: the listed actions name the first instance of each. */
const onePerDesign = (cards: readonly string[]): string[] => cards.filter((c, i) => cards.findIndex((d) => designOf(d) === designOf(c)) === i);

/** B26: the order of announcements: the Minister first, then the others from his left; with no such Minister, clockwise from the President. */
export function announcementOrder(s: BoardState): Seat[] {
  const minister = ministerSeat(s);
  if (minister === null) return fromPresident(s);
  return [minister, ...fromLeftOf(s, minister).filter((seat) => seat !== minister)];
}

/** B26: the announcements, skipped under State Visit. */
export function announcementsOrNot(ctx: Ctx): void {
  if (ctx.s.stateVisit) return;
  pushFrame(ctx, { kind: 'announce', order: announcementOrder(ctx.s), at: 0, gifts: 0, squad: false });
}

/** B27: who may be named: any active player other than the announcer. */
const victimsOf = (s: BoardState, seat: Seat): Seat[] => s.players.map((_, i) => i).filter((i) => i !== seat && isActive(s, i));

/** Card requirements of a guess: Burglars only Home, Character Assassination only Mistress (board-cards.md). */
const ONLY_AT: Readonly<Record<string, Location>> = { burglars: 'home', 'character-assassination': 'mistress' };

/** B26, B28: the Locations an attempt may guess. */
function guesses(s: BoardState, card: string | null): readonly Location[] {
  if (card === null) return s.marker === 'safe' ? LOCATIONS.filter((l) => l !== 'bank') : LOCATIONS;
  const only = ONLY_AT[designOf(card)];
  return only ? [only] : LOCATIONS;
}

/** A seat's announcement actions: the Death Squad while he may, and each Assassin card with each victim, guess and minimal payment. */
function attemptChoices(s: BoardState, f: AnnounceFrame, seat: Seat): Action[] {
  const name = s.players[seat].name;
  const out: Action[] = [];
  const victims = victimsOf(s, seat).map((v) => s.players[v].name);
  if (!f.squad && ministerSeat(s) === seat) {
    for (const victim of victims) for (const location of guesses(s, null)) out.push({ type: 'attempt', seat: name, victim, location });
  }
  const cards = onePerDesign(s.players[seat].hand.filter((c) => typeOf(c) === 'assassin'));
  for (const card of cards) {
    const paid = costOf(s, seat, card) > 0;
    const pays = paymentsFor(s, seat, card);
    for (const victim of victims) {
      for (const location of guesses(s, card)) for (const pay of pays) out.push({ type: 'attempt', seat: name, victim, location, card, ...(paid ? { pay } : {}) });
    }
  }
  return out;
}

/**
 * B29: the other cards playable on `ann` (Events and Secret Party Donations, effects.ts), none while
 * the player is a target. Our reading of "plays no card except reactions and his announcements": his
 * announcements are his attempts (Death Squad and Assassin cards); Informant, though B26 lets it come
 * first, is an Event, so a target does not play it.
 */
const effectChoices = (s: BoardState, seat: Seat): Action[] => (underAttempt(s, seat) ? [] : cardPlays(s, seat, 'ann'));

/** B26–B28: one announcement, checked and made public at once; the Assassin card is pending until it resolves (B30). */
function announce(ctx: Ctx, f: AnnounceFrame, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  const victim = seatNamed(s, raw.victim, 'victim');
  if (victim === seat) fail('B27', 'an announcer names another player');
  if (s.players[victim].status === 'exiled') fail('B25', 'an exile cannot be targeted');
  if (s.players[victim].status === 'dead') fail('B32', 'a dead player cannot be targeted');
  if (!LOCATIONS.includes(raw.location as Location)) fail('malformed', 'a guess names one of the five Locations');
  const location = raw.location as Location;
  const name = s.players[seat].name;
  if (raw.card === undefined) {
    if (ministerSeat(s) !== seat) fail('B26', 'only the Minister of Internal Security commands the Death Squad');
    if (f.squad) fail('B26', 'the Death Squad is announced at most once a round');
    if (raw.pay !== undefined) fail('B26', 'the Death Squad costs nothing');
    if (location === 'bank' && s.marker === 'safe') fail('B28', 'the Bank is safe: the Death Squad cannot be sent there this round');
    f.squad = true;
    if (location === 'bank') s.squadNamedBank = true;
    s.attempts.push({ by: seat, victim, location, card: null, cancelled: false, killed: null });
    ctx.emit({ type: 'attempt', by: seat, victim, location, card: null });
    return { type: 'attempt', seat: name, victim: s.players[victim].name, location };
  }
  if (!isCard(raw.card)) fail('malformed', 'card must be a board card');
  const card = raw.card;
  if (typeOf(card) !== 'assassin') fail('B26', 'an attempt is made with an Assassin card or the Death Squad');
  if (!guesses(s, card).includes(location)) fail('B16', `${cardDesign(card).name} may only guess ${LOCATIONS.filter((l) => guesses(s, card).includes(l)).join(', ')}`);
  takeFromHand(s, seat, card, 'B26');
  const cost = payCost(ctx, seat, card, raw.pay);
  s.attempts.push({ by: seat, victim, location, card, cancelled: false, killed: null });
  ctx.emit({ type: 'attempt', by: seat, victim, location, card, cost });
  const recorded: Action = { type: 'attempt', seat: name, victim: s.players[victim].name, location, card };
  if (cost === 0) return recorded;
  // B5: the cost is public, the bills that paid it only the payer's.
  const pay: Money = moneyOf(raw.pay, 'pay');
  ctx.emit({ type: 'paid', seat, bills: pay, audience: [seat] });
  return { ...recorded, pay };
}

export const announceRules: FrameRules<AnnounceFrame> = {
  asked: (s, f) => (f.at < f.order.length && isActive(s, f.order[f.at]) ? [{ seat: f.order[f.at] }] : []),
  legal(s, f, seat) {
    const actions: Action[] = [{ type: 'done', seat: s.players[seat].name }, ...attemptChoices(s, f, seat), ...effectChoices(s, seat)];
    // B62: no cards change hands in phase 6, so a gift in one's announcement turn is money only.
    const samplers = mayGive(s, seat, f.gifts, true) ? [(random: () => number) => sampleGift(s, seat, random, true)] : [];
    return { actions, samplers, optional: [] };
  },
  act(ctx, f, seat, raw) {
    const { s } = ctx;
    switch (raw.type) {
      case 'attempt':
        return announce(ctx, f, seat, raw);
      case 'play': {
        if (underAttempt(s, seat)) fail('B29', 'a target of an attempt not yet resolved plays only his announcements and reactions');
        if (!isCard(raw.card)) fail('malformed', 'card must be a board card');
        if (typeOf(raw.card) === 'assassin') fail('B26', 'an Assassin card is played as an attempt, naming a victim and a Location');
        return playEffect(ctx, seat, raw.card, raw, 'ann');
      }
      case 'gift': {
        // B62: no cards change hands in phase 6; a gift in an announcement turn is money only.
        if (Array.isArray(raw.cards) && raw.cards.length > 0) fail('B62', 'no cards are given in phase 6, only money');
        const action = giveGift(ctx, seat, raw, f.gifts, true);
        f.gifts += 1;
        return action;
      }
      case 'done':
        f.at += 1;
        f.gifts = 0;
        return { type: 'done', seat: s.players[seat].name };
      default:
        return fail('B26', 'in an announcement turn a player announces attempts, plays cards allowed now, gives money, then is done');
    }
  },
  advance(ctx, f) {
    while (f.at < f.order.length && !isActive(ctx.s, f.order[f.at])) f.at += 1;
    if (f.at < f.order.length) return false;
    popFrame(ctx);
    return true;
  },
};

/** Attempts still open against a seat (announced, not cancelled, not resolved), by index. */
const openAgainst = (s: BoardState, seat: Seat): number[] =>
  s.attempts.flatMap((a: Attempt, i) => (a.victim === seat && !a.cancelled && a.killed === null ? [i] : []));

/** B29: the targets, in the order of the first announcement against each. */
export function targetsInOrder(s: BoardState): Seat[] {
  const order: Seat[] = [];
  for (const a of s.attempts) if (!a.cancelled && a.killed === null && !order.includes(a.victim) && isActive(s, a.victim)) order.push(a.victim);
  return order;
}

/** B29: each target's reaction, asked always (whether or not he holds a card). */
export function reactionsIfAny(ctx: Ctx): void {
  const order = targetsInOrder(ctx.s);
  if (order.length > 0) pushFrame(ctx, { kind: 'react', order, at: 0 });
}

/** B29: a seat's reactions: each Bribe the Assassin on each open attempt against him with each minimal payment, or pass. */
function reactChoices(s: BoardState, seat: Seat): Action[] {
  const name = s.players[seat].name;
  const out: Action[] = [{ type: 'pass', seat: name }];
  const bribes = onePerDesign(s.players[seat].hand.filter((c) => designOf(c) === BRIBE_THE_ASSASSIN));
  for (const card of bribes) {
    const paid = costOf(s, seat, card) > 0;
    const pays = paymentsFor(s, seat, card);
    for (const attempt of openAgainst(s, seat)) for (const pay of pays) out.push({ type: 'play', seat: name, card, attempt, ...(paid ? { pay } : {}) });
  }
  return out;
}

/** B29: Bribe the Assassin cancels one attempt against its player; the attempt's card is discarded and it does not resolve. */
function bribe(ctx: Ctx, seat: Seat, raw: Raw): Action {
  const { s } = ctx;
  if (!isCard(raw.card) || designOf(raw.card) !== BRIBE_THE_ASSASSIN) fail('B29', 'a target reacts only with Bribe the Assassin');
  const card = raw.card;
  const index = raw.attempt;
  if (typeof index !== 'number' || !openAgainst(s, seat).includes(index)) fail('B29', 'Bribe the Assassin cancels one attempt still open against its player');
  takeFromHand(s, seat, card, 'B29');
  const cost = payCost(ctx, seat, card, raw.pay);
  s.discard.push(card);
  const attempt = s.attempts[index];
  attempt.cancelled = true;
  if (attempt.card !== null) s.discard.push(attempt.card);
  ctx.emit({ type: 'played', seat, card, cost });
  const recorded: Action = { type: 'play', seat: s.players[seat].name, card, attempt: index };
  if (cost > 0) {
    const pay: Money = moneyOf(raw.pay, 'pay');
    ctx.emit({ type: 'paid', seat, bills: pay, audience: [seat] });
    Object.assign(recorded, { pay });
  }
  ctx.emit({ type: 'reaction', seat, attempt: index, played: true });
  return recorded;
}

export const reactRules: FrameRules<ReactFrame> = {
  asked: (s, f) => (f.at < f.order.length && isActive(s, f.order[f.at]) ? [{ seat: f.order[f.at] } as Decision<Action>] : []),
  legal: (s, _f, seat) => ({ actions: reactChoices(s, seat), samplers: [], optional: [] }),
  act(ctx, f, seat, raw) {
    if (raw.type === 'play') return bribe(ctx, seat, raw);
    if (raw.type === 'gift') fail('B72', 'gifts are made in a trade window or in your own turn; a reaction is neither');
    if (raw.type !== 'pass') fail('B29', 'a target plays Bribe the Assassin or passes');
    f.at += 1;
    // B5: every reaction is public; a pass names no attempt (-1).
    ctx.emit({ type: 'reaction', seat, attempt: -1, played: false });
    return { type: 'pass', seat: ctx.s.players[seat].name };
  },
  advance(ctx, f) {
    while (f.at < f.order.length && !isActive(ctx.s, f.order[f.at])) f.at += 1;
    if (f.at < f.order.length) return false;
    popFrame(ctx);
    return true;
  },
};
