// Rulings V1–V5 of Viva el Presidente: seats and numbers, the deck, the first Presidente, determinism
// with the pinned deck and dice, and what each seat sees. One behaviour per test.
import seedrandom from 'seedrandom';
import { ALL_CARDS, designOf } from '../../../src/games/viva/content/cards.js';
import { VivaError } from '../../../src/games/viva/rules/context.js';
import { viva } from '../../../src/games/viva/module.js';
import { act, cardOf, events, game, logged, passBurglars, passWhile, player, promise, promiseAny, refused, toCombat, whoMustAct } from './builder.js';

const FIVE = ['Ana', 'Bo', 'Cy', 'Di', 'Eva'];
const create = (start: Parameters<typeof viva.rules.create>[0]) => viva.rules.create(start).state;
/** A setup refused under a ruling: the error's code names it (its message says the rule in words). */
const refusedBy = (code: string) => expect.objectContaining({ code });

describe('V1 players and numbers', () => {
  test('V1 a game seats 3 to 5 players, in the order given, each with one die of his colour', () => {
    expect(() => create({ seed: 's', players: FIVE.slice(0, 2) })).toThrow(VivaError);
    expect(() => create({ seed: 's', players: [...FIVE, 'Fe'] })).toThrow(VivaError);
    const s = create({ seed: 's', players: ['Zoe', 'Ana', 'Max'] });
    expect(s.players.map((p) => [p.name, p.dice])).toEqual([['Zoe', ['red#1']], ['Ana', ['blue#1']], ['Max', ['yellow#1']]]);
  });

  test('V1 an order naming 0, a number above N other than 6, or no number is refused', () => {
    const s = passBurglars(promiseAny(game({ players: ['Ana', 'Bo', 'Cy', 'Di'] })));
    for (const n of [0, 5, 7, '2']) expect(refused(s, 'Bo', { type: 'orders', orders: { 'blue#1': n } }).code).toBe('V1');
    expect(whoMustAct(act(s, 'Bo', { type: 'orders', orders: { 'blue#1': 4 } }))).toEqual(['Cy', 'Di']);
  });

  test('V1 clockwise is increasing seat index, wrapping: the draw goes round from the Presidente\'s left', () => {
    const { events } = viva.rules.create({ seed: 's', players: FIVE, options: { firstPresidente: 'Di' } });
    expect(events.filter((e) => e.type === 'draw' && !e.audience).map((e) => e.type === 'draw' && [FIVE[e.seat], e.count]))
      .toEqual([['Di', 7], ['Eva', 2], ['Ana', 2], ['Bo', 2], ['Cy', 2]]);
  });
});

describe('V2 deck', () => {
  test('V2 the 45 cards are shuffled from their sorted order by the seeded generator', () => {
    const a = create({ seed: 'one', players: FIVE.slice(0, 3), options: { firstPresidente: 'Ana' } });
    const b = create({ seed: 'two', players: FIVE.slice(0, 3), options: { firstPresidente: 'Ana' } });
    const dealt = (s: typeof a) => [...s.players.flatMap((p) => p.hand), ...s.deck];
    expect([...dealt(a)].sort()).toEqual([...ALL_CARDS].sort());
    expect(dealt(a)).not.toEqual(dealt(b));
    expect(dealt(a)).toEqual(dealt(create({ seed: 'one', players: FIVE.slice(0, 3), options: { firstPresidente: 'Ana' } })));
  });

  test('V2 a draw from an empty deck shuffles the discard pile into a new deck; with both empty it gives nothing', () => {
    let s = toCombat(game({ players: ['Ana', 'Bo', 'Cy'], hands: { Bo: ['aid1', 'aid1'], Cy: ['party-donation'] } }), { Bo: [2], Cy: [3] });
    // Nobody attacks the Presidente Ana: Spend Money, Ana first. The deck is moved onto the discard pile.
    const emptied = structuredClone(s);
    emptied.discard.push(...emptied.deck);
    emptied.deck = [];
    s = act(emptied, 'Ana', { type: 'done' });
    const pile = s.discard.length;
    s = act(s, 'Bo', { type: 'pay', buy: { card: 1 }, cards: [cardOf(s, 'Bo', 'aid1')] });
    expect(events().find((e) => e.type === 'reshuffle')).toEqual({ type: 'reshuffle', size: pile + 1 });
    expect([s.deck.length, s.discard.length]).toEqual([pile, 0]);
    s = act(s, 'Bo', { type: 'done' });
    const bare = structuredClone(s);
    bare.players[2].hand.push(...bare.deck);
    bare.deck = [];
    const size = bare.players[2].hand.length;
    s = act(bare, 'Cy', { type: 'play', card: 'party-donation#1' });
    expect(player(s, 'Cy').hand).toHaveLength(size - 1);
    expect(s.discard).toEqual(['party-donation#1']);
  });

  test('V2 the discard pile is public', () => {
    let s = toCombat(game({ players: ['Ana', 'Bo', 'Cy'], dice: [1] }), { Bo: [1], Cy: [3] });
    s = passWhile(s);
    expect(s.discard).toEqual([...player(game({ players: ['Ana', 'Bo', 'Cy'] }), 'Ana').hand.slice(0, 1)]);
    expect(viva.rules.publicView(s).discard).toEqual(s.discard);
  });
});

