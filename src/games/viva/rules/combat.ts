// Phase 4's course (V12–V19): the Presidente's battle first, then the attacked Golpistas'; in each,
// card steps A and B, the roll, the Diversionary Tactic window, the outcome, the plunder and, Expert,
// the destructions by rolled 1s; then the battle's cards are discarded (V22).
import {
  askingOrder, attackersOf, attackValue, battleDice, defenseValue, isAttacked, isIn, isRolled, liveDice, personalValue, rollOrder, sideOf,
} from './battle.js';
import { byCardId } from '../content/cards.js';
import { fail, type Ctx, type Seating } from './context.js';
import { forgetHand, learn } from './knowledge.js';
import { rollOff } from './setup.js';
import { endCombat, settlePromises } from './settle.js';
import type { Battle, BattleDie, Seat, VivaState } from './types.js';

export function startCombat(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = 'combat';
  if (isAttacked(s, s.presidente)) return openBattle(ctx, s.presidente);
  settlePromises(ctx, 'none');
  nextBattle(ctx);
}

/** V12: the next Golpista's battle; after the last, the combat ends (settle.ts). */
function nextBattle(ctx: Ctx): void {
  const next = ctx.s.battles.shift();
  if (next !== undefined) return openBattle(ctx, next);
  endCombat(ctx);
}

export function openBattle(ctx: Ctx, defender: Seat): void {
  const { s } = ctx;
  const b: Battle = {
    defender, presidential: defender === s.presidente, dice: battleDice(s, defender), played: [],
    surprise: false, bribery: false, uprising: false, step: 'A', queue: [], at: 0, destructions: [], plunderOrder: null, success: null,
  };
  s.battle = b;
  const order = askingOrder(s, b);
  ctx.emit({
    type: 'battle', defender, attackers: attackersOf(s, b), supporters: order.filter((i) => i !== defender && sideOf(b, i) === 'defend'),
    dice: b.dice.map((d) => ({ die: d.die, seat: d.seat, side: d.side })),
  });
  b.queue = order.filter((i) => sideOf(b, i) === 'defend');
  settleAsking(ctx);
}

/** Who is asked now in the battle's window, or null. */
export function askedInBattle(s: Pick<VivaState, 'phase' | 'battle'>): Seat | null {
  const b = s.battle;
  if (s.phase !== 'combat' || !b) return null;
  return b.step === 'destroy' ? b.destructions[0] ?? null : b.queue[b.at] ?? null;
}

/**
 * Who the battle's window asks after the seat asked now, if each passes (V14, V17, V18): the rest
 * of this step's queue still in the battle, then after step A the attackers of step B; the
 * destructions' rollers who still have a target.
 */
export function askedAfterInBattle(s: Pick<VivaState, 'phase' | 'battle'> & Pick<Seating, 'players'>): Seat[] {
  const b = s.battle;
  if (askedInBattle(s) === null || !b) return [];
  if (b.step === 'destroy') return b.destructions.slice(1).filter((seat) => destroyTargets(b, seat).length > 0);
  const rest = b.queue.slice(b.at + 1).filter((seat) => isIn(b, seat));
  return b.step === 'A' ? [...rest, ...attackersOf(s, b)] : rest;
}

/** Moves past seats no longer in the battle and finished steps until someone is to be asked (V13, V14). */
export function settleAsking(ctx: Ctx): void {
  const b = ctx.s.battle!;
  if (b.step === 'A' || b.step === 'B') {
    if (attackersOf(ctx.s, b).length === 0) return endBattle(ctx, false);
    while (b.at < b.queue.length && !isIn(b, b.queue[b.at])) b.at += 1;
    if (b.at < b.queue.length) return;
    if (b.step === 'A') {
      Object.assign(b, { step: 'B', queue: attackersOf(ctx.s, b), at: 0 });
      return settleAsking(ctx);
    }
    return rollBattle(ctx);
  }
  if (b.step === 'diversion' && b.at >= b.queue.length) return resolve(ctx);
  if (b.step === 'destroy') {
    while (b.destructions.length > 0 && destroyTargets(b, b.destructions[0]).length === 0) b.destructions.shift();
    if (b.destructions.length === 0) endBattle(ctx, b.success!);
  }
}

/** V4: rolls dice in V14's order of their rollers, each roller's own dice by id, then his loans. */
export function rollDice(ctx: Ctx, dice: readonly BattleDie[], again: boolean): void {
  const rolls = dice.map((d) => {
    d.roll = ctx.roll();
    return { die: d.die, seat: d.seat, value: d.roll };
  });
  if (rolls.length > 0) ctx.emit({ type: 'rolled', rolls, again });
}

