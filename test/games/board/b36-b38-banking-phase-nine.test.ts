// Banking and phase 9 (rulings B36–B38): banking at the Central Bank one bill at a time and one way,
// in phase 7 if Open or phase 9 if Closed for Lunch, never on Holiday; the exiles' return or stay with
// their private fees; the dead come back; every per-round reset; the end check.
import { act, events, game, legal, logged, player, refused, topFrame, whoMustAct } from './builder.js';
import { atFrame, quietly } from './quietly.js';

type Scenario = Parameters<typeof game>[0];

/** Phase 7 after the reveal (B31). */
const atPhase7 = (p: Scenario = {}) => game({ ...p, phase: 7, extra: { revealed: true, ...(p?.extra ?? {}) } });
/** Phase 9 with a Foreign Aid deck short enough that the round ends the game (B36 step 6). */
const atPhase9 = (p: Scenario = {}) => game({ aidSize: 7, ...p, phase: 9, extra: { revealed: true, ...(p?.extra ?? {}) } });

describe('B37 banking', () => {
  test('B37 in phase 7 with the Bank Open, each active player at the Central Bank banks, clockwise from the President', () => {
    let s = atPhase7({ president: 'Cy', locations: { Ana: 'bank', Bo: 'home', Cy: 'home', Di: 'bank', Ed: 'bank' } });
    const order: string[] = [];
    while (topFrame(s).kind === 'banking') {
      const [who] = whoMustAct(s);
      order.push(who);
      s = act(s, who, { type: 'done' });
    }
    expect(order).toEqual(['Di', 'Ed', 'Ana']);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 4 });
  });

  test('B37 bills move one at a time, and a denomination moved one way cannot move back in the same visit', () => {
    let s = atPhase7({ locations: { Ana: 'bank' }, pockets: { Ana: [2, 1, 0] }, accounts: { Ana: [0, 1, 1] } });
    const kinds = (t: typeof s) => legal(t, 'Ana').actions.map((a) => ('bill' in a ? `${a.type} ${a.bill}` : a.type));
    expect(kinds(s)).toEqual(['done', 'deposit 1', 'deposit 2', 'withdraw 2', 'withdraw 3']);
    s = act(s, 'Ana', { type: 'deposit', bill: 2 });
    expect(kinds(s)).toEqual(['done', 'deposit 1', 'withdraw 3']);
    expect(refused(s, 'Ana', { type: 'withdraw', bill: 2 }).code).toBe('B37');
    s = act(s, 'Ana', { type: 'withdraw', bill: 3 });
    expect(refused(s, 'Ana', { type: 'deposit', bill: 3 }).code).toBe('B37');
    expect(player(s, 'Ana').pocket).toEqual([2, 0, 1]);
    expect(player(s, 'Ana').account).toEqual([0, 2, 0]);
  });

  test('B37 a bill moves only from where it is', () => {
    const s = atPhase7({ locations: { Ana: 'bank' }, pockets: { Ana: [1, 0, 0] } });
    expect(refused(s, 'Ana', { type: 'deposit', bill: 3 }).code).toBe('B37');
    expect(refused(s, 'Ana', { type: 'withdraw', bill: 1 }).code).toBe('B37');
    expect(refused(s, 'Ana', { type: 'deposit', bill: 4 }).code).toBe('malformed');
    // B72: banking is not a turn.
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B72');
  });

  test('B37 B5 the table learns that he banked; what he moved is told to him alone', () => {
    let s = atPhase7({ locations: { Ana: 'bank' }, pockets: { Ana: [1, 0, 0] } });
    s = act(s, 'Ana', { type: 'deposit', bill: 1 });
    expect(events()).toEqual([]);
    s = act(s, 'Ana', { type: 'done' });
    expect(events().slice(0, 2)).toEqual([
      { type: 'banked', seat: 0 },
      { type: 'banked', seat: 0, deposited: [1, 0, 0], withdrawn: [0, 0, 0], audience: [0] },
    ]);
  });
});

