// Deaths in phase 6 (rulings B32, B33, B35, B40, B64, B75): a victim's cards are discarded, he is dead
// until phase 9 and his Positions frozen; his pocket money follows the killer links to the first living
// player, or leaves the game round a circle; a murdered President leaves the office vacant.
import type { BoardState, Location } from '../../../src/games/board/rules/types.js';
import { act, cardOf, game, logged, player, refused, topFrame, whoMustAct } from './builder.js';
import { atFrame, quietly } from './quietly.js';
import { finishRound, toCount, toRoundTwo } from './vote-support.js';

type Scenario = Parameters<typeof game>[0];
const HOME: Record<string, Location> = { Ana: 'home', Bo: 'home', Cy: 'home', Di: 'home', Ed: 'home' };
const atPhase6 = (p: Scenario = {}) => game({ ...p, phase: 6, locations: { ...HOME, ...(p?.locations ?? {}) } });

/** Every player still to announce, up to `name`, is done. */
const upTo = (s: BoardState, name: string) => quietly(s, (t) => whoMustAct(t)[0] === name);

describe('B32 death', () => {
  test('B32 a victim discards his hand and Influence face up and is dead; his Positions are frozen; B40 the situation becomes Unstable', () => {
    let s = atPhase6({ hands: { Bo: ['press', 'unrest'] }, influence: { Bo: ['church'] }, positions: { general1: 'Bo', admiral: 'Bo' } });
    const cards = [...player(s, 'Bo').hand, ...player(s, 'Bo').influence];
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = quietly(s, atFrame('window'));
    expect(player(s, 'Bo')).toMatchObject({ status: 'dead', hand: [], influence: [] });
    expect(s.discard).toEqual(expect.arrayContaining(cards));
    expect(s.positions.general1.frozen).toBe(true);
    expect(s.positions.admiral.frozen).toBe(true);
    expect(s.situation).toBe('unstable');
    expect(logged()).toContainEqual({ type: 'death', seat: 1, by: 4 });
    expect(logged()).toContainEqual({ type: 'situation', situation: 'unstable' });
  });

  test('B32 a dead player is asked nothing and cannot act; his account is untouched', () => {
    let s = atPhase6({ pockets: { Bo: [1, 0, 0] }, accounts: { Bo: [0, 0, 2] } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = quietly(s, atFrame('window'));
    expect(whoMustAct(s)).not.toContain('Bo');
    // Any action of a player who is not active is refused under one code, as for exiles (apply.ts).
    expect(refused(s, 'Bo', { type: 'ready' }).code).toBe('B25');
    expect(refused(s, 'Bo', { type: 'gift', to: 'Ana', cards: [], bills: [1, 0, 0] }).code).toBe('B25');
    expect(player(s, 'Bo').account).toEqual([0, 0, 2]);
  });

  test('B32 a dead player cannot be targeted', () => {
    const s = atPhase6({ dead: ['Bo'] });
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' }).code).toBe('B32');
  });
});

describe('B33 the money of the dead', () => {
  test('B33 the money of the dead follows killer links to the first living player', () => {
    // Ed kills Bo, Bo (already dead) kills Cy: Ed gets both pockets.
    let s = atPhase6({ hands: { Bo: ['burglars'] }, pockets: { Bo: [1, 1, 0], Cy: [0, 0, 2], Ed: [1, 0, 0] } });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = upTo(s, 'Bo');
    s = act(s, 'Bo', { type: 'attempt', victim: 'Cy', location: 'home', card: cardOf(s, 'Bo', 'burglars') });
    s = quietly(s, atFrame('window'));
    expect(player(s, 'Ed').pocket).toEqual([2, 1, 2]);
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 0]);
    expect(player(s, 'Cy').pocket).toEqual([0, 0, 0]);
    const money = logged().filter((e) => e.type === 'money');
    expect(money).toEqual([
      { type: 'money', from: 1, to: 4 },
      { type: 'money', from: 1, to: 4, bills: [1, 1, 0], audience: [4] },
      { type: 'money', from: 2, to: 4 },
      { type: 'money', from: 2, to: 4, bills: [0, 0, 2], audience: [4] },
    ]);
    expect(s.notes[4]).toEqual([
      { kind: 'received', round: 1, from: 1, bills: [1, 1, 0], why: 'death' },
      { kind: 'received', round: 1, from: 2, bills: [0, 0, 2], why: 'death' },
    ]);
  });

  test('B33 the links are followed after the last resolution: a killer killed later in it passes his victim\'s money on', () => {
    // Bo (the Minister) kills Cy first, then Ed kills Bo: Cy's money reaches Ed through Bo.
    let s = atPhase6({ positions: { minister: 'Bo' }, hands: { Ed: ['burglars'] }, pockets: { Cy: [3, 0, 0] } });
    s = act(s, 'Bo', { type: 'attempt', victim: 'Cy', location: 'home' });
    s = upTo(s, 'Ed');
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home', card: cardOf(s, 'Ed', 'burglars') });
    s = quietly(s, atFrame('window'));
    expect(s.attempts.map((a) => a.killed)).toEqual([true, true]);
    expect(player(s, 'Ed').pocket).toEqual([3, 0, 0]);
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 0]);
  });

  test('B33 a mutual kill\'s money leaves the game, seen by nobody', () => {
    let s = atPhase6({ hands: { Bo: ['burglars'] }, pockets: { Bo: [1, 1, 0], Ed: [0, 0, 1] } });
    const out = [...s.out];
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = upTo(s, 'Bo');
    s = act(s, 'Bo', { type: 'attempt', victim: 'Ed', location: 'home', card: cardOf(s, 'Bo', 'burglars') });
    s = quietly(s, atFrame('window'));
    expect(player(s, 'Bo').status).toBe('dead');
    expect(player(s, 'Ed').status).toBe('dead');
    expect(s.out).toEqual([out[0] + 1, out[1] + 1, out[2] + 1]);
    expect(logged().filter((e) => e.type === 'money')).toEqual([
      { type: 'money', from: 1, to: null },
      { type: 'money', from: 4, to: null },
    ]);
  });

  test('B33 the dead\'s money goes to the killer even when the pocket is empty, so the public cannot tell', () => {
    let s = atPhase6();
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = quietly(s, atFrame('window'));
    expect(logged().filter((e) => e.type === 'money')).toEqual([
      { type: 'money', from: 1, to: 4 },
      { type: 'money', from: 1, to: 4, bills: [0, 0, 0], audience: [4] },
    ]);
  });
});

