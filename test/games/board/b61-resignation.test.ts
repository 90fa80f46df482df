// Resignation (rulings B5, B34, B61, B68): the election after it, the old President in office until
// his successor is elected and voting first with the President's and the Cousin's votes; his pocket
// money handed to the successor, who alone with him sees it; his successor's Positions his.
import { startElection } from '../../../src/games/board/rules/vote.js';
import type { VoteFrame } from '../../../src/games/board/rules/types.js';
import { act, allReady, game, legal, logged, player, topFrame, whoMustAct, type Scenario } from './builder.js';
import { toCount, toRoundTwo } from './vote-support.js';

type State = ReturnType<typeof game>;
const vote = (s: State) => topFrame(s) as VoteFrame;

/** Ana, the President, resigned: the election after it opens with her (B61). */
const afterResignation = (p: Scenario = {}): State =>
  game({ phase: 8, ...p, open: (ctx) => { p.open?.(ctx); startElection(ctx, 'resignation', ctx.s.chair); } });

/** Bo is elected: Ana casts the President's vote on him. */
const electBo = (s: State): State => toCount(toRoundTwo(act(s, 'Ana', { type: 'cast', source: 'president', option: 'Bo' })));

describe('B61 resignation', () => {
  test('B61 a President who answers resign in window 4 is followed by an election once the window closes, he voting first', () => {
    let s = game({ phase: 8 });
    s = act(s, 'Ana', { type: 'resign' });
    expect(player(s, 'Ana').resigned).toBe(true);
    s = allReady(s);
    expect(vote(s).question).toEqual({ kind: 'election', why: 'resignation', holding: 1, excluded: null });
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(s.president).toBe(0);
  });

  test('B61 the old President stays in office until his successor is elected: he casts the President\'s vote and the Cousin\'s (B34)', () => {
    const s = afterResignation({ positions: { admiral: 'vacant' }, cousin: 'admiral' });
    const sources = new Set(legal(s, 'Ana').actions.filter((a) => a.type === 'cast').map((a) => (a as { source: string }).source));
    expect(sources).toEqual(new Set(['president', 'cousin', 'family']));
  });

  test('B61 the old President may be re-elected: he keeps his money, and his Cousin\'s designation stands', () => {
    let s = afterResignation({ positions: { admiral: 'vacant' }, cousin: 'admiral', pockets: { Ana: [2, 0, 0] } });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Ana' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(0);
    expect(s.cousin).toBe('admiral');
    expect(player(s, 'Ana').pocket).toEqual([2, 0, 0]);
  });

  test('B61 B5 the old President gives all his pocket money to the new one, who alone with him is told the bills', () => {
    let s = afterResignation({ pockets: { Ana: [2, 1, 1], Bo: [1, 0, 0] } });
    s = electBo(s);
    expect(s.president).toBe(1);
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 0]);
    expect(player(s, 'Bo').pocket).toEqual([3, 1, 1]);
    expect(logged()).toContainEqual({ type: 'money', from: 0, to: 1 });
    expect(logged()).toContainEqual({ type: 'money', from: 0, to: 1, bills: [2, 1, 1], audience: [0, 1] });
    expect(s.notes[1]).toContainEqual({ kind: 'received', round: 1, from: 0, bills: [2, 1, 1], why: 'resignation' });
  });

  test('B61 the old President takes the new President\'s former Positions', () => {
    let s = afterResignation();
    expect(s.positions.general1.holder).toBe(1);
    expect(s.positions.admiral.holder).toBe(1);
    s = electBo(s);
    expect(s.positions.general1).toEqual({ holder: 0, frozen: false });
    expect(s.positions.admiral).toEqual({ holder: 0, frozen: false });
    expect(logged()).toContainEqual(expect.objectContaining({ type: 'cabinet' }));
  });

  test('B34 a new President ends the Cousin\'s designation; that Position stays frozen', () => {
    let s = afterResignation({ positions: { admiral: 'vacant' }, cousin: 'admiral' });
    s = electBo(s);
    expect(s.cousin).toBeNull();
    expect(s.positions.admiral).toEqual({ holder: 'vacant', frozen: true });
  });
});

describe('B61 resigning instead of the Budget decision', () => {
  test('B61 B5 the election follows at once; the successor, given the old President\'s money, is shown the drawn bills and proposes', () => {
    let s = game({ phase: 3, aid: [3, 3, 2, 1, 1, 1, 1, 1], pockets: { Ana: [1, 0, 0] } });
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(s.notes[0]).toContainEqual({ kind: 'drawn', round: 1, bills: [5, 1, 2] });
    s = act(s, 'Ana', { type: 'resign' });
    expect(vote(s).question).toMatchObject({ kind: 'election', why: 'resignation' });
    expect(whoMustAct(s)).toEqual(['Ana']);
    s = electBo(s);
    expect(s.president).toBe(1);
    expect(topFrame(s)).toMatchObject({ kind: 'budget' });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(s.drawn).toEqual([5, 1, 2]);
    expect(s.notes[1]).toContainEqual({ kind: 'drawn', round: 1, bills: [5, 1, 2] });
    expect(s.notes[0].filter((n) => n.kind === 'drawn')).toHaveLength(1);
    expect(player(s, 'Bo').pocket).toEqual([1, 0, 0]);
  });
});
