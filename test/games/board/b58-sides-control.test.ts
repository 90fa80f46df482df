// Sides and control after the last battle (rulings B58, B44, B57): each active player but the
// President declares a side in public, clockwise from the First Rebel; control of the Power Centers
// ignores frozen units; the Junta wins with three.
import type { BoardState } from '../../../src/games/board/rules/types.js';
import { act, events, game, legal, logged, refused, topFrame, whoMustAct } from './builder.js';

type Coup = NonNullable<NonNullable<Parameters<typeof game>[0]>['coup']>;

/**
 * After the last battle (five seats, Ana President; the default cabinet: Bo the 1st Brigade's General
 * and the Admiral, Cy the 2nd's and the Air Force, Di the 3rd's, Ed the Minister).
 */
const atSides = (coup: Partial<Coup> = {}, extra: Parameters<typeof game>[0] = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Cy', segment: 7, stage: 'sides', ...coup } });

/** Control counted with the sides given (no declarations asked). */
const atControl = (coup: Partial<Coup>, extra: Parameters<typeof game>[0] = {}) =>
  game({ phase: 8, ...extra, coup: { firstRebel: 'Cy', segment: 7, stage: 'control', ...coup } });

const declareAll = (s: BoardState, side: 'president' | 'junta'): BoardState => {
  let next = s;
  while (topFrame(next).kind === 'sides') next = act(next, whoMustAct(next)[0], { type: 'side', side });
  return next;
};

describe('B58 sides', () => {
  test('B58 each active player but the President declares a side, clockwise from the First Rebel, in public', () => {
    let s = atSides();
    const order: string[] = [];
    while (topFrame(s).kind === 'sides') {
      const [who] = whoMustAct(s);
      order.push(who);
      expect(legal(s, who).actions).toEqual([{ type: 'side', seat: who, side: 'president' }, { type: 'side', seat: who, side: 'junta' }]);
      s = act(s, who, { type: 'side', side: who === 'Cy' ? 'junta' : 'president' });
      expect(events()[0]).toEqual({ type: 'side', seat: ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].indexOf(who), side: who === 'Cy' ? 'junta' : 'president' });
    }
    expect(order).toEqual(['Cy', 'Di', 'Ed', 'Bo']);
    expect(s.coup?.sides).toEqual([{ seat: 2, side: 'junta' }, { seat: 3, side: 'president' }, { seat: 4, side: 'president' }, { seat: 1, side: 'president' }]);
  });

  test('B58 B57 with the First Rebel fled, the declarations start at the first active player after his seat; exiles declare nothing', () => {
    let s = atSides({ fled: ['Cy'] }, { exiled: ['Cy', 'Ed'] });
    const order: string[] = [];
    while (topFrame(s).kind === 'sides') {
      order.push(whoMustAct(s)[0]);
      s = act(s, whoMustAct(s)[0], { type: 'side', side: 'president' });
    }
    expect(order).toEqual(['Di', 'Bo']);
  });

  test('B58 a side declared by the President is refused: he is Pro-President and asked nothing', () => {
    const s = atSides();
    expect(refused(s, 'Ana', { type: 'side', side: 'junta' }).code).toBe('B70');
    expect(refused(s, 'Ana', { type: 'side', side: 'president' }).code).toBe('B70');
  });

  test('B58 a side is Pro-President or Pro-Junta, and nothing else is answered', () => {
    const s = atSides();
    expect(refused(s, 'Cy', { type: 'side', side: 'rebels' }).code).toBe('malformed');
    expect(refused(s, 'Cy', { type: 'done' }).code).toBe('B58');
    expect(refused(s, 'Cy', { type: 'gift', to: 'Bo', cards: [], bills: [1, 0, 0] }).code).toBe('B72');
  });

  test('B58 once every side is declared, control is counted', () => {
    const s = declareAll(atSides(), 'president');
    expect(s.coup?.winner).toBe('president');
    expect(s.coup?.control).toHaveLength(5);
  });
});

describe('B58 control', () => {
  test('B58 the Junta wins with three Power Centers whose unfrozen units are all Pro-Junta', () => {
    const s = atControl({
      units: { 'army1#1': 'parliament', 'army1#2': 'radio', 'army3#1': 'railroad', 'army3#2': 'bank' },
      sides: { Cy: 'junta', Bo: 'junta', Di: 'president', Ed: 'president' },
    });
    // The Bank holds Di's Pro-President unit: the President's; the Palace his own Guard's.
    expect(s.coup?.control).toEqual([
      { area: 'palace', by: 'president' },
      { area: 'parliament', by: 'junta' },
      { area: 'bank', by: 'president' },
      { area: 'radio', by: 'junta' },
      { area: 'railroad', by: 'president' },
    ]);
    expect(s.coup?.winner).toBe('president');
    const t = atControl({
      units: { 'army1#1': 'parliament', 'army1#2': 'radio', 'army3#1': 'railroad' },
      sides: { Cy: 'junta', Bo: 'junta', Di: 'junta', Ed: 'president' },
    });
    expect(t.coup?.winner).toBe('junta');
    expect(t.coup?.control?.filter((c) => c.by === 'junta').map((c) => c.area)).toEqual(['parliament', 'radio', 'railroad']);
  });

  test('B58 a Power Center holding units of both sides, or nobody\'s units, is the President\'s', () => {
    const s = atControl({
      units: { 'army1#1': 'parliament', 'army3#1': 'parliament', 'guard#1': 'radio', 'guard#2': 'radio' },
      sides: { Cy: 'junta', Bo: 'junta', Di: 'president', Ed: 'president' },
    });
    expect(s.coup?.control).toContainEqual({ area: 'parliament', by: 'president' });
    expect(s.coup?.control).toContainEqual({ area: 'railroad', by: 'president' });
  });

  test('B58 B44 frozen units are ignored: a Power Center with only frozen units is nobody\'s, and frozen units beside Pro-Junta ones do not keep it from the Junta', () => {
    const s = atControl(
      {
        units: { 'army2#1': 'bank', 'army2#2': 'radio', 'army1#1': 'radio', 'army1#2': 'parliament', 'army1#3': 'railroad' },
        sides: { Cy: 'junta', Bo: 'junta', Di: 'president', Ed: 'president' },
      },
      { frozen: ['general2'] },
    );
    expect(s.coup?.control).toEqual([
      { area: 'palace', by: 'president' },
      { area: 'parliament', by: 'junta' },
      { area: 'bank', by: null },
      { area: 'radio', by: 'junta' },
      { area: 'railroad', by: 'junta' },
    ]);
    expect(s.coup?.winner).toBe('junta');
  });

  test('B58 two Power Centers and a frozen one are not enough: the President holds', () => {
    const s = atControl(
      { units: { 'army2#1': 'bank', 'army1#2': 'parliament', 'army1#3': 'railroad' }, sides: { Cy: 'junta', Bo: 'junta', Di: 'president', Ed: 'president' } },
      { frozen: ['general2'] },
    );
    expect(s.coup?.winner).toBe('president');
    expect(s.coup?.control).toContainEqual({ area: 'bank', by: null });
  });

  test('B58 the control of each Power Center, in map order, and the winner are public', () => {
    atControl({ units: { 'army2#1': 'bank' }, sides: { Cy: 'president', Bo: 'president', Di: 'president', Ed: 'president' } }, { frozen: ['general2'] });
    const areas = ['palace', 'parliament', 'bank', 'radio', 'railroad'].map((area) => ({ area, by: area === 'bank' ? null : 'president' }));
    expect(logged()).toContainEqual({ type: 'control', areas, winner: 'president' });
  });
});
