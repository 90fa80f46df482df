// The board game's ISMCTS bot (rulings B5, B64, B70): the kinds a table may name; its answers legal at
// 4 and 7 seats, at the round's decisions and in a coup, decided from the seat's view alone (two states
// with one view, the hidden parts sampled anew, get the same answer); and its evaluator, each seat's
// chance from its standing: the Swiss account first (B64), pocket money likely banked, the living over
// the dead (B32), the Presidency's income.
import seedrandom from 'seedrandom';
import { board } from '../../../src/games/board/module.js';
import { evaluate, standing } from '../../../src/games/board/bots/search-value.js';
import { boardRules } from '../../../src/games/board/rules/index.js';
import { create } from '../../../src/games/board/rules/setup.js';
import type { Action, BoardState, Money, PlayerState } from '../../../src/games/board/rules/types.js';
import { FIVE, SEVEN } from './builder.js';
import { randomPosition } from './random-games.js';

/** A search small enough for a test: what it checks is the same at any budget. */
const SMALL = { iterations: 4, rolloutDepth: 30 };

const searcher = async () => (await board.bots())(SMALL).ismcts;

/** The ISMCTS bot's answer at `s` for `seat`, a fresh bot (no memory of other decisions), seeded alike. */
async function searched(s: BoardState, seat: number, seed: string): Promise<Action | null> {
  return (await searcher()).decide(boardRules.viewFor(s, seat), boardRules.legalActions(s, seat), seedrandom(seed));
}

test('the kinds are the random bot, the heuristic bot and ISMCTS', async () => {
  const bots = (await board.bots())(SMALL);
  expect(Object.entries(bots).map(([key, bot]) => [key, bot.kind])).toEqual([['random', 'random'], ['heuristic', 'heuristic'], ['ismcts', 'ismcts']]);
  // B70: a seat without a named kind is the heuristic's.
  expect(board.defaultBot).toBe('heuristic');
});

/** Positions of a game at `seats`: the heuristic plays every seat, and now and then a decision with a choice is taken out to search. */
async function positions(seats: string[], seed: string, count: number, coup: boolean): Promise<{ s: BoardState; seat: number }[]> {
  const random = seedrandom(seed);
  const heuristic = (await board.bots())().heuristic;
  let s = coup ? randomPosition(random, 8, { seats, coup: true }) : create({ seed, players: seats }).state;
  const out: { s: BoardState; seat: number }[] = [];
  for (let step = 0; s.ended === null && out.length < count && step < 5000; step++) {
    const [{ seat }] = boardRules.pending(s).required;
    const choices = boardRules.legalActions(s, seat);
    if (choices.actions.length + choices.samplers.length > 1 && random() < 0.03) out.push({ s, seat });
    const result = boardRules.apply(s, await heuristic.decide(boardRules.viewFor(s, seat), choices, random));
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
  }
  return out;
}

test.each([
  ['4 seats, the rounds', FIVE.slice(0, 4), false],
  ['4 seats, a coup', FIVE.slice(0, 4), true],
  ['7 seats, the rounds', SEVEN, false],
  ['7 seats, a coup', SEVEN, true],
])('ISMCTS at %s answers legally from the seat\'s view, the same answer from another state with that view', async (what, seats, coup) => {
  const found = await positions(seats, `search-${what}`, 3, coup);
  expect(found.length).toBe(3);
  for (const [i, { s, seat }] of found.entries()) {
    const action = await searched(s, seat, `decide-${i}`);
    expect(action).not.toBeNull();
    const result = boardRules.apply(s, action!);
    expect([s.flow[s.flow.length - 1].kind, result.ok || result.error.message]).toEqual([s.flow[s.flow.length - 1].kind, true]);
    // The hidden parts sampled anew (hands, pockets, accounts, Locations): the view, and so the answer, is the same.
    const other = boardRules.determinize(boardRules.viewFor(s, seat), seedrandom(`other-${i}`));
    expect(boardRules.viewFor(other, seat)).toEqual(boardRules.viewFor(s, seat));
    expect(await searched(other, seat, `decide-${i}`)).toEqual(action);
  }
}, 60_000);

describe('the evaluator', () => {
  const bare = (): BoardState => {
    const s = create({ seed: 'search-evaluate', players: FIVE }).state;
    s.president = 4;
    s.players.forEach((p) => { p.pocket = [0, 0, 0]; p.account = [0, 0, 0]; });
    return s;
  };
  const changed = (s: BoardState, seat: number, change: Partial<PlayerState>): BoardState =>
    ({ ...s, players: s.players.map((p, i) => (i === seat ? { ...p, ...change } : p)) });
  const six: Money = [0, 0, 2];

  test('gives each seat a chance, the chances summing to 1, the President\'s income counting while he holds the office', () => {
    const chances = evaluate(bare());
    expect(chances.every((c) => c > 0 && c < 1)).toBe(true);
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(chances[4]).toBeGreaterThan(chances[0]);
    expect(chances[0]).toBeCloseTo(chances[1], 12);
  });

  test('ranks money in the Swiss account (B64) above pocket money, and pocket money above nothing; a dead man\'s pocket is lost (B32)', () => {
    const s = bare();
    const account = changed(s, 1, { account: six });
    const pocket = changed(s, 1, { pocket: six });
    expect(standing(account, 1)).toBeCloseTo(6, 12);
    expect(standing(pocket, 1)).toBeGreaterThan(standing(s, 1));
    expect(standing(pocket, 1)).toBeLessThan(standing(account, 1));
    expect(evaluate(account)[1]).toBeGreaterThan(evaluate(pocket)[1]);
    expect(evaluate(account)[2]).toBeLessThan(evaluate(s)[2]);
    expect(standing(changed(s, 1, { pocket: six, status: 'dead' }), 1)).toBe(0);
    expect(standing(changed(s, 1, { pocket: six, status: 'exiled' }), 1)).toBeLessThan(standing(pocket, 1));
  });

  test('sharpens as the Foreign Aid deck runs out: the same lead is worth more near the end', () => {
    const early = changed(bare(), 1, { account: six });
    const late = { ...early, aid: early.aid.slice(0, 10) };
    expect(evaluate(late)[1]).toBeGreaterThan(evaluate(early)[1]);
  });
});
