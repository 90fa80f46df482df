// Phases 3–4, the aid and the Budget (rulings B5, B6, B20–B23, B34, B38, B40, B61, B64): the
// President draws 8 bills (10 after Foreign Aid Increase) and sees them alone, proposes stacks one
// bill at a time and announces each, the vote, then the hand-out, the force or the President taking all.
import type { Denomination } from '../../../src/games/board/content/box.js';
import type { Money } from '../../../src/games/board/rules/types.js';
import { act, events, game, legal, logged, player, refused, topFrame, whoMustAct, type Scenario } from './builder.js';
import { toCount, toRoundTwo } from './vote-support.js';

/** The aid deck's top: 1, 1, 2, 2, 2, 3, 3, 3 (8 bills: drawn [2, 3, 3]). */
const TOP: Denomination[] = [1, 1, 2, 2, 2, 3, 3, 3];
/** Phase 3 begins: the President draws, then proposes. */
const atBudget = (p: Scenario = {}) => game({ phase: 3, aid: TOP, ...p });
const budget = (s: ReturnType<typeof game>) => s.budget!;

describe('B20 the aid', () => {
  test('B20 the President draws 8 bills and sees them alone; the public learns only their number (B6)', () => {
    const s = atBudget();
    expect(s.drawn).toEqual([2, 3, 3]);
    expect(s.notes[0]).toContainEqual({ kind: 'drawn', round: 1, bills: [2, 3, 3] });
    expect(logged()).toContainEqual({ type: 'aid', seat: 0, count: 8 });
    expect(logged()).toContainEqual({ type: 'aid', seat: 0, count: 8, bills: [2, 3, 3], audience: [0] });
    expect(topFrame(s).kind).toBe('budget');
    expect(whoMustAct(s)).toEqual(['Ana']);
  });

  test('B20 after Foreign Aid Increase he draws 10, as far as the deck allows', () => {
    expect(game({ phase: 3, extra: { aidIncrease: true } }).aid).toHaveLength(96 - 10);
    const s = game({ phase: 3, aidSize: 9, extra: { aidIncrease: true } });
    expect(s.aid).toHaveLength(0);
    expect(logged()).toContainEqual({ type: 'aid', seat: 0, count: 9 });
  });

  test('B20 B64 phase 3 first checks the end: fewer than 8 bills in the deck end the game', () => {
    const s = game({ phase: 3, aidSize: 7 });
    expect(s.ended).toMatchObject({ reason: 'aid' });
    expect(s.drawn).toBeNull();
  });
});

