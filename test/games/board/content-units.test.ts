// The units of a coup as board-cards.md's unit table gives them (B43–B45, B48, B52, B54, B55, B66):
// 50 units (28 standard, 22 raised by Coup Events), their ids, numbers and commanders, unit-id
// order for dice (B71) and the removal order for hits (B55), the Gunboat and the three Airstrikes.
import { POSITIONS } from '../../../src/games/board/content/box.js';
import { designById } from '../../../src/games/board/content/cards.js';
import { areaById } from '../../../src/games/board/content/map.js';
import { AIRSTRIKES, COVER_HITS_ON, FORCED_BUDGET_POLICE_START, GUNBOAT, REMOVAL_ORDER, UNITS, UNIT_KINDS, byRemoval, byUnitId, canDropInto, homeOf, isStandard, startOf, unitById } from '../../../src/games/board/content/units.js';

const ids = (kind: string) => UNITS.filter((u) => u.kind.id === kind).map((u) => u.id);
const numbers = (kind: string) => { const k = UNIT_KINDS.find((x) => x.id === kind)!; return [k.strength, k.moves, k.hitsOn]; };

describe('B66 the unit table', () => {
  test('B66 50 units: 28 standard (18 Army, 4 Police, 4 Palace Guard, the Marines, the Paratroops) and 22 raised by cards', () => {
    expect(UNITS).toHaveLength(50);
    expect(UNITS.filter(isStandard)).toHaveLength(28);
    expect(UNITS.filter((u) => !isStandard(u))).toHaveLength(22);
    expect(new Set(UNITS.map((u) => u.id)).size).toBe(50);
  });

  test('B66 the counters are named as the table names them', () => {
    expect(ids('army1')).toEqual(['army1#1', 'army1#2', 'army1#3', 'army1#4', 'army1#5', 'army1#6']);
    expect([ids('army2').length, ids('army3').at(-1)]).toEqual([6, 'army3#6']);
    expect(ids('police')).toEqual(['police#1', 'police#2', 'police#3', 'police#4']);
    expect(ids('guard')).toEqual(['guard#1', 'guard#2', 'guard#3', 'guard#4']);
    expect([...ids('marines'), ...ids('paratroops'), ...ids('helicopter')]).toEqual(['marines', 'paratroops', 'helicopter']);
    expect(ids('bank-guards')).toEqual(['bank-guards#1', 'bank-guards#2']);
    expect(['students', 'rioters', 'demonstrators', 'strikers', 'hdl', 'militia'].map((k) => ids(k).length)).toEqual([3, 3, 4, 3, 3, 3]);
    expect([ids('demonstrators').at(-1), ids('hdl')[0], ids('militia').at(-1)]).toEqual(['demonstrators#4', 'hdl#1', 'militia#3']);
  });

  test('B55 strength, moves and the die that hits: the Marines and the Paratroops take 2 hits, the Helicopter moves 3, civilians hit only on 6', () => {
    expect(numbers('army2')).toEqual([1, 1, 5]);
    expect(numbers('police')).toEqual([1, 1, 5]);
    expect(numbers('guard')).toEqual([1, 1, 5]);
    expect(numbers('marines')).toEqual([2, 1, 5]);
    expect(numbers('paratroops')).toEqual([2, 1, 5]);
    expect(numbers('helicopter')).toEqual([1, 3, 5]);
    expect(numbers('bank-guards')).toEqual([1, 1, 5]);
    for (const k of ['students', 'rioters', 'demonstrators', 'strikers', 'hdl', 'militia']) expect([k, ...numbers(k)]).toEqual([k, 1, 1, 6]);
    expect(COVER_HITS_ON).toBe(6);
  });

  test('B44 each Position commands its units, the President the Palace Guard, a card\'s player the units it raised', () => {
    expect(UNIT_KINDS.map((k) => [k.id, k.commander])).toEqual([
      ['army1', 'general1'], ['army2', 'general2'], ['army3', 'general3'], ['police', 'minister'], ['guard', 'president'],
      ['marines', 'admiral'], ['paratroops', 'air-force'], ['helicopter', 'card'], ['bank-guards', 'card'],
      ['students', 'card'], ['rioters', 'card'], ['demonstrators', 'card'], ['strikers', 'card'], ['hdl', 'card'], ['militia', 'card'],
    ]);
    // Every Position commands units of its own.
    expect(POSITIONS.filter((p) => !UNIT_KINDS.some((k) => k.commander === p))).toEqual([]);
  });
});

