// Rulings V12–V16 of Viva el Presidente: the order of battles, who takes part, card steps A and B,
// the before-combat cards and the values. Seats: Ana red 1, Bo blue 2, Cy yellow 3, Di black 4.
import { viva } from '../../../src/games/viva/module.js';
import type { VivaState } from '../../../src/games/viva/rules/types.js';
import { describeEvent } from '../../../src/games/viva/rules/describe.js';
import { act, ANA_HAND, battle, events, FOUR, game, logged, order, passBurglars, passWhile, player, PRES, promise, refused, whoMustAct } from './builder.js';

const outcome = () => logged().find((e) => e.type === 'outcome');
const inStep = (s: VivaState) => (s.battle ? `${s.battle.step}:${whoMustAct(s).join()}` : s.phase);
const passSteps = (s: VivaState) => passWhile(s, (x) => x.battle?.step === 'A' || x.battle?.step === 'B');
const finish = (s: VivaState) => passWhile(s, (x) => x.phase === 'combat');

describe('V12 battles', () => {
  test('V12 the Presidente\'s battle comes first, then attacked Golpistas clockwise from his left', () => {
    let s = battle({ Bo: [4], Cy: [1], Di: [2] }, { dice: [1, 1, 1, 1, 1, 1] });
    const defenders: number[] = [];
    while (s.phase === 'combat') {
      if (s.battle && defenders.at(-1) !== s.battle.defender) defenders.push(s.battle.defender);
      s = act(s, whoMustAct(s)[0], { type: 'pass' });
    }
    expect(defenders.map((d) => FOUR[d])).toEqual(['Ana', 'Bo', 'Di']);
  });

  test('V12 with no die on the Presidente the Promises are taken before the Golpistas\' battles', () => {
    const s = battle({ Bo: [3], Cy: [3], Di: [4] });
    expect(logged().findIndex((e) => e.type === 'promise-settled')).toBeLessThan(logged().findIndex((e) => e.type === 'battle'));
    expect(s.battle!.defender).toBe(2);
  });
});

describe('V13 participants', () => {
  test('V13 the defender is in his battle with no defending dice; unused defend orders do nothing', () => {
    const s = battle({ Bo: [PRES], Cy: [2], Di: [4] });
    expect(s.battle).toMatchObject({ defender: 1 });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(logged().filter((e) => e.type === 'battle')).toHaveLength(1);
  });

  test('V13 an attacker whose dice are all destroyed leaves: no more cards, no plunder; with no attacker left the battle fails', () => {
    let s = battle({ Bo: [3], Cy: [3], Di: [3] }, { hands: { Cy: ['assassination', 'assassination'] } });
    s = act(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'blue#1' });
    expect(refused(s, 'Bo', { type: 'pass' }).code).toBe('V30');
    s = act(s, 'Cy', { type: 'play', card: 'assassination#2', die: 'black#1' });
    expect(outcome()).toBeUndefined();
    expect(s.battle).toBeNull();
    expect(s.phase).toBe('spend');
    expect(s.discard).toEqual(expect.arrayContaining(['assassination#1', 'assassination#2']));
  });

  test('V13 a battle whose attackers have all left ends with an event and a line that say so, and that nobody plunders', () => {
    let s = battle({ Bo: [3], Cy: [3], Di: [3] }, { hands: { Cy: ['assassination', 'assassination'] } });
    s = act(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'blue#1' });
    expect(events().some((e) => e.type === 'attackers-gone')).toBe(false);
    s = act(s, 'Cy', { type: 'play', card: 'assassination#2', die: 'black#1' });
    const told = events().filter((e) => e.type === 'attackers-gone');
    expect(told).toEqual([{ type: 'attackers-gone', defender: 2 }]);
    expect(describeEvent(told[0], FOUR)).toBe('No attacker is left in the battle against Cy: the attack fails, and nobody plunders.');
    expect(viva.rules.visibleTo(told[0], 'public')).toBe(true);
    expect(events().some((e) => e.type === 'plunder' || e.type === 'outcome')).toBe(false);
  });

  test('V15 an Assassination is told as the card played, then the die it destroys (the narration and the news read the events in order)', () => {
    const s = battle({ Bo: [3], Cy: [3], Di: [3] }, { hands: { Cy: ['assassination'] } });
    act(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'blue#1' });
    expect(events().map((e) => e.type).slice(0, 2)).toEqual(['card', 'destroyed']);
    expect(events().map((e) => describeEvent(e, FOUR)).slice(0, 2)).toEqual(['Cy plays Assassination on Bo\'s die 1.', 'Cy destroys Bo\'s die 1 (back to the Supplies).']);
  });

  test('V13 an attacker knocked out of the Presidente\'s battle cannot become Presidente', () => {
    let s = battle({ Bo: [1], Cy: [1], Di: [PRES] }, { hands: { Di: ['assassination'] }, dice: [1, 6] });
    s = act(s, 'Ana', { type: 'pass' });
    s = act(s, 'Di', { type: 'play', card: 'assassination#1', die: 'blue#1' });
    s = finish(s);
    expect(outcome()).toMatchObject({ attack: 6, defense: 1 + 1 + 1, success: true, values: [{ seat: 2, value: 6 }] });
    expect(s.presidente).toBe(2);
  });
});

