// The President's Cousin at a coup's start and the end of a coup (rulings B34, B44, B54, B57, B76):
// the required designation when some Position is frozen and none is the Cousin's, "none" allowed; the
// coup over with the First Rebel card returned, its board kept until phase 9 step 5, and phase 9 played.
import { commanderOf, gunboatHolder } from '../../../src/games/board/rules/coup-units.js';
import { describeEvent } from '../../../src/games/board/rules/describe.js';
import type { BoardState } from '../../../src/games/board/rules/types.js';
import { act, events, game, legal, logged, refused, topFrame, whoMustAct } from './builder.js';

type Scenario = Parameters<typeof game>[0];

/** Phase 8's coup question with the situation Unstable; Bo (first asked) starts the coup. */
const started = (p: Scenario = {}) => act(game({ phase: 8, step: 2, situation: 'unstable', ...p }), 'Bo', { type: 'start' });
const unitAt = (s: BoardState, id: string) => s.coup!.units.find((u) => u.id === id)!;

describe('B34 the Cousin at a coup\'s start', () => {
  test('B34 with a frozen Position and no Cousin, the President must name one frozen Position or none before window 5', () => {
    const s = started({ frozen: ['admiral', 'general2'] });
    expect(topFrame(s)).toMatchObject({ kind: 'cousin' });
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(legal(s, 'Ana').actions).toEqual([
      { type: 'cousin', seat: 'Ana', position: null },
      { type: 'cousin', seat: 'Ana', position: 'general2' },
      { type: 'cousin', seat: 'Ana', position: 'admiral' },
    ]);
  });

  test('B34 the President\'s pick makes the Position his Cousin\'s: its units and its Gunboat are the President\'s', () => {
    let s = started({ frozen: ['admiral'] });
    expect(commanderOf(s, unitAt(s, 'marines'))).toBe('frozen');
    s = act(s, 'Ana', { type: 'cousin', position: 'admiral' });
    expect(s.cousin).toBe('admiral');
    expect(events()).toContainEqual({ type: 'cousin', seat: 0, position: 'admiral' });
    expect(commanderOf(s, unitAt(s, 'marines'))).toBe(0);
    expect(gunboatHolder(s)).toBe(0);
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 5 });
  });

  test('B34 "none" leaves every frozen Position frozen', () => {
    let s = started({ frozen: ['admiral'] });
    s = act(s, 'Ana', { type: 'cousin', position: null });
    expect(s.cousin).toBeNull();
    expect(commanderOf(s, unitAt(s, 'marines'))).toBe('frozen');
    expect(gunboatHolder(s)).toBeNull();
    expect(describeEvent(logged().find((e) => e.type === 'cousin')!, s.players.map((p) => p.name))).toBe('Ana names no Cousin.');
  });

  test('B34 a Position that is not frozen, or anything else, is refused; only the President answers', () => {
    const s = started({ frozen: ['admiral'] });
    expect(refused(s, 'Ana', { type: 'cousin', position: 'general1' }).code).toBe('B34');
    expect(refused(s, 'Ana', { type: 'cousin', position: 'nobody' }).code).toBe('B34');
    expect(refused(s, 'Ana', { type: 'ready' }).code).toBe('B34');
    expect(refused(s, 'Bo', { type: 'cousin', position: 'admiral' }).code).toBe('B70');
  });

  test('B34 the President is not asked when no Position is frozen, or one is already his Cousin\'s', () => {
    expect(topFrame(started())).toMatchObject({ kind: 'window', number: 5 });
    const s = started({ frozen: ['admiral', 'general2'], cousin: 'admiral' });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 5 });
    expect(s.cousin).toBe('admiral');
  });
});

/** A coup at its last step (coup.ts: after the execution), then phase 9 (B76). */
const atCoupEnd = (p: Scenario = {}) => game({
  ...p,
  coup: { firstRebel: 'Bo', segment: 7, stage: 'execution', winner: 'president', units: { 'army1#1': 'plaza' }, ...(p.coup ?? {}) },
  extra: { flow: [{ kind: 'round', phase: 8, step: 4 }, { kind: 'coup', part: 'aftermath', step: 6 }], ...(p.extra ?? {}) },
});

describe('B76 the end of a coup', () => {
  test('B76 after the execution the coup is over, the First Rebel card returned, and play continues with phase 9', () => {
    const s = atCoupEnd({ bank: 'lunch', locations: { Cy: 'bank' } });
    expect(s.coup).toMatchObject({ over: true, firstRebel: 1 });
    expect(logged()).toContainEqual({ type: 'coup-over', winner: 'president' });
    expect(describeEvent({ type: 'coup-over', winner: 'president' }, s.players.map((p) => p.name))).toBe('The coup is over; the First Rebel card is returned.');
    expect(s.flow.map((f) => f.kind)).toEqual(['round', 'banking']);
    expect(s.flow[0]).toMatchObject({ phase: 9 });
  });

  test('B76 B36 the coup board stays visible through phase 9 until step 5 clears it', () => {
    let s = atCoupEnd({ bank: 'lunch', locations: { Cy: 'bank' } });
    // B38: Closed-for-Lunch banking is played with the board still there.
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(s.coup?.units.find((u) => u.id === 'army1#1')?.at).toBe('plaza');
    s = act(s, 'Cy', { type: 'done' });
    expect(s.coup).toBeNull();
    expect(s.flow[0]).toMatchObject({ kind: 'round', phase: 1 });
  });

  test('B76 B57 a player who fled in the coup is an exile in phase 9', () => {
    const s = atCoupEnd({ exiled: ['Di'], coup: { firstRebel: 'Bo', fled: ['Di'] } });
    expect(topFrame(s)).toMatchObject({ kind: 'exiles' });
    expect(whoMustAct(s)).toEqual(['Di']);
    expect(s.coup?.over).toBe(true);
  });
});
