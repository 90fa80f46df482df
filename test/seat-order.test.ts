// Seat order round the table, one helper for every game (core/seats.ts): clockwise is the next
// higher seat, the last followed by the first (R1, V1); an order may skip the seats that may not act
// in it, as the loyal side's deal after a coup (R22) or the Golpistas round the Presidente (V6); the
// board game's orders are "clockwise from X" and "from X's left" over the active players or the exiles.
import { clockwiseFrom, fromLeftOf, nextSeat } from '../src/core/seats.js';

const table = (seats: number) => ({ players: Array.from({ length: seats }, (_, i) => `seat ${i}`) });

test('the next seat clockwise is the next higher one, the last seat followed by the first', () => {
  expect(nextSeat(table(4), 0)).toBe(1);
  expect(nextSeat(table(4), 3)).toBe(0);
  expect(nextSeat(table(4), 2, 3)).toBe(1);
  // A negative step goes counter-clockwise: the seat on your right.
  expect(nextSeat(table(4), 0, -1)).toBe(3);
  expect(nextSeat(table(7), 1, -9)).toBe(6);
});

test('clockwise from a seat lists every seat once, that seat first, wrapping past the last', () => {
  expect(clockwiseFrom(table(5), 0)).toEqual([0, 1, 2, 3, 4]);
  expect(clockwiseFrom(table(5), 3)).toEqual([3, 4, 0, 1, 2]);
  expect(clockwiseFrom(table(9), 8)).toEqual([8, 0, 1, 2, 3, 4, 5, 6, 7]);
});

test('clockwise from a seat skips the seats that may not act, keeping the others in order', () => {
  const rebels = [1, 4];
  // R22: the loyal side, clockwise from the President at seat 3.
  expect(clockwiseFrom(table(6), 3, (seat) => !rebels.includes(seat))).toEqual([3, 5, 0, 2]);
  // V6: the Golpistas, from the Presidente's left, never the Presidente himself.
  const presidente = 2;
  expect(clockwiseFrom(table(4), nextSeat(table(4), presidente), (seat) => seat !== presidente)).toEqual([3, 0, 1]);
  // The starting seat is skipped too when it may not act.
  expect(clockwiseFrom(table(3), 1, (seat) => seat !== 1)).toEqual([2, 0]);
  expect(clockwiseFrom(table(3), 0, () => false)).toEqual([]);
});

describe('the board game\'s orders: clockwise from X, skipping the inactive (B11, B36, B67, B75)', () => {
  // Seven seats: Cy (2) is dead, Eva (4) in exile, Gil (6) in exile.
  const seven = table(7);
  const dead = [2];
  const exiles = [4, 6];
  const active = (seat: number) => !dead.includes(seat) && !exiles.includes(seat);

  test('B11 clockwise from an active President: he first, then every active player after him, wrapping', () => {
    expect(clockwiseFrom(seven, 5, active)).toEqual([5, 0, 1, 3]);
  });

  test('an order from a player who may not act starts at the first player after him who may', () => {
    expect(clockwiseFrom(seven, 4, active)).toEqual([5, 0, 1, 3]);
    expect(clockwiseFrom(seven, 6, active)).toEqual([0, 1, 3, 5]);
  });

  test('B75 while the office is vacant, clockwise from the President starts at the dead President\'s seat', () => {
    // The President at seat 2 died: the order starts there and he, not acting, is skipped.
    expect(clockwiseFrom(seven, 2, active)).toEqual([3, 5, 0, 1]);
  });

  test('B67 from X\'s left: the next seat first, X himself last when he acts, the inactive skipped', () => {
    expect(fromLeftOf(seven, 1, active)).toEqual([3, 5, 0, 1]);
    expect(fromLeftOf(seven, 5, active)).toEqual([0, 1, 3, 5]);
    // From the left of a removed or dead President: the first active player after his seat first, he never.
    expect(fromLeftOf(seven, 2, active)).toEqual([3, 5, 0, 1]);
    expect(fromLeftOf(table(4), 3)).toEqual([0, 1, 2, 3]);
  });

  test('B36 an order of exiles is built the same way over the exiles: the first exile after the President\'s seat first', () => {
    const exiled = (seat: number) => exiles.includes(seat);
    expect(clockwiseFrom(seven, 5, exiled)).toEqual([6, 4]);
    expect(clockwiseFrom(seven, 0, exiled)).toEqual([4, 6]);
    // With the office vacant, from the dead President's seat.
    expect(clockwiseFrom(seven, 2, exiled)).toEqual([4, 6]);
    expect(clockwiseFrom(seven, 2, () => false)).toEqual([]);
  });
});