describe('B35 the President murdered', () => {
  /** Bo's Burglars find Ana, the President, at Home; the attempt resolves at Ana's pass. */
  function murdered(p: Scenario = {}): BoardState {
    let s = atPhase6({ hands: { Bo: ['burglars'] }, ...p });
    s = act(s, 'Ed', { type: 'done' });
    s = upTo(s, 'Bo');
    s = act(s, 'Bo', { type: 'attempt', victim: 'Ana', location: 'home', card: cardOf(s, 'Bo', 'burglars') });
    s = quietly(s, atFrame('react'));
    return act(s, 'Ana', { type: 'pass' });
  }

  test('B35 after the last resolution a new President is elected, first voter the active player left of the dead President', () => {
    const s = murdered({ positions: { admiral: 'vacant' }, cousin: 'admiral' });
    expect(player(s, 'Ana').status).toBe('dead');
    expect(s.president).toBeNull();
    expect(s.chair).toBe(0);
    expect(s.cousin).toBeNull();
    expect(s.positions.admiral.frozen).toBe(true);
    const kinds = logged().map((e) => e.type);
    expect(kinds.lastIndexOf('money')).toBeLessThan(kinds.indexOf('vote'));
    expect(topFrame(s)).toMatchObject({ kind: 'vote', question: { kind: 'election', why: 'murder' }, order: [1, 2, 3, 4] });
    expect(whoMustAct(s)).toEqual(['Bo']);
  });

  test('B35 the new President takes office and his former Positions pass to the dead President\'s Cousin, frozen; phase 7 follows', () => {
    let s = murdered({ positions: { general1: 'Bo', admiral: 'Bo' } });
    s = act(s, 'Bo', { type: 'cast', source: 'family', option: 'Bo' });
    s = toCount(toRoundTwo(finishRound(s)));
    expect(s.president).toBe(1);
    expect(s.positions.general1).toEqual({ holder: 'cousin', frozen: true });
    expect(s.positions.admiral).toEqual({ holder: 'cousin', frozen: true });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 4 });
  });
});

describe('B75 nobody active left', () => {
  test('B75 the President dead and every living player in exile: phases 7–8 are skipped and phase 9 orders start at his seat', () => {
    let s = game({
      seats: ['Ana', 'Bo', 'Cy', 'Di'], phase: 6, locations: { Ana: 'home', Di: 'home' }, exiled: ['Bo', 'Cy'],
      positions: { minister: 'Di' }, hands: { Ana: ['burglars'] }, accounts: { Bo: [1, 0, 0], Cy: [1, 0, 0] }, aidSize: 7,
    });
    s = act(s, 'Di', { type: 'attempt', victim: 'Ana', location: 'home' });
    s = act(s, 'Di', { type: 'done' });
    s = act(s, 'Ana', { type: 'attempt', victim: 'Di', location: 'home', card: cardOf(s, 'Ana', 'burglars') });
    s = quietly(s, atFrame('exiles'));
    expect(s.president).toBeNull();
    const phases = logged().flatMap((e) => (e.type === 'phase' ? [e.phase] : []));
    expect(phases).toEqual([9]);
    expect(logged().some((e) => e.type === 'window')).toBe(false);
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'stay', bill: 1 });
    expect(whoMustAct(s)).toEqual(['Cy']);
  });

  test('B75 after the dead come back the vacant office is filled by an election, first voter the first active player after the dead President\'s seat', () => {
    let s = game({
      seats: ['Ana', 'Bo', 'Cy', 'Di'], phase: 6, locations: { Ana: 'home', Di: 'home' }, exiled: ['Bo', 'Cy'],
      positions: { minister: 'Di' }, hands: { Ana: ['burglars'] },
    });
    s = act(s, 'Di', { type: 'attempt', victim: 'Ana', location: 'home' });
    s = act(s, 'Di', { type: 'done' });
    s = act(s, 'Ana', { type: 'attempt', victim: 'Di', location: 'home', card: cardOf(s, 'Ana', 'burglars') });
    s = quietly(s, atFrame('exiles'));
    s = act(s, 'Bo', { type: 'stay' });
    s = act(s, 'Cy', { type: 'return' });
    expect(s.players.map((p) => p.status)).toEqual(['active', 'exiled', 'active', 'active']);
    expect(topFrame(s)).toMatchObject({ kind: 'vote', question: { kind: 'election', why: 'vacant' }, order: [2, 3, 0] });
    expect(s.round).toBe(1);
  });
});
