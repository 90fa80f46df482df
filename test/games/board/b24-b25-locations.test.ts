// Phase 5, Locations, and exile (rulings B24, B25): every active player chooses at once, in secret, a
// Location or Exile at an Embassy (never the President); exiles are public when all are in, their
// Positions frozen; the Locations stay hidden until the reveal; an exile is out of the round's play.
import { act, events, game, legal, logged, player, refused, topFrame, whoMustAct } from './builder.js';

const atLocations = (extra: Parameters<typeof game>[0] = {}) => game({ phase: 5, ...extra });

describe('B24 choosing a Location', () => {
  test('B24 every active player is asked at once; players abroad and the dead are not asked', () => {
    const s = atLocations({ exiled: ['Cy'], dead: ['Di'] });
    expect(topFrame(s)).toMatchObject({ kind: 'locations' });
    expect(whoMustAct(s)).toEqual(['Ana', 'Bo', 'Ed']);
  });

  test('B24 a choice is secret: the table learns only that he chose, and he is asked no more', () => {
    let s = atLocations();
    s = act(s, 'Bo', { type: 'location', location: 'home' });
    expect(events()).toEqual([{ type: 'located', seat: 1 }]);
    expect(whoMustAct(s)).toEqual(['Ana', 'Cy', 'Di', 'Ed']);
    expect(refused(s, 'Bo', { type: 'location', location: 'bank' }).code).toBe('B70');
    // B72: choosing a Location is not a turn, so no gift goes with it.
    expect(refused(s, 'Cy', { type: 'gift', to: 'Ana', cards: [], bills: [0, 0, 0] }).code).toBe('B72');
  });

  test('B24 each player may choose one of the five Locations or Exile at one of the three Embassies', () => {
    const s = atLocations();
    const choices = legal(s, 'Bo').actions;
    expect(choices.map((a) => ('location' in a ? a.location : null))).toEqual(
      ['bank', 'headquarters', 'home', 'mistress', 'nightclub', 'exile', 'exile', 'exile'],
    );
    expect(refused(s, 'Bo', { type: 'location', location: 'beach' }).code).toBe('malformed');
    expect(refused(s, 'Bo', { type: 'location', location: 'exile', embassy: 'embassy-south' }).code).toBe('B24');
  });

  test('B24 the President may not choose Exile', () => {
    const s = atLocations();
    expect(legal(s, 'Ana').actions.some((a) => 'location' in a && a.location === 'exile')).toBe(false);
    expect(refused(s, 'Ana', { type: 'location', location: 'exile', embassy: 'embassy-east' }).code).toBe('B24');
  });

  test('B24 when all are in, the exiles are public with their Embassy and the Locations stay hidden; phase 6 begins', () => {
    let s = atLocations();
    s = act(s, 'Ana', { type: 'location', location: 'bank' });
    s = act(s, 'Bo', { type: 'location', location: 'exile', embassy: 'embassy-north' });
    s = act(s, 'Cy', { type: 'location', location: 'home' });
    s = act(s, 'Di', { type: 'location', location: 'exile', embassy: 'embassy-west' });
    expect(player(s, 'Bo').status).toBe('active');
    s = act(s, 'Ed', { type: 'location', location: 'mistress' });
    expect(events().filter((e) => e.type === 'exiled')).toEqual([
      { type: 'exiled', seat: 1, embassy: 'embassy-north' },
      { type: 'exiled', seat: 3, embassy: 'embassy-west' },
    ]);
    expect(logged().some((e) => e.type === 'revealed')).toBe(false);
    expect(player(s, 'Bo').status).toBe('exiled');
    expect(player(s, 'Cy').location).toBe('home');
    expect(topFrame(s)).toMatchObject({ kind: 'announce' });
  });
});

describe('B25 exile', () => {
  test('B25 an exile\'s Positions are frozen until phase 2', () => {
    let s = atLocations({ positions: { general1: 'Bo', admiral: 'Bo', minister: 'Ed' } });
    for (const name of ['Ana', 'Cy', 'Di', 'Ed']) s = act(s, name, { type: 'location', location: 'home' });
    s = act(s, 'Bo', { type: 'location', location: 'exile', embassy: 'embassy-east' });
    expect(s.positions.general1).toEqual({ holder: 1, frozen: true });
    expect(s.positions.admiral).toEqual({ holder: 1, frozen: true });
    expect(s.positions.minister.frozen).toBe(false);
  });

  test('B25 an exile cannot be targeted', () => {
    const s = game({ phase: 6, exiled: ['Bo'], locations: { Ana: 'home', Cy: 'home', Di: 'home', Ed: 'home' } });
    expect(whoMustAct(s)).toEqual(['Ed']);
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' }).code).toBe('B25');
    expect(legal(s, 'Ed').actions.some((a) => a.type === 'attempt' && a.victim === 'Bo')).toBe(false);
  });

  test('B25 an exile is asked nothing in the round: no Location, no announcement, no gift', () => {
    const s = atLocations({ exiled: ['Cy'], pockets: { Cy: [1, 0, 0] } });
    expect(refused(s, 'Cy', { type: 'location', location: 'home' }).code).toBe('B25');
    const window = game({ phase: 8, exiled: ['Cy'], pockets: { Cy: [1, 0, 0] } });
    expect(refused(window, 'Cy', { type: 'gift', to: 'Ana', cards: [], bills: [1, 0, 0] }).code).toBe('B25');
  });
});
