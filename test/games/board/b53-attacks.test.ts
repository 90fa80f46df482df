// Declaring attacks (rulings B44, B45, B53, B57): who is asked, one attack at a time then done, the
// engagements in the order declared, a pair engaged once, Rebels made by attacks, and the refusals.
import { act, events, game, legal, refused, topFrame, whoMustAct, type CoupScenario, type Scenario } from './builder.js';

/** A battle segment's attacks (B53): five seats, Ana President; Bo General 1 and Admiral, Cy General 2 and Air Force, Di General 3, Ed Minister. */
const battle = (coup: Partial<CoupScenario>, extra: Scenario = {}) =>
  game({ phase: 8, frozen: ['admiral', 'air-force'], ...extra, coup: { firstRebel: 'Bo', segment: 6, stage: 'battle', ...coup } });

describe('B53 who declares attacks', () => {
  test('B53 each player commanding units in a contested area is asked once, clockwise from the First Rebel', () => {
    let s = battle({ firstRebel: 'Cy', units: { 'army1#1': 'plaza', 'army2#1': 'plaza', 'army3#1': 'market', 'police#1': 'market' } });
    expect(topFrame(s)).toMatchObject({ kind: 'attacks', order: [2, 3, 4, 1] });
    expect(whoMustAct(s)).toEqual(['Cy']);
    s = act(s, 'Cy', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Di']);
  });

  test('B53 units sharing an Embassy are not contested: nobody is asked there', () => {
    const s = battle({ units: { 'army1#1': 'embassy-west', 'army2#1': 'embassy-west' } });
    expect(topFrame(s).kind).not.toBe('attacks');
  });

  test('B53 a player lists his possible attacks: each other party in each of his contested areas, and done', () => {
    const s = battle({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza', 'army3#1': 'plaza', 'army1#2': 'market', 'police#1': 'market' } });
    const actions = legal(s, 'Bo').actions;
    expect(actions).toEqual([
      { type: 'attack', seat: 'Bo', area: 'plaza', target: 'Cy' },
      { type: 'attack', seat: 'Bo', area: 'plaza', target: 'Di' },
      { type: 'attack', seat: 'Bo', area: 'market', target: 'Ed' },
      { type: 'done', seat: 'Bo' },
    ]);
  });

  test('B53 a player asked who attacks nobody is told as such', () => {
    let s = battle({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza' } });
    s = act(s, 'Bo', { type: 'done' });
    expect(events()[0]).toEqual({ type: 'no-attack', seat: 1 });
    expect(whoMustAct(s)).toEqual(['Cy']);
  });
});

describe('B53 engagements', () => {
  test('B53 an attack engages the pair in that area; the engagements of an area are ordered as declared', () => {
    let s = battle({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza', 'army3#1': 'plaza' } });
    s = act(s, 'Bo', { type: 'attack', area: 'plaza', target: 'Di' });
    expect(events()[0]).toEqual({ type: 'attack', seat: 1, area: 'plaza', target: 3, engaged: true });
    s = act(s, 'Bo', { type: 'attack', area: 'plaza', target: 'Cy' });
    expect(s.coup!.engagements).toEqual([{ area: 'plaza', by: 1, against: 3 }, { area: 'plaza', by: 1, against: 2 }]);
  });

  test('B53 naming an opponent already engaged with him engages nothing', () => {
    let s = battle({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza', 'army3#1': 'plaza' } });
    s = act(s, 'Bo', { type: 'attack', area: 'plaza', target: 'Cy' });
    s = act(s, 'Bo', { type: 'done' });
    expect(legal(s, 'Cy').actions).not.toContainEqual({ type: 'attack', seat: 'Cy', area: 'plaza', target: 'Bo' });
    s = act(s, 'Cy', { type: 'attack', area: 'plaza', target: 'Bo' });
    expect(events()[0]).toEqual({ type: 'attack', seat: 2, area: 'plaza', target: 1, engaged: false });
    expect(s.coup!.engagements).toEqual([{ area: 'plaza', by: 1, against: 2 }]);
  });

  test('B53 one attacked by a later declarer is not asked again', () => {
    // Three exchanges of two dice each, all missing: nobody retreats, and the aftermath's window 6 follows.
    let s = battle({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza' } }, { dice: [1, 1, 1, 1, 1, 1] });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'attack', area: 'plaza', target: 'Bo' });
    s = act(s, 'Cy', { type: 'done' });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 6 });
    expect(events().filter((e) => e.type === 'exchange')).toHaveLength(3);
  });

  test('B53 frozen units may be attacked; the neutral side never declares', () => {
    let s = battle({ units: { 'army1#1': 'plaza', 'army3#1': 'plaza' } }, { frozen: ['admiral', 'air-force', 'general3'] });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(topFrame(s)).toMatchObject({ kind: 'attacks', order: [1] });
    s = act(s, 'Bo', { type: 'attack', area: 'plaza', target: 'frozen' });
    expect(s.coup!.engagements).toEqual([{ area: 'plaza', by: 1, against: 'frozen' }]);
  });
});

describe('B45 attacks and Rebels', () => {
  test('B45 in the rebellion phase any attack makes a loyalist a Rebel', () => {
    let s = battle({ segment: 0, units: { 'army2#1': 'plaza', 'army3#1': 'plaza' } });
    s = act(s, 'Cy', { type: 'attack', area: 'plaza', target: 'Di' });
    expect(s.coup!.rebels).toEqual([1, 2]);
    expect(events()).toContainEqual({ type: 'rebel', seat: 2 });
  });

  test('B45 the President declares no attack in the rebellion phase', () => {
    const s = battle({ segment: 0, units: { 'army1#1': 'plaza', 'guard#1': 'plaza' } });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(refused(s, 'Ana', { type: 'attack', area: 'plaza', target: 'Bo' }).code).toBe('B70');
  });

  test('B45 after the rebellion phase the President declares attacks, and a loyalist who attacks him becomes a Rebel', () => {
    let s = battle({ units: { 'army2#1': 'plaza', 'guard#1': 'plaza', 'army3#1': 'market', 'police#1': 'market' } });
    expect(topFrame(s)).toMatchObject({ kind: 'attacks', order: [2, 3, 4, 0] });
    s = act(s, 'Cy', { type: 'attack', area: 'plaza', target: 'Ana' });
    expect(s.coup!.rebels).toEqual([1, 2]);
    s = act(s, 'Cy', { type: 'done' });
    s = act(s, 'Di', { type: 'attack', area: 'market', target: 'Ed' });
    expect(s.coup!.rebels).toEqual([1, 2]);
  });
});

describe('B53 bad attacks', () => {
  const s = battle({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza', 'army1#2': 'embassy-west', 'army2#2': 'embassy-west', 'army3#1': 'market' } },
    { frozen: ['admiral', 'air-force', 'general3'] });

  test('B57 an attack in an Embassy is refused', () => {
    expect(refused(s, 'Bo', { type: 'attack', area: 'embassy-west', target: 'Cy' }).code).toBe('B57');
  });

  test('B53 an attack on a player with no units there, or in an area without one\'s units, or on oneself, is refused', () => {
    expect(refused(s, 'Bo', { type: 'attack', area: 'plaza', target: 'Ed' }).code).toBe('B53');
    expect(refused(s, 'Bo', { type: 'attack', area: 'palace', target: 'Ana' }).code).toBe('B53');
    expect(refused(s, 'Bo', { type: 'attack', area: 'plaza', target: 'Bo' }).code).toBe('B53');
    expect(refused(s, 'Bo', { type: 'attack', area: 'nowhere', target: 'Cy' }).code).toBe('B46');
  });

  test('B44 frozen units never declare: a player whose units there are frozen cannot attack with them', () => {
    const t = battle({ units: { 'army1#1': 'plaza', 'army2#1': 'plaza', 'army3#1': 'market', 'police#1': 'market' } },
      { frozen: ['admiral', 'air-force', 'general3'], positions: { general3: 'Bo' } });
    expect(refused(t, 'Bo', { type: 'attack', area: 'market', target: 'Ed' }).code).toBe('B44');
  });

  test('B53 the same opponent named twice in one declaration is refused', () => {
    const t = act(s, 'Bo', { type: 'attack', area: 'plaza', target: 'Cy' });
    expect(refused(t, 'Bo', { type: 'attack', area: 'plaza', target: 'Cy' }).code).toBe('B53');
  });

  test('B42 no card is played in a battle segment', () => {
    expect(refused(s, 'Bo', { type: 'play', card: 'unrest#1' }).code).toBe('B42');
  });
});
