// Events in words (B5, B10, B33, B69): a public event says who and how many cards, never bills; the
// same event told to its audience says the bills; the told event retells the public one, so a log
// that shows both tells it once.
import { describeEvent, retells, visibleTo } from '../../../src/games/board/rules/describe.js';
import type { BoardEvent } from '../../../src/games/board/rules/types.js';

const names = ['Ana', 'Bo', 'Cy', 'Di'];
const say = (e: BoardEvent) => describeEvent(e, names);

describe('events in words', () => {
  test('B69 a gift in public names giver, recipient and card count; told to the two, its cards and bills', () => {
    const plain: BoardEvent = { type: 'gift', from: 0, to: 1, cards: 1 };
    const told: BoardEvent = { ...plain, bills: [2, 0, 1], cardIds: ['church#1'], audience: [0, 1] };
    expect(say(plain)).toBe('Ana gives Bo 1 card.');
    expect(say({ ...plain, cards: 0 })).toBe('Ana gives Bo a gift with no card.');
    expect(say(told)).toBe('Ana gives Bo 1 card (Church) and 2 bills of 1 M and 1 of 3 M, worth 5 M.');
  });

  test('B5 a told event is shown only to its audience and retells its public twin', () => {
    const plain: BoardEvent = { type: 'aid', seat: 2, count: 8 };
    const told: BoardEvent = { ...plain, bills: [4, 3, 1], audience: [2] };
    expect(say(plain)).toBe('Cy draws 8 bills of Foreign Aid.');
    expect(say(told)).toBe('Cy drew 4 bills of 1 M, 3 of 2 M and 1 of 3 M, worth 13 M.');
    expect([visibleTo(told, 2), visibleTo(told, 1), visibleTo(told, 'public'), visibleTo(told, 'all')]).toEqual([true, false, false, true]);
    expect(retells(told, plain)).toBe(true);
  });

  test('B10 B33 the tie bill and the money of the dead: in public that they moved, to the receiver how much', () => {
    expect(say({ type: 'bill', seat: 0, why: 'tie' })).toBe('Ana takes the top bill of the Foreign Aid after the tie.');
    expect(say({ type: 'bill', seat: 0, why: 'tie', denomination: 3, audience: [0] })).toBe('Ana took a bill of 3 M after the tie.');
    expect(say({ type: 'money', from: 1, to: 2 })).toBe("Bo's pocket money goes to Cy.");
    expect(say({ type: 'money', from: 1, to: null })).toBe("Bo's pocket money leaves the game.");
  });

  test('B11 each cast names its source and its votes', () => {
    expect(say({ type: 'cast', seat: 1, source: 'family', option: 2, votes: 1 })).toBe('Bo casts the family vote (1 vote) for Cy.');
    expect(say({ type: 'cast', seat: 1, source: 'admiral', option: 'for', votes: 1 })).toBe("Bo casts the Admiral of the Navy's vote (1 vote) in favour.");
    expect(say({ type: 'cast', seat: 0, source: 'church#1', option: 'against', votes: 10 })).toBe('Ana casts Church (10 votes) against.');
  });

  test('B24 B31 Locations in words', () => {
    expect(say({ type: 'revealed', locations: [{ seat: 0, location: 'home' }, { seat: 3, location: 'bank' }] })).toBe('Locations revealed: Ana at home and Di at the Central Bank.');
    expect(say({ type: 'attempt', by: 1, victim: 0, location: 'mistress', card: null })).toBe("Bo sends the Death Squad after Ana at his mistress's.");
  });
});
