// Intervention cards (cards.md): each effect, its target rule, and R13 – an Intervention with a legal
// target must take effect; without one it may still be played, without effect.
import { legalActions, type GameEvent, type State } from '../../../src/games/las-cartas/rules/index.js';
import {
  act, actWithEvents, conserved, draw, finishVoting, finishVotingWithEvents, FOUR, game, giveMoney, hand, inPlay,
  learned, offeredTargets, putInPlay, rejected, shrinkMoneyDeck, stack, THREE, toDiscard, top, whoMustAct,
} from '../../support/game.js';

const counted = (events: GameEvent[]) => events.find((e) => e.type === 'votes-counted') as Extract<GameEvent, { type: 'votes-counted' }>;

/** R13 for an Intervention with no legal target: played without effect (no target may be named). */
function playableWithoutEffect(s: State, seat: string, card: string, target?: string): State {
  if (target) expect(rejected(s, { type: 'play-card', seat, card, target }).code).toBe('illegal-target');
  expect(rejected(s, { type: 'play-card', seat, card, useAction: true }).code).toBe('illegal-target');
  const { state, events } = actWithEvents(s, { type: 'play-card', seat, card });
  expect(events).toContainEqual(expect.objectContaining({ type: 'card-played', card: expect.stringMatching(`^${card}#`), used: false }));
  expect(state.voting?.reaction ?? null).toBeNull();
  return state;
}

describe('Assassin', () => {
  test('Assassin: discards an Influence card in front of another player; its votes are gone', () => {
    let s = putInPlay(game({ Ana: ['assassin'] }), 'Bo', 'coffee-barons#1', 'against');
    s = act(s, { type: 'play-card', seat: 'Ana', card: 'assassin', target: 'coffee-barons#1' });
    expect(whoMustAct(s)).toEqual(['Bo:react']);
    const answered = actWithEvents(s, { type: 'react', seat: 'Bo', bodyguard: null });
    expect(inPlay(answered.state, 'Bo')).toEqual([]);
    expect(answered.state.politicalDiscard).toEqual(['coffee-barons#1']);
    expect(answered.events).toContainEqual({ type: 'card-discarded-from-play', owner: 1, card: 'coffee-barons#1', by: 'assassin#1' });
    const { events } = finishVotingWithEvents(answered.state);
    expect(counted(events).bySeat[1]).toEqual({ for: 0, against: 0 });
    expect(counted(events).passed).toBe(true);
  });

  test("Assassin: the target must be an Influence card in front of another player", () => {
    let s = putInPlay(game({ Ana: ['assassin'] }), 'Ana', 'students#1', 'for');
    s = putInPlay(s, 'Bo', 'embassy#1', 'for');
    s = putInPlay(s, 'Bo', 'mass-demonstration#1', 'against');
    s = putInPlay(s, 'Cy', 'coffee-barons#1', 'against');
    expect(offeredTargets(s, 'Ana', 'assassin')).toEqual(['coffee-barons#1']);
    for (const target of ['students#1', 'embassy#1', 'mass-demonstration#1']) {
      expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'assassin', target }).code).toBe('illegal-target');
    }
    rejected(s, { type: 'play-card', seat: 'Ana', card: 'assassin', target: 'Bo' });
    expect(whoMustAct(act(s, { type: 'play-card', seat: 'Ana', card: 'assassin', target: 'coffee-barons#1' }))).toEqual(['Cy:react']);
  });

  test('Assassin: with a legal target it must take effect (R13)', () => {
    const s = putInPlay(game({ Ana: ['assassin'] }), 'Bo', 'coffee-barons#1', 'against');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'assassin' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'assassin', useAction: false }).code).toBe('illegal-play');
  });

  test('Assassin: with no Influence card in front of another player it may be played without effect (R13)', () => {
    const s = putInPlay(game({ Ana: ['assassin'] }), 'Ana', 'students#1', 'for');
    expect(offeredTargets(s, 'Ana', 'assassin')).toEqual(['-']);
    const after = playableWithoutEffect(s, 'Ana', 'assassin', 'students#1');
    expect(inPlay(after, 'Ana')).toEqual(['students#1', 'assassin#1']);
    expect(whoMustAct(after)).toEqual(['Bo:play-or-draw']);
  });
});

