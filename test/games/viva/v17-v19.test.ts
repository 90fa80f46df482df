// Rulings V17–V19 of Viva el Presidente: the Diversionary Tactic, the Expert destructions by rolled
// 1s, and the plunder. Seats: Ana red 1, Bo blue 2, Cy yellow 3, Di black 4; Ana is Presidente.
import { viva } from '../../../src/games/viva/module.js';
import type { VivaState } from '../../../src/games/viva/rules/types.js';
import { act, ANA_HAND, battle, cardOf, game, logged, passWhile, player, PRES, refused, whoMustAct } from './builder.js';

const outcome = () => logged().find((e) => e.type === 'outcome');
const passSteps = (s: VivaState) => passWhile(s, (x) => x.battle?.step === 'A' || x.battle?.step === 'B');
const finish = (s: VivaState) => passWhile(s, (x) => x.phase === 'combat');
const rolls = () => logged().filter((e) => e.type === 'rolled').map((e) => e.type === 'rolled' && e.rolls.map((r) => `${r.die}=${r.value}`).join(' '));

describe('V17 Diversionary Tactic', () => {
  // Cy (2 dice) defends himself; Di and Bo (clockwise from Cy's left) attack him.
  const fight = (dice: number[]) => passSteps(battle({ Bo: [3], Cy: [3, 3], Di: [3] }, { militia: { Cy: 2 }, hands: { Di: ['diversionary-tactic', 'diversionary-tactic'] }, dice }));

  test('V17 a Diversionary Tactic re-rolls one die or all of one roll', () => {
    let s = fight([6, 5, 1, 2, 4, 3, 3]);
    expect(rolls()).toEqual(['yellow#1=6 yellow#2=5 black#1=1 blue#1=2']);
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = act(s, 'Cy', { type: 'pass' });
    s = act(s, 'Di', { type: 'play', card: 'diversionary-tactic#1', roll: 'Cy', die: 'yellow#1' });
    expect(rolls().at(-1)).toBe('yellow#1=4');
    s = act(act(s, 'Cy', { type: 'pass' }), 'Di', { type: 'play', card: 'diversionary-tactic#2', roll: 'Cy' });
    expect(rolls().at(-1)).toBe('yellow#1=3 yellow#2=3');
    finish(s);
    expect(outcome()).toMatchObject({ attack: 3, defense: 1 + 3 + 3, success: false });
  });

  test('V17 after a play the asking starts again from the first participant; it ends after a full round of passes', () => {
    let s = fight([6, 5, 1, 2, 1]);
    const asked: string[] = [];
    const step = (name: string, move: Parameters<typeof act>[2]) => { asked.push(whoMustAct(s)[0]); s = act(s, name, move); };
    step('Cy', { type: 'pass' });
    step('Di', { type: 'play', card: 'diversionary-tactic#1', roll: 'Di' });
    for (const name of ['Cy', 'Di', 'Bo']) step(name, { type: 'pass' });
    expect(asked).toEqual(['Cy', 'Di', 'Cy', 'Di', 'Bo']);
    expect(s.phase).not.toBe('combat');
    expect(viva.rules.pending(s).required.every((d) => !d.window)).toBe(true);
  });

  test('V17 a Diversionary Tactic on unrolled dice or on a non-participant\'s roll is refused, as before the roll', () => {
    let s = battle({ Bo: [1], Cy: [PRES], Di: [4] }, { hands: { Ana: [...ANA_HAND.slice(0, 5), 'diversionary-tactic'] }, dice: [2, 3] });
    const card = cardOf(s, 'Ana', 'diversionary-tactic');
    expect(refused(s, 'Ana', { type: 'play', card, roll: 'Bo' }).code).toBe('V14');
    s = passSteps(s);
    expect(refused(s, 'Ana', { type: 'play', card, roll: 'Ana' }).code).toBe('V17');
    expect(refused(s, 'Ana', { type: 'play', card, roll: 'Di' }).code).toBe('V17');
    expect(refused(s, 'Ana', { type: 'play', card, roll: 'Bo', die: 'yellow#1' }).code).toBe('V17');
    s = act(s, 'Ana', { type: 'play', card, roll: 'Cy', die: 'yellow#1' });
    expect(player(s, 'Ana').hand).not.toContain(card);
  });

  test('V17 roll-offs are not combat rolls: no window follows them', () => {
    const s = finish(fight([1, 1, 3, 3, 2, 5]));
    expect(logged().find((e) => e.type === 'roll-off')).toEqual({ type: 'roll-off', why: 'plunder', rolls: [{ seat: 3, value: 2 }, { seat: 1, value: 5 }] });
    expect(logged().filter((e) => e.type === 'plunder' && !e.audience).map((e) => e.type === 'plunder' && e.seat)).toEqual([1, 3]);
    expect(s.phase).toBe('spend');
  });
});

