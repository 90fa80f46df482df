// Cards in a movement turn (rulings B16, B50, B52, B71; board-cards.md's Bribes and Coup Events): unit
// bribes with their dice in unit-id order, 1 M a unit, Army Officers' +1 on Brigade dice, the Bankers'
// discount, Bribe the Special Forces and Bribe the Air Force; new units placed at home, held for the
// segment; Tax Inspector and the Secret Party Donation.
import { act, events, game, legal, player, refused } from './builder.js';
import type { Scenario } from './builder.js';
import { commanderOf } from '../../../src/games/board/rules/coup-units.js';

/** Five seats, Ana President; Bo 1st Brigade and Admiral, Cy 2nd Brigade and Air Force, Di 3rd Brigade, Ed Minister (B74); Bo's turn of coup phase 1. */
const coup = (c: Partial<NonNullable<Scenario['coup']>> = {}, extra: Scenario = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Bo', segment: 1, ...c } });
type State = ReturnType<typeof game>;
const unitAt = (s: State, id: string) => s.coup!.units.find((u) => u.id === id)!;
const bribed = () => events().filter((e) => e.type === 'bribed');

describe('B50 unit bribes', () => {
  test('B50 a unit bribe rolls one die per named unit in unit-id order; 4–6 makes the unit the briber\'s, where it stands, not moving in this segment', () => {
    let s = coup({}, { hands: { Bo: ['bribe-second-brigade'] }, pockets: { Bo: [3, 0, 0] }, dice: [5, 3, 4] });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'barracks-2', units: ['army2#4', 'army2#1', 'army2#2'], pay: [3, 0, 0] });
    expect(bribed()).toEqual([
      { type: 'bribed', seat: 1, unit: 'army2#1', value: 5, needs: 4, won: true },
      { type: 'bribed', seat: 1, unit: 'army2#2', value: 3, needs: 4, won: false },
      { type: 'bribed', seat: 1, unit: 'army2#4', value: 4, needs: 4, won: true },
    ]);
    expect(unitAt(s, 'army2#1')).toMatchObject({ at: 'barracks-2', owner: 1, held: true });
    expect(commanderOf(s, unitAt(s, 'army2#2'))).toBe(2);
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 0]);
    expect(refused(s, 'Bo', { type: 'move', unit: 'army2#1', to: 'precinct-2' }).code).toBe('B47');
  });

  test('B50 B5 the cost is public, the bills that paid it the payer\'s alone', () => {
    const s = coup({}, { hands: { Bo: ['bribe-police'] }, pockets: { Bo: [0, 1, 0] }, dice: [1, 1] });
    act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'precinct-1', units: ['police#1'], pay: [0, 1, 0] });
    expect(refused(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'precinct-1', units: ['police#1'], pay: [1, 1, 0] }).code).toBe('B3');
    const after = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'precinct-1', units: ['police#1'], pay: [0, 1, 0] });
    expect(events()).toContainEqual({ type: 'played', seat: 1, card: after.discard.at(-1), cost: 1 });
    expect(events()).toContainEqual({ type: 'paid', seat: 1, bills: [0, 1, 0], audience: [1] });
  });

  test('B50 Army Officers in front add 1 to each die of a Brigade Bribe, not of a Police bribe', () => {
    let s = coup({}, { hands: { Bo: ['bribe-third-brigade', 'bribe-police'] }, influence: { Bo: ['army-officers'] }, pockets: { Bo: [2, 0, 0] }, dice: [3, 3] });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'barracks-3', units: ['army3#1'], pay: [1, 0, 0] });
    expect(bribed()).toEqual([{ type: 'bribed', seat: 1, unit: 'army3#1', value: 3, needs: 3, won: true }]);
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'precinct-1', units: ['police#1'], pay: [1, 0, 0] });
    expect(bribed()).toEqual([{ type: 'bribed', seat: 1, unit: 'police#1', value: 3, needs: 4, won: false }]);
  });

  test('B50 Bankers make each Bribe card cost 1 M less in all', () => {
    let s = coup({}, { hands: { Bo: ['bribe-second-brigade'] }, influence: { Bo: ['bankers'] }, pockets: { Bo: [1, 0, 0] }, dice: [1, 1] });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'barracks-2', units: ['army2#1', 'army2#2'], pay: [1, 0, 0] });
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 0]);
  });

  test('B50 the Palace Guard is bribed on 5–6', () => {
    let s = coup({}, { hands: { Bo: ['bribe-palace-guard'] }, pockets: { Bo: [2, 0, 0] }, dice: [4, 5] });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'palace', units: ['guard#1', 'guard#2'], pay: [2, 0, 0] });
    expect(bribed().map((e) => [e.unit, e.value, e.needs, e.won])).toEqual([['guard#1', 4, 5, false], ['guard#2', 5, 5, true]]);
  });

  test('B44 B50 a bribed frozen unit is no longer frozen: the briber commands it', () => {
    let s = coup({}, { frozen: ['general3'], hands: { Bo: ['bribe-third-brigade'] }, pockets: { Bo: [1, 0, 0] }, dice: [6] });
    expect(commanderOf(s, unitAt(s, 'army3#2'))).toBe('frozen');
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], area: 'barracks-3', units: ['army3#2'], pay: [1, 0, 0] });
    expect(commanderOf(s, unitAt(s, 'army3#2'))).toBe(1);
  });

  test("B50 a bribe naming units of another kind, in another area, or one's own units is refused", () => {
    const s = coup({ units: { 'army2#6': 'precinct-2' } }, { hands: { Bo: ['bribe-second-brigade'] }, pockets: { Bo: [3, 0, 0] } });
    const card = player(s, 'Bo').hand[0];
    expect(refused(s, 'Bo', { type: 'play', card, area: 'barracks-2', units: ['army3#1'], pay: [1, 0, 0] }).code).toBe('B50');
    expect(refused(s, 'Bo', { type: 'play', card, area: 'barracks-2', units: ['army2#6'], pay: [1, 0, 0] }).code).toBe('B50');
    expect(refused(s, 'Bo', { type: 'play', card, area: 'barracks-2', units: [], pay: [1, 0, 0] }).code).toBe('B50');
    const own = coup({ owners: { 'army2#1': 'Bo' } }, { hands: { Bo: ['bribe-second-brigade'] }, pockets: { Bo: [1, 0, 0] } });
    expect(refused(own, 'Bo', { type: 'play', card, area: 'barracks-2', units: ['army2#1'], pay: [1, 0, 0] }).code).toBe('B50');
  });

  test('B50 a unit bribe is offered as a sampled play only when it can be paid; the sampled play is accepted', () => {
    let seed = 0.3;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const sampledPlays = (state: State) => legal(state, 'Bo').samplers.map((draw) => draw(random)).filter((a) => a?.type === 'play');
    expect(sampledPlays(coup({}, { hands: { Bo: ['bribe-second-brigade'] } }))).toEqual([]);
    const s = coup({}, { hands: { Bo: ['bribe-second-brigade'] }, pockets: { Bo: [2, 0, 0] } });
    for (let i = 0; i < 10; i++) {
      const [play] = sampledPlays(s);
      expect(play).toMatchObject({ type: 'play', area: 'barracks-2' });
      act(s, 'Bo', play!);
    }
  });
});

