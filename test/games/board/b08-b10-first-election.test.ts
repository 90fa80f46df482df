// The first election (rulings B8, B9, B10, B12, B64, B68, B72): voting clockwise from seat 0 with no
// Positions, a cast on a player not yet nominated nominating him, declines after round 1, window 2,
// round 2 without nominations, the count with late declines, and the tie that redeals and pays seat 0 a bill.
import { act, allReady, events, game, legal, logged, player, refused, topFrame, whoMustAct } from './builder.js';
import { finishRound, firstElection, toCount, toRoundTwo } from './vote-support.js';
import type { VoteFrame } from '../../../src/games/board/rules/types.js';

const vote = (s: ReturnType<typeof game>) => topFrame(s) as VoteFrame;

describe('B8 the first election', () => {
  test('B8 voting goes clockwise from seat 0, and nobody has a Position vote yet', () => {
    let s = firstElection({ seats: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'] });
    expect(vote(s).question).toMatchObject({ kind: 'election', why: 'first', holding: 1 });
    expect(whoMustAct(s)).toEqual(['Ana']);
    const sources = legal(s, 'Ana').actions.filter((a) => a.type === 'cast').map((a) => (a as { source: string }).source);
    expect(new Set(sources)).toEqual(new Set(['family']));
    s = act(s, 'Ana', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Bo']);
  });

  test('B8 a cast on a player not yet nominated nominates him; a later voter may cast on him too', () => {
    let s = firstElection({ influence: { Bo: ['press'] } });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Cy' });
    expect(vote(s).nominees).toEqual([2]);
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: player(s, 'Bo').influence[0], option: 'Cy' });
    expect(vote(s).casts.map((c) => [c.seat, c.option, c.votes])).toEqual([[0, 2, 1], [1, 2, 3]]);
    expect(events()).toEqual([{ type: 'cast', seat: 1, source: player(s, 'Bo').influence[0], option: 2, votes: 3 }]);
  });

  test('B8 a player may cast nothing: done ends his turn', () => {
    let s = firstElection();
    for (const name of ['Ana', 'Bo', 'Cy', 'Di', 'Ed']) s = act(s, name, { type: 'done' });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 2 });
  });

  test('B8 step 2: after round 1 each nominee with a vote is asked, in voting order, to stand or decline', () => {
    let s = firstElection();
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Di' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' });
    s = finishRound(s);
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(legal(s, 'Bo').actions.map((a) => a.type)).toEqual(['stand', 'decline']);
    s = act(s, 'Bo', { type: 'stand' });
    expect(whoMustAct(s)).toEqual(['Di']);
    s = act(s, 'Di', { type: 'decline' });
    expect(events()).toContainEqual({ type: 'stood', seat: 3, declined: true });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 2 });
  });

  test('B68 window 2 sits between the declines and round 2, which starts again from seat 0', () => {
    let s = firstElection();
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Ana' });
    s = toRoundTwo(s);
    expect(vote(s)).toMatchObject({ round: 2, stage: 'round', at: 0 });
    expect(whoMustAct(s)).toEqual(['Ana']);
  });

  test('B8 in round 2 there are no new nominations', () => {
    let s = firstElection();
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Ana' });
    s = toRoundTwo(s);
    s = act(s, 'Ana', { type: 'done' });
    expect(refused(s, 'Bo', { type: 'cast', source: 'family', option: 'Cy' }).code).toBe('B8');
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Ana' });
    s = act(s, 'Bo', { type: 'done' });
    expect(legal(s, 'Cy').actions.filter((a) => a.type === 'cast')).toEqual([{ type: 'cast', seat: 'Cy', source: 'family', option: 'Ana' }]);
  });

  test('B12 a source in front may be held back for round 2', () => {
    let s = firstElection({ influence: { Bo: ['church'] } });
    const church = player(s, 'Bo').influence[0];
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Ana' });
    s = toRoundTwo(s);
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: church, option: 'Ana' });
    expect(vote(s).casts).toContainEqual({ seat: 1, source: church, option: 0, votes: 10 });
  });

  test('B12 an Influence card played in a vote goes face up and is cast at once on the option the play names', () => {
    let s = firstElection({ hands: { Ana: ['conservatives'] } });
    const card = player(s, 'Ana').hand[0];
    expect(refused(s, 'Ana', { type: 'play', card }).code).toBe('B12');
    s = act(s, 'Ana', { type: 'play', card, option: 'Bo' });
    expect(player(s, 'Ana').influence).toEqual([card]);
    expect(vote(s).casts).toEqual([{ seat: 0, source: card, option: 1, votes: 8 }]);
    expect(vote(s).nominees).toEqual([1]);
    expect(refused(s, 'Ana', { type: 'cast', source: card, option: 'Ana' }).code).toBe('B11');
  });

  test('B11 a Vote card is cast at once and discarded face up when the election is counted', () => {
    let s = firstElection({ hands: { Bo: ['rigged-count'] } });
    const card = player(s, 'Bo').hand[0];
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'play', card, option: 'Bo' });
    expect(vote(s).played).toEqual([card]);
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(1);
    expect(s.discard).toContain(card);
    expect(logged()).toContainEqual({ type: 'discarded', seat: 1, cards: [card], why: 'vote' });
  });

  test('B8 the winner becomes the first President', () => {
    let s = firstElection();
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Cy' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(2);
    expect(s.chair).toBe(2);
    expect(s.outcome).toEqual({ question: 'election', result: 2 });
    expect(logged()).toContainEqual({ type: 'president', seat: 2, why: 'elected' });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 4 });
  });
});

