// Embassies in a coup (rulings B25, B44, B47, B57): an active player other than the President who
// commands a unit in an Embassy (one moved there earlier in the same turn counts) may flee into exile
// there, a step that ends his turn; he is then an exile, every unit he commands is frozen, and the
// segment's later turns skip him.
import { commanderOf } from '../../../src/games/board/rules/coup-units.js';
import { act, events, game, legal, player, refused, whoMustAct } from './builder.js';
import type { Scenario } from './builder.js';

/** Five seats, Ana President; Bo 1st Brigade and Admiral, Cy 2nd Brigade and Air Force, Di 3rd Brigade, Ed Minister (B74). */
const coup = (c: Partial<NonNullable<Scenario['coup']>> = {}, extra: Scenario = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Cy', segment: 1, ...c } });
type State = ReturnType<typeof game>;
const unitAt = (s: State, id: string) => s.coup!.units.find((u) => u.id === id)!;

describe('B57 flight into exile', () => {
  test('B57 a player flees from an Embassy where a unit he moved there this turn stands: he is an exile, his units and Positions frozen, his turn over', () => {
    let s = coup({ units: { 'army2#1': 'precinct-2' }, owners: { 'police#1': 'Cy' } });
    expect(legal(s, 'Cy').actions.some((a) => a.type === 'flee')).toBe(false);
    expect(refused(s, 'Cy', { type: 'flee', embassy: 'embassy-north' }).code).toBe('B57');
    s = act(s, 'Cy', { type: 'move', unit: 'army2#2', to: 'embassy-north' });
    expect(legal(s, 'Cy').actions).toContainEqual({ type: 'flee', seat: 'Cy', embassy: 'embassy-north' });
    s = act(s, 'Cy', { type: 'flee', embassy: 'embassy-north' });
    expect(events()).toEqual([{ type: 'fled', seat: 2, embassy: 'embassy-north' }]);
    expect(player(s, 'Cy')).toMatchObject({ status: 'exiled', location: 'exile', embassy: 'embassy-north' });
    expect([s.positions.general2.frozen, s.positions['air-force'].frozen]).toEqual([true, true]);
    expect(s.coup!.fled).toEqual([2]);
    for (const id of ['army2#1', 'army2#2', 'army2#6', 'paratroops', 'police#1']) expect(commanderOf(s, unitAt(s, id))).toBe('frozen');
    expect(whoMustAct(s)).toEqual(['Di']);
  });

  test('B57 B42 later segments skip a player who fled; after a fled First Rebel they start from the next active seat', () => {
    const s = coup({ segment: 2, fled: ['Cy'] }, { exiled: ['Cy'] });
    expect(s.flow.at(-1)).toMatchObject({ kind: 'movement', order: [3, 4, 0, 1] });
    expect(whoMustAct(s)).toEqual(['Di']);
  });

  test('B57 the President cannot flee', () => {
    const s = coup({ firstRebel: 'Ana', units: { 'guard#1': 'embassy-east' } });
    expect(legal(s, 'Ana').actions.some((a) => a.type === 'flee')).toBe(false);
    expect(refused(s, 'Ana', { type: 'flee', embassy: 'embassy-east' }).code).toBe('B57');
  });

  test('B57 a flight names an Embassy where the player commands a unit', () => {
    const s = coup({ units: { 'army2#1': 'embassy-north', 'army3#1': 'embassy-west' } });
    expect(refused(s, 'Cy', { type: 'flee', embassy: 'barracks-2' }).code).toBe('B57');
    expect(refused(s, 'Cy', { type: 'flee', embassy: 'embassy-west' }).code).toBe('B57');
    expect(legal(s, 'Cy').actions.filter((a) => a.type === 'flee')).toEqual([{ type: 'flee', seat: 'Cy', embassy: 'embassy-north' }]);
  });

  test('B44 B57 a unit transferred to a player who later flees is frozen with his others', () => {
    let s = coup({ firstRebel: 'Bo', units: { 'army2#1': 'embassy-north' } });
    s = act(s, 'Bo', { type: 'transfer', to: 'Cy', units: ['army1#1'] });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'flee', embassy: 'embassy-north' });
    expect(commanderOf(s, unitAt(s, 'army1#1'))).toBe('frozen');
    expect(whoMustAct(s)).toEqual(['Di']);
  });
});
