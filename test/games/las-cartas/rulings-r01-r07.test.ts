// Rulings R1–R7: seats, the deal, the first President, determinism, what is public, Political
// draws and the game's end. One behaviour per test.
import {
  apply, checkConservation, createGame, createGameWithEvents, pending, playRandomGame, SetupError, viewFor,
  type State,
} from '../../../src/games/las-cartas/rules/index.js';
import { ALL_MONEY, designId, totalValue } from '../../../src/games/las-cartas/rules/catalogue.js';
import { CATALOGUE } from '../../../src/games/las-cartas/rules/cards.js';
import { openRng, pickCard, shuffleCards } from '../../../src/games/las-cartas/rules/rng.js';
import {
  act, actAll, actWithEvents, draw, eventsOf, finishVoting, finishVotingWithEvents, FOUR, patch, propose,
  proposeAllToPresident, rejected, rng, scenario, THREE, turnOf, whoMustAct,
} from '../../support/game.js';

const namesOf = (s: State, seats: number[]): string[] => seats.map((i) => s.players[i].name);

/** A vote game where the given names are cast in seat order. */
function castVotes(s: State, names: string[]): { state: State; events: ReturnType<typeof actAll>['events'] } {
  return actAll(s, names.map((name, i) => ({ type: 'name-first-president' as const, seat: s.players[i].name, name })));
}

