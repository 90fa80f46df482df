// Influence cards (cards.md): each action's effect, its target rule (R13), who learns what (R5),
// and the end-of-phase-3 discard of Newspaper, Secret Police, Bankers, Mafia and Intellectuals (R16).
import { type State } from '../../../src/games/las-cartas/rules/index.js';
import {
  act, actWithEvents, commitAll, conserved, draw, finishVoting, finishVotingWithEvents, game, giveMoney, hand, inPlay,
  learned, offeredTargets, play, putInPlay, rejected, seatOf, setHand, shrinkMoneyDeck, stack, swiss, THREE, toCoup, top,
  whoMustAct,
} from '../../support/game.js';

/** R16 check shared by the five cards whose used action discards them. */
function discardedOnlyIfUsed(card: string, used: (s: State) => State, unused: (s: State) => State, setup: () => State): void {
  const afterUse = finishVoting(used(setup()));
  expect(afterUse.phase).not.toBe('voting');
  expect(afterUse.politicalDiscard).toContain(card);
  expect(hand(afterUse, 'Ana')).not.toContain(card);
  conserved(afterUse);
  const afterNoUse = finishVoting(unused(setup()));
  expect(afterNoUse.politicalDiscard).not.toContain(card);
  expect(hand(afterNoUse, 'Ana')).toContain(card);
  conserved(afterNoUse);
}

