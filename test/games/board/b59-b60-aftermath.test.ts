// The aftermath of a coup (rulings B59, B60, B68, B32, B40): the Junta's vote among its Rebels (or all
// its players), the tie broken by the First Rebel, the deposed President's money and Positions,
// window 7 (money only), and the firing squad: whom the President may execute and what it does.
import { describeEvent } from '../../../src/games/board/rules/describe.js';
import { act, allReady, events, game, legal, logged, player, refused, topFrame, whoMustAct } from './builder.js';

type Scenario = NonNullable<Parameters<typeof game>[0]>;
type Coup = NonNullable<Scenario['coup']>;

/**
 * Five seats, Ana President (the default cabinet: Bo the 1st Brigade's General and the Admiral, Cy the
 * 2nd's and the Air Force Commander, Di the 3rd's, Ed the Minister); Cy the First Rebel. The 1st and
 * 3rd Brigades hold Parliament, the Radio Station and the Railroad Station: the Junta wins when Bo and
 * Di are Pro-Junta.
 */
const JUNTA_HOLDS = { 'army1#1': 'parliament', 'army1#2': 'radio', 'army3#1': 'railroad' };

/** Control counted, with these sides: the Junta's vote follows when it wins. */
const afterControl = (coup: Partial<Coup>, extra: Scenario = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Cy', segment: 7, stage: 'control', units: JUNTA_HOLDS, ...coup } });

/** Window 7, then the execution, with the winner given. */
/** Phase 9 waits at Closed-for-Lunch banking (B38), so a test sees the round before the dead come back. */
const LUNCH: Scenario = { bank: 'lunch', locations: { Ana: 'bank', Di: 'bank' } };

const atExecution = (coup: Partial<Coup>, extra: Scenario = {}) =>
  allReady(game({ phase: 8, ...extra, coup: { firstRebel: 'Cy', segment: 7, stage: 'execution', ...coup } }));

describe('B59 the Junta\'s vote', () => {
  test('B59 the voters are the Rebels who declared Pro-Junta, one vote each, clockwise from the First Rebel, for any voter', () => {
    const s = afterControl({ rebels: ['Bo'], sides: { Cy: 'junta', Di: 'junta', Ed: 'president', Bo: 'junta' } });
    expect(s.coup?.winner).toBe('junta');
    expect(topFrame(s)).toMatchObject({ kind: 'junta-vote', voters: [2, 1] });
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(legal(s, 'Cy').actions).toEqual([{ type: 'elect', seat: 'Cy', candidate: 'Cy' }, { type: 'elect', seat: 'Cy', candidate: 'Bo' }]);
    const t = act(s, 'Cy', { type: 'elect', candidate: 'Cy' });
    expect(events()[0]).toEqual({ type: 'elect', seat: 2, candidate: 2 });
    expect(whoMustAct(t)).toEqual(['Bo']);
  });

  test('B59 a vote for a player who is not a voter is refused', () => {
    const s = afterControl({ rebels: ['Bo'], sides: { Cy: 'junta', Di: 'junta', Ed: 'president', Bo: 'junta' } });
    expect(refused(s, 'Cy', { type: 'elect', candidate: 'Di' }).code).toBe('B59');
    expect(refused(s, 'Cy', { type: 'elect', candidate: 'Ana' }).code).toBe('B59');
    expect(refused(s, 'Di', { type: 'elect', candidate: 'Cy' }).code).toBe('B70');
  });

  test('B59 with no Rebel on the Junta\'s side, every Pro-Junta player votes', () => {
    const s = afterControl({ sides: { Cy: 'president', Di: 'junta', Ed: 'president', Bo: 'junta' } });
    expect(s.coup?.winner).toBe('junta');
    expect(topFrame(s)).toMatchObject({ kind: 'junta-vote', order: [3, 1] });
  });

  test('B59 the most votes wins and takes office; B60 the deposed President\'s pocket money goes to him and he takes over the new President\'s former Positions', () => {
    let s = afterControl(
      { rebels: ['Bo', 'Di'], sides: { Cy: 'junta', Di: 'junta', Ed: 'president', Bo: 'junta' } },
      { pockets: { Ana: [2, 1, 0], Cy: [0, 0, 1] } },
    );
    s = act(s, 'Cy', { type: 'elect', candidate: 'Cy' });
    s = act(s, 'Di', { type: 'elect', candidate: 'Bo' });
    s = act(s, 'Bo', { type: 'elect', candidate: 'Cy' });
    expect(s.president).toBe(2);
    expect(player(s, 'Cy').pocket).toEqual([2, 1, 1]);
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 0]);
    expect(s.positions.general2).toEqual({ holder: 0, frozen: false });
    expect(s.positions['air-force']).toEqual({ holder: 0, frozen: false });
    expect(events()).toContainEqual({ type: 'president', seat: 2, why: 'elected' });
    expect(events()).toContainEqual({ type: 'money', from: 0, to: 2, bills: [2, 1, 0], audience: [0, 2] });
    expect(s.notes[2]).toContainEqual({ kind: 'received', round: 1, from: 0, bills: [2, 1, 0], why: 'coup' });
    // B68: then window 7.
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 7, moneyOnly: true });
  });

  test('B59 B34 the deposed President\'s Cousin designation ends: its Position is frozen', () => {
    let s = afterControl({ sides: { Cy: 'president', Di: 'junta', Ed: 'president', Bo: 'junta' } }, { positions: { minister: 'vacant' }, cousin: 'minister' });
    s = act(s, 'Di', { type: 'elect', candidate: 'Di' });
    s = act(s, 'Bo', { type: 'elect', candidate: 'Di' });
    expect(s.president).toBe(3);
    expect(s.cousin).toBeNull();
    expect(s.positions.minister.frozen).toBe(true);
  });

  test('B59 a tie is broken by the First Rebel, who names one of the tied', () => {
    let s = afterControl({ rebels: ['Bo'], sides: { Cy: 'junta', Di: 'junta', Ed: 'president', Bo: 'junta' } });
    s = act(s, 'Cy', { type: 'elect', candidate: 'Bo' });
    s = act(s, 'Bo', { type: 'elect', candidate: 'Cy' });
    expect(s.president).toBe(0);
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(legal(s, 'Cy').actions).toEqual([{ type: 'elect', seat: 'Cy', candidate: 'Bo' }, { type: 'elect', seat: 'Cy', candidate: 'Cy' }]);
    s = act(s, 'Cy', { type: 'elect', candidate: 'Bo' });
    expect(events()[0]).toEqual({ type: 'tie-broken', by: 2, tied: [1, 2], candidate: 1 });
    expect(s.president).toBe(1);
  });

  test('B59 the First Rebel names only one of the tied', () => {
    let s = afterControl({ rebels: ['Bo', 'Di', 'Ed'], sides: { Cy: 'junta', Di: 'junta', Ed: 'junta', Bo: 'junta' } });
    s = act(s, 'Cy', { type: 'elect', candidate: 'Bo' });
    s = act(s, 'Di', { type: 'elect', candidate: 'Cy' });
    s = act(s, 'Ed', { type: 'elect', candidate: 'Bo' });
    s = act(s, 'Bo', { type: 'elect', candidate: 'Cy' });
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(refused(s, 'Cy', { type: 'elect', candidate: 'Di' }).code).toBe('B59');
    expect(refused(s, 'Cy', { type: 'elect', candidate: 'Ana' }).code).toBe('B59');
  });

  test('B59 B57 with the First Rebel fled, the vote starts after his seat and a tie goes to the tied voter nearest him clockwise', () => {
    let s = afterControl({ rebels: ['Bo', 'Di'], fled: ['Cy'], sides: { Di: 'junta', Ed: 'president', Bo: 'junta' } }, { exiled: ['Cy'] });
    expect(topFrame(s)).toMatchObject({ kind: 'junta-vote', order: [3, 1] });
    s = act(s, 'Di', { type: 'elect', candidate: 'Bo' });
    s = act(s, 'Bo', { type: 'elect', candidate: 'Di' });
    expect(s.president).toBe(3);
    expect(events()).toContainEqual({ type: 'tie-broken', by: null, tied: [1, 3], candidate: 3 });
  });

  test('B59 a broken tie is told in words: by the First Rebel, or to the tied voter nearest him', () => {
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Ed'];
    expect(describeEvent({ type: 'tie-broken', by: 2, tied: [1, 3], candidate: 3 }, names)).toBe("The Junta's vote is tied between Bo and Di; Cy, the First Rebel, names Di.");
    expect(describeEvent({ type: 'tie-broken', by: null, tied: [1, 3], candidate: 3 }, names)).toBe("The Junta's vote is tied between Bo and Di; Di, the nearest to the First Rebel, leads the Junta.");
  });

  test('B59 after the President holds, nobody votes: window 7 follows', () => {
    const s = afterControl({ sides: { Cy: 'junta', Di: 'president', Ed: 'president', Bo: 'president' } });
    expect(s.coup?.winner).toBe('president');
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 7 });
    expect(s.president).toBe(0);
  });
});

