// What the public table reads of a view beyond the Estates (V5, V13, V16, V29): the last battle's
// values and outcome, kept after the battle ends and into later rounds, none when no attacker was
// left to roll; and the VP everyone may see, a Yacht or Supercar in hand left out.
import { viva } from '../../../src/games/viva/module.js';
import { publicVictoryPoints, victoryPoints } from '../../../src/games/viva/rules/score.js';
import { phaseWords } from '../../../src/games/viva/ui/table/labels.js';
import { act, ANA_HAND, battle, FOUR, game, logged, order, passBurglars, passWhile, PRES, promise } from './builder.js';

test('V16 the last battle\'s values and outcome stay in every view once the battle has ended', () => {
  let s = battle({ Bo: [1], Cy: [PRES], Di: [PRES] }, { dice: [5, 2, 3] });
  expect(s.lastBattle).toBeNull();
  s = passWhile(s, (x) => x.phase === 'combat');
  const outcome = logged().find((e) => e.type === 'outcome');
  expect(outcome).toMatchObject({ defender: 0 });
  const result = { round: 1, defender: 0, attack: (outcome as { attack: number }).attack, defense: (outcome as { defense: number }).defense, success: false };
  expect(s.battle).toBeNull();
  expect(viva.rules.publicView(s).lastBattle).toEqual(result);
  for (let seat = 0; seat < FOUR.length; seat++) expect(viva.rules.viewFor(s, seat).lastBattle).toEqual(result);
});

test('V13 a battle left without attackers before its roll has no values: attack and defense null, failed', () => {
  let s = battle({ Bo: [3], Cy: [3], Di: [3] }, { hands: { Cy: ['assassination', 'assassination'] } });
  s = act(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'blue#1' });
  s = act(s, 'Cy', { type: 'play', card: 'assassination#2', die: 'black#1' });
  expect(s.lastBattle).toEqual({ round: 1, defender: 2, attack: null, defense: null, success: false });
});

test('V5, V29 the VP everyone sees leave out a Yacht and a Supercar in hand; Expert counts the Sunglasses', () => {
  const s = game({ players: FOUR, hands: { Ana: ['aid1', 'aid2', 'aid3'], Bo: ['yacht', 'supercar', 'aid1'] }, buildings: { Bo: 2 } });
  expect(FOUR.map((_, seat) => publicVictoryPoints(s, seat))).toEqual([1, 3, 1, 1]);
  expect(FOUR.map((_, seat) => victoryPoints(s, seat))).toEqual([1, 5, 1, 1]);
  expect(FOUR.map((_, seat) => publicVictoryPoints(viva.rules.publicView(s), seat))).toEqual([1, 3, 1, 1]);
  const expert = game({ players: FOUR, variant: 'expert', hands: { Ana: ANA_HAND } });
  expect(FOUR.map((_, seat) => publicVictoryPoints(viva.rules.publicView(expert), seat))).toEqual([2, 1, 1, 1]);
});

test('V27 the phase shows a Spend Money turn over and its player choosing the discards down to 4', () => {
  let s = game({ players: ['Ana', 'Bo', 'Cy'], hands: { Ana: ['aid1', 'aid1', 'aid2'], Bo: ['yacht', 'spy', 'gunboat', 'bribery', 'aid4'] } });
  s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid1'] })), { Bo: [2], Cy: [3] });
  s = act(s, 'Ana', { type: 'done' });
  expect(phaseWords(viva.rules.publicView(s))).toBe('Spend Money (turn 2 of 3)');
  s = act(s, 'Bo', { type: 'done' });
  expect(phaseWords(viva.rules.publicView(s))).toBe('Spend Money (turn 2 of 3): discards down to 4');
  expect(phaseWords(viva.rules.publicView(s), true)).toBe('Spend Money');
});
