// Rulings R15–R17: reactions, the end of phase 3 and a passed budget.
import { checkConservation, legalActions } from '../../../src/games/las-cartas/rules/index.js';
import {
  actWithEvents, eventOf, eventsOf, finishVotingWithEvents, FOUR, game, player, rejected, sorted, turns,
  whoMustAct,
} from '../../support/game.js';

// Four players, Ana President; the fixed order is Ana, Bo, Cy, Di, Ana, Di, Cy, Bo (R10).

describe('R15 reactions', () => {
  test('R15 a Bodyguard from hand cancels an Assassin aimed at its holder; both cards are discarded at once', () => {
    let s = game({ Bo: ['landowners', 'bodyguard'], Cy: ['assassin'] }, { players: FOUR });
    s = turns(s, 'draw', { card: 'landowners', vote: 'against' }, { card: 'assassin', target: 'landowners' }).state;
    expect(whoMustAct(s)).toEqual(['Bo:react']);
    const { state, events } = actWithEvents(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard' });
    expect(player(state, 'Bo').inPlay).toEqual([{ card: 'landowners#1', vote: 'against' }]);
    expect(player(state, 'Bo').hand).not.toContain('bodyguard#1');
    expect(player(state, 'Cy').inPlay).toEqual([]);
    expect(sorted(state.politicalDiscard)).toEqual(['assassin#1', 'bodyguard#1']);
    expect(eventOf(events, 'attack-answered')).toMatchObject({ seat: 1, blocked: true, bodyguard: 'bodyguard#1' });
    expect(checkConservation(state)).toEqual([]);
  });

  test('R15 a Bodyguard from play cancels a Thief and, discarded, loses its votes', () => {
    let s = game({ Bo: ['bodyguard'], Cy: ['thief'] }, { players: FOUR });
    s = turns(s, 'draw', { card: 'bodyguard', vote: 'against' }, { card: 'thief', target: 'Bo' }).state;
    s = actWithEvents(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' }).state;
    expect(player(s, 'Bo').inPlay).toEqual([]);
    expect(player(s, 'Bo').top).toEqual(['m1#2']);
    expect(player(s, 'Cy').top).toEqual(['m1#3']);
    expect(sorted(s.politicalDiscard)).toEqual(['bodyguard#1', 'thief#1']);
    const { events } = finishVotingWithEvents(s);
    // Bo's one vote against left with the Bodyguard: 0 against 0, the budget passes.
    expect(eventOf(events, 'votes-counted')).toMatchObject({ against: 0, passed: true });
  });

  test('R15 a Bodyguard in play may protect itself from an Assassin aimed at it', () => {
    let s = game({ Bo: ['bodyguard'], Cy: ['assassin'] }, { players: FOUR });
    s = turns(s, 'draw', { card: 'bodyguard', vote: 'for' }, { card: 'assassin', target: 'bodyguard' }).state;
    expect(s.voting!.reaction).toMatchObject({ target: 1, aimedAt: 'bodyguard#1' });
    const { state, events } = actWithEvents(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' });
    expect(eventOf(events, 'attack-answered')).toMatchObject({ blocked: true });
    // Cancelled: the Assassin goes to the discard pile at once instead of staying in play (R6).
    expect(player(state, 'Cy').inPlay).toEqual([]);
    expect(sorted(state.politicalDiscard)).toEqual(['assassin#1', 'bodyguard#1']);
  });

  test('R15 the target is asked even without a Bodyguard, and may only let the attack through', () => {
    let s = game({ Bo: ['landowners'], Cy: ['assassin'] }, { players: FOUR });
    expect(player(s, 'Bo').hand.some((c) => c.startsWith('bodyguard'))).toBe(false);
    s = turns(s, 'draw', { card: 'landowners', vote: 'against' }, { card: 'assassin', target: 'landowners' }).state;
    expect(whoMustAct(s)).toEqual(['Bo:react']);
    expect(legalActions(s, 1).actions).toEqual([{ type: 'react', seat: 'Bo', bodyguard: null }]);
    const { state, events } = actWithEvents(s, { type: 'react', seat: 'Bo', bodyguard: null });
    expect(eventOf(events, 'attack-answered')).toMatchObject({ seat: 1, blocked: false });
    expect(player(state, 'Bo').inPlay).toEqual([]);
    expect(state.politicalDiscard).toEqual(['landowners#1']);
    expect(player(state, 'Cy').inPlay.map((c) => c.card)).toEqual(['assassin#1']);
  });

  test('R15 a holder of a Bodyguard is asked the same way and may choose among answers', () => {
    let s = game({ Bo: ['landowners', 'bodyguard'], Cy: ['assassin'] }, { players: FOUR });
    s = turns(s, 'draw', { card: 'landowners', vote: 'against' }, { card: 'assassin', target: 'landowners' }).state;
    expect(whoMustAct(s)).toEqual(['Bo:react']);
    expect(legalActions(s, 1).actions).toEqual([
      { type: 'react', seat: 'Bo', bodyguard: null },
      { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' },
    ]);
  });

  test("R15 a Thief's random pick happens only after the target's answer", () => {
    let s = game({ Cy: ['thief'] }, { players: FOUR });
    s = turns(s, 'draw', 'draw').state;
    const rngBefore = s.rng;
    s = turns(s, { card: 'thief', target: 'Bo' }).state;
    expect(whoMustAct(s)).toEqual(['Bo:react']);
    expect(s.rng).toEqual(rngBefore);
    expect(player(s, 'Bo').top).toEqual(['m1#2']);
    expect(player(s, 'Cy').top).toEqual(['m1#3']);
    const { state, events } = actWithEvents(s, { type: 'react', seat: 'Bo', bodyguard: null });
    expect(state.rng).not.toEqual(rngBefore);
    expect(player(state, 'Bo').top).toEqual([]);
    expect(sorted(player(state, 'Cy').top)).toEqual(['m1#2', 'm1#3']);
    expect(eventOf(events, 'money-stolen')).toMatchObject({ seat: 2, from: 1, took: true });
  });

  test('R15 only the target answers, and only with a Bodyguard of their own', () => {
    let s = game({ Cy: ['thief'], Di: ['bodyguard'] }, { players: FOUR });
    s = turns(s, 'draw', 'draw', { card: 'thief', target: 'Bo' }).state;
    expect(rejected(s, { type: 'react', seat: 'Di', bodyguard: 'bodyguard#1' }).code).toBe('not-your-turn');
    expect(rejected(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' }).code).toBe('not-yours');
    // Nor may anyone carry on with the turns before the answer.
    expect(rejected(s, { type: 'draw-card', seat: 'Di' }).code).toBe('not-your-turn');
  });

  test("R15 a reaction is not a turn's play: the Bodyguard's holder still plays on their own turn", () => {
    let s = game({ Cy: ['thief'], Di: ['bodyguard', 'landowners'] }, { players: FOUR });
    s = turns(s, 'draw', 'draw', { card: 'thief', target: 'Di' }).state;
    s = actWithEvents(s, { type: 'react', seat: 'Di', bodyguard: 'bodyguard' }).state;
    expect(whoMustAct(s)).toEqual(['Di:play-or-draw']);
    expect(s.voting!.index).toBe(3);
    s = turns(s, { card: 'landowners', vote: 'for' }).state;
    expect(player(s, 'Di').inPlay).toEqual([{ card: 'landowners#1', vote: 'for' }]);
  });
});

describe('R16 end of phase 3', () => {
  test('R16 the counted votes are recorded before the played cards leave the table', () => {
    let s = game({ Bo: ['landowners'], Cy: ['catholic-church'] }, { players: FOUR });
    s = turns(s, 'draw', { card: 'landowners', vote: 'against' }, { card: 'catholic-church', vote: 'for' }).state;
    // Bo's 3 against remain even though Landowners goes home; Cy's 4 for outweigh them.
    const { state, events } = finishVotingWithEvents(s);
    expect(eventOf(events, 'votes-counted')).toMatchObject({
      for: 4, against: 3, passed: true,
      bySeat: [{ for: 0, against: 0 }, { for: 0, against: 3 }, { for: 4, against: 0 }, { for: 0, against: 0 }],
    });
    expect(player(state, 'Bo').hand).toContain('landowners#1');
    expect(player(state, 'Cy').hand).toContain('catholic-church#1');
  });

  test('R16 a defeated budget keeps the tally for the coup while the cards are already back in hand', () => {
    let s = game({ Bo: ['landowners'] }, { players: FOUR });
    s = finishVotingWithEvents(turns(s, 'draw', { card: 'landowners', vote: 'against' }).state).state;
    expect(s.phase).toBe('coup');
    expect(s.tally).toEqual({ for: [0, 0, 0, 0], against: [0, 3, 0, 0] });
    expect(player(s, 'Bo').inPlay).toEqual([]);
    expect(player(s, 'Bo').hand).toContain('landowners#1');
  });

  test('R16 Influence cards return to hand, played Interventions are discarded, Buildings stay', () => {
    let s = game({ Bo: ['landowners'], Cy: ['mass-demonstration'], Di: ['cathedral'] }, { players: FOUR });
    s = turns(s, 'draw', { card: 'landowners', vote: 'for' }, { card: 'mass-demonstration', vote: 'for' },
      { card: 'cathedral', vote: 'for' }).state;
    expect(s.politicalDiscard).toEqual([]);
    const { state, events } = finishVotingWithEvents(s);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ for: 9, passed: true });
    expect(player(state, 'Bo').hand).toContain('landowners#1');
    expect(player(state, 'Bo').inPlay).toEqual([]);
    expect(state.politicalDiscard).toEqual(['mass-demonstration#1']);
    expect(player(state, 'Cy').inPlay).toEqual([]);
    expect(player(state, 'Di').inPlay.map((c) => c.card)).toEqual(['cathedral#1']);
    expect(checkConservation(state)).toEqual([]);
  });

  test('R16 Newspaper, Secret Police, Bankers, Mafia and Intellectuals are discarded once their action was used', () => {
    let s = game({ Ana: ['intellectuals'], Bo: ['newspaper'], Cy: ['students', 'secret-police'], Di: ['bankers', 'mafia'] }, { players: FOUR });
    s = turns(s,
      'draw',
      { card: 'newspaper', vote: 'for', target: 'Bo' },
      { card: 'students', vote: 'for', target: 'Ana' },
      { card: 'bankers', vote: 'for', money: ['m1#4'] },
      { card: 'intellectuals', vote: 'for', useAction: true },
      { card: 'mafia', vote: 'for', target: 'Bo' },
      { card: 'secret-police', vote: 'for', target: 'Ana' },
    ).state;
    const { state } = finishVotingWithEvents(s);
    expect(state.phase).toBe('budget');
    expect(sorted(state.politicalDiscard)).toEqual(
      ['bankers#1', 'intellectuals#1', 'mafia#1', 'newspaper#1', 'secret-police#1']);
    // Students' action was used too, but Students is not among the cards that are discarded.
    expect(player(state, 'Cy').hand).toContain('students#1');
  });

  test('R16 such a card whose action was not used returns to hand', () => {
    let s = game({ Bo: ['newspaper'], Cy: ['bankers'] }, { players: FOUR });
    s = turns(s, 'draw', { card: 'newspaper', vote: 'for' }, { card: 'bankers', vote: 'for', useAction: false }).state;
    const { state } = finishVotingWithEvents(s);
    expect(state.politicalDiscard).toEqual([]);
    expect(player(state, 'Bo').hand).toContain('newspaper#1');
    expect(player(state, 'Cy').hand).toContain('bankers#1');
  });

  test('R16 voting ended by Martial Law: remaining turns are lost, then the same clearing and count', () => {
    let s = game({ Ana: ['martial-law'], Bo: ['landowners'] }, { players: FOUR });
    s = turns(s, 'draw', { card: 'landowners', vote: 'for' }, 'draw', 'draw').state;
    const { state, events } = turns(s, { card: 'martial-law' });
    expect(eventOf(events, 'voting-ended')).toMatchObject({ reason: 'martial-law' });
    expect(eventsOf(events, 'turn-started')).toEqual([]);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ for: 3, against: 0, passed: true });
    expect(state.politicalDiscard).toEqual(['martial-law#1']);
    expect(player(state, 'Bo').hand).toContain('landowners#1');
    expect(state.phase).toBe('budget');
  });
});

describe('R17 budget passed', () => {
  test('R17 everyone deposits the Money on top, then puts their own stack on top; the President stays; no coup', () => {
    const s = game({}, { players: FOUR });
    const { state, events } = finishVotingWithEvents(s);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ for: 0, against: 0, passed: true });
    expect(eventsOf(events, 'budget-passed')).toHaveLength(1);
    expect(eventsOf(events, 'first-rebel')).toEqual([]);
    expect(eventsOf(events, 'coup-committed')).toEqual([]);
    expect(state.players.map((p) => p.swiss)).toEqual([['m1#1'], ['m1#2'], ['m1#3'], ['m1#4']]);
    expect(state.players.map((p) => p.top)).toEqual([['m2#1'], ['m3#1'], ['m3#2'], ['m1#5', 'm1#6']]);
    expect(state.president).toBe(0);
    expect(state.round).toBe(2);
    expect(state.phase).toBe('budget');
    expect(state.coup).toBeNull();
    expect(state.moneyOut).toEqual([]);
    expect(checkConservation(state)).toEqual([]);
  });

  test('R17 Money that came on top during voting is deposited too, before the stack is placed', () => {
    let s = game({ Cy: ['thief'] }, { players: FOUR });
    s = turns(s, 'draw', 'draw', { card: 'thief', target: 'Bo' }).state;
    s = actWithEvents(s, { type: 'react', seat: 'Bo', bodyguard: null }).state;
    const { state } = finishVotingWithEvents(s);
    expect(sorted(player(state, 'Cy').swiss)).toEqual(['m1#2', 'm1#3']);
    expect(player(state, 'Cy').top).toEqual(['m3#2']);
    expect(player(state, 'Bo').swiss).toEqual([]);
    expect(player(state, 'Bo').top).toEqual(['m3#1']);
  });
});
