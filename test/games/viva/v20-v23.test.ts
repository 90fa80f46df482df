// Rulings V20–V23 of Viva el Presidente: the Promises settled, the new Presidente, where played cards
// go, and the Expert promised dice. Seats: Ana red 1, Bo blue 2, Cy yellow 3, Di black 4.
import { viva } from '../../../src/games/viva/module.js';
import type { VivaState } from '../../../src/games/viva/rules/types.js';
import { act, ANA_HAND, battle, FOUR, game, logged, order, passBurglars, passWhile, player, PRES, promise, refused, whoMustAct } from './builder.js';

const finish = (s: VivaState) => passWhile(s, (x) => x.phase === 'combat');
const settled = () => logged().filter((e) => e.type === 'promise-settled').map((e) => e.type === 'promise-settled' && `${FOUR[e.seat]}:${e.taken ? 'takes' : 'discards'}`);

describe('V20 Promises settled', () => {
  test('V20 no battle against the Presidente: every Golpista takes his Promise into his hand at once', () => {
    const s = battle({ Bo: [3], Cy: [PRES], Di: [4] });
    expect(settled()).toEqual(['Bo:takes', 'Cy:takes', 'Di:takes']);
    expect(player(s, 'Di').hand).toContain('aid3#1');
  });

  test('V20 failure: each Golpista with a die on the Presidente\'s number discards his Promise face up, knocked out or not', () => {
    let s = battle({ Bo: [1], Cy: [1], Di: [PRES] }, { hands: { Di: ['assassination'] }, dice: [1, 1] });
    s = act(act(s, 'Ana', { type: 'pass' }), 'Di', { type: 'play', card: 'assassination#1', die: 'blue#1' });
    s = finish(s);
    expect(settled()).toEqual(['Bo:discards', 'Cy:discards', 'Di:takes']);
    expect(s.discard).toEqual(expect.arrayContaining(['aid1#1', 'aid2#1']));
    expect(logged().find((e) => e.type === 'promise-settled' && !e.taken)).toMatchObject({ cards: ['aid1#1'] });
  });

  test('V20 success: the plunder, then every Promise is discarded face up', () => {
    const s = finish(battle({ Bo: [1], Cy: [PRES], Di: [4] }, { dice: [1, 6] }));
    const plunder = logged().findIndex((e) => e.type === 'plunder');
    expect(settled()).toEqual(['Bo:discards', 'Cy:discards', 'Di:discards']);
    expect(logged().findIndex((e) => e.type === 'promise-settled')).toBeGreaterThan(plunder);
    expect(s.discard).toEqual(expect.arrayContaining(['aid1#1', 'aid2#1', 'aid3#1']));
  });
});

describe('V21 new Presidente', () => {
  test('V21 the remaining attacker with the highest Personal Combat Value takes the Sunglasses after the last battle', () => {
    let s = battle({ Bo: [1], Cy: [1], Di: [2] }, { dice: [2, 5, 3] });
    s = finish(s);
    const presidente = logged().find((e) => e.type === 'presidente');
    expect(presidente).toEqual({ type: 'presidente', seat: 2, how: 'coup' });
    expect(logged().findIndex((e) => e.type === 'presidente')).toBeGreaterThan(logged().map((e) => e.type).lastIndexOf('outcome'));
    expect(s.presidente).toBe(2);
    expect(whoMustAct(s)).toEqual(['Cy']); // Spend Money begins with the new Presidente (V24)
  });

  test('V21 a tie goes to the tied attacker first in the plunder order', () => {
    const s = finish(battle({ Bo: [1], Cy: [1], Di: [4] }, { dice: [4, 4, 3, 6] }));
    expect(logged().find((e) => e.type === 'roll-off')).toEqual({ type: 'roll-off', why: 'plunder', rolls: [{ seat: 1, value: 3 }, { seat: 2, value: 6 }] });
    expect(s.presidente).toBe(2);
  });
});

describe('V22 played cards', () => {
  test('V22 a card played in a battle goes to the discard pile when the battle ends; a payment at once', () => {
    let s = battle({ Bo: [3], Cy: [3], Di: [4] }, { hands: { Cy: ['gunboat', 'aid2'] } });
    s = act(s, 'Cy', { type: 'play', card: 'gunboat#1' });
    expect(s.discard).not.toContain('gunboat#1');
    expect(s.battle!.played).toEqual([{ seat: 2, card: 'gunboat#1', side: 'defend' }]);
    s = finish(s);
    expect(s.discard).toContain('gunboat#1');
    s = act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'pay', buy: { card: 1 }, cards: ['aid2#2'] });
    expect(s.discard.at(-1)).toBe('aid2#2');
  });
});