describe('B21 the Budget proposal', () => {
  test('B21 drawn bills of a denomination go into stacks first, then pocket bills: a count, not a choice', () => {
    let s = atBudget({ pockets: { Ana: [1, 0, 0] } });
    for (let i = 0; i < 3; i++) s = act(s, 'Ana', { type: 'stack', to: 'Bo', bill: 1 });
    expect(s.drawn).toEqual([0, 3, 3]);
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 0]);
    expect(budget(s).stacks).toEqual([{ seat: 1, bills: [3, 0, 0], announced: null }]);
    expect(refused(s, 'Ana', { type: 'stack', to: 'Bo', bill: 1 }).code).toBe('B21');
  });

  test('B21 a stack is announced as a whole number from 0 up to its true value; above it is refused', () => {
    let s = atBudget();
    s = act(s, 'Ana', { type: 'stack', to: 'Bo', bill: 3 });
    s = act(s, 'Ana', { type: 'stack', to: 'Bo', bill: 2 });
    expect(refused(s, 'Ana', { type: 'announce', to: 'Bo', amount: 6 }).code).toBe('B21');
    expect(refused(s, 'Ana', { type: 'announce', to: 'Bo', amount: 2.5 }).code).toBe('B21');
    expect(refused(s, 'Ana', { type: 'announce', to: 'Bo', amount: -1 }).code).toBe('B21');
    expect(legal(s, 'Ana').actions.filter((a) => a.type === 'announce')).toHaveLength(6);
    s = act(s, 'Ana', { type: 'announce', to: 'Bo', amount: 1 });
    expect(budget(s).stacks[0].announced).toBe(1);
  });

  test('B21 two stacks for one player, a stack to the President or to an exile, or an announcement without a stack are refused', () => {
    let s = atBudget({ exiled: ['Ed'] });
    s = act(s, 'Ana', { type: 'stack', to: 'Bo', bill: 1 });
    s = act(s, 'Ana', { type: 'announce', to: 'Bo', amount: 1 });
    expect(refused(s, 'Ana', { type: 'stack', to: 'Bo', bill: 2 }).code).toBe('B21');
    expect(refused(s, 'Ana', { type: 'announce', to: 'Bo', amount: 1 }).code).toBe('B21');
    expect(refused(s, 'Ana', { type: 'stack', to: 'Ana', bill: 2 }).code).toBe('B21');
    expect(refused(s, 'Ana', { type: 'stack', to: 'Ed', bill: 2 }).code).toBe('B21');
    expect(refused(s, 'Ana', { type: 'announce', to: 'Cy', amount: 0 }).code).toBe('B21');
    expect(legal(s, 'Ana').actions.some((a) => a.type === 'stack' && ['Ana', 'Bo', 'Ed'].includes(a.to))).toBe(false);
  });

  test('B21 a bill neither drawn nor in the pocket is refused', () => {
    const s = atBudget({ aid: [1, 1, 1, 1, 1, 1, 1, 1], pockets: { Ana: [0, 1, 0] } });
    expect(refused(s, 'Ana', { type: 'stack', to: 'Bo', bill: 3 }).code).toBe('B21');
    expect(() => act(s, 'Ana', { type: 'stack', to: 'Bo', bill: 2 })).not.toThrow();
  });

  test('B21 every stack is announced before the proposal is done', () => {
    const s = act(atBudget(), 'Ana', { type: 'stack', to: 'Bo', bill: 1 });
    expect(refused(s, 'Ana', { type: 'done' }).code).toBe('B21');
    expect(legal(s, 'Ana').actions.some((a) => a.type === 'done')).toBe(false);
  });

  test('B21 a Budget with no stack is legal; the drawn bills are kept, and pay for nothing before the Budget is settled', () => {
    let s = atBudget({ pockets: { Ana: [0, 0, 1] } });
    s = act(s, 'Ana', { type: 'done' });
    expect(budget(s)).toEqual({ stacks: [], kept: [2, 3, 3] });
    expect(s.drawn).toBeNull();
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 1]);
    expect(topFrame(s)).toMatchObject({ kind: 'vote', question: { kind: 'budget' } });
    expect(events()).toContainEqual({ type: 'budget', stacks: [] });
  });

  test('B21 the proposal shows each stack\'s recipient and announcement, never its bills; B64 its true stacks are kept for the end', () => {
    let s = atBudget({ pockets: { Ana: [0, 0, 1] } });
    s = act(s, 'Ana', { type: 'stack', to: 'Cy', bill: 3 });
    s = act(s, 'Ana', { type: 'stack', to: 'Cy', bill: 3 });
    s = act(s, 'Ana', { type: 'stack', to: 'Cy', bill: 3 });
    s = act(s, 'Ana', { type: 'stack', to: 'Cy', bill: 3 });
    s = act(s, 'Ana', { type: 'announce', to: 'Cy', amount: 7 });
    s = act(s, 'Ana', { type: 'done' });
    expect(events()).toContainEqual({ type: 'budget', stacks: [{ seat: 2, announced: 7 }] });
    expect(s.history.budgets).toEqual([{ round: 1, president: 0, stacks: [{ seat: 2, bills: [0, 0, 4], announced: 7 }] }]);
    expect(budget(s).kept).toEqual([2, 3, 0]);
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 0]);
  });

  test('B21 B22 the proposal, the vote and the hand-out run in order', () => {
    let s = atBudget();
    s = act(s, 'Ana', { type: 'stack', to: 'Bo', bill: 2 });
    s = act(s, 'Ana', { type: 'announce', to: 'Bo', amount: 2 });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'for' });
    s = toCount(toRoundTwo(s));
    expect(s.outcome).toEqual({ question: 'budget', result: 'for' });
    expect(player(s, 'Bo').pocket).toEqual([0, 1, 0]);
    expect(player(s, 'Ana').pocket).toEqual([2, 2, 3]);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 3 });
  });
});

describe('B72 the Budget decision is a turn', () => {
  test('B72 the President makes up to 3 gifts of pocket bills in his Budget decision, never of drawn bills; no card is played in it', () => {
    let s = atBudget({ pockets: { Ana: [1, 0, 0] }, hands: { Ana: ['state-visit', 'press'] } });
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [0, 0, 1] }).code).toBe('B62');
    s = act(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] });
    s = act(s, 'Ana', { type: 'gift', to: 'Bo', cards: ['state-visit#1'], bills: [0, 0, 0] });
    s = act(s, 'Ana', { type: 'gift', to: 'Cy', cards: ['press#1'], bills: [0, 0, 0] });
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [0, 1, 0] }).code).toBe('B69');
    expect(refused(s, 'Ana', { type: 'play', card: 'press#1' }).code).toBe('B16');
    expect(s.drawn).toEqual([2, 3, 3]);
  });
});