describe('B68 window 7', () => {
  test('B68 B59 in window 7 only money is given', () => {
    const s = game({ phase: 8, hands: { Bo: ['press'] }, pockets: { Bo: [1, 0, 0] }, coup: { firstRebel: 'Cy', segment: 7, stage: 'execution', winner: 'president' } });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 7 });
    expect(refused(s, 'Bo', { type: 'gift', to: 'Cy', cards: [player(s, 'Bo').hand[0]], bills: [0, 0, 0] }).code).toBe('B68');
    const t = act(s, 'Bo', { type: 'gift', to: 'Cy', cards: [], bills: [1, 0, 0] });
    expect(player(t, 'Cy').pocket).toEqual([1, 0, 0]);
    expect(topFrame(allReady(t)).kind).toBe('execution');
  });
});

describe('B59 the execution', () => {
  test('B59 after the President holds he may execute only a player who was a Rebel at any moment of this coup or declared Pro-Junta, or nobody', () => {
    const s = atExecution({ winner: 'president', rebels: ['Bo'], sides: { Cy: 'president', Di: 'junta', Ed: 'president', Bo: 'president' } });
    expect(whoMustAct(s)).toEqual(['Ana']);
    const targets = legal(s, 'Ana').actions.map((a) => (a as { target: string | null }).target);
    expect(targets).toEqual([null, 'Bo', 'Cy', 'Di']);
    expect(refused(s, 'Ana', { type: 'execute', target: 'Ed' }).code).toBe('B59');
  });

  test('B59 an exile cannot be executed, not even a Rebel who fled', () => {
    const s = atExecution({ winner: 'president', rebels: ['Bo'], fled: ['Bo'] }, { exiled: ['Bo'] });
    expect(refused(s, 'Ana', { type: 'execute', target: 'Bo' }).code).toBe('B59');
  });

  test('B59 only the President executes', () => {
    const s = atExecution({ winner: 'president' });
    expect(refused(s, 'Cy', { type: 'execute', target: 'Bo' }).code).toBe('B70');
    expect(refused(s, 'Cy', { type: 'execute', target: null }).code).toBe('B70');
  });

  test('B59 after a Junta win the new President may execute any active player but himself, the deposed President included', () => {
    const s = atExecution({ winner: 'junta', sides: { Cy: 'junta', Di: 'president', Ed: 'president', Bo: 'junta' } }, { president: 'Cy' });
    const targets = legal(s, 'Cy').actions.map((a) => (a as { target: string | null }).target);
    expect(targets).toEqual([null, 'Ana', 'Bo', 'Di', 'Ed']);
    expect(refused(s, 'Cy', { type: 'execute', target: 'Cy' }).code).toBe('B59');
  });

  test('B59 a dead player cannot be executed', () => {
    const s = atExecution({ winner: 'junta' }, { president: 'Cy', dead: ['Di'] });
    expect(refused(s, 'Cy', { type: 'execute', target: 'Di' }).code).toBe('B32');
  });

  test('B59 the aftermath plays no card and gives nothing outside window 7', () => {
    const s = atExecution({ winner: 'president', rebels: ['Bo'] }, { hands: { Ana: ['press'] }, pockets: { Ana: [1, 0, 0] } });
    expect(refused(s, 'Ana', { type: 'play', card: player(s, 'Ana').hand[0] }).code).toBe('B59');
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B72');
  });
});

