// Money moved from the President's own stack onto other stacks: bribes (R11) and the
// redistribution of the First Rebel's returned stack, whose cards alone may move (R18). A changed
// announcement may not exceed its stack's true value, and the President's own announcement must
// end at or below what their stack still holds once Money leaves it: the action states it, or is
// refused; it is never lowered silently (R9).
import { totalValue } from '../catalogue.js';
import { fail, nameOf, seatNamed, tell, type Ctx, type CtxIn } from '../context.js';
import { announcedTotal, stackOf, touchStack } from '../moves.js';
import type { MoneyRef, Seat, StackSpec } from '../types.js';

export interface Transfer {
  to: Seat;
  money: MoneyRef[];
  announced: number;
}

export function readTransfers(ctx: Ctx, specs: StackSpec[], excluded: Seat[]): Transfer[] {
  const seen = new Set<Seat>();
  return specs.map((spec) => {
    const to = seatNamed(ctx.s, spec.to, 'to');
    if (excluded.includes(to)) fail('illegal-target', `no money can be moved onto ${spec.to}'s stack now`);
    if (seen.has(to)) fail('malformed', `${spec.to} is named twice`);
    seen.add(to);
    return { to, money: spec.money, announced: spec.announced };
  });
}

/**
 * Validates every transfer and the President's own new announcement, then moves the money.
 * `movable` limits which of the President's cards may move (R18: the returned stack's).
 */
export function moveFromPresidentStack(
  ctx: CtxIn<'voting' | 'coup'>, transfers: Transfer[], ownAnnounced: number | undefined, why: 'bribe' | 'redistribution',
  movable?: readonly MoneyRef[],
): number {
  const s = ctx.s;
  const president = s.president;
  const own = stackOf(s, president);
  const moving = transfers.flatMap((t) => t.money);
  if (new Set(moving).size !== moving.length) fail('malformed', 'a Money card is moved twice');
  for (const card of moving) {
    if (!own.cards.includes(card)) fail('not-yours', `${card} is not in the President's own stack`);
    if (movable && !movable.includes(card)) {
      fail('illegal-play', `${card} is the President's own budget Money; only the cards of the returned stack may be redistributed`);
    }
  }
  let total = announcedTotal(s) - own.announced;
  for (const t of transfers) {
    const stack = stackOf(s, t.to);
    const value = totalValue(stack.cards) + totalValue(t.money);
    if (t.announced < stack.announced) {
      fail('illegal-play', `${nameOf(s, t.to)}'s stack was announced as ${stack.announced}; an announcement can only be raised`);
    }
    if (t.announced !== stack.announced && t.announced > value) {
      fail('overstated', `${nameOf(s, t.to)}'s stack would hold ${value} million; it cannot be announced as ${t.announced}`);
    }
    total += t.announced - stack.announced;
  }
  const ownKept = own.cards.filter((c) => !moving.includes(c));
  const ownValue = totalValue(ownKept);
  const newOwn = ownAnnounced ?? own.announced;
  if (newOwn > own.announced) fail('illegal-play', "the President's own announcement can only be lowered");
  if ((moving.length > 0 || newOwn !== own.announced) && newOwn > ownValue) {
    const stated = ownAnnounced === undefined ? `is still announced as ${newOwn}` : `cannot be announced as ${newOwn}`;
    fail('overstated', `the President's own stack would hold ${ownValue} million and ${stated}; state its new announcement (ownAnnounced), at most ${ownValue}`);
  }
  total += newOwn;
  if (total > s.budget.cap) fail('over-cap', `the announcements would add up to ${total} million, more than was drawn`);
  for (const t of transfers) {
    const stack = stackOf(s, t.to);
    stack.cards.push(...t.money);
    stack.announced = t.announced;
    touchStack(stack);
    if (t.money.length > 0) tell(ctx, [president, t.to], { type: 'stack-cards-moved', seat: president, recipient: t.to, cards: [...t.money], why });
  }
  if (moving.length > 0 || newOwn !== own.announced) {
    own.cards = ownKept;
    own.announced = newOwn;
    touchStack(own);
  }
  return newOwn;
}
