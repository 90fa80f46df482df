// Phase 2, the cabinet (rulings B17, B18, B19, B34, B61, B74): one decision of the President, the six
// Positions to active families other than his, 1–2 each and never two Generals; with exiles exactly
// min(6, 2k) filled, the rest vacant and frozen; the Cousin's Position one left vacant.
import { POSITIONS, type Position } from '../../../src/games/board/content/box.js';
import { cabinetProblem, sampleCabinet, type Cabinet } from '../../../src/games/board/rules/cabinet.js';
import type { BoardState } from '../../../src/games/board/rules/types.js';
import { act, events, FOUR, game, legal, refused, SEVEN, topFrame, whoMustAct } from './builder.js';
import { toCount, toRoundTwo } from './vote-support.js';

type Names = Partial<Record<Position, string | null>>;
const positions = (given: Names): Record<Position, string | null> =>
  Object.fromEntries(POSITIONS.map((p) => [p, given[p] ?? null])) as Record<Position, string | null>;
const cabinet = (given: Names, cousin: Position | null = null) => ({ type: 'cabinet', positions: positions(given), cousin });

/** Five seats, Ana President: Bo, Cy, Di, Ed each get one or two. */
const FIVE_OK: Names = { minister: 'Bo', general1: 'Cy', general2: 'Di', general3: 'Ed', admiral: 'Bo', 'air-force': 'Cy' };

describe('B17 the cabinet', () => {
  test('B17 phase 2 asks the President alone, for a cabinet (drawn by a sampler) or his resignation', () => {
    // B72: a gift is drawn too, since Ana has a card to give (B69: with nothing to give, none is offered).
    const s = game({ phase: 2, hands: { Ana: ['press'] } });
    expect(topFrame(s).kind).toBe('cabinet');
    expect(whoMustAct(s)).toEqual(['Ana']);
    const choices = legal(s, 'Ana');
    expect(choices.actions).toEqual([{ type: 'resign', seat: 'Ana' }]);
    // The cabinet's sampler and, as he has a bill to give, a gift's (B72).
    expect(choices.samplers).toHaveLength(2);
  });

  test('B70 B72 a President with nothing to give is offered no gift in his cabinet decision: every sampler offered draws an action', () => {
    const s = game({ phase: 2 });
    const choices = legal(s, 'Ana');
    expect(choices.samplers).toHaveLength(1);
    expect(choices.samplers[0](() => 0.5)).toMatchObject({ type: 'cabinet' });
  });

  test('B72 the cabinet decision is the President\'s turn: up to 3 gifts in it, a fourth refused; no card is played in it', () => {
    let s = game({ phase: 2, pockets: { Ana: [4, 0, 0] }, hands: { Ana: ['state-visit'] } });
    for (let i = 0; i < 3; i++) s = act(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] });
    expect(refused(s, 'Ana', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B69');
    expect(legal(s, 'Ana').samplers).toHaveLength(1);
    expect(refused(s, 'Ana', { type: 'play', card: 'state-visit#1' }).code).toBe('B16');
    expect(whoMustAct(s)).toEqual(['Ana']);
  });

  test('B17 a valid cabinet gives each Position, unfrozen, and phase 3 follows', () => {
    let s = game({ phase: 2, frozen: ['admiral'], aidSize: 7 });
    s = act(s, 'Ana', cabinet(FIVE_OK));
    expect(s.positions.minister).toEqual({ holder: 1, frozen: false });
    expect(s.positions.admiral).toEqual({ holder: 1, frozen: false });
    expect(events()).toContainEqual({ type: 'cabinet', positions: { minister: 1, general1: 2, general2: 3, general3: 4, admiral: 1, 'air-force': 2 }, cousin: null });
    expect(s.ended).toMatchObject({ reason: 'aid' });
  });

  test('B17 he may repeat last round\'s assignment', () => {
    const s = game({ phase: 2, positions: { minister: 'Bo', general1: 'Cy', general2: 'Di', general3: 'Ed', admiral: 'Bo', 'air-force': 'Cy' } });
    expect(() => act(s, 'Ana', cabinet(FIVE_OK))).not.toThrow();
  });

  test('B17 a cabinet giving the President a Position, a family three, two Generals to one, or none to a family is refused', () => {
    const s = game({ phase: 2 });
    expect(refused(s, 'Ana', cabinet({ ...FIVE_OK, minister: 'Ana' })).code).toBe('B17');
    expect(refused(s, 'Ana', cabinet({ ...FIVE_OK, general1: 'Bo' })).code).toBe('B17');
    expect(refused(s, 'Ana', cabinet({ ...FIVE_OK, general2: 'Cy', 'air-force': 'Di' })).code).toBe('B17');
    expect(refused(s, 'Ana', cabinet({ ...FIVE_OK, general3: 'Di', 'air-force': 'Ed', admiral: 'Cy', general1: 'Bo' })).code).toBe('B17');
  });

  test('B17 with every family active no Position is left vacant', () => {
    const s = game({ phase: 2 });
    expect(refused(s, 'Ana', cabinet({ ...FIVE_OK, 'air-force': null })).code).toBe('B17');
  });

  test('B17 a malformed cabinet or another action is refused', () => {
    const s = game({ phase: 2 });
    expect(refused(s, 'Ana', { type: 'cabinet', positions: { minister: 'Bo' }, cousin: null }).code).toBe('malformed');
    expect(refused(s, 'Ana', { type: 'cabinet', positions: positions({ ...FIVE_OK, minister: 'Zed' }), cousin: null }).code).toBe('B1');
    expect(refused(s, 'Ana', { type: 'done' }).code).toBe('B17');
  });
});