describe('Bodyguard', () => {
  test('Bodyguard: cancels a Thief aimed at its holder, from hand; both cards are discarded at once (R15)', () => {
    let s = game({ Ana: ['thief'], Bo: ['bodyguard'] });
    s = act(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Bo' });
    expect(whoMustAct(s)).toEqual(['Bo:react']);
    const { state, events } = actWithEvents(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' });
    expect(top(state, 'Bo')).toEqual(['m1#2']);
    expect(top(state, 'Ana')).toEqual(['m1#1']);
    expect(state.politicalDiscard).toEqual(['thief#1', 'bodyguard#1']);
    expect(hand(state, 'Bo')).not.toContain('bodyguard#1');
    expect(inPlay(state, 'Ana')).toEqual([]);
    expect(events).toContainEqual({ type: 'attack-answered', seat: 1, blocked: true, bodyguard: 'bodyguard#1' });
    expect(whoMustAct(state)).toEqual(['Bo:play-or-draw']);
    conserved(state);
  });

  test('Bodyguard: cancels an Assassin from in front of its holder, even aimed at itself; its votes are gone (R15)', () => {
    let s = putInPlay(game({ Ana: ['assassin'] }), 'Bo', 'bodyguard#1', 'against');
    s = act(s, { type: 'play-card', seat: 'Ana', card: 'assassin', target: 'bodyguard#1' });
    s = act(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' });
    expect(inPlay(s, 'Bo')).toEqual([]);
    expect(inPlay(s, 'Ana')).toEqual([]);
    expect(s.politicalDiscard).toEqual(['assassin#1', 'bodyguard#1']);
    const { events } = finishVotingWithEvents(s);
    const counted = events.find((e) => e.type === 'votes-counted');
    expect(counted).toMatchObject({ against: 0 });
  });

  test('Bodyguard: only the target may answer, and only with a Bodyguard it holds in hand or in play', () => {
    let s = game({ Ana: ['thief'], Bo: ['militia'], Cy: ['bodyguard'] });
    s = act(s, { type: 'play-card', seat: 'Ana', card: 'thief', target: 'Bo' });
    expect(rejected(s, { type: 'react', seat: 'Cy', bodyguard: 'bodyguard#1' }).code).toBe('not-your-turn');
    expect(rejected(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' }).code).toBe('not-yours');
    expect(rejected(s, { type: 'react', seat: 'Bo', bodyguard: 'militia#1' }).code).toBe('not-yours');
    const after = act(s, { type: 'react', seat: 'Bo', bodyguard: null });
    expect(top(after, 'Ana')).toEqual(['m1#1', 'm1#2']);
  });

  test('Bodyguard: nothing to answer when no attack is aimed at you', () => {
    const s = game({ Bo: ['bodyguard'] });
    expect(rejected(s, { type: 'react', seat: 'Bo', bodyguard: 'bodyguard#1' }).code).toBe('not-your-turn');
  });

  test('Bodyguard: played on a turn it is only votes; it has no action to use then', () => {
    const s = draw(game({ Bo: ['bodyguard'] }), 'Ana');
    expect(rejected(s, { type: 'play-card', seat: 'Bo', card: 'bodyguard', vote: 'for', useAction: true }).code).toBe('malformed');
    const after = play(s, 'Bo', 'bodyguard', { vote: 'for' });
    expect(after.players[1].inPlay).toEqual([{ card: 'bodyguard#1', vote: 'for' }]);
  });
});

describe('Martyrs', () => {
  test('Martyrs: after the battle every Influence card its owner committed goes back to hand, even in defeat (R25)', () => {
    const s = toCoup({ Ana: ['militia', 'army-officers', 'army-officers'], Bo: ['martyrs', 'militia', 'thief'] });
    const { state, events } = commitAll(s, { Bo: ['rebellion#2', 'martyrs#1', 'militia#2', 'thief#1'], Cy: [], Ana: ['militia#1', 'army-officers#1', 'army-officers#2'] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'coup-won', side: 'president' }));
    expect(events).toContainEqual({ type: 'martyrs', seat: 1, cards: ['martyrs#1', 'militia#2'] });
    expect(hand(state, 'Bo')).toEqual(expect.arrayContaining(['martyrs#1', 'militia#2', 'rebellion#2']));
    expect(state.politicalDiscard).toEqual(expect.arrayContaining(['thief#1', 'militia#1', 'army-officers#1', 'army-officers#2']));
    expect(state.politicalDiscard).not.toContain('martyrs#1');
    conserved(state);
  });

  test('Martyrs: without Martyrs the committed Influence cards are discarded', () => {
    const s = toCoup({ Bo: ['militia'] });
    const { state, events } = commitAll(s, { Bo: ['rebellion#2', 'militia#1'], Cy: [], Ana: [] });
    expect(state.politicalDiscard).toContain('militia#1');
    expect(hand(state, 'Bo')).not.toContain('militia#1');
    expect(events.some((e) => e.type === 'martyrs')).toBe(false);
  });

  test('Martyrs: has no action when played in the voting (coup only)', () => {
    const s = game({ Ana: ['martyrs'] });
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'martyrs', vote: 'for', useAction: true }).code).toBe('malformed');
  });
});

describe('Marxists', () => {
  test('Marxists: worth 5 in battle for a Rebel', () => {
    const s = toCoup({ Bo: ['marxists'] });
    const { events } = commitAll(s, { Bo: ['rebellion#2', 'marxists#1'], Cy: [], Ana: [] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'coup-revealed', rebelStrength: 5, presidentStrength: 0 }));
  });

  test('Marxists: worth 2 in battle for a loyal player', () => {
    const s = toCoup({ Cy: ['marxists'] });
    const { events } = commitAll(s, { Bo: ['rebellion#2'], Cy: ['marxists#1'], Ana: [] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'coup-revealed', rebelStrength: 0, presidentStrength: 2 }));
  });

  test('Marxists: has no action when played in the voting (coup only)', () => {
    const s = game({ Ana: ['marxists'] });
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'marxists', vote: 'for', useAction: true }).code).toBe('malformed');
  });
});

