// Presidential Competence (rulings B11, B13, B14, B34, B67): the roll call on "the President is
// incompetent"; passed, the President is removed at once, the office vacant until the election that
// follows, its first voter the first active player after his seat; he votes as a player without a
// Position, may not receive votes, keeps his money and takes the new President's former Positions.
import type { VoteFrame } from '../../../src/games/board/rules/types.js';
import { act, game, legal, logged, player, refused, topFrame, whoMustAct, type Scenario } from './builder.js';
import { rollCall, toCount, toRoundTwo } from './vote-support.js';

type State = ReturnType<typeof game>;
const vote = (s: State) => topFrame(s) as VoteFrame;

/** Bo played Presidential Competence against Ana; Bo and Cy find her incompetent, she does not: passed. */
function removed(p: Scenario = {}): State {
  let s = rollCall({ kind: 'competence', by: 1 }, p);
  s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'against' });
  s = act(s, 'Ana', { type: 'done' });
  s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'for' });
  s = act(s, 'Bo', { type: 'done' });
  s = act(s, 'Cy', { type: 'cast', source: 'family', option: 'for' });
  return toCount(toRoundTwo(s));
}

describe('B67 Presidential Competence', () => {
  test('B67 passed: the President is removed at once and the office is vacant until an election, first voter the first active player after his seat', () => {
    let s = rollCall({ kind: 'competence', by: 2 }, { exiled: ['Bo'] });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Cy', { type: 'cast', source: 'family', option: 'for' });
    s = toCount(toRoundTwo(s));
    expect(s.outcome).toEqual({ question: 'competence', result: 'for' });
    expect(s.president).toBeNull();
    expect(s.chair).toBe(0);
    expect(logged()).toContainEqual({ type: 'president', seat: null, why: 'removed' });
    expect(vote(s).question).toEqual({ kind: 'election', why: 'removal', holding: 1, excluded: 0 });
    expect(vote(s).order).toEqual([2, 3, 4, 0]);
    expect(whoMustAct(s)).toEqual(['Cy']);
  });

  test('B67 defeated: the President stays', () => {
    let s = rollCall({ kind: 'competence', by: 1 });
    s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'against' });
    s = toCount(toRoundTwo(s));
    expect(s.outcome).toEqual({ question: 'competence', result: 'against' });
    expect(s.president).toBe(0);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 4 });
  });

  test('B67 votes may not be cast on the removed President', () => {
    const s = removed();
    expect(refused(s, 'Bo', { type: 'cast', source: 'family', option: 'Ana' }).code).toBe('B67');
    const options = new Set(legal(s, 'Bo').actions.filter((a) => a.type === 'cast').map((a) => (a as { option: string }).option));
    expect(options.has('Ana')).toBe(false);
  });

  test('B67 the removed President votes like a player without a Position: his Influence, his Vote cards and his family vote, no President\'s vote', () => {
    let s = removed({ influence: { Ana: ['press'] }, hands: { Ana: ['bought-deputies'] }, positions: { admiral: 'vacant' }, cousin: 'admiral' });
    for (const name of ['Bo', 'Cy', 'Di', 'Ed']) s = act(s, name, { type: 'done' });
    const sources = new Set(legal(s, 'Ana').actions.filter((a) => a.type === 'cast').map((a) => (a as { source: string }).source));
    expect(sources).toEqual(new Set(['family', player(s, 'Ana').influence[0]]));
    expect(refused(s, 'Ana', { type: 'cast', source: 'president', option: 'Bo' }).code).toBe('B11');
    expect(refused(s, 'Ana', { type: 'cast', source: 'cousin', option: 'Bo' }).code).toBe('B11');
    s = act(s, 'Ana', { type: 'play', card: player(s, 'Ana').hand[0], option: 'Bo' });
    expect(vote(s).casts).toHaveLength(1);
  });

  test('B34 the removal ends the Cousin\'s designation; that Position stays frozen', () => {
    const s = removed({ positions: { admiral: 'vacant' }, cousin: 'admiral' });
    expect(s.cousin).toBeNull();
    expect(s.positions.admiral.frozen).toBe(true);
  });

  test('B67 the removed President keeps his money and takes the new President\'s former Positions', () => {
    let s = removed({ pockets: { Ana: [1, 1, 0] } });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(1);
    expect(s.chair).toBe(1);
    expect(player(s, 'Ana').pocket).toEqual([1, 1, 0]);
    expect(s.positions.general1).toEqual({ holder: 0, frozen: false });
    expect(s.positions.admiral).toEqual({ holder: 0, frozen: false });
  });

  test('B13 B67 the lot of a third tied holding never picks the removed President', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      let s = removed({ seed });
      for (let i = 0; i < 3; i++) s = toCount(toRoundTwo(s));
      expect(s.president).not.toBeNull();
      expect(s.president).not.toBe(0);
    }
  });
});

describe('B67 inside the card player\'s phase-1 turn', () => {
  test('B67 B15 the roll call and the election happen inside the card player\'s turn, which then resumes; the pass keeps its order', () => {
    let s = game({ phase: 1, step: 1, hands: { Bo: ['presidential-competence', 'press'] } });
    expect(whoMustAct(s)).toEqual(['Ana']);
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] });
    expect(vote(s).question).toEqual({ kind: 'competence', by: 1 });
    expect(whoMustAct(s)).toEqual(['Ana']);
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'for' });
    s = toCount(toRoundTwo(s));
    expect(vote(s).question).toMatchObject({ kind: 'election', why: 'removal' });
    s = act(s, 'Bo', { type: 'cast', source: 'general1', option: 'Cy' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(2);
    expect(topFrame(s)).toMatchObject({ kind: 'pass', order: [0, 1, 2, 3, 4], at: 1 });
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] });
    s = act(s, 'Bo', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Cy']);
  });

  test('B15 B61 after a removal in the pass, the right to resign in window 1 is the new President\'s', () => {
    let s = game({ phase: 1, step: 1, hands: { Bo: ['presidential-competence'] } });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'for' });
    s = toCount(toRoundTwo(s));
    s = act(s, 'Bo', { type: 'cast', source: 'general1', option: 'Cy' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(2);
    for (const name of ['Bo', 'Cy', 'Di', 'Ed']) s = act(s, name, { type: 'done' });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 1 });
    expect(legal(s, 'Cy').actions.map((a) => a.type)).toContain('resign');
    expect(legal(s, 'Ana').actions.map((a) => a.type)).not.toContain('resign');
    expect(refused(s, 'Ana', { type: 'resign' }).code).toBe('B61');
  });
});
