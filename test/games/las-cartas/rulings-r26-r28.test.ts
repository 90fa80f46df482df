// Rulings R26–R28 (refill, score, random takes) and one whole passed budget round (R17, R26).
import { checkConservation, score, type State } from '../../../src/games/las-cartas/rules/index.js';
import { ALL_MONEY, isRebellion } from '../../../src/games/las-cartas/rules/catalogue.js';
import {
  act, actAll, actWithEvents, draw, eventsOf, finishVoting, finishVotingWithEvents, FOUR_9M, game, patch, playCard,
  propose, proposeAllToPresident, rejected, whoMustAct,
} from '../../support/game.js';

/** Test-only: gives a player `political` Political cards (taken from the bottom of the draw pile), keeping any Rebellion card. */
function setHand(d: State, seat: number, political: number): void {
  const p = d.players[seat];
  d.politicalDeck.push(...p.hand.filter((c) => !isRebellion(c)));
  const taken = d.politicalDeck.splice(d.politicalDeck.length - political, political);
  p.hand = [...taken, ...p.hand.filter(isRebellion)];
}

/** Everyone draws until only the last turn of the voting is left. */
function toLastTurn(s: State): State {
  while (s.voting!.index < s.voting!.order.length - 1) s = draw(s);
  return s;
}

describe('R26 refill', () => {
  test('R26 each player with fewer than 6 cards in hand draws 2; the Rebellion card counts, cards in front do not', () => {
    let s = toLastTurn(proposeAllToPresident(game({}, FOUR_9M)));
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
    s = patch(s, (d) => {
      setHand(d, 0, 5); // the President: 5, no Rebellion card
      setHand(d, 1, 4); // 4 + Rebellion, and Bo draws on this last turn: 6
      setHand(d, 2, 5); // 5 + Rebellion = 6
      setHand(d, 3, 4); // 4 + Rebellion = 5, with two Buildings in front
      const buildings = d.politicalDeck.filter((c) => c.startsWith('cathedral#') || c.startsWith('embassy#'));
      d.politicalDeck = d.politicalDeck.filter((c) => !buildings.includes(c));
      d.players[3].inPlay = buildings.map((card) => ({ card, vote: 'for' as const }));
    });
    const deck = [...s.politicalDeck];
    const { state, events } = actWithEvents(s, { type: 'draw-card', seat: 'Bo' });
    expect(eventsOf(events, 'cards-refilled')).toEqual([
      { type: 'cards-refilled', seat: 0, count: 2 },
      { type: 'cards-refilled', seat: 3, count: 2 },
    ]);
    expect(state.players.map((p) => p.hand.length)).toEqual([7, 6, 6, 7]);
    expect(state.players[0].hand.slice(-2)).toEqual(deck.slice(1, 3));
    expect(state.players[3].hand.slice(-2)).toEqual(deck.slice(3, 5));
  });

  test('R26 the refill starts with the President and goes clockwise', () => {
    let s = toLastTurn(proposeAllToPresident(game({}, { ...FOUR_9M, president: 'Cy' })));
    expect(whoMustAct(s)).toEqual(['Di:play-or-draw']);
    s = patch(s, (d) => {
      for (let seat = 0; seat < 4; seat++) setHand(d, seat, 2);
      d.politicalDeck = d.politicalDeck.slice(0, 3); // Di draws one; two are left for the refill
    });
    const deck = [...s.politicalDeck];
    const { state, events } = actWithEvents(s, { type: 'draw-card', seat: 'Di' });
    expect(eventsOf(events, 'cards-refilled').map((e) => [e.seat, e.count])).toEqual([[2, 2], [3, 0], [0, 0], [1, 0]]);
    expect(state.players[2].hand.slice(-2)).toEqual(deck.slice(1, 3));
  });

  test('R26 after a coup, the refill starts with the new President', () => {
    let s = game({ Ana: ['explosion', 'amnesty', 'assassin'], Bo: ['landowners', 'militia'] }, FOUR_9M);
    s = draw(proposeAllToPresident(s)); // Ana
    s = act(s, playCard('Bo', 'landowners', { vote: 'against' }));
    s = finishVoting(s);
    s = actAll(s, [
      { type: 'redistribute', seat: 'Ana', stacks: [] },
      { type: 'commit-coup', seat: 'Bo', cards: ['militia'] },
      { type: 'commit-coup', seat: 'Cy', cards: [] },
      { type: 'commit-coup', seat: 'Di', cards: [] },
    ]).state;
    const { state, events } = actWithEvents(s, { type: 'commit-coup', seat: 'Ana', cards: ['explosion#1', 'amnesty#1', 'assassin#1'] });
    expect(eventsOf(events, 'coup-won')[0].side).toBe('rebels');
    expect(state.president).toBe(1);
    expect(eventsOf(events, 'cards-refilled').map((e) => e.seat)).toEqual([1, 0]);
  });
});

