// Rulings V6–V11 of Viva el Presidente: the draw, the Promises, Burglars, the orders, the Spy and the
// Presidente's dice. One behaviour per test.
import { viva } from '../../../src/games/viva/module.js';
import { act, events, game, order, passBurglars, player, promise, promiseAny, refused, whoMustAct } from './builder.js';

const THREE = ['Ana', 'Bo', 'Cy'];
const FOUR = ['Ana', 'Bo', 'Cy', 'Di'];

describe('V6 draw', () => {
  test('V6 the Presidente draws N + 2, each Golpista 2 in the first round and 1 after', () => {
    let s = game({ players: FOUR });
    expect(s.players.map((p) => p.hand.length)).toEqual([6, 2, 2, 2]);
    s = order(passBurglars(promiseAny(s)), { Bo: [2], Cy: [3], Di: [4] });
    for (const name of ['Ana', 'Bo', 'Cy', 'Di']) s = act(s, name, { type: 'done' });
    expect(s.round).toBe(2);
    expect(events().filter((e) => e.type === 'draw' && !e.audience).map((e) => e.type === 'draw' && [e.seat, e.count])).toEqual([[0, 6], [1, 1], [2, 1], [3, 1]]);
  });
});

describe('V7 Promises', () => {
  test('V7 the Presidente promises every Golpista a non-empty set of his cards, his whole hand if he likes; a Golpista left without a card or a card not in his hand is refused', () => {
    const s = game({ players: THREE, hands: { Ana: ['aid1', 'aid2', 'aid3', 'gunboat', 'spy'] } });
    expect(refused(s, 'Ana', { type: 'promise', promises: [{ to: 'Bo', cards: ['aid1#1'] }, { to: 'Cy', cards: [] }] }).code).toBe('V7');
    expect(refused(s, 'Ana', { type: 'promise', promises: [{ to: 'Bo', cards: ['aid1#1'] }] }).code).toBe('V7');
    expect(refused(s, 'Ana', { type: 'promise', promises: [{ to: 'Bo', cards: ['aid1#1'] }, { to: 'Ana', cards: ['aid2#1'] }] }).code).toBe('V7');
    expect(refused(s, 'Ana', { type: 'promise', promises: [{ to: 'Bo', cards: ['aid4#1'] }, { to: 'Cy', cards: ['aid2#1'] }] }).code).toBe('V7');
    expect(refused(s, 'Bo', { type: 'promise', promises: [{ to: 'Bo', cards: ['aid1#1'] }, { to: 'Cy', cards: ['aid2#1'] }] }).code).toBe('V7');
    const all = promise(s, { Bo: ['aid1', 'aid2', 'aid3'], Cy: ['gunboat', 'spy'] });
    expect(player(all, 'Ana').hand).toEqual([]);
  });

  test('V7 promised cards are in no hand, and the recipient sees his Promise at once', () => {
    let s = game({ players: THREE, hands: { Ana: ['aid1', 'aid2', 'aid3', 'gunboat', 'spy'], Bo: ['aid4', 'yacht'] } });
    s = promise(s, { Bo: ['gunboat'], Cy: ['aid1'] });
    expect(player(s, 'Bo').hand).toEqual(['aid4#1', 'yacht#1']);
    expect(viva.rules.viewFor(s, 1).players[1].handSize).toBe(2);
    expect(events().find((e) => e.type === 'promised' && e.to === 1 && e.audience)).toMatchObject({ cards: ['gunboat#1'], audience: [0, 1] });
  });
});

