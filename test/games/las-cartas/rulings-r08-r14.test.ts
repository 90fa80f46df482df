// Rulings R8–R14: budget stacks and announcements, the voting's turn order, bribes, votes, card
// and Building actions, Martial Law. One behaviour per test.
import { heuristicBot } from '../../../src/games/las-cartas/bots/heuristic.js';
import { legalActions, pending, viewFor, visibleTo, type Action, type State } from '../../../src/games/las-cartas/rules/index.js';
import {
  act, actAll, actWithEvents, draw, eventsOf, finishVoting, finishVotingWithEvents, FOUR, FOUR_9M, game, giveMoney, patch,
  playCard, proposeAllToPresident, putInPlay, rejected, rng, scenario, turnOf, whoMustAct,
} from '../../support/game.js';

const budget = (stacks: Record<string, { money: string[]; announced: number }>): Action => ({
  type: 'propose-budget',
  seat: 'Ana',
  stacks: Object.entries(stacks).map(([to, st]) => ({ to, ...st })),
});

/** Ana's own stack holds 5 million announced 3; the total announced is 5 of the 9 drawn. */
function bribable(hands: Record<string, string[]> = {}): State {
  return act(game(hands, FOUR_9M), budget({
    Ana: { money: ['m3#1', 'm2#1'], announced: 3 },
    Bo: { money: ['m2#2'], announced: 1 },
    Cy: { money: ['m1#5'], announced: 1 },
    Di: { money: ['m1#6'], announced: 0 },
  }));
}

/**
 * Ana adds her Middleman's m1#1 to her own stack (R8): 10 million in the stacks, 9 drawn, and the
 * announcements 6 + 1 + 1 + 1 at the cap, though Bo's stack holds 2.
 */
function atCap(): State {
  return act(game({}, FOUR_9M), budget({
    Ana: { money: ['m3#1', 'm2#1', 'm1#1'], announced: 6 },
    Bo: { money: ['m2#2'], announced: 1 },
    Cy: { money: ['m1#5'], announced: 1 },
    Di: { money: ['m1#6'], announced: 1 },
  }));
}

const bribe = (to: string, money: string[], announced: number, ownAnnounced?: number): Action =>
  ({ type: 'bribe', seat: 'Ana', to, money, announced, ...(ownAnnounced === undefined ? {} : { ownAnnounced }) });

describe('R8 stacks', () => {
  test('R8 every drawn Money card must go into a stack', () => {
    const s = game({}, FOUR_9M);
    const error = rejected(s, budget({ Ana: { money: ['m3#1', 'm2#1', 'm2#2', 'm1#5'], announced: 0 } }));
    expect(error.code).toBe('illegal-play');
    expect(error.message).toContain('m1#6');
  });

  test("R8 there is one stack per player, the President's own included, and a stack may be empty", () => {
    const s = act(game({}, FOUR_9M), budget({
      Bo: { money: ['m3#1', 'm2#1'], announced: 5 },
      Ana: { money: ['m2#2', 'm1#5', 'm1#6'], announced: 4 },
    }));
    expect(s.phase).toBe('voting');
    expect(s.budget!.stacks.map((st) => [st.cards, st.announced])).toEqual([
      [['m2#2', 'm1#5', 'm1#6'], 4], [['m3#1', 'm2#1'], 5], [[], 0], [[], 0],
    ]);
    expect(s.budget!.drawn).toEqual([]);
  });

  test('R8 a Money card goes into exactly one stack, and a player gets exactly one stack', () => {
    const s = game({}, FOUR_9M);
    expect(rejected(s, budget({
      Bo: { money: ['m3#1', 'm2#1'], announced: 0 },
      Cy: { money: ['m2#1', 'm2#2', 'm1#5', 'm1#6'], announced: 0 },
    })).code).toBe('malformed');
    const twice: Action = {
      type: 'propose-budget', seat: 'Ana',
      stacks: [{ to: 'Bo', money: ['m3#1'], announced: 0 }, { to: 'Bo', money: ['m2#1', 'm2#2', 'm1#5', 'm1#6'], announced: 0 }],
    };
    expect(rejected(s, twice).code).toBe('malformed');
  });

  test('R8 only the President forms the stacks', () => {
    const s = game({}, FOUR_9M);
    expect(rejected(s, { ...budget({ Bo: { money: ['m3#1', 'm2#1', 'm2#2', 'm1#5', 'm1#6'], announced: 0 } }), seat: 'Bo' }).code)
      .toBe('not-your-turn');
  });

  test("R8 the President may also put Money from on top of and from under their own Middleman into stacks", () => {
    let s = patch(game({}, FOUR_9M), (d) => {
      d.moneyDeck = d.moneyDeck.filter((m) => m !== 'm3#2');
      d.players[0].swiss.push('m3#2');
    });
    const out = actWithEvents(s, budget({
      Bo: { money: ['m3#1', 'm1#1'], announced: 4 },
      Cy: { money: ['m2#1', 'm2#2', 'm3#2'], announced: 5 },
      Di: { money: ['m1#5', 'm1#6'], announced: 0 },
    }));
    s = out.state;
    expect(s.players[0].top).toEqual([]);
    expect(s.players[0].swiss).toEqual([]);
    expect(s.budget!.stacks[1].cards).toEqual(['m3#1', 'm1#1']);
    expect(s.budget!.stacks[2].cards).toEqual(['m2#1', 'm2#2', 'm3#2']);
    expect(eventsOf(out.events, 'budget-proposed')[0].fromMiddleman).toBe(2);
  });

  test("R8 the President may not put another player's Middleman Money into a stack", () => {
    expect(rejected(game({}, FOUR_9M), budget({
      Bo: { money: ['m3#1', 'm2#1', 'm2#2', 'm1#5', 'm1#6', 'm1#2'], announced: 0 },
    })).code).toBe('not-yours');
  });
});

