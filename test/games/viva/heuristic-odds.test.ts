// The heuristic bot's dice arithmetic: the convolution against counting every roll, and a
// battle's chance read from its dice, buildings and cards (V15, V16).
import { diceSum, sideChance, winChance, type Strength } from '../../../src/games/viva/bots/heuristic-odds.js';
import type { Battle } from '../../../src/games/viva/rules/types.js';

/** Every roll of `n` dice, counted one by one. */
function* rolls(n: number): Generator<number> {
  if (n === 0) { yield 0; return; }
  for (const rest of rolls(n - 1)) for (let face = 1; face <= 6; face++) yield rest + face;
}

function bruteForce(attack: Strength, defense: Strength): number {
  let wins = 0;
  let all = 0;
  for (const a of rolls(attack.dice)) {
    for (const d of rolls(defense.dice)) {
      all += 1;
      if (a + attack.fixed > d + defense.fixed) wins += 1;
    }
  }
  return wins / all;
}

test('the dice sums add up to 1 and match counting for 3 dice', () => {
  for (let n = 0; n <= 8; n++) expect(diceSum(n).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  const counted = Array<number>(19).fill(0);
  for (const total of rolls(3)) counted[total] += 1 / 216;
  diceSum(3).forEach((p, total) => expect(p).toBeCloseTo(counted[total], 12));
});

test.each([
  [{ dice: 1, fixed: 0 }, { dice: 0, fixed: 1 }],
  [{ dice: 2, fixed: 0 }, { dice: 1, fixed: 3 }],
  [{ dice: 3, fixed: 3 }, { dice: 2, fixed: 2 }],
  [{ dice: 0, fixed: 5 }, { dice: 3, fixed: 0 }],
  [{ dice: 4, fixed: 0 }, { dice: 3, fixed: 6 }],
  [{ dice: 2, fixed: 1 }, { dice: 4, fixed: 0 }],
])('win chance of %j against %j is the brute-force count', (attack, defense) => {
  expect(winChance(attack, defense)).toBeCloseTo(bruteForce(attack, defense), 12);
});

test('a battle\'s chance counts its buildings, the Presidente\'s fixed dice, rolled dice and Gunboats', () => {
  const die = (id: string, seat: number, side: 'attack' | 'defend', roll: number | null, presidential = false) =>
    ({ die: id, seat, side, presidential, roll, destroyed: false });
  const b: Battle = {
    defender: 0, presidential: true, played: [], surprise: false, bribery: false, uprising: false, step: 'A', queue: [], at: 0,
    destructions: [], success: null, plunderOrder: null,
    dice: [die('red#1', 0, 'defend', null, true), die('red#2', 0, 'defend', null, true), die('blue#1', 1, 'attack', null), die('blue#2', 1, 'attack', null)],
  };
  // Two buildings and the Main House, two home dice at 1 each: 5 against two rolled dice.
  expect(sideChance(b, 2, 'attack')).toBeCloseTo(bruteForce({ dice: 2, fixed: 0 }, { dice: 0, fixed: 5 }), 12);
  const gunboat = { ...b, played: [{ seat: 1, card: 'gunboat#1', side: 'attack' as const }] };
  expect(sideChance(gunboat, 2, 'attack')).toBeCloseTo(bruteForce({ dice: 2, fixed: 3 }, { dice: 0, fixed: 5 }), 12);
  const rolled = { ...b, dice: b.dice.map((d) => (d.seat === 1 ? { ...d, roll: 3 } : d)) };
  expect(sideChance(rolled, 2, 'attack')).toBe(1);
  expect(sideChance(rolled, 2, 'defend')).toBe(0);
});
