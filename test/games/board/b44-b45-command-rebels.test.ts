// Who commands what and Rebels in the movement segments (rulings B44, B45, B47): a Position's units
// answer to its holder, the Palace Guard and the Cousin's Position's to the President, frozen units to
// nobody; in the rebellion phase the President has no turn, and a move or a card that places or
// bribes units makes a Rebel; the First Rebel's rebellion turn needs such an act.
import { act, game, legal, logged, player, refused, whoMustAct } from './builder.js';
import type { Scenario } from './builder.js';
import type { Action } from '../../../src/games/board/rules/types.js';
import { commanderOf } from '../../../src/games/board/rules/coup-units.js';

/** Five seats, Ana President; Bo 1st Brigade and Admiral, Cy 2nd Brigade and Air Force, Di 3rd Brigade, Ed Minister (B74). */
const coup = (c: Partial<NonNullable<Scenario['coup']>> = {}, extra: Scenario = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Bo', ...c } });
const unitAt = (s: ReturnType<typeof game>, id: string) => s.coup!.units.find((u) => u.id === id)!;
const movesOf = (s: ReturnType<typeof game>, name: string) => legal(s, name).actions.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');

describe('B44 who commands what', () => {
  test("B44 a Position's units answer to its holder, and nobody else moves them", () => {
    let s = coup({ segment: 1 });
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    expect(unitAt(s, 'army1#1').at).toBe('university');
    expect(refused(s, 'Bo', { type: 'move', unit: 'army2#1', to: 'precinct-2' }).code).toBe('B44');
    expect(new Set(movesOf(s, 'Bo').map((m) => m.unit.split('#')[0]))).toEqual(new Set(['army1', 'marines']));
  });

  test('B44 a frozen unit is commanded by nobody and never moves, even by its Position\'s holder', () => {
    let s = coup({ segment: 1, firstRebel: 'Di' }, { frozen: ['general1'] });
    expect(whoMustAct(s)).toEqual(['Di']);
    s = act(s, 'Di', { type: 'done' });
    s = act(s, 'Ed', { type: 'done' });
    s = act(s, 'Ana', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Bo']);
    const error = refused(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    expect(error.code).toBe('B44');
    expect(error.message).toMatch(/frozen/);
    expect(movesOf(s, 'Bo').some((m) => m.unit.startsWith('army1'))).toBe(false);
  });

  test('B44 the units of a vacant Position, or of one whose holder is in exile, are frozen and listed for nobody', () => {
    const s = coup({ segment: 1, firstRebel: 'Di' }, { positions: { general1: 'vacant', general2: 'Cy' }, exiled: ['Cy'] });
    expect(commanderOf(s, unitAt(s, 'army1#1'))).toBe('frozen');
    expect(commanderOf(s, unitAt(s, 'army2#1'))).toBe('frozen');
    expect(movesOf(s, 'Di').every((m) => m.unit.startsWith('army3'))).toBe(true);
    expect(refused(s, 'Di', { type: 'move', unit: 'army2#1', to: 'precinct-2' }).code).toBe('B44');
  });

  test("B44 the Palace Guard and the Cousin's Position's units are the President's", () => {
    const s = coup({ segment: 1, firstRebel: 'Ana' }, { positions: { general3: 'cousin' }, cousin: 'general3' });
    expect(whoMustAct(s)).toEqual(['Ana']);
    const units = new Set(movesOf(s, 'Ana').map((m) => m.unit.split('#')[0]));
    expect(units).toEqual(new Set(['guard', 'army3']));
  });
});

describe('B45 Rebels and loyalists', () => {
  test('B45 the President has no movement turn in the rebellion phase, and his move is refused', () => {
    let s = coup();
    expect(whoMustAct(s)).toEqual(['Bo']);
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'done' });
    s = act(s, 'Di', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Ed']);
    expect(refused(s, 'Ana', { type: 'move', unit: 'guard#1', to: 'plaza' }).code).toBe('B70');
    expect(s.flow.at(-1)).toMatchObject({ kind: 'movement', order: [1, 2, 3, 4] });
  });

  test("B45 in the rebellion phase the Cousin's Marines do not land: they are the President's, and he has no turn", () => {
    const s = coup({}, { positions: { admiral: 'cousin' }, cousin: 'admiral' });
    expect(commanderOf(s, unitAt(s, 'marines'))).toBe(0);
    expect(movesOf(s, 'Bo').some((m) => m.unit === 'marines')).toBe(false);
    expect(refused(s, 'Bo', { type: 'move', unit: 'marines', to: 'docks' }).code).toBe('B44');
  });

  test('B45 after the rebellion phase the President moves in his turn', () => {
    const s = coup({ segment: 1, firstRebel: 'Ana' });
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(act(s, 'Ana', { type: 'move', unit: 'guard#1', to: 'plaza' }).coup!.units.find((u) => u.id === 'guard#1')!.at).toBe('plaza');
  });

  test('B45 a player who moves a unit in the rebellion phase becomes a Rebel, publicly', () => {
    let s = coup();
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'move', unit: 'army2#1', to: 'precinct-2' });
    expect(s.coup!.rebels).toEqual([1, 2]);
    expect(logged()).toContainEqual({ type: 'rebel', seat: 2 });
  });

  test('B45 a move after the rebellion phase makes nobody a Rebel; a transfer never does', () => {
    let s = coup();
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'transfer', to: 'Di', units: ['army2#1'] });
    expect(s.coup!.rebels).toEqual([1]);
    const later = act(coup({ segment: 1 }), 'Bo', { type: 'done' });
    expect(act(later, 'Cy', { type: 'move', unit: 'army2#1', to: 'precinct-2' }).coup!.rebels).toEqual([1]);
  });

  test("B45 a First Rebel's rebellion turn with no act of rebellion is refused", () => {
    let s = coup();
    expect(legal(s, 'Bo').actions).not.toContainEqual({ type: 'done', seat: 'Bo' });
    expect(refused(s, 'Bo', { type: 'done' }).code).toBe('B45');
    s = act(s, 'Bo', { type: 'transfer', to: 'Cy', units: ['army1#6'] });
    expect(refused(s, 'Bo', { type: 'done' }).code).toBe('B45');
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'north-end' });
    expect(legal(s, 'Bo').actions).toContainEqual({ type: 'done', seat: 'Bo' });
    expect(whoMustAct(act(s, 'Bo', { type: 'done' }))).toEqual(['Cy']);
  });

  test('B45 the First Rebel whose Coup Event at the question placed units needs no other act', () => {
    const s = coup({ placedAtQuestion: true, units: { 'rioters#1': 'slums', 'rioters#2': 'slums', 'rioters#3': 'slums' }, owners: { 'rioters#1': 'Bo', 'rioters#2': 'Bo', 'rioters#3': 'Bo' } });
    expect(legal(s, 'Bo').actions).toContainEqual({ type: 'done', seat: 'Bo' });
    expect(whoMustAct(act(s, 'Bo', { type: 'done' }))).toEqual(['Cy']);
  });

  test('B45 B73 a First Rebel with no act of rebellion open to him may end his turn', () => {
    const s = coup({ firstRebel: 'Ed' }, { positions: { minister: 'Di' } });
    expect(whoMustAct(s)).toEqual(['Ed']);
    expect(legal(s, 'Ed').actions).toEqual([{ type: 'done', seat: 'Ed' }]);
    expect(whoMustAct(act(s, 'Ed', { type: 'done' }))).toEqual(['Bo']);
  });

  test('B45 a Coup Event that places units in the rebellion phase makes its player a Rebel; one whose requirement fails does not', () => {
    let s = coup({}, { hands: { Cy: ['rioters', 'students'] } });
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'play', card: player(s, 'Cy').hand.find((c) => c.startsWith('students'))! });
    expect(s.coup!.rebels).toEqual([1]);
    s = act(s, 'Cy', { type: 'play', card: player(s, 'Cy').hand[0] });
    expect(s.coup!.rebels).toEqual([1, 2]);
    expect(unitAt(s, 'rioters#1')).toMatchObject({ at: 'slums', owner: 2, held: true });
  });

  test('B45 a loyalist who plays Bribe the Palace Guard after the rebellion phase becomes a Rebel', () => {
    let s = coup({ segment: 2 }, { hands: { Cy: ['bribe-palace-guard'] }, pockets: { Cy: [1, 0, 0] }, dice: [2] });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'play', card: player(s, 'Cy').hand[0], area: 'palace', units: ['guard#1'], pay: [1, 0, 0] });
    expect(s.coup!.rebels).toEqual([1, 2]);
    expect(unitAt(s, 'guard#1').owner).toBeNull();
  });
});