describe('Students', () => {
  test("Students: shows the true value of another player's stack to the player only", () => {
    const s = game({ Ana: ['students'] });
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'students', vote: 'for', target: 'Bo' });
    expect(learned(state, 'Ana')).toEqual([
      { kind: 'stack', round: 1, owner: 1, cards: ['m3#1'], version: stack(state, 'Bo').version, by: 'students#1' },
    ]);
    expect(learned(state, 'Bo')).toEqual([]);
    expect(learned(state, 'Cy')).toEqual([]);
    expect(events.filter((e) => e.type === 'stack-seen')).toEqual([
      { type: 'stack-seen', seat: 0, owner: 1, cards: ['m3#1'], by: 'students#1', to: [0] },
    ]);
    expect(events).toContainEqual({ type: 'card-played', seat: 0, card: 'students#1', vote: 'for', used: true, target: 1 });
  });

  test("Students: the target must be another player's stack", () => {
    const s = game({ Ana: ['students'] });
    expect(offeredTargets(s, 'Ana', 'students')).toEqual(['-', 'Bo', 'Cy']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'students', vote: 'for', target: 'Ana' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'students', vote: 'for', target: 'Nobody' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'students', vote: 'for', useAction: true }).code).toBe('illegal-target');
  });

  test('Students: may be played without its action, and returns to hand at the end of phase 3 even when used', () => {
    const unused = act(game({ Ana: ['students'] }), { type: 'play-card', seat: 'Ana', card: 'students', vote: 'for' });
    expect(learned(unused, 'Ana')).toEqual([]);
    const used = finishVoting(act(game({ Ana: ['students'] }), { type: 'play-card', seat: 'Ana', card: 'students', vote: 'for', target: 'Cy' }));
    expect(hand(used, 'Ana')).toContain('students#1');
    expect(used.politicalDiscard).not.toContain('students#1');
  });
});

describe('Newspaper', () => {
  test("Newspaper: shows one stack's true value to everyone", () => {
    const s = game({ Ana: ['newspaper'] });
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'newspaper', vote: 'for', target: 'Bo' });
    const fact = { kind: 'stack', round: 1, owner: 1, cards: ['m3#1'], version: stack(state, 'Bo').version, by: 'newspaper#1' };
    for (const name of THREE) expect(learned(state, name)).toEqual([fact]);
    expect(events).toContainEqual({ type: 'stack-value-shown', owner: 1, value: 3, by: 'newspaper#1' });
  });

  test("Newspaper: any stack may be chosen, the player's own included", () => {
    const s = game({ Ana: ['newspaper'] });
    expect(offeredTargets(s, 'Ana', 'newspaper')).toEqual(['-', 'Ana', 'Bo', 'Cy']);
    const state = act(s, { type: 'play-card', seat: 'Ana', card: 'newspaper', vote: 'for', target: 'Ana' });
    expect(learned(state, 'Cy')).toEqual([expect.objectContaining({ owner: 0, cards: ['m1#4', 'm4#1'] })]);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'newspaper', vote: 'for', target: 'Nobody' }).code).toBe('illegal-target');
  });

  test('Newspaper: discarded at the end of phase 3 if used, returned to hand if not (R16)', () => {
    discardedOnlyIfUsed(
      'newspaper#1',
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'newspaper', vote: 'for', target: 'Cy' }),
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'newspaper', vote: 'for' }),
      () => game({ Ana: ['newspaper'] }),
    );
  });
});

describe('Secret Police', () => {
  test("Secret Police: shows another player's hand to the player only", () => {
    const s = game({ Ana: ['secret-police'], Bo: ['cathedral', 'thief', 'militia', 'peasants'] });
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'secret-police', vote: 'for', target: 'Bo' });
    const cards = ['cathedral#1', 'thief#1', 'militia#1', 'peasants#1', 'rebellion#2'];
    expect(learned(state, 'Ana')).toEqual([{ kind: 'hand', round: 1, owner: 1, cards }]);
    expect(learned(state, 'Bo')).toEqual([]);
    expect(learned(state, 'Cy')).toEqual([]);
    expect(events).toContainEqual({ type: 'hand-seen', seat: 0, owner: 1, cards, to: [0] });
  });

  test('Secret Police: the target must be another player', () => {
    const s = game({ Ana: ['secret-police'] });
    expect(offeredTargets(s, 'Ana', 'secret-police')).toEqual(['-', 'Bo', 'Cy']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'secret-police', vote: 'for', target: 'Ana' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'secret-police', vote: 'for', useAction: true }).code).toBe('illegal-target');
  });

  test('Secret Police: discarded at the end of phase 3 if used, returned to hand if not (R16)', () => {
    discardedOnlyIfUsed(
      'secret-police#1',
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'secret-police', vote: 'for', target: 'Cy' }),
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'secret-police', vote: 'for' }),
      () => game({ Ana: ['secret-police'] }),
    );
  });
});

