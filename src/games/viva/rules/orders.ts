// Phase 3 (V9–V11): every Golpista orders all his dice at once, hidden, a Spy declared beside them;
// once all are in, the Spies are shown and their players order again, then the orders are revealed.
import { designOf } from '../content/cards.js';
import { fail, golpistas, numberOf, takeFromHand, PRESIDENTE_NUMBER, type Ctx, type Seating } from './context.js';
import { startCombat } from './combat.js';
import type { Seat, VivaState } from './types.js';

export function enterOrders(ctx: Ctx): void {
  ctx.s.burglars = null;
  ctx.s.phase = 'orders';
}

/** V1, V9: the numbers a Golpista's die may show: any seat's number, or 6. */
export const orderNumbers = (s: Pick<Seating, 'players'>): number[] => [...s.players.map((_, i) => numberOf(i)), PRESIDENTE_NUMBER];

/** Checks one Golpista's orders (V1, V9) and returns them as a fresh object. */
export function checkOrders(s: VivaState, seat: Seat, orders: unknown): Record<string, number> {
  if (typeof orders !== 'object' || orders === null || Array.isArray(orders)) fail('malformed', 'orders map each die to a number');
  const given = orders as Record<string, unknown>;
  const dice = s.players[seat].dice;
  const keys = Object.keys(given);
  const extra = keys.find((k) => !dice.includes(k));
  if (extra !== undefined) fail('V9', `${extra} is not one of ${s.players[seat].name}'s dice`);
  const missing = dice.find((d) => !(d in given));
  if (missing !== undefined) fail('V9', `${missing} has no order: every die gets one number`);
  const out: Record<string, number> = {};
  for (const die of dice) {
    const n = given[die];
    if (typeof n !== 'number' || !orderNumbers(s).includes(n)) fail('V1', `${String(n)} is no seat number in this game, nor 6`);
    out[die] = n;
  }
  const values = Object.values(out);
  if (values.includes(numberOf(s.presidente)) && values.includes(PRESIDENTE_NUMBER)) {
    fail('V9', 'no Golpista attacks the Presidente and defends him at once');
  }
  return out;
}

/** Returns the orders as given (the round may run on past them within this action). */
export function giveOrders(ctx: Ctx, seat: Seat, orders: unknown, spy: unknown): Record<string, number> {
  const { s } = ctx;
  if (seat === s.presidente) fail(spy === undefined ? 'V11' : 'V10', 'the Presidente gives no orders and plays no Spy');
  const again = s.phase === 'spy';
  if (again ? s.spies[s.spyAt] !== seat : s.phase !== 'orders' || s.players[seat].orders !== null) {
    fail('V9', again ? 'the Spy players order again one at a time' : 'each Golpista orders once, in phase 3');
  }
  const checked = checkOrders(s, seat, orders);
  if (spy !== undefined) {
    if (again) fail('V10', 'a Spy is declared with the first orders');
    if (typeof spy !== 'string' || designOf(spy) !== 'spy') fail('V10', 'name the Spy card declared');
    takeFromHand(s, seat, [spy], 'V10');
    s.players[seat].spy = spy;
  }
  s.players[seat].orders = checked;
  ctx.emit({ type: 'ordered', seat, again });
  ctx.emit({ type: 'ordered', seat, again, orders: { ...checked }, spy: (spy as string | undefined) ?? null, audience: [seat] });
  if (again) {
    s.spyAt += 1;
    if (s.spyAt === s.spies.length) reveal(ctx);
  } else if (golpistas(s).every((g) => s.players[g].orders !== null)) {
    showSpies(ctx);
  }
  return { ...checked };
}

/** V10: all orders are in: the declared Spies are shown and discarded; their players order again. */
function showSpies(ctx: Ctx): void {
  const { s } = ctx;
  for (const g of golpistas(s)) {
    const card = s.players[g].spy;
    if (card === null) continue;
    s.players[g].spy = null;
    s.discard.push(card);
    s.spies.push(g);
    ctx.emit({ type: 'spy', seat: g, card });
  }
  if (s.spies.length > 0) s.phase = 'spy';
  else reveal(ctx);
}

function reveal(ctx: Ctx): void {
  const { s } = ctx;
  s.revealed = true;
  s.rebels = golpistas(s).filter((g) => Object.values(s.players[g].orders!).includes(numberOf(s.presidente)));
  ctx.emit({ type: 'reveal', orders: s.players.map((p) => (p.orders ? { ...p.orders } : null)) });
  startCombat(ctx);
}
