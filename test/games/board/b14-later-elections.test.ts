// Later elections (rulings B9, B13, B14, B34, B35, B75): any active player may receive votes without
// nominations, declines after round 1 and at the count, a tie held again from round 1 at most three
// times and then the lot; after a murder the office is vacant and the new President's Positions pass
// to the dead President's Cousin, frozen.
import { makeCtx } from '../../../src/games/board/rules/context.js';
import { startElection } from '../../../src/games/board/rules/vote.js';
import type { VoteFrame } from '../../../src/games/board/rules/types.js';
import { act, game, legal, logged, player, refused, topFrame, whoMustAct, type Scenario } from './builder.js';
import { allStand, finishRound, toCount, toRoundTwo } from './vote-support.js';

type State = ReturnType<typeof game>;
const vote = (s: State) => topFrame(s) as VoteFrame;

/** Ana, the President, was murdered; the election after it opens at the first active player on her left (B35). */
const afterMurder = (p: Scenario = {}): State =>
  game({
    phase: 8, ...p,
    open: (ctx) => {
      ctx.s.players[0].status = 'dead';
      startElection(ctx, 'murder', 1);
    },
  });

/** A holding in which the first two voters each cast their family vote on themselves and stand: a tie. */
function tiedHolding(s: State): State {
  let next = s;
  for (const name of whoMustAct(next).slice(0, 1)) next = act(next, name, { type: 'cast', source: 'family', option: name });
  next = act(next, whoMustAct(next)[0], { type: 'done' });
  const second = whoMustAct(next)[0];
  next = act(next, second, { type: 'cast', source: 'family', option: second });
  return toCount(toRoundTwo(next));
}

describe('B14 candidates in later elections', () => {
  test('B35 after a murder the office is vacant and the first voter is the active player left of the dead President', () => {
    const s = afterMurder({ exiled: ['Bo'] });
    expect(s.president).toBeNull();
    expect(s.chair).toBe(0);
    expect(vote(s).order).toEqual([2, 3, 4]);
    expect(vote(s).question).toEqual({ kind: 'election', why: 'murder', holding: 1, excluded: null });
    expect(logged()).toContainEqual({ type: 'president', seat: null, why: 'murdered' });
  });

  test('B14 any active player may receive votes, with no nomination; an inactive one may not', () => {
    let s = afterMurder({ exiled: ['Di'] });
    const options = new Set(legal(s, 'Bo').actions.filter((a) => a.type === 'cast').map((a) => (a as { option: string }).option));
    expect(options).toEqual(new Set(['Bo', 'Cy', 'Ed']));
    expect(refused(s, 'Bo', { type: 'cast', source: 'family', option: 'Di' }).code).toBe('B14');
    expect(refused(s, 'Bo', { type: 'cast', source: 'family', option: 'Ana' }).code).toBe('B14');
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Ed' });
    expect(vote(s).nominees).toEqual([]);
  });

  test('B67 while the office is vacant nobody has the President\'s vote', () => {
    const s = afterMurder();
    expect(refused(s, 'Bo', { type: 'cast', source: 'president', option: 'Bo' }).code).toBe('B11');
  });

  test('B14 B9 after round 1 each candidate with a vote is asked to stand or decline, in voting order', () => {
    let s = afterMurder();
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Ed' });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'cast', source: 'family', option: 'Cy' });
    s = finishRound(s);
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = act(s, 'Cy', { type: 'stand' });
    expect(whoMustAct(s)).toEqual(['Ed']);
  });

  test('B9 a leader whose votes all came in round 2 is asked at the count; if he declines the next highest wins', () => {
    let s = afterMurder({ influence: { Di: ['press'] } });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' });
    s = toRoundTwo(s);
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'done' });
    s = act(s, 'Di', { type: 'cast', source: player(s, 'Di').influence[0], option: 'Ed' });
    s = finishRound(s);
    expect(whoMustAct(s)).toEqual(['Ed']);
    s = act(s, 'Ed', { type: 'decline' });
    expect(s.president).toBe(1);
  });

  test('B9 the leader asked at the count who stands wins', () => {
    let s = afterMurder({ influence: { Di: ['press'] } });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' });
    s = toRoundTwo(s);
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'done' });
    s = act(s, 'Di', { type: 'cast', source: player(s, 'Di').influence[0], option: 'Ed' });
    s = allStand(finishRound(s));
    expect(s.president).toBe(4);
  });
});