describe('Bankers', () => {
  const rich = () => giveMoney(game({ Ana: ['bankers'] }), 'Ana', ['m2#2', 'm3#2']);

  test('Bankers: moves up to 2 chosen Money cards from the top of the Middleman below it', () => {
    const { state, events } = actWithEvents(rich(), { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for', money: ['m1#1', 'm3#2'] });
    expect(top(state, 'Ana')).toEqual(['m2#2']);
    expect(swiss(state, 'Ana')).toEqual(['m1#1', 'm3#2']);
    expect(events).toContainEqual({ type: 'money-moved-to-swiss', seat: 0, count: 2 });
    expect(events).toContainEqual({ type: 'money-moved-to-swiss-cards', seat: 0, cards: ['m1#1', 'm3#2'], to: [0] });
    const one = act(rich(), { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for', money: ['m2#2'] });
    expect(swiss(one, 'Ana')).toEqual(['m2#2']);
  });

  test('Bankers: only Money on top of the own Middleman, at most 2 cards', () => {
    const s = rich();
    expect(offeredTargets(s, 'Ana', 'bankers')).toEqual(['-', 'm1#1', 'm1#1+m2#2', 'm1#1+m3#2', 'm2#2', 'm2#2+m3#2', 'm3#2']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for', money: ['m1#1', 'm2#2', 'm3#2'] }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for', money: ['m4#1'] }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for', money: ['m1#2'] }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for', useAction: true }).code).toBe('illegal-target');
  });

  test('Bankers: with no Money on top of the own Middleman the action cannot be used; the card may still be played', () => {
    const s = giveMoney(game({ Ana: ['bankers'] }), 'Ana', ['m1#1'], 'swiss');
    expect(offeredTargets(s, 'Ana', 'bankers')).toEqual(['-']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for', useAction: true }).code).toBe('illegal-target');
    const after = act(s, { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for' });
    expect(inPlay(after, 'Ana')).toEqual(['bankers#1']);
  });

  test('Bankers: discarded at the end of phase 3 if used, returned to hand if not (R16)', () => {
    discardedOnlyIfUsed(
      'bankers#1',
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for', money: ['m1#1'] }),
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'bankers', vote: 'for' }),
      () => game({ Ana: ['bankers'] }),
    );
  });
});

describe('Mafia', () => {
  test("Mafia: takes a random Political card from another player's hand, never the Rebellion card (R28)", () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const s = setHand(game({ Ana: ['mafia'] }, { seed }), 'Bo', ['peasants#1', 'rebellion#2']);
      const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', target: 'Bo' });
      expect(hand(state, 'Bo')).toEqual(['rebellion#2']);
      expect(hand(state, 'Ana')).toContain('peasants#1');
      expect(events).toContainEqual({ type: 'card-taken', seat: 0, from: 1, took: true, by: 'mafia#1' });
      expect(events).toContainEqual({ type: 'card-taken-detail', seat: 0, from: 1, card: 'peasants#1', to: [0, 1] });
      conserved(state);
    }
  });

  test('Mafia: the card taken is one of the target’s cards, picked by the seeded generator', () => {
    const taken = new Set<string>();
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']) {
      const s = game({ Ana: ['mafia'], Bo: ['cathedral', 'thief', 'peasants', 'militia'] }, { seed });
      const state = act(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', target: 'Bo' });
      const card = hand(state, 'Ana').find((c) => !hand(s, 'Ana').includes(c))!;
      expect(['cathedral#1', 'thief#1', 'peasants#1', 'militia#1']).toContain(card);
      expect(hand(state, 'Bo')).toHaveLength(4);
      taken.add(card);
      const again = act(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', target: 'Bo' });
      expect(again).toEqual(state);
    }
    expect(taken.size).toBeGreaterThan(1);
  });

  test('Mafia: the target must be another player holding a non-Rebellion card', () => {
    const s = setHand(game({ Ana: ['mafia'] }), 'Bo', ['rebellion#2']);
    expect(offeredTargets(s, 'Ana', 'mafia')).toEqual(['-', 'Cy']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', target: 'Bo' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', target: 'Ana' }).code).toBe('illegal-target');
    const after = act(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', target: 'Cy' });
    expect(hand(after, 'Cy')).toHaveLength(4);
  });

  test('Mafia: with no legal target the action cannot be used; the card may still be played', () => {
    const s = setHand(setHand(game({ Ana: ['mafia'] }), 'Bo', ['rebellion#2']), 'Cy', ['rebellion#3']);
    expect(offeredTargets(s, 'Ana', 'mafia')).toEqual(['-']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', useAction: true }).code).toBe('illegal-target');
    const after = act(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'against' });
    expect(after.players[0].inPlay).toEqual([{ card: 'mafia#1', vote: 'against' }]);
  });

  test('Mafia: discarded at the end of phase 3 if used, returned to hand if not (R16)', () => {
    discardedOnlyIfUsed(
      'mafia#1',
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for', target: 'Bo' }),
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'mafia', vote: 'for' }),
      () => game({ Ana: ['mafia'] }),
    );
  });
});

describe('Intellectuals', () => {
  test('Intellectuals: draws the top Political card (R6); only the player sees which', () => {
    const s = game({ Ana: ['intellectuals'] }, { drawPile: ['cathedral'] });
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'intellectuals', vote: 'for', useAction: true });
    expect(hand(state, 'Ana')).toContain('cathedral#1');
    expect(state.politicalDeck).toHaveLength(s.politicalDeck.length - 1);
    expect(events).toContainEqual({ type: 'card-drawn', seat: 0, card: null });
    expect(events).toContainEqual({ type: 'card-drawn', seat: 0, card: 'cathedral#1', to: [0] });
  });

  test('Intellectuals: played without its action draws nothing', () => {
    const s = game({ Ana: ['intellectuals'] }, { drawPile: ['cathedral'] });
    expect(offeredTargets(s, 'Ana', 'intellectuals')).toEqual(['-', 'use']);
    const state = act(s, { type: 'play-card', seat: 'Ana', card: 'intellectuals', vote: 'for' });
    expect(hand(state, 'Ana')).not.toContain('cathedral#1');
    expect(state.politicalDeck).toEqual(s.politicalDeck);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'intellectuals', vote: 'for', target: 'Bo' }).code).toBe('illegal-target');
  });

  test('Intellectuals: discarded at the end of phase 3 if used, returned to hand if not (R16)', () => {
    discardedOnlyIfUsed(
      'intellectuals#1',
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'intellectuals', vote: 'for', useAction: true }),
      (s) => act(s, { type: 'play-card', seat: 'Ana', card: 'intellectuals', vote: 'for' }),
      () => game({ Ana: ['intellectuals'] }),
    );
  });
});

