// The Gunboat and the Airstrikes (rulings B44, B45, B50, B54, B56): who is asked and when, the two dice
// applied in roll order with cover, frozen units as targets, the Rebels they make, and the refusals.
import { act, events, game, legal, refused, topFrame, whoMustAct, type CoupScenario, type Scenario } from './builder.js';

/** The Gunboat's turn of a battle segment (B54): five seats, Ana President; Bo Admiral, Cy Air Force Commander; the Palace Guard in the Palace. */
const shelling = (coup: Partial<CoupScenario>, extra: Scenario = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Bo', segment: 6, stage: 'gunboat', ...coup } });

describe('B54 who is asked', () => {
  test('B54 the Admiral is asked for the Gunboat where a coastal area holds another party\'s units: a target or none', () => {
    const s = shelling({ units: { 'army3#1': 'old-town' } });
    expect(topFrame(s)).toMatchObject({ kind: 'shelling', weapon: 'gunboat', seat: 1 });
    expect(legal(s, 'Bo').actions).toEqual([
      { type: 'shell', seat: 'Bo', area: 'palace', target: 'Ana' },
      { type: 'shell', seat: 'Bo', area: 'old-town', target: 'Di' },
      { type: 'pass', seat: 'Bo' },
    ]);
  });

  test('B54 without a target on the coast the Gunboat is not asked; the Airstrikes\' holder is', () => {
    const s = shelling({ units: { 'guard#1': 'plaza', 'guard#2': 'plaza', 'guard#3': 'plaza', 'guard#4': 'plaza' } });
    expect(topFrame(s)).toMatchObject({ kind: 'shelling', weapon: 'airstrike', seat: 2 });
  });

  test('B54 nobody is asked for the Gunboat of a frozen Admiral\'s Position, nor for Airstrikes when none is left', () => {
    const s = shelling({ airstrikesUsed: 3 }, { frozen: ['admiral'] });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 6 });
  });

  test('B45 the President is not asked for his Cousin\'s Gunboat in the rebellion phase; later he is', () => {
    const rebellion = shelling({ segment: 0, units: { 'army3#1': 'old-town' } }, { frozen: ['admiral'], cousin: 'admiral' });
    expect(topFrame(rebellion)).toMatchObject({ kind: 'shelling', weapon: 'airstrike', seat: 2 });
    const later = shelling({ units: { 'army3#1': 'old-town' } }, { frozen: ['admiral'], cousin: 'admiral' });
    expect(topFrame(later)).toMatchObject({ kind: 'shelling', weapon: 'gunboat', seat: 0 });
  });

  test('B50 the briber of the Air Force holds its Airstrikes', () => {
    const s = shelling({ stage: 'airstrike', airstrikesOwner: 'Di' });
    expect(whoMustAct(s)).toEqual(['Di']);
  });
});