describe('R27 score', () => {
  function ended(money: { top: string[]; swiss: string[] }[]): State {
    return patch(proposeAllToPresident(game({}, FOUR_9M)), (d) => {
      const used = money.flatMap((m) => [...m.top, ...m.swiss]);
      d.moneyDeck = d.moneyDeck.filter((m) => !used.includes(m));
      d.budget!.stacks.forEach((st) => (st.cards = st.cards.filter((m) => !used.includes(m))));
      d.players.forEach((p, i) => {
        p.top = money[i].top;
        p.swiss = money[i].swiss;
      });
    });
  }

  test('R27 a score is the total value of the Money on and under the Middleman, and nothing else', () => {
    const s = ended([
      { top: ['m3#1'], swiss: ['m2#1', 'm1#1'] },
      { top: [], swiss: ['m4#1'] },
      { top: ['m1#3'], swiss: [] },
      { top: [], swiss: [] },
    ]);
    expect(s.budget!.stacks[0].cards.length).toBeGreaterThan(0); // Ana's stack is not hers yet
    expect(score(s).players.map((p) => [p.money, p.cards])).toEqual([[6, 3], [4, 1], [1, 1], [0, 0]]);
    expect(score(s).winners).toEqual([0]);
  });

  test('R27 a tie in value goes to the player with more Money cards', () => {
    const s = ended([
      { top: ['m3#1'], swiss: ['m2#1'] },
      { top: ['m2#2'], swiss: ['m2#3', 'm1#2'] },
      { top: [], swiss: ['m1#3'] },
      { top: [], swiss: [] },
    ]);
    expect(score(s).winners).toEqual([1]);
  });

  test('R27 players tied in value and number of cards share the win', () => {
    const s = ended([
      { top: ['m3#1'], swiss: ['m2#1'] },
      { top: ['m4#1'], swiss: ['m1#2'] },
      { top: [], swiss: ['m1#3'] },
      { top: ['m3#2', 'm2#2'], swiss: [] },
    ]);
    expect(score(s).winners).toEqual([0, 1, 3]);
  });

  test('R27 the end of the game reports every score and the winners', () => {
    let s = proposeAllToPresident(game({}, FOUR_9M));
    s = patch(s, (d) => {
      d.moneyOut.push(...d.moneyDeck.splice(4));
    });
    const { state, events } = finishVotingWithEvents(s);
    expect(state.phase).toBe('ended');
    // The budget passed: Ana put her 9 million on top of her Middleman, over her 1 million.
    expect(eventsOf(events, 'game-ended')).toEqual([{
      type: 'game-ended',
      scores: [{ money: 10, cards: 6 }, { money: 1, cards: 1 }, { money: 1, cards: 1 }, { money: 1, cards: 1 }],
      winners: [0],
    }]);
    expect(score(state).winners).toEqual([0]);
  });
});