function rollBattle(ctx: Ctx): void {
  const { s } = ctx;
  const b = s.battle!;
  const dice = askingOrder(s, b).flatMap((seat) => rollOrder(b, seat)).filter((d) => isRolled(b, d));
  rollDice(ctx, dice, false);
  Object.assign(b, { step: 'diversion', queue: askingOrder(s, b), at: 0 });
  // V17: with no die rolled there is no roll to name, so no window.
  if (dice.length === 0) b.at = b.queue.length;
  settleAsking(ctx);
}

/** V17: a participant's dice that were rolled in this battle. */
export const rolledDiceOf = (b: Battle, seat: Seat): BattleDie[] => rollOrder(b, seat).filter((d) => d.roll !== null && isRolled(b, d));

/** V16, V19, V21: the outcome, the plunder order and the plunder, the Expert destructions to ask. */
function resolve(ctx: Ctx): void {
  const { s } = ctx;
  const b = s.battle!;
  const attack = attackValue(b);
  const defense = defenseValue(s, b);
  const attackers = attackersOf(s, b);
  const values = attackers.map((seat) => ({ seat, value: personalValue(b, seat) }));
  b.success = attack > defense;
  s.lastBattle = { round: s.round, defender: b.defender, attack, defense, success: b.success };
  ctx.emit({ type: 'outcome', defender: b.defender, attack, defense, success: b.success, values });
  if (b.success) plunder(ctx, b, values);
  b.step = 'destroy';
  b.queue = [];
  b.at = 0;
  if (s.variant === 'expert') {
    b.destructions = askingOrder(s, b).flatMap((seat) => rolledDiceOf(b, seat).filter((d) => d.roll === 1).map(() => seat));
  }
  settleAsking(ctx);
}

/** V19: highest Personal Combat Value first, ties by a public roll-off; each takes a random card. */
function plunder(ctx: Ctx, b: Battle, values: { seat: Seat; value: number }[]): void {
  const { s } = ctx;
  const levels = [...new Set(values.map((v) => v.value))].sort((x, y) => y - x);
  b.plunderOrder = levels.flatMap((level) => {
    const tied = values.filter((v) => v.value === level).map((v) => v.seat);
    return tied.length > 1 ? rollOff(ctx, tied, 'plunder', true) : tied;
  });
  const victim = s.players[b.defender];
  for (const seat of b.plunderOrder) {
    if (victim.hand.length === 0) {
      ctx.emit({ type: 'plunder', seat, from: b.defender, got: false });
      continue;
    }
    const sorted = [...victim.hand].sort(byCardId);
    const card = sorted[Math.floor(ctx.random() * sorted.length)];
    victim.hand.splice(victim.hand.indexOf(card), 1);
    s.players[seat].hand.push(card);
    forgetHand(s, b.defender, [seat]);
    learn(s, b.defender, seat, [card]);
    ctx.emit({ type: 'plunder', seat, from: b.defender, got: true });
    ctx.emit({ type: 'plunder', seat, from: b.defender, got: true, card, audience: [seat, b.defender] });
  }
}

/** V18: dice of the other side that took part in this battle and still exist. */
export function destroyTargets(b: Battle, seat: Seat): string[] {
  const side = sideOf(b, seat);
  return liveDice(b).filter((d) => d.side !== side).map((d) => d.die);
}

/** A die leaves the game for its colour's Supplies (V15 Assassination, V18). */
export function destroyDie(ctx: Ctx, seat: Seat, die: string): void {
  const { s } = ctx;
  const d = s.battle!.dice.find((x) => x.die === die && !x.destroyed);
  if (!d) fail('V15', `${die} is no die still in this battle`);
  d.destroyed = true;
  for (const p of s.players) {
    p.dice = p.dice.filter((x) => x !== die);
    p.loans = p.loans.filter((x) => x.die !== die);
  }
  s.supplies.push(die);
  ctx.emit({ type: 'destroyed', seat, die });
}

/** V13, V22: the battle's cards to the discard pile; the Presidente's battle settles the Promises (V20). */
export function endBattle(ctx: Ctx, success: boolean): void {
  const { s } = ctx;
  const b = s.battle!;
  s.discard.push(...b.played.map((p) => p.card));
  s.battle = null;
  // V13: a battle left without attackers before its roll has no values to tell; it says why it ended, and that nobody plunders.
  if (b.success === null) {
    s.lastBattle = { round: s.round, defender: b.defender, attack: null, defense: null, success: false };
    ctx.emit({ type: 'attackers-gone', defender: b.defender });
  }
  if (b.presidential) {
    if (success) s.successor = b.plunderOrder![0];
    settlePromises(ctx, success ? 'success' : 'failure');
  }
  nextBattle(ctx);
}
