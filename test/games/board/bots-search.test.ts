// The board game's ISMCTS bot (rulings B5, B64, B70): the kinds a table may name; its answers legal at
// 4 and 7 seats, at the round's decisions and in a coup, decided from the seat's view alone (two states
// with one view, the hidden parts sampled anew, get the same answer); and its evaluator, each seat's
// chance from its standing: the Swiss account first (B64), pocket money likely banked, the living over
// the dead (B32), the Presidency's income; it keeps the heuristic's plan unless the samples clearly
// favour another action, and searches only the decisions that move a round's money or a coup's result.
import seedrandom from 'seedrandom';
import { makeIsmcts } from '../../../src/core/ismcts.js';
import { board } from '../../../src/games/board/module.js';
import { SEARCHED, searchPolicy, shortlist } from '../../../src/games/board/bots/search-policy.js';
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

/**
 * Positions of a game at `seats`: the heuristic plays every seat, and now and then a decision with a
 * choice (of the kinds `wanted` says, any unless given) is taken out to search.
 */
async function positions(seats: string[], seed: string, count: number, coup: boolean, wanted = (_: BoardState) => true): Promise<{ s: BoardState; seat: number }[]> {
  const random = seedrandom(seed);
  const heuristic = (await board.bots())().heuristic;
  let s = coup ? randomPosition(random, 8, { seats, coup: true }) : create({ seed, players: seats }).state;
  const out: { s: BoardState; seat: number }[] = [];
  for (let step = 0; s.ended === null && out.length < count && step < 5000; step++) {
    const [{ seat }] = boardRules.pending(s).required;
    const choices = boardRules.legalActions(s, seat);
    if (choices.actions.length + choices.samplers.length > 1 && wanted(s) && random() < 0.03) out.push({ s, seat });
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

/** The kind of decision at the top of a state's flow. */
const kindOf = (s: BoardState) => s.flow[s.flow.length - 1].kind;
const searchedKind = (s: BoardState): boolean => SEARCHED.has(kindOf(s));

describe('what the search plays', () => {
  /** The heuristic's answer at `s` for `seat`, a fresh bot seeded as `searched` seeds the search's. */
  const planned = async (s: BoardState, seat: number, seed: string) =>
    (await board.bots())().heuristic.decide(boardRules.viewFor(s, seat), boardRules.legalActions(s, seat), seedrandom(seed));

  test.each([
    ['5 seats, the rounds', FIVE, false],
    ['7 seats, a coup', SEVEN, true],
  ])('at %s, a decision with one sensible answer (a vote\'s cast, a trade window, a pass, a coup\'s movement) is the heuristic\'s plan, with no search', async (what, seats, coup) => {
    const found = await positions(seats, `unsearched-${what}`, 6, coup, (s) => !searchedKind(s));
    expect(found.length).toBe(6);
    for (const [i, { s, seat }] of found.entries()) {
      let iterations = 0;
      // Every iteration after the first hands control back: none means no search.
      const bot = (await board.bots())({ ...SMALL, yieldEvery: 1, pause: async () => { iterations += 1; } }).ismcts;
      const action = await bot.decide(boardRules.viewFor(s, seat), boardRules.legalActions(s, seat), seedrandom(`plan-${i}`));
      expect([kindOf(s), iterations]).toEqual([kindOf(s), 0]);
      expect(action).toEqual(await planned(s, seat, `plan-${i}`));
    }
  }, 60_000);

  test('the decisions that move a round\'s money or a coup\'s result are searched (the Budget, B21; the Locations, B24; the coup question, B41)', async () => {
    const found = await positions(FIVE, 'searched-5', 4, false, (s) => ['budget', 'locations', 'coup-question'].includes(kindOf(s)));
    expect(found.length).toBe(4);
    for (const [i, { s, seat }] of found.entries()) {
      let iterations = 0;
      const bot = (await board.bots())({ ...SMALL, yieldEvery: 1, pause: async () => { iterations += 1; } }).ismcts;
      await bot.decide(boardRules.viewFor(s, seat), boardRules.legalActions(s, seat), seedrandom(`plan-${i}`));
      expect([kindOf(s), iterations]).toEqual([kindOf(s), SMALL.iterations - 1]);
    }
  }, 60_000);

  test('where the samples favour no action (every position worth the same), the heuristic\'s plan stands', async () => {
    const found = await positions(FIVE, 'kept-5', 6, false, searchedKind);
    expect(found.length).toBe(6);
    const flat = { ...searchPolicy(), evaluate: (s: BoardState) => s.players.map(() => 1 / s.players.length) };
    for (const [i, { s, seat }] of found.entries()) {
      const view = boardRules.viewFor(s, seat);
      const plan = (await planned(s, seat, `plan-${i}`))!;
      const random = seedrandom(`kept-${i}`);
      const choices = shortlist(boardRules.legalActions(s, seat), plan, random);
      expect(choices.actions.length).toBeGreaterThan(1);
      const action = await makeIsmcts(boardRules, flat, { iterations: 12, rolloutDepth: 30 }).decide(view, seat, choices, random, () => plan);
      expect([kindOf(s), action]).toEqual([kindOf(s), plan]);
    }
  }, 60_000);

  test('where the samples clearly favour another Location (B24) on every sample, it is taken over the plan', async () => {
    const [{ s, seat }] = await positions(FIVE, 'favoured-5', 1, false, (s) => kindOf(s) === 'locations');
    const view = boardRules.viewFor(s, seat);
    const plan = (await planned(s, seat, 'plan'))!;
    const listed = boardRules.legalActions(s, seat).actions;
    const other = listed.find((a) => a.type === 'location' && plan.type === 'location' && a.location !== plan.location)!;
    expect(other).toBeDefined();
    const wanted = other.type === 'location' ? other.location : null;
    // The position is worth everything to the seat where it chose the other Location, judged before the reveal.
    const liking = { ...searchPolicy(), evaluate: (t: BoardState) => t.players.map((p, i) => (i === seat && p.location === wanted ? 1 : 0)) };
    const choices = { actions: [plan, other], samplers: [], optional: [] };
    const action = await makeIsmcts(boardRules, liking, { iterations: 12, rolloutDepth: 0 }).decide(view, seat, choices, seedrandom('favoured'), () => plan);
    expect(action).toEqual(other);
  }, 60_000);
});
