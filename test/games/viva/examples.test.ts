// The rulebook's worked examples as tests (V13, V16, V19, V20, V24): its three combat examples with
// pinned dice, and the Spend Money example. Seats: Andy red, Lars blue, Susanne yellow, Matt black.
import { viva } from '../../../src/games/viva/module.js';
import { act, cardOf, clearLog, events, game, logged, passWhile, player, promise, passBurglars, order, whoMustAct } from './builder.js';

const TABLE = ['Andy', 'Lars', 'Susanne', 'Matt'];
const ANDY = 1;
const LARS = 2;
const SUSANNE = 3;
const MATT = 4;
const PRESIDENTE = 6;
const LARS_HAND = ['aid1', 'aid2', 'aid3', 'students-petition', 'yacht', 'supercar'];

test('Combat Example 1: a supporter\'s Gunboat counts after he is assassinated out of the battle; a tie fails', () => {
  let s = game({
    players: TABLE, presidente: 'Lars', militia: { Andy: 2, Lars: 2 }, dice: [4, 2],
    hands: { Lars: LARS_HAND, Andy: ['assassination', 'aid4'], Matt: ['gunboat', 'aid2'] },
  });
  s = passBurglars(promise(s, { Susanne: ['aid1'], Matt: ['aid2'], Andy: ['aid3'] }));
  s = order(s, { Andy: [LARS, LARS], Susanne: [SUSANNE], Matt: [PRESIDENTE] });
  expect(whoMustAct(s)).toEqual(['Lars']);
  s = act(s, 'Lars', { type: 'pass' });
  expect(whoMustAct(s)).toEqual(['Matt']);
  s = act(s, 'Matt', { type: 'play', card: 'gunboat#1' });
  s = act(s, 'Matt', { type: 'pass' });
  s = act(s, 'Andy', { type: 'play', card: 'assassination#1', die: 'black#1' });
  expect(s.battle!.dice.find((d) => d.die === 'black#1')!.destroyed).toBe(true);
  expect(s.supplies).toContain('black#1');
  clearLog();
  s = act(s, 'Andy', { type: 'pass' });
  expect(logged().find((e) => e.type === 'rolled')).toEqual({ type: 'rolled', rolls: [{ die: 'red#1', seat: 0, value: 4 }, { die: 'red#2', seat: 0, value: 2 }], again: false });
  expect(whoMustAct(s)).toEqual(['Lars']); // the Diversionary Tactic window: Lars, then Andy; Matt is out
  s = passWhile(s, (x) => x.phase === 'combat');
  expect(logged().find((e) => e.type === 'outcome')).toMatchObject({ attack: 6, defense: 6, success: false });
  expect(logged().filter((e) => e.type === 'promise-settled').map((e) => e.type === 'promise-settled' && [TABLE[e.seat], e.taken]))
    .toEqual([['Susanne', true], ['Matt', true], ['Andy', false]]);
  expect(s.discard).toEqual(expect.arrayContaining(['gunboat#1', 'assassination#1', 'aid3#1']));
  expect(s.presidente).toBe(1);
});

test('Combat Example 2: 6 + 3 against 4 and three buildings, 9 to 7: the attacker plunders one card', () => {
  let s = game({ players: TABLE, presidente: 'Lars', militia: { Matt: 2 }, buildings: { Susanne: 2 }, dice: [4, 6, 3], hands: { Lars: LARS_HAND } });
  s = passBurglars(promise(s, { Susanne: ['aid1'], Matt: ['aid2'], Andy: ['aid3'] }));
  clearLog();
  s = order(s, { Andy: [ANDY], Susanne: [SUSANNE], Matt: [SUSANNE, SUSANNE] });
  s = passWhile(s, (x) => x.phase === 'combat');
  expect(logged().filter((e) => e.type === 'rolled')).toEqual([{
    type: 'rolled', again: false, rolls: [{ die: 'yellow#1', seat: 2, value: 4 }, { die: 'black#1', seat: 3, value: 6 }, { die: 'black#2', seat: 3, value: 3 }],
  }]);
  expect(logged().find((e) => e.type === 'outcome')).toMatchObject({ attack: 9, defense: 7, success: true });
  expect(logged().filter((e) => e.type === 'plunder' && !e.audience)).toEqual([{ type: 'plunder', seat: 3, from: 2, got: true }]);
  expect(player(s, 'Matt').hand).toHaveLength(2 + 1 + 1);
});