describe('V14 card steps A and B', () => {
  test('V14 step A asks the defender then the supporters clockwise from the Presidente\'s left; step B the attackers clockwise from the defender\'s left', () => {
    let s = battle({ Bo: [PRES], Cy: [1], Di: [PRES] }, { militia: { Cy: 1 } });
    const asked: string[] = [];
    while (s.battle?.step === 'A' || s.battle?.step === 'B') { asked.push(inStep(s)); s = act(s, whoMustAct(s)[0], { type: 'pass' }); }
    expect(asked).toEqual(['A:Ana', 'A:Bo', 'A:Di', 'B:Cy']);
    let u = battle({ Bo: [4], Cy: [4], Di: [4] });
    const order: string[] = [];
    while (u.battle?.step === 'A' || u.battle?.step === 'B') { order.push(inStep(u)); u = act(u, whoMustAct(u)[0], { type: 'pass' }); }
    expect(order).toEqual(['A:Di', 'B:Bo', 'B:Cy']);
  });

  test('V14 a participant plays any number of cards one at a time, then passes; a non-participant plays none', () => {
    let s = battle({ Bo: [3], Cy: [3], Di: [4] }, { hands: { Cy: ['gunboat', 'gunboat', 'peasant-uprising'], Di: ['assassination'] } });
    s = act(s, 'Cy', { type: 'play', card: 'gunboat#1' });
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = act(s, 'Cy', { type: 'play', card: 'gunboat#2' });
    expect(refused(s, 'Di', { type: 'play', card: 'assassination#1', die: 'yellow#1' }).code).toBe('V14');
    s = act(s, 'Cy', { type: 'pass' });
    expect(whoMustAct(s)).toEqual(['Bo']);
  });

  test('V14 a card whose timing is not before combat is refused in steps A and B', () => {
    const s = battle({ Bo: [3], Cy: [3], Di: [4] }, { hands: { Cy: ['diversionary-tactic', 'aid4', 'spy'] } });
    expect(refused(s, 'Cy', { type: 'play', card: 'diversionary-tactic#1', roll: 'Bo' }).code).toBe('V14');
    expect(refused(s, 'Cy', { type: 'play', card: 'aid4#1' }).code).toBe('V14');
    expect(refused(s, 'Cy', { type: 'play', card: 'spy#1' }).code).toBe('V14');
  });

  test('V14 a before-combat card outside steps A and B is refused: with the orders, after the roll, in Spend Money', () => {
    let s = game({ players: FOUR, hands: { Ana: ANA_HAND, Cy: ['gunboat', 'assassination'] }, dice: [6, 6] });
    s = passBurglars(promise(s, { Bo: ['aid1'], Cy: ['aid2'], Di: ['aid3'] }));
    expect(refused(s, 'Cy', { type: 'play', card: 'gunboat#1' }).code).toBe('V14');
    s = order(s, { Bo: [3], Cy: [3], Di: [4] });
    s = passSteps(s);
    expect(s.battle?.step).toBe('diversion');
    expect(refused(s, 'Cy', { type: 'play', card: 'gunboat#1' })).toMatchObject({ code: 'V17', message: expect.stringContaining('only a Diversionary Tactic') });
    expect(refused(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'blue#1' }).code).toBe('V17');
    s = finish(s);
    expect(outcome()).toMatchObject({ success: false }); // Cy keeps his cards
    s = act(act(s, 'Ana', { type: 'done' }), 'Bo', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(refused(s, 'Cy', { type: 'play', card: 'gunboat#1' })).toMatchObject({ code: 'V14', message: expect.stringContaining('Spend Money') });
    expect(refused(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'blue#1' }).code).toBe('V14');
  });
});