describe('V8 Burglars', () => {
  const start = () => promise(game({ players: FOUR, hands: { Ana: ['aid1', 'aid2', 'aid3', 'aid4', 'gunboat', 'spy'], Cy: ['burglars'] } }),
    { Bo: ['aid1'], Cy: ['aid2'], Di: ['aid3', 'aid4'] });

  test('V8 after the Promises each Golpista clockwise from the Presidente\'s left is asked, holding Burglars or not', () => {
    let s = start();
    expect(viva.rules.pending(s).required).toEqual([{ seat: 1, window: { label: 'Burglars', pass: { type: 'pass', seat: 'Bo' }, private: false, then: [2, 3] } }]);
    s = act(s, 'Bo', { type: 'pass' });
    expect(whoMustAct(s)).toEqual(['Cy']);
  });

  test('V8 a Burglar looks into another Golpista\'s Promise and takes one card of his choice; the victim learns which', () => {
    let s = act(start(), 'Bo', { type: 'pass' });
    s = act(s, 'Cy', { type: 'burglars', card: 'burglars#1', from: 'Di' });
    expect(viva.rules.viewFor(s, 2).players[3].promise!.cards).toEqual(['aid3#1', 'aid4#1']);
    expect(viva.rules.viewFor(s, 1).players[3].promise!.cards).toBeNull();
    s = act(s, 'Cy', { type: 'take', card: 'aid4#1' });
    expect(player(s, 'Cy').hand).toContain('aid4#1');
    expect(player(s, 'Di').promise!.cards).toEqual(['aid3#1']);
    expect(events().find((e) => e.type === 'took' && e.audience)).toMatchObject({ card: 'aid4#1', audience: [2, 3, 0] });
    expect(s.discard).toEqual(['burglars#1']);
  });

  test('V8 Burglars on one\'s own Promise, on the Presidente, on an empty Promise or taking a die is refused', () => {
    let s = act(start(), 'Bo', { type: 'pass' });
    expect(refused(s, 'Cy', { type: 'burglars', card: 'burglars#1', from: 'Cy' }).code).toBe('V8');
    expect(refused(s, 'Cy', { type: 'burglars', card: 'burglars#1', from: 'Ana' }).code).toBe('V8');
    const emptied = structuredClone(s);
    emptied.discard.push(...emptied.players[1].promise!.cards);
    emptied.players[1].promise!.cards = [];
    expect(refused(emptied, 'Cy', { type: 'burglars', card: 'burglars#1', from: 'Bo' }).code).toBe('V8');
    s = act(s, 'Cy', { type: 'burglars', card: 'burglars#1', from: 'Di' });
    expect(refused(s, 'Cy', { type: 'take', card: 'ana#1' }).code).toBe('malformed');
    expect(refused(s, 'Cy', { type: 'take', card: 'aid1#1' }).code).toBe('V8');
  });
});

describe('V9 orders', () => {
  const ordering = () => passBurglars(promiseAny(game({ players: FOUR, militia: { Bo: 3 } })));

  test('V9 every Golpista orders at once; each submits once, and the Presidente gives none', () => {
    let s = ordering();
    expect(whoMustAct(s)).toEqual(['Bo', 'Cy', 'Di']);
    s = act(s, 'Cy', { type: 'orders', orders: { 'yellow#1': 2 } });
    expect(whoMustAct(s)).toEqual(['Bo', 'Di']);
    expect(refused(s, 'Cy', { type: 'orders', orders: { 'yellow#1': 3 } }).code).toBe('V9');
    expect(refused(s, 'Ana', { type: 'orders', orders: { 'red#1': 6 } }).code).toBe('V11');
  });

  test('V9 every die gets one number: a missing or an extra die is refused', () => {
    const s = ordering();
    expect(refused(s, 'Bo', { type: 'orders', orders: { 'blue#1': 2, 'blue#2': 3 } }).code).toBe('V9');
    expect(refused(s, 'Bo', { type: 'orders', orders: { 'blue#1': 2, 'blue#2': 3, 'blue#3': 4, 'blue#4': 4 } }).code).toBe('V9');
    expect(refused(s, 'Bo', { type: 'orders', orders: { 'blue#1': 2, 'blue#2': 3, 'yellow#1': 4 } }).code).toBe('V9');
  });

  test('V9 a die on the Presidente\'s number together with one on 6 is refused; other mixes are free', () => {
    const s = ordering();
    expect(refused(s, 'Bo', { type: 'orders', orders: { 'blue#1': 1, 'blue#2': 6, 'blue#3': 2 } })).toMatchObject({ code: 'V9' });
    expect(whoMustAct(act(s, 'Bo', { type: 'orders', orders: { 'blue#1': 1, 'blue#2': 2, 'blue#3': 3 } }))).toEqual(['Cy', 'Di']);
    expect(whoMustAct(act(s, 'Bo', { type: 'orders', orders: { 'blue#1': 6, 'blue#2': 6, 'blue#3': 4 } }))).toEqual(['Cy', 'Di']);
  });

  test('V9 the listed orders are one per multiset of numbers, none attacking and defending the Presidente', () => {
    const five = passBurglars(promiseAny(game({ players: ['Ana', 'Bo', 'Cy', 'Di', 'Eva'], militia: { Bo: 4 }, hands: { Bo: ['spy'] } })));
    const listed = viva.rules.legalActions(five, 1).actions;
    expect(listed.length).toBeLessThanOrEqual(252);
    expect(listed.every((a) => a.type === 'orders' && !(Object.values(a.orders).includes(1) && Object.values(a.orders).includes(6)))).toBe(true);
    expect(listed.filter((a) => a.type === 'orders' && a.spy).length).toBe(listed.length / 2);
  });
});