describe('B13 ties in later elections', () => {
  test('B13 a tie discards the Vote cards played and holds the election again from round 1, same first voter', () => {
    let s = afterMurder({ hands: { Di: ['ballot-stuffing', 'ballot-stuffing'] }, influence: { Ed: ['press'] } });
    const [a, b] = player(s, 'Di').hand;
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'done' });
    s = act(s, 'Di', { type: 'play', card: a, option: 'Bo' });
    s = act(s, 'Di', { type: 'play', card: b, option: 'Cy' });
    s = toCount(toRoundTwo(s));
    expect(s.discard).toEqual(expect.arrayContaining([a, b]));
    expect(vote(s)).toMatchObject({ question: { holding: 2 }, round: 1, at: 0, casts: [], stood: [], declined: [], played: [] });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(player(s, 'Ed').influence).toHaveLength(1);
    expect(legal(s, 'Bo').actions).toContainEqual({ type: 'cast', seat: 'Bo', source: 'family', option: 'Bo' });
  });

  test('B13 B73 after a third tied holding the lot picks the winner among the tied, and he is not asked to decline', () => {
    let s = afterMurder({ influence: { Di: ['press'], Ed: ['intellectuals', 'shopkeepers'] } });
    s = tiedHolding(s);
    s = tiedHolding(s);
    expect(vote(s).question).toMatchObject({ holding: 3 });
    s = toRoundTwo(s);
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'done' });
    s = act(s, 'Di', { type: 'done' });
    s = act(s, 'Ed', { type: 'cast', source: player(s, 'Ed').influence[0], option: 'Di' });
    s = act(s, 'Ed', { type: 'cast', source: player(s, 'Ed').influence[1], option: 'Cy' });
    s = act(s, 'Ed', { type: 'done' });
    expect([2, 3]).toContain(s.president);
    expect(logged().filter((e) => e.type === 'stood')).toHaveLength(4);
    expect(logged()).toContainEqual(expect.objectContaining({ type: 'count', decidedBy: 'lot', result: s.president }));
  });

  test('B13 with nobody left standing after the third holding the lot picks among all who may receive votes', () => {
    let s = afterMurder({ exiled: ['Cy'] });
    for (let i = 0; i < 3; i++) s = toCount(toRoundTwo(s));
    expect([1, 3, 4]).toContain(s.president);
    expect(logged()).toContainEqual(expect.objectContaining({ type: 'count', decidedBy: 'lot' }));
  });
});

describe('B35 succession after a murder', () => {
  test('B35 the new President\'s former Positions pass to the dead President\'s Cousin, frozen; B34 the Cousin\'s designation ends', () => {
    let s = afterMurder({ positions: { admiral: 'vacant' }, cousin: 'admiral' });
    expect(s.cousin).toBeNull();
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(1);
    expect(s.chair).toBe(1);
    expect(s.positions.general1).toEqual({ holder: 'cousin', frozen: true });
    expect(s.positions.admiral).toEqual({ holder: 'vacant', frozen: true });
    expect(logged()).toContainEqual(expect.objectContaining({ type: 'cabinet', cousin: null }));
  });

  test('B75 the election with the office vacant is held among the active players from the first after the dead President\'s seat', () => {
    let s = game({ phase: 8, president: null, chair: 'Cy', open: (ctx) => startElection(ctx, 'vacant', 3) });
    expect(vote(s).order).toEqual([3, 4, 0, 1, 2]);
    s = act(s, 'Di', { type: 'cast', source: 'family', option: 'Ana' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(0);
  });

  test('B35 an election with no active player left is not held: the office stays vacant (B75)', () => {
    const s = structuredClone(game({ phase: 8 }));
    s.players.forEach((p, i) => { p.status = i === 0 ? 'dead' : 'exiled'; });
    const flow = structuredClone(s.flow);
    startElection(makeCtx(s), 'murder', 1);
    expect(s.president).toBeNull();
    expect(s.flow).toEqual(flow);
  });
});

describe('B62 gifts in the election after a murder', () => {
  /** The murder election as it is held: in phase 6, after the last resolution (B35). */
  const inPhaseSix = (p: Scenario = {}): State =>
    afterMurder({ ...p, extra: { flow: [{ kind: 'round', phase: 6, step: 9 }] } });

  test('B62 B72 in phase 6 a voter gives money in his voting turn, never cards', () => {
    let s = inPhaseSix({ hands: { Bo: ['press'] }, pockets: { Bo: [1, 0, 0] } });
    expect(refused(s, 'Bo', { type: 'gift', to: 'Cy', cards: [player(s, 'Bo').hand[0]], bills: [0, 0, 0] }).code).toBe('B62');
    s = act(s, 'Bo', { type: 'gift', to: 'Cy', cards: [], bills: [1, 0, 0] });
    expect(player(s, 'Cy').pocket).toEqual([1, 0, 0]);
  });

  test('B62 B68 window 2 of the election after a murder takes money only', () => {
    const s = finishRound(inPhaseSix({ hands: { Bo: ['press'] } }));
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 2, moneyOnly: true });
    expect(refused(s, 'Bo', { type: 'gift', to: 'Cy', cards: [player(s, 'Bo').hand[0]], bills: [0, 0, 0] }).code).toBe('B68');
  });
});
