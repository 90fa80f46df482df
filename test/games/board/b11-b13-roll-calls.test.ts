// Roll calls (rulings B11, B12, B13, B22, B25, B34, B61, B68, B72): the voting order from the
// President, each player's sources, each cast once and whole, window 2 between the rounds, gifts in
// one's voting turn, and the President's decision on a tie; the result left for the Budget's settle.
import { act, allReady, events, game, legal, logged, player, refused, topFrame, whoMustAct } from './builder.js';
import { finishRound, rollCall, toCount, toRoundTwo } from './vote-support.js';
import type { VoteFrame } from '../../../src/games/board/rules/types.js';

const vote = (s: ReturnType<typeof rollCall>) => topFrame(s) as VoteFrame;
const budget = (p: Parameters<typeof rollCall>[1] = {}) => rollCall({ kind: 'budget' }, p);
const sourcesOf = (s: ReturnType<typeof rollCall>, name: string) =>
  [...new Set(legal(s, name).actions.filter((a) => a.type === 'cast').map((a) => (a as { source: string }).source))].sort();

describe('B11 roll call', () => {
  test('B11 a roll call goes clockwise from the President, two rounds in the same order', () => {
    let s = budget({ president: 'Cy' });
    expect(vote(s).order).toEqual([2, 3, 4, 0, 1]);
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = toRoundTwo(s);
    expect(vote(s)).toMatchObject({ round: 2, at: 0 });
    expect(whoMustAct(s)).toEqual(['Cy']);
  });

  test('B11 the President has the President\'s vote and, through his Cousin\'s Position, its vote (B34); his family vote too', () => {
    const s = budget({ positions: { admiral: 'vacant' }, cousin: 'admiral', influence: { Ana: ['press'] } });
    expect(sourcesOf(s, 'Ana')).toEqual(['cousin', 'family', 'president', player(s, 'Ana').influence[0]].sort());
  });

  test('B11 one vote per Position held, at most two; a frozen Position has none', () => {
    let s = budget({ positions: { minister: 'Bo', general1: 'Bo', admiral: 'Bo', general2: 'Cy', general3: 'Di', 'air-force': 'Ed' }, frozen: ['general2'] });
    s = act(s, 'Ana', { type: 'done' });
    expect(sourcesOf(s, 'Bo')).toEqual(['family', 'general1', 'minister']);
    expect(refused(s, 'Bo', { type: 'cast', source: 'admiral', option: 'for' }).code).toBe('B11');
    s = act(s, 'Bo', { type: 'done' });
    expect(sourcesOf(s, 'Cy')).toEqual(['family']);
    expect(refused(s, 'Cy', { type: 'cast', source: 'general2', option: 'for' }).code).toBe('B11');
  });

  test('B11 nobody but the President casts the President\'s or the Cousin\'s vote', () => {
    let s = budget({ positions: { admiral: 'vacant' }, cousin: 'admiral' });
    s = act(s, 'Ana', { type: 'done' });
    expect(refused(s, 'Bo', { type: 'cast', source: 'president', option: 'for' }).code).toBe('B11');
    expect(refused(s, 'Bo', { type: 'cast', source: 'cousin', option: 'for' }).code).toBe('B11');
  });

  test('B11 B25 an inactive player has no turn and no sources', () => {
    const s = budget({ exiled: ['Bo'], dead: ['Cy'] });
    expect(vote(s).order).toEqual([0, 3, 4]);
    expect(refused(s, 'Bo', { type: 'cast', source: 'family', option: 'for' }).code).toBe('B25');
    expect(refused(s, 'Cy', { type: 'done' }).code).toBe('B25');
  });

  test('B11 a roll call is voted for or against', () => {
    const s = budget();
    expect(refused(s, 'Ana', { type: 'cast', source: 'family', option: 'maybe' }).code).toBe('B11');
    expect(refused(s, 'Ana', { type: 'cast', source: 'family', option: 'Bo' }).code).toBe('B11');
  });

  test('B11 a source is cast once and whole: casting it again, or a part of it, is refused', () => {
    let s = budget({ influence: { Ana: ['church'] } });
    const church = player(s, 'Ana').influence[0];
    expect(refused(s, 'Ana', { type: 'cast', source: church, option: 'for', votes: 5 }).code).toBe('B11');
    s = act(s, 'Ana', { type: 'cast', source: church, option: 'for' });
    expect(refused(s, 'Ana', { type: 'cast', source: church, option: 'against' }).code).toBe('B11');
    s = toRoundTwo(s);
    expect(refused(s, 'Ana', { type: 'cast', source: church, option: 'for' }).code).toBe('B11');
  });

  test('B12 a Vote card in hand is played and cast at once, never cast from hand', () => {
    let s = budget({ hands: { Ana: ['bought-deputies'] } });
    const card = player(s, 'Ana').hand[0];
    expect(refused(s, 'Ana', { type: 'cast', source: card, option: 'for' }).code).toBe('B12');
    expect(refused(s, 'Ana', { type: 'play', card }).code).toBe('B12');
    s = act(s, 'Ana', { type: 'play', card, option: 'against' });
    expect(vote(s).casts).toEqual([{ seat: 0, source: card, option: 'against', votes: 2 }]);
  });

  test('B68 window 2 opens after round 1 of a roll call (no declines), and round 2 follows it', () => {
    let s = budget();
    s = finishRound(s);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 2 });
    s = allReady(s);
    expect(vote(s)).toMatchObject({ round: 2, stage: 'round' });
  });

  test('B22 the count leaves its result for the Budget\'s settle', () => {
    let s = budget();
    s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'for' });
    s = toCount(toRoundTwo(s));
    expect(s.outcome).toEqual({ question: 'budget', result: 'for' });
    expect(logged()).toContainEqual({ type: 'count', question: { kind: 'budget' }, tallies: [{ option: 'for', votes: 1 }, { option: 'against', votes: 0 }], result: 'for' });
  });
});