describe('V3 first Presidente', () => {
  test('V3 by default every player rolls and the tied highest roll again until one remains', () => {
    const { state, events } = viva.rules.create({ seed: 's', players: ['Ana', 'Bo', 'Cy', 'Di'], dice: [5, 6, 2, 6, 3, 4] } as never);
    expect(events.filter((e) => e.type === 'roll-off').map((e) => e.type === 'roll-off' && e.rolls.map((r) => r.value))).toEqual([[5, 6, 2, 6], [3, 4]]);
    expect(state.players[state.presidente].name).toBe('Di');
    expect(whoMustAct(state)).toEqual(['Di']);
  });

  test('V3 a named first Presidente takes office without a roll; a name not at the table is refused', () => {
    const { state, events } = viva.rules.create({ seed: 's', players: ['Ana', 'Bo', 'Cy'], options: { firstPresidente: 'Cy' } });
    expect(state.presidente).toBe(2);
    expect(events.some((e) => e.type === 'roll-off')).toBe(false);
    expect(() => create({ seed: 's', players: ['Ana', 'Bo', 'Cy'], options: { firstPresidente: 'Zed' } })).toThrow(refusedBy('V3'));
  });
});

describe('V4 determinism', () => {
  test('V4 a pinned deck is the initial order, top first; a pinned deck naming a card twice or leaving one out is refused', () => {
    const deck = [...ALL_CARDS].reverse();
    const s = create({ seed: 's', players: ['Ana', 'Bo', 'Cy'], options: { firstPresidente: 'Ana' }, deck } as never);
    expect(s.players[0].hand).toEqual(deck.slice(0, 5));
    expect(s.players[1].hand).toEqual(deck.slice(5, 7));
    expect(() => create({ seed: 's', players: ['Ana', 'Bo', 'Cy'], deck: deck.slice(1) } as never)).toThrow(refusedBy('V4'));
    expect(() => create({ seed: 's', players: ['Ana', 'Bo', 'Cy'], deck: [deck[0], ...deck.slice(0, -1)] } as never)).toThrow(refusedBy('V4'));
  });

  test('V4 pinned die results come before the generator; a value outside 1–6 is refused', () => {
    expect(() => create({ seed: 's', players: ['Ana', 'Bo', 'Cy'], dice: [0] } as never)).toThrow(refusedBy('V4'));
    expect(() => create({ seed: 's', players: ['Ana', 'Bo', 'Cy'], dice: [2.5] } as never)).toThrow(refusedBy('V4'));
    const { events } = viva.rules.create({ seed: 's', players: ['Ana', 'Bo', 'Cy'], dice: [1, 2, 3] } as never);
    expect(events.find((e) => e.type === 'roll-off')).toMatchObject({ rolls: [{ value: 1 }, { value: 2 }, { value: 3 }] });
  });

  test('V4 the same seed and actions give the same states, byte for byte', () => {
    const run = () => {
      return toCombat(game({ players: ['Ana', 'Bo', 'Cy'], seed: 'same' }), { Bo: [1], Cy: [1] });
    };
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
  });

  test('V4 the rest of the pinned queue and the deck order appear in no view', () => {
    const s = game({ players: ['Ana', 'Bo', 'Cy'], dice: [4, 4, 4] });
    for (const view of [viva.rules.viewFor(s, 0), viva.rules.viewFor(s, 1), viva.rules.publicView(s)]) {
      expect(view).not.toHaveProperty('queue');
      expect(view).not.toHaveProperty('deck');
      expect(view).not.toHaveProperty('rng');
      expect(view.deckSize).toBe(s.deck.length);
    }
  });
});