describe('V15 before-combat cards', () => {
  test('V15 Assassination destroys a die of the other side still in this battle; one\'s own side or a die outside is refused', () => {
    const s = battle({ Bo: [3], Cy: [3, 3], Di: [4] }, { hands: { Cy: ['assassination'] }, militia: { Cy: 2 } });
    expect(refused(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'yellow#1' }).code).toBe('V15');
    expect(refused(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'black#1' }).code).toBe('V15');
    const after = act(s, 'Cy', { type: 'play', card: 'assassination#1', die: 'blue#1' });
    expect(logged().filter((e) => e.type === 'destroyed' || e.type === 'free-die')).toEqual([
      { type: 'destroyed', seat: 2, die: 'blue#1' }, { type: 'free-die', seat: 1, die: 'blue#1' }, // back in the Supplies, then free in phase 5 (V24)
    ]);
    expect(player(after, 'Bo').dice).toEqual(['blue#1']);
  });

  test('V15 Gunboats add 3 each to the side of whoever played them', () => {
    let s = battle({ Bo: [3], Cy: [2], Di: [4] }, { hands: { Cy: ['gunboat', 'gunboat'] }, dice: [1, 2] });
    s = act(s, 'Bo', { type: 'pass' });
    s = act(s, 'Cy', { type: 'play', card: 'gunboat#1' });
    s = act(s, 'Cy', { type: 'play', card: 'gunboat#2' });
    finish(act(s, 'Cy', { type: 'pass' }));
    // Bo's battle: he has no die defending him; Cy rolls 1 and adds two Gunboats against Bo's Main House.
    expect(outcome()).toMatchObject({ attack: 1 + 6, defense: 1, success: true, values: [{ seat: 2, value: 7 }] });
  });

  test('V15 Surprise Attack: the defender\'s buildings count 0; by a defender is refused', () => {
    let s = battle({ Bo: [3], Cy: [2], Di: [4] }, { hands: { Bo: ['surprise-attack'], Cy: ['surprise-attack'] }, buildings: { Bo: 3 }, dice: [1] });
    expect(refused(s, 'Bo', { type: 'play', card: 'surprise-attack#1' })).toMatchObject({ code: 'V15', message: expect.stringContaining('attacker') });
    s = act(s, 'Bo', { type: 'pass' });
    s = act(s, 'Cy', { type: 'play', card: 'surprise-attack#2' });
    finish(act(s, 'Cy', { type: 'pass' }));
    expect(outcome()).toMatchObject({ attack: 1, defense: 0, success: true });
  });

  test('V15 a second Surprise Attack in one battle is refused', () => {
    let s = battle({ Bo: [4], Cy: [2], Di: [2] }, { hands: { Cy: ['surprise-attack'], Di: ['surprise-attack'] } });
    s = act(act(s, 'Bo', { type: 'pass' }), 'Cy', { type: 'play', card: 'surprise-attack#1' });
    s = act(s, 'Cy', { type: 'pass' });
    expect(refused(s, 'Di', { type: 'play', card: 'surprise-attack#2' })).toMatchObject({ code: 'V15', message: expect.stringContaining('second') });
  });

  test('V15 Bribery: the Presidente\'s dice count 0 and are not rolled; a second Bribery is refused', () => {
    let s = battle({ Bo: [1], Cy: [2], Di: [PRES] }, { hands: { Bo: ['bribery', 'bribery'] }, militia: { Ana: 3 }, dice: [6, 5, 2] });
    s = act(act(s, 'Ana', { type: 'pass' }), 'Di', { type: 'pass' });
    s = act(s, 'Bo', { type: 'play', card: 'bribery#1' });
    expect(refused(s, 'Bo', { type: 'play', card: 'bribery#2' })).toMatchObject({ code: 'V15', message: expect.stringContaining('second') });
    s = passSteps(s);
    expect(logged().find((e) => e.type === 'rolled')).toMatchObject({ rolls: [{ die: 'black#1', value: 6 }, { die: 'blue#1', value: 5 }] });
    s = finish(s);
    expect(outcome()).toMatchObject({ attack: 5, defense: 1 + 0 + 6, success: false });
  });

  test('V15 Bribery with no Presidential die in the battle is refused', () => {
    let t = battle({ Bo: [3], Cy: [2], Di: [4] }, { hands: { Cy: ['bribery'] } });
    t = act(t, 'Bo', { type: 'pass' });
    expect(refused(t, 'Cy', { type: 'play', card: 'bribery#1' })).toMatchObject({ code: 'V15', message: expect.stringContaining('Presidential die') });
  });

  test('V15 Peasant Uprising: every defending die counts 2, unrolled; a die ignored by Bribery counts 0 under it', () => {
    let s = battle({ Bo: [1], Cy: [PRES], Di: [1] }, { hands: { Ana: [...ANA_HAND.slice(0, 4), 'peasant-uprising', 'peasant-uprising'], Bo: ['bribery'] }, militia: { Ana: 2 }, dice: [6, 6] });
    s = act(s, 'Ana', { type: 'play', card: 'peasant-uprising#1' });
    expect(refused(s, 'Ana', { type: 'play', card: 'peasant-uprising#2' })).toMatchObject({ code: 'V15', message: expect.stringContaining('second') });
    s = act(s, 'Ana', { type: 'pass' });
    s = act(s, 'Cy', { type: 'pass' });
    s = act(s, 'Bo', { type: 'play', card: 'bribery#1' });
    s = finish(s);
    expect(logged().find((e) => e.type === 'rolled')).toMatchObject({ rolls: [{ die: 'blue#1', value: 6 }, { die: 'black#1', value: 6 }] });
    expect(outcome()).toMatchObject({ attack: 12, defense: 1 + 0 + 0 + 2, success: true });
  });
});

describe('V16 values', () => {
  test('V16 the attack succeeds only if Attack is greater than Defense; a tie fails', () => {
    finish(battle({ Bo: [3], Cy: [3], Di: [4] }, { dice: [1, 2] }));
    expect(outcome()).toMatchObject({ attack: 2, defense: 1 + 1, success: false });
    finish(battle({ Bo: [3], Cy: [3], Di: [4] }, { dice: [1, 3] }));
    expect(outcome()).toMatchObject({ attack: 3, defense: 1 + 1, success: true });
  });

  test('V16 a supporter\'s rolled dice add to the Presidente\'s Defense Value', () => {
    finish(battle({ Bo: [1], Cy: [PRES], Di: [PRES] }, { militia: { Ana: 2 }, buildings: { Ana: 1 }, dice: [3, 4, 6] }));
    expect(outcome()).toMatchObject({ attack: 6, defense: 2 + 2 + 3 + 4, success: false });
    expect(viva.rules.publicView(battle({ Bo: [1], Cy: [PRES], Di: [PRES] })).battle!.dice.map((d) => [d.die, d.side]))
      .toEqual([['red#1', 'defend'], ['blue#1', 'attack'], ['yellow#1', 'defend'], ['black#1', 'defend']]);
  });
});
