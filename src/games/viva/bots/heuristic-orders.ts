// The heuristic bot's secret orders (V9–V13, V16, V19–V21): every listed order scored by
// the battles it makes – the coup's chance against a weak Presidente and the Promise a rebel gives up,
// plunder from a weak Golpista, the cards kept by defending when threatened, the Promise kept by
// defending the Presidente – with the others' dice read from their revealed orders when a Spy shows
// them, else expected from what they did in past rounds (heuristic-memory.ts); a card plundered
// from a Golpista near the winning VP is worth more, to him and to the others (heuristic-leader.ts).
import { golpistas, numberOf, PRESIDENTE_NUMBER } from '../rules/context.js';
import { leadThreat, unseenVpShare } from './heuristic-leader.js';
import { winChance } from './heuristic-odds.js';
import type { Habits } from './heuristic-memory.js';
import { AVERAGE_CARD, handValue, LEAD_DENIAL } from './heuristic-values.js';
import type { Seat } from '../rules/types.js';
import type { VivaView } from '../rules/view.js';

/** Without a die ordered on a battle, an expected fraction of a die is not a battle. */
const SOME_DICE = 0.5;
/** V14: dice a side expects, rounded to whole dice for the convolution. */
const whole = (x: number): number => Math.round(x);

/** Dice of `seat` expected on `number`: his revealed orders if the view shows them, else his habits. */
function expected(view: VivaView, habits: Habits, seat: Seat, number: number): number {
  const p = view.players[seat];
  if (p.orders) return Object.values(p.orders).filter((n) => n === number).length;
  return p.dice.length * habits.share(seat, number, view);
}

/** V6, V7, V21: being Presidente – N + 2 cards a round instead of one, less a Promise to each Golpista – and Expert's Sunglasses (a VP). */
const coupValue = (view: VivaView): number => 2 * AVERAGE_CARD + (view.variant === 'expert' ? 5 : 0);

/** What one set of orders is worth to `me`, in millions. */
export function scoreOrders(view: VivaView, habits: Habits, me: Seat, orders: Record<string, number>): number {
  const mine = (n: number): number => Object.values(orders).filter((x) => x === n).length;
  const others = golpistas(view).filter((g) => g !== me);
  const sum = (n: number, except: Seat | null = null) => others.filter((o) => o !== except).reduce((t, o) => t + expected(view, habits, o, n), 0);
  const pres = view.presidente;
  const promise = view.players[me].promise?.cards ?? [];
  const promiseWorth = promise.length === 0 ? 0 : handValue(promise) || AVERAGE_CARD * (view.players[me].promise?.size ?? 0);
  const share = unseenVpShare(view);
  const threat = (seat: Seat): number => leadThreat(view, seat, share);
  let score = 0;

  // The Presidente's battle (V11, V16, V20, V21): his home dice count 1 each, unrolled.
  const rebels = mine(numberOf(pres)) + sum(numberOf(pres));
  const presDefense = { dice: whole(mine(PRESIDENTE_NUMBER) + sum(PRESIDENTE_NUMBER)), fixed: view.players[pres].dice.length + view.players[pres].tiles.length + 1 };
  const coup = rebels < SOME_DICE ? 0 : winChance({ dice: Math.max(1, whole(rebels)), fixed: 0 }, presDefense);
  if (mine(numberOf(pres)) > 0) {
    // A rebel loses his Promise either way (V20); the first plunderer takes the office (V21).
    const lead = mine(numberOf(pres)) / Math.max(mine(numberOf(pres)), rebels);
    score += coup * (lead * coupValue(view) + AVERAGE_CARD) - promiseWorth;
  } else {
    score -= coup * promiseWorth;
  }

  // The Golpistas' battles (V12, V19): each successful attacker takes a card.
  for (const t of others) {
    const n = numberOf(t);
    if (mine(n) === 0) continue;
    const attack = { dice: whole(mine(n) + sum(n, t)), fixed: 0 };
    const defense = { dice: whole(expected(view, habits, t, n)), fixed: view.players[t].tiles.length + 1 };
    if (view.players[t].handSize > 0) score += winChance(attack, defense) * (AVERAGE_CARD + threat(t) * LEAD_DENIAL);
  }

  // My own Estate: attackers take a card each when they win (V19), at random from my hand.
  const incoming = sum(numberOf(me));
  const hand = view.players[me].hand ?? [];
  if (incoming >= SOME_DICE && hand.length > 0) {
    const myCard = handValue(hand) / hand.length;
    const attackers = Math.max(1, others.filter((o) => expected(view, habits, o, numberOf(me)) >= SOME_DICE).length);
    const lose = winChance({ dice: Math.max(1, whole(incoming)), fixed: 0 }, { dice: mine(numberOf(me)), fixed: view.players[me].tiles.length + 1 });
    score -= lose * (myCard + threat(me) * LEAD_DENIAL) * Math.min(attackers, hand.length);
  }
  return score;
}