describe('B54 the dice', () => {
  test('B54 the Gunboat\'s two dice are applied in roll order, each against the next unit in removal order, 6 needed in cover', () => {
    let s = shelling({}, { dice: [5, 6] });
    s = act(s, 'Bo', { type: 'shell', area: 'palace', target: 'Ana' });
    expect(events()).toContainEqual({ type: 'shelled', seat: 1, weapon: 'gunboat', area: 'palace', target: 0, dice: [5, 6], hits: ['guard#4'] });
    expect(events()).toContainEqual({ type: 'destroyed', unit: 'guard#4', why: 'hits' });
    expect(s.coup!.units.find((u) => u.id === 'guard#4')!.at).toBe('destroyed');
  });

  test('B54 out of cover a 5 hits; the Marines take two hits before the next unit', () => {
    let s = shelling({ units: { marines: 'old-town', 'army3#1': 'old-town' }, owners: { marines: 'Di' }, moved: ['marines', 'army3#1'] }, { frozen: ['air-force'], dice: [5, 5] });
    s = act(s, 'Bo', { type: 'shell', area: 'old-town', target: 'Di' });
    expect(events()).toContainEqual(expect.objectContaining({ type: 'shelled', dice: [5, 5], hits: ['army3#1', 'marines'] }));
    expect(s.coup!.units.find((u) => u.id === 'marines')!.strength).toBe(1);
  });

  test('B54 the frozen units may be shelled; a die with no unit left to hit is lost', () => {
    let s = shelling({ units: { 'army3#1': 'old-town' } }, { frozen: ['general3', 'air-force'], dice: [6, 6] });
    s = act(s, 'Bo', { type: 'shell', area: 'old-town', target: 'frozen' });
    expect(events()).toContainEqual(expect.objectContaining({ type: 'shelled', target: 'frozen', hits: ['army3#1'] }));
  });

  test('B56 the Gunboat\'s hits never cause a retreat', () => {
    let s = shelling({}, { dice: [6, 6] });
    s = act(s, 'Bo', { type: 'shell', area: 'palace', target: 'Ana' });
    expect(events().some((e) => e.type === 'retreated')).toBe(false);
    expect(s.coup!.units.filter((u) => u.at === 'palace').map((u) => u.id)).toEqual(['guard#1', 'guard#2']);
    expect(topFrame(s)).toMatchObject({ kind: 'shelling', weapon: 'airstrike' });
  });

  test('B54 an Airstrike is spent on one area and one player there; its dice come after the Gunboat\'s', () => {
    let s = shelling({}, { dice: [1, 1, 6, 1] });
    s = act(s, 'Bo', { type: 'shell', area: 'palace', target: 'Ana' });
    s = act(s, 'Cy', { type: 'shell', area: 'barracks-3', target: 'Di' });
    expect(s.coup!.airstrikesUsed).toBe(1);
    expect(events()).toContainEqual(expect.objectContaining({ type: 'shelled', weapon: 'airstrike', dice: [6, 1], hits: ['army3#6'] }));
  });

  test('B54 a holder who names no target passes, and is told as such', () => {
    let s = shelling({});
    s = act(s, 'Bo', { type: 'pass' });
    expect(events()[0]).toEqual({ type: 'shelled', seat: 1, weapon: 'gunboat', area: null, target: null, dice: [], hits: [] });
  });
});

describe('B45 shelling and Rebels', () => {
  test('B45 using the Gunboat in the rebellion phase makes its user a Rebel', () => {
    let s = shelling({ firstRebel: 'Di', segment: 0, units: { 'army3#1': 'old-town' } });
    s = act(s, 'Bo', { type: 'shell', area: 'old-town', target: 'Di' });
    expect(s.coup!.rebels).toEqual([3, 1]);
  });

  test('B45 later, aiming at the President\'s units makes a loyalist a Rebel; aiming at another\'s does not', () => {
    let s = shelling({ firstRebel: 'Di', units: { 'army3#1': 'old-town' } });
    s = act(s, 'Bo', { type: 'shell', area: 'old-town', target: 'Di' });
    expect(s.coup!.rebels).toEqual([3]);
    s = act(s, 'Cy', { type: 'shell', area: 'palace', target: 'Ana' });
    expect(s.coup!.rebels).toEqual([3, 2]);
  });
});

describe('B54 bad shelling', () => {
  const s = shelling({ units: { 'army1#1': 'old-town', 'army2#1': 'embassy-east' } });

  test('B54 a Gunboat on a non-coastal area is refused', () => {
    expect(refused(s, 'Bo', { type: 'shell', area: 'barracks-3', target: 'Di' }).code).toBe('B54');
  });

  test('B54 a Gunboat on one\'s own units, or on a player with none there, is refused', () => {
    expect(refused(s, 'Bo', { type: 'shell', area: 'old-town', target: 'Bo' }).code).toBe('B54');
    expect(refused(s, 'Bo', { type: 'shell', area: 'palace', target: 'Cy' }).code).toBe('B54');
  });

  test('B57 an Airstrike on an Embassy is refused', () => {
    const t = act(s, 'Bo', { type: 'pass' });
    expect(refused(t, 'Cy', { type: 'shell', area: 'embassy-east', target: 'Cy' }).code).toBe('B57');
  });
});