describe('B50 Bribe the Special Forces and Bribe the Air Force', () => {
  test('B50 Bribe the Special Forces names the Marines or the Paratroops on the map and not yours', () => {
    const waiting = coup({}, { hands: { Bo: ['bribe-special-forces'] }, pockets: { Bo: [0, 1, 0] } });
    expect(refused(waiting, 'Bo', { type: 'play', card: player(waiting, 'Bo').hand[0], units: ['paratroops'], pay: [0, 1, 0] }).code).toBe('B50');
    expect(refused(waiting, 'Bo', { type: 'play', card: player(waiting, 'Bo').hand[0], units: ['marines'], pay: [0, 1, 0] }).code).toBe('B50');
    let s = coup({ units: { paratroops: 'radio' } }, { hands: { Bo: ['bribe-special-forces'] }, pockets: { Bo: [0, 1, 0] }, dice: [4] });
    expect(legal(s, 'Bo').actions.filter((a) => a.type === 'play')).toEqual([{ type: 'play', seat: 'Bo', card: player(s, 'Bo').hand[0], units: ['paratroops'], pay: [0, 1, 0] }]);
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], units: ['paratroops'], pay: [0, 1, 0] });
    expect(unitAt(s, 'paratroops')).toMatchObject({ at: 'radio', owner: 1, held: true });
  });

  test('B50 B54 Bribe the Air Force on 4–6 makes every unused Airstrike the briber\'s', () => {
    let s = coup({ airstrikesUsed: 1 }, { hands: { Bo: ['bribe-air-force'] }, pockets: { Bo: [0, 1, 0] }, dice: [6] });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], pay: [0, 1, 0] });
    expect(events()).toContainEqual({ type: 'bribed', seat: 1, unit: 'airstrikes', value: 6, needs: 4, won: true });
    expect(s.coup!.airstrikesOwner).toBe(1);
  });

  test("B50 B16 Bribe the Air Force's requirement fails when the player holds the Airstrikes himself: paid, discarded, no die", () => {
    let s = coup({ firstRebel: 'Cy' }, { hands: { Cy: ['bribe-air-force'] }, pockets: { Cy: [0, 1, 0] }, dice: [6] });
    const card = player(s, 'Cy').hand[0];
    s = act(s, 'Cy', { type: 'play', card, pay: [0, 1, 0] });
    expect(events()).toContainEqual({ type: 'played', seat: 2, card, cost: 2, failed: true });
    expect(bribed()).toEqual([]);
    expect([s.coup!.airstrikesOwner, s.dice]).toEqual([null, [6]]);
  });

  test("B50 a frozen Air Force Commander's unused Airstrikes count as held by another player", () => {
    let s = coup({}, { frozen: ['air-force'], hands: { Bo: ['bribe-air-force'] }, pockets: { Bo: [0, 1, 0] }, dice: [4] });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0], pay: [0, 1, 0] });
    expect(s.coup!.airstrikesOwner).toBe(1);
  });
});

