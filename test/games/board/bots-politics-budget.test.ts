// The heuristic bot's Budget, gifts and forcing (rulings B12, B20–B23, B68, B69): a believable Budget
// that buys the votes it needs, the gift that carries a vote (and none when no vote hangs on it), the
// Minister who forces when the Budget pays him.
import seedrandom from 'seedrandom';
import { heuristicBot } from '../../../src/games/board/bots/heuristic.js';
import { goodStack } from '../../../src/games/board/bots/heuristic-politics-read.js';
import type { Denomination } from '../../../src/games/board/content/box.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import { valueOf } from '../../../src/games/board/rules/money.js';
import type { Action, BoardState, Money, VoteFrame } from '../../../src/games/board/rules/types.js';
import { viewFor } from '../../../src/games/board/rules/view.js';
import { act, game, player, seat, topFrame, type Scenario } from './builder.js';
import { answer, botsPlay } from './bot-support.js';
import { firstElection, rollCall } from './vote-support.js';

/** The aid deck's top: 1, 1, 2, 2, 2, 3, 3, 3 (8 bills worth 17 M: drawn [2, 3, 3]). */
const TOP: Denomination[] = [1, 1, 2, 2, 2, 3, 3, 3];

/** The President's proposal, made by the bot: the Budget as recorded for the end (B64). */
function proposed(p: Scenario) {
  const s = botsPlay(game({ phase: 3, aid: TOP, ...p }), (x) => topFrame(x).kind === 'budget');
  return { s, budget: s.history.budgets[0] };
}

const inBudgetVote = (s: BoardState) => s.flow.some((f) => f.kind === 'vote' && f.question.kind === 'budget');

describe('B21 the believable Budget', () => {
  // Five seats, B74's cabinet: Bo and Cy hold two Positions (3 votes each), Di and Ed one (2), Ana has the President's vote and her family's (2).
  test('B21 when the vote is close the President buys the fewest voters that carry it, each stack announced at its true value', () => {
    const { s, budget } = proposed({});
    const good = goodStack(viewFor(s, 0));
    expect(budget.stacks.map((st) => s.players[st.seat].name)).toEqual(['Bo', 'Cy']);
    for (const st of budget.stacks) {
      expect(st.announced).toBe(valueOf(st.bills));
      expect(st.announced).toBeGreaterThanOrEqual(good);
    }
    // B22: the bills bought no more than the votes: the rest is kept for himself.
    expect(valueOf(s.budget!.kept)).toBeGreaterThan(TOP.reduce((n, d) => n + d, 0) / 2);
  });

  test('B22 the Budget so proposed is carried when the table votes as the bots do', () => {
    let s = botsPlay(game({ phase: 3, aid: TOP }), (x) => topFrame(x).kind === 'budget' || (inBudgetVote(x) && topFrame(x).kind !== 'window'));
    const f = s.flow.find((x) => x.kind === 'vote') as VoteFrame;
    const optionsOf = (name: string) => [...new Set(f.casts.filter((c) => c.seat === seat(s, name)).map((c) => c.option))];
    // The bought vote for it in round 1; the others hold back for a purchase that never comes (Ana's pocket is empty).
    expect(['Ana', 'Bo', 'Cy', 'Di', 'Ed'].map(optionsOf)).toEqual([['for'], ['for'], ['for'], [], []]);
    s = botsPlay(s, inBudgetVote);
    expect(s.outcome).toEqual({ question: 'budget', result: 'for' });
  });

  test('B21 between voters with as many votes, the one who backed the President is bought', () => {
    // Ana's Banana Growers make her 8 against 10: buying one of Bo and Cy (3 each) carries it.
    const table = { influence: { Ana: ['banana-growers'] } };
    expect(proposed(table).budget.stacks.map((st) => st.seat)).toEqual([1]);
    let e = firstElection();
    for (const [name, option] of [['Ana', 'Ana'], ['Bo', 'Bo'], ['Cy', 'Ana'], ['Di', 'Di'], ['Ed', 'Ed']]) {
      e = act(act(e, name, { type: 'cast', source: 'family', option }), name, { type: 'done' });
    }
    const bot = heuristicBot();
    const random = seedrandom('budget');
    bot.decide(viewFor(e, 0), choicesOf(e, 0), random);
    // The same table later on (the bot's memory is the table's while the game goes forward).
    let s = { ...game({ phase: 3, aid: TOP, ...table }), actionCount: e.actionCount + 1 };
    while (topFrame(s).kind === 'budget') s = act(s, 'Ana', bot.decide(viewFor(s, 0), choicesOf(s, 0), random) as Action);
    expect(s.history.budgets[0].stacks.map((st) => st.seat)).toEqual([2]);
  });

  test('B21 when his own votes carry the Budget the President keeps everything', () => {
    const { s, budget } = proposed({ influence: { Ana: ['church', 'conservatives'] } });
    expect(budget.stacks).toEqual([]);
    expect(s.budget!.kept).toEqual([2, 3, 3]);
  });
});

