// Viva's plain sentences and story (V5, V8, V10, V16, V21, V29): the table tells only what is public
// – Promise sizes, orders once revealed, the VP a Yacht in hand does not show – the seat's own
// sentences its hand, money, Promises and orders; the notebook what Burglars showed; the news a
// battle; the final scores VP then Foreign Aid, names that would look alike told apart.
import { viva } from '../../../src/games/viva/module.js';
import type { VivaEvent } from '../../../src/games/viva/rules/types.js';
import { ownSentences, scoreSentences, tableSentences } from '../../../src/games/viva/ui/plain/describe.js';
import { finalScores, newsLines, notebook } from '../../../src/games/viva/ui/story.js';
import { act, battle, game, order, passBurglars, passWhile, promise } from './builder.js';

const THREE = ['Ana', 'Bo', 'Cy'];

test('V5 the table tells Promise sizes, not their cards; the public VP leave a Yacht in hand out, the seat\'s own count it', () => {
  let s = game({ players: THREE, variant: 'expert', militia: { Ana: 2 }, hands: { Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'supercar'], Bo: ['yacht', 'aid3'] }, buildings: { Bo: 1 } });
  s = promise(s, { Bo: ['gunboat', { die: 'red#2', face: 3 }], Cy: ['aid1', 'aid2'] });
  const table = tableSentences(viva.rules.viewFor(s, 1), THREE);
  expect(table[0]).toBe('Round 1: phase 2, Burglars may be played on the Promises. Ana is the Presidente.');
  expect(table).toContain('Bo (Estate 2): 2 buildings with the Main House (Helicopter Pad); 1 die; 2 cards in hand; a Promise of 1 card, with Ana\'s die 2 showing 3; 2 VP shown.');
  expect(table).toContain('Ana, the Presidente (Estate 1): 1 building with the Main House; 1 die; 2 cards in hand; 2 VP shown.');
  expect(table.join(' ')).not.toMatch(/Gunboat|Foreign Aid 1/);
  const own = ownSentences(viva.rules.viewFor(s, 1), THREE);
  expect(own).toEqual([
    'Bo, your hand: Foreign Aid 3 and Yacht.',
    'Your Foreign Aid in hand: 3 million. Your VP: 3.',
    'Your Promise: Gunboat, with Ana\'s die 2 showing 3.',
  ]);
  expect(ownSentences(viva.rules.viewFor(s, 0), THREE)).toContain('Your Promise to Cy: Foreign Aid 1 and Foreign Aid 2.');
  expect(ownSentences(viva.rules.publicView(s), THREE)).toEqual([]);
});

test('V9 V10 orders: who has ordered before the reveal, one\'s own hidden orders, everyone\'s once revealed', () => {
  let s = game({ players: THREE, hands: { Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'yacht'] } });
  s = passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid2'] }));
  s = act(s, 'Bo', { type: 'orders', orders: { 'blue#1': 3 } });
  expect(tableSentences(viva.rules.viewFor(s, 2), THREE).filter((l) => /ordered/.test(l)).map((l) => l.split(':')[0])).toEqual(['Bo (Estate 2)', 'Cy (Estate 3)']);
  expect(tableSentences(viva.rules.viewFor(s, 2), THREE).join(' ')).not.toMatch(/attacking/);
  expect(ownSentences(viva.rules.viewFor(s, 1), THREE)).toContain('Your orders, hidden until all are in: 1 die attacking Cy.');
  s = order(s, { Cy: [6] });
  expect(tableSentences(viva.rules.publicView(s), THREE).join(' ')).toMatch(/Bo \(Estate 2\): .*orders: 1 die attacking Cy/);
});

