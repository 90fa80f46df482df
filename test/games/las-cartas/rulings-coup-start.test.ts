// Rulings R18–R20: the First Rebel, the Vote of No Confidence, committing to the coup.
import {
  checkConservation, legalActions, pending, rebellionWhereabouts, viewFor, type ActionOf, type State,
} from '../../../src/games/las-cartas/rules/index.js';
import {
  act, actWithEvents, commitAll, eventOf, eventsOf, finishVotingWithEvents, FOUR, game, player,
  redistributeNothing, rejected, rng, sorted, THREE_8M, turnOf, turns, whoMustAct,
} from '../../support/game.js';

// Four players, Ana President unless said otherwise. Default budget (game), clockwise
// from the President: 2 ([m2#1]), 3 ([m3#1]), 3 ([m3#2]), 2 ([m1#5, m1#6]); 10 million drawn.

/** Ana President; Bo votes 3 against with Landowners, everyone else draws: Bo is First Rebel. */
function boFirstRebel(): State {
  const s = game({ Bo: ['landowners'] }, { players: FOUR });
  return finishVotingWithEvents(turns(s, 'draw', { card: 'landowners', vote: 'against' }).state).state;
}

describe('R18 First Rebel', () => {
  test('R18 the non-President with most votes against becomes First Rebel, never the President', () => {
    let s = game({ Ana: ['catholic-church'], Bo: ['labor-unions#1'], Cy: ['landowners'] }, { players: FOUR });
    s = turns(s,
      { card: 'catholic-church', vote: 'against' },
      { card: 'labor-unions#1', vote: 'against' },
      { card: 'landowners', vote: 'against' }).state;
    const { state, events } = finishVotingWithEvents(s);
    expect(state.tally!.against).toEqual([4, 2, 3, 0]);
    expect(eventOf(events, 'first-rebel')).toMatchObject({ seat: 2, reason: 'most-against' });
    expect(state.coup!.firstRebel).toBe(2);
  });

  test('R18 only counted votes against decide: a player hit by Electoral Fraud has none', () => {
    let s = game({ Ana: ['electoral-fraud'], Bo: ['landowners'], Cy: ['labor-unions#1'] }, { players: FOUR });
    s = turns(s,
      { card: 'electoral-fraud', target: 'Bo' },
      { card: 'landowners', vote: 'against' },
      { card: 'labor-unions#1', vote: 'against' }).state;
    const { state, events } = finishVotingWithEvents(s);
    expect(state.tally!.against).toEqual([0, 0, 2, 0]);
    expect(eventOf(events, 'first-rebel')).toMatchObject({ seat: 2 });
  });

  test('R18 a tie goes to the tied non-President nearest the President clockwise', () => {
    // Cy (seat 2) is President; Di (seat 3) and Bo (seat 1) tie at 3 against: Di comes first clockwise.
    let s = game({ Di: ['landowners'], Bo: ['conservatives'] }, { players: FOUR, president: 'Cy' });
    s = turns(s, 'draw', { card: 'landowners', vote: 'against' }, 'draw', { card: 'conservatives', vote: 'against' }).state;
    const { state, events } = finishVotingWithEvents(s);
    expect(state.tally!.against).toEqual([0, 3, 0, 3]);
    expect(eventOf(events, 'first-rebel')).toMatchObject({ seat: 3 });
  });

  test('R18 with every non-President at 0 against, the player left of the President is First Rebel', () => {
    // Bo (seat 1) is President and defeats his own budget.
    let s = game({ Bo: ['landowners'] }, { players: FOUR, president: 'Bo' });
    s = turns(s, { card: 'landowners', vote: 'against' }).state;
    const { state, events } = finishVotingWithEvents(s);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ against: 3, passed: false });
    expect(eventOf(events, 'first-rebel')).toMatchObject({ seat: 2, reason: 'most-against' });
    expect(state.coup!.firstRebel).toBe(2);
  });

  test("R18 the First Rebel's Rebellion card goes face up and their stack returns to the President", () => {
    const s = boFirstRebel();
    expect(s.phase).toBe('coup');
    expect(player(s, 'Bo').hand).not.toContain('rebellion#2');
    expect(rebellionWhereabouts(viewFor(s, 2), 1)).toBe('elsewhere');
    const stacks = s.budget!.stacks;
    expect(stacks[1]).toMatchObject({ cards: [], announced: 0, returned: true });
    expect(sorted(stacks[0].cards)).toEqual(['m2#1', 'm3#1']);
    expect(stacks[0].announced).toBe(2);
    expect(viewFor(s, 3).players[1].stack).toMatchObject({ count: 0, returned: true });
    expect(whoMustAct(s)).toEqual(['Ana:redistribute']);
    expect(checkConservation(s)).toEqual([]);
  });

  test('R18 the stack returned is announced publicly by its number of cards; its values only to the two involved', () => {
    const s = game({ Bo: ['landowners'] }, { players: FOUR });
    const { events } = finishVotingWithEvents(turns(s, 'draw', { card: 'landowners', vote: 'against' }).state);
    expect(eventOf(events, 'stack-returned')).toEqual({ type: 'stack-returned', seat: 1, count: 1 });
    const cards = eventsOf(events, 'stack-cards-moved');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ seat: 1, recipient: 0, cards: ['m3#1'], to: [0, 1], why: 'returned' });
  });

  test('R18 the President moves returned cards onto other stacks, the returned stack no longer counting toward the cap', () => {
    const s = boFirstRebel();
    // 2 (Ana) + 6 (Cy) + 2 (Di) = 10: possible only because Bo's 3 no longer count.
    const { state, events } = actWithEvents(s, {
      type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: ['m3#1'], announced: 6 }],
    });
    expect(sorted(state.budget!.stacks[2].cards)).toEqual(['m3#1', 'm3#2']);
    expect(state.budget!.stacks[2].announced).toBe(6);
    expect(state.budget!.stacks[0]).toMatchObject({ cards: ['m2#1'], announced: 2 });
    expect(eventOf(events, 'redistributed')).toMatchObject({ moves: [{ to: 2, count: 1, announced: 6 }], ownAnnounced: 2 });
    expect(state.coup!.step).toBe('commit');
    expect(whoMustAct(state)).toEqual(['Bo:commit-coup']);
  });

  test("R18 the President may lower their own announcement to make room within R9's cap", () => {
    // Ana adds her Middleman's m1#1 to her stack: 3 + 3 + 3 + 1 announced, all 10 drawn.
    let s = actWithEvents(game({ Bo: ['landowners'] }, { players: FOUR, stacks: 'none' }), {
      type: 'propose-budget', seat: 'Ana', stacks: [
        { to: 'Ana', money: ['m2#1', 'm1#1'], announced: 3 }, { to: 'Bo', money: ['m3#1'], announced: 3 },
        { to: 'Cy', money: ['m3#2'], announced: 3 }, { to: 'Di', money: ['m1#5', 'm1#6'], announced: 1 },
      ],
    }).state;
    s = finishVotingWithEvents(turns(s, 'draw', { card: 'landowners', vote: 'against' }).state).state;
    // Bo's 3 to Di announced 5 makes 3 + 3 + 5 = 11 without Bo's stack.
    const over: ActionOf<'redistribute'> = {
      type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Di', money: ['m3#1'], announced: 5 }],
    };
    expect(rejected(s, over).code).toBe('over-cap');
    const state = act(s, { ...over, ownAnnounced: 2 });
    expect(state.budget!.stacks.map((st) => st.announced)).toEqual([2, 0, 3, 5]);
  });

  test("R18 only the returned cards may be redistributed: the President's own budget Money stays", () => {
    const s = boFirstRebel();
    // Ana's stack holds her own m2#1 and Bo's returned m3#1.
    expect(sorted(s.budget!.stacks[0].cards)).toEqual(['m2#1', 'm3#1']);
    const own = rejected(s, { type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: ['m2#1'], announced: 3 }] });
    expect(own.code).toBe('illegal-play');
    expect(own.message).toContain('only the cards of the returned stack may be redistributed');
    expect(rejected(s, {
      type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: ['m3#1'], announced: 3 }, { to: 'Di', money: ['m2#1'], announced: 2 }],
    }).code).toBe('illegal-play');
    const state = act(s, { type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: ['m3#1'], announced: 6 }] });
    expect(state.budget!.stacks[0]).toMatchObject({ cards: ['m2#1'], announced: 2 });
    expect(whoMustAct(state)).toEqual(['Bo:commit-coup']);
  });

  test('R18 a denomination named in a redistribution means a returned card', () => {
    // Ana keeps a 3 of her own (m3#1) and gets Bo's 3 (m3#2) back: "m3" names Bo's.
    let s = actWithEvents(game({ Bo: ['landowners'] }, { players: FOUR, stacks: 'none' }), {
      type: 'propose-budget', seat: 'Ana', stacks: [
        { to: 'Ana', money: ['m3#1'], announced: 3 }, { to: 'Bo', money: ['m3#2'], announced: 3 },
        { to: 'Cy', money: ['m2#1'], announced: 2 }, { to: 'Di', money: ['m1#5', 'm1#6'], announced: 2 },
      ],
    }).state;
    s = finishVotingWithEvents(turns(s, 'draw', { card: 'landowners', vote: 'against' }).state).state;
    const state = act(s, { type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: ['m3'], announced: 5 }] });
    expect(state.budget!.stacks[2].cards).toEqual(['m2#1', 'm3#2']);
    expect(state.budget!.stacks[0].cards).toEqual(['m3#1']);
  });

  test('R18 which cards were returned only the President sees; how many, everyone', () => {
    const s = boFirstRebel();
    expect(viewFor(s, 0).coup).toMatchObject({ returnedCount: 1, returned: ['m3#1'] });
    for (const seat of [1, 2, 3]) expect(viewFor(s, seat).coup).toMatchObject({ returnedCount: 1, returned: null });
    const legal = legalActions(s, 0);
    const random = rng('r18-sampler');
    let moved = 0;
    for (let i = 0; i < 100; i++) {
      const action = legal.samplers.redistribute!(random) as ActionOf<'redistribute'>;
      expect(legal.validate(action)).toBeNull();
      for (const spec of action.stacks) moved += spec.money.filter((m) => m === 'm3#1').length;
    }
    expect(moved).toBeGreaterThan(10);
  });

  test("R9 a redistribution that leaves the President's own stack holding less than its announcement must state a new one", () => {
    // Ana's Smugglers take her own m2#1 out of her stack, announced 2 (which stands, R9); Bo returns 3.
    let s = game({ Ana: ['smugglers'], Bo: ['landowners'] }, { players: FOUR });
    s = turns(s, { card: 'smugglers', vote: 'for', money: ['m2#1'] }, { card: 'landowners', vote: 'against' }).state;
    s = finishVotingWithEvents(s).state;
    expect(s.budget!.stacks[0]).toMatchObject({ cards: ['m3#1'], announced: 2 });
    const all: ActionOf<'redistribute'> = { type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: ['m3#1'], announced: 6 }] };
    const refused = rejected(s, all);
    expect(refused.code).toBe('overstated');
    expect(refused.message).toContain("President's own stack would hold 0 million and is still announced as 2");
    expect(refused.message).toContain('at most 0');
    expect(rejected(s, { ...all, ownAnnounced: 1 }).code).toBe('overstated');
    const state = act(s, { ...all, ownAnnounced: 0 });
    expect(state.budget!.stacks[0]).toMatchObject({ cards: [], announced: 0 });
    // Moving nothing leaves the announcement as it is.
    expect(act(s, { type: 'redistribute', seat: 'Ana', stacks: [] }).budget!.stacks[0].announced).toBe(2);
  });

  test('R18 nothing goes back onto the First Rebel, nothing is overstated, and only the President redistributes', () => {
    const s = boFirstRebel();
    expect(rejected(s, { type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Bo', money: ['m3#1'], announced: 3 }] }).code)
      .toBe('illegal-target');
    expect(rejected(s, { type: 'redistribute', seat: 'Ana', stacks: [{ to: 'Cy', money: [], announced: 4 }] }).code)
      .toBe('overstated');
    expect(rejected(s, { type: 'redistribute', seat: 'Bo', stacks: [] }).code).toBe('not-your-turn');
    expect(rejected(s, { type: 'commit-coup', seat: 'Bo', cards: [] }).code).toBe('wrong-phase');
  });
});

describe('R19 Vote of No Confidence', () => {
  test('R19 by a non-President: voting ends at once, the budget is defeated even with more for, that player is First Rebel', () => {
    let s = game({ Ana: ['catholic-church'], Bo: ['landowners'], Cy: ['vote-of-no-confidence'] }, { players: FOUR });
    s = turns(s, { card: 'catholic-church', vote: 'for' }, { card: 'landowners', vote: 'against' }).state;
    const diHand = [...player(s, 'Di').hand];
    const { state, events } = turns(s, { card: 'vote-of-no-confidence' });
    expect(eventOf(events, 'voting-ended')).toMatchObject({ reason: 'no-confidence' });
    expect(eventsOf(events, 'turn-started')).toEqual([]);
    expect(eventOf(events, 'votes-counted')).toMatchObject({ for: 4, against: 3, passed: false });
    expect(eventsOf(events, 'budget-defeated')).toHaveLength(1);
    // Bo has the most votes against, but Cy's card made Cy First Rebel.
    expect(eventOf(events, 'first-rebel')).toMatchObject({ seat: 2, reason: 'no-confidence' });
    expect(state.coup!.firstRebel).toBe(2);
    expect(player(state, 'Cy').hand).not.toContain('rebellion#3');
    expect(state.budget!.stacks[2]).toMatchObject({ cards: [], returned: true });
    expect(player(state, 'Di').hand).toEqual(diHand);
    expect(state.politicalDiscard).toEqual(['vote-of-no-confidence#1']);
    expect(whoMustAct(state)).toEqual(['Ana:redistribute']);
    expect(checkConservation(state)).toEqual([]);
  });

  test('R19 The UN Condemns Torture of Prisoners of Conscience does the same', () => {
    let s = game({ Bo: ['un-condemns-torture'] }, { players: FOUR });
    const { state, events } = turns(s, 'draw', { card: 'un-condemns-torture' });
    s = state;
    expect(eventOf(events, 'first-rebel')).toMatchObject({ seat: 1, reason: 'no-confidence' });
    expect(s.phase).toBe('coup');
  });

  test('R19 by the President: the named player becomes President at once, and the Rebellion cards move', () => {
    const s = game({ Ana: ['vote-of-no-confidence'] }, { players: FOUR });
    const { state, events } = turns(s, { card: 'vote-of-no-confidence', target: 'Cy' });
    expect(eventOf(events, 'presidency-handed-over')).toMatchObject({ from: 0, successor: 2 });
    expect(state.president).toBe(2);
    expect(state.phase).toBe('voting');
    expect(player(state, 'Ana').hand).toContain('rebellion#1');
    expect(player(state, 'Cy').hand).not.toContain('rebellion#3');
    // Cy cannot decline: the only thing asked of Cy is whether to re-form the stacks.
    expect(pending(state).required).toEqual([{ seat: 2, decision: 'reform-budget', kinds: ['propose-budget', 'keep-budget'] }]);
    expect(checkConservation(state)).toEqual([]);
  });

  test('R19 by the President: another player must be named', () => {
    const s = game({ Ana: ['vote-of-no-confidence'] }, { players: FOUR });
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'vote-of-no-confidence', target: 'Ana' }).code).toBe('illegal-target');
    expect(rejected(s, { type: 'play-card', seat: 'Ana', card: 'vote-of-no-confidence' }).code).toBe('illegal-target');
  });

  test('R19 the new President may re-form every stack from the money now in the stacks', () => {
    let s = game({ Ana: ['vote-of-no-confidence'] }, { players: FOUR });
    s = turns(s, { card: 'vote-of-no-confidence', target: 'Cy' }).state;
    const { state, events } = actWithEvents(s, {
      type: 'propose-budget', seat: 'Cy', stacks: [
        { to: 'Cy', money: ['m3#1', 'm3#2'], announced: 6 },
        { to: 'Ana', money: ['m2#1'], announced: 2 },
        { to: 'Bo', money: ['m1#5'], announced: 1 },
        { to: 'Di', money: ['m1#6'], announced: 0 },
      ],
    });
    expect(eventOf(events, 'budget-proposed')).toMatchObject({ seat: 2 });
    expect(state.budget!.stacks.map((st) => [st.cards, st.announced])).toEqual([
      [['m2#1'], 2], [['m1#5'], 1], [['m3#1', 'm3#2'], 6], [['m1#6'], 0],
    ]);
    expect(whoMustAct(state)).toEqual(['Bo:play-or-draw']);
    expect(checkConservation(state)).toEqual([]);
  });

  test('R19 the re-formed stacks keep R8 and R9: every card placed, nothing overstated, the same cap', () => {
    let s = game({ Ana: ['vote-of-no-confidence'] }, { players: FOUR });
    s = turns(s, { card: 'vote-of-no-confidence', target: 'Cy' }).state;
    const all = [
      { to: 'Cy', money: ['m3#1', 'm3#2'], announced: 6 },
      { to: 'Ana', money: ['m2#1'], announced: 2 },
      { to: 'Bo', money: ['m1#5', 'm1#6'], announced: 2 },
    ];
    expect(rejected(s, { type: 'propose-budget', seat: 'Cy', stacks: all.slice(0, 2) }).code).toBe('illegal-play');
    expect(rejected(s, { type: 'propose-budget', seat: 'Cy', stacks: [{ ...all[0], announced: 7 }, ...all.slice(1)] }).code)
      .toBe('overstated');
    // Cy's own Middleman money may join (R8), but 11 announced is more than the 10 drawn.
    expect(rejected(s, {
      type: 'propose-budget', seat: 'Cy', stacks: [{ to: 'Cy', money: ['m3#1', 'm3#2', 'm1#3'], announced: 7 }, ...all.slice(1)],
    }).code).toBe('over-cap');
    expect(rejected(s, { type: 'propose-budget', seat: 'Ana', stacks: all }).code).toBe('not-your-turn');
    expect(rejected(s, { type: 'draw-card', seat: 'Bo' }).code).toBe('not-your-turn');
  });

  test('R19 the new President may keep the stacks as they are', () => {
    let s = game({ Ana: ['vote-of-no-confidence'] }, { players: FOUR });
    s = turns(s, { card: 'vote-of-no-confidence', target: 'Cy' }).state;
    const before = s.budget!.stacks.map((st) => [st.cards, st.announced]);
    const { state, events } = actWithEvents(s, { type: 'keep-budget', seat: 'Cy' });
    expect(eventOf(events, 'budget-kept')).toMatchObject({ seat: 2 });
    expect(state.budget!.stacks.map((st) => [st.cards, st.announced])).toEqual(before);
  });

  test('R19 voting then continues with the next turn of the fixed order, never recomputed', () => {
    let s = game({ Ana: ['vote-of-no-confidence'] }, { players: FOUR });
    const order = [...s.voting!.order];
    expect(order).toEqual([0, 1, 2, 3, 0, 3, 2, 1]);
    s = turns(s, { card: 'vote-of-no-confidence', target: 'Cy' }).state;
    s = act(s, { type: 'keep-budget', seat: 'Cy' });
    expect(s.voting!.order).toEqual(order);
    expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
    s = turns(s, 'draw', 'draw', 'draw').state;
    // The fifth turn is still Ana's, though she is no longer President.
    expect(turnOf(s)).toBe('Ana');
    expect(s.voting!.index).toBe(4);
  });

  test('R19 after handing over the presidency, the old President is a non-President and may become First Rebel', () => {
    let s = game({ Ana: ['vote-of-no-confidence', 'landowners#1'] }, { players: FOUR });
    s = turns(s, { card: 'vote-of-no-confidence', target: 'Cy' }).state;
    s = act(s, { type: 'keep-budget', seat: 'Cy' });
    s = turns(s, 'draw', 'draw', 'draw', { card: 'landowners#1', vote: 'against' }).state;
    const { state, events } = finishVotingWithEvents(s);
    expect(eventOf(events, 'first-rebel')).toMatchObject({ seat: 0, reason: 'most-against' });
    expect(player(state, 'Ana').hand).not.toContain('rebellion#1');
    expect(state.budget!.stacks[0]).toMatchObject({ cards: [], returned: true });
    expect(sorted(state.budget!.stacks[2].cards)).toEqual(['m2#1', 'm3#2']);
    expect(whoMustAct(state)).toEqual(['Cy:redistribute']);
    expect(checkConservation(state)).toEqual([]);
  });

  test('R19 with 3 players: the player is a Rebel, not a First Rebel, returns no stack, and commits start left of the President', () => {
    let s = game({ Bo: ['vote-of-no-confidence'] }, THREE_8M);
    const stacks = s.budget!.stacks.map((st) => [...st.cards]);
    const { state, events } = turns(s, 'draw', { card: 'vote-of-no-confidence' });
    s = state;
    expect(s.coup).toMatchObject({ firstRebel: null, declaredRebel: 1, step: 'commit', order: [1, 2, 0] });
    expect(eventOf(events, 'declared-rebel')).toMatchObject({ seat: 1 });
    expect(eventsOf(events, 'first-rebel')).toEqual([]);
    expect(eventsOf(events, 'stack-returned')).toEqual([]);
    expect(player(s, 'Bo').hand).not.toContain('rebellion#2');
    expect(s.budget!.stacks.map((st) => st.cards)).toEqual(stacks);
    expect(s.budget!.stacks.every((st) => !st.returned)).toBe(true);
    expect(whoMustAct(s)).toEqual(['Bo:commit-coup']);
    expect(checkConservation(s)).toEqual([]);
  });

  test("R19 with 3 players: that Rebel fights for the Rebels, but R24 chooses the new President", () => {
    let s = game({ Bo: ['vote-of-no-confidence'], Cy: ['militia'] }, THREE_8M);
    s = turns(s, 'draw', { card: 'vote-of-no-confidence' }).state;
    const { state, events } = commitAll(s, { Bo: [], Cy: ['rebellion#3', 'militia'] });
    expect(eventOf(events, 'coup-revealed')).toMatchObject({ rebels: [1, 2], rebelStrength: 4, presidentStrength: 0 });
    expect(eventOf(events, 'new-president')).toMatchObject({ seat: 2 });
    expect(state.president).toBe(2);
    expect(player(state, 'Bo').hand).toContain('rebellion#2');
    expect(checkConservation(state)).toEqual([]);
  });
});