describe('B8 after the first election', () => {
  test('B8 B15 the driver starts round 1 by itself: phase 1 draws, then the play pass from the new President', () => {
    let s = game({ president: null, round: 0, phase: 0 });
    expect(vote(s).question).toMatchObject({ kind: 'election', why: 'first' });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Di' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(3);
    expect(s.round).toBe(1);
    expect(topFrame(s)).toMatchObject({ kind: 'pass', order: [3, 4, 0, 1, 2] });
    for (const p of s.players) expect(p.hand).toHaveLength(2);
  });
});

describe('B9 declining', () => {
  test('B9 a nominee who declines loses the votes cast on him but still casts his own sources', () => {
    let s = firstElection({ influence: { Ana: ['shopkeepers'], Bo: ['press'] } });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Bo' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'cast', source: 'family', option: 'Cy' });
    s = finishRound(s);
    s = act(s, 'Bo', { type: 'decline' });
    s = act(s, 'Cy', { type: 'stand' });
    s = allReady(s);
    expect(refused(s, 'Ana', { type: 'cast', source: player(s, 'Ana').influence[0], option: 'Bo' }).code).toBe('B9');
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: player(s, 'Bo').influence[0], option: 'Cy' });
    s = toCount(s);
    expect(s.president).toBe(2);
    expect(logged()).toContainEqual({ type: 'count', question: expect.anything(), tallies: [{ option: 2, votes: 4 }], result: 2 });
  });

  test('B9 a nominee with no vote left standing makes the election a tie', () => {
    let s = firstElection();
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Ana' });
    s = finishRound(s);
    s = act(s, 'Ana', { type: 'decline' });
    s = toCount(allReady(s));
    expect(s.president).toBeNull();
    expect(logged()).toContainEqual(expect.objectContaining({ type: 'count', result: 'tie' }));
  });
});

describe('B10 a tie in the first election', () => {
  const tied = (p: Parameters<typeof firstElection>[0] = {}) => {
    let s = firstElection(p);
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Ana' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' });
    return toCount(toRoundTwo(s));
  };

  test('B10 every Political card is discarded, each player draws 5 from seat 0, seat 0 takes the top bill, and the election is held again', () => {
    const s = tied({ hands: { Ana: ['press'], Cy: ['rioters'] }, influence: { Di: ['church'] }, aid: [3, 1] });
    const discarded = ['press#1', 'rioters#1', 'church#1'];
    for (const card of discarded) expect(s.discard).toContain(card);
    for (const p of s.players) expect([p.hand.length, p.influence.length]).toEqual([5, 0]);
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 1]);
    expect(s.aid[0]).toBe(1);
    expect(vote(s)).toMatchObject({ question: { kind: 'election', why: 'first', holding: 2 }, round: 1, stage: 'round', casts: [], nominees: [] });
    expect(whoMustAct(s)).toEqual(['Ana']);
  });

  test('B10 the bill seat 0 takes is public as one bill, its denomination told to him alone and kept in his log', () => {
    const s = tied({ aid: [2] });
    expect(logged()).toContainEqual({ type: 'bill', seat: 0, why: 'tie' });
    expect(logged()).toContainEqual({ type: 'bill', seat: 0, why: 'tie', denomination: 2, audience: [0] });
    expect(s.notes[0]).toContainEqual({ kind: 'bill', round: 0, denomination: 2, why: 'tie' });
  });

  test('B10 B64 with no bill left to take the game ends before the first round, nobody winning', () => {
    const s = tied({ aidSize: 0 });
    expect(s.ended).toEqual({ reason: 'first-tie', winners: [] });
  });
});

describe('B11 B16 refusals in a turn of the first election', () => {
  test('B11 a source is cast once, whole, to one option', () => {
    let s = firstElection({ influence: { Ana: ['church'] } });
    const church = player(s, 'Ana').influence[0];
    expect(refused(s, 'Ana', { type: 'cast', source: church, option: 'Ana', votes: 4 }).code).toBe('B11');
    s = act(s, 'Ana', { type: 'cast', source: church, option: 'Ana' });
    expect(refused(s, 'Ana', { type: 'cast', source: church, option: 'Bo' }).code).toBe('B11');
  });

  test('B11 a player casts only sources he has: no President, Cousin or Position vote before the first President', () => {
    const s = firstElection({ hands: { Ana: ['church'] } });
    for (const source of ['president', 'cousin', 'minister', 'church#1']) {
      expect(refused(s, 'Ana', { type: 'cast', source, option: 'Ana' }).code).toBe(source === 'church#1' ? 'B12' : 'B11');
    }
  });

  test('B16 a card not allowed on a vote is refused in a voting turn', () => {
    const s = firstElection({ hands: { Ana: ['amateur-assassin', 'presidential-competence', 'aid-increase'] } });
    for (const card of player(s, 'Ana').hand) expect(refused(s, 'Ana', { type: 'play', card, option: 'Ana' }).code).toBe('B16');
  });

  test('B70 only the voter whose turn it is acts', () => {
    const s = firstElection();
    expect(refused(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' }).code).toBe('B70');
  });

  test('B9 B72 a candidate asked to stand or decline answers nothing else: declines are not turns, so no gift or card then', () => {
    let s = firstElection({ hands: { Ana: ['press'] }, pockets: { Ana: [1, 0, 0] } });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Ana' });
    s = finishRound(s);
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(refused(s, 'Ana', { type: 'done' }).code).toBe('B9');
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B9');
    expect(refused(s, 'Ana', { type: 'play', card: player(s, 'Ana').hand[0], option: 'Ana' }).code).toBe('B9');
  });
});
