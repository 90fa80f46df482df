// The working copy of an action (rules/draft.ts; rulings B5, B69, B70): a state is never changed by
// the action applied to it, and the seats' private logs and the history's lists an action does not add
// to are the very ones of the state it came from (a replay keeps every state of a game).
import seedrandom from 'seedrandom';
import { randomChoice } from '../../../src/core/random-bot.js';
import { boardRules } from '../../../src/games/board/rules/index.js';
import type { Action, BoardState } from '../../../src/games/board/rules/types.js';

const SEATS = ['Ana', 'Bo', 'Cy', 'Di', 'Eva'];

/** Every object and array of `value` frozen: a rule writing into one of them then fails. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const part of Object.values(value)) frozen(part);
  }
  return value;
}

/** Each state of a seeded random game with its next state (at most `most` actions), every state frozen before its action. */
function pairs(seed: string, most: number): { before: BoardState; after: BoardState; text: string }[] {
  const random = seedrandom(seed);
  let state = frozen(boardRules.create({ seed, players: SEATS, options: {} }).state);
  const out: { before: BoardState; after: BoardState; text: string }[] = [];
  while (!boardRules.isOver(state) && out.length < most) {
    const required = boardRules.pending(state).required;
    const seat = required[Math.floor(random() * required.length)].seat;
    const action = randomChoice<Action>(boardRules.legalActions(state, seat), random, 0)!;
    const text = JSON.stringify(state);
    const result = boardRules.apply(state, action);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    out.push({ before: state, after: result.state, text });
    state = frozen(result.state);
  }
  return out;
}

const played = pairs('draft', 600);

test('B70 no action writes into the state it is applied to, nor into the parts its next state shares with it', () => {
  expect(played.length).toBe(600);
  expect(played.filter(({ before, text }) => JSON.stringify(before) !== text).length).toBe(0);
});

test('B5 a seat\'s private log an action adds nothing to is the log of the state before, shared; one it adds to is copied', () => {
  let shared = 0;
  let grown = 0;
  for (const { before, after } of played) {
    for (const [seat, log] of after.notes.entries()) {
      if (log.length === before.notes[seat].length) {
        expect(log).toBe(before.notes[seat]);
        shared += 1;
      } else {
        expect(log).not.toBe(before.notes[seat]);
        expect(log.slice(0, before.notes[seat].length)).toEqual(before.notes[seat]);
        grown += 1;
      }
    }
  }
  expect(shared).toBeGreaterThan(grown);
  expect(grown).toBeGreaterThan(0);
});

test('B69 the history\'s lists of budgets and gifts an action adds nothing to are those of the state before, shared', () => {
  let shared = 0;
  for (const { before, after } of played) {
    if (after.history.gifts.length === before.history.gifts.length) {
      expect(after.history.gifts).toBe(before.history.gifts);
      shared += 1;
    }
    if (after.history.budgets.length === before.history.budgets.length) expect(after.history.budgets).toBe(before.history.budgets);
  }
  expect(shared).toBeGreaterThan(0);
});