describe('Thief', () => {
  const rich = () => giveMoney(game({ Ana: ['thief'] }), 'Bo', ['m2#2', 'm3#2']);

  test("Thief: takes a random Money card from the top of another player's Middleman onto the thief's, picked after the answer (R15)", () => {
    let s = rich();
    const played = act(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Bo' });
    expect(played.rng).toEqual(s.rng);
    expect(top(played, 'Bo')).toEqual(['m1#2', 'm2#2', 'm3#2']);
    const { state, events } = actWithEvents(played, { type: 'react', seat: 'Bo', bodyguard: null });
    s = state;
    const stolen = top(s, 'Ana').filter((m) => m !== 'm1#1');
    expect(stolen).toHaveLength(1);
    expect(['m1#2', 'm2#2', 'm3#2']).toContain(stolen[0]);
    expect(top(s, 'Bo')).toHaveLength(2);
    expect(events).toContainEqual({ type: 'money-stolen', seat: 0, from: 1, took: true });
    expect(events).toContainEqual({ type: 'money-stolen-card', seat: 0, from: 1, card: stolen[0], to: [0, 1] });
    conserved(s);
  });

  test('Thief: the target must be another player with Money on top of their Middleman', () => {
    const s = giveMoney(game({ Ana: ['thief'] }), 'Cy', ['m1#3'], 'swiss');
    expect(offeredTargets(s, 'Ana', 'thief')).toEqual(['Bo']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Ana' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Cy' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'thief' }).code).toBe('illegal-target');
    expect(whoMustAct(act(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Bo' }))).toEqual(['Bo:react']);
  });

  test('Thief: cannot target a player with an Embassy', () => {
    const s = putInPlay(game({ Ana: ['thief'] }), 'Bo', 'embassy#1', 'for');
    expect(offeredTargets(s, 'Ana', 'thief')).toEqual(['Cy']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Bo' }).code).toBe('illegal-target');
  });

  test('Thief: with no legal target it may be played without effect (R13)', () => {
    let s = putInPlay(game({ Ana: ['thief'] }), 'Bo', 'embassy#1', 'for');
    s = giveMoney(s, 'Cy', ['m1#3'], 'swiss');
    expect(offeredTargets(s, 'Ana', 'thief')).toEqual(['-']);
    const after = playableWithoutEffect(s, 'Ana', 'thief', 'Bo');
    expect(top(after, 'Ana')).toEqual(['m1#1']);
    expect(whoMustAct(after)).toEqual(['Bo:play-or-draw']);
  });
});

describe('Explosion', () => {
  test("Explosion: discards another player's Building; its votes are gone at once", () => {
    const s = putInPlay(game({ Ana: ['explosion'] }), 'Bo', 'cathedral#1', 'against');
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'explosion', target: 'cathedral#1' });
    expect(inPlay(state, 'Bo')).toEqual([]);
    expect(state.politicalDiscard).toEqual(['cathedral#1']);
    expect(events).toContainEqual({ type: 'card-discarded-from-play', owner: 1, card: 'cathedral#1', by: 'explosion#1' });
    const done = finishVotingWithEvents(state);
    expect(counted(done.events)).toMatchObject({ for: 0, against: 0, passed: true });
  });

  test('Explosion: its player may blow up their own Building', () => {
    const s = putInPlay(game({ Ana: ['explosion'] }), 'Ana', 'cathedral#1', 'for');
    const after = act(s, { type: 'play-card', seat: 'Ana', card: 'explosion', target: 'cathedral#1' });
    expect(inPlay(after, 'Ana')).toEqual(['explosion#1']);
  });

  test('Explosion: the target must be a Building in play', () => {
    let s = putInPlay(game({ Ana: ['explosion'] }), 'Bo', 'coffee-barons#1', 'against');
    s = putInPlay(s, 'Cy', 'army-barracks#1', null);
    expect(offeredTargets(s, 'Ana', 'explosion')).toEqual(['army-barracks#1']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'explosion', target: 'coffee-barons#1' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'explosion', target: 'cathedral#1' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'explosion' }).code).toBe('illegal-target');
    expect(inPlay(act(s, { type: 'play-card', seat: 'Ana', card: 'explosion', target: 'army-barracks#1' }), 'Cy')).toEqual([]);
  });

  test('Explosion: with no Building in play it may be played without effect (R13)', () => {
    const s = putInPlay(game({ Ana: ['explosion'] }), 'Bo', 'coffee-barons#1', 'against');
    expect(offeredTargets(s, 'Ana', 'explosion')).toEqual(['-']);
    const after = playableWithoutEffect(s, 'Ana', 'explosion', 'coffee-barons#1');
    expect(inPlay(after, 'Bo')).toEqual(['coffee-barons#1']);
  });
});