describe('R9 announcements', () => {
  test("R9 an announcement above the stack's true value is refused", () => {
    const error = rejected(game({}, FOUR_9M), budget({
      Bo: { money: ['m2#1'], announced: 3 },
      Ana: { money: ['m3#1', 'm2#2', 'm1#5', 'm1#6'], announced: 0 },
    }));
    expect(error.code).toBe('overstated');
  });

  test('R9 announcements adding up to more than the value drawn are refused, even with Middleman Money in the stacks', () => {
    // Drawn: 9 million; Ana's own 1-million card brings the stacks to 10, announced in full.
    const error = rejected(game({}, FOUR_9M), budget({
      Ana: { money: ['m3#1'], announced: 3 },
      Bo: { money: ['m2#1', 'm2#2'], announced: 4 },
      Cy: { money: ['m1#5', 'm1#6'], announced: 2 },
      Di: { money: ['m1#1'], announced: 1 },
    }));
    expect(error.code).toBe('over-cap');
    const s = act(game({}, FOUR_9M), budget({
      Ana: { money: ['m3#1'], announced: 3 },
      Bo: { money: ['m2#1', 'm2#2'], announced: 4 },
      Cy: { money: ['m1#5', 'm1#6'], announced: 2 },
      Di: { money: ['m1#1'], announced: 0 },
    }));
    expect(s.budget!.cap).toBe(9);
  });

  test('R9 understating a stack is allowed, down to 0', () => {
    const s = act(game({}, FOUR_9M), budget({
      Bo: { money: ['m3#1', 'm2#1'], announced: 1 },
      Cy: { money: ['m2#2'], announced: 0 },
      Di: { money: ['m1#5', 'm1#6'], announced: 2 },
    }));
    expect(s.budget!.stacks.map((st) => st.announced)).toEqual([0, 1, 0, 2]);
  });

  test('R9 an announcement is a whole number of millions', () => {
    for (const announced of [-1, 1.5]) {
      expect(rejected(game({}, FOUR_9M), budget({ Bo: { money: ['m3#1', 'm2#1', 'm2#2', 'm1#5', 'm1#6'], announced } })).code).toBe('malformed');
    }
  });

  test('R9 each recipient is shown their own stack, and nobody else is', () => {
    const out = actWithEvents(game({}, FOUR_9M), budget({
      Bo: { money: ['m3#1'], announced: 3 },
      Cy: { money: ['m2#1', 'm2#2'], announced: 3 },
      Di: { money: ['m1#5', 'm1#6'], announced: 2 },
    }));
    expect(eventsOf(out.events, 'stack-received').map((e) => [e.to, e.cards, e.announced])).toEqual([
      [[1], ['m3#1'], 3], [[2], ['m2#1', 'm2#2'], 3], [[3], ['m1#5', 'm1#6'], 2],
    ]);
    expect(eventsOf(out.events, 'budget-proposed')).toEqual([{
      type: 'budget-proposed', seat: 0, fromMiddleman: 0,
      stacks: [{ count: 0, announced: 0 }, { count: 1, announced: 3 }, { count: 2, announced: 3 }, { count: 2, announced: 2 }],
    }]);
  });

  test('R9 the President sees every stack only until it is placed on a Middleman', () => {
    let s = act(game({}, FOUR_9M), budget({
      Bo: { money: ['m3#1'], announced: 3 },
      Cy: { money: ['m2#1', 'm2#2'], announced: 3 },
      Di: { money: ['m1#5', 'm1#6'], announced: 2 },
    }));
    expect(viewFor(s, 0).stacks).toEqual([[], ['m3#1'], ['m2#1', 'm2#2'], ['m1#5', 'm1#6']]);
    s = finishVoting(s);
    expect(s.players[1].top).toEqual(['m3#1']);
    const ana = JSON.stringify(viewFor(s, 0));
    for (const card of ['m3#1', 'm2#1', 'm2#2', 'm1#5', 'm1#6']) expect(ana).not.toContain(`"${card}"`);
    expect(viewFor(s, 0).players[1]).toMatchObject({ topCount: 1, swissCount: 1 });
  });

  test('R9 a stack keeps its announcement when Smugglers take a card out of it', () => {
    let s = act(game({ Bo: ['smugglers'] }, FOUR_9M), budget({
      Bo: { money: ['m3#1', 'm1#5'], announced: 4 },
      Cy: { money: ['m2#1', 'm2#2', 'm1#6'], announced: 5 },
    }));
    s = draw(s);
    s = act(s, playCard('Bo', 'smugglers', { vote: 'for', money: ['m3#1'] }));
    expect(s.budget!.stacks[1]).toMatchObject({ cards: ['m1#5'], announced: 4 });
    expect(s.players[1].top).toEqual(['m1#2', 'm3#1']);
  });

  test("R9 a bribe that leaves the President's own stack holding less than its announcement must state a new one", () => {
    // Ana's stack holds 3 + 2 announced 3; giving Bo the 3 leaves 2.
    const s = bribable();
    const refused = rejected(s, bribe('Bo', ['m3#1'], 4));
    expect(refused.code).toBe('overstated');
    expect(refused.message).toContain("President's own stack would hold 2 million and is still announced as 3");
    expect(refused.message).toContain('at most 2');
    expect(rejected(s, bribe('Bo', ['m3#1'], 4, 3)).code).toBe('overstated');
    expect(act(s, bribe('Bo', ['m3#1'], 4, 2)).budget!.stacks[0]).toMatchObject({ cards: ['m2#1'], announced: 2 });
    expect(act(s, bribe('Bo', ['m3#1'], 4, 0)).budget!.stacks[0]).toMatchObject({ cards: ['m2#1'], announced: 0 });
    // Refused, never lowered silently: nothing in the state moved.
    expect(s.budget!.stacks[0]).toMatchObject({ cards: ['m3#1', 'm2#1'], announced: 3 });
  });

  test("R9 while the President's own announcement still fits after a bribe, it need not be restated", () => {
    // Giving Bo the 2 leaves 3, still announced 3.
    const { state, events } = actWithEvents(bribable(), bribe('Bo', ['m2#1'], 4));
    expect(state.budget!.stacks[0]).toMatchObject({ cards: ['m3#1'], announced: 3 });
    expect(eventsOf(events, 'bribe')[0]).toMatchObject({ count: 1, announced: 4, ownAnnounced: 3 });
  });

  test("R9 the bribe sampler and the heuristic bot state the President's own announcement within its new value", () => {
    const s = bribable();
    const legal = legalActions(s, 0);
    const random = rng('r9-bribes');
    let moved = 0;
    for (let i = 0; i < 200; i++) {
      const action = legal.samplers.bribe!(random);
      if (action) expect(legal.validate(action)).toBeNull();
      if (action?.type === 'bribe' && action.money.length > 0) moved += 1;
    }
    expect(moved).toBeGreaterThan(20);
    // The heuristic bot gives its smallest card away: Ana's 6 announced of 3 + 2 + 1 must drop to 5.
    const full = atCap();
    const offer = { ...legalActions(full, 0), kinds: ['bribe' as const], actions: [] };
    const planned = heuristicBot.decide(viewFor(full, 0), offer, random) as Action;
    expect(planned).toMatchObject({ type: 'bribe', money: ['m1#1'], ownAnnounced: 5 });
    expect(offer.validate(planned)).toBeNull();
  });

  test('R9 a stack returned to the President no longer counts toward the cap', () => {
    let s = act(game({ Bo: ['landowners'] }, FOUR_9M), budget({
      Bo: { money: ['m3#1'], announced: 3 },
      Cy: { money: ['m2#1', 'm2#2'], announced: 4 },
      Di: { money: ['m1#5', 'm1#6'], announced: 2 },
    }));
    s = draw(s);
    s = act(s, playCard('Bo', 'landowners', { vote: 'against' }));
    s = finishVoting(s);
    expect(s.coup).toMatchObject({ firstRebel: 1, step: 'redistribute' });
    expect(s.budget!.stacks[1].returned).toBe(true);
    // Bo's 3 million go to Cy, announced in full: the total is back at the 9 drawn.
    s = act(s, { type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: ['m3#1'], announced: 7 }] });
    expect(s.budget!.stacks[2]).toMatchObject({ cards: ['m2#1', 'm2#2', 'm3#1'], announced: 7 });
  });
});