describe('V18 Expert: rolled 1s', () => {
  const expert = (dice: number[], extra: Partial<Parameters<typeof game>[0]> = {}) =>
    passSteps(battle({ Bo: [3], Cy: [3, 3], Di: [3] }, { variant: 'expert', militia: { Cy: 2 }, dice, ...extra }));

  test('V18 after the plunder each die rolled 1 gives its roller one optional destruction of a die of the other side', () => {
    let s = passWhile(expert([1, 1, 6, 1]), (x) => x.battle?.step === 'diversion');
    expect(outcome()).toMatchObject({ attack: 7, defense: 3, success: true });
    const plunder = logged().findIndex((e) => e.type === 'plunder');
    expect(viva.rules.pending(s).required).toEqual([{ seat: 2, window: { label: 'a destruction', pass: { type: 'pass', seat: 'Cy' }, private: false, then: [2, 1] } }]);
    expect(viva.rules.legalActions(s, 2).actions).toEqual([
      { type: 'pass', seat: 'Cy' }, { type: 'destroy', seat: 'Cy', die: 'black#1' }, { type: 'destroy', seat: 'Cy', die: 'blue#1' },
    ]);
    expect(refused(s, 'Cy', { type: 'destroy', die: 'yellow#2' }).code).toBe('V18');
    s = act(s, 'Cy', { type: 'destroy', die: 'blue#1' });
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = act(s, 'Cy', { type: 'pass' });
    // Bo's 1 still counts though his die is gone: the rights are fixed when the destructions begin.
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'destroy', die: 'yellow#1' });
    expect(logged().findIndex((e) => e.type === 'destroyed')).toBeGreaterThan(plunder);
    expect(logged().filter((e) => e.type === 'destroyed')).toEqual([{ type: 'destroyed', seat: 2, die: 'blue#1' }, { type: 'destroyed', seat: 1, die: 'yellow#1' }]);
    expect(s.phase).toBe('spend');
  });

  test('V18 unrolled dice never count, and the Basic game has no destructions', () => {
    // Bo rolls a 1 against the Presidente's home die, which counts 1 unrolled: only Bo may destroy.
    let s = passSteps(battle({ Bo: [1], Cy: [3], Di: [4] }, { variant: 'expert', dice: [1] }));
    s = act(act(s, 'Ana', { type: 'pass' }), 'Bo', { type: 'pass' });
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'destroy', die: 'red#1' });
    expect(s.phase).toBe('spend');
    expect(player(s, 'Ana').dice).toEqual(['red#1']); // destroyed, then given back free in phase 5 (V24)
    const basic = finish(passSteps(battle({ Bo: [3], Cy: [3, 3], Di: [3] }, { militia: { Cy: 2 }, dice: [1, 1, 6, 1] })));
    expect(logged().some((e) => e.type === 'destroyed')).toBe(false);
    expect(basic.phase).toBe('spend');
  });
});

describe('V19 plunder', () => {
  test('V19 on success each remaining attacker takes one random card from the defender, highest Personal Combat Value first', () => {
    const s = finish(passSteps(battle({ Bo: [3], Cy: [3], Di: [3] }, { dice: [1, 2, 6] })));
    expect(logged().filter((e) => e.type === 'plunder' && !e.audience).map((e) => e.type === 'plunder' && e.seat)).toEqual([1, 3]);
    const private_ = logged().filter((e) => e.type === 'plunder' && e.audience);
    expect(private_.every((e) => e.type === 'plunder' && e.audience![0] === e.seat && e.audience![1] === 2)).toBe(true);
    expect(player(s, 'Cy').hand).toHaveLength(2 + 1 - 2);
  });

  test('V19 never from a supporter (an empty hand giving nothing: Combat Example 3)', () => {
    const s = finish(passSteps(battle({ Bo: [1], Cy: [PRES], Di: [4] }, { hands: { Ana: ANA_HAND, Cy: ['aid4', 'gunboat'] }, dice: [1, 6] })));
    expect(outcome()).toMatchObject({ success: true });
    expect(player(s, 'Cy').hand).toEqual(expect.arrayContaining(['aid4#1', 'gunboat#1']));
    expect(logged().filter((e) => e.type === 'plunder' && !e.audience)).toEqual([{ type: 'plunder', seat: 1, from: 0, got: true }]);
  });
});
