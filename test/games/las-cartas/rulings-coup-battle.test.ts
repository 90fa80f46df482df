// Rulings R21–R25: the battle, its outcomes, three-player coups and what happens to committed cards.
import { checkConservation, legalActions, visibleTo, type State } from '../../../src/games/las-cartas/rules/index.js';
import {
  act, actWithEvents, commitAll, eventOf, eventsOf, finishVotingWithEvents, FOUR, game, type Move, player,
  redistributeNothing, rejected, sorted, THREE_8M, turns, whoMustAct,
} from '../../support/game.js';

// Four players, Ana President; the default budget (game) gives Ana [m2#1], Bo [m3#1],
// Cy [m3#2], Di [m1#5, m1#6]; every Middleman starts with m1#(seat+1) on top.
const HANDS4: Record<string, string[]> = {
  Ana: ['militia#1', 'marxists', 'thief#1', 'conservatives#1'],
  Bo: ['landowners#1', 'militia#2', 'labor-unions#1', 'cathedral'],
  Cy: ['army-officers#1', 'peasants#1', 'labor-unions#2', 'catholic-church'],
  Di: ['army-officers#2', 'peasants#2', 'dock-workers#1', 'martyrs'],
};
const BO_AGAINST: Move[] = ['draw', { card: 'landowners#1', vote: 'against' }];

/** A 4-player coup at its commit step; by default Bo is First Rebel (3 against) and nothing is redistributed. */
function coup4(hands: Record<string, string[]> = {}, moves: Move[] = BO_AGAINST): State {
  const s = game({ ...HANDS4, ...hands }, { players: FOUR });
  return redistributeNothing(finishVotingWithEvents(turns(s, ...moves).state).state);
}