describe('B38 the Bank closed', () => {
  test('B38 Closed for Lunch: no banking in phase 7; in phase 9 step 1 the active players at the Central Bank bank', () => {
    let s = atPhase7({ bank: 'lunch', locations: { Ana: 'bank', Bo: 'bank', Cy: 'home', Di: 'home', Ed: 'home' }, dead: ['Bo'] });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 4 });
    // B41: window 4, then the coup question (nobody starts one), then phase 9.
    s = quietly(s, atFrame('banking'));
    expect(topFrame(s)).toMatchObject({ kind: 'banking', order: [0] });
    expect(whoMustAct(s)).toEqual(['Ana']);
  });

  test('B38 Closed for Holiday: nobody banks this round', () => {
    let s = atPhase7({ bank: 'holiday', aidSize: 7, locations: { Ana: 'bank', Bo: 'bank' } });
    s = quietly(s, () => false);
    expect(s.ended).not.toBeNull();
    expect(logged().some((e) => e.type === 'banked')).toBe(false);
  });
});

describe('B36 phase 9', () => {
  test('B36 step 2 each exile is asked, the first exile after the President\'s seat first', () => {
    const s = atPhase9({ president: 'Cy', exiled: ['Ana', 'Bo', 'Ed'] });
    expect(topFrame(s)).toMatchObject({ kind: 'exiles', order: [4, 0, 1] });
    expect(whoMustAct(s)).toEqual(['Ed']);
  });

  test('B36 a return costs one pocket bill of the exile\'s choice; the table learns only that he returned', () => {
    let s = atPhase9({ exiled: ['Bo'], pockets: { Bo: [1, 0, 1] }, accounts: { Bo: [0, 1, 0] } });
    expect(legal(s, 'Bo').actions).toEqual([
      { type: 'return', seat: 'Bo', from: 'pocket', bill: 1 },
      { type: 'return', seat: 'Bo', from: 'pocket', bill: 3 },
      { type: 'stay', seat: 'Bo', bill: 2 },
    ]);
    expect(refused(s, 'Bo', { type: 'return', from: 'account', bill: 2 }).code).toBe('B36');
    expect(refused(s, 'Bo', { type: 'return', from: 'pocket', bill: 2 }).code).toBe('B36');
    expect(refused(s, 'Bo', { type: 'gift', to: 'Ana', cards: [], bills: [1, 0, 0] }).code).toBe('B25');
    expect(refused(s, 'Bo', { type: 'return' }).code).toBe('B36');
    const out = [...s.out];
    s = act(s, 'Bo', { type: 'return', from: 'pocket', bill: 3 });
    expect(player(s, 'Bo').status).toBe('active');
    expect(player(s, 'Bo').pocket).toEqual([1, 0, 0]);
    expect(s.out).toEqual([out[0], out[1], out[2] + 1]);
    expect(events().slice(0, 2)).toEqual([
      { type: 'exile', seat: 1, returned: true },
      { type: 'exile', seat: 1, returned: true, fee: { from: 'pocket', bill: 3 }, audience: [1] },
    ]);
  });

  test('B36 with no pocket money a return costs an account bill; with neither, nothing', () => {
    let s = atPhase9({ exiled: ['Bo', 'Cy'], accounts: { Bo: [0, 1, 0] } });
    expect(legal(s, 'Bo').actions.filter((a) => a.type === 'return')).toEqual([{ type: 'return', seat: 'Bo', from: 'account', bill: 2 }]);
    s = act(s, 'Bo', { type: 'return', from: 'account', bill: 2 });
    expect(player(s, 'Bo').account).toEqual([0, 0, 0]);
    expect(legal(s, 'Cy').actions).toEqual([{ type: 'return', seat: 'Cy' }, { type: 'stay', seat: 'Cy' }]);
    expect(refused(s, 'Cy', { type: 'return', from: 'pocket', bill: 1 }).code).toBe('B36');
    s = act(s, 'Cy', { type: 'return' });
    expect(events()).toContainEqual({ type: 'exile', seat: 2, returned: true, fee: null, audience: [2] });
  });

  test('B36 staying away costs one account bill of his choice, or nothing with an empty account; he stays an exile', () => {
    let s = atPhase9({ exiled: ['Bo'], pockets: { Bo: [3, 0, 0] }, accounts: { Bo: [1, 0, 1] }, locations: { Bo: 'exile' } });
    expect(refused(s, 'Bo', { type: 'stay', bill: 2 }).code).toBe('B36');
    expect(refused(s, 'Bo', { type: 'stay', from: 'pocket', bill: 1 }).code).toBe('B36');
    s = act(s, 'Bo', { type: 'stay', bill: 3 });
    expect(player(s, 'Bo')).toMatchObject({ status: 'exiled', location: 'exile', pocket: [3, 0, 0], account: [1, 0, 0] });
  });

  test('B36 step 3 the dead come back, active, with no cards and no pocket money', () => {
    const s = atPhase9({ dead: ['Bo', 'Di'], accounts: { Bo: [0, 0, 2] } });
    expect(player(s, 'Bo')).toMatchObject({ status: 'active', hand: [], influence: [], pocket: [0, 0, 0], account: [0, 0, 2] });
    expect(logged()).toContainEqual({ type: 'returned', seat: 1, why: 'alive' });
    expect(logged()).toContainEqual({ type: 'returned', seat: 3, why: 'alive' });
  });

  test('B36 step 4 every per-round state resets; Positions, frozen ones and the Cousin stay until phase 2', () => {
    const s = atPhase9({
      situation: 'unstable', bank: 'lunch', positions: { admiral: 'vacant' }, frozen: ['general1'], cousin: 'admiral',
      extra: { aidIncrease: true, stateVisit: true, policeInParliament: true, revealed: true },
    });
    expect(s).toMatchObject({ situation: 'stable', bank: 'open', marker: 'activity', aidIncrease: false, stateVisit: false, policeInParliament: false, revealed: false, cousin: 'admiral' });
    expect(s.positions.general1.frozen).toBe(true);
    expect(s.positions.admiral).toEqual({ holder: 'vacant', frozen: true });
  });

  test('B36 B61 step 4: every player may resign again', () => {
    const s = atPhase9({ resigned: ['Ana', 'Cy'] });
    expect(s.players.map((p) => p.resigned)).toEqual([false, false, false, false, false]);
  });

  test('B28 B36 the marker reads safe after a Death Squad named the Central Bank this round, even cancelled, and activity otherwise', () => {
    let s = game({
      phase: 6, aidSize: 7, locations: { Ana: 'bank', Bo: 'home', Cy: 'home', Di: 'home', Ed: 'home' },
      hands: { Ana: ['bribe-the-assassin'] }, pockets: { Ana: [0, 1, 0] },
    });
    s = act(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'bank' });
    s = quietly(s, atFrame('react'));
    s = act(s, 'Ana', { type: 'play', card: player(s, 'Ana').hand[0], attempt: 0, pay: [0, 1, 0] });
    s = quietly(s, () => false);
    expect(player(s, 'Ana').status).toBe('active');
    expect(s.marker).toBe('safe');
    expect(logged()).toContainEqual({ type: 'bank', bank: 'open', marker: 'safe' });
    const next = quietly(game({ phase: 6, aidSize: 7, marker: 'safe' }), () => false);
    expect(next.marker).toBe('activity');
  });

  test('B36 step 5 the Location cards go back; an exile who stayed away keeps his Embassy', () => {
    let s = atPhase9({
      exiled: ['Bo'], locations: { Ana: 'bank', Bo: 'exile', Cy: 'home', Di: 'mistress', Ed: 'nightclub' },
      extra: { revealed: true },
    });
    s = act(s, 'Bo', { type: 'stay' });
    expect(s.players.map((p) => p.location)).toEqual([null, 'exile', null, null, null]);
    expect(s.revealed).toBe(false);
  });

  test('B36 step 6 with 8 bills or more in the Foreign Aid deck the next round begins with phase 1', () => {
    const s = game({ phase: 9, aidSize: 8 });
    expect(s.ended).toBeNull();
    expect(s.round).toBe(2);
    expect(topFrame(s)).toMatchObject({ kind: 'pass' });
    expect(logged()).toContainEqual({ type: 'round', round: 2 });
  });

  test('B36 step 6 with fewer than 8 bills in the Foreign Aid deck the game ends (B64)', () => {
    const s = atPhase9({ accounts: { Bo: [0, 0, 1], Cy: [1, 1, 0] } });
    expect(s.ended).toEqual({ reason: 'aid', winners: [1, 2] });
  });
});