describe('B43 B48 B52 where units start', () => {
  test('B43 the Army in its Barracks, one Police per Precinct, the Palace Guard in the Palace, the Marines in the Harbor, the Paratroops on the Airfield', () => {
    expect(['army1#6', 'army2#1', 'army3#3', 'police#1', 'police#4', 'guard#2', 'marines', 'paratroops'].map((u) => startOf(u)))
      .toEqual(['barracks-1', 'barracks-2', 'barracks-3', 'precinct-1', 'precinct-4', 'palace', 'harbor', 'airfield']);
  });

  test('B23 after a forced Budget the four Police start in Parliament; nobody else moves', () => {
    expect(FORCED_BUDGET_POLICE_START).toBe('parliament');
    expect(ids('police').map((u) => startOf(u, true))).toEqual(['parliament', 'parliament', 'parliament', 'parliament']);
    expect([startOf('army1#1', true), startOf('guard#1', true)]).toEqual(['barracks-1', 'palace']);
  });

  test('B52 raised units start nowhere: their card places them in their home, the Helicopter where its card names, never an Embassy', () => {
    for (const u of UNITS.filter((x) => !isStandard(x))) expect([u.id, startOf(u.id)]).toEqual([u.id, undefined]);
    expect(['students', 'rioters', 'demonstrators', 'strikers', 'bank-guards', 'hdl', 'militia', 'helicopter'].map(homeOf))
      .toEqual(['university', 'slums', 'plaza', 'industrial', 'bank', 'heights', 'cathedral', undefined]);
    expect(UNIT_KINDS.filter((k) => k.raisedBy).map((k) => k.raisedBy))
      .toEqual(['helicopter', 'bank-guards', 'students', 'rioters', 'demonstrators', 'strikers', 'home-defense-league', 'christian-militia']);
    expect([canDropInto('market'), canDropInto('embassy-west'), canDropInto('harbor')]).toEqual([true, false, false]);
  });
  test('B52 each raising card is a Coup Event of the catalogue whose text names as many units and the same home as the unit table and the map', () => {
    for (const k of UNIT_KINDS.filter((x) => x.raisedBy)) {
      const card = designById(k.raisedBy!);
      expect([k.id, card?.type]).toEqual([k.id, 'coup-event']);
      const home = homeOf(k.id);
      if (home) expect([k.id, card!.text.toLowerCase()]).toEqual([k.id, expect.stringContaining(`raises ${k.counters} ${k.name.toLowerCase()} in the ${areaById(home)!.name.toLowerCase().replace(/^the /, '')}`)]);
    }
  });
});

describe('B55 B71 the orders of units', () => {
  test('B71 unit-id order, for dice only: the kinds in the table\'s order, then the number', () => {
    const shuffled = ['militia#1', 'guard#2', 'army2#1', 'paratroops', 'army1#6', 'students#3', 'police#1', 'helicopter', 'bank-guards#1', 'marines'];
    expect([...shuffled].sort(byUnitId)).toEqual(['army1#6', 'army2#1', 'police#1', 'guard#2', 'marines', 'paratroops', 'helicopter', 'bank-guards#1', 'students#3', 'militia#1']);
    expect(UNITS.map((u) => u.id)).toEqual([...UNITS.map((u) => u.id)].sort(byUnitId));
  });

  test('B55 hits fall on civilians, then Bank Guards, Police, Army, Palace Guard, Helicopter, Marines, Paratroops; the highest id first', () => {
    const group = ['paratroops', 'marines', 'helicopter', 'guard#1', 'guard#3', 'army1#2', 'army3#1', 'police#2', 'bank-guards#2', 'students#1', 'militia#2'];
    expect([...group].sort(byRemoval)).toEqual(['militia#2', 'students#1', 'bank-guards#2', 'police#2', 'army3#1', 'army1#2', 'guard#3', 'guard#1', 'helicopter', 'marines', 'paratroops']);
    expect(REMOVAL_ORDER.slice(0, 3)).toEqual(['militia#3', 'militia#2', 'militia#1']);
    expect(REMOVAL_ORDER.slice(-3)).toEqual(['helicopter', 'marines', 'paratroops']);
    expect(new Set(REMOVAL_ORDER).size).toBe(50);
  });

  test('B54 the Gunboat rolls 2 dice; three Airstrikes of 2 dice each; both hit on 5–6', () => {
    expect(GUNBOAT).toEqual({ dice: 2, hitsOn: 5 });
    expect(AIRSTRIKES).toEqual({ ids: ['airstrike#1', 'airstrike#2', 'airstrike#3'], dice: 2, hitsOn: 5 });
    expect(unitById('airstrike#1')).toBeUndefined();
  });
});