describe('B59 B32 B60 the executed player', () => {
  test('B59 the executed player is dead as B32: his hand and Influence discarded, his Positions frozen, his pocket money to the President; B40 the situation does not change', () => {
    let s = atExecution(
      { winner: 'president', rebels: ['Bo'] },
      { hands: { Bo: ['press'] }, influence: { Bo: ['church'] }, pockets: { Bo: [1, 2, 0], Ana: [0, 0, 1] }, ...LUNCH },
    );
    const cards = [...player(s, 'Bo').hand, ...player(s, 'Bo').influence];
    s = act(s, 'Ana', { type: 'execute', target: 'Bo' });
    expect(player(s, 'Bo')).toMatchObject({ status: 'dead', hand: [], influence: [], pocket: [0, 0, 0] });
    expect(s.discard).toEqual(expect.arrayContaining(cards));
    expect(s.positions.general1.frozen).toBe(true);
    expect(s.positions.admiral.frozen).toBe(true);
    expect(player(s, 'Ana').pocket).toEqual([1, 2, 1]);
    expect(s.situation).toBe('stable');
    expect(s.coup?.executed).toBe(1);
    expect(logged()).toContainEqual({ type: 'executed', by: 0, target: 1 });
    expect(logged()).toContainEqual({ type: 'money', from: 1, to: 0 });
    expect(logged()).toContainEqual({ type: 'money', from: 1, to: 0, bills: [1, 2, 0], audience: [0] });
    expect(logged()).not.toContainEqual(expect.objectContaining({ type: 'situation' }));
  });

  test('B60 the deposed President executed after a Junta win: the Positions he took over are frozen', () => {
    let s = afterControl({ sides: { Cy: 'president', Di: 'junta', Ed: 'president', Bo: 'junta' } }, LUNCH);
    s = act(s, 'Di', { type: 'elect', candidate: 'Di' });
    s = act(s, 'Bo', { type: 'elect', candidate: 'Di' });
    expect(s.positions.general3).toEqual({ holder: 0, frozen: false });
    s = allReady(s);
    s = act(s, 'Di', { type: 'execute', target: 'Ana' });
    expect(player(s, 'Ana').status).toBe('dead');
    expect(s.positions.general3).toEqual({ holder: 0, frozen: true });
  });

  test('B59 B32 the executed player comes back in phase 9 with no cards and no pocket money', () => {
    let s = atExecution({ winner: 'president', rebels: ['Bo'] }, { hands: { Bo: ['press'] }, pockets: { Bo: [1, 0, 0] }, ...LUNCH, locations: { Ana: 'bank' } });
    s = act(s, 'Ana', { type: 'execute', target: 'Bo' });
    expect(player(s, 'Bo').status).toBe('dead');
    s = act(s, 'Ana', { type: 'done' });
    expect(logged()).toContainEqual({ type: 'returned', seat: 1, why: 'alive' });
    expect(s.round).toBe(2);
    expect(player(s, 'Bo')).toMatchObject({ status: 'active', pocket: [0, 0, 0] });
  });

  test('B59 nobody executed: the coup ends with everyone alive', () => {
    let s = atExecution({ winner: 'president', rebels: ['Bo'] }, LUNCH);
    s = act(s, 'Ana', { type: 'execute', target: null });
    expect(logged()).toContainEqual({ type: 'executed', by: 0, target: null });
    expect(s.players.every((p) => p.status === 'active')).toBe(true);
    expect(s.coup?.executed).toBeNull();
    expect(logged()).toContainEqual({ type: 'coup-over', winner: 'president' });
  });
});