test('Combat Example 3: two attackers tied on 5 roll off for the plunder; the second finds Matt\'s hand empty', () => {
  let s = game({
    players: TABLE, presidente: 'Lars', militia: { Susanne: 2 }, buildings: { Matt: 1 }, dice: [5, 2, 3, 2, 4],
    hands: { Lars: LARS_HAND, Matt: [] },
  });
  s = passBurglars(promise(s, { Susanne: ['aid1'], Matt: ['aid2'], Andy: ['aid3'] }));
  clearLog();
  s = order(s, { Andy: [MATT], Susanne: [MATT, MATT], Matt: [PRESIDENTE] });
  expect(player(s, 'Matt').hand).toEqual(['aid2#1']); // nobody attacked Lars: the Promises are taken first
  s = passWhile(s, (x) => x.phase === 'combat');
  expect(logged().find((e) => e.type === 'outcome')).toMatchObject({
    attack: 10, defense: 2, success: true, values: [{ seat: 0, value: 5 }, { seat: 2, value: 5 }],
  });
  expect(logged().find((e) => e.type === 'roll-off')).toEqual({ type: 'roll-off', why: 'plunder', rolls: [{ seat: 0, value: 2 }, { seat: 2, value: 4 }] });
  expect(logged().filter((e) => e.type === 'plunder' && !e.audience)).toEqual([
    { type: 'plunder', seat: 2, from: 3, got: true }, { type: 'plunder', seat: 0, from: 3, got: false },
  ]);
  expect(player(s, 'Susanne').hand).toContain('aid2#1');
});

test('V24 the Spend Money example: 5 million for a building and a card; the new 3 million buys a Militia, 1 million lost', () => {
  // Her 5 million as 1 and 4: the catalogue holds one Foreign Aid 3, the card she buys.
  const larsHand = LARS_HAND.filter((c) => c !== 'aid3');
  let s = game({ players: TABLE, presidente: 'Lars', hands: { Lars: larsHand, Susanne: ['aid1', 'aid4'] }, deck: ['aid3'] });
  s = passBurglars(promise(s, { Susanne: ['yacht'], Matt: ['aid2'], Andy: ['aid1'] }));
  s = order(s, { Andy: [ANDY], Susanne: [SUSANNE], Matt: [MATT] });
  s = act(s, 'Lars', { type: 'done' });
  expect(whoMustAct(s)).toEqual(['Susanne']);
  const [one, four] = [cardOf(s, 'Susanne', 'aid1'), cardOf(s, 'Susanne', 'aid4')];
  s = act(s, 'Susanne', { type: 'pay', buy: { building: 1, card: 1 }, cards: [one, four] });
  expect(player(s, 'Susanne').tiles).toEqual(['Helicopter Pad']);
  const bought = events().find((e) => e.type === 'draw' && e.audience);
  const card = bought?.type === 'draw' ? bought.cards![0] : '';
  expect(bought).toMatchObject({ seat: 2, why: 'bought', audience: [2] });
  expect(card.startsWith('aid3#')).toBe(true);
  expect(viva.rules.viewFor(s, 3).players[2].hand).toBeNull();
  s = act(s, 'Susanne', { type: 'pay', buy: { militia: 1 }, cards: [card] });
  expect(events().find((e) => e.type === 'paid')).toMatchObject({ price: 2, cards: [card] });
  expect(player(s, 'Susanne').dice).toEqual(['yellow#1', 'yellow#2']);
  expect(player(s, 'Susanne').hand).toEqual(['yacht#1']);
  expect(viva.rules.apply(s, { type: 'pay', seat: 'Susanne', buy: { card: 1 }, cards: ['yacht#1'] })).toMatchObject({ ok: false });
});
