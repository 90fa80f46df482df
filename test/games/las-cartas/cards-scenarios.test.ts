// Whole sequences from pinned-deck games (R2), played only through legal actions.
import { score, viewFor, type GameEvent, type State } from '../../../src/games/las-cartas/rules/index.js';
import {
  act, actAll, conserved, finishVoting, finishVotingWithEvents, FOUR, hand, inPlay, propose, rejected,
  scenario, swiss, THREE, top, whoMustAct,
} from '../../support/game.js';

describe('scenario: Bodyguard and Thief', () => {
  test('scenario: a Bodyguard saves money from a Thief; the next Thief, unanswered, takes it', () => {
    let s = scenario({
      players: THREE,
      hands: { Ana: ['thief', 'militia'], Bo: ['bodyguard', 'landowners'], Cy: ['thief', 'peasants'] },
      money: ['m3', 'm2', 'm1', 'm4'],
    });
    s = propose(s, { Bo: ['m3#1'], Cy: ['m2#1'] });
    expect(whoMustAct(s)).toEqual(['Ana:play-or-draw']);

    // Turn 1: Ana's Thief at Bo, who answers with the Bodyguard from his hand (R15).
    s = act(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Bo' });
    expect(whoMustAct(s)).toEqual(['Bo:react']);
    s = act(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard' });
    expect(top(s, 'Bo')).toEqual(['m1#2']);
    expect(top(s, 'Ana')).toEqual(['m1#1']);
    expect(s.politicalDiscard).toEqual(['thief#1', 'bodyguard#1']);
    expect(inPlay(s, 'Ana')).toEqual([]);

    // Turn 2: Bo votes for. Turn 3: Cy's Thief at Ana, who has no Bodyguard and lets it through.
    const { state, events } = actAll(s, [
      { type: 'play-card', seat: 'Bo', card: 'landowners', vote: 'for' },
      { type: 'play-card', seat: 'Cy', card: 'thief', target: 'Ana' },
      { type: 'react', seat: 'Ana', bodyguard: null },
    ]);
    s = state;
    expect(events).toContainEqual({ type: 'money-stolen', seat: 2, from: 0, took: true });
    expect(top(s, 'Ana')).toEqual([]);
    expect(top(s, 'Cy')).toEqual(['m1#3', 'm1#1']);
    expect(inPlay(s, 'Cy')).toEqual(['thief#2']);
    expect(s.politicalDiscard).toEqual(['thief#1', 'bodyguard#1']);
    expect(viewFor(s, 1).players[2].topCount).toBe(2);

    // The budget passes (3 for, 0 against): everyone deposits, then stacks go on top (R17).
    s = finishVoting(s);
    expect(s.round).toBe(2);
    expect(swiss(s, 'Bo')).toEqual(['m1#2']);
    expect(top(s, 'Bo')).toEqual(['m3#1']);
    expect(swiss(s, 'Cy')).toEqual(['m1#3', 'm1#1']);
    expect(swiss(s, 'Ana')).toEqual([]);
    expect(s.politicalDiscard).toEqual(['thief#1', 'bodyguard#1', 'thief#2']);
    expect(hand(s, 'Bo')).toContain('landowners#1');
    conserved(s);
  });
});

describe('scenario: Explosion and Police Precinct', () => {
  test('scenario: an Explosion on the Police Precinct; its owner takes a random hand card from the exploder, never a Rebellion card (R28)', () => {
    const taken = new Set<string>();
    for (const seed of ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']) {
      let s = scenario({
        players: FOUR,
        seed,
        hands: { Ana: ['police-precinct'], Bo: ['explosion', 'peasants', 'landowners', 'cathedral'] },
      });
      s = propose(s);
      s = act(s, { type: 'play-card', seat: 'Ana', card: 'police-precinct', vote: 'for' });
      expect(s.players[0].inPlay).toEqual([{ card: 'police-precinct#1', vote: 'for' }]);
      const anaBefore = [...hand(s, 'Ana')];
      const { state, events } = actAll(s, [{ type: 'play-card', seat: 'Bo', card: 'explosion', target: 'police-precinct' }]);
      s = state;
      const got = hand(s, 'Ana').filter((c) => !anaBefore.includes(c));
      expect(got).toHaveLength(1);
      expect(['peasants#1', 'landowners#1', 'cathedral#1']).toContain(got[0]);
      expect(hand(s, 'Bo')).toHaveLength(3);
      expect(hand(s, 'Bo')).toContain('rebellion#2');
      expect(events).toContainEqual({ type: 'card-taken-detail', seat: 0, from: 1, card: got[0], to: [0, 1] });
      taken.add(got[0]);
      // The Precinct is gone at once; the Explosion stays in play until the end of phase 3 (R6).
      expect(s.politicalDiscard).toEqual(['police-precinct#1']);
      expect(inPlay(s, 'Bo')).toEqual(['explosion#1']);
      s = finishVoting(s);
      expect(s.politicalDiscard).toEqual(['police-precinct#1', 'explosion#1']);
      expect(inPlay(s, 'Ana')).toEqual([]);
    }
    expect(taken.size).toBeGreaterThan(1);
  });
});

describe('scenario: Martial Law', () => {
  test('scenario: Martial Law refused in the first pass, then played in the second: voting ends at once, later turns and Building actions are lost (R14)', () => {
    let s = scenario({
      players: FOUR,
      hands: {
        Ana: ['martial-law', 'landowners'], Bo: ['catholic-church', 'mass-demonstration'],
        Cy: ['central-bank'], Di: ['conservatives'],
      },
    });
    s = propose(s);
    // Fixed order (R10): Ana, Bo, Cy, Di, then Ana, Di, Cy, Bo.
    expect(s.voting!.order).toEqual([0, 1, 2, 3, 0, 3, 2, 1]);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'martial-law' }).code).toBe('illegal-play');
    s = actAll(s, [
      { type: 'play-card', seat: 'Ana', card: 'landowners', vote: 'for' },
      { type: 'play-card', seat: 'Bo', card: 'catholic-church', vote: 'against' },
      { type: 'play-card', seat: 'Cy', card: 'central-bank', vote: 'for' },
    ]).state;
    // Cy keeps the Central Bank's action for later and ends the turn.
    expect(whoMustAct(s)).toEqual(['Cy:finish-turn']);
    s = actAll(s, [
      { type: 'end-turn', seat: 'Cy' },
      { type: 'play-card', seat: 'Di', card: 'conservatives', vote: 'for' },
    ]).state;
    expect(whoMustAct(s)).toEqual(['Ana:play-or-draw']);
    const hands = s.players.map((p) => [...p.hand]);

    const { state, events } = actAll(s, [{ type: 'play-card', seat: 'Ana', card: 'martial-law' }]);
    expect(events).toContainEqual({ type: 'voting-ended', reason: 'martial-law' });
    expect(events).toContainEqual({
      type: 'votes-counted', for: 7, against: 4, passed: true,
      bySeat: [{ for: 3, against: 0 }, { for: 0, against: 4 }, { for: 1, against: 0 }, { for: 3, against: 0 }],
    });
    const countAt = events.findIndex((e) => e.type === 'votes-counted');
    expect(events.slice(0, countAt).filter((e) => e.type === 'turn-started' || e.type === 'card-drawn' || e.type === 'building-used')).toEqual([]);
    s = state;
    // Bo never got his second turn: his Mass Demonstration (3 votes) is still in hand.
    expect(hand(s, 'Bo')).toContain('mass-demonstration#1');
    expect(hands[1]).toContain('mass-demonstration#1');
    // Cy's Central Bank was never used: the Money on top of his Middleman was simply deposited by the passed budget.
    expect(swiss(s, 'Cy')).toEqual(['m1#3']);
    expect(s.phase).toBe('budget');
    expect(s.round).toBe(2);
    expect(s.politicalDiscard).toEqual(['martial-law#1']);
    expect(rejected(s, { type: 'use-building', seat: 'Cy', card: 'central-bank#1', money: ['m1#3'] }).code).toBe('wrong-phase');
  });
});