describe('B58 B59 B68 B76 the aftermath in order', () => {
  test('B58 B59 B68 B76 after the last battle: window 6, the sides, control, the Junta\'s vote, window 7, the execution, the end of the coup', () => {
    let s = game({ phase: 8, ...LUNCH, coup: { firstRebel: 'Cy', rebels: ['Bo'], segment: 7, stage: 'aftermath', units: JUNTA_HOLDS } });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 6 });
    s = allReady(s);
    for (const [who, side] of [['Cy', 'junta'], ['Di', 'junta'], ['Ed', 'president'], ['Bo', 'junta']] as const) s = act(s, who, { type: 'side', side });
    s = act(s, 'Cy', { type: 'elect', candidate: 'Bo' });
    s = act(s, 'Bo', { type: 'elect', candidate: 'Bo' });
    s = allReady(s);
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'execute', target: 'Ed' });
    const told = logged().filter((e) => !('audience' in e)).map((e) => (e.type === 'window' ? `window ${e.number}` : e.type));
    const steps = ['window 6', 'side', 'control', 'elect', 'president', 'window 7', 'executed', 'coup-over'];
    expect(told.filter((t) => steps.includes(t)).filter((t, i, all) => all.indexOf(t) === i)).toEqual(steps);
    expect(s.president).toBe(1);
    expect(player(s, 'Ed').status).toBe('dead');
  });
});