describe('B13 a tie in a roll call', () => {
  const tied = (p: Parameters<typeof rollCall>[1] = {}) => {
    let s = budget(p);
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'for' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'against' });
    return toCount(toRoundTwo(s));
  };

  test('B13 on a tie the President decides, as a required decision: passed or defeated', () => {
    let s = tied();
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(legal(s, 'Ana').actions).toEqual([{ type: 'decide', seat: 'Ana', passed: true }, { type: 'decide', seat: 'Ana', passed: false }]);
    expect(refused(s, 'Ana', { type: 'done' }).code).toBe('B13');
    s = act(s, 'Ana', { type: 'decide', passed: false });
    expect(s.outcome).toEqual({ question: 'budget', result: 'against' });
    expect(events()).toContainEqual(expect.objectContaining({ type: 'count', result: 'against', decidedBy: 'president' }));
  });

  test('B13 Presidential Competence tied: the President decides whether he is incompetent', () => {
    let s = rollCall({ kind: 'competence', by: 1 });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'against' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'for' });
    s = toCount(toRoundTwo(s));
    expect(whoMustAct(s)).toEqual(['Ana']);
    s = act(s, 'Ana', { type: 'decide', passed: false });
    expect(s.outcome).toEqual({ question: 'competence', result: 'against' });
    expect(s.president).toBe(0);
  });

  test('B13 the Vote cards played are discarded at the count, a tied count included', () => {
    let s = budget({ hands: { Ana: ['bought-deputies'], Bo: ['bought-deputies'] } });
    const [a, b] = [player(s, 'Ana').hand[0], player(s, 'Bo').hand[0]];
    s = act(s, 'Ana', { type: 'play', card: a, option: 'for' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'play', card: b, option: 'against' });
    s = toCount(toRoundTwo(s));
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(s.discard).toEqual(expect.arrayContaining([a, b]));
    expect(vote(s).played).toEqual([]);
  });
});

describe('B72 a voting turn', () => {
  test('B72 a voter makes up to 3 gifts in his turn; the fourth is refused; the next voter starts afresh', () => {
    let s = budget({ pockets: { Ana: [4, 0, 0], Bo: [1, 0, 0] } });
    expect(legal(s, 'Ana').samplers).toHaveLength(1);
    for (let i = 0; i < 3; i++) s = act(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] });
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B69');
    expect(legal(s, 'Ana').samplers).toHaveLength(0);
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'gift', to: 'Ana', cards: [], bills: [1, 0, 0] });
    expect(player(s, 'Ana').pocket).toEqual([2, 0, 0]);
  });

  test('B16 the Events allowed on a vote are played in a voting turn, which goes on: Unrest, Bank Holiday, Tax Inspector, Secret Party Donation', () => {
    let s = budget({ hands: { Ana: ['unrest', 'bank-holiday', 'tax-inspector', 'secret-party-donation'] }, pockets: { Bo: [1, 1, 0] }, aid: [2] });
    const [unrest, holiday, inspector, donation] = player(s, 'Ana').hand;
    const plays = legal(s, 'Ana').actions.filter((a) => a.type === 'play' && a.card === inspector);
    expect(plays.map((a) => (a as { target?: string }).target)).toEqual(['Bo', 'Cy', 'Di', 'Ed']);
    s = act(s, 'Ana', { type: 'play', card: unrest });
    expect(s.situation).toBe('unstable');
    s = act(s, 'Ana', { type: 'play', card: holiday });
    expect(s.bank).toBe('holiday');
    s = act(s, 'Ana', { type: 'play', card: inspector, target: 'Bo' });
    expect(s.notes[0]).toContainEqual({ kind: 'pocket-total', round: 1, seat: 1, total: 3 });
    s = act(s, 'Ana', { type: 'play', card: donation });
    expect(player(s, 'Ana').pocket).toEqual([0, 1, 0]);
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(s.discard).toEqual(expect.arrayContaining([unrest, holiday, inspector, donation]));
  });

  test('B61 the President does not resign in a vote: neither in his voting turn nor in its window 2', () => {
    const s = budget();
    expect(refused(s, 'Ana', { type: 'resign' }).code).toBe('B61');
    const w = finishRound(s);
    expect(topFrame(w)).toMatchObject({ kind: 'window', number: 2 });
    expect(refused(w, 'Ana', { type: 'resign' }).code).toBe('B61');
  });

  test('B72 a turn of a vote takes casts, plays, gifts and done only', () => {
    const s = budget();
    expect(refused(s, 'Ana', { type: 'ready' }).code).toBe('B72');
  });
});

describe('B22 the Budget\'s roll call in its phase', () => {
  test('B21 B23 the roll call follows the proposal, and the step after it settles the Budget by its result: defeated, the Minister is asked to force it', () => {
    let s = game({ phase: 3 });
    s = act(s, 'Ana', { type: 'done' });
    expect(vote(s).question).toEqual({ kind: 'budget' });
    s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'against' });
    s = toCount(toRoundTwo(s));
    expect(s.outcome).toEqual({ question: 'budget', result: 'against' });
    expect(topFrame(s)).toMatchObject({ kind: 'force' });
    expect(whoMustAct(s)).toEqual(['Ed']);
  });
});