describe('B61 resigning instead of the Budget', () => {
  test('B61 the President may resign instead of proposing; his successor is shown the drawn bills and proposes', () => {
    let s = atBudget();
    expect(legal(s, 'Ana').actions).toContainEqual({ type: 'resign', seat: 'Ana' });
    s = act(s, 'Ana', { type: 'resign' });
    expect(topFrame(s)).toMatchObject({ kind: 'vote', question: { kind: 'election', why: 'resignation' } });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Cy' });
    s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'Cy' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(2);
    expect(topFrame(s)).toMatchObject({ kind: 'budget', shown: 2 });
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(s.drawn).toEqual([2, 3, 3]);
    expect(s.notes[2]).toContainEqual({ kind: 'drawn', round: 1, bills: [2, 3, 3] });
    expect(() => act(s, 'Cy', { type: 'stack', to: 'Ana', bill: 3 })).not.toThrow();
  });

  test('B61 once a bill is stacked, or after resigning once this round, he may not resign', () => {
    const s = act(atBudget(), 'Ana', { type: 'stack', to: 'Bo', bill: 1 });
    expect(refused(s, 'Ana', { type: 'resign' }).code).toBe('B61');
    const again = atBudget();
    again.players[0].resigned = true;
    expect(refused(again, 'Ana', { type: 'resign' }).code).toBe('B61');
  });
});

/** The Budget's vote is counted: the driver settles it (phase 4, step 2) with stacks to Bo and Cy and a kept 3. */
function settling(result: 'for' | 'against', p: Scenario = {}) {
  const stacks: { to: string; bills: Money; announced: number }[] = [{ to: 'Bo', bills: [1, 1, 0], announced: 3 }, { to: 'Cy', bills: [0, 0, 2], announced: 1 }];
  return game({ phase: 4, step: 2, budget: { stacks, kept: [0, 0, 1] }, pockets: { Ana: [1, 0, 0] }, ...p, extra: { outcome: { question: 'budget', result }, ...p.extra } });
}

describe('B22 the Budget passed', () => {
  test('B22 each recipient takes his stack and sees it alone; the kept bills go to the President', () => {
    const s = settling('for');
    expect(player(s, 'Bo').pocket).toEqual([1, 1, 0]);
    expect(player(s, 'Cy').pocket).toEqual([0, 0, 2]);
    expect(player(s, 'Ana').pocket).toEqual([1, 0, 1]);
    expect(s.notes[1]).toContainEqual({ kind: 'stack', round: 1, bills: [1, 1, 0] });
    expect(logged()).toContainEqual({ type: 'stack', seat: 1, bills: [1, 1, 0], audience: [1] });
    expect(logged()).toContainEqual({ type: 'settled', passed: true, forced: false, bank: 'open' });
    expect(s.budget).toBeNull();
    expect(s.situation).toBe('stable');
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 3 });
  });
});

describe('B23 the Budget defeated', () => {
  test('B23 B40 defeated: Unstable, and the active, unfrozen Minister (Ed) is asked to force', () => {
    const s = settling('against');
    expect(s.situation).toBe('unstable');
    expect(topFrame(s)).toMatchObject({ kind: 'force', seat: 4 });
    expect(whoMustAct(s)).toEqual(['Ed']);
    expect(legal(s, 'Ed').actions).toEqual([{ type: 'force', seat: 'Ed', force: true }, { type: 'force', seat: 'Ed', force: false }]);
    expect(refused(s, 'Ed', { type: 'done' }).code).toBe('B23');
  });

  test('B23 forced: the Police will start a coup in parliament, the Budget is handed out, the Bank Closed for Lunch', () => {
    const s = act(settling('against'), 'Ed', { type: 'force', force: true });
    expect(s.policeInParliament).toBe(true);
    expect(player(s, 'Cy').pocket).toEqual([0, 0, 2]);
    expect(player(s, 'Ana').pocket).toEqual([1, 0, 1]);
    expect(s.bank).toBe('lunch');
    expect(events()).toContainEqual({ type: 'settled', passed: false, forced: true, bank: 'lunch' });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 3 });
  });

  test('B38 forced while Closed for Holiday: the Bank stays Closed for Holiday', () => {
    const s = act(settling('against', { bank: 'holiday' }), 'Ed', { type: 'force', force: true });
    expect(s.bank).toBe('holiday');
  });

  test('B23 not forced: the President takes every stack and kept bill; the Bank is Closed for Holiday', () => {
    const s = act(settling('against'), 'Ed', { type: 'force', force: false });
    expect(player(s, 'Ana').pocket).toEqual([2, 1, 3]);
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 0]);
    expect(s.bank).toBe('holiday');
    expect(s.policeInParliament).toBe(false);
  });

  test.each([
    ['frozen', { frozen: ['minister'] }],
    ['the Cousin\'s (B34)', { positions: { minister: 'vacant' }, cousin: 'minister' }],
    ['in exile', { exiled: ['Ed'] }],
  ] as [string, Scenario][])('B23 with the Minister %s nobody is asked: the President takes all, the Bank Closed for Holiday', (_why, p) => {
    const s = settling('against', p);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 3 });
    expect(player(s, 'Ana').pocket).toEqual([2, 1, 3]);
    expect(s.bank).toBe('holiday');
    expect(s.situation).toBe('unstable');
  });
});