describe('R21 battle', () => {
  test("R21 Buildings in play before the coup count for their owner's side", () => {
    const s = coup4(
      { Cy: ['army-barracks#2', 'peasants#1', 'labor-unions#2', 'catholic-church'], Di: ['army-barracks#1', 'peasants#2', 'dock-workers#1', 'martyrs'] },
      [...BO_AGAINST, { card: 'army-barracks#2' }, { card: 'army-barracks#1' }],
    );
    const { state, events } = commitAll(s, { Bo: ['militia#2'], Cy: ['rebellion#3'] });
    // Rebels: Militia 4 + Cy's Barracks 3; President: Di's Barracks 3.
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 2], presidentStrength: 3, rebelStrength: 7 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'rebels' });
    expect(player(state, 'Cy').inPlay.map((c) => c.card)).toEqual(['army-barracks#2']);
    expect(player(state, 'Di').inPlay.map((c) => c.card)).toEqual(['army-barracks#1']);
  });

  test('R21 committed Buildings and Interventions are bluffs worth 0, and votes do not matter', () => {
    const s = coup4({ Bo: ['landowners#1', 'militia#2', 'labor-unions#1', 'army-barracks#1'] });
    const { events } = commitAll(s, {
      Bo: ['army-barracks#1'], Cy: ['rebellion#3', 'catholic-church#1'], Di: ['dock-workers#1'], Ana: ['thief#1'],
    });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 2], presidentStrength: 2, rebelStrength: 0 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'president' });
  });

  test('R21 Marxists are worth 5 for the Rebels', () => {
    const s = coup4({
      Ana: ['militia#1', 'thief#1', 'conservatives#1', 'landowners#2'],
      Cy: ['army-officers#1', 'peasants#1', 'labor-unions#2', 'marxists'],
    });
    const { events } = commitAll(s, { Cy: ['rebellion#3', 'marxists#1'], Ana: ['militia#1'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ presidentStrength: 4, rebelStrength: 5 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'rebels' });
  });

  test("R21 Marxists are worth their printed 2 for the President's side", () => {
    const s = coup4();
    const { events } = commitAll(s, { Bo: ['labor-unions#1'], Ana: ['marxists#1'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ presidentStrength: 2, rebelStrength: 3 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'rebels' });
  });

  test("R21 the Presidential Palace counts for the President's side even when a Rebel owns it", () => {
    const s = coup4(
      { Bo: ['landowners#1', 'presidential-palace', 'labor-unions#1', 'militia#2'] },
      [...BO_AGAINST, 'draw', 'draw', 'draw', 'draw', 'draw', { card: 'presidential-palace', vote: 'against' }],
    );
    expect(s.coup!.firstRebel).toBe(1);
    expect(player(s, 'Bo').inPlay.map((c) => c.card)).toEqual(['presidential-palace#1']);
    const { events } = commitAll(s, { Bo: ['labor-unions#1'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ presidentStrength: 3, rebelStrength: 3 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'president' });
  });

  test('R21 a tie goes to the President', () => {
    const { events } = commitAll(coup4(), { Bo: ['militia#2'], Ana: ['militia#1'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ presidentStrength: 4, rebelStrength: 4 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'president' });
  });

  test('R21 all face-down cards are revealed together, once the last player has committed', () => {
    let s = coup4();
    const early = actWithEvents(s, { type: 'commit-coup', seat: 'Bo', cards: ['militia#2'] });
    expect(eventsOf(early.events, 'coup-revealed')).toEqual([]);
    s = act(early.state, { type: 'commit-coup', seat: 'Cy', cards: ['rebellion#3'] });
    s = act(s, { type: 'commit-coup', seat: 'Di', cards: ['peasants#2'] });
    const last = actWithEvents(s, { type: 'commit-coup', seat: 'Ana', cards: [] });
    const revealed = eventOf(last.events, 'coup-revealed');
    expect(revealed.to).toBeUndefined();
    expect(revealed.committed).toEqual([[], ['militia#2'], ['rebellion#3'], ['peasants#2']]);
  });
});

describe('R22 President wins', () => {
  /**
   * Cy is President (stacks: Cy [m2#1], Di [m3#1], Ana [m3#2], Bo [m1#5, m1#6]). Di is First Rebel
   * and returns [m3#1], which Cy moves onto Bo's stack. Bo joins the Rebels; Ana stays loyal.
   * The President's side wins 4 to 2.
   */
  function presidentWins() {
    let s = game({
      Ana: ['army-officers#1', 'dock-workers#1', 'conservatives#1', 'coffee-barons'],
      Bo: ['labor-unions#1', 'dock-workers#2', 'conservatives#2', 'landowners#2'],
      Cy: ['militia#1', 'peasants#2', 'army-officers#2', 'catholic-church'],
      Di: ['landowners#1', 'peasants#1', 'militia#2', 'labor-unions#2'],
    }, { players: FOUR, president: 'Cy' });
    s = finishVotingWithEvents(turns(s, 'draw', { card: 'landowners#1', vote: 'against' }).state).state;
    expect(s.coup!.firstRebel).toBe(3);
    s = act(s, { type: 'redistribute', seat: 'Cy', stacks: [{ to: 'Bo', money: ['m3#1'], announced: 5 }] });
    expect(s.budget!.stacks[1].cards).toEqual(['m1#5', 'm1#6', 'm3#1']);
    const { state, events } = commitAll(s, { Di: ['peasants#1'], Bo: ['rebellion#2'], Cy: ['militia#1'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 3], presidentStrength: 4, rebelStrength: 2 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'president' });
    return { state, events };
  }

  test('R22 Rebels lose all Money on top of their Middlemen, face up and out of the game', () => {
    const { state, events } = presidentWins();
    expect(sorted(state.moneyOut)).toEqual(['m1#2', 'm1#4']);
    expect(eventsOf(events, 'money-lost')).toEqual([
      { type: 'money-lost', seat: 1, cards: ['m1#2'] },
      { type: 'money-lost', seat: 3, cards: ['m1#4'] },
    ]);
    for (const name of ['Bo', 'Di']) {
      expect(player(state, name).top).toEqual([]);
      expect(player(state, name).swiss).toEqual([]);
    }
    expect(checkConservation(state)).toEqual([]);
  });

  test('R22 the President and the loyal players deposit, then put their own stacks on top', () => {
    const { state } = presidentWins();
    expect(player(state, 'Cy').swiss).toEqual(['m1#3']);
    expect(player(state, 'Ana').swiss).toEqual(['m1#1']);
    expect(player(state, 'Cy').top[0]).toBe('m2#1');
    expect(player(state, 'Ana').top[0]).toBe('m3#2');
  });

  test("R22 the Rebels' stacks are dealt from the President clockwise among the loyal side; only each receiver sees the values", () => {
    const { state, events } = presidentWins();
    // Clockwise from Cy the loyal side is Cy, then Ana (seat 0): three cards go Cy, Ana, Cy.
    expect(eventsOf(events, 'money-dealt')).toEqual([
      { type: 'money-dealt', seat: 2, count: 2, by: 2 },
      { type: 'money-dealt', seat: 0, count: 1, by: 2 },
    ]);
    const cards = eventsOf(events, 'money-dealt-card');
    expect(cards).toHaveLength(3);
    for (const e of cards) expect(e.to).toEqual([e.seat]);
    expect(sorted(cards.map((e) => e.card))).toEqual(['m1#5', 'm1#6', 'm3#1']);
    const dealtTo = (seat: number) => cards.filter((e) => e.seat === seat).map((e) => e.card);
    expect(player(state, 'Cy').top).toEqual(['m2#1', ...dealtTo(2)]);
    expect(player(state, 'Ana').top).toEqual(['m3#2', ...dealtTo(0)]);
    expect([0, 1, 2, 3].filter((seat) => visibleTo(cards[0], seat))).toEqual([cards[0].seat]);
  });

  test('R22 the Rebels take their Rebellion cards into hand and the President stays', () => {
    const { state, events } = presidentWins();
    expect(player(state, 'Bo').hand).toContain('rebellion#2');
    expect(player(state, 'Di').hand).toContain('rebellion#4');
    expect(state.president).toBe(2);
    expect(player(state, 'Cy').hand).not.toContain('rebellion#3');
    expect(eventsOf(events, 'new-president')).toEqual([]);
    expect(eventOf(events, 'round-started')).toMatchObject({ round: 2, president: 2 });
  });
});

describe('R23 Rebels win', () => {
  /** Ana President; Di First Rebel (3 against), Bo joins the Rebels; the Rebels win 7 to 0. */
  function rebelsWin() {
    let s = game({
      Bo: ['labor-unions#1', 'dock-workers#2', 'conservatives#2', 'landowners#2'],
      Di: ['landowners#1', 'peasants#1', 'militia#2', 'labor-unions#2'],
    }, { players: FOUR });
    s = finishVotingWithEvents(turns(s, 'draw', 'draw', 'draw', { card: 'landowners#1', vote: 'against' }).state).state;
    expect(s.coup!.firstRebel).toBe(3);
    expect(s.budget!.stacks.map((st) => st.cards)).toEqual([['m2#1', 'm1#5', 'm1#6'], ['m3#1'], ['m3#2'], []]);
    s = redistributeNothing(s);
    const { state, events } = commitAll(s, { Di: ['militia#2'], Bo: ['rebellion#2', 'labor-unions#1'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 3], presidentStrength: 0, rebelStrength: 7 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'rebels' });
    return { state, events };
  }

  test('R23 the President and the loyal players lose all Money on top of their Middlemen', () => {
    const { state } = rebelsWin();
    expect(sorted(state.moneyOut)).toEqual(['m1#1', 'm1#3']);
    for (const name of ['Ana', 'Cy']) {
      expect(player(state, name).top).toEqual([]);
      expect(player(state, name).swiss).toEqual([]);
    }
    expect(checkConservation(state)).toEqual([]);
  });

  test('R23 the Rebels deposit, then the First Rebel deals every stack from themselves clockwise among the Rebels', () => {
    const { state, events } = rebelsWin();
    expect(player(state, 'Bo').swiss).toEqual(['m1#2']);
    expect(player(state, 'Di').swiss).toEqual(['m1#4']);
    // Clockwise from Di (seat 3) the Rebels are Di, then Bo: five cards go Di, Bo, Di, Bo, Di.
    expect(eventsOf(events, 'money-dealt')).toEqual([
      { type: 'money-dealt', seat: 3, count: 3, by: 3 },
      { type: 'money-dealt', seat: 1, count: 2, by: 3 },
    ]);
    expect(sorted([...player(state, 'Di').top, ...player(state, 'Bo').top]))
      .toEqual(['m1#5', 'm1#6', 'm2#1', 'm3#1', 'm3#2']);
    expect(player(state, 'Di').top).toHaveLength(3);
    for (const e of eventsOf(events, 'money-dealt-card')) expect(e.to).toEqual([e.seat]);
  });

  test("R23 the First Rebel becomes President; the old President takes their Rebellion card into hand", () => {
    const { state, events } = rebelsWin();
    expect(eventOf(events, 'new-president')).toMatchObject({ seat: 3 });
    expect(state.president).toBe(3);
    expect(player(state, 'Ana').hand).toContain('rebellion#1');
    expect(player(state, 'Di').hand).not.toContain('rebellion#4');
    expect(eventOf(events, 'round-started')).toMatchObject({ round: 2, president: 3 });
  });
});

describe('R24 three players', () => {
  // Ana President; stacks Ana [m1#4] (1), Bo [m3#1] (3), Cy [m2#1, m2#2] (4); order Ana, Bo, Cy, Ana, Cy, Bo.
  const HANDS3: Record<string, string[]> = {
    Ana: ['conservatives#1', 'coffee-barons', 'dock-workers#1', 'thief#1'],
    Bo: ['landowners#1', 'labor-unions#1', 'militia#1', 'peasants#1'],
    Cy: ['militia#2', 'marxists', 'army-officers#1', 'peasants#2'],
  };

  function coup3(hands: Record<string, string[]> = {}, moves: Move[] = ['draw', { card: 'landowners#1', vote: 'against' }]): State {
    const s = game({ ...HANDS3, ...hands }, THREE_8M);
    return finishVotingWithEvents(turns(s, ...moves).state).state;
  }

  test('R24 there is no First Rebel and nobody returns a stack before the battle', () => {
    const s = game(HANDS3, THREE_8M);
    const stacks = s.budget!.stacks.map((st) => ({ ...st }));
    const { state, events } = finishVotingWithEvents(turns(s, 'draw', { card: 'landowners#1', vote: 'against' }).state);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ passed: false });
    expect(state.coup).toMatchObject({ firstRebel: null, declaredRebel: null, step: 'commit' });
    expect(eventsOf(events, 'first-rebel')).toEqual([]);
    expect(eventsOf(events, 'stack-returned')).toEqual([]);
    expect(state.budget!.stacks).toEqual(stacks);
    expect(player(state, 'Bo').hand).toContain('rebellion#2');
    expect(whoMustAct(state)).toEqual(['Bo:commit-coup']);
  });

  test('R24 if the Rebels win, the Rebel with the highest contribution becomes President and deals as in R23', () => {
    const { state, events } = commitAll(coup3(), { Bo: ['rebellion#2', 'labor-unions#1'], Cy: ['rebellion#3', 'militia#2'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 2], rebelStrength: 7 });
    expect(eventOf(events, 'new-president')).toMatchObject({ seat: 2 });
    expect(state.president).toBe(2);
    expect(state.moneyOut).toEqual(['m1#1']);
    expect(player(state, 'Bo').swiss).toEqual(['m1#2']);
    expect(player(state, 'Cy').swiss).toEqual(['m1#3']);
    expect(eventsOf(events, 'money-dealt')).toEqual([
      { type: 'money-dealt', seat: 2, count: 2, by: 2 },
      { type: 'money-dealt', seat: 1, count: 2, by: 2 },
    ]);
    expect(sorted([...player(state, 'Bo').top, ...player(state, 'Cy').top])).toEqual(['m1#4', 'm2#1', 'm2#2', 'm3#1']);
    expect(checkConservation(state)).toEqual([]);
  });

  test('R24 a contribution counts the Rebel\'s own Buildings in play, but never the Presidential Palace', () => {
    const s = coup3(
      { Bo: ['landowners#1', 'army-barracks#1', 'peasants#1', 'militia#1'], Cy: ['presidential-palace', 'militia#2', 'army-officers#1', 'peasants#2'] },
      ['draw', { card: 'army-barracks#1' }, { card: 'presidential-palace', vote: 'against' }],
    );
    expect(s.phase).toBe('coup');
    // Bo: Peasants 2 + Barracks 3 = 5. Cy: Militia 4 (7 if the Palace counted).
    const { state, events } = commitAll(s, { Bo: ['rebellion#2', 'peasants#1'], Cy: ['rebellion#3', 'militia#2'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 2], presidentStrength: 3, rebelStrength: 9 });
    expect(eventOf(events, 'new-president')).toMatchObject({ seat: 1 });
    expect(state.president).toBe(1);
  });

  test('R24 a contribution applies card text: Marxists count 5', () => {
    const { events } = commitAll(coup3(), { Bo: ['rebellion#2', 'militia#1'], Cy: ['rebellion#3', 'marxists#1'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebelStrength: 9 });
    expect(eventOf(events, 'new-president')).toMatchObject({ seat: 2 });
  });

  test('R24 on a tie, the old President chooses among the tied Rebels', () => {
    let s = commitAll(coup3(), { Bo: ['rebellion#2', 'militia#1'], Cy: ['rebellion#3', 'militia#2'] }).state;
    expect(s.coup).toMatchObject({ step: 'choose-president', tiedForPresidency: [1, 2] });
    expect(whoMustAct(s)).toEqual(['Ana:choose-president']);
    expect(legalActions(s, 0).actions).toEqual([
      { type: 'choose-president', seat: 'Ana', name: 'Bo' },
      { type: 'choose-president', seat: 'Ana', name: 'Cy' },
    ]);
    expect(player(s, 'Ana').top).toEqual(['m1#1']);
    expect(rejected(s, { type: 'choose-president', seat: 'Ana', name: 'Ana' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'choose-president', seat: 'Bo', name: 'Bo' }).code).toBe('not-your-turn');
    const { state, events } = actWithEvents(s, { type: 'choose-president', seat: 'Ana', name: 'Bo' });
    s = state;
    expect(s.president).toBe(1);
    expect(eventOf(events, 'new-president')).toMatchObject({ seat: 1 });
    expect(eventsOf(events, 'money-dealt')[0]).toMatchObject({ seat: 1, by: 1 });
    expect(s.moneyOut).toEqual(['m1#1']);
    expect(checkConservation(s)).toEqual([]);
  });

  test('R24 if the President wins a 3-player coup, R22 applies: the President stays, the Rebels\' stacks go to the loyal side', () => {
    const { state, events } = commitAll(coup3(), { Bo: ['rebellion#2', 'peasants#1'], Ana: ['thief#1', 'coffee-barons#1'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1], presidentStrength: 2, rebelStrength: 2 });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'president' });
    expect(state.president).toBe(0);
    expect(eventsOf(events, 'money-dealt')).toEqual([
      { type: 'money-dealt', seat: 0, count: 1, by: 0 },
    ]);
    expect(player(state, 'Cy').top).toEqual(['m2#1', 'm2#2']);
  });
});

