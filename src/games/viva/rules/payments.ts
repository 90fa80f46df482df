// Spend Money's listed payments (V24–V26): every purchase a player may make now with his Foreign Aid,
// and for each the minimal payments (no card could be left out), lowest-numbered instances first.
import { byCardId, aidValue, isAid, totalAid } from '../content/cards.js';
import { priceOf, purchaseLimit, type Purchase } from './spend.js';
import type { Seat, VivaState } from './types.js';

const AID_VALUES = [1, 2, 3, 4];

/** Every purchase allowed by V24's limits and V26's supply and affordable with the aid in hand. */
export function purchases(s: VivaState, seat: Seat): { buy: Purchase; price: number }[] {
  const money = totalAid(s.players[seat].hand.filter(isAid));
  const out: { buy: Purchase; price: number }[] = [];
  for (let building = 0; building <= s.tiles.length; building++) {
    for (let militia = 0; militia <= 4; militia++) {
      for (let card = 0; card <= 1; card++) {
        const buy = { building, militia, card };
        if (purchaseLimit(s, seat, buy)) continue;
        const price = priceOf(s, buy);
        if (price <= money) out.push({ buy, price });
      }
    }
    if (priceOf(s, { building: building + 1, militia: 0, card: 0 }) > money) break;
  }
  return out;
}

/** V24: every set of aid cards worth at least `price` from which no card could be dropped, by values. */
export function minimalPayments(hand: readonly string[], price: number): string[][] {
  const byValue = AID_VALUES.map((v) => hand.filter((c) => isAid(c) && aidValue(c) === v).sort(byCardId));
  const out: string[][] = [];
  const walk = (v: number, taken: number[]): void => {
    if (v === AID_VALUES.length) {
      const total = taken.reduce((sum, k, i) => sum + k * AID_VALUES[i], 0);
      if (total < price) return;
      if (taken.some((k, i) => k > 0 && total - AID_VALUES[i] >= price)) return;
      out.push(taken.flatMap((k, i) => byValue[i].slice(0, k)));
      return;
    }
    for (let k = 0; k <= byValue[v].length; k++) walk(v + 1, [...taken, k]);
  };
  walk(0, []);
  return out.filter((cards) => cards.length > 0);
}