/** The Budget's roll call with the stacks already proposed; Ana (President) holds 6 M in her pocket. */
const budgetVote = (stacks: { to: string; bills: Money; announced: number }[], p: Scenario = {}) =>
  rollCall({ kind: 'budget' }, { budget: { stacks, kept: [0, 0, 0] }, pockets: { Ana: [0, 0, 2] }, ...p });

/** Round 1 of the roll call voted by the bots: window 2 is open. */
const toWindow = (s: BoardState) => botsPlay(s, (x) => topFrame(x).kind === 'vote');

describe('B68 B69 the gift that carries a vote', () => {
  test('B12 a voter the Budget pays too little holds his votes back in round 1; one with a stack worth voting for votes for it', () => {
    const s = toWindow(budgetVote([{ to: 'Bo', bills: [0, 0, 1], announced: 3 }]));
    const f = s.flow.find((x) => x.kind === 'vote') as VoteFrame;
    expect(f.casts.filter((c) => c.seat === seat(s, 'Bo')).every((c) => c.option === 'for')).toBe(true);
    expect(f.casts.some((c) => c.seat === seat(s, 'Bo'))).toBe(true);
    expect(f.casts.filter((c) => ['Cy', 'Di', 'Ed'].includes(s.players[c.seat].name))).toEqual([]);
  });

  test('B69 in window 2 the President gives money to the voter whose held-back votes decide the Budget, and he then votes for it', () => {
    // Yes 5 (Ana 2, Bo 3) against 7 held back (Cy 3, Di 2, Ed 2): Cy's 3 votes carry it.
    let s = toWindow(budgetVote([{ to: 'Bo', bills: [0, 0, 1], announced: 3 }]));
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 2 });
    const gift = answer(s, 'Ana');
    expect(gift).toMatchObject({ type: 'gift', to: 'Cy', cards: [] });
    expect(valueOf((gift as Extract<Action, { type: 'gift' }>).bills)).toBeGreaterThanOrEqual(goodStack(viewFor(s, 0)));
    s = botsPlay(s, inBudgetVote);
    expect(s.outcome).toEqual({ question: 'budget', result: 'for' });
    expect(player(s, 'Cy').pocket).not.toEqual([0, 0, 0]);
  });

  test('B69 no gift when no vote hangs on it: the Budget is carried already', () => {
    const s = toWindow(budgetVote([{ to: 'Bo', bills: [0, 0, 1], announced: 3 }, { to: 'Cy', bills: [0, 0, 1], announced: 3 }]));
    expect(answer(s, 'Ana')).toEqual({ type: 'ready', seat: 'Ana' });
  });

  test('B69 no gift when no vote hangs on it: the Budget is lost whatever he pays', () => {
    let s = budgetVote([], { influence: { Di: ['church'] } });
    s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'for' });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'for' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(act(s, 'Bo', { type: 'done' }), 'Cy', { type: 'done' });
    for (const source of ['church#1', 'general3', 'family']) s = act(s, 'Di', { type: 'cast', source, option: 'against' });
    s = act(act(s, 'Di', { type: 'done' }), 'Ed', { type: 'done' });
    // Ana's 2 for, Di's 12 against: Bo's, Cy's and Ed's 8 held back cannot turn it.
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 2 });
    expect(answer(s, 'Ana')).toEqual({ type: 'ready', seat: 'Ana' });
  });

  test('B69 only the President buys votes: another player answers ready', () => {
    const s = toWindow(budgetVote([], { pockets: { Bo: [3, 0, 0] } }));
    expect(answer(s, 'Bo')).toEqual({ type: 'ready', seat: 'Bo' });
  });
});

/** The Budget defeated, the Minister (Ed) asked to force (stacks as given). */
const forcing = (stacks: { to: string; bills: Money; announced: number }[]) =>
  game({ phase: 4, step: 2, budget: { stacks, kept: [0, 0, 1] }, extra: { outcome: { question: 'budget', result: 'against' } } });

describe('B23 forcing', () => {
  test('B23 the Minister forces a defeated Budget that pays him', () => {
    expect(answer(forcing([{ to: 'Ed', bills: [0, 0, 1], announced: 3 }]), 'Ed')).toEqual({ type: 'force', seat: 'Ed', force: true });
  });

  test('B23 a Minister the Budget does not pay lets a small one fall', () => {
    expect(answer(forcing([{ to: 'Bo', bills: [1, 0, 0], announced: 1 }]), 'Ed')).toEqual({ type: 'force', seat: 'Ed', force: false });
  });

  test('B23 he forces one that would hand the President a large sum of the others\' money', () => {
    expect(answer(forcing([{ to: 'Bo', bills: [0, 0, 2], announced: 6 }]), 'Ed')).toEqual({ type: 'force', seat: 'Ed', force: true });
  });
});