test('V13 V16 a battle in sentences: each side\'s players with their dice, the Presidente\'s unrolled, the values once rolled; no orders told after the combat', () => {
  let s = battle({ Bo: [1], Cy: [6], Di: [1] }, { dice: [5, 2, 4] });
  const before = tableSentences(viva.rules.publicView(s), ['Ana', 'Bo', 'Cy', 'Di']);
  expect(before).toContain('Battle against Ana, the Presidente: 1 building with the Main House; defending dice: die 1 unrolled.');
  expect(before).toContain('Supporting the Presidente: Cy with die 1 not rolled yet.');
  expect(before).toContain('Attacking: Di with die 1 not rolled yet.');
  expect(before).toContain('Attacking: Bo with die 1 not rolled yet.');
  s = passWhile(s, (x) => x.battle?.step !== 'diversion');
  const rolled = tableSentences(viva.rules.publicView(s), ['Ana', 'Bo', 'Cy', 'Di']);
  expect(rolled).toContain('Supporting the Presidente: Cy with die 1 rolled 5.');
  expect(rolled.at(-1)).toBe('Attack 6 against defense 7.');
  s = passWhile(s, (x) => x.phase === 'combat');
  expect(s.phase).toBe('spend');
  expect(tableSentences(viva.rules.publicView(s), ['Ana', 'Bo', 'Cy', 'Di']).join(' ')).not.toMatch(/ordered|orders:/);
});

test('V8 the notebook keeps what Burglars showed of another Promise, and the victim which card went', () => {
  let s = game({ players: THREE, hands: { Bo: ['burglars'], Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'yacht'] } });
  s = promise(s, { Bo: ['aid1'], Cy: ['gunboat', 'aid2'] });
  expect(notebook(viva.rules.viewFor(s, 1), [], THREE)).toBeNull();
  s = act(s, 'Bo', { type: 'burglars', card: 'burglars#1', from: 'Cy' });
  s = act(s, 'Bo', { type: 'take', card: 'aid2#1' });
  expect(notebook(viva.rules.viewFor(s, 1), [], THREE)).toBe('You know: Cy\'s Promise: Gunboat');
  // The victim learns which card went (V8).
  expect(notebook(viva.rules.viewFor(s, 2), [], THREE)).toBe('You know: Bo holds Foreign Aid 2');
});

test('V16 the news of a battle are its lines; V29 the final scores: VP, then Foreign Aid, names alike told apart', () => {
  const outcome: VivaEvent = { type: 'outcome', defender: 0, attack: 5, defense: 3, success: true, values: [{ seat: 1, value: 5 }] };
  const log = [{ step: 1, actor: 1, events: [{ type: 'round', round: 2 } as VivaEvent, outcome] }];
  expect(viva.headline?.(log[0].events)).toBe('The attack succeeds!');
  expect(newsLines(log, 1, THREE)).toEqual(['Attack 5 against defense 3: the attack on Ana succeeds.']);
  const over: VivaEvent = { type: 'game-over', winners: [2], vp: [3, 5, 5], aid: [9, 1, 4] };
  const long = 'Maria-Fernanda-Gonzalez-';
  const scores = finalScores([{ step: 9, actor: 0, events: [over] }], [`${long}Ana`, `${long}Bo`, 'Cy']);
  expect(scores).toEqual([
    { name: 'Maria-Fernanda… (seat 1)', keys: [3, 9], winner: false },
    { name: 'Maria-Fernanda… (seat 2)', keys: [5, 1], winner: false },
    { name: 'Cy', keys: [5, 4], winner: true },
  ]);
  expect(scoreSentences(scores)).toEqual([
    'Cy wins with 5 VP and 4 million in Foreign Aid.',
    'Maria-Fernanda… (seat 2) has 5 VP and 1 million in Foreign Aid.',
    'Maria-Fernanda… (seat 1) has 3 VP and 9 million in Foreign Aid.',
  ]);
  expect(finalScores([], THREE)).toEqual([]);
});

test('V27 the table tells who chooses discards as his Spend Money turn ends; only he is told which he will discard', () => {
  let s = game({ players: THREE, hands: { Ana: ['aid1', 'aid1', 'aid2'], Bo: ['yacht', 'spy', 'gunboat', 'bribery', 'aid4'] } });
  s = order(passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid1'] })), { Bo: [2], Cy: [3] });
  s = act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'done' });
  expect(tableSentences(viva.rules.publicView(s), THREE)).toContain('Bo has finished spending and chooses the discards down to 4.');
  s = act(s, 'Bo', { type: 'discard', cards: ['spy#1', 'gunboat#1'] });
  expect(ownSentences(viva.rules.viewFor(s, 1), THREE)).toContain('You will discard Gunboat and Spy in phase 6, unless the game ends first.');
  expect(ownSentences(viva.rules.viewFor(s, 2), THREE).join(' ')).not.toMatch(/discard/);
  expect(tableSentences(viva.rules.viewFor(s, 2), THREE)).toContain('Cy is spending.');
});