describe('R10 turn order', () => {
  test('R10 the 2N turns run clockwise from the President, then counter-clockwise from the President', () => {
    let s = scenario({ players: FOUR, president: 'Bo' });
    s = proposeAllToPresident(s);
    expect(s.voting!.order).toEqual([1, 2, 3, 0, 1, 0, 3, 2]);
    const started = eventsOf(finishVotingWithEvents(s).events, 'turn-started');
    expect(started.map((e) => [e.seat, e.pass])).toEqual([[2, 1], [3, 1], [0, 1], [1, 2], [0, 2], [3, 2], [2, 2]]);
  });

  test('R10 the turn order is never recomputed, even when the President changes', () => {
    let s = proposeAllToPresident(game({ Ana: ['vote-of-no-confidence'] }, FOUR_9M));
    const order = [...s.voting!.order];
    s = act(s, playCard('Ana', 'vote-of-no-confidence', { target: 'Cy' }));
    expect(s.president).toBe(2);
    s = act(s, { type: 'keep-budget', seat: 'Cy' });
    expect(s.voting!.order).toEqual(order);
    expect(turnOf(s)).toBe('Bo');
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
  });

  test('R10 only the player whose turn it is plays or draws', () => {
    const s = proposeAllToPresident(game({}, FOUR_9M));
    expect(rejected(s, { type: 'draw-card', seat: 'Cy' }).code).toBe('not-your-turn');
  });

  test('R10 a turn has exactly one play or draw: it cannot end before it, nor hold a second', () => {
    let s = proposeAllToPresident(game({ Ana: ['central-bank', 'landowners'] }, FOUR_9M));
    expect(rejected(s, { type: 'end-turn', seat: 'Ana' }).code).toBe('illegal-play');
    s = act(s, playCard('Ana', 'central-bank', { vote: 'for' }));
    expect(whoMustAct(s)).toEqual(['Ana:finish-turn']);
    expect(rejected(s, { type: 'draw-card', seat: 'Ana' }).code).toBe('illegal-play');
    expect(rejected(s, playCard('Ana', 'landowners', { vote: 'for' })).code).toBe('illegal-play');
    s = act(s, { type: 'end-turn', seat: 'Ana' });
    expect(turnOf(s)).toBe('Bo');
  });

  test('R10 the turn ends at once after the play or draw when no unused Building action remains', () => {
    let s = proposeAllToPresident(game({ Ana: ['central-bank'] }, FOUR_9M));
    s = act(s, playCard('Ana', 'central-bank', { vote: 'for' }));
    expect(whoMustAct(s)).toEqual(['Ana:finish-turn']);
    s = act(s, { type: 'end-turn', seat: 'Ana' }); // leaves the Central Bank unused
    expect(turnOf(s)).toBe('Bo');
    s = act(s, { type: 'draw-card', seat: 'Bo' });
    expect(turnOf(s)).toBe('Cy');
    // Ana's second-pass turn stays open for her Central Bank until she uses it, then ends at once.
    s = draw(draw(s)); // Cy, Di
    s = act(s, { type: 'draw-card', seat: 'Ana' });
    expect(whoMustAct(s)).toEqual(['Ana:finish-turn']);
    s = act(s, { type: 'use-building', seat: 'Ana', card: 'central-bank', money: ['m1#1'] });
    expect(turnOf(s)).toBe('Di');
  });
});