describe('B18 the cabinet with exiles', () => {
  test('B18 an exile gets no Position', () => {
    const s = game({ phase: 2, exiled: ['Ed'] });
    expect(refused(s, 'Ana', cabinet(FIVE_OK)).code).toBe('B18');
  });

  test('B18 with two active families exactly four Positions are filled, one General each, the vacant ones frozen', () => {
    let s = game({ phase: 2, exiled: ['Di', 'Ed'] });
    expect(refused(s, 'Ana', cabinet({ minister: 'Bo', general1: 'Cy', general2: 'Bo', admiral: 'Cy', 'air-force': 'Bo' })).code).toBe('B17');
    expect(refused(s, 'Ana', cabinet({ minister: 'Bo', general1: 'Cy', general2: 'Bo' })).code).toBe('B18');
    s = act(s, 'Ana', cabinet({ minister: 'Bo', general1: 'Cy', general2: 'Bo', admiral: 'Cy' }));
    expect(s.positions.general3).toEqual({ holder: 'vacant', frozen: true });
    expect(s.positions['air-force']).toEqual({ holder: 'vacant', frozen: true });
    expect(s.positions.general2).toEqual({ holder: 1, frozen: false });
  });

  test('B18 with one active family two Positions are filled, at most one of them a General', () => {
    const s = game({ phase: 2, seats: FOUR, exiled: ['Cy', 'Di'] });
    expect(refused(s, 'Ana', cabinet({ general1: 'Bo', general2: 'Bo' })).code).toBe('B17');
    expect(() => act(s, 'Ana', cabinet({ general1: 'Bo', admiral: 'Bo' }))).not.toThrow();
  });

  test('B74 with 5 seats and one exile three families hold two Positions each', () => {
    const s = game({ phase: 2, exiled: ['Ed'] });
    expect(refused(s, 'Ana', cabinet({ minister: 'Bo', general1: 'Cy', general2: 'Di', admiral: 'Bo', 'air-force': 'Cy' })).code).toBe('B18');
    expect(() => act(s, 'Ana', cabinet({ minister: 'Bo', general1: 'Cy', general2: 'Di', general3: 'Bo', admiral: 'Cy', 'air-force': 'Di' }))).not.toThrow();
  });
});

describe('B19 Positions between phases 2', () => {
  test('B19 phase 2 ends the freezing of a returned exile\'s Positions and of vacancies: the cabinet is given anew', () => {
    let s = game({ phase: 2, positions: { general3: 'Ed', 'air-force': 'vacant' }, frozen: ['general3'] });
    expect(s.positions.general3.frozen).toBe(true);
    s = act(s, 'Ana', cabinet(FIVE_OK));
    expect(POSITIONS.every((p) => !s.positions[p].frozen)).toBe(true);
  });
});

describe('B34 the Cousin in the cabinet', () => {
  test('B34 the President may designate one vacant Position as his Cousin\'s; a filled one is refused', () => {
    const s = game({ phase: 2, exiled: ['Di', 'Ed'] });
    const four: Names = { minister: 'Bo', general1: 'Cy', general2: 'Bo', admiral: 'Cy' };
    expect(refused(s, 'Ana', cabinet(four, 'minister')).code).toBe('B34');
    const next = act(s, 'Ana', cabinet(four, 'air-force'));
    expect(next.cousin).toBe('air-force');
    expect(next.positions['air-force']).toEqual({ holder: 'vacant', frozen: true });
  });

  test('B34 a new cabinet ends last round\'s designation', () => {
    const s = act(game({ phase: 2, cousin: 'admiral', positions: { admiral: 'vacant' } }), 'Ana', cabinet(FIVE_OK));
    expect(s.cousin).toBeNull();
  });
});