describe('R20 committing', () => {
  test('R20 commitments start with the First Rebel and go clockwise through every player, one at a time', () => {
    let s = game({ Cy: ['landowners'] }, { players: FOUR });
    s = redistributeNothing(finishVotingWithEvents(turns(s, 'draw', 'draw', { card: 'landowners', vote: 'against' }).state).state);
    expect(s.coup!.order).toEqual([2, 3, 0, 1]);
    expect(whoMustAct(s)).toEqual(['Cy:commit-coup']);
    expect(rejected(s, { type: 'commit-coup', seat: 'Di', cards: [] }).code).toBe('not-your-turn');
    s = act(s, { type: 'commit-coup', seat: 'Cy', cards: [] });
    expect(whoMustAct(s)).toEqual(['Di:commit-coup']);
    s = act(s, { type: 'commit-coup', seat: 'Di', cards: [] });
    expect(whoMustAct(s)).toEqual(['Ana:commit-coup']);
    s = act(s, { type: 'commit-coup', seat: 'Ana', cards: [] });
    expect(whoMustAct(s)).toEqual(['Bo:commit-coup']);
  });

  test('R20 with 3 players, commitments start with the player left of the President', () => {
    let s = game({ Bo: ['landowners'] }, { ...THREE_8M, president: 'Bo' });
    s = finishVotingWithEvents(turns(s, { card: 'landowners', vote: 'against' }).state).state;
    expect(s.coup).toMatchObject({ firstRebel: null, declaredRebel: null, step: 'commit', order: [2, 0, 1] });
    expect(whoMustAct(s)).toEqual(['Cy:commit-coup']);
  });

  test('R20 how many cards a player commits is public at once; which cards, only to that player', () => {
    let s = boFirstRebel();
    s = redistributeNothing(s);
    const cards = player(s, 'Bo').hand.slice(0, 2);
    const { state, events } = actWithEvents(s, { type: 'commit-coup', seat: 'Bo', cards });
    expect(events).toEqual([
      { type: 'coup-committed', seat: 1, count: 2 },
      { type: 'coup-committed-cards', seat: 1, cards, to: [1] },
    ]);
    const cyView = viewFor(state, 2);
    expect(cyView.players[1].committedCount).toBe(2);
    expect(cyView.coup!.myCommitted).toBeNull();
    expect(cyView.coup!.revealed).toBeNull();
    for (const card of cards) expect(JSON.stringify(cyView)).not.toContain(`"${card}"`);
    expect(viewFor(state, 1).coup!.myCommitted).toEqual(cards);
  });

  test('R20 a player commits only cards from their own hand', () => {
    const s = redistributeNothing(boFirstRebel());
    expect(rejected(s, { type: 'commit-coup', seat: 'Bo', cards: ['rebellion#3'] }).code).toBe('not-yours');
    expect(rejected(s, { type: 'commit-coup', seat: 'Bo', cards: ['rebellion#2'] }).code).toBe('not-yours');
  });

  test('R20 a player who commits their own Rebellion card is a Rebel; the First Rebel is one whatever they commit', () => {
    const s = redistributeNothing(boFirstRebel());
    const { events } = commitAll(s, { Bo: [], Cy: ['rebellion#3'], Di: [], Ana: [] });
    expect(eventOf(events, 'coup-revealed').rebels).toEqual([1, 2]);
  });

  test('R20 a player who commits cards without their Rebellion card, or nothing, is loyal', () => {
    const s = redistributeNothing(boFirstRebel());
    const cyCard = player(s, 'Cy').hand.find((c) => !c.startsWith('rebellion'))!;
    const { events } = commitAll(s, { Bo: [], Cy: [cyCard], Di: [], Ana: [] });
    const revealed = eventOf(events, 'coup-revealed');
    expect(revealed.rebels).toEqual([1]);
    expect(revealed.committed).toEqual([[], [], [cyCard], []]);
  });
});
