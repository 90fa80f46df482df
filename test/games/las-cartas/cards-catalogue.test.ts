// The catalogue data (src/games/las-cartas/content/cards.ts) against shared/design/cards.md, transcribed here.
import { MONEY_DESIGNS, POLITICAL_DESIGNS } from '../../../src/games/las-cartas/content/cards.js';
import { ALL_MONEY, totalValue } from '../../../src/games/las-cartas/rules/catalogue.js';
import { CATALOGUE } from '../../../src/games/las-cartas/rules/cards.js';

/** cards.md, table by table: id, name, count, votes, battle value. */
const INFLUENCE: [string, string, number, number, number][] = [
  ['bodyguard', 'Bodyguard', 2, 1, 1],
  ['martyrs', 'Martyrs', 1, 1, 2],
  ['marxists', 'Marxists', 1, 2, 2],
  ['catholic-church', 'Catholic Church', 1, 4, 0],
  ['landowners', 'Landowners', 2, 3, 1],
  ['conservatives', 'Conservatives', 2, 3, 1],
  ['coffee-barons', 'Coffee Barons', 1, 3, 2],
  ['dock-workers', 'Dock Workers', 2, 2, 2],
  ['peasants', 'Peasants', 2, 2, 2],
  ['labor-unions', 'Labor Unions', 2, 2, 3],
  ['army-officers', 'Army Officers', 2, 1, 4],
  ['militia', 'Militia', 2, 0, 4],
  ['students', 'Students', 2, 1, 2],
  ['newspaper', 'Newspaper', 1, 2, 1],
  ['secret-police', 'Secret Police', 1, 1, 3],
  ['bankers', 'Bankers', 1, 3, 1],
  ['mafia', 'Mafia', 1, 1, 3],
  ['intellectuals', 'Intellectuals', 1, 2, 0],
  ['foreign-advisors', 'Foreign Advisors', 1, 2, 1],
  ['smugglers', 'Smugglers', 1, 1, 2],
];

const BUILDING: [string, string, number, number, number][] = [
  ['police-precinct', 'Police Precinct', 1, 1, 2],
  ['presidential-palace', 'Presidential Palace', 1, 2, 3],
  ['radio-station', 'Radio Station', 1, 1, 1],
  ['central-bank', 'Central Bank', 1, 1, 1],
  ['army-barracks', 'Army Barracks', 2, 0, 3],
  ['embassy', 'Embassy', 1, 2, 0],
  ['cathedral', 'Cathedral', 1, 3, 0],
];

const INTERVENTION: [string, string, number, number, number][] = [
  ['assassin', 'Assassin', 3, 0, 0],
  ['thief', 'Thief', 3, 0, 0],
  ['explosion', 'Explosion', 2, 0, 0],
  ['vote-of-no-confidence', 'Vote of No Confidence', 1, 0, 0],
  ['un-condemns-torture', 'The UN Condemns Torture of Prisoners of Conscience', 1, 0, 0],
  ['party-donation', 'Party Donation', 2, 0, 0],
  ['electoral-fraud', 'Electoral Fraud', 1, 0, 0],
  ['martial-law', 'Martial Law', 1, 0, 0],
  ['mass-demonstration', 'Mass Demonstration', 2, 3, 0],
  ['bought-deputies', 'Bought Deputies', 2, 2, 0],
  ['foreign-aid-audit', 'Foreign Aid Audit', 1, 0, 0],
  ['amnesty', 'Amnesty', 1, 0, 0],
];

const NAMED = ['bodyguard', 'martyrs', 'marxists', 'police-precinct', 'assassin', 'thief', 'explosion', 'vote-of-no-confidence', 'un-condemns-torture'];
const DISCARD_AFTER_USE = ['newspaper', 'secret-police', 'bankers', 'mafia', 'intellectuals'];
const NO_ACTION = [
  'catholic-church', 'landowners', 'conservatives', 'coffee-barons', 'dock-workers', 'peasants', 'labor-unions', 'army-officers',
  'militia', 'army-barracks', 'cathedral', 'mass-demonstration', 'bought-deputies',
];