describe('Foreign Advisors', () => {
  const money = ['m1', 'm1', 'm1', 'm1', 'm4', 'm3', 'm2', 'm3'];
  const fresh = () => game({ Ana: ['foreign-advisors'] }, { money, stacks: {} });

  test('Foreign Advisors: shows the top 3 Money cards to the player only, order unchanged', () => {
    const s = fresh();
    expect(offeredTargets(s, 'Ana', 'foreign-advisors')).toEqual(['-', 'use']);
    expect(s.moneyDeck.slice(0, 4)).toEqual(['m4#1', 'm3#1', 'm2#1', 'm3#2']);
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Ana', card: 'foreign-advisors', vote: 'for', useAction: true });
    expect(learned(state, 'Ana')).toEqual([{ kind: 'money-deck-top', round: 1, cards: ['m4#1', 'm3#1', 'm2#1'] }]);
    expect(learned(state, 'Bo')).toEqual([]);
    expect(learned(state, 'Cy')).toEqual([]);
    expect(state.moneyDeck).toEqual(s.moneyDeck);
    expect(events).toContainEqual({ type: 'money-deck-top-seen', seat: 0, cards: ['m4#1', 'm3#1', 'm2#1'], to: [0] });
  });

  test('Foreign Advisors: fewer cards when fewer remain', () => {
    const s = shrinkMoneyDeck(fresh(), 2, 'Cy');
    const state = act(s, { type: 'play-card', seat: 'Ana', card: 'foreign-advisors', vote: 'for', useAction: true });
    expect(learned(state, 'Ana')).toEqual([{ kind: 'money-deck-top', round: 1, cards: ['m4#1', 'm3#1'] }]);
  });

  test('Foreign Advisors: with an empty Money deck the action cannot be used; the card may still be played', () => {
    const s = shrinkMoneyDeck(fresh(), 0, 'Cy');
    expect(offeredTargets(s, 'Ana', 'foreign-advisors')).toEqual(['-']);
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'foreign-advisors', vote: 'for', useAction: true }).code).toBe('illegal-target');
    const state = act(s, { type: 'play-card', seat: 'Ana', card: 'foreign-advisors', vote: 'for' });
    expect(inPlay(state, 'Ana')).toEqual(['foreign-advisors#1']);
    expect(learned(state, 'Ana')).toEqual([]);
  });
});