describe('R25 after the coup', () => {
  test('R25 every committed card is discarded, whatever its kind or side; Rebellion cards go home', () => {
    const { state } = commitAll(coup4(), {
      Bo: ['militia#2', 'cathedral#1'], Cy: ['rebellion#3', 'army-officers#1'], Di: ['peasants#2'], Ana: ['thief#1', 'militia#1'],
    });
    expect(state.president).toBe(1);
    expect(sorted(state.politicalDiscard)).toEqual(
      ['army-officers#1', 'cathedral#1', 'militia#1', 'militia#2', 'peasants#2', 'thief#1']);
    expect(player(state, 'Cy').hand).toContain('rebellion#3');
    expect(player(state, 'Ana').hand).toContain('rebellion#1');
    expect(checkConservation(state)).toEqual([]);
  });

  test("R25 the new President's Rebellion card goes under the President card", () => {
    const { state } = commitAll(coup4(), { Bo: ['militia#2'], Cy: ['rebellion#3', 'army-officers#1'] });
    expect(state.president).toBe(1);
    expect(state.players.some((p) => p.hand.includes('rebellion#2'))).toBe(false);
    expect(checkConservation(state)).toEqual([]);
  });

  test("R25 with 3 players, the new President's committed Rebellion card goes under the President card too", () => {
    const { state } = commitAll(coup3For25(), { Bo: ['rebellion#2', 'labor-unions#1'], Cy: ['rebellion#3', 'militia#2'] });
    expect(state.president).toBe(2);
    expect(player(state, 'Cy').hand).not.toContain('rebellion#3');
    expect(player(state, 'Bo').hand).toContain('rebellion#2');
    expect(player(state, 'Ana').hand).toContain('rebellion#1');
    expect(state.politicalDiscard).not.toContain('rebellion#3');
    expect(checkConservation(state)).toEqual([]);
  });

  test('R25 after a failed coup, the Rebels\' Rebellion cards go back to hand, face up or committed', () => {
    const { state } = commitAll(coup4(), { Cy: ['rebellion#3'], Ana: ['militia#1'] });
    expect(state.president).toBe(0);
    expect(player(state, 'Bo').hand).toContain('rebellion#2');
    expect(player(state, 'Cy').hand).toContain('rebellion#3');
    expect(state.politicalDiscard).toEqual(['militia#1']);
  });

  test('R25 Martyrs: every Influence card their player committed goes back to hand, other cards are discarded', () => {
    const s = coup4({ Di: ['martyrs', 'peasants#2', 'army-barracks#1', 'thief#2'] });
    const { state, events } = commitAll(s, {
      Bo: ['militia#2'], Di: ['martyrs#1', 'peasants#2', 'army-barracks#1', 'thief#2'], Ana: ['militia#1'],
    });
    expect(eventOf(events, 'coup-won')).toMatchObject({ side: 'president' });
    expect(eventOf(events, 'martyrs')).toMatchObject({ seat: 3, cards: ['martyrs#1', 'peasants#2'] });
    expect(player(state, 'Di').hand).toEqual(expect.arrayContaining(['martyrs#1', 'peasants#2']));
    expect(sorted(state.politicalDiscard)).toEqual(['army-barracks#1', 'militia#1', 'militia#2', 'thief#2']);
    expect(checkConservation(state)).toEqual([]);
  });
});

/** The R24 three-player coup at its commit step (Bo 3 against), for R25. */
function coup3For25(): State {
  const s = game({ Bo: ['landowners#1', 'labor-unions#1', 'militia#1', 'peasants#1'], Cy: ['militia#2', 'marxists', 'army-officers#1', 'peasants#2'] }, THREE_8M);
  return finishVotingWithEvents(turns(s, 'draw', { card: 'landowners#1', vote: 'against' }).state).state;
}