describe('R28 random takes', () => {
  test('R28 a Mafia never takes a Rebellion card from a hand', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      let s = draw(proposeAllToPresident(game({ Bo: ['mafia'], Cy: ['peasants'] }, { ...FOUR_9M, seed })));
      s = patch(s, (d) => {
        d.politicalDeck.push(...d.players[2].hand.filter((c) => !isRebellion(c) && c !== 'peasants#1'));
        d.players[2].hand = ['rebellion#3', 'peasants#1'];
      });
      s = act(s, playCard('Bo', 'mafia', { vote: 'for', target: 'Cy' }));
      expect(s.players[2].hand).toEqual(['rebellion#3']);
      expect(s.players[1].hand).toContain('peasants#1');
    }
  });

  test('R28 a Mafia cannot take from a hand holding only a Rebellion card', () => {
    let s = draw(proposeAllToPresident(game({ Bo: ['mafia'] }, FOUR_9M)));
    s = patch(s, (d) => {
      d.politicalDeck.push(...d.players[2].hand.filter((c) => !isRebellion(c)));
      d.players[2].hand = ['rebellion#3'];
    });
    expect(rejected(s, playCard('Bo', 'mafia', { vote: 'for', target: 'Cy' })).code).toBe('illegal-target');
    expect(act(s, playCard('Bo', 'mafia', { vote: 'for' })).players[2].hand).toEqual(['rebellion#3']);
  });

  test("R28 a Police Precinct's random take from a hand holding only a Rebellion card takes nothing", () => {
    let s = draw(proposeAllToPresident(game({ Bo: ['explosion'] }, FOUR_9M)));
    s = patch(s, (d) => {
      d.politicalDeck = d.politicalDeck.filter((c) => c !== 'police-precinct#1');
      d.players[2].inPlay.push({ card: 'police-precinct#1', vote: 'for' });
      d.politicalDeck.push(...d.players[1].hand.filter((c) => !isRebellion(c) && c !== 'explosion#1'));
      d.players[1].hand = ['explosion#1', 'rebellion#2'];
    });
    const cyHand = [...s.players[2].hand];
    const { state, events } = actWithEvents(s, playCard('Bo', 'explosion', { target: 'police-precinct#1' }));
    expect(eventsOf(events, 'card-taken')).toEqual([{ type: 'card-taken', seat: 2, from: 1, took: false, by: 'police-precinct#1' }]);
    expect(state.players[1].hand).toEqual(['rebellion#2']);
    expect(state.players[2].hand).toEqual(cyHand);
  });

  test("R28 a Police Precinct's random take passes over the Rebellion card", () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      let s = draw(proposeAllToPresident(game({ Bo: ['explosion', 'peasants'] }, { ...FOUR_9M, seed })));
      s = patch(s, (d) => {
        d.politicalDeck = d.politicalDeck.filter((c) => c !== 'police-precinct#1');
        d.players[2].inPlay.push({ card: 'police-precinct#1', vote: 'for' });
        d.politicalDeck.push(...d.players[1].hand.filter((c) => !isRebellion(c) && !['explosion#1', 'peasants#1'].includes(c)));
        d.players[1].hand = ['rebellion#2', 'explosion#1', 'peasants#1'];
      });
      s = act(s, playCard('Bo', 'explosion', { target: 'police-precinct#1' }));
      expect(s.players[1].hand).toEqual(['rebellion#2']);
      expect(s.players[2].hand).toContain('peasants#1');
    }
  });
});

