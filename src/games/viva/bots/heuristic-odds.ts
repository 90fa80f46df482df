// The heuristic bot's battle arithmetic (rulings V15–V17): a battle's exact win chance by
// convolving the dice of each side (at most about 8 d6 a side), read from a battle as a view shows it,
// and the same after a card the bot may play (V15) or a re-roll (V17).
import { GUNBOAT_BONUS, dieValue, isRolled, liveDice } from '../rules/battle.js';
import type { Battle, Side } from '../rules/types.js';

/** One side's strength: dice still to roll, and what counts already (buildings, rolled or fixed dice, Gunboats). */
export interface Strength { dice: number; fixed: number }

const sums: number[][] = [[1]];

/** The chance of each total of `n` six-sided dice (index: the total). */
export function diceSum(n: number): number[] {
  for (let k = sums.length; k <= n; k++) {
    const prev = sums[k - 1];
    const next = Array<number>(prev.length + 6).fill(0);
    prev.forEach((p, total) => { for (let face = 1; face <= 6; face++) next[total + face] += p / 6; });
    sums.push(next);
  }
  return sums[n];
}

/** V16: the chance that the attack's total is higher than the defense's (a tie holds). */
export function winChance(attack: Strength, defense: Strength): number {
  const a = diceSum(Math.max(0, attack.dice));
  const d = diceSum(Math.max(0, defense.dice));
  // below[x]: the chance that the defense's total is below x.
  const below: number[] = [0];
  d.forEach((p, i) => { below[i + 1] = below[i] + p; });
  let chance = 0;
  a.forEach((p, total) => {
    if (p === 0) return;
    // Defense dice total t wins for the attack when t + defense.fixed < total + attack.fixed.
    const limit = total + attack.fixed - defense.fixed;
    chance += p * (limit <= 0 ? 0 : below[Math.min(limit, d.length)]);
  });
  return chance;
}

/** Both sides of a battle now (V16): unrolled dice that will roll, and everything that counts already. */
export function strengths(b: Battle, defenderTiles: number): Record<Side, Strength> {
  const out: Record<Side, Strength> = { attack: { dice: 0, fixed: 0 }, defend: { dice: 0, fixed: b.surprise ? 0 : defenderTiles + 1 } };
  for (const d of liveDice(b)) {
    if (d.roll === null && isRolled(b, d)) out[d.side].dice += 1;
    else out[d.side].fixed += dieValue(b, d);
  }
  for (const p of b.played) if (p.card.startsWith('gunboat#')) out[p.side].fixed += GUNBOAT_BONUS;
  return out;
}

/** The chance that `side` wins the battle as it stands (V16: the attack needs more than the defense). */
export function sideChance(b: Battle, defenderTiles: number, side: Side): number {
  const s = strengths(b, defenderTiles);
  const attack = winChance(s.attack, s.defend);
  return side === 'attack' ? attack : 1 - attack;
}