describe('B61 resigning instead of the cabinet', () => {
  test('B61 the President resigns instead of naming the cabinet: the election follows, and the new President names it', () => {
    let s = game({ phase: 2 });
    s = act(s, 'Ana', { type: 'resign' });
    expect(topFrame(s)).toMatchObject({ kind: 'vote', question: { kind: 'election', why: 'resignation' }, order: [0, 1, 2, 3, 4] });
    s = act(s, 'Ana', { type: 'cast', source: 'president', option: 'Di' });
    s = act(s, 'Ana', { type: 'cast', source: 'family', option: 'Di' });
    s = toCount(toRoundTwo(s));
    expect(s.president).toBe(3);
    expect(topFrame(s)).toMatchObject({ kind: 'cabinet', decided: false });
    expect(whoMustAct(s)).toEqual(['Di']);
    expect(refused(s, 'Di', cabinet({ minister: 'Ana', general1: 'Bo', general2: 'Cy', general3: 'Di', admiral: 'Ed', 'air-force': 'Ana' })).code).toBe('B17');
    s = act(s, 'Di', cabinet({ minister: 'Ana', general1: 'Bo', general2: 'Cy', general3: 'Ed', admiral: 'Ana', 'air-force': 'Bo' }));
    expect(s.positions.minister.holder).toBe(0);
  });

  test('B61 a President who already resigned this round may not resign again', () => {
    const s = game({ phase: 2, extra: {} });
    const resigned: BoardState = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, resigned: true } : p)) };
    expect(legal(resigned, 'Ana').actions).toEqual([]);
    expect(refused(resigned, 'Ana', { type: 'resign' }).code).toBe('B61');
  });
});

/** Every valid cabinet of a table where the President is seat 0 (at most 7⁶ assignments to the others or nobody). */
function allCabinets(s: BoardState): Cabinet[] {
  const choices: (number | null)[] = [null, ...s.players.map((_, i) => i).slice(1)];
  const found: Cabinet[] = [];
  const walk = (i: number, partial: (number | null)[]): void => {
    if (i === POSITIONS.length) {
      const c = Object.fromEntries(POSITIONS.map((p, j) => [p, partial[j]])) as Cabinet;
      if (cabinetProblem(s, c, null) === null) found.push(c);
      return;
    }
    for (const x of choices) walk(i + 1, [...partial, x]);
  };
  walk(0, []);
  return found;
}

const pattern = (c: Cabinet): number[] => {
  const held = new Map<number, number>();
  for (const p of POSITIONS) if (c[p] !== null) held.set(c[p]!, (held.get(c[p]!) ?? 0) + 1);
  return [...held.values()].sort();
};

describe('B74 fewer players', () => {
  test.each([
    [4, [2, 2, 2]],
    [5, [1, 1, 2, 2]],
    [6, [1, 1, 1, 1, 2]],
    [7, [1, 1, 1, 1, 1, 1]],
  ])('B74 with %i seats every valid cabinet fills all six Positions in the pattern %j', (n, want) => {
    const s = game({ phase: 2, seats: SEVEN.slice(0, n) });
    const all = allCabinets(s);
    expect(all.length).toBeGreaterThan(0);
    for (const c of all) expect(pattern(c)).toEqual(want);
    if (n === 4) for (const c of all) for (const seat of [1, 2, 3]) expect(['general1', 'general2', 'general3'].filter((g) => c[g as Position] === seat)).toHaveLength(1);
  });

  test.each([[4, 0], [4, 1], [4, 2], [5, 1], [5, 3], [7, 0], [7, 4], [7, 6]])('B17 B18 the sampler draws only valid cabinets (%i seats, %i exiles)', (n, exiles) => {
    const seats = SEVEN.slice(0, n);
    const s = game({ phase: 2, seats, exiled: seats.slice(1, 1 + exiles) });
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 50; i++) {
      const c = sampleCabinet(s, random);
      expect(c).not.toBeNull();
      expect(cabinetProblem(s, c!, null)).toBeNull();
    }
    const action = legal(s, 'Ana').samplers[0](random);
    expect(() => act(s, 'Ana', action!)).not.toThrow();
  });
});
