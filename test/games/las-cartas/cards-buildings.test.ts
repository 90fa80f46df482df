// Building cards (cards.md): passive texts (Police Precinct, Presidential Palace, Embassy) and the
// once-per-round actions of Radio Station and Central Bank (R13), with their target rules.
import { pending, type State } from '../../../src/games/las-cartas/rules/index.js';
import {
  act, actWithEvents, commitAll, conserved, draw, finishVoting, game, giveMoney, hand, inPlay, learned, play, propose,
  putInPlay, rejected, setHand, stack, swiss, toCoup, top, whoMustAct,
} from '../../support/game.js';

describe('Police Precinct', () => {
  /** Ana (President) has the Police Precinct in play; Bo holds an Explosion and the given cards. */
  function precinct(boHand: string[], seed = 'scenario'): State {
    let s = putInPlay(game({}, { seed }), 'Ana', 'police-precinct#1', 'for');
    s = setHand(s, 'Bo', ['explosion#1', ...boHand]);
    return draw(s, 'Ana');
  }

  test("Police Precinct: when another player's Explosion destroys it, its owner takes a random hand card from the exploder, never a Rebellion card (R28)", () => {
    for (const seed of ['s1', 's2', 's3', 's4', 's5', 's6']) {
      const s = precinct(['peasants#1', 'rebellion#2'], seed);
      const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Bo', card: 'explosion', target: 'police-precinct#1' });
      expect(inPlay(state, 'Ana')).toEqual([]);
      expect(state.politicalDiscard).toEqual(['police-precinct#1']);
      expect(hand(state, 'Bo')).toEqual(['rebellion#2']);
      expect(hand(state, 'Ana')).toContain('peasants#1');
      expect(events).toContainEqual({ type: 'card-taken', seat: 0, from: 1, took: true, by: 'police-precinct#1' });
      expect(events).toContainEqual({ type: 'card-taken-detail', seat: 0, from: 1, card: 'peasants#1', to: [0, 1] });
      conserved(state);
    }
  });

  test('Police Precinct: the exploder holding only a Rebellion card gives nothing (R28)', () => {
    const s = precinct(['rebellion#2']);
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Bo', card: 'explosion', target: 'police-precinct#1' });
    expect(hand(state, 'Bo')).toEqual(['rebellion#2']);
    expect(hand(state, 'Ana')).toEqual(hand(s, 'Ana'));
    expect(events).toContainEqual({ type: 'card-taken', seat: 0, from: 1, took: false, by: 'police-precinct#1' });
  });

  test('Police Precinct: blown up by its own owner, nobody takes anything', () => {
    let s = putInPlay(game({ Ana: ['explosion'] }), 'Ana', 'police-precinct#1', 'for');
    const before = hand(s, 'Ana').length;
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'explosion', target: 'police-precinct#1' });
    s = state;
    expect(inPlay(s, 'Ana')).toEqual(['explosion#1']);
    expect(hand(s, 'Ana')).toHaveLength(before - 1);
    expect(events.some((e) => e.type === 'card-taken')).toBe(false);
  });
});

describe('Presidential Palace', () => {
  test("Presidential Palace: in a coup its battle value counts for the President's side, whoever owns it", () => {
    const s = toCoup({ Ana: ['army-officers'], Bo: ['militia'] }, (g) => putInPlay(g, 'Bo', 'presidential-palace#1', 'against'));
    const { events } = commitAll(s, { Bo: ['rebellion#2', 'militia#1'], Cy: [], Ana: ['army-officers#1'] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'coup-revealed', rebels: [1], presidentStrength: 7, rebelStrength: 4 }));
    expect(events).toContainEqual({ type: 'coup-won', side: 'president' });
  });

  test("Presidential Palace: an ordinary Building counts for its owner's side (contrast)", () => {
    const s = toCoup({ Ana: ['army-officers'], Bo: ['militia'] }, (g) => putInPlay(g, 'Bo', 'army-barracks#1', null));
    const { events } = commitAll(s, { Bo: ['rebellion#2', 'militia#1'], Cy: [], Ana: ['army-officers#1'] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'coup-revealed', presidentStrength: 4, rebelStrength: 7 }));
    expect(events).toContainEqual({ type: 'coup-won', side: 'rebels' });
  });

  test('Presidential Palace: has no action to use', () => {
    const s = putInPlay(game({}), 'Ana', 'presidential-palace#1', 'for');
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'presidential-palace#1' }).code).toBe('illegal-play');
  });
});