describe('B52 new units and other cards in a movement turn', () => {
  test('B52 a Coup Event played in a movement turn places its units at home at once, commanded by its player, not moving in this segment', () => {
    let s = coup({}, { hands: { Bo: ['demonstrators'] } });
    s = act(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] });
    expect(events()).toContainEqual({ type: 'placed', seat: 1, card: 'demonstrators', area: 'plaza', units: ['demonstrators#1', 'demonstrators#2', 'demonstrators#3', 'demonstrators#4'] });
    expect(unitAt(s, 'demonstrators#4')).toMatchObject({ at: 'plaza', owner: 1, held: true, startedAt: null });
    expect(refused(s, 'Bo', { type: 'move', unit: 'demonstrators#1', to: 'market' }).code).toBe('B47');
  });

  test('B16 Coup Rumours may not be played in a movement turn', () => {
    const s = coup({}, { hands: { Bo: ['coup-rumours'] } });
    expect(refused(s, 'Bo', { type: 'play', card: player(s, 'Bo').hand[0] }).code).toBe('B16');
    expect(legal(s, 'Bo').actions.some((a) => a.type === 'play')).toBe(false);
  });

  test('B16 Tax Inspector and the Secret Party Donation are played in a movement turn; an Influence card is not', () => {
    let s = coup({}, { hands: { Bo: ['tax-inspector', 'secret-party-donation', 'church'] }, pockets: { Cy: [1, 1, 0] }, aid: [3] });
    const [tax, donation, church] = player(s, 'Bo').hand;
    expect(refused(s, 'Bo', { type: 'play', card: church }).code).toBe('B16');
    s = act(s, 'Bo', { type: 'play', card: tax, target: 'Cy' });
    expect(events()).toContainEqual({ type: 'seen', seat: 1, target: 2, total: 3, audience: [1] });
    s = act(s, 'Bo', { type: 'play', card: donation });
    expect(player(s, 'Bo').pocket).toEqual([0, 0, 1]);
  });
});
