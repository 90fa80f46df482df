// Money as counts of 1-, 2- and 3-million bills (rulings B3, B5, B6, B20): sums, moves between
// places, the Foreign Aid deck's draws, and payments, which must be minimal: worth at least the
// amount, and worth less once any one of their bills is left out.
import { DENOMINATIONS, type Denomination } from '../content/box.js';
import { fail, type Ctx } from './context.js';
import type { Money } from './types.js';

export const NO_MONEY: Money = [0, 0, 0];
export const money = (ones = 0, twos = 0, threes = 0): Money => [ones, twos, threes];
export const valueOf = (m: Money): number => m[0] + 2 * m[1] + 3 * m[2];
export const billsIn = (m: Money): number => m[0] + m[1] + m[2];
export const isEmpty = (m: Money): boolean => billsIn(m) === 0;
export const plus = (a: Money, b: Money): Money => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const minus = (a: Money, b: Money): Money => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const covers = (have: Money, want: Money): boolean => have[0] >= want[0] && have[1] >= want[1] && have[2] >= want[2];
export const oneBill = (d: Denomination): Money => [d === 1 ? 1 : 0, d === 2 ? 1 : 0, d === 3 ? 1 : 0];
export const sameMoney = (a: Money, b: Money): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** A value from outside that must be a count of bills: three whole numbers ≥ 0. */
export function moneyOf(value: unknown, field: string): Money {
  if (!Array.isArray(value) || value.length !== 3 || !value.every((n) => Number.isSafeInteger(n) && n >= 0 && n <= 96)) {
    fail('malformed', `${field} must be counts of 1-, 2- and 3-million bills: [ones, twos, threes]`);
  }
  return [value[0], value[1], value[2]];
}

export function denominationOf(value: unknown, field: string): Denomination {
  if (!DENOMINATIONS.includes(value as Denomination)) fail('malformed', `${field} must be a bill of 1, 2 or 3 million`);
  return value as Denomination;
}

/** B3: `pay` is worth at least `amount` and worth less without any one of its bills. */
export function isMinimal(pay: Money, amount: number): boolean {
  const value = valueOf(pay);
  if (value < amount) return false;
  return DENOMINATIONS.every((d, i) => pay[i] === 0 || value - d < amount);
}

/** B3: every minimal payment of `amount` the holder can make from `have` (for 0: paying nothing). */
export function minimalPayments(have: Money, amount: number): Money[] {
  if (amount <= 0) return [NO_MONEY];
  const found: Money[] = [];
  for (let threes = 0; threes <= have[2]; threes++) {
    for (let twos = 0; twos <= have[1]; twos++) {
      for (let ones = 0; ones <= have[0]; ones++) {
        const pay: Money = [ones, twos, threes];
        if (isMinimal(pay, amount)) found.push(pay);
        if (valueOf(pay) >= amount) break;
      }
    }
  }
  return found;
}

/** Takes bills out of a place, refusing what is not there (`code` the ruling, `what` the place in words). */
export function take(from: Money, bills: Money, code: string, what: string): void {
  if (!covers(from, bills)) fail(code, `${what} does not hold those bills`);
  for (let i = 0; i < 3; i++) from[i] -= bills[i];
}

export function put(into: Money, bills: Money): void {
  for (let i = 0; i < 3; i++) into[i] += bills[i];
}

/** B3: a payment leaves the game face down; it must be minimal and from the payer's pocket. */
export function payOut(ctx: Ctx, pocket: Money, pay: Money, amount: number, code: string): void {
  if (!isMinimal(pay, amount)) fail('B3', `a payment of ${amount} M must be worth at least that and hold no bill it does not need`);
  take(pocket, pay, code, 'the pocket');
  put(ctx.s.out, pay);
}

/** B6, B10, B20, B39: the top bill of the Foreign Aid deck, or null when it is empty. */
export const drawBill = (ctx: Ctx): Denomination | null => ctx.s.aid.shift() ?? null;

/** Draws up to `count` bills from the Foreign Aid deck as one count. */
export function drawBills(ctx: Ctx, count: number): Money {
  const got: Money = [0, 0, 0];
  for (let i = 0; i < count; i++) {
    const d = drawBill(ctx);
    if (d === null) break;
    got[d - 1] += 1;
  }
  return got;
}