describe('R11 bribes', () => {
  test('R11 the President may bribe just before any turn of phase 3', () => {
    let s = bribable();
    expect(pending(s).optional).toEqual([{ seat: 0, kinds: ['bribe'] }]);
    s = act(s, bribe('Bo', ['m2#1'], 3));
    expect(s.budget!.stacks[1]).toMatchObject({ cards: ['m2#2', 'm2#1'], announced: 3 });
    expect(s.budget!.stacks[0]).toMatchObject({ cards: ['m3#1'], announced: 3 });
    s = draw(s); // Ana
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
    s = act(s, bribe('Cy', ['m3#1'], 4, 0)); // before Bo's turn
    expect(s.budget!.stacks.map((st) => [st.cards, st.announced])).toEqual([
      [[], 0], [['m2#2', 'm2#1'], 3], [['m1#5', 'm3#1'], 4], [['m1#6'], 0],
    ]);
  });

  test('R11 the President may bribe during their own turn, after its play', () => {
    let s = bribable({ Ana: ['central-bank'] });
    s = act(s, playCard('Ana', 'central-bank', { vote: 'for' }));
    expect(whoMustAct(s)).toEqual(['Ana:finish-turn']);
    s = act(s, bribe('Di', ['m2#1'], 2));
    expect(s.budget!.stacks[3]).toMatchObject({ cards: ['m1#6', 'm2#1'], announced: 2 });
  });

  test("R11 no bribe during another player's turn once it has begun", () => {
    let s = draw(bribable({ Bo: ['central-bank'] }));
    s = act(s, playCard('Bo', 'central-bank', { vote: 'for' }));
    expect(whoMustAct(s)).toEqual(['Bo:finish-turn']);
    expect(pending(s).optional).toEqual([]);
    expect(rejected(s, bribe('Cy', ['m2#1'], 3)).code).toBe('wrong-phase');
    s = act(s, { type: 'end-turn', seat: 'Bo' });
    act(s, bribe('Cy', ['m2#1'], 3));
  });

  test('R11 no bribe while a reaction is pending, even on the President’s own turn', () => {
    let s = bribable({ Ana: ['thief'] });
    s = act(s, playCard('Ana', 'thief', { target: 'Cy' }));
    expect(whoMustAct(s)).toEqual(['Cy:react']);
    expect(rejected(s, bribe('Cy', ['m2#1'], 3)).code).toBe('wrong-phase');
    s = act(s, { type: 'react', seat: 'Cy', bodyguard: null });
    expect(s.players[0].top).toHaveLength(2);
  });

  test('R11 no bribe once voting has ended, even while Buildings are still being declared', () => {
    let s = putInPlay(bribable({ Bo: ['vote-of-no-confidence'] }), 'Cy', 'cathedral#1');
    s = draw(s);
    s = act(s, playCard('Bo', 'vote-of-no-confidence'));
    expect(s.voting!.closing).toEqual({ reason: 'no-confidence', by: 1 });
    expect(whoMustAct(s)).toEqual(['Cy:declare-buildings']);
    expect(rejected(s, bribe('Cy', ['m2#1'], 3)).code).toBe('wrong-phase');
    s = act(s, { type: 'declare-buildings', seat: 'Cy', votes: [{ card: 'cathedral#1', vote: 'for' }] });
    expect(s.phase).toBe('coup');
    expect(rejected(s, bribe('Cy', ['m2#1'], 3)).code).toBe('wrong-phase');
  });

  test('R11 only the President bribes', () => {
    const s = bribable();
    expect(rejected(s, { type: 'bribe', seat: 'Bo', to: 'Cy', money: ['m2#2'], announced: 1 }).code).toBe('wrong-phase');
  });

  test("R11 a bribe goes onto one other player's stack, never the President's own", () => {
    expect(rejected(bribable(), bribe('Ana', ['m2#1'], 3)).code).toBe('illegal-target');
  });

  test("R11 a bribe moves only Money from the President's own stack", () => {
    const s = bribable();
    expect(rejected(s, bribe('Bo', ['m1#1'], 1)).code).toBe('not-yours');
    expect(rejected(s, bribe('Bo', ['m1#5'], 1)).code).toBe('not-yours');
  });

  test("R11 a bribe may raise the recipient's announcement, but never above the stack's true value", () => {
    const s = bribable();
    expect(act(s, bribe('Bo', [], 2)).budget!.stacks[1]).toMatchObject({ cards: ['m2#2'], announced: 2 });
    expect(rejected(s, bribe('Bo', [], 3)).code).toBe('overstated');
    expect(act(s, bribe('Bo', ['m3#1'], 5, 2)).budget!.stacks[1].announced).toBe(5);
    expect(rejected(s, bribe('Bo', ['m3#1'], 6, 2)).code).toBe('overstated');
  });

  test("R11 a bribe never lowers the recipient's announcement", () => {
    expect(rejected(bribable(), bribe('Bo', ['m2#1'], 0)).code).toBe('illegal-play');
  });

  test('R11 a raised announcement must stay within the cap', () => {
    // Ana keeps 3 announced 3; raising Bo from 1 to 5 would make 3 + 5 + 1 + 1 = 10 of the 9 drawn.
    const s = atCap();
    expect(rejected(s, bribe('Bo', ['m3#1'], 5, 3)).code).toBe('over-cap');
    expect(act(s, bribe('Bo', ['m3#1'], 4, 3)).budget!.stacks.map((st) => st.announced)).toEqual([3, 4, 1, 1]);
  });

  test('R11 the President may lower their own announcement in the same bribe to make room', () => {
    const s = atCap();
    expect(rejected(s, bribe('Bo', [], 2)).code).toBe('over-cap');
    const after = act(s, bribe('Bo', [], 2, 5));
    expect(after.budget!.stacks.map((st) => st.announced)).toEqual([5, 2, 1, 1]);
    expect(after.budget!.stacks[0].cards).toEqual(['m3#1', 'm2#1', 'm1#1']);
  });

  test("R11 the President's own announcement can only be lowered in a bribe", () => {
    expect(rejected(bribable(), bribe('Bo', ['m2#1'], 1, 4)).code).toBe('illegal-play');
  });

  test('R11 that a bribe happened, how many cards moved and the new announcement are public; the cards only the two see', () => {
    const { events } = actWithEvents(bribable(), bribe('Di', ['m2#1'], 2, 2));
    expect(events).toHaveLength(2);
    const [cards, publicBribe] = events;
    expect(publicBribe).toEqual({ type: 'bribe', seat: 0, recipient: 3, count: 1, announced: 2, ownAnnounced: 2 });
    expect(cards).toMatchObject({ type: 'stack-cards-moved', seat: 0, recipient: 3, cards: ['m2#1'], to: [0, 3], why: 'bribe' });
    expect([0, 1, 2, 3].map((seat) => visibleTo(cards, seat))).toEqual([true, false, false, true]);
    expect([0, 1, 2, 3].map((seat) => visibleTo(publicBribe, seat))).toEqual([true, true, true, true]);
  });
});