describe('V23 Expert: promised dice', () => {
  const expert = (extra: Partial<Parameters<typeof game>[0]> = {}) =>
    game({ players: FOUR, variant: 'expert', militia: { Ana: 3 }, ...extra, hands: { Ana: ANA_HAND, ...extra.hands } });

  test('V23 promised dice show a seat number other than the Presidente\'s and 6, are public, and only in the Expert game', () => {
    const s = expert();
    const bad = (face: number) => refused(s, 'Ana', { type: 'promise', promises: [
      { to: 'Bo', cards: ['aid1#1'], dice: [{ die: 'red#1', face }] }, { to: 'Cy', cards: ['aid2#1'] }, { to: 'Di', cards: ['aid3#1'] }] });
    expect(bad(6).code).toBe('V23');
    expect(bad(1).code).toBe('V23');
    expect(bad(5).code).toBe('V1');
    const basic = game({ players: FOUR, militia: { Ana: 2 }, hands: { Ana: ANA_HAND } });
    expect(refused(basic, 'Ana', { type: 'promise', promises: [
      { to: 'Bo', cards: ['aid1#1'], dice: [{ die: 'red#1', face: 3 }] }, { to: 'Cy', cards: ['aid2#1'] }, { to: 'Di', cards: ['aid3#1'] }] }).code).toBe('V23');
    const made = promise(s, { Bo: ['aid1', { die: 'red#2', face: 4 }], Cy: ['aid2'], Di: ['aid3'] });
    expect(viva.rules.publicView(made).players[1].promise).toMatchObject({ cards: null, size: 1, dice: [{ die: 'red#2', face: 4 }] });
    expect(player(made, 'Ana').dice).toEqual(['red#1', 'red#3']);
  });

  test('V23 in his battle only unpromised home dice count', () => {
    let s = passBurglars(promise(expert({ dice: [4] }), { Bo: ['aid1', { die: 'red#2', face: 3 }, { die: 'red#3', face: 3 }], Cy: ['aid2'], Di: ['aid3'] }));
    s = finish(order(s, { Bo: [4], Cy: [1], Di: [4] }));
    expect(logged().find((e) => e.type === 'outcome')).toMatchObject({ defender: 0, attack: 4, defense: 1 + 1, success: true });
  });

  test('V23 a taken Promise\'s dice join the orders as shown, creating a battle; they are rolled by the recipient and go home after the last battle', () => {
    let s = passBurglars(promise(expert({ dice: [5, 6] }), { Bo: ['aid1', { die: 'red#2', face: 4 }], Cy: ['aid2'], Di: ['aid3'] }));
    s = order(s, { Bo: [2], Cy: [3], Di: [4] });
    expect(player(s, 'Bo').loans).toEqual([{ die: 'red#2', face: 4 }]);
    expect(s.battle).toMatchObject({ defender: 3 });
    expect(s.battle!.dice).toEqual(expect.arrayContaining([expect.objectContaining({ die: 'red#2', seat: 1, side: 'attack', presidential: true })]));
    s = finish(s);
    expect(logged().find((e) => e.type === 'rolled')).toMatchObject({ rolls: [{ die: 'black#1', seat: 3, value: 5 }, { die: 'red#2', seat: 1, value: 6 }] });
    expect(logged().find((e) => e.type === 'outcome')).toMatchObject({ attack: 6, defense: 6, success: false });
    expect(logged().find((e) => e.type === 'dice-returned')).toEqual({ type: 'dice-returned', seat: 0, dice: ['red#2'] });
    expect(player(s, 'Ana').dice).toEqual(['red#1', 'red#2', 'red#3']);
  });

  test('V23 promised dice not taken go back to the Presidente at once', () => {
    let s = passBurglars(promise(expert({ dice: [1] }), { Bo: ['aid1', { die: 'red#2', face: 3 }], Cy: ['aid2'], Di: ['aid3'] }));
    s = finish(order(s, { Bo: [1], Cy: [3], Di: [4] }));
    expect(logged().find((e) => e.type === 'promise-settled' && e.seat === 1)).toMatchObject({ taken: false, dice: [{ die: 'red#2', face: 3 }] });
    expect(logged().some((e) => e.type === 'battle' && e.defender === 2)).toBe(false);
    expect(player(s, 'Ana').dice).toEqual(['red#1', 'red#2', 'red#3']);
  });

  test('V23 loaned dice are Presidential: Bribery stops them; the plunder is the recipient\'s', () => {
    let s = passBurglars(promise(expert({ hands: { Di: ['bribery'] }, dice: [2, 6] }), { Bo: ['aid1', { die: 'red#2', face: 4 }], Cy: ['aid2'], Di: ['aid3'] }));
    s = order(s, { Bo: [4], Cy: [3], Di: [4] });
    s = act(s, 'Di', { type: 'play', card: 'bribery#1' });
    s = finish(s);
    expect(logged().find((e) => e.type === 'rolled')).toMatchObject({ rolls: [{ die: 'black#1', value: 2 }, { die: 'blue#1', value: 6 }] });
    expect(logged().find((e) => e.type === 'outcome')).toMatchObject({ attack: 6, defense: 3, success: true, values: [{ seat: 1, value: 6 }] });
    expect(logged().filter((e) => e.type === 'plunder' && !e.audience).map((e) => e.type === 'plunder' && e.seat)).toEqual([1]);
  });
});
