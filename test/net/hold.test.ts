// A network table's hold (src/net/hold.ts; R11's bribe window, for any game) driven by nothing but the
// game's offers: any game's Offer.hold opens it, once per held moment, for a human seat only; a pass
// for the rest covers the offer's span; the moments of two games at one table never mix.
import type { Offer } from '../../src/core/game.js';
import { OfferHold } from '../../src/net/hold.js';
import { ManualClock } from '../support/clock.js';

/** A game's offer to `seat`, held at `moment` (a pass for the rest covers `span`); no hold when moment is null. */
const offer = (seat: number, moment: string | null, span = 'round 1'): Offer =>
  ({ seat, label: 'levy', role: 'the Governor', key: 'l', hold: moment === null ? null : { moment, span } });

function hold(ms = 3000) {
  const clock = new ManualClock();
  const told = { changed: 0, closed: 0, seconds: 0 };
  const h = new OfferHold(clock, ms, { changed: () => (told.changed += 1), closed: () => (told.closed += 1), second: () => (told.seconds += 1) });
  const human = () => false;
  return { clock, told, h, human };
}

test("a game's held offer opens the hold for its seat, in the game's words, until its time is up, and that moment is not held again", () => {
  const { clock, told, h, human } = hold();
  h.check([offer(2, 'turn 1')], 1, false, human);
  expect([h.seat, h.offer?.label, h.offer?.role, h.leftMs]).toEqual([2, 'levy', 'the Governor', 3000]);
  clock.advance(3000);
  expect([h.seat, told.changed, told.closed]).toEqual([null, 2, 1]);
  h.check([offer(2, 'turn 1')], 1, false, human);
  expect(h.seat).toBeNull();
  h.check([offer(2, 'turn 2')], 1, false, human);
  expect(h.seat).toBe(2);
});

test('nothing is held for an offer without a hold, for a seat a bot plays, while the table is held, or with a length of 0', () => {
  const { h, human } = hold();
  h.check([offer(1, null)], 1, false, human);
  h.check([offer(1, 'turn 1')], 1, false, (seat) => seat === 1);
  h.check([offer(1, 'turn 1')], 1, true, human);
  expect(h.seat).toBeNull();
  const off = hold(0);
  off.h.check([offer(1, 'turn 1')], 1, false, off.human);
  expect(off.h.seat).toBeNull();
});

test("the hold closes when the moment is gone, and starts again after the held seat's own action", () => {
  const { clock, h, human } = hold();
  h.check([offer(0, 'turn 1')], 1, false, human);
  clock.advance(2000);
  h.restartFor(1);
  expect(h.leftMs).toBe(1000);
  h.restartFor(0);
  expect(h.leftMs).toBe(3000);
  h.check([offer(0, null)], 1, false, human);
  expect(h.seat).toBeNull();
  expect(clock.pending()).toBe(0);
});

test("a pass ends the hold; a pass for the rest covers the offer's span, and only that of this game", () => {
  const { h, human } = hold();
  h.check([offer(0, 'turn 1')], 1, false, human);
  h.pass(1, true);
  expect(h.seat).toBe(0);
  h.pass(0, true);
  expect(h.seat).toBeNull();
  h.check([offer(0, 'turn 2')], 1, false, human);
  expect(h.seat).toBeNull();
  h.check([offer(0, 'turn 3', 'round 2')], 1, false, human);
  expect(h.seat).toBe(0);
  h.pass(0, false);
  // The next game at the table: the same moments are new ones.
  h.check([offer(0, 'turn 3', 'round 2')], 2, false, human);
  expect(h.seat).toBe(0);
});
