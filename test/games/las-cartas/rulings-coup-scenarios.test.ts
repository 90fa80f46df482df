// Whole sequences from pinned-deck games around coups and the Vote of No Confidence (R15–R25),
// checking that every card is where it should be after every action.
import { checkConservation, type Action } from '../../../src/games/las-cartas/rules/index.js';
import { actAll, eventOf, eventsOf, FOUR, player, scenario, sorted, THREE } from '../../support/game.js';

const draw = (seat: string): Action => ({ type: 'draw-card', seat });
const play = (seat: string, card: string, more: Partial<Extract<Action, { type: 'play-card' }>> = {}): Action =>
  ({ type: 'play-card', seat, card, ...more });
const commit = (seat: string, cards: string[]): Action => ({ type: 'commit-coup', seat, cards });

/**
 * Four players, Ana President. Ana's budget: Ana 3 [m3#1], Bo 1 [m1#5], Cy 2 [m3#2] (understated),
 * Di 3 [m2#1, m1#6]. The votes defeat it 7 to 10; Cy has most against (4) and is First Rebel.
 * Bo steals Di's m1#4 with a Thief on the last turn. Ana moves Cy's returned m3#2 onto Di's stack.
 */
function failedBudget() {
  const start = scenario({
    players: FOUR,
    hands: {
      Ana: ['militia#1', 'army-officers#1', 'conservatives#1', 'students#1'],
      Bo: ['landowners#1', 'labor-unions#1', 'peasants#1', 'thief#1'],
      Cy: ['catholic-church', 'dock-workers#1', 'militia#2', 'bodyguard#1'],
      Di: ['coffee-barons', 'army-officers#2', 'mass-demonstration#1', 'labor-unions#2'],
    },
    drawPile: ['army-barracks#1', 'peasants#2', 'dock-workers#2', 'conservatives#2', 'landowners#2', 'smugglers', 'newspaper', 'cathedral'],
    money: ['m3', 'm3', 'm2', 'm1', 'm1'],
  });
  const voted = actAll(start, [
    { type: 'propose-budget', seat: 'Ana', stacks: [
      { to: 'Ana', money: ['m3#1'], announced: 3 }, { to: 'Bo', money: ['m1#5'], announced: 1 },
      { to: 'Cy', money: ['m3#2'], announced: 2 }, { to: 'Di', money: ['m2#1', 'm1#6'], announced: 3 },
    ] },
    play('Ana', 'conservatives#1', { vote: 'for' }),
    play('Bo', 'landowners#1', { vote: 'against' }),
    play('Cy', 'catholic-church', { vote: 'against' }),
    play('Di', 'mass-demonstration#1', { vote: 'for' }),
    play('Ana', 'students#1', { vote: 'for', target: 'Cy' }),
    play('Di', 'coffee-barons', { vote: 'against' }),
    draw('Cy'),
    play('Bo', 'thief#1', { target: 'Di' }),
    { type: 'react', seat: 'Di', bodyguard: null },
  ]);
  const s = voted.state;
  expect(eventOf(voted.events, 'votes-counted')).toMatchObject({ for: 7, against: 10, passed: false });
  expect(s.tally).toEqual({ for: [4, 0, 0, 3], against: [0, 3, 4, 3] });
  expect(player(s, 'Cy').hand).toContain('army-barracks#1');
  expect(player(s, 'Bo').top).toEqual(['m1#2', 'm1#4']);
  expect(s.coup).toMatchObject({ firstRebel: 2, step: 'redistribute', order: [2, 3, 0, 1] });
  expect(s.budget!.stacks[0].cards).toEqual(['m3#1', 'm3#2']);
  return actAll(s, [{ type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Di', money: ['m3#2'], announced: 6 }] }]).state;
}

describe('scenarios', () => {
  test('scenario: a failed budget with a coup the President wins', () => {
    const { state: s, events } = actAll(failedBudget(), [
      commit('Cy', ['militia#2', 'dock-workers#1']),
      commit('Di', ['rebellion#4', 'army-officers#2']),
      commit('Ana', ['militia#1', 'army-officers#1']),
      commit('Bo', ['labor-unions#1', 'peasants#1']),
    ]);
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [2, 3], presidentStrength: 13, rebelStrength: 10 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'president' });
    // R22: Cy loses m1#3 (Di's m1#4 was stolen), Ana and Bo deposit and take their stacks,
    // Di's stack (3 cards) is dealt Ana, Bo, Ana.
    expect(s.moneyOut).toEqual(['m1#3']);
    expect(player(s, 'Ana').swiss).toEqual(['m1#1']);
    expect(player(s, 'Bo').swiss).toEqual(['m1#2', 'm1#4']);
    expect(eventsOf(events, 'money-dealt')).toEqual([
      { type: 'money-dealt', seat: 0, count: 2, by: 0 },
      { type: 'money-dealt', seat: 1, count: 1, by: 0 },
    ]);
    expect(player(s, 'Ana').top[0]).toBe('m3#1');
    expect(player(s, 'Bo').top[0]).toBe('m1#5');
    expect(sorted([...player(s, 'Ana').top.slice(1), ...player(s, 'Bo').top.slice(1)])).toEqual(['m1#6', 'm2#1', 'm3#2']);
    for (const name of ['Cy', 'Di']) expect([player(s, name).top, player(s, name).swiss]).toEqual([[], []]);
    // R16, R25: played Interventions and committed cards are discarded; Rebellion cards go home.
    expect(sorted(s.politicalDiscard)).toEqual(sorted([
      'mass-demonstration#1', 'thief#1', 'militia#2', 'dock-workers#1', 'army-officers#2', 'militia#1', 'army-officers#1',
      'labor-unions#1', 'peasants#1',
    ]));
    expect(player(s, 'Ana').hand).toEqual(expect.arrayContaining(['conservatives#1', 'students#1']));
    expect(player(s, 'Cy').hand).toEqual(expect.arrayContaining(['catholic-church#1', 'rebellion#3']));
    expect(player(s, 'Di').hand).toEqual(expect.arrayContaining(['coffee-barons#1', 'rebellion#4']));
    expect(s.president).toBe(0);
    expect(s).toMatchObject({ phase: 'budget', round: 2, coup: null });
    expect(checkConservation(s)).toEqual([]);
  });

  test('scenario: a failed budget with a coup the rebels win', () => {
    const { state: s, events } = actAll(failedBudget(), [
      commit('Cy', ['militia#2', 'dock-workers#1']),
      commit('Di', ['rebellion#4', 'army-officers#2']),
      commit('Ana', ['army-officers#1']),
      commit('Bo', ['rebellion#2', 'labor-unions#1']),
    ]);
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 2, 3], presidentStrength: 4, rebelStrength: 13 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'rebels' });
    // R23: Ana loses m1#1; the Rebels deposit; every stack (5 cards) is dealt Cy, Di, Bo, Cy, Di.
    expect(s.moneyOut).toEqual(['m1#1']);
    expect(player(s, 'Ana').swiss).toEqual([]);
    expect(player(s, 'Ana').top).toEqual([]);
    expect(player(s, 'Bo').swiss).toEqual(['m1#2', 'm1#4']);
    expect(player(s, 'Cy').swiss).toEqual(['m1#3']);
    expect(player(s, 'Di').swiss).toEqual([]);
    expect(eventsOf(events, 'money-dealt')).toEqual([
      { type: 'money-dealt', seat: 2, count: 2, by: 2 },
      { type: 'money-dealt', seat: 3, count: 2, by: 2 },
      { type: 'money-dealt', seat: 1, count: 1, by: 2 },
    ]);
    expect(sorted(['Bo', 'Cy', 'Di'].flatMap((n) => player(s, n).top))).toEqual(['m1#5', 'm1#6', 'm2#1', 'm3#1', 'm3#2']);
    // R23, R25: Cy is President, Ana takes her Rebellion card, the other Rebels theirs.
    expect(s.president).toBe(2);
    expect(eventOf(events, 'round-started')).toMatchObject({ round: 2, president: 2 });
    expect(player(s, 'Ana').hand).toContain('rebellion#1');
    expect(player(s, 'Bo').hand).toContain('rebellion#2');
    expect(player(s, 'Di').hand).toContain('rebellion#4');
    expect(s.players.some((p) => p.hand.includes('rebellion#3'))).toBe(false);
    expect(checkConservation(s)).toEqual([]);
  });

  test('scenario: a 3-player coup won by the rebel with the highest contribution', () => {
    const start = scenario({
      players: THREE,
      president: 'Bo',
      hands: {
        Ana: ['catholic-church', 'conservatives#1', 'marxists', 'militia#2'],
        Bo: ['landowners#1', 'army-officers#1', 'peasants#1', 'dock-workers#1'],
        Cy: ['army-barracks#1', 'labor-unions#1', 'militia#1', 'peasants#2'],
      },
      money: ['m3', 'm2', 'm2', 'm1'],
    });
    const { state: s, events } = actAll(start, [
      { type: 'propose-budget', seat: 'Bo', stacks: [
        { to: 'Bo', money: ['m3#1', 'm1#4'], announced: 4 }, { to: 'Cy', money: ['m2#1'], announced: 2 },
        { to: 'Ana', money: ['m2#2'], announced: 1 },
      ] },
      // Fixed order: Bo, Cy, Ana, Bo, Ana, Cy.
      play('Bo', 'landowners#1', { vote: 'for' }),
      play('Cy', 'army-barracks#1'),
      play('Ana', 'catholic-church', { vote: 'against' }),
      draw('Bo'),
      play('Ana', 'conservatives#1', { vote: 'against' }),
      play('Cy', 'labor-unions#1', { vote: 'against' }),
      // No First Rebel: commitments start left of the President.
      commit('Cy', ['rebellion#3', 'militia#1']),
      commit('Ana', ['rebellion#1', 'marxists', 'militia#2']),
      commit('Bo', ['army-officers#1']),
    ]);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ for: 3, against: 9, passed: false });
    expect(eventsOf(events, 'first-rebel')).toEqual([]);
    expect(eventsOf(events, 'stack-returned')).toEqual([]);
    // Rebels: Cy 4 + Barracks 3 = 7, Ana Marxists 5 + Militia 4 = 9; the President 4.
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [0, 2], presidentStrength: 4, rebelStrength: 16 });
    expect(eventOf(events, 'new-president')).toMatchObject({ seat: 0 });
    expect(s.president).toBe(0);
    expect(s.moneyOut).toEqual(['m1#2']);
    expect(player(s, 'Ana').swiss).toEqual(['m1#1']);
    expect(player(s, 'Cy').swiss).toEqual(['m1#3']);
    expect(eventsOf(events, 'money-dealt')).toEqual([
      { type: 'money-dealt', seat: 0, count: 2, by: 0 },
      { type: 'money-dealt', seat: 2, count: 2, by: 0 },
    ]);
    expect(sorted([...player(s, 'Ana').top, ...player(s, 'Cy').top])).toEqual(['m1#4', 'm2#1', 'm2#2', 'm3#1']);
    expect(player(s, 'Bo').top).toEqual([]);
    expect(player(s, 'Bo').hand).toContain('rebellion#2');
    expect(player(s, 'Cy').hand).toContain('rebellion#3');
    expect(s.players.some((p) => p.hand.includes('rebellion#1'))).toBe(false);
    expect(player(s, 'Cy').inPlay.map((c) => c.card)).toEqual(['army-barracks#1']);
    expect(sorted(s.politicalDiscard)).toEqual(['army-officers#1', 'marxists#1', 'militia#1', 'militia#2']);
    expect(eventOf(events, 'round-started')).toMatchObject({ round: 2, president: 0 });
    expect(checkConservation(s)).toEqual([]);
  });

  test('scenario: a Vote of No Confidence played by the President', () => {
    const start = scenario({
      players: FOUR,
      hands: { Ana: ['vote-of-no-confidence', 'landowners#1'], Bo: ['conservatives#1'], Di: ['catholic-church'] },
      money: ['m3', 'm3', 'm2', 'm1', 'm1'],
    });
    const { state: s, events } = actAll(start, [
      { type: 'propose-budget', seat: 'Ana', stacks: [
        { to: 'Ana', money: ['m2#1'], announced: 2 }, { to: 'Bo', money: ['m3#1'], announced: 3 },
        { to: 'Cy', money: ['m3#2'], announced: 3 }, { to: 'Di', money: ['m1#5', 'm1#6'], announced: 2 },
      ] },
      play('Ana', 'vote-of-no-confidence', { target: 'Cy' }),
      { type: 'propose-budget', seat: 'Cy', stacks: [
        { to: 'Cy', money: ['m3#1', 'm3#2'], announced: 6 }, { to: 'Ana', money: ['m2#1'], announced: 2 },
        { to: 'Bo', money: ['m1#5'], announced: 1 }, { to: 'Di', money: ['m1#6'], announced: 1 },
      ] },
      // Cy, now President, bribes Bo before Bo's turn (R11).
      { type: 'bribe', seat: 'Cy', to: 'Bo', money: ['m3#2'], announced: 4, ownAnnounced: 3 },
      play('Bo', 'conservatives#1', { vote: 'for' }),
      draw('Cy'),
      play('Di', 'catholic-church', { vote: 'against' }),
      play('Ana', 'landowners#1', { vote: 'for' }),
      draw('Di'),
      draw('Cy'),
      draw('Bo'),
    ]);
    expect(eventOf(events, 'presidency-handed-over')).toMatchObject({ from: 0, successor: 2 });
    expect(eventsOf(events, 'turn-started').map((e) => e.seat)).toEqual([0, 1, 2, 3, 0, 3, 2, 1]);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ for: 6, against: 4, passed: true });
    // R17 under the new President, who stays.
    expect(s.players.map((p) => [p.swiss, p.top])).toEqual([
      [['m1#1'], ['m2#1']], [['m1#2'], ['m1#5', 'm3#2']], [['m1#3'], ['m3#1']], [['m1#4'], ['m1#6']],
    ]);
    expect(s.president).toBe(2);
    expect(eventOf(events, 'round-started')).toMatchObject({ round: 2, president: 2 });
    expect(eventsOf(events, 'foreign-aid-drawn').at(-1)).toMatchObject({ seat: 2 });
    expect(player(s, 'Ana').hand).toContain('rebellion#1');
    expect(s.players.some((p) => p.hand.includes('rebellion#3'))).toBe(false);
    expect(s.politicalDiscard).toEqual(['vote-of-no-confidence#1']);
    expect(checkConservation(s)).toEqual([]);
  });

  test('scenario: a Vote of No Confidence played by a non-President', () => {
    const start = scenario({
      players: FOUR,
      hands: {
        Ana: ['conservatives#1', 'army-officers#1'],
        Bo: ['landowners#1', 'peasants#1'],
        Cy: ['coffee-barons', 'militia#2'],
        Di: ['vote-of-no-confidence', 'militia#1', 'labor-unions#1'],
      },
      money: ['m3', 'm3', 'm2', 'm1', 'm1'],
    });
    const { state: s, events } = actAll(start, [
      { type: 'propose-budget', seat: 'Ana', stacks: [
        { to: 'Ana', money: ['m2#1'], announced: 2 }, { to: 'Bo', money: ['m3#1'], announced: 3 },
        { to: 'Cy', money: ['m3#2'], announced: 3 }, { to: 'Di', money: ['m1#5', 'm1#6'], announced: 2 },
      ] },
      play('Ana', 'conservatives#1', { vote: 'for' }),
      play('Bo', 'landowners#1', { vote: 'against' }),
      play('Cy', 'coffee-barons', { vote: 'for' }),
      play('Di', 'vote-of-no-confidence'),
      // R18 via R19: Di returns [m1#5, m1#6]; Ana spreads them over Bo and Cy (2 + 4 + 4 = 10).
      { type: 'redistribute', seat: 'Ana', stacks: [
        { to: 'Bo', money: ['m1#5'], announced: 4 }, { to: 'Cy', money: ['m1#6'], announced: 4 },
      ] },
      commit('Di', ['militia#1', 'labor-unions#1']),
      commit('Ana', ['army-officers#1']),
      commit('Bo', ['rebellion#2', 'peasants#1']),
      commit('Cy', ['militia#2']),
    ]);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ for: 6, against: 3, passed: false });
    expect(eventOf(events, 'first-rebel')).toMatchObject({ seat: 3, reason: 'no-confidence' });
    expect(eventsOf(events, 'turn-started').map((e) => e.seat)).toEqual([0, 1, 2, 3]);
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 3], presidentStrength: 8, rebelStrength: 9 });
    // R23: Ana and Cy lose their top Money; Bo and Di deposit; five cards are dealt Di, Bo, Di, Bo, Di.
    expect(sorted(s.moneyOut)).toEqual(['m1#1', 'm1#3']);
    expect(player(s, 'Bo').swiss).toEqual(['m1#2']);
    expect(player(s, 'Di').swiss).toEqual(['m1#4']);
    expect(eventsOf(events, 'money-dealt')).toEqual([
      { type: 'money-dealt', seat: 3, count: 3, by: 3 },
      { type: 'money-dealt', seat: 1, count: 2, by: 3 },
    ]);
    expect(sorted([...player(s, 'Bo').top, ...player(s, 'Di').top])).toEqual(['m1#5', 'm1#6', 'm2#1', 'm3#1', 'm3#2']);
    expect(s.president).toBe(3);
    expect(player(s, 'Ana').hand).toContain('rebellion#1');
    expect(player(s, 'Bo').hand).toContain('rebellion#2');
    expect(s.players.some((p) => p.hand.includes('rebellion#4'))).toBe(false);
    expect(sorted(s.politicalDiscard)).toEqual(
      ['army-officers#1', 'labor-unions#1', 'militia#1', 'militia#2', 'peasants#1', 'vote-of-no-confidence#1']);
    expect(eventOf(events, 'round-started')).toMatchObject({ round: 2, president: 3 });
    expect(checkConservation(s)).toEqual([]);
  });
});