describe('V5 what is public', () => {
  test('V5 hands are hidden but their sizes public; Estates, dice and the Presidente are public', () => {
    const s = game({ players: ['Ana', 'Bo', 'Cy'], buildings: { Cy: 2 }, militia: { Bo: 3 } });
    const view = viva.rules.viewFor(s, 1);
    expect(view.players[1].hand).toEqual(s.players[1].hand);
    expect(view.players[0].hand).toBeNull();
    expect(view.players[0].handSize).toBe(5);
    expect(view.players[2].tiles).toHaveLength(2);
    expect(view.players[1].dice).toEqual(['blue#1', 'blue#2', 'blue#3']);
    expect(view.presidente).toBe(0);
  });

  test('V5 a Promise shows its size to all, its contents to its recipient and the Presidente', () => {
    let s = game({ players: ['Ana', 'Bo', 'Cy'], hands: { Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'yacht'] } });
    s = promise(s, { Bo: ['aid1', 'gunboat'], Cy: ['aid2'] });
    const bo = player(s, 'Bo').promise!.cards;
    expect(viva.rules.viewFor(s, 1).players[1].promise).toMatchObject({ size: 2, cards: bo });
    expect(viva.rules.viewFor(s, 0).players[1].promise!.cards).toEqual(bo);
    expect(viva.rules.viewFor(s, 2).players[1].promise).toMatchObject({ size: 2, cards: null });
    expect(viva.rules.publicView(s).players[1].promise!.cards).toBeNull();
  });

  test('V5 orders are hidden until revealed; a bought or drawn card is seen by its owner only', () => {
    let s = passBurglars(promiseAny(game({ players: ['Ana', 'Bo', 'Cy'] })));
    s = act(s, 'Bo', { type: 'orders', orders: { 'blue#1': 3 } });
    expect(viva.rules.viewFor(s, 2).players[1]).toMatchObject({ ordered: true, orders: null });
    expect(viva.rules.viewFor(s, 1).players[1].orders).toEqual({ 'blue#1': 3 });
    s = act(s, 'Cy', { type: 'orders', orders: { 'yellow#1': 3 } });
    expect(viva.rules.viewFor(s, 2).players[1].orders).toEqual({ 'blue#1': 3 });
    const draws = viva.rules.create({ seed: 's', players: ['Ana', 'Bo', 'Cy'] }).events.filter((e) => e.type === 'draw');
    const hidden = draws.filter((e) => e.type === 'draw' && e.cards);
    expect(hidden.every((e) => e.audience?.length === 1 && e.type === 'draw' && e.audience[0] === e.seat)).toBe(true);
    expect(draws.filter((e) => !e.audience).every((e) => e.type === 'draw' && e.cards === undefined)).toBe(true);
    expect(designOf(hidden[0].type === 'draw' ? hidden[0].cards![0] : '')).toBeTruthy();
  });

  test('V5 a view keeps what it was shown: the Presidente knows the Promises taken into hands, until a card leaves in public', () => {
    let s = game({ players: ['Ana', 'Bo', 'Cy'], hands: { Ana: ['aid1', 'aid2', 'gunboat', 'spy', 'yacht'], Bo: ['aid4', 'students-petition'] } });
    s = toCombat(s, { Bo: [2], Cy: [3] }, { Bo: ['gunboat', 'aid2'], Cy: ['aid1'] });
    expect(viva.rules.viewFor(s, 0).players[1].known).toEqual(['gunboat#1', 'aid2#1']);
    expect(viva.rules.viewFor(s, 2).players[1].known).toEqual([]);
    expect(viva.rules.publicView(s).players[1].known).toEqual([]);
    const other = viva.rules.determinize(viva.rules.viewFor(s, 0), seedrandom('keep'));
    expect(other.players[1].hand).toEqual(expect.arrayContaining(['gunboat#1', 'aid2#1']));
    s = act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'pay', buy: { card: 1 }, cards: ['aid2#1'] });
    expect(viva.rules.viewFor(s, 0).players[1].known).toEqual(['gunboat#1']);
  });

  test('V5 the victim of a plunder knows the card taken; a third player forgets what he knew of the plundered hand', () => {
    let s = game({ players: ['Ana', 'Bo', 'Cy'], hands: { Ana: ['aid1', 'aid2', 'aid3', 'spy', 'yacht'], Bo: ['gunboat'], Cy: [] }, dice: [1, 6] });
    s = toCombat(s, { Bo: [3], Cy: [3] }, { Bo: ['aid1'], Cy: ['aid2', 'aid3'] });
    expect(viva.rules.viewFor(s, 0).players[2].known).toEqual(['aid2#1', 'aid3#1']);
    s = passWhile(s, (x) => x.phase === 'combat');
    const plundered = logged().find((e) => e.type === 'plunder' && e.audience);
    const card = plundered?.type === 'plunder' ? plundered.card! : '';
    expect(['aid2#1', 'aid3#1']).toContain(card);
    expect(viva.rules.viewFor(s, 2).players[1].known).toEqual([card]);
    expect(viva.rules.viewFor(s, 0).players[2].known).toEqual([]); // which one went is not Ana's to know
    expect(viva.rules.viewFor(s, 0).players[1].known).toEqual(['aid1#1']);
  });
});