for (const [card, name] of [['vote-of-no-confidence', 'Vote of No Confidence'], ['un-condemns-torture', 'The UN Condemns Torture']] as const) {
  describe(name, () => {
    const four = (hands: Record<string, string[]>) => game(hands, { players: FOUR, stacks: {} });

    test(`${name}: played by a non-President, voting ends, the budget is defeated and that player is First Rebel (R19)`, () => {
      const s = draw(four({ Bo: [card] }), 'Ana');
      const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Bo', card });
      expect(events).toContainEqual({ type: 'voting-ended', reason: 'no-confidence' });
      expect(events).toContainEqual(expect.objectContaining({ type: 'votes-counted', passed: false }));
      expect(events).toContainEqual({ type: 'first-rebel', seat: 1, reason: 'no-confidence' });
      expect(state.phase).toBe('coup');
      expect(state.coup).toMatchObject({ firstRebel: 1, step: 'redistribute' });
      expect(hand(state, 'Bo')).not.toContain('rebellion#2');
      expect(stack(state, 'Bo').returned).toBe(true);
      conserved(state);
    });

    test(`${name}: a non-President names nobody`, () => {
      const s = draw(four({ Bo: [card] }), 'Ana');
      expect(offeredTargets(s, 'Bo', card)).toEqual(['-']);
      expect(rejected(s, { type: 'play-card', seat: 'Bo', card, target: 'Cy' }).code).toBe('illegal-target');
    });

    test(`${name}: played by the President, the named player becomes President and may re-form the budget; voting goes on (R19)`, () => {
      const s = four({ Ana: [card] });
      const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card, target: 'Cy' });
      expect(events).toContainEqual({ type: 'presidency-handed-over', from: 0, successor: 2 });
      expect(state.president).toBe(2);
      expect(hand(state, 'Ana')).toContain('rebellion#1');
      expect(hand(state, 'Cy')).not.toContain('rebellion#3');
      expect(whoMustAct(state)).toEqual(['Cy:reform-budget']);
      const kept = act(state, { type: 'keep-budget', seat: 'Cy' });
      expect(whoMustAct(kept)).toEqual(['Bo:play-or-draw']);
      conserved(kept);
    });

    test(`${name}: the President must name another player`, () => {
      const s = four({ Ana: [card] });
      expect(offeredTargets(s, 'Ana', card)).toEqual(['Bo', 'Cy', 'Di']);
      expect(rejected(s, { type: 'play-card', seat: 'Ana', card, target: 'Ana' }).code).toBe('illegal-target');
      expect(rejected(s, { type: 'play-card', seat: 'Ana', card }).code).toBe('illegal-target');
    });
  });
}

describe('Party Donation', () => {
  const donation = () => game({ Ana: ['party-donation'] }, { money: ['m1', 'm1', 'm1', 'm1', 'm4'], stacks: {} });

  test('Party Donation: draws the top Money card onto the top of its player’s Middleman', () => {
    const s = donation();
    expect(s.moneyDeck[0]).toBe('m4#1');
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'party-donation' });
    expect(top(state, 'Ana')).toEqual(['m1#1', 'm4#1']);
    expect(state.moneyDeck).toEqual(s.moneyDeck.slice(1));
    expect(events).toContainEqual({ type: 'party-donation', seat: 0 });
    expect(events).toContainEqual({ type: 'party-donation-card', seat: 0, card: 'm4#1', to: [0] });
    conserved(state);
  });

  test('Party Donation: with Money in the deck it must take effect (R13); it names no one', () => {
    const s = donation();
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'party-donation', useAction: false }).code).toBe('illegal-play');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'party-donation', target: 'Bo' }).code).toBe('illegal-target');
  });

  test('Party Donation: with an empty Money deck it may be played without effect (R13)', () => {
    const s = shrinkMoneyDeck(donation(), 0, 'Cy');
    const after = playableWithoutEffect(s, 'Ana', 'party-donation');
    expect(top(after, 'Ana')).toEqual(['m1#1']);
  });
});

describe('Electoral Fraud', () => {
  test("Electoral Fraud: none of the chosen player's votes count this round (R12)", () => {
    let s = putInPlay(game({ Ana: ['electoral-fraud'], Bo: ['catholic-church'] }), 'Bo', 'embassy#1', 'for');
    const played = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'electoral-fraud', target: 'Bo' });
    expect(played.events).toContainEqual({ type: 'electoral-fraud', seat: 0, target: 1 });
    s = act(played.state, { type: 'play-card', seat: 'Bo', card: 'catholic-church', vote: 'against' });
    const { state, events } = finishVotingWithEvents(s);
    expect(counted(events).bySeat[1]).toEqual({ for: 0, against: 0 });
    expect(counted(events).passed).toBe(true);
    expect(state.phase).toBe('budget');
  });

  test('Electoral Fraud: without it the same votes defeat the budget (contrast)', () => {
    let s = draw(game({ Bo: ['catholic-church'] }), 'Ana');
    s = act(s, { type: 'play-card', seat: 'Bo', card: 'catholic-church', vote: 'against' });
    const { state, events } = finishVotingWithEvents(s);
    expect(counted(events).bySeat[1]).toEqual({ for: 0, against: 4 });
    expect(state.phase).toBe('coup');
  });

  test('Electoral Fraud: the target must be another player, and must be named (R13)', () => {
    const s = game({ Ana: ['electoral-fraud'] });
    expect(offeredTargets(s, 'Ana', 'electoral-fraud')).toEqual(['Bo', 'Cy']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'electoral-fraud', target: 'Ana' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'electoral-fraud' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'electoral-fraud', target: 'Nobody' }).code).toBe('illegal-target');
  });
});