describe('R1 seats', () => {
  test('R1 a game seats 3 to 6 players, no fewer and no more', () => {
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe', 'Gil'];
    expect(() => createGame({ seed: 's', players: names.slice(0, 2) })).toThrow(SetupError);
    expect(() => createGame({ seed: 's', players: names.slice(0, 7) })).toThrow(SetupError);
    for (let n = 3; n <= 6; n++) expect(createGame({ seed: 's', players: names.slice(0, n) }).players).toHaveLength(n);
  });

  test('R1 players are seated in the order given', () => {
    const s = createGame({ seed: 's', players: ['Zoe', 'Ana', 'Max', 'Bo'] });
    expect(s.players.map((p) => p.name)).toEqual(['Zoe', 'Ana', 'Max', 'Bo']);
    s.players.forEach((p, seat) => expect(p.hand).toContain(`rebellion#${seat + 1}`));
  });

  test('R1 clockwise means increasing seat index, wrapping around past the last seat', () => {
    let s = createGame({ seed: 's', players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva'], options: { firstPresident: 'Di' } });
    s = proposeAllToPresident(s);
    expect(namesOf(s, s.voting!.order.slice(0, 5))).toEqual(['Di', 'Eva', 'Ana', 'Bo', 'Cy']);
  });

  test('R1 the player left of the President is the next seat clockwise (the last seat wraps to the first)', () => {
    // A 3-player coup starts its commitments with the player left of the President (R20).
    let s = scenario({ players: THREE, president: 'Cy', hands: { Ana: ['landowners'] } });
    s = proposeAllToPresident(s);
    s = draw(s); // Cy
    s = act(s, { type: 'play-card', seat: 'Ana', card: 'landowners', vote: 'against' });
    s = finishVoting(s);
    expect(s.phase).toBe('coup');
    expect(whoMustAct(s)).toEqual(['Ana:commit-coup']);
  });
});

describe('R2 deal', () => {
  test('R2 each player is dealt 4 Political cards and holds their own Rebellion card', () => {
    const s = createGame({ seed: 'deal', players: FOUR });
    s.players.forEach((p, seat) => {
      expect(p.hand).toHaveLength(5);
      expect(p.hand.filter((c) => designId(c) === 'rebellion')).toEqual([`rebellion#${seat + 1}`]);
    });
    expect(s.politicalDeck).toHaveLength(57 - 4 * 4);
    const political = [...s.politicalDeck, ...s.players.flatMap((p) => p.hand.filter((c) => designId(c) !== 'rebellion'))];
    expect([...political].sort()).toEqual([...CATALOGUE.political].sort());
  });

  test('R2 each Middleman starts with one of the eighteen 1-million cards on top and nothing below', () => {
    const s = createGame({ seed: 'deal', players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'] });
    s.players.forEach((p) => {
      expect(p.top).toHaveLength(1);
      expect(designId(p.top[0])).toBe('m1');
      expect(p.swiss).toEqual([]);
    });
    expect(new Set(s.players.map((p) => p.top[0])).size).toBe(6);
  });

  test('R2 the other 43 − N Money cards form the Money deck', () => {
    for (let n = 3; n <= 6; n++) {
      const s = createGame({ seed: `deck${n}`, players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'].slice(0, n) });
      expect(s.moneyDeck).toHaveLength(43 - n);
      expect([...s.moneyDeck, ...s.players.flatMap((p) => p.top)].sort()).toEqual([...ALL_MONEY].sort());
    }
  });

  test('R2 the decks are shuffled by the seed: the same seed deals the same, another seed deals differently', () => {
    const a = createGame({ seed: 'alpha', players: FOUR });
    const again = createGame({ seed: 'alpha', players: FOUR });
    const b = createGame({ seed: 'beta', players: FOUR });
    expect(again).toEqual(a);
    expect(b.players.map((p) => p.hand)).not.toEqual(a.players.map((p) => p.hand));
    expect(b.moneyDeck).not.toEqual(a.moneyDeck);
  });

  test('R2 a pinned Political deck deals hands in blocks of 4 from its top, the rest becoming the draw pile in order', () => {
    const political = [...CATALOGUE.political].reverse();
    const s = createGame({ seed: 'pin', players: THREE, options: { firstPresident: 'vote' }, decks: { political } });
    expect(s.players.map((p) => p.hand.slice(0, 4))).toEqual([political.slice(0, 4), political.slice(4, 8), political.slice(8, 12)]);
    expect(s.politicalDeck).toEqual(political.slice(12));
  });

  test('R2 a pinned Money deck is drawn in its written order', () => {
    const money = ALL_MONEY.filter((m) => !['m1#1', 'm1#2', 'm1#3'].includes(m)).reverse();
    const s = createGame({ seed: 'pin', players: THREE, options: { firstPresident: 'Ana' }, decks: { money } });
    expect(s.budget!.drawn).toEqual(money.slice(0, 4));
    expect(s.moneyDeck).toEqual(money.slice(4));
  });

  test('R2 with pinned decks, the seed still drives every later random step', () => {
    const reshuffled = (seed: string): string[] => {
      let s = scenario({ players: FOUR, seed });
      s = proposeAllToPresident(s);
      s = patch(s, (d) => {
        d.politicalDiscard = d.politicalDeck.splice(0, 12);
        d.politicalDeck = [];
      });
      return act(s, { type: 'draw-card', seat: 'Ana' }).politicalDeck;
    };
    expect(reshuffled('one')).toEqual(reshuffled('one'));
    expect(reshuffled('two')).not.toEqual(reshuffled('one'));
  });
});

describe('R3 first President', () => {
  test('R3 every player names a President; the names stay secret until all are revealed together', () => {
    let s = createGame({ seed: 'v', players: FOUR });
    expect(s.phase).toBe('first-president');
    const first = castVotes(s, ['Cy', 'Cy', 'Ana']);
    s = first.state;
    expect(s.phase).toBe('first-president');
    expect(eventsOf(first.events, 'first-president-vote-cast').map((e) => e.seat)).toEqual([0, 1, 2]);
    expect(JSON.stringify(first.events)).not.toMatch(/"name"|first-president-votes/);
    const diView = viewFor(s, 3).firstPresident!;
    expect(diView.voted).toEqual([true, true, true, false]);
    expect(JSON.stringify(diView)).not.toContain('"votes"');
    expect(viewFor(s, 0).firstPresident!.myVote).toBe(2);
    const last = actWithEvents(s, { type: 'name-first-president', seat: 'Di', name: 'Bo' });
    expect(eventsOf(last.events, 'first-president-votes')).toEqual([{ type: 'first-president-votes', votes: [2, 2, 0, 1], revote: false }]);
  });

  test('R3 the player named most often becomes President, and naming oneself is allowed', () => {
    const { state, events } = castVotes(createGame({ seed: 'v', players: FOUR }), ['Ana', 'Ana', 'Cy', 'Bo']);
    expect(state.president).toBe(0);
    expect(eventsOf(events, 'president-chosen')).toEqual([{ type: 'president-chosen', seat: 0, how: 'vote' }]);
    expect(state.phase).toBe('budget');
    expect(state.round).toBe(1);
  });

  test('R3 a player names a President only once', () => {
    const s = act(createGame({ seed: 'v', players: FOUR }), { type: 'name-first-president', seat: 'Bo', name: 'Cy' });
    expect(rejected(s, { type: 'name-first-president', seat: 'Bo', name: 'Di' }).code).toBe('not-your-turn');
  });

  test('R3 on a tie, a revote is held in which only the tied players may be named', () => {
    const { state, events } = castVotes(createGame({ seed: 'v', players: FOUR }), ['Bo', 'Bo', 'Cy', 'Cy']);
    expect(eventsOf(events, 'first-president-tie')).toEqual([{ type: 'first-president-tie', tied: [1, 2], revote: false }]);
    expect(state.phase).toBe('first-president');
    expect(state.firstPresident).toMatchObject({ candidates: [1, 2], revote: true });
    expect(whoMustAct(state)).toEqual(FOUR.map((n) => `${n}:name-first-president`));
    expect(rejected(state, { type: 'name-first-president', seat: 'Ana', name: 'Ana' }).code).toBe('illegal-target');
    expect(rejected(state, { type: 'name-first-president', seat: 'Bo', name: 'Di' }).code).toBe('illegal-target');
  });

  test('R3 a revote that breaks the tie chooses the President by vote', () => {
    let s = castVotes(createGame({ seed: 'v', players: FOUR }), ['Bo', 'Bo', 'Cy', 'Cy']).state;
    const out = castVotes(s, ['Cy', 'Bo', 'Cy', 'Cy']);
    s = out.state;
    expect(s.president).toBe(2);
    expect(eventsOf(out.events, 'president-chosen')[0].how).toBe('vote');
    expect(s.phase).toBe('budget');
  });

  test('R3 if the revote is tied again, the seeded generator picks among the tied players (no third vote)', () => {
    const picks = new Set<number>();
    for (const seed of ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']) {
      let s = castVotes(createGame({ seed, players: FOUR }), ['Ana', 'Ana', 'Cy', 'Cy']).state;
      s = castVotes(s, ['Ana', 'Ana', 'Cy']).state;
      const expected = [0, 2][openRng(s.rng).below(2)];
      const out = actWithEvents(s, { type: 'name-first-president', seat: 'Di', name: 'Cy' });
      expect(eventsOf(out.events, 'first-president-tie')).toEqual([{ type: 'first-president-tie', tied: [0, 2], revote: true }]);
      expect(eventsOf(out.events, 'president-chosen')).toEqual([{ type: 'president-chosen', seat: expected, how: 'tie-break' }]);
      expect(out.state.phase).toBe('budget');
      picks.add(out.state.president);
    }
    expect(picks).toEqual(new Set([0, 2]));
  });

  test('R3 `random` picks the first President with the seeded generator', () => {
    const picks = new Set<number>();
    for (const seed of ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10']) {
      const { state, events } = createGameWithEvents({ seed, players: FOUR, options: { firstPresident: 'random' } });
      expect(createGame({ seed, players: FOUR, options: { firstPresident: 'random' } }).president).toBe(state.president);
      expect(eventsOf(events, 'president-chosen')).toEqual([{ type: 'president-chosen', seat: state.president, how: 'random' }]);
      expect(state.phase).toBe('budget');
      picks.add(state.president);
    }
    expect(picks.size).toBeGreaterThan(1);
  });

  test('R3 a named first President takes office at once and the first round begins', () => {
    const { state, events } = createGameWithEvents({ seed: 'n', players: FOUR, options: { firstPresident: 'Cy' } });
    expect(state.president).toBe(2);
    expect(eventsOf(events, 'president-chosen')).toEqual([{ type: 'president-chosen', seat: 2, how: 'named' }]);
    expect(pending(state).required).toEqual([{ seat: 2, decision: 'propose-budget', kinds: ['propose-budget'] }]);
    expect(() => createGame({ seed: 'n', players: FOUR, options: { firstPresident: 'Zed' } })).toThrow(SetupError);
  });

  test("R3 the President's Rebellion card leaves their hand (it lies under the President card)", () => {
    const named = createGame({ seed: 'n', players: FOUR, options: { firstPresident: 'Bo' } });
    const voted = castVotes(createGame({ seed: 'n', players: FOUR }), ['Di', 'Di', 'Cy', 'Bo']).state;
    const random = createGame({ seed: 'n', players: FOUR, options: { firstPresident: 'random' } });
    for (const s of [named, voted, random]) {
      s.players.forEach((p, seat) => {
        if (seat === s.president) {
          expect(p.hand).not.toContain(`rebellion#${seat + 1}`);
          expect(p.hand).toHaveLength(4);
        } else expect(p.hand).toContain(`rebellion#${seat + 1}`);
      });
      expect(checkConservation(s)).toEqual([]);
    }
  });
});

describe('R4 determinism', () => {
  test('R4 the same seed and the same actions always give the same game', () => {
    const one = playRandomGame(createGame({ seed: 'det', players: FOUR, options: { firstPresident: 'vote' } }), rng('policy'), 400);
    const two = playRandomGame(createGame({ seed: 'det', players: FOUR, options: { firstPresident: 'vote' } }), rng('policy'), 400);
    expect(two.actions).toEqual(one.actions);
    expect(two.state).toEqual(one.state);
  });

  test('R4 a reshuffle sorts its cards by id first, so the order of the discard pile does not matter', () => {
    const base = proposeAllToPresident(scenario({ players: FOUR, seed: 'sort' }));
    const discard = base.politicalDeck.slice(0, 10);
    const withDiscard = (cards: string[]) => patch(base, (d) => {
      d.politicalDeck = d.politicalDeck.filter((c) => !discard.includes(c));
      d.players[1].hand.push(...d.politicalDeck.splice(0));
      d.politicalDiscard = cards;
    });
    const s = withDiscard(discard);
    const a = act(s, { type: 'draw-card', seat: 'Ana' });
    const b = act(withDiscard([...discard].reverse()), { type: 'draw-card', seat: 'Ana' });
    expect(b.players[0].hand).toEqual(a.players[0].hand);
    expect(b.politicalDeck).toEqual(a.politicalDeck);
    const expected = shuffleCards(openRng(s.rng), discard);
    expect(a.players[0].hand[a.players[0].hand.length - 1]).toBe(expected[0]);
    expect(a.politicalDeck).toEqual(expected.slice(1));
  });

  test("R4 a random take sorts its candidates by id first: a Thief's pick does not depend on the order of the Money", () => {
    let s = scenario({ players: FOUR, hands: { Bo: ['thief'] } });
    s = draw(proposeAllToPresident(s)); // Ana
    const stolen = (order: string[]): string => {
      let t = patch(s, (d) => {
        d.moneyDeck = d.moneyDeck.filter((m) => !order.includes(m));
        d.players[2].top = [...order];
      });
      t = act(t, { type: 'play-card', seat: 'Bo', card: 'thief', target: 'Cy' });
      const expected = pickCard(openRng(t.rng), t.players[2].top);
      const out = act(t, { type: 'react', seat: 'Cy', bodyguard: null });
      const took = out.players[1].top.filter((m) => !t.players[1].top.includes(m));
      expect(took).toEqual([expected]);
      return took[0];
    };
    const cards = ['m3#4', 'm1#3', 'm2#7', 'm4#1'];
    expect(stolen([...cards].reverse())).toBe(stolen(cards));
  });

  test('R4 a random deal to several players shuffles the pool once and deals it round-robin', () => {
    // Bo leads a coup; Cy joins it; the President wins and deals the Rebels' stacks to Ana, then Di.
    let s = scenario({ players: FOUR, hands: { Bo: ['landowners'] }, money: ['m3', 'm2', 'm2', 'm1', 'm1'] });
    s = propose(s, {
      Bo: { money: ['m1#5'], announced: 1 },
      Cy: { money: ['m3#1', 'm2#1', 'm2#2'], announced: 7 },
      Di: { money: ['m1#6'], announced: 1 },
    });
    s = draw(s); // Ana
    s = act(s, { type: 'play-card', seat: 'Bo', card: 'landowners', vote: 'against' });
    s = finishVoting(s);
    expect(s.coup).toMatchObject({ firstRebel: 1, step: 'redistribute' });
    s = actAll(s, [
      { type: 'redistribute', seat: 'Ana', stacks: [] },
      { type: 'commit-coup', seat: 'Bo', cards: [] },
      { type: 'commit-coup', seat: 'Cy', cards: ['rebellion#3'] },
      { type: 'commit-coup', seat: 'Di', cards: [] },
    ]).state;
    const shuffled = shuffleCards(openRng(s.rng), ['m3#1', 'm2#1', 'm2#2']);
    const out = actWithEvents(s, { type: 'commit-coup', seat: 'Ana', cards: [] });
    expect(eventsOf(out.events, 'coup-won')[0].side).toBe('president');
    expect(out.state.players[0].top).toEqual(['m1#5', shuffled[0], shuffled[2]]);
    expect(out.state.players[3].top).toEqual(['m1#6', shuffled[1]]);
  });
});

describe('R5 what is public', () => {
  function voting(): State {
    let s = scenario({ players: FOUR, hands: { Bo: ['students'] }, money: ['m3', 'm2', 'm2', 'm1', 'm1'] });
    s = propose(s, {
      Ana: { money: ['m1#5'], announced: 1 },
      Bo: { money: ['m3#1'], announced: 2 },
      Cy: { money: ['m2#1', 'm2#2'], announced: 4 },
      Di: { money: ['m1#6'], announced: 1 },
    });
    return s;
  }

  test("R5 a player sees the size of every hand but only their own hand's cards", () => {
    const s = voting();
    const view = viewFor(s, 1);
    expect(view.hand).toEqual(s.players[1].hand);
    expect(view.players.map((p) => p.handSize)).toEqual(s.players.map((p) => p.hand.length));
    const text = JSON.stringify(view);
    for (const seat of [0, 2, 3]) for (const card of s.players[seat].hand) expect(text).not.toContain(`"${card}"`);
  });

  test('R5 pile sizes are public; the order of the draw pile and the Money deck is not', () => {
    const s = voting();
    for (let seat = 0; seat < 4; seat++) {
      const view = viewFor(s, seat);
      expect(view.politicalDeckSize).toBe(s.politicalDeck.length);
      expect(view.moneyDeckSize).toBe(s.moneyDeck.length);
      const text = JSON.stringify(view);
      for (const card of [...s.politicalDeck, ...s.moneyDeck]) expect(text).not.toContain(`"${card}"`);
      expect(text).not.toMatch(/"rng"|"seed"/);
    }
  });

  test('R5 the discard pile and the Money lost are face up for everyone', () => {
    const s = patch(voting(), (d) => {
      d.politicalDiscard = d.politicalDeck.splice(0, 3);
      d.moneyOut = d.moneyDeck.splice(0, 2);
    });
    for (let seat = 0; seat < 4; seat++) {
      expect(viewFor(s, seat).politicalDiscard).toEqual(s.politicalDiscard);
      expect(viewFor(s, seat).moneyOut).toEqual(s.moneyOut);
    }
  });

  test("R5 a player knows the values of their own Money; of others' Middlemen only the number of cards on and under", () => {
    const s = patch(voting(), (d) => {
      d.players[2].swiss = d.moneyDeck.splice(0, 2);
    });
    const bo = viewFor(s, 1);
    expect(bo.top).toEqual(s.players[1].top);
    expect(bo.players[2]).toMatchObject({ topCount: 1, swissCount: 2 });
    const text = JSON.stringify(bo);
    for (const card of [...s.players[2].top, ...s.players[2].swiss]) expect(text).not.toContain(`"${card}"`);
    expect(viewFor(s, 2).swiss).toEqual(s.players[2].swiss);
  });

  test("R5 a stack's announcement and card count are public; its cards are seen by its owner and the President only", () => {
    const s = voting();
    const ana = viewFor(s, 0);
    const cy = viewFor(s, 2);
    expect(cy.players.map((p) => p.stack && { count: p.stack.count, announced: p.stack.announced }))
      .toEqual([{ count: 1, announced: 1 }, { count: 1, announced: 2 }, { count: 2, announced: 4 }, { count: 1, announced: 1 }]);
    expect(cy.stacks).toEqual([null, null, ['m2#1', 'm2#2'], null]);
    expect(ana.stacks).toEqual([['m1#5'], ['m3#1'], ['m2#1', 'm2#2'], ['m1#6']]);
    expect(JSON.stringify(cy)).not.toContain('"m3#1"');
  });

  test('R5 every card in play and the vote it carries are public', () => {
    let s = scenario({ players: FOUR, hands: { Bo: ['landowners'] } });
    s = draw(proposeAllToPresident(s));
    s = act(s, { type: 'play-card', seat: 'Bo', card: 'landowners', vote: 'against' });
    for (let seat = 0; seat < 4; seat++) expect(viewFor(s, seat).players[1].inPlay).toEqual([{ card: 'landowners#1', vote: 'against' }]);
  });

  test('R5 what a card showed a player stays in their view, even after the round', () => {
    let s = draw(voting()); // Ana
    s = act(s, { type: 'play-card', seat: 'Bo', card: 'students', vote: 'for', target: 'Cy' });
    const fact = { kind: 'stack', round: 1, owner: 2, cards: ['m2#1', 'm2#2'] };
    expect(viewFor(s, 1).learned).toEqual([expect.objectContaining(fact)]);
    expect(viewFor(s, 3).learned).toEqual([]);
    s = finishVoting(s);
    expect(s.round).toBe(2);
    expect(viewFor(s, 1).learned).toEqual([expect.objectContaining(fact)]);
  });

  test('R5 how many cards each player commits in a coup is public; which cards is not', () => {
    let s = scenario({ players: FOUR, hands: { Bo: ['landowners'] } });
    s = draw(proposeAllToPresident(s));
    s = act(s, { type: 'play-card', seat: 'Bo', card: 'landowners', vote: 'against' });
    s = finishVoting(s);
    s = act(s, { type: 'redistribute', seat: 'Ana', stacks: [] });
    s = act(s, { type: 'commit-coup', seat: 'Bo', cards: [] });
    const committed = [s.players[2].hand[0], 'rebellion#3'];
    s = act(s, { type: 'commit-coup', seat: 'Cy', cards: committed });
    const di = viewFor(s, 3);
    expect(di.players.map((p) => p.committedCount)).toEqual([null, 0, 2, null]);
    expect(di.coup!.revealed).toBeNull();
    for (const card of committed) expect(JSON.stringify(di)).not.toContain(`"${card}"`);
    expect(viewFor(s, 2).coup!.myCommitted).toEqual(committed);
  });

  test('R5 the Money drawn for the budget is shown to the President only', () => {
    const { events } = createGameWithEvents({ seed: 'fa', players: FOUR, options: { firstPresident: 'Bo' } });
    expect(eventsOf(events, 'foreign-aid-drawn')).toEqual([{ type: 'foreign-aid-drawn', seat: 1, count: 5 }]);
    expect(eventsOf(events, 'foreign-aid-cards').map((e) => e.to)).toEqual([[1]]);
  });
});

describe('R6 Political draws', () => {
  test('R6 drawing from an empty draw pile first shuffles the discard pile into a new draw pile', () => {
    let s = proposeAllToPresident(scenario({ players: FOUR }));
    s = patch(s, (d) => {
      d.politicalDiscard = d.politicalDeck.splice(0, 5);
      d.players[3].hand.push(...d.politicalDeck.splice(0));
    });
    const discard = [...s.politicalDiscard];
    const out = actWithEvents(s, { type: 'draw-card', seat: 'Ana' });
    expect(eventsOf(out.events, 'draw-pile-reshuffled')).toEqual([{ type: 'draw-pile-reshuffled', size: 5 }]);
    expect(out.state.politicalDiscard).toEqual([]);
    expect(out.state.politicalDeck).toHaveLength(4);
    const drawn = out.state.players[0].hand.filter((c) => !s.players[0].hand.includes(c));
    expect([...drawn, ...out.state.politicalDeck].sort()).toEqual([...discard].sort());
  });

  test("R6 when the draw pile and the discard pile are both empty, a turn's draw gives nothing and passes", () => {
    let s = proposeAllToPresident(scenario({ players: FOUR }));
    s = patch(s, (d) => {
      d.players[3].hand.push(...d.politicalDeck.splice(0));
    });
    const out = actWithEvents(s, { type: 'draw-card', seat: 'Ana' });
    expect(out.state.players[0].hand).toEqual(s.players[0].hand);
    expect(eventsOf(out.events, 'card-drawn')).toEqual([{ type: 'card-drawn', seat: 0, card: null }]);
    expect(turnOf(out.state)).toBe('Bo');
  });

  test('R6 a played Intervention reaches the discard pile only when phase 3 ends', () => {
    let s = scenario({ players: FOUR, hands: { Bo: ['electoral-fraud'] } });
    s = draw(proposeAllToPresident(s));
    s = act(s, { type: 'play-card', seat: 'Bo', card: 'electoral-fraud', target: 'Cy' });
    expect(s.politicalDiscard).toEqual([]);
    expect(s.players[1].inPlay.map((c) => c.card)).toEqual(['electoral-fraud#1']);
    s = draw(draw(s)); // Cy, Di
    expect(s.politicalDiscard).toEqual([]);
    s = finishVoting(s);
    expect(s.politicalDiscard).toEqual(['electoral-fraud#1']);
  });

  test('R6 a Thief cancelled by a Bodyguard is discarded at once, together with the Bodyguard', () => {
    let s = scenario({ players: FOUR, hands: { Bo: ['thief'], Cy: ['bodyguard'] } });
    s = draw(proposeAllToPresident(s));
    s = act(s, { type: 'play-card', seat: 'Bo', card: 'thief', target: 'Cy' });
    s = act(s, { type: 'react', seat: 'Cy', bodyguard: 'bodyguard' });
    expect(s.phase).toBe('voting');
    expect([...s.politicalDiscard].sort()).toEqual(['bodyguard#1', 'thief#1']);
    expect(s.players[1].inPlay).toEqual([]);
    expect(s.players[2].hand).not.toContain('bodyguard#1');
  });
});

describe('R7 game end', () => {
  test('R7 the game ends at once when phase 1 finds fewer than N + 1 Money cards in the Money deck', () => {
    let s = proposeAllToPresident(scenario({ players: FOUR }));
    s = patch(s, (d) => {
      d.moneyOut.push(...d.moneyDeck.splice(4));
    });
    const { state, events } = finishVotingWithEvents(s);
    expect(state.phase).toBe('ended');
    expect(state.round).toBe(1);
    expect(state.moneyDeck).toHaveLength(4);
    expect(eventsOf(events, 'round-started')).toEqual([]);
    expect(eventsOf(events, 'game-ended')).toHaveLength(1);
    expect(pending(state).required).toEqual([]);
    expect(apply(state, { type: 'draw-card', seat: 'Bo' })).toMatchObject({ ok: false, error: { code: 'game-over' } });
  });

  test('R7 with exactly N + 1 Money cards left, another round is played', () => {
    let s = proposeAllToPresident(scenario({ players: FOUR }));
    s = patch(s, (d) => {
      d.moneyOut.push(...d.moneyDeck.splice(5));
    });
    s = finishVoting(s);
    expect(s.phase).toBe('budget');
    expect(s.round).toBe(2);
    expect(s.budget!.drawn).toHaveLength(5);
    expect(s.moneyDeck).toEqual([]);
  });

  test('R7 the Money deck is never reshuffled: Money lost stays out of the game', () => {
    let s = proposeAllToPresident(scenario({ players: FOUR }));
    s = patch(s, (d) => {
      d.moneyOut.push(...d.moneyDeck.splice(5));
    });
    const lost = [...s.moneyOut];
    s = proposeAllToPresident(finishVoting(s)); // round 2 takes the last 5 cards
    s = finishVoting(s);
    expect(s.phase).toBe('ended');
    expect(s.round).toBe(2);
    expect(s.moneyOut).toEqual(lost);
    expect(s.moneyDeck).toEqual([]);
    expect(totalValue(lost)).toBeGreaterThan(0);
  });
});
