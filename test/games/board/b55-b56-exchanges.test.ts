// Exchanges of fire and retreats (rulings B44, B45, B55, B56, B71): dice per strength point rolled in
// B71 order then applied one at a time, split fire in blocks by engagement order, cover and civilians,
// the removal order, "fewest hits taken", retreats asked only with a choice, destroyed without one.
import { dealt } from '../../../src/games/board/rules/exchanges.js';
import type { BoardEvent } from '../../../src/games/board/rules/types.js';
import { act, game, legal, logged, refused, topFrame, whoMustAct, type CoupScenario, type Scenario } from './builder.js';

/** The first exchange of the last segment's battle (B55): five seats, Ana President; Bo General 1, Cy General 2, Di General 3, Ed Minister. */
const exchange = (coup: Partial<CoupScenario>, extra: Scenario = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Bo', segment: 6, stage: 'exchange', ...coup } });

type Exchange = Extract<BoardEvent, { type: 'exchange' }>;
const exchanges = (): Exchange[] => logged().filter((e): e is Exchange => e.type === 'exchange');
const unit = (s: ReturnType<typeof game>, id: string) => s.coup!.units.find((u) => u.id === id)!;

describe('B55 exchanges of fire', () => {
  test('B55 every engaged unit fires one die per strength point; all dice are rolled in B71 order, then applied one at a time', () => {
    exchange({
      firstRebel: 'Cy', units: { 'army1#1': 'plaza', 'army1#2': 'plaza', 'army2#1': 'plaza' },
      engagements: [{ area: 'plaza', by: 'Bo', against: 'Cy' }],
    }, { dice: [6, 1, 5] });
    // Cy fires first (clockwise from the First Rebel); Bo's 2nd unit, hit by Cy's die, still fires: all were rolled first.
    expect(exchanges()[0].dice).toEqual([
      { area: 'plaza', by: 2, unit: 'army2#1', against: 1, target: 'army1#2', value: 6, hit: true },
      { area: 'plaza', by: 1, unit: 'army1#1', against: 2, target: 'army2#1', value: 1, hit: false },
      { area: 'plaza', by: 1, unit: 'army1#2', against: 2, target: 'army2#1', value: 5, hit: true },
    ]);
    expect(logged()).toContainEqual({ type: 'destroyed', unit: 'army1#2', why: 'hits' });
  });

  test('B55 split fire: 7 dice against X, Y and Z go to X the 1st–3rd, Y the 4th–5th, Z the 6th–7th', () => {
    expect(dealt(7, ['X', 'Y', 'Z'])).toEqual(['X', 'X', 'X', 'Y', 'Y', 'Z', 'Z']);
    expect(dealt(2, ['X', 'Y', 'Z'])).toEqual(['X', 'Y']);
  });

  test('B55 a player\'s dice are dealt to his opponents in the order of their engagements, the neutral side included', () => {
    exchange({
      units: { 'army1#1': 'plaza', 'army1#2': 'plaza', 'army1#3': 'plaza', 'army2#1': 'plaza', 'army3#1': 'plaza' },
      engagements: [{ area: 'plaza', by: 'Bo', against: 'frozen' }, { area: 'plaza', by: 'Cy', against: 'Bo' }],
    }, { frozen: ['general3'], dice: [1, 1, 1, 1] });
    expect(exchanges()[0].dice.map((d) => [d.by, d.against])).toEqual([[1, 'frozen'], [1, 'frozen'], [1, 2], [2, 1]]);
  });

  test('B55 a die hits only on 6 a unit in cover; a civilian\'s die hits only on 6', () => {
    exchange({
      units: { 'army1#1': 'barracks-2', 'students#1': 'barracks-2' }, owners: { 'students#1': 'Bo' }, moved: ['army1#1', 'students#1'],
      engagements: [{ area: 'barracks-2', by: 'Bo', against: 'Cy' }],
    }, { dice: [5, 5, 1, 1, 1, 1, 1, 1] });
    const [armyDie, studentDie] = exchanges()[0].dice;
    expect(armyDie).toMatchObject({ unit: 'army1#1', target: 'army2#6', value: 5, hit: false });
    expect(studentDie).toMatchObject({ unit: 'students#1', target: 'army2#6', value: 5, hit: false });
  });

  test('B55 an engagement whose opponent has no units there at the start of an exchange rolls no dice', () => {
    exchange({ units: { 'army1#1': 'plaza', 'army2#1': 'destroyed' }, engagements: [{ area: 'plaza', by: 'Bo', against: 'Cy' }] });
    expect(exchanges().map((e) => e.dice)).toEqual([[], [], []]);
  });

  test('B44 frozen units never fire; B56 where the neutral side does not stay its units there are destroyed', () => {
    const s = exchange({
      units: { 'army1#1': 'plaza', 'army3#1': 'plaza', 'army3#2': 'plaza' },
      engagements: [{ area: 'plaza', by: 'Bo', against: 'frozen' }],
    }, { frozen: ['general3'], dice: [6] });
    expect(exchanges()[0].dice).toEqual([{ area: 'plaza', by: 1, unit: 'army1#1', against: 'frozen', target: 'army3#2', value: 6, hit: true }]);
    expect(logged()).toContainEqual({ type: 'destroyed', unit: 'army3#1', why: 'neutral' });
    expect(unit(s, 'army3#1').at).toBe('destroyed');
  });

  test('B45 the President\'s units do not fire in the rebellion phase, and retreat where he chooses', () => {
    const s = exchange({
      segment: 0, units: { 'army1#1': 'plaza', 'guard#1': 'plaza', 'guard#2': 'plaza' },
      engagements: [{ area: 'plaza', by: 'Bo', against: 'Ana' }],
    }, { dice: [6] });
    expect(exchanges()[0].dice).toEqual([{ area: 'plaza', by: 1, unit: 'army1#1', against: 0, target: 'guard#2', value: 6, hit: true }]);
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(topFrame(s)).toMatchObject({ kind: 'retreats', queue: [{ area: 'plaza', party: 0 }] });
  });
});

describe('B56 retreats', () => {
  /** Cy's Brigade in its Barracks in cover against Bo's unit moved in: Bo's 6 hits, Cy's six dice miss. */
  const cyLoses = (units: Record<string, string> = {}, extra: Scenario = {}) => exchange({
    units: { 'army1#1': 'barracks-2', ...units }, moved: ['army1#1'],
    engagements: [{ area: 'barracks-2', by: 'Bo', against: 'Cy' }],
  }, { dice: [6, 1, 1, 1, 1, 1, 1], ...extra });

  test('B56 those who took the fewest hits stay; a player with one free adjacent area retreats there without a question', () => {
    // Barracks 2 touches Precinct 2 (Ed's Police) and the Northern Embassy (Embassies allowed).
    const s = cyLoses();
    expect(logged()).toContainEqual({ type: 'retreated', party: 2, area: 'barracks-2', to: 'embassy-north', units: ['army2#1', 'army2#2', 'army2#3', 'army2#4', 'army2#5'] });
    expect(unit(s, 'army2#1').at).toBe('embassy-north');
    expect(unit(s, 'army1#1').at).toBe('barracks-2');
  });

  test('B56 a player with no free adjacent area loses his retreating units; frozen units block retreats', () => {
    const s = cyLoses({ 'army3#1': 'embassy-north' }, { frozen: ['general3'] });
    expect(logged()).toContainEqual({ type: 'destroyed', unit: 'army2#1', why: 'no-retreat' });
    expect(s.coup!.units.filter((u) => u.at === 'barracks-2').map((u) => u.id)).toEqual(['army1#1']);
  });

  test('B56 if all took the same number of hits, nobody retreats', () => {
    const s = exchange({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza' }, engagements: [{ area: 'plaza', by: 'Bo', against: 'Cy' }] }, { dice: [1, 1, 1, 1, 1, 1] });
    expect(logged().some((e) => e.type === 'retreated')).toBe(false);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 6 });
  });

  test('B56 with two or more free areas the player is asked where his units retreat, and only those are listed', () => {
    // Bo's die hits Cy's 2nd unit; Cy's two dice miss: Cy took more hits and retreats his 1st unit.
    const s = exchange({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza', 'army2#2': 'plaza' }, engagements: [{ area: 'plaza', by: 'Bo', against: 'Cy' }] },
      { dice: [5, 1, 1] });
    expect(whoMustAct(s)).toEqual(['Cy']);
    // The Palace holds Ana's Guard: not free.
    expect(legal(s, 'Cy').actions).toEqual(['parliament', 'bank', 'cathedral', 'market', 'old-town'].map((to) => ({ type: 'retreat', seat: 'Cy', area: 'plaza', to })));
    const t = act(s, 'Cy', { type: 'retreat', area: 'plaza', to: 'bank' });
    expect(logged()).toContainEqual({ type: 'retreated', party: 2, area: 'plaza', to: 'bank', units: ['army2#1'] });
    expect(unit(t, 'army2#1').at).toBe('bank');
    // Exchanges 2 and 3: Bo has no opponent left in the Plaza.
    expect(exchanges().slice(1).map((e) => e.dice)).toEqual([[], []]);
  });

  test('B56 the players who retreat do so in turn order, clockwise from the First Rebel', () => {
    // Di fires first (the First Rebel), then Bo (his two dice split: Cy first, engaged first), then Cy: Bo hits Cy and Di once each.
    const s = exchange({
      firstRebel: 'Di', units: { 'army1#1': 'plaza', 'army1#2': 'plaza', 'army2#1': 'plaza', 'army2#2': 'plaza', 'army3#1': 'plaza', 'army3#2': 'plaza' },
      engagements: [{ area: 'plaza', by: 'Bo', against: 'Cy' }, { area: 'plaza', by: 'Bo', against: 'Di' }],
    }, { dice: [1, 1, 5, 5, 1, 1] });
    expect(exchanges()[0].dice.filter((d) => d.hit).map((d) => d.target)).toEqual(['army2#2', 'army3#2']);
    expect(topFrame(s)).toMatchObject({ kind: 'retreats', queue: [{ area: 'plaza', party: 3 }, { area: 'plaza', party: 2 }] });
    expect(whoMustAct(s)).toEqual(['Di']);
    const t = act(s, 'Di', { type: 'retreat', area: 'plaza', to: 'parliament' });
    expect(whoMustAct(t)).toEqual(['Cy']);
    expect(legal(t, 'Cy').actions.map((a) => (a as { to: string }).to)).toEqual(['bank', 'cathedral', 'market', 'old-town']);
  });

  test('B56 a retreat into an occupied or a non-adjacent area is refused', () => {
    const s = exchange({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza', 'army2#2': 'plaza', 'army3#1': 'market' }, engagements: [{ area: 'plaza', by: 'Bo', against: 'Cy' }] },
      { dice: [5, 1, 1] });
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(refused(s, 'Cy', { type: 'retreat', area: 'plaza', to: 'market' }).code).toBe('B56');
    expect(refused(s, 'Cy', { type: 'retreat', area: 'plaza', to: 'radio' }).code).toBe('B56');
    expect(refused(s, 'Cy', { type: 'retreat', area: 'plaza', to: 'harbor' }).code).toBe('B56');
    expect(refused(s, 'Cy', { type: 'retreat', area: 'market', to: 'old-town' }).code).toBe('B56');
  });
});

describe('B56 what counts as hits taken', () => {
  test('B56 the Gunboat\'s hits never count in a retreat, even where an engagement is', () => {
    // Bo's Gunboat hits Cy's 2nd unit in the Old Town (two 5s, out of cover); then every exchange die misses.
    const s = game({
      phase: 8, frozen: ['air-force'], dice: [5, 5, ...Array.from({ length: 6 }, () => 1)],
      coup: {
        firstRebel: 'Bo', segment: 6, stage: 'gunboat', units: { 'army1#1': 'old-town', 'army2#1': 'old-town', 'army2#2': 'old-town', 'army2#3': 'old-town' },
        moved: ['army2#1', 'army2#2', 'army2#3'], engagements: [{ area: 'old-town', by: 'Bo', against: 'Cy' }],
      },
    });
    const t = act(s, 'Bo', { type: 'shell', area: 'old-town', target: 'Cy' });
    expect(logged()).toContainEqual(expect.objectContaining({ type: 'shelled', hits: ['army2#3', 'army2#2'] }));
    expect(logged().some((e) => e.type === 'retreated')).toBe(false);
    expect(unit(t, 'army2#1').at).toBe('old-town');
  });

  test('B55 the Marines fire two dice, one per strength point, and a hit lowers their strength by one', () => {
    const s = exchange({
      units: { marines: 'plaza', 'army2#1': 'plaza' }, owners: { marines: 'Bo' }, engagements: [{ area: 'plaza', by: 'Bo', against: 'Cy' }],
    }, { dice: [1, 1, 5] });
    expect(exchanges()[0].dice.map((d) => [d.unit, d.target, d.hit])).toEqual([['marines', 'army2#1', false], ['marines', 'army2#1', false], ['army2#1', 'marines', true]]);
    expect(unit(s, 'marines').strength).toBe(1);
    // One hit taken against none: Bo retreats the Marines, where he chooses.
    expect(whoMustAct(s)).toEqual(['Bo']);
  });
});

describe('B73 a battle segment always ends', () => {
  test('B73 random answers among the listed actions finish a crowded battle segment, each accepted, units conserved', () => {
    const units: Record<string, string> = {
      'army1#1': 'plaza', 'army1#2': 'plaza', 'army2#1': 'plaza', 'army3#1': 'plaza', 'guard#1': 'plaza',
      'army2#2': 'old-town', 'army3#2': 'old-town', 'police#1': 'old-town', marines: 'old-town',
      'army1#3': 'market', 'army3#3': 'market', 'police#2': 'market', 'army2#3': 'cathedral', 'army1#4': 'cathedral',
    };
    for (const seed of ['a', 'b', 'c', 'd']) {
      let s = game({ phase: 8, seed, frozen: ['general3'], coup: { firstRebel: 'Cy', segment: 6, stage: 'battle', units } });
      let random = seed.charCodeAt(0);
      const next = () => (random = (random * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let step = 0; topFrame(s).kind !== 'window'; step++) {
        expect(step).toBeLessThan(200);
        const name = whoMustAct(s)[0];
        const actions = legal(s, name).actions;
        const { seat: _seat, ...move } = actions[Math.floor(next() * actions.length)];
        s = act(s, name, move);
      }
      expect(topFrame(s)).toMatchObject({ kind: 'window', number: 6 });
    }
  });
});