describe('V10 Spy', () => {
  const withSpy = () => passBurglars(promiseAny(game({ players: FOUR, hands: { Bo: ['spy', 'aid1'], Di: ['spy', 'aid2'] } })));

  test('V10 a Spy declared with the orders stays hidden, the hand size unchanged, until all orders are in', () => {
    let s = act(withSpy(), 'Bo', { type: 'orders', orders: { 'blue#1': 3 }, spy: 'spy#1' });
    expect(viva.rules.viewFor(s, 2).players[1]).toMatchObject({ handSize: 2, hand: null, spy: null });
    expect(viva.rules.viewFor(s, 1).players[1].spy).toBe('spy#1');
    expect(events().filter((e) => !e.audience)).toEqual([{ type: 'ordered', seat: 1, again: false }]);
    s = act(s, 'Cy', { type: 'orders', orders: { 'yellow#1': 2 } });
    s = act(s, 'Di', { type: 'orders', orders: { 'black#1': 2 }, spy: 'spy#2' });
    expect(events().filter((e) => e.type === 'spy')).toEqual([{ type: 'spy', seat: 1, card: 'spy#1' }, { type: 'spy', seat: 3, card: 'spy#2' }]);
    expect(s.discard).toEqual(['spy#1', 'spy#2']);
  });

  test('V10 each Spy player in turn sees the other orders and orders again; a later Spy sees an earlier Spy\'s new orders', () => {
    let s = act(withSpy(), 'Bo', { type: 'orders', orders: { 'blue#1': 3 }, spy: 'spy#1' });
    s = act(s, 'Cy', { type: 'orders', orders: { 'yellow#1': 2 } });
    s = act(s, 'Di', { type: 'orders', orders: { 'black#1': 2 }, spy: 'spy#2' });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(viva.rules.viewFor(s, 1).players.map((p) => p.orders)).toEqual([null, { 'blue#1': 3 }, { 'yellow#1': 2 }, { 'black#1': 2 }]);
    expect(viva.rules.viewFor(s, 3).players[1].orders).toBeNull();
    expect(viva.rules.viewFor(s, 2).players[3].orders).toBeNull();
    s = act(s, 'Bo', { type: 'orders', orders: { 'blue#1': 4 } });
    expect(whoMustAct(s)).toEqual(['Di']);
    expect(viva.rules.viewFor(s, 3).players[1].orders).toEqual({ 'blue#1': 4 });
    s = act(s, 'Di', { type: 'orders', orders: { 'black#1': 4 } });
    expect(s.revealed).toBe(true);
    expect(events().find((e) => e.type === 'reveal')).toMatchObject({ orders: [null, { 'blue#1': 4 }, { 'yellow#1': 2 }, { 'black#1': 4 }] });
  });

  test('V10 the Presidente cannot play a Spy, nor a Spy player a second one when ordering again', () => {
    let s = passBurglars(promise(game({ players: THREE, hands: { Ana: ['aid1', 'aid2', 'aid3', 'aid4', 'yacht'], Bo: ['spy', 'spy'] } }), { Bo: ['aid1'], Cy: ['aid2'] }));
    expect(refused(s, 'Ana', { type: 'orders', orders: {}, spy: 'spy#1' }).code).toBe('V10');
    s = act(s, 'Bo', { type: 'orders', orders: { 'blue#1': 3 }, spy: 'spy#1' });
    s = act(s, 'Cy', { type: 'orders', orders: { 'yellow#1': 3 } });
    expect(refused(s, 'Bo', { type: 'orders', orders: { 'blue#1': 3 }, spy: 'spy#2' }).code).toBe('V10');
  });
});

describe('V11 the Presidente\'s dice', () => {
  test('V11 the Presidente\'s home dice defend him unrolled, each counting 1', () => {
    let s = game({ players: THREE, militia: { Ana: 3 }, buildings: { Ana: 1 }, dice: [6] });
    s = order(passBurglars(promiseAny(s)), { Bo: [1], Cy: [3] });
    while (s.battle?.step === 'A' || s.battle?.step === 'B') s = act(s, whoMustAct(s)[0], { type: 'pass' });
    const rolled = events().find((e) => e.type === 'rolled');
    expect(rolled).toEqual({ type: 'rolled', rolls: [{ die: 'blue#1', seat: 1, value: 6 }], again: false });
    while (s.phase === 'combat') s = act(s, whoMustAct(s)[0], { type: 'pass' });
    expect(events().find((e) => e.type === 'outcome')).toMatchObject({ attack: 6, defense: 5, success: true });
  });
});