describe('scenario: Party Donations end the game early', () => {
  /** Every round: all foreign aid to the President, everyone draws; returns the final state and the rounds played. */
  function playOut(s: State): State {
    for (let guard = 0; guard < 30 && s.phase !== 'ended'; guard++) s = finishVoting(propose(s));
    return s;
  }

  const setup = () => scenario({
    players: THREE,
    hands: { Ana: ['party-donation'], Bo: ['party-donation'] },
    money: ['m1', 'm1', 'm1', 'm1', 'm4', 'm3'],
  });

  test('scenario: without donations a 3-player game lasts 10 rounds (40 Money cards, 4 a round)', () => {
    const s = playOut(setup());
    expect(s.phase).toBe('ended');
    expect(s.round).toBe(10);
    expect(s.moneyDeck).toEqual([]);
  });

  test('scenario: two Party Donations leave the Money deck short of N + 1 at phase 1, and the game ends a round early (R7)', () => {
    let s = propose(setup());
    expect(s.moneyDeck).toHaveLength(36);
    s = actAll(s, [
      { type: 'play-card', seat: 'Ana', card: 'party-donation' },
      { type: 'play-card', seat: 'Bo', card: 'party-donation' },
    ]).state;
    expect(top(s, 'Ana')).toEqual(['m1#1', 'm4#1']);
    expect(top(s, 'Bo')).toEqual(['m1#2', 'm3#1']);
    expect(s.moneyDeck).toHaveLength(34);
    s = finishVoting(s);
    for (let round = 2; round <= 9; round++) {
      expect([s.round, s.phase]).toEqual([round, 'budget']);
      s = propose(s);
      if (round < 9) s = finishVoting(s);
    }
    expect(s.moneyDeck).toHaveLength(2);
    const { state, events } = finishVotingWithEvents(s);
    expect(state.phase).toBe('ended');
    expect(state.round).toBe(9);
    expect(state.moneyDeck).toHaveLength(2);
    expect(events.some((e) => e.type === 'round-started')).toBe(false);
    const ended = events.find((e) => e.type === 'game-ended') as Extract<GameEvent, { type: 'game-ended' }>;
    expect(ended).toBeDefined();
    expect(swiss(state, 'Ana')).toContain('m4#1');
    expect(swiss(state, 'Bo')).toContain('m3#1');
    expect(ended.scores[1]).toEqual({ money: 4, cards: 2 });
    expect(score(state).players[1]).toMatchObject({ money: 4, cards: 2 });
    expect(rejected(state, { type: 'draw-card', seat: 'Ana' }).code).toBe('game-over');
    conserved(state);
  });
});