const rows = (kind: string) =>
  POLITICAL_DESIGNS.filter((d) => d.kind === kind).map((d) => [d.id, d.name, d.count, d.votes, d.battle]);

describe('catalogue', () => {
  test('catalogue: the Influence designs match cards.md (29 cards)', () => {
    expect(rows('influence')).toEqual(INFLUENCE);
    expect(INFLUENCE.reduce((n, r) => n + r[2], 0)).toBe(29);
  });

  test('catalogue: the Building designs match cards.md (8 cards)', () => {
    expect(rows('building')).toEqual(BUILDING);
    expect(BUILDING.reduce((n, r) => n + r[2], 0)).toBe(8);
  });

  test('catalogue: the Intervention designs match cards.md (20 cards, battle value 0)', () => {
    expect(rows('intervention')).toEqual(INTERVENTION);
    expect(INTERVENTION.reduce((n, r) => n + r[2], 0)).toBe(20);
  });

  test('catalogue: 57 Political card instances, numbered id#1…#n', () => {
    expect(CATALOGUE.political).toHaveLength(57);
    expect(new Set(CATALOGUE.political).size).toBe(57);
    expect(CATALOGUE.political.filter((c) => c.startsWith('thief#'))).toEqual(['thief#1', 'thief#2', 'thief#3']);
  });

  test('catalogue: 43 Money cards worth 81 million (18 × 1, 13 × 2, 11 × 3, 1 × 4)', () => {
    expect(MONEY_DESIGNS.map((d) => [d.id, d.value, d.count])).toEqual([['m1', 1, 18], ['m2', 2, 13], ['m3', 3, 11], ['m4', 4, 1]]);
    expect(ALL_MONEY).toHaveLength(43);
    expect(totalValue(ALL_MONEY)).toBe(81);
  });

  test('catalogue: the rulebook-named cards are marked named; exactly five cards are discarded after a used action (R16)', () => {
    expect(POLITICAL_DESIGNS.filter((d) => d.named).map((d) => d.id).sort()).toEqual([...NAMED].sort());
    expect(POLITICAL_DESIGNS.filter((d) => d.discardAfterUse).map((d) => d.id).sort()).toEqual([...DISCARD_AFTER_USE].sort());
  });

  test('catalogue: cards without an action in cards.md have none; every card with one has its text', () => {
    for (const d of POLITICAL_DESIGNS) {
      if (NO_ACTION.includes(d.id)) {
        expect([d.id, d.timing, d.target]).toEqual([d.id, 'none', 'none']);
      } else {
        expect([d.id, d.timing === 'none', d.text.length > 0]).toEqual([d.id, false, true]);
      }
    }
  });

  test('catalogue: R19 Vote of No Confidence and the UN card tell the 3-player exception', () => {
    for (const id of ['vote-of-no-confidence', 'un-condemns-torture']) {
      expect(POLITICAL_DESIGNS.find((d) => d.id === id)!.text).toMatch(/First Rebel \(with 3 players: you join the Rebels openly, with no First Rebel\)/);
    }
  });

  test('catalogue: action timings follow cards.md (R13, R15, R21, R25)', () => {
    const timing = Object.fromEntries(POLITICAL_DESIGNS.map((d) => [d.id, d.timing]));
    expect(timing.bodyguard).toBe('reaction');
    expect([timing.martyrs, timing.marxists]).toEqual(['coup-only', 'coup-only']);
    for (const id of ['students', 'newspaper', 'secret-police', 'bankers', 'mafia', 'intellectuals', 'foreign-advisors', 'smugglers']) {
      expect([id, timing[id]]).toEqual([id, 'on-play']);
    }
    for (const id of ['police-precinct', 'presidential-palace', 'embassy']) expect([id, timing[id]]).toEqual([id, 'passive']);
    for (const id of ['radio-station', 'central-bank']) expect([id, timing[id]]).toEqual([id, 'once-per-round']);
    for (const id of ['assassin', 'thief', 'explosion', 'vote-of-no-confidence', 'un-condemns-torture', 'party-donation',
      'electoral-fraud', 'martial-law', 'foreign-aid-audit', 'amnesty']) {
      expect([id, timing[id]]).toEqual([id, 'immediate']);
    }
  });
});