describe('a passed budget round (R8, R9, R11, R12, R16, R17, R26)', () => {
  test('a passed budget round: from the proposal through the voting to the deposit and the refill, every Money card ends where it should', () => {
    let s = game({ Bo: ['mass-demonstration', 'mass-demonstration'], Cy: ['catholic-church', 'landowners'] }, FOUR_9M);
    expect(s.budget!.drawn).toEqual(['m3#1', 'm2#1', 'm2#2', 'm1#5', 'm1#6']);
    // Phase 2: Ana adds her own 1 million (from her Middleman) to Bo's stack.
    s = propose(s, {
      Ana: { money: ['m3#1', 'm1#6'], announced: 2 },
      Bo: { money: ['m2#1', 'm1#1'], announced: 3 },
      Cy: { money: ['m2#2'], announced: 2 },
      Di: { money: ['m1#5'], announced: 1 },
    });
    // Phase 3: a bribe before the first turn, then 2N turns: 7 for, 6 against.
    s = act(s, { type: 'bribe', seat: 'Ana', to: 'Di', money: ['m1#6'], announced: 2 });
    expect(s.budget!.stacks.map((st) => st.announced)).toEqual([2, 3, 2, 2]);
    s = draw(s); // Ana
    s = act(s, playCard('Bo', 'mass-demonstration#1', { vote: 'against' }));
    s = act(s, playCard('Cy', 'catholic-church', { vote: 'for' }));
    s = draw(draw(draw(s))); // Di, Ana, Di
    s = act(s, playCard('Cy', 'landowners', { vote: 'for' }));
    const moneyDeck = [...s.moneyDeck];
    const politicalDeck = [...s.politicalDeck];
    const { state, events } = actWithEvents(s, playCard('Bo', 'mass-demonstration#2', { vote: 'against' }));
    s = state;

    expect(eventsOf(events, 'votes-counted')).toMatchObject([{ for: 7, against: 6, passed: true }]);
    expect(events.map((e) => e.type).filter((t) => !['card-played', 'card-drawn'].includes(t))).toEqual([
      'voting-ended', 'votes-counted', 'budget-passed',
      'deposited', 'deposited', 'deposited',
      'stack-placed', 'stack-placed', 'stack-placed', 'stack-placed',
      'cards-refilled', 'cards-refilled',
      'round-started', 'foreign-aid-drawn', 'foreign-aid-cards',
    ]);
    // R17: the Money on top went below; each stack now lies on top; the President stays.
    expect(s.players.map((p) => ({ top: p.top, swiss: p.swiss }))).toEqual([
      { top: ['m3#1'], swiss: [] },
      { top: ['m2#1', 'm1#1'], swiss: ['m1#2'] },
      { top: ['m2#2'], swiss: ['m1#3'] },
      { top: ['m1#5', 'm1#6'], swiss: ['m1#4'] },
    ]);
    expect(s.president).toBe(0);
    expect(s.round).toBe(2);
    expect(s.phase).toBe('budget');
    expect(whoMustAct(s)).toEqual(['Ana:propose-budget']);
    expect(s.budget!.drawn).toEqual(moneyDeck.slice(0, 5));
    expect(s.moneyDeck).toEqual(moneyDeck.slice(5));
    expect(s.moneyOut).toEqual([]);
    const everywhere = [...s.moneyDeck, ...s.budget!.drawn, ...s.players.flatMap((p) => [...p.top, ...p.swiss])];
    expect([...everywhere].sort()).toEqual([...ALL_MONEY].sort());
    // R16: Influence cards went home, Interventions to the discard pile. R26: Bo (3 cards) and Cy (5) drew 2 each.
    expect(s.politicalDiscard).toEqual(['mass-demonstration#1', 'mass-demonstration#2']);
    expect(eventsOf(events, 'cards-refilled')).toEqual([
      { type: 'cards-refilled', seat: 1, count: 2 },
      { type: 'cards-refilled', seat: 2, count: 2 },
    ]);
    expect(s.players[1].hand.slice(-2)).toEqual(politicalDeck.slice(0, 2));
    expect(s.players[2].hand).toEqual(expect.arrayContaining(['catholic-church#1', 'landowners#1', ...politicalDeck.slice(2, 4)]));
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 5, 7, 7]);
    expect(s.players.every((p) => p.inPlay.length === 0)).toBe(true);
    expect(checkConservation(s)).toEqual([]);
  });
});
