// Movement turns (rulings B47, B48, B49, B52, B72): one turn each clockwise from the First Rebel, each a
// sequence of atomic steps; a unit moves once a segment up to its allowance along edges, the Marines
// land on a coastal area, the Paratroops drop anywhere but an Embassy, the Helicopter moves 3 from the
// segment after its placement; transfers within one's own turn; gifts in one's turn.
import { neighbours } from '../../../src/games/board/content/map.js';
import type { Action } from '../../../src/games/board/rules/types.js';
import { act, events, game, legal, player, refused, SEVEN, topFrame, whoMustAct } from './builder.js';
import type { Scenario } from './builder.js';

/** Five seats, Ana President; Bo 1st Brigade and Admiral, Cy 2nd Brigade and Air Force, Di 3rd Brigade, Ed Minister (B74). */
const coup = (c: Partial<NonNullable<Scenario['coup']>> = {}, extra: Scenario = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Bo', segment: 1, ...c } });
type State = ReturnType<typeof game>;
const unitAt = (s: State, id: string) => s.coup!.units.find((u) => u.id === id)!;
const destinationsOf = (s: State, name: string, unit: string) =>
  legal(s, name).actions.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.unit === unit).map((a) => a.to);

describe('B47 movement turns', () => {
  test('B47 one turn each, clockwise from the First Rebel, active players only', () => {
    let s = coup({ firstRebel: 'Cy' }, { exiled: ['Ed'] });
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      order.push(...whoMustAct(s));
      s = act(s, whoMustAct(s)[0], { type: 'done' });
    }
    expect(order).toEqual(['Cy', 'Di', 'Ana']);
    expect(whoMustAct(s)).toEqual(['Bo']);
  });

  test('B47 a unit moves one area along an edge; its choices are exactly its neighbours', () => {
    let s = coup();
    expect(destinationsOf(s, 'Bo', 'army1#1')).toEqual([...neighbours('barracks-1')]);
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    expect(unitAt(s, 'army1#1')).toMatchObject({ at: 'university', moved: true });
    expect(events()).toEqual([{ type: 'moved', seat: 1, unit: 'army1#1', from: 'barracks-1', to: 'university' }]);
  });

  test('B47 a unit moved twice in a segment is refused', () => {
    const s = act(coup(), 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    expect(refused(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'parliament' }).code).toBe('B47');
    expect(destinationsOf(s, 'Bo', 'army1#1')).toEqual([]);
  });

  test('B47 a move past its allowance or along a non-edge is refused', () => {
    const s = coup();
    expect(refused(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'parliament' }).code).toBe('B47');
    expect(refused(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'slums' }).code).toBe('B47');
    expect(refused(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'barracks-1' }).code).toBe('B47');
  });

  test('B47 any land area may be entered, Embassies included, with no stacking limit', () => {
    let s = coup({ units: { 'army1#1': 'heights', 'army1#2': 'heights' } });
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'embassy-north' });
    s = act(s, 'Bo', { type: 'move', unit: 'army1#2', to: 'embassy-north' });
    expect([unitAt(s, 'army1#1').at, unitAt(s, 'army1#2').at]).toEqual(['embassy-north', 'embassy-north']);
  });
});

describe('B48 Paratroops, Marines, Helicopter', () => {
  test('B48 the Marines land on a coastal area, anywhere else is refused; then they move one area', () => {
    let s = coup();
    expect(destinationsOf(s, 'Bo', 'marines')).toEqual(['palace', 'old-town', 'docks', 'rail-yards']);
    expect(refused(s, 'Bo', { type: 'move', unit: 'marines', to: 'plaza' }).code).toBe('B48');
    s = act(s, 'Bo', { type: 'move', unit: 'marines', to: 'docks' });
    expect(unitAt(s, 'marines').at).toBe('docks');
    const later = coup({ units: { marines: 'docks' } });
    expect(destinationsOf(later, 'Bo', 'marines')).toEqual([...neighbours('docks')]);
  });

  test('B48 the Paratroops drop into any area but an Embassy; a drop into an Embassy is refused', () => {
    let s = coup({ firstRebel: 'Cy' });
    expect(destinationsOf(s, 'Cy', 'paratroops')).toHaveLength(24);
    expect(refused(s, 'Cy', { type: 'move', unit: 'paratroops', to: 'embassy-west' }).code).toBe('B48');
    s = act(s, 'Cy', { type: 'move', unit: 'paratroops', to: 'radio' });
    expect(unitAt(s, 'paratroops').at).toBe('radio');
  });

  test('B48 no unit enters the Harbor or the Airfield during a coup', () => {
    const s = coup({ units: { marines: 'palace' }, firstRebel: 'Bo' });
    expect(refused(s, 'Bo', { type: 'move', unit: 'marines', to: 'harbor' }).code).toBe('B48');
    expect(refused(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'airfield' }).code).toBe('B48');
  });

  test('B48 B52 the Helicopter placed in a movement turn does not move in that segment', () => {
    let s = coup({}, { hands: { Bo: ['helicopter'] } });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'railroad' });
    expect(unitAt(s, 'helicopter')).toMatchObject({ at: 'railroad', owner: 1, held: true });
    expect(refused(s, 'Bo', { type: 'move', unit: 'helicopter', to: 'precinct-3' }).code).toBe('B47');
    expect(destinationsOf(s, 'Bo', 'helicopter')).toEqual([]);
  });

  test('B48 from the next segment the Helicopter moves up to 3 areas; 4 is past its allowance', () => {
    let s = coup({ units: { helicopter: 'palace' }, owners: { helicopter: 'Bo' } });
    expect(destinationsOf(s, 'Bo', 'helicopter')).toContain('parliament');
    expect(destinationsOf(s, 'Bo', 'helicopter')).not.toContain('railroad');
    expect(refused(s, 'Bo', { type: 'move', unit: 'helicopter', to: 'railroad' }).code).toBe('B47');
    s = act(s, 'Bo', { type: 'move', unit: 'helicopter', to: 'radio' });
    expect(unitAt(s, 'helicopter').at).toBe('radio');
  });
});

