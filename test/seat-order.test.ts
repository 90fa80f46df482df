// Seat order round the table, one helper for every game (core/seats.ts): clockwise is the next
// higher seat, the last followed by the first (R1, V1); an order may skip the seats that may not act
// in it, as the loyal side's deal after a coup (R22) or the Golpistas round the Presidente (V6).
import { clockwiseFrom, nextSeat } from '../src/core/seats.js';

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