describe('R12 votes', () => {
  test('R12 an Influence card with votes is declared for or against when played', () => {
    let s = proposeAllToPresident(game({ Ana: ['landowners'] }, FOUR_9M));
    expect(rejected(s, playCard('Ana', 'landowners')).code).toBe('malformed');
    s = act(s, playCard('Ana', 'landowners', { vote: 'against' }));
    expect(s.players[0].inPlay).toEqual([{ card: 'landowners#1', vote: 'against' }]);
  });

  test('R12 an Intervention with votes is declared when played, and its votes count', () => {
    let s = proposeAllToPresident(game({ Bo: ['landowners'], Cy: ['mass-demonstration'] }, FOUR_9M));
    s = draw(s);
    s = act(s, playCard('Bo', 'landowners', { vote: 'for' }));
    expect(rejected(s, playCard('Cy', 'mass-demonstration')).code).toBe('malformed');
    s = act(s, playCard('Cy', 'mass-demonstration', { vote: 'against' }));
    const counted = eventsOf(finishVotingWithEvents(s).events, 'votes-counted');
    expect(counted).toMatchObject([{ for: 3, against: 3, passed: true }]);
  });

  test('R12 a card without votes is played without a vote', () => {
    const s = proposeAllToPresident(game({ Ana: ['militia'] }, FOUR_9M));
    expect(rejected(s, playCard('Ana', 'militia', { vote: 'for' })).code).toBe('malformed');
    expect(act(s, playCard('Ana', 'militia')).players[0].inPlay).toEqual([{ card: 'militia#1', vote: null }]);
  });

  test('R12 a Building played is declared when played, and is declared again on its owner’s first turn of every later round', () => {
    let s = proposeAllToPresident(game({ Bo: ['cathedral'] }, FOUR_9M));
    s = draw(s);
    expect(rejected(s, playCard('Bo', 'cathedral')).code).toBe('malformed');
    s = act(s, playCard('Bo', 'cathedral', { vote: 'against' }));
    expect(s.players[1].inPlay).toEqual([{ card: 'cathedral#1', vote: 'against' }]);
    const round1 = finishVotingWithEvents(s);
    expect(eventsOf(round1.events, 'buildings-declared')).toEqual([]);
    expect(eventsOf(round1.events, 'votes-counted')).toMatchObject([{ for: 0, against: 3, passed: false }]);
    // Round 2 (after the coup Bo led): the Cathedral is undeclared until its owner's first turn.
    s = act(round1.state, { type: 'redistribute', seat: 'Ana', stacks: [] });
    s = actAll(s, ['Bo', 'Cy', 'Di', 'Ana'].map((seat) => ({ type: 'commit-coup' as const, seat, cards: [] }))).state;
    expect(s.round).toBe(2);
    s = proposeAllToPresident(s);
    expect(s.players[1].inPlay).toEqual([{ card: 'cathedral#1', vote: null }]);
    s = draw(s);
    expect(whoMustAct(s)).toEqual(['Bo:declare-buildings']);
    expect(rejected(s, { type: 'draw-card', seat: 'Bo' }).code).toBe('illegal-play');
    s = act(s, { type: 'declare-buildings', seat: 'Bo', votes: [{ card: 'cathedral#1', vote: 'for' }] });
    expect(s.players[1].inPlay).toEqual([{ card: 'cathedral#1', vote: 'for' }]);
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
  });

  test('R12 Building owners declare all their Buildings, and only on their own first turn', () => {
    let s = putInPlay(putInPlay(proposeAllToPresident(game({}, FOUR_9M)), 'Bo', 'cathedral#1'), 'Bo', 'embassy#1');
    expect(rejected(s, { type: 'declare-buildings', seat: 'Bo', votes: [{ card: 'cathedral#1', vote: 'for' }, { card: 'embassy#1', vote: 'for' }] }).code)
      .toBe('not-your-turn');
    s = draw(s);
    expect(rejected(s, { type: 'declare-buildings', seat: 'Bo', votes: [{ card: 'cathedral#1', vote: 'for' }] }).code).toBe('illegal-play');
    s = act(s, { type: 'declare-buildings', seat: 'Bo', votes: [{ card: 'cathedral#1', vote: 'for' }, { card: 'embassy#1', vote: 'against' }] });
    expect(s.players[1].inPlay.map((c) => c.vote)).toEqual(['for', 'against']);
  });

  test('R12 if voting ends before an owner’s first turn, owners declare at once, in turn order, before the count', () => {
    let s = proposeAllToPresident(game({ Bo: ['vote-of-no-confidence'] }, FOUR_9M));
    s = putInPlay(putInPlay(s, 'Di', 'embassy#1'), 'Cy', 'cathedral#1');
    s = draw(s);
    s = act(s, playCard('Bo', 'vote-of-no-confidence'));
    expect(whoMustAct(s)).toEqual(['Cy:declare-buildings']);
    expect(rejected(s, { type: 'declare-buildings', seat: 'Di', votes: [{ card: 'embassy#1', vote: 'against' }] }).code).toBe('not-your-turn');
    expect(rejected(s, { type: 'draw-card', seat: 'Cy' }).code).toBe('wrong-phase');
    s = act(s, { type: 'declare-buildings', seat: 'Cy', votes: [{ card: 'cathedral#1', vote: 'for' }] });
    expect(whoMustAct(s)).toEqual(['Di:declare-buildings']);
    const out = actWithEvents(s, { type: 'declare-buildings', seat: 'Di', votes: [{ card: 'embassy#1', vote: 'against' }] });
    expect(eventsOf(out.events, 'votes-counted')).toMatchObject([{ for: 3, against: 2 }]);
    expect(out.state.tally).toEqual({ for: [0, 0, 3, 0], against: [0, 0, 0, 2] });
  });

  test('R12 only votes on cards still in play when voting ends are counted', () => {
    let s = proposeAllToPresident(game({ Bo: ['landowners'], Cy: ['assassin'] }, FOUR_9M));
    s = draw(s);
    s = act(s, playCard('Bo', 'landowners', { vote: 'against' }));
    s = act(s, playCard('Cy', 'assassin', { target: 'landowners#1' }));
    s = act(s, { type: 'react', seat: 'Bo', bodyguard: null });
    const counted = eventsOf(finishVotingWithEvents(s).events, 'votes-counted');
    expect(counted).toMatchObject([{ for: 0, against: 0, passed: true }]);
  });

  test('R12 a player hit by Electoral Fraud counts for nothing, Buildings included', () => {
    let s = proposeAllToPresident(game({ Bo: ['landowners', 'cathedral'], Cy: ['electoral-fraud'], Di: ['dock-workers'] }, FOUR_9M));
    s = draw(s); // Ana
    s = act(s, playCard('Bo', 'landowners', { vote: 'against' }));
    s = act(s, playCard('Cy', 'electoral-fraud', { target: 'Bo' }));
    s = act(s, playCard('Di', 'dock-workers', { vote: 'for' }));
    s = draw(draw(draw(s))); // Ana, Di, Cy
    const { state, events } = actWithEvents(s, playCard('Bo', 'cathedral', { vote: 'against' }));
    expect(eventsOf(events, 'votes-counted')).toMatchObject([{
      for: 2, against: 0, passed: true,
      bySeat: [{ for: 0, against: 0 }, { for: 0, against: 0 }, { for: 0, against: 0 }, { for: 2, against: 0 }],
    }]);
    expect(state.phase).toBe('budget');
  });

  test('R12 a tie passes the budget', () => {
    let s = proposeAllToPresident(game({ Bo: ['landowners'], Cy: ['conservatives'] }, FOUR_9M));
    s = draw(s);
    s = act(s, playCard('Bo', 'landowners', { vote: 'against' }));
    s = act(s, playCard('Cy', 'conservatives', { vote: 'for' }));
    const { state, events } = finishVotingWithEvents(s);
    expect(eventsOf(events, 'votes-counted')).toMatchObject([{ for: 3, against: 3, passed: true }]);
    expect(eventsOf(events, 'budget-passed')).toHaveLength(1);
    expect(state.phase).toBe('budget');
    expect(state.round).toBe(2);
  });

  test('R12 more votes against than for defeat the budget', () => {
    let s = proposeAllToPresident(game({ Bo: ['landowners'], Cy: ['dock-workers'] }, FOUR_9M));
    s = draw(s);
    s = act(s, playCard('Bo', 'landowners', { vote: 'against' }));
    s = act(s, playCard('Cy', 'dock-workers', { vote: 'for' }));
    const { state, events } = finishVotingWithEvents(s);
    expect(eventsOf(events, 'votes-counted')).toMatchObject([{ for: 2, against: 3, passed: false }]);
    expect(state.phase).toBe('coup');
  });
});