describe('B47 B73 the steps listed', () => {
  test('B47 every step a movement turn lists is accepted, each move one unit to one area (no products of paths), and every sampled step too', () => {
    const s = coup({ units: { helicopter: 'radio', paratroops: 'airfield', 'bank-guards#1': 'bank', 'bank-guards#2': 'bank' }, owners: { helicopter: 'Bo', 'bank-guards#1': 'Bo', 'bank-guards#2': 'Bo' } }, {
      seats: SEVEN,
      hands: { Bo: ['bribe-first-brigade', 'bribe-police', 'bribe-special-forces', 'bribe-air-force', 'demonstrators', 'students', 'tax-inspector', 'secret-party-donation'] },
      influence: { Bo: ['bankers'] },
      pockets: { Bo: [2, 2, 1] },
    });
    const { actions, samplers } = legal(s, 'Bo');
    const moves = actions.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    expect(new Set(moves.map((m) => `${m.unit} ${m.to}`)).size).toBe(moves.length);
    expect(moves.filter((m) => m.unit === 'helicopter')).toHaveLength(14);
    for (const action of actions) act(s, 'Bo', action);
    let seed = 0.7;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    for (const sample of samplers) for (let i = 0; i < 5; i++) act(s, 'Bo', sample(random)!);
  });
});

describe('B47 B52 from one segment to the next', () => {
  test('B47 B52 units placed, bribed or handed over in a segment move in the next, where each unit may move again', () => {
    let s = coup({}, { hands: { Bo: ['helicopter', 'bribe-police'] }, pockets: { Bo: [1, 0, 0] }, dice: [6] });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'railroad' });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'precinct-2', units: ['police#2'], pay: [1, 0, 0] });
    s = act(s, 'Bo', { type: 'move', unit: 'army1#1', to: 'university' });
    s = act(s, 'Bo', { type: 'transfer', to: 'Di', units: ['army1#2'] });
    for (const name of ['Bo', 'Cy', 'Di', 'Ed', 'Ana']) s = act(s, name, { type: 'done' });
    // B53, B54: in the battle nobody attacks, and the Gunboat and the Airstrike are not used.
    while (topFrame(s).kind !== 'movement') s = act(s, whoMustAct(s)[0], { type: topFrame(s).kind === 'attacks' ? 'done' : 'pass' });
    expect([s.coup!.segment, whoMustAct(s)]).toEqual([2, ['Bo']]);
    expect(destinationsOf(s, 'Bo', 'helicopter')).toContain('plaza');
    expect(destinationsOf(s, 'Bo', 'police#2')).toEqual([...neighbours('precinct-2')]);
    expect(destinationsOf(s, 'Bo', 'army1#1')).toEqual([...neighbours('university')]);
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'done' });
    expect(act(s, 'Di', { type: 'move', unit: 'army1#2', to: 'precinct-1' }).coup!.units.find((u) => u.id === 'army1#2')!.at).toBe('precinct-1');
  });
});

describe('B49 transfers', () => {
  test('B49 a player gives command of his units to another active player, publicly; they do not move in this segment even in the new commander\'s turn', () => {
    let s = coup();
    s = act(s, 'Bo', { type: 'transfer', to: 'Cy', units: ['army1#1', 'marines'] });
    expect(events()).toEqual([{ type: 'transferred', from: 1, to: 2, units: ['army1#1', 'marines'] }]);
    expect(unitAt(s, 'army1#1')).toMatchObject({ owner: 2, held: true });
    s = act(s, 'Bo', { type: 'done' });
    expect(refused(s, 'Cy', { type: 'move', unit: 'army1#1', to: 'university' }).code).toBe('B47');
    expect(destinationsOf(s, 'Cy', 'marines')).toEqual([]);
  });

  test("B49 frozen units, another player's units and a transfer to an exile or to oneself are refused", () => {
    const s = coup({}, { frozen: ['general3'], exiled: ['Ed'] });
    expect(refused(s, 'Bo', { type: 'transfer', to: 'Cy', units: ['army3#1'] }).code).toBe('B49');
    expect(refused(s, 'Bo', { type: 'transfer', to: 'Cy', units: ['army2#1'] }).code).toBe('B49');
    expect(refused(s, 'Bo', { type: 'transfer', to: 'Ed', units: ['army1#1'] }).code).toBe('B49');
    expect(refused(s, 'Bo', { type: 'transfer', to: 'Bo', units: ['army1#1'] }).code).toBe('B49');
    expect(refused(s, 'Bo', { type: 'transfer', to: 'Cy', units: [] }).code).toBe('B49');
  });
});

describe('B72 gifts in a movement turn', () => {
  test('B72 a player makes up to 3 gifts in his movement turn', () => {
    let s = coup({}, { pockets: { Bo: [4, 0, 0] }, hands: { Bo: ['press'] } });
    s = act(s, 'Bo', { type: 'gift', to: 'Cy', cards: [player(s, 'Bo').hand[0]], bills: [1, 0, 0] });
    s = act(s, 'Bo', { type: 'gift', to: 'Cy', cards: [], bills: [1, 0, 0] });
    s = act(s, 'Bo', { type: 'gift', to: 'Di', cards: [], bills: [1, 0, 0] });
    expect(refused(s, 'Bo', { type: 'gift', to: 'Di', cards: [], bills: [1, 0, 0] }).code).toBe('B69');
    expect(player(s, 'Cy').pocket).toEqual([2, 0, 0]);
  });
});