describe('Radio Station', () => {
  const radio = () => putInPlay(game({}), 'Ana', 'radio-station#1', 'for');

  test("Radio Station: shows another player's stack to its owner only, before or after the turn's draw", () => {
    const s = radio();
    expect(pending(s).required[0]).toMatchObject({ seat: 0, decision: 'play-or-draw', kinds: ['play-card', 'draw-card', 'use-building'] });
    const { state, events } = actWithEvents(s, { type: 'use-building', seat: 'Ana', card: 'radio-station#1', target: 'Bo' });
    expect(learned(state, 'Ana')).toEqual([
      { kind: 'stack', round: 1, owner: 1, cards: ['m3#1'], version: stack(state, 'Bo').version, by: 'radio-station#1' },
    ]);
    expect(learned(state, 'Bo')).toEqual([]);
    expect(learned(state, 'Cy')).toEqual([]);
    expect(events).toContainEqual({ type: 'building-used', seat: 0, card: 'radio-station#1', target: 1 });
    expect(events).toContainEqual({ type: 'stack-seen', seat: 0, owner: 1, cards: ['m3#1'], by: 'radio-station#1', to: [0] });
    const after = act(state, { type: 'draw-card', seat: 'Ana' });
    expect(whoMustAct(after)).toEqual(['Bo:play-or-draw']);
  });

  test("Radio Station: the target must be another player's stack", () => {
    const s = radio();
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'radio-station#1', target: 'Ana' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'radio-station#1' }).code).toBe('illegal-target');
  });

  test('Radio Station: once per round, only on its owner’s turns (R13); usable again next round', () => {
    let s = act(radio(), { type: 'draw-card', seat: 'Ana' });
    expect(whoMustAct(s)).toEqual(['Ana:finish-turn']);
    expect(rejected(s, { type: 'use-building', seat: 'Bo', card: 'radio-station#1', target: 'Cy' }).code).toBe('not-your-turn');
    s = act(s, { type: 'end-turn', seat: 'Ana' });
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'radio-station#1', target: 'Cy' }).code).toBe('not-your-turn');
    s = act(radio(), { type: 'use-building', seat: 'Ana', card: 'radio-station#1', target: 'Bo' });
    s = draw(draw(draw(s, 'Ana'), 'Bo'), 'Cy');
    expect(whoMustAct(s)).toEqual(['Ana:play-or-draw']);
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'radio-station#1', target: 'Cy' }).code).toBe('illegal-play');
    s = propose(finishVoting(s), { Cy: [] });
    expect(s.round).toBe(2);
    s = act(s, { type: 'declare-buildings', seat: 'Ana', votes: [{ card: 'radio-station#1', vote: 'for' }] });
    s = act(s, { type: 'use-building', seat: 'Ana', card: 'radio-station#1', target: 'Cy' });
    expect(learned(s, 'Ana').map((f) => [f.round, f.kind === 'stack' ? f.owner : -1])).toEqual([[1, 1], [2, 2]]);
  });

  test('Radio Station: usable on the turn it is played (R13)', () => {
    let s = game({ Ana: ['radio-station'] });
    s = act(s, { type: 'play-card', seat: 'Ana', card: 'radio-station', vote: 'for' });
    expect(whoMustAct(s)).toEqual(['Ana:finish-turn']);
    s = act(s, { type: 'use-building', seat: 'Ana', card: 'radio-station#1', target: 'Cy' });
    expect(learned(s, 'Ana')).toEqual([expect.objectContaining({ owner: 2, cards: ['m2#1'] })]);
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
  });
});

describe('Central Bank', () => {
  const bank = () => giveMoney(putInPlay(game({}), 'Ana', 'central-bank#1', 'for'), 'Ana', ['m2#2']);

  test('Central Bank: moves one chosen Money card from the top of its owner’s Middleman below it', () => {
    const { state, events } = actWithEvents(bank(), { type: 'use-building', seat: 'Ana', card: 'central-bank#1', money: ['m2#2'] });
    expect(top(state, 'Ana')).toEqual(['m1#1']);
    expect(swiss(state, 'Ana')).toEqual(['m2#2']);
    expect(events).toContainEqual({ type: 'money-moved-to-swiss', seat: 0, count: 1 });
    conserved(state);
  });

  test('Central Bank: one card only, and only from the top of the own Middleman', () => {
    const s = bank();
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'central-bank#1', money: ['m1#1', 'm2#2'] }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'central-bank#1', money: ['m1#2'] }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'central-bank#1', money: ['m4#1'] }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'central-bank#1' }).code).toBe('illegal-target');
  });

  test('Central Bank: once per round (R13)', () => {
    let s = act(bank(), { type: 'use-building', seat: 'Ana', card: 'central-bank#1', money: ['m2#2'] });
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'central-bank#1', money: ['m1#1'] }).code).toBe('illegal-play');
    s = act(s, { type: 'draw-card', seat: 'Ana' });
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
  });

  test('Central Bank: with nothing on top of the Middleman it cannot be used, and does not hold the turn open', () => {
    const s = giveMoney(putInPlay(game({}), 'Ana', 'central-bank#1', 'for'), 'Ana', ['m1#1'], 'swiss');
    expect(pending(s).required[0].kinds).toEqual(['play-card', 'draw-card']);
    expect(rejected(s, { type: 'use-building', seat: 'Ana', card: 'central-bank#1', money: ['m1#1'] }).code).toBe('illegal-target');
    expect(whoMustAct(act(s, { type: 'draw-card', seat: 'Ana' }))).toEqual(['Bo:play-or-draw']);
  });
});

describe('Embassy', () => {
  test('Embassy: a Thief cannot target its owner', () => {
    const s = putInPlay(game({ Ana: ['thief'] }), 'Bo', 'embassy#1', 'for');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Bo' }).code).toBe('illegal-target');
    const after = act(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Cy' });
    expect(whoMustAct(after)).toEqual(['Cy:react']);
  });

  test('Embassy: once destroyed, its owner may be robbed again', () => {
    let s = putInPlay(game({ Ana: ['thief', 'explosion'] }), 'Bo', 'embassy#1', 'for');
    s = play(s, 'Ana', 'explosion', { target: 'embassy#1' });
    s = draw(draw(s, 'Bo'), 'Cy');
    s = act(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Bo' });
    expect(whoMustAct(s)).toEqual(['Bo:react']);
  });
});