describe('R13 card actions', () => {
  test("R13 an Influence card's action is optional, and can be used only at the moment it is played", () => {
    let s = proposeAllToPresident(game({ Bo: ['students'] }, FOUR_9M));
    s = draw(s);
    const out = actWithEvents(s, playCard('Bo', 'students', { vote: 'for' }));
    s = out.state;
    expect(eventsOf(out.events, 'card-played')).toMatchObject([{ card: 'students#1', used: false }]);
    expect(eventsOf(out.events, 'stack-seen')).toEqual([]);
    expect(turnOf(s)).toBe('Cy');
    s = draw(draw(draw(s))); // Cy, Di, Ana
    expect(turnOf(s)).toBe('Di');
    s = draw(draw(s)); // Di, Cy
    expect(turnOf(s)).toBe('Bo');
    expect(rejected(s, { type: 'use-building', seat: 'Bo', card: 'students#1', target: 'Cy' }).code).toBe('illegal-play');
    expect(legalActions(s, 1).kinds).not.toContain('use-building');
  });

  test("R13 an Influence card's action is used as it is played", () => {
    let s = proposeAllToPresident(game({ Bo: ['students'] }, FOUR_9M));
    s = draw(s);
    expect(rejected(s, playCard('Bo', 'students', { vote: 'for', target: 'Cy', useAction: false })).code).toBe('malformed');
    const out = actWithEvents(s, playCard('Bo', 'students', { vote: 'for', target: 'Ana' }));
    expect(eventsOf(out.events, 'stack-seen')).toEqual([
      { to: [1], type: 'stack-seen', seat: 1, owner: 0, cards: ['m3#1', 'm2#1', 'm2#2', 'm1#5', 'm1#6'], by: 'students#1' },
    ]);
  });

  test("R13 an Intervention's effect happens at once when played", () => {
    let s = proposeAllToPresident(game({ Bo: ['party-donation'] }, FOUR_9M));
    s = draw(s);
    const top = s.moneyDeck[0];
    s = act(s, playCard('Bo', 'party-donation'));
    expect(s.players[1].top).toEqual(['m1#2', top]);
    expect(s.moneyDeck[0]).not.toBe(top);
  });

  test('R13 an Intervention with a legal target must take effect', () => {
    let s = proposeAllToPresident(game({ Bo: ['party-donation'] }, FOUR_9M));
    s = draw(s);
    expect(rejected(s, playCard('Bo', 'party-donation', { useAction: false })).code).toBe('illegal-play');
  });

  test('R13 an Intervention with no legal target may still be played, with no effect', () => {
    let s = proposeAllToPresident(game({ Bo: ['explosion'] }, FOUR_9M));
    s = draw(s);
    expect(rejected(s, playCard('Bo', 'explosion', { target: 'cathedral#1' })).code).toBe('illegal-target');
    const out = actWithEvents(s, playCard('Bo', 'explosion'));
    expect(eventsOf(out.events, 'card-played')).toMatchObject([{ card: 'explosion#1', used: false }]);
    expect(out.state.players[1].inPlay).toEqual([{ card: 'explosion#1', vote: null }]);
  });

  test("R13 a Building's action may be used on the turn the Building is played, and once per round only", () => {
    let s = proposeAllToPresident(game({ Bo: ['radio-station'] }, FOUR_9M));
    s = draw(s);
    s = act(s, playCard('Bo', 'radio-station', { vote: 'for' }));
    expect(whoMustAct(s)).toEqual(['Bo:finish-turn']);
    const out = actWithEvents(s, { type: 'use-building', seat: 'Bo', card: 'radio-station', target: 'Cy' });
    expect(eventsOf(out.events, 'stack-seen')).toHaveLength(1);
    s = out.state;
    expect(turnOf(s)).toBe('Cy');
    s = draw(draw(draw(draw(draw(s))))); // Cy, Di, Ana, Di, Cy
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
    expect(legalActions(s, 1).kinds).not.toContain('use-building');
    expect(rejected(s, { type: 'use-building', seat: 'Bo', card: 'radio-station', target: 'Di' }).code).toBe('illegal-play');
  });

  test("R13 a Building's action may be used before the turn's play or draw", () => {
    let s = putInPlay(giveMoney(proposeAllToPresident(game({}, FOUR_9M)), 'Bo', ['m3#2']), 'Bo', 'central-bank#1');
    s = draw(s);
    s = act(s, { type: 'declare-buildings', seat: 'Bo', votes: [{ card: 'central-bank#1', vote: 'for' }] });
    s = act(s, { type: 'use-building', seat: 'Bo', card: 'central-bank', money: ['m3#2'] });
    expect(s.players[1]).toMatchObject({ top: ['m1#2'], swiss: ['m3#2'] });
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
    s = act(s, { type: 'draw-card', seat: 'Bo' });
    expect(turnOf(s)).toBe('Cy');
  });

  test("R13 a Building's action may be used on a later turn, after that turn's draw", () => {
    let s = putInPlay(proposeAllToPresident(game({}, FOUR_9M)), 'Bo', 'central-bank#1');
    s = draw(s);
    s = act(s, { type: 'declare-buildings', seat: 'Bo', votes: [{ card: 'central-bank#1', vote: 'for' }] });
    s = draw(s); // Bo draws and leaves the Central Bank unused
    s = draw(draw(draw(draw(draw(s))))); // Cy, Di, Ana, Di, Cy
    s = act(s, { type: 'draw-card', seat: 'Bo' });
    expect(whoMustAct(s)).toEqual(['Bo:finish-turn']);
    s = act(s, { type: 'use-building', seat: 'Bo', card: 'central-bank', money: ['m1#2'] });
    expect(s.players[1].swiss).toEqual(['m1#2']);
  });

  test('R13 a Building’s action is available again in the next round', () => {
    let s = proposeAllToPresident(game({ Bo: ['radio-station'] }, FOUR_9M));
    s = draw(s);
    s = act(s, playCard('Bo', 'radio-station', { vote: 'for' }));
    s = act(s, { type: 'use-building', seat: 'Bo', card: 'radio-station', target: 'Cy' });
    s = proposeAllToPresident(finishVoting(s));
    expect(s.round).toBe(2);
    s = draw(s);
    s = act(s, { type: 'declare-buildings', seat: 'Bo', votes: [{ card: 'radio-station#1', vote: 'for' }] });
    expect(eventsOf(actWithEvents(s, { type: 'use-building', seat: 'Bo', card: 'radio-station', target: 'Di' }).events, 'stack-seen'))
      .toHaveLength(1);
  });
});

