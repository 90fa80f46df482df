// What an unfinished board game is worth to each seat, for the ISMCTS bot's evaluator (rulings B32,
// B33, B36, B37, B64): the richest Swiss account wins (B64), so each seat's standing is its account,
// the pocket money it will likely bank before the end (less while dead or in exile: the dead lose their
// pocket, B32, B33; an exile banks nothing and pays a bill, B36), and the President's income while he
// holds the office (he makes the Budget, B20–B23); from the standings each seat's chance to win, the
// leader's the largest (a softmax that sharpens as the Foreign Aid deck, the game's clock, runs out).
import { BILL_COUNTS, DENOMINATIONS, NUMBERS } from '../content/box.js';
import { valueOf } from '../rules/money.js';
import type { BoardState, Seat } from '../rules/types.js';

/** The share of an active player's pocket money that reaches his account before the end (the Bank's hours, B37, against the killers, B33). */
const BANKED = 0.6;
/** An exile's: he banks nothing abroad, and pays a bill to come back or to stay away (B36). */
const BANKED_IN_EXILE = 0.4;
/** A Foreign Aid bill's average worth, in millions (B3: the box's bills). */
const AVERAGE_BILL = DENOMINATIONS.reduce((sum, d, i) => sum + d * BILL_COUNTS[i], 0) / BILL_COUNTS.reduce((a, b) => a + b, 0);
/** What the office brings the President each round he keeps it, in bills of the Budget's draw: what he keeps of it (B21). */
const PRESIDENCY_BILLS_A_ROUND = 2;
/** How sharply a lead in millions turns into the chance to win with one round left; with more, a lead counts for less. */
const LEAD_SHARPNESS = 0.6;

/** Rounds left, about: the Foreign Aid deck's draws before it falls below the end (B20, B64), at least one. */
export function roundsLeft(s: BoardState): number {
  return Math.max(1, Math.ceil((s.aid.length - NUMBERS.endBelow + 1) / NUMBERS.aidDraw));
}

/** A seat's standing in millions: its account, what its pocket will likely add, and the office's income for the rounds left. */
export function standing(s: BoardState, seat: Seat): number {
  const p = s.players[seat];
  const banked = p.status === 'active' ? BANKED : p.status === 'exiled' ? BANKED_IN_EXILE : 0;
  const office = s.president === seat ? PRESIDENCY_BILLS_A_ROUND * AVERAGE_BILL * roundsLeft(s) : 0;
  return valueOf(p.account) + banked * valueOf(p.pocket) + office;
}

/** Each seat's chance to win from the standings: a softmax, summing to 1, sharper as the end nears. */
export function evaluate(s: BoardState): number[] {
  const worth = s.players.map((_, seat) => standing(s, seat));
  const top = Math.max(...worth);
  const sharpness = LEAD_SHARPNESS / Math.sqrt(roundsLeft(s));
  const weights = worth.map((w) => Math.exp(sharpness * (w - top)));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}
