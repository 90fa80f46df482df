// Viva events in words for a reader: dice by owner and number, orders grouped by what they
// do (V9), rolls grouped by roller with a loaned die's owner named (V23), battles with their dice
// counts (V13), neutral wording; one line per event.
import { describeEvent } from '../../../src/games/viva/rules/describe.js';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];
const say = (e: Parameters<typeof describeEvent>[0]) => describeEvent(e, NAMES);

test('orders are grouped by number: at home, on a player, for the Presidente (6)', () => {
  expect(say({ type: 'ordered', seat: 2, again: false, orders: { 'yellow#1': 3, 'yellow#2': 2, 'yellow#3': 3, 'yellow#4': 6 } }))
    .toBe('Cy orders 1 die on Bo, 2 dice at home and 1 die for the Presidente.');
  expect(say({ type: 'reveal', orders: [null, { 'blue#1': 1 }, { 'yellow#1': 3, 'yellow#2': 3 }, {}] }))
    .toBe('Orders revealed: Bo 1 die on Ana; Cy 2 dice at home; Di no dice.');
});

test('rolls are grouped by roller; several dice are told apart; a loaned die names its owner (V23)', () => {
  expect(say({ type: 'rolled', again: false, rolls: [
    { die: 'yellow#1', seat: 2, value: 6 }, { die: 'yellow#2', seat: 2, value: 1 }, { die: 'blue#1', seat: 1, value: 3 }, { die: 'red#2', seat: 1, value: 4 },
  ] })).toBe('Rolled: Cy 6 (die 1) and 1 (die 2); Bo 3 (die 1) and 4 (Ana\'s die 2).');
  expect(say({ type: 'rolled', again: true, rolls: [{ die: 'black#1', seat: 3, value: 2 }] })).toBe('Re-rolled: Di 2.');
});

test('a battle names each side with its dice; cards and destructions name dice by owner', () => {
  expect(say({ type: 'battle', defender: 2, attackers: [1], supporters: [], dice: [{ die: 'blue#1', seat: 1, side: 'attack' }, { die: 'blue#2', seat: 1, side: 'attack' }] }))
    .toBe('Battle: Bo with 2 dice attacks Cy; Cy has no die defending.');
  expect(say({ type: 'card', seat: 3, card: 'diversionary-tactic#1', roll: 3 })).toBe('Di plays Diversionary Tactic on their own roll.');
  expect(say({ type: 'card', seat: 3, card: 'diversionary-tactic#1', roll: 2, die: 'yellow#2' })).toBe('Di plays Diversionary Tactic on Cy\'s die 2.');
  expect(say({ type: 'destroyed', seat: 0, die: 'black#3' })).toBe('Ana destroys Di\'s die 3 (back to the Supplies).');
  expect(say({ type: 'outcome', defender: 0, attack: 9, defense: 9, success: false, values: [{ seat: 1, value: 4 }, { seat: 2, value: 5 }] }))
    .toBe('Attack 9 (Bo 4 and Cy 5) against defense 9: the attack on Ana fails.');
});

test('a taken Promise names the promised dice joining the orders (V23); dice sent back name their owner', () => {
  expect(say({ type: 'promise-settled', seat: 1, taken: true, count: 1, dice: [{ die: 'red#2', face: 3 }] }))
    .toBe('Bo takes their Promise (1 card and Ana\'s die 2 showing 3).');
  expect(say({ type: 'dice-returned', seat: 0, dice: ['red#2', 'red#3'] })).toBe('The promised dice 2 and 3 go back to Ana.');
});

test('discards chosen as a Spend Money turn ends are told by count to all, by card to their owner; phase 6 names them (V27)', () => {
  expect(say({ type: 'discards-chosen', seat: 1, count: 2 })).toBe('Bo chooses 2 cards to discard in phase 6.');
  expect(say({ type: 'discards-chosen', seat: 1, count: 1, cards: ['spy#1'], audience: [1] })).toBe('Bo will discard Spy in phase 6.');
  expect(say({ type: 'discarded', seat: 1, cards: ['spy#1', 'yacht#1'] })).toBe('Bo discards Spy and Yacht.');
});