describe('Martial Law', () => {
  test('Martial Law: refused in the first pass of turns (R14)', () => {
    const s = game({ Ana: ['martial-law'] });
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'martial-law' }).code).toBe('illegal-play');
    expect(legalActions(s, 0).actions.some((a) => a.type === 'play-card' && a.card.startsWith('martial-law'))).toBe(false);
  });

  test('Martial Law: in the second pass, voting ends at once and the votes are counted; later turns are lost (R14)', () => {
    let s = draw(draw(draw(game({ Ana: ['martial-law'] }), 'Ana'), 'Bo'), 'Cy');
    expect(whoMustAct(s)).toEqual(['Ana:play-or-draw']);
    expect(legalActions(s, 0).actions).toContainEqual({ type: 'play-card', seat: 'Ana', card: 'martial-law#1' });
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'martial-law' });
    const ended = events.findIndex((e) => e.type === 'voting-ended');
    expect(events[ended]).toEqual({ type: 'voting-ended', reason: 'martial-law' });
    expect(events[ended + 1].type).toBe('votes-counted');
    const refill = events.findIndex((e) => e.type === 'cards-refilled');
    expect(refill).toBeGreaterThan(ended);
    const untilRefill = events.slice(0, refill);
    expect(untilRefill.some((e) => e.type === 'turn-started' || e.type === 'card-drawn')).toBe(false);
    expect(state.round).toBe(2);
    expect(state.phase).toBe('budget');
  });

  test('Martial Law: has no votes', () => {
    const s = draw(draw(draw(game({ Ana: ['martial-law'] }), 'Ana'), 'Bo'), 'Cy');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'martial-law', vote: 'for' }).code).toBe('malformed');
  });
});

describe('Foreign Aid Audit', () => {
  test('Foreign Aid Audit: the true value of every stack is shown to everyone', () => {
    const s = draw(game({ Bo: ['foreign-aid-audit'] }), 'Ana');
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Bo', card: 'foreign-aid-audit' });
    expect(events.filter((e) => e.type === 'stack-value-shown')).toEqual([
      { type: 'stack-value-shown', owner: 0, value: 5, by: 'audit' },
      { type: 'stack-value-shown', owner: 1, value: 3, by: 'audit' },
      { type: 'stack-value-shown', owner: 2, value: 2, by: 'audit' },
    ]);
    for (const name of THREE) {
      expect(learned(state, name).map((f) => (f.kind === 'stack' ? [f.owner, f.cards, f.by] : f.kind))).toEqual([
        [0, ['m1#4', 'm4#1'], 'audit'], [1, ['m3#1'], 'audit'], [2, ['m2#1'], 'audit'],
      ]);
    }
  });

  test('Foreign Aid Audit: names no one', () => {
    const s = draw(game({ Bo: ['foreign-aid-audit'] }), 'Ana');
    expect(rejected(s, { type: 'play-card', seat: 'Bo', card: 'foreign-aid-audit', target: 'Cy' }).code).toBe('illegal-target');
  });
});

describe('Amnesty', () => {
  test('Amnesty: takes a chosen Political card from the discard pile into hand', () => {
    let s = toDiscard(toDiscard(game({ Ana: ['amnesty'] }), 'cathedral#1'), 'thief#3');
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'amnesty', target: 'cathedral#1' });
    s = state;
    expect(hand(s, 'Ana')).toContain('cathedral#1');
    expect(s.politicalDiscard).toEqual(['thief#3']);
    expect(events).toContainEqual({ type: 'amnesty', seat: 0, card: 'cathedral#1' });
    conserved(s);
  });

  test('Amnesty: the target must be a card in the discard pile', () => {
    const s = toDiscard(game({ Ana: ['amnesty'] }), 'cathedral#1');
    expect(offeredTargets(s, 'Ana', 'amnesty')).toEqual(['cathedral#1']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'amnesty', target: 'embassy#1' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'amnesty' }).code).toBe('illegal-target');
  });

  test('Amnesty: with an empty discard pile it may be played without effect (R13)', () => {
    const s = game({ Ana: ['amnesty'] });
    expect(s.politicalDiscard).toEqual([]);
    expect(offeredTargets(s, 'Ana', 'amnesty')).toEqual(['-']);
    const after = playableWithoutEffect(s, 'Ana', 'amnesty', 'cathedral#1');
    expect(inPlay(after, 'Ana')).toEqual(['amnesty#1']);
    expect(finishVoting(after).politicalDiscard).toContain('amnesty#1');
  });
});