describe('R14 Martial Law', () => {
  test('R14 Martial Law may not be played in the first pass of turns', () => {
    let s = proposeAllToPresident(game({ Bo: ['martial-law'] }, FOUR_9M));
    s = draw(s);
    expect(rejected(s, playCard('Bo', 'martial-law')).code).toBe('illegal-play');
    expect(legalActions(s, 1).actions.filter((a) => a.type === 'play-card' && a.card === 'martial-law#1')).toEqual([]);
  });

  test('R14 Martial Law may be played in the second pass', () => {
    let s = proposeAllToPresident(game({ Di: ['martial-law'] }, FOUR_9M));
    s = draw(draw(draw(draw(draw(s))))); // Ana, Bo, Cy, Di, Ana
    expect(turnOf(s)).toBe('Di');
    expect(s.voting!.index).toBe(5);
    expect(legalActions(s, 3).actions).toContainEqual({ type: 'play-card', seat: 'Di', card: 'martial-law#1' });
    act(s, playCard('Di', 'martial-law'));
  });

  test('R14 Martial Law ends the voting at once: the count is made and the later turns and Building actions are lost', () => {
    let s = proposeAllToPresident(game({ Bo: ['central-bank', 'landowners'], Di: ['martial-law', 'conservatives'] }, FOUR_9M));
    s = draw(s); // Ana
    s = act(s, playCard('Bo', 'central-bank', { vote: 'against' }));
    s = act(s, { type: 'end-turn', seat: 'Bo' }); // leaves the Central Bank unused
    s = draw(s); // Cy
    s = act(s, playCard('Di', 'conservatives', { vote: 'for' }));
    s = draw(s); // Ana, second pass
    const out = actWithEvents(s, playCard('Di', 'martial-law'));
    expect(out.events.map((e) => e.type).filter((t) => ['voting-ended', 'votes-counted', 'turn-started', 'round-started', 'building-used'].includes(t)))
      .toEqual(['voting-ended', 'votes-counted', 'round-started']);
    expect(eventsOf(out.events, 'voting-ended')).toEqual([{ type: 'voting-ended', reason: 'martial-law' }]);
    expect(eventsOf(out.events, 'votes-counted')).toMatchObject([{ for: 3, against: 1, passed: true }]);
    expect(out.state.phase).toBe('budget');
    expect(whoMustAct(out.state)).toEqual(['Ana:propose-budget']);
  });

  test('R14 after Martial Law, Buildings not yet declared are declared before the count, with no bribe in between', () => {
    let s = proposeAllToPresident(game({ Ana: ['martial-law'] }, FOUR_9M));
    s = draw(draw(draw(draw(s)))); // Ana, Bo, Cy, Di
    expect(whoMustAct(s)).toEqual(['Ana:play-or-draw']);
    // Test-only: an undeclared Building in the second pass (normal play declares every Building by then).
    s = putInPlay(s, 'Cy', 'cathedral#1');
    s = act(s, playCard('Ana', 'martial-law'));
    expect(s.voting!.closing).toEqual({ reason: 'martial-law', by: null });
    expect(whoMustAct(s)).toEqual(['Cy:declare-buildings']);
    expect(rejected(s, { type: 'bribe', seat: 'Ana', to: 'Bo', money: ['m3#1'], announced: 3 }).code).toBe('wrong-phase');
    expect(rejected(s, { type: 'end-turn', seat: 'Ana' }).code).toBe('wrong-phase');
    const out = actWithEvents(s, { type: 'declare-buildings', seat: 'Cy', votes: [{ card: 'cathedral#1', vote: 'against' }] });
    expect(eventsOf(out.events, 'votes-counted')).toMatchObject([{ for: 0, against: 3, passed: false }]);
    expect(out.state.phase).toBe('coup');
  });
});
