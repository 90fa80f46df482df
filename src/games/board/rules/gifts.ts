// Gifts (rulings B5, B29, B62, B68, B69, B72): unrevealed cards from hand and pocket bills, from one
// active player to another, at once and with no answer asked; at most 3 per window and per turn.
// Public: giver, recipient and how many cards; the bills only to the two (and at the end, B64).
import { NUMBERS } from '../content/box.js';
import { isCard } from '../content/cards.js';
import { fail, isActive, seatNamed, type Ctx } from './context.js';
import type { Raw } from './frame-rules.js';
import { billsIn, covers, isEmpty, moneyOf, NO_MONEY, put, take } from './money.js';
import type { Action, BoardState, Money, Seat } from './types.js';

/** B29, B62: a target of an attempt not yet resolved gives and receives no gift (Attempts are public: a view reads them as the state does). */
export const underAttempt = (s: Pick<BoardState, 'attempts'>, seat: Seat): boolean =>
  s.attempts.some((a) => a.victim === seat && a.killed === null && !a.cancelled);

/** The seats `seat` may give to now. */
export const recipients = (s: BoardState, seat: Seat): Seat[] =>
  s.players.map((_, i) => i).filter((i) => i !== seat && isActive(s, i) && !underAttempt(s, i));

/**
 * Whether `seat` may give now (active, not under an attempt, gifts left here), with something to
 * give and someone to give it to, so a gift offered among the legal choices always draws one (B70:
 * a random player always finishes); `moneyOnly`: no cards here (phase 6, window 7).
 */
export const mayGive = (s: BoardState, seat: Seat, made: number, moneyOnly = false): boolean =>
  isActive(s, seat) && made < NUMBERS.giftsPerWindow && !underAttempt(s, seat) && recipients(s, seat).length > 0 &&
  (billsIn(s.players[seat].pocket) > 0 || (!moneyOnly && s.players[seat].hand.length > 0));

/**
 * Applies a gift (B69) after the caller has checked the moment (a window or the giver's turn) and
 * counted it; `moneyOnly`: window 7 (B68).
 */
export function giveGift(ctx: Ctx, seat: Seat, raw: Raw, made: number, moneyOnly = false): Action {
  const { s } = ctx;
  if (made >= NUMBERS.giftsPerWindow) fail('B69', `at most ${NUMBERS.giftsPerWindow} gifts here`);
  if (underAttempt(s, seat)) fail('B29', 'a target of an attempt not yet resolved gives no gift');
  const to = seatNamed(s, raw.to, 'to');
  if (to === seat) fail('B69', 'a gift goes to another player');
  if (!isActive(s, to)) fail('B62', 'gifts go only to active players');
  if (underAttempt(s, to)) fail('B29', 'a target of an attempt not yet resolved receives no gift');
  if (!Array.isArray(raw.cards) || !raw.cards.every(isCard)) fail('malformed', 'cards must be a list of board cards');
  const cards = [...new Set(raw.cards as string[])];
  if (cards.length !== raw.cards.length) fail('malformed', 'a card is given once');
  const bills: Money = raw.bills === undefined ? NO_MONEY : moneyOf(raw.bills, 'bills');
  if (moneyOnly && cards.length > 0) fail('B68', 'only money is given in this window');
  if (cards.length === 0 && isEmpty(bills)) fail('B69', 'a gift moves at least one card or bill');
  const giver = s.players[seat];
  for (const card of cards) if (!giver.hand.includes(card)) fail('B62', `${giver.name} holds no ${card} in hand`);
  if (!covers(giver.pocket, bills)) fail('B62', `${giver.name}'s pocket does not hold those bills`);
  giver.hand = giver.hand.filter((c) => !cards.includes(c));
  s.players[to].hand.push(...cards);
  take(giver.pocket, bills, 'B62', 'the pocket');
  put(s.players[to].pocket, bills);
  const gift = { from: seat, to, cards: cards.length };
  ctx.emit({ type: 'gift', ...gift });
  ctx.emit({ type: 'gift', ...gift, bills: [...bills] as Money, cardIds: cards, audience: [seat, to] });
  if (billsIn(bills) > 0) ctx.note(to, { kind: 'received', round: s.round, from: seat, bills: [...bills] as Money, why: 'gift' });
  s.history.gifts.push({ round: s.round, from: seat, to, cards: cards.length, bills: [...bills] as Money });
  return { type: 'gift', seat: giver.name, to: s.players[to].name, cards, bills };
}

/** A random gift (a sampler): one recipient, some unrevealed cards and pocket bills, at least one thing; null when there is nothing to give. */
export function sampleGift(s: BoardState, seat: Seat, random: () => number, moneyOnly = false): Action | null {
  const to = recipients(s, seat);
  const giver = s.players[seat];
  const hand = moneyOnly ? [] : giver.hand;
  if (to.length === 0 || (hand.length === 0 && billsIn(giver.pocket) === 0)) return null;
  const cards = hand.filter(() => random() < 0.3);
  const bills: Money = [0, 1, 2].map((i) => Math.floor(random() * (giver.pocket[i] + 1))) as Money;
  if (cards.length === 0 && billsIn(bills) === 0) {
    if (hand.length > 0) cards.push(hand[Math.floor(random() * hand.length)]);
    else bills[giver.pocket.findIndex((n) => n > 0)] = 1;
  }
  return { type: 'gift', seat: giver.name, to: s.players[to[Math.floor(random() * to.length)]].name, cards, bills };
}
