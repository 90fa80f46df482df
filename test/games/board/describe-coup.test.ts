// The coup in words (rulings B45, B47, B48, B53–B59, B76; B5: the coup board is public): each coup
// event is one sentence a player reads; an exchange tells every die area by area, whose units fired at
// whose, the unit each die aimed at and whether it hit, in roll order (B55, B71).
import { describeEvent } from '../../../src/games/board/rules/describe.js';
import type { BoardEvent } from '../../../src/games/board/rules/types.js';

const names = ['Ana', 'Bo', 'Cy', 'Di'];
const say = (e: BoardEvent) => describeEvent(e, names);

describe('the coup in words', () => {
  test('B41 B42 B45 the start, each segment and each new Rebel', () => {
    expect(say({ type: 'coup', seat: 1, started: true })).toBe('Bo starts a coup and is the First Rebel.');
    expect(say({ type: 'deployed', policeInParliament: true })).toBe('The units deploy (the Police in Parliament, after the forced Budget).');
    expect(say({ type: 'segment', segment: 0, part: 'movement' })).toBe('The rebellion phase: movement.');
    expect(say({ type: 'segment', segment: 3, part: 'battle' })).toBe('Coup phase 3: battle.');
    expect(say({ type: 'rebel', seat: 2 })).toBe('Cy becomes a Rebel.');
  });

  test('B47 B48 a move names the unit and both areas; the Marines land from the Harbor, the Paratroops drop from the Airfield', () => {
    expect(say({ type: 'moved', seat: 0, unit: 'army1#3', from: 'barracks-1', to: 'university' }))
      .toBe('Ana moves Army, 1st Brigade 3 from the Barracks of the 1st Brigade to the University.');
    expect(say({ type: 'moved', seat: 1, unit: 'police#2', from: 'precinct-2', to: 'parliament' })).toBe('Bo moves Police 2 from Police Precinct 2 to Parliament.');
    expect(say({ type: 'moved', seat: 2, unit: 'marines', from: 'harbor', to: 'docks' })).toBe('Cy lands Marines from the Harbor in the Docks.');
    expect(say({ type: 'moved', seat: 3, unit: 'paratroops', from: 'airfield', to: 'heights' })).toBe('Di drops Paratroops from the Airfield on the Heights.');
  });

  test('B49 B50 B52 B57 transfers, bribes with their die, placements and flight', () => {
    expect(say({ type: 'transferred', from: 0, to: 1, units: ['guard#1', 'guard#2'] })).toBe('Ana gives Bo command of Palace Guard 1 and Palace Guard 2.');
    expect(say({ type: 'bribed', seat: 2, unit: 'police#4', value: 3, needs: 4, won: false })).toBe('Cy rolls 3 to bribe Police 4 (4–6): refused.');
    expect(say({ type: 'bribed', seat: 2, unit: 'airstrikes', value: 6, needs: 5, won: true })).toBe('Cy rolls 6 to bribe the Airstrikes (5–6): bribed.');
    expect(say({ type: 'placed', seat: 3, card: 'students', area: 'university', units: ['students#1', 'students#2', 'students#3'] }))
      .toBe("Di's Students take the field in the University: Students 1, Students 2 and Students 3.");
    expect(say({ type: 'fled', seat: 1, embassy: 'embassy-west' })).toBe('Bo flees into exile at the Western Embassy; his units are frozen.');
  });

  test('B53 B54 attacks, and a shelling with its dice and the units hit', () => {
    expect(say({ type: 'attack', seat: 0, area: 'plaza', target: 1, engaged: true })).toBe('Ana attacks Bo in the Plaza.');
    expect(say({ type: 'attack', seat: 0, area: 'plaza', target: 'frozen', engaged: false })).toBe('Ana attacks the frozen units in the Plaza (already engaged).');
    expect(say({ type: 'no-attack', seat: 3 })).toBe('Di attacks nobody.');
    expect(say({ type: 'shelled', seat: 2, weapon: 'gunboat', area: 'docks', target: 1, dice: [5, 2], hits: ['police#3'] }))
      .toBe("Cy shells Bo's units in the Docks with the Gunboat: 5 and 2; a hit on Police 3.");
    expect(say({ type: 'shelled', seat: 2, weapon: 'airstrike', area: 'radio', target: 'frozen', dice: [6, 6], hits: ['army2#1', 'army2#2'] }))
      .toBe('Cy shells the frozen units in the Radio Station with an Airstrike: 6 and 6; 2 hits on Army, 2nd Brigade 1 and Army, 2nd Brigade 2.');
    expect(say({ type: 'shelled', seat: 2, weapon: 'gunboat', area: null, target: null, dice: [], hits: [] })).toBe('Cy does not use the Gunboat.');
  });

  test('B55 B71 an exchange tells every die in roll order: area by area, who fired at whose units, the unit it aimed at, hit or miss', () => {
    const e: BoardEvent = {
      type: 'exchange', number: 2, dice: [
        { area: 'plaza', by: 0, unit: 'army1#1', against: 1, target: 'police#1', value: 5, hit: true },
        { area: 'plaza', by: 0, unit: 'army1#2', against: 1, target: 'police#2', value: 2, hit: false },
        { area: 'plaza', by: 1, unit: 'police#2', against: 0, target: 'army1#1', value: 6, hit: true },
        { area: 'radio', by: 2, unit: 'marines', against: 'frozen', target: null, value: 4, hit: false },
      ],
    };
    expect(say(e)).toBe('Exchange 2: 4 dice, 2 hits. '
      + "In the Plaza Ana fires 2 dice at Bo's units: 5 hits Police 1, 2 misses Police 2; Bo fires 1 die at Ana's units: 6 hits Army, 1st Brigade 1. "
      + 'In the Radio Station Cy fires 1 die at the frozen units: 4 finds no unit.');
    expect(say({ type: 'exchange', number: 1, dice: [] })).toBe('Exchange 1: nobody fires.');
  });

  test('B56 retreats and destruction, the neutral side included', () => {
    expect(say({ type: 'retreated', party: 1, area: 'plaza', to: 'market', units: ['police#2'] })).toBe('Bo retreats from the Plaza to the Market: Police 2.');
    expect(say({ type: 'retreated', party: 'frozen', area: 'bank', to: null, units: ['army3#1'] }))
      .toBe('The frozen units cannot retreat from the Central Bank: Army, 3rd Brigade 1 destroyed.');
    expect(say({ type: 'destroyed', unit: 'guard#4', why: 'hits' })).toBe('Palace Guard 4 is destroyed.');
    expect(say({ type: 'destroyed', unit: 'army3#1', why: 'neutral' })).toBe('Army, 3rd Brigade 1 is destroyed (the frozen units cannot retreat).');
  });

  test('B58 B59 B76 sides, control, the Junta vote, the execution and the end', () => {
    expect(say({ type: 'side', seat: 1, side: 'junta' })).toBe('Bo declares Pro-Junta.');
    expect(say({
      type: 'control', winner: 'junta', areas: [
        { area: 'palace', by: 'junta' }, { area: 'parliament', by: 'president' }, { area: 'bank', by: 'junta' }, { area: 'radio', by: null }, { area: 'railroad', by: 'junta' },
      ],
    })).toBe('The Junta holds the Presidential Palace, the Central Bank and the Railroad Station; the President holds Parliament; nobody holds the Radio Station. The Junta wins the coup.');
    expect(say({ type: 'control', winner: 'president', areas: [{ area: 'palace', by: 'president' }] })).toBe('The President holds the Presidential Palace. The coup fails.');
    expect(say({ type: 'elect', seat: 3, candidate: 1 })).toBe('Di votes for Bo to lead the Junta.');
    expect(say({ type: 'executed', by: 0, target: 1 })).toBe('Ana has Bo shot by the firing squad.');
    expect(say({ type: 'executed', by: 0, target: null })).toBe('Ana executes nobody.');
    expect(say({ type: 'coup-over', winner: 'junta' })).toBe('The coup is over; the First Rebel card is returned.');
  });
});