describe('Smugglers', () => {
  const bo = () => draw(game({ Bo: ['smugglers'] }, { stacks: { Bo: ['m3#1', 'm2#1'] } }), 'Ana');

  test('Smugglers: moves one chosen card from the own stack onto the Middleman at once; the announcement stays (R9)', () => {
    const s = bo();
    expect(stack(s, 'Bo').announced).toBe(5);
    const { state, events } = actWithEvents(s, { type: 'play-card', seat: 'Bo', card: 'smugglers', vote: 'for', money: ['m3#1'] });
    expect(stack(state, 'Bo').cards).toEqual(['m2#1']);
    expect(stack(state, 'Bo').announced).toBe(5);
    expect(top(state, 'Bo')).toEqual(['m1#2', 'm3#1']);
    expect(events).toContainEqual({ type: 'smuggled', seat: 1 });
    expect(events).toContainEqual({ type: 'smuggled-card', seat: 1, card: 'm3#1', to: [1] });
    conserved(state);
  });

  test('Smugglers: only one card, and only from the own stack', () => {
    const s = bo();
    expect(offeredTargets(s, 'Bo', 'smugglers')).toEqual(['-', 'm2#1', 'm3#1']);
    expect(rejected(s, { type: 'play-card', seat: 'Bo', card: 'smugglers', vote: 'for', money: ['m3#1', 'm2#1'] }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Bo', card: 'smugglers', vote: 'for', money: ['m4#1'] }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Bo', card: 'smugglers', vote: 'for', money: ['m1#2'] }).code).toBe('illegal-target');
  });

  test('Smugglers: with an empty own stack the action cannot be used; the card may still be played', () => {
    const s = draw(game({ Bo: ['smugglers'] }, { stacks: {} }), 'Ana');
    expect(stack(s, 'Bo').cards).toEqual([]);
    expect(offeredTargets(s, 'Bo', 'smugglers')).toEqual(['-']);
    expect(rejected(s, { type: 'play-card', seat: 'Bo', card: 'smugglers', vote: 'for', useAction: true }).code).toBe('illegal-target');
    const state = act(s, { type: 'play-card', seat: 'Bo', card: 'smugglers', vote: 'for' });
    expect(inPlay(state, 'Bo')).toEqual(['smugglers#1']);
    expect(seatOf(state, 'Bo')).toBe(1);
  });
});
