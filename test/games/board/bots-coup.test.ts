// The heuristic bot in the Coup Game (rulings B34, B41, B45, B47, B53, B54, B56, B58, B59), from the
// seat's view alone: it starts a coup only when its side can take three Power Centers, the President
// sorties with the Palace Guard when a General rebels, it attacks where it outnumbers and not where it
// is outnumbered, it shells the strongest enemy stack, retreats toward its Power Centers, declares the
// side that wins, votes for itself in the Junta and executes the most dangerous rival.
import seedrandom from 'seedrandom';
import { heuristicAnswer } from '../../../src/games/board/bots/heuristic.js';
import { Memory } from '../../../src/games/board/bots/heuristic-memory.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import type { Action, BoardState } from '../../../src/games/board/rules/types.js';
import { viewFor } from '../../../src/games/board/rules/view.js';
import { pushFrame } from '../../../src/games/board/rules/stack.js';
import { POWER_CENTERS } from '../../../src/games/board/content/map.js';
import { act, allReady, game, seat, topFrame, whoMustAct, type CoupScenario, type Scenario } from './builder.js';

/** The heuristic's answer for a player, from his view alone. */
const answer = (s: BoardState, name: string): Action | null =>
  heuristicAnswer(viewFor(s, seat(s, name)), choicesOf(s, seat(s, name)), seedrandom('bots-coup'));

/** Everyone before `name` in the movement order is done. */
function turnOf(s: BoardState, name: string): BoardState {
  let next = s;
  while (topFrame(next).kind === 'movement' && whoMustAct(next)[0] !== name) next = act(next, whoMustAct(next)[0], { type: 'done' });
  return next;
}

/** Phase 8 after trade window 4 (five seats, Ana President): the coup question, Bo asked first. */
const atQuestion = (p: Scenario = {}) => game({ phase: 8, step: 2, situation: 'unstable', ...p });

/** A coup in progress, five seats, Ana President, the Admiral's and Air Force's Positions frozen (no Gunboat, no Airstrikes). */
const coup = (c: Partial<CoupScenario>, extra: Scenario = {}) =>
  game({ phase: 8, frozen: ['admiral', 'air-force'], ...extra, coup: { firstRebel: 'Cy', ...c } });

/** Cy's 2nd Brigade holding the Central Bank, Parliament and the Radio Station (two each). */
const JUNTA_HOLDS: Record<string, string> = {
  'army2#1': 'bank', 'army2#2': 'bank', 'army2#3': 'parliament', 'army2#4': 'parliament', 'army2#5': 'radio', 'army2#6': 'radio',
};

describe('B41 the heuristic starts a coup only when its side can take three Power Centers', () => {
  test('B41 a player commanding two Brigades and the Police starts a coup in an Unstable situation', () => {
    const s = atQuestion({ positions: { general1: 'Bo', general2: 'Bo', minister: 'Bo', general3: 'Cy', admiral: 'Di', 'air-force': 'Ed' } });
    expect(whoMustAct(s)).toEqual(['Bo']);
    expect(answer(s, 'Bo')).toEqual({ type: 'start', seat: 'Bo' });
  });

  test('B21 B41 the same player keeps the peace in a round when the President paid him a stack of the Budget', () => {
    const s = atQuestion({ positions: { general1: 'Bo', general2: 'Bo', minister: 'Bo', general3: 'Cy', admiral: 'Di', 'air-force': 'Ed' } });
    const view = viewFor(s, 1);
    const memory = new Memory().observe(view);
    // What his memory kept of this round's Budget: a stack of 3 M announced to him (B21).
    memory.rounds.get(s.round)!.stacks.set(1, 3);
    expect(heuristicAnswer(view, choicesOf(s, 1), seedrandom('bots-coup'), memory)).toEqual({ type: 'pass', seat: 'Bo' });
  });

  test('B41 a player commanding only the Marines does not start one, though the situation allows it', () => {
    const s = atQuestion({ positions: { admiral: 'Bo', general1: 'Cy', general2: 'Di', general3: 'Ed', minister: 'Cy', 'air-force': 'Di' } });
    expect(choicesOf(s, 1).actions).toContainEqual({ type: 'start', seat: 'Bo' });
    expect(answer(s, 'Bo')).toEqual({ type: 'pass', seat: 'Bo' });
  });

  test('B41 a strong player without a ground plays Unrest to make one', () => {
    const s = atQuestion({ situation: 'stable', hands: { Bo: ['unrest'] }, positions: { general1: 'Bo', general2: 'Bo', minister: 'Bo', general3: 'Cy', admiral: 'Di', 'air-force': 'Ed' } });
    expect(answer(s, 'Bo')).toMatchObject({ type: 'play', seat: 'Bo', card: expect.stringMatching(/^unrest#/) });
  });
});

describe('B34 B45 B47 the President and the Palace Guard', () => {
  test('B34 at a coup\'s start the President names the frozen Position with most strength as his Cousin\'s', () => {
    const s = game({ phase: 8, frozen: ['admiral', 'general3'], coup: { firstRebel: 'Cy', stage: 'start' } });
    expect(topFrame(s).kind).toBe('cousin');
    expect(answer(s, 'Ana')).toEqual({ type: 'cousin', seat: 'Ana', position: 'general3' });
  });

  test('B47 the President sorties with the Palace Guard when a General rebels (a Guard kept home loses to any lone General)', () => {
    let s = coup({ segment: 1, units: { 'army2#1': 'radio', 'army2#2': 'radio', 'army2#3': 'radio', 'army2#4': 'precinct-2', 'army2#5': 'precinct-2', 'army2#6': 'precinct-2' } });
    s = turnOf(s, 'Ana');
    const step = answer(s, 'Ana');
    expect(step).toMatchObject({ type: 'move', seat: 'Ana', unit: expect.stringMatching(/^guard#/) });
    expect((step as { to: string }).to).not.toBe('palace');
  });

  test('B45 a loyalist staying with the President makes no move in the rebellion phase (any would make him a Rebel)', () => {
    let s = coup({ segment: 0 });
    s = act(s, 'Cy', { type: 'move', unit: 'army2#1', to: 'precinct-2' });
    s = act(s, 'Cy', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Di']);
    expect(answer(s, 'Di')).toEqual({ type: 'done', seat: 'Di' });
  });

  test('B45 a loyalist joins the rebellion when the Rebels alone already outweigh the President and the loyalists likely to fight for him', () => {
    let s = coup({ segment: 0, rebels: ['Bo'] }, { frozen: [] });
    s = act(s, 'Cy', { type: 'move', unit: 'army2#1', to: 'precinct-2' });
    s = act(s, 'Cy', { type: 'done' });
    expect(whoMustAct(s)).toEqual(['Di']);
    expect(answer(s, 'Di')).toMatchObject({ type: 'move', seat: 'Di', unit: expect.stringMatching(/^army3#/) });
  });
});

describe('B50 B52 B57 B49 cards, flight and transfers in a movement turn', () => {
  test('B52 a Rebel plays a Coup Event whose units take the field for him', () => {
    const s = coup({ segment: 1 }, { hands: { Cy: ['rioters'] } });
    expect(answer(s, 'Cy')).toMatchObject({ type: 'play', seat: 'Cy', card: expect.stringMatching(/^rioters/) });
  });

  test('B50 a Rebel bribes the loyal Brigade holding a Power Center, as many units as half his pocket pays for', () => {
    const s = coup({ segment: 1, units: { 'army3#1': 'railroad', 'army3#2': 'railroad', 'army3#3': 'railroad' } }, { hands: { Cy: ['bribe-third-brigade'] }, pockets: { Cy: [4, 0, 0] } });
    expect(answer(s, 'Cy')).toMatchObject({ type: 'play', seat: 'Cy', area: 'railroad', units: ['army3#1', 'army3#2'], pay: [2, 0, 0] });
  });

  test('B57 a Rebel whose side is lost late in the coup flees from the Embassy where his unit stands', () => {
    const s = coup({ segment: 5, units: { 'army2#1': 'embassy-north', 'army2#2': 'destroyed', 'army2#3': 'destroyed', 'army2#4': 'destroyed', 'army2#5': 'destroyed', 'army2#6': 'destroyed' } });
    expect(answer(s, 'Cy')).toEqual({ type: 'flee', seat: 'Cy', embassy: 'embassy-north' });
  });

  test('B49 B57 before fleeing he hands his other units to a Rebel who stays (they would be frozen)', () => {
    const s = coup({
      segment: 5, rebels: ['Ed'],
      units: { 'army2#1': 'embassy-north', 'army2#2': 'radio', 'army2#3': 'destroyed', 'army2#4': 'destroyed', 'army2#5': 'destroyed', 'army2#6': 'destroyed', 'police#1': 'destroyed', 'police#2': 'destroyed', 'police#3': 'destroyed' },
    });
    expect(answer(s, 'Cy')).toEqual({ type: 'transfer', seat: 'Cy', to: 'Ed', units: ['army2#2'] });
  });

  test('B57 a Rebel whose side holds three Power Centers does not flee', () => {
    const s = coup({ segment: 5, units: { ...JUNTA_HOLDS, 'army2#1': 'embassy-north' } });
    expect(answer(s, 'Cy')).not.toMatchObject({ type: 'flee' });
  });
});

describe('B53 B54 B56 the heuristic in battle', () => {
  const battle = (c: Partial<CoupScenario>, extra: Scenario = {}) => coup({ segment: 2, stage: 'battle', ...c }, extra);

  test('B53 a Rebel attacks the President where he outnumbers him', () => {
    const s = battle({ units: { 'army2#1': 'plaza', 'army2#2': 'plaza', 'army2#3': 'plaza', 'army2#4': 'plaza', 'guard#1': 'plaza' } });
    expect(answer(s, 'Cy')).toEqual({ type: 'attack', seat: 'Cy', area: 'plaza', target: 'Ana' });
  });

  test('B53 a Rebel does not attack where he is outnumbered', () => {
    const s = battle({ units: { 'army2#1': 'plaza', 'guard#1': 'plaza', 'guard#2': 'plaza', 'guard#3': 'plaza' } });
    expect(whoMustAct(s)).toEqual(['Cy']);
    expect(answer(s, 'Cy')).toEqual({ type: 'done', seat: 'Cy' });
  });

  test('B53 a loyalist does not attack the President (it would make him a Rebel)', () => {
    const s = battle({ units: { 'army3#1': 'plaza', 'army3#2': 'plaza', 'army3#3': 'plaza', 'guard#1': 'plaza' } });
    expect(whoMustAct(s)).toEqual(['Di']);
    expect(answer(s, 'Di')).toEqual({ type: 'done', seat: 'Di' });
  });

  test('B56 a beaten stack retreats into an empty Power Center next door', () => {
    const s = coup({ stage: 'exchange', segment: 2, units: { 'army2#1': 'plaza', 'army2#2': 'plaza', 'guard#1': 'plaza' } }, {
      open: (ctx) => pushFrame(ctx, { kind: 'retreats', queue: [{ area: 'plaza', party: 2 }] }),
    });
    expect(topFrame(s).kind).toBe('retreats');
    const step = answer(s, 'Cy');
    expect(step).toMatchObject({ type: 'retreat', seat: 'Cy', area: 'plaza' });
    expect(POWER_CENTERS).toContain((step as { to: string }).to);
  });

  test('B54 the Admiral shells the strongest enemy stack on the coast', () => {
    const s = coup({ segment: 2, stage: 'gunboat', units: { 'army2#1': 'old-town', 'army2#2': 'docks', 'army2#3': 'docks', 'army2#4': 'docks' } }, { frozen: ['air-force'] });
    expect(topFrame(s)).toMatchObject({ kind: 'shelling', weapon: 'gunboat' });
    expect(answer(s, 'Bo')).toEqual({ type: 'shell', seat: 'Bo', area: 'docks', target: 'Cy' });
  });

  test('B54 with no enemy in range the Gunboat is not used on a loyalist', () => {
    const s = coup({ segment: 2, stage: 'gunboat', units: { 'army3#1': 'docks' } }, { frozen: ['air-force'] });
    expect(topFrame(s)).toMatchObject({ kind: 'shelling', weapon: 'gunboat' });
    expect(answer(s, 'Bo')).toEqual({ type: 'pass', seat: 'Bo' });
  });
});

describe('B58 B59 the heuristic after the last battle', () => {
  const atSides = (c: Partial<CoupScenario>) => game({ phase: 8, coup: { firstRebel: 'Cy', segment: 7, stage: 'sides', ...c } });

  test('B58 a loyalist declares Pro-Junta when the Junta holds three Power Centers', () => {
    let s = atSides({ units: JUNTA_HOLDS });
    s = act(s, 'Cy', { type: 'side', side: 'junta' });
    expect(whoMustAct(s)).toEqual(['Di']);
    expect(answer(s, 'Di')).toEqual({ type: 'side', seat: 'Di', side: 'junta' });
  });

  test('B58 a loyalist declares Pro-President when the Junta holds only two', () => {
    let s = atSides({ units: { ...JUNTA_HOLDS, 'army2#5': 'heights', 'army2#6': 'heights' } });
    s = act(s, 'Cy', { type: 'side', side: 'junta' });
    expect(answer(s, 'Di')).toEqual({ type: 'side', seat: 'Di', side: 'president' });
  });

  test('B58 a loyalist whose units stand in a Power Center declares Pro-Junta when his side makes the third', () => {
    let s = atSides({ units: { ...JUNTA_HOLDS, 'army2#5': 'heights', 'army2#6': 'heights', 'army3#1': 'railroad' } });
    s = act(s, 'Cy', { type: 'side', side: 'junta' });
    expect(answer(s, 'Di')).toEqual({ type: 'side', seat: 'Di', side: 'junta' });
  });

  test('B59 a voter of the Junta votes for himself', () => {
    const s = allReady(game({ phase: 8, coup: { firstRebel: 'Cy', rebels: ['Bo'], segment: 7, stage: 'control', units: JUNTA_HOLDS, sides: { Cy: 'junta', Di: 'president', Ed: 'president', Bo: 'junta' } } }));
    expect(topFrame(s)).toMatchObject({ kind: 'junta-vote' });
    expect(answer(s, 'Cy')).toEqual({ type: 'elect', seat: 'Cy', candidate: 'Cy' });
  });

  test('B59 the President executes the most dangerous rival: the Rebel holding a Brigade and the Air Force before the Rebel Minister', () => {
    const s = allReady(game({ phase: 8, coup: { firstRebel: 'Cy', rebels: ['Ed'], segment: 7, stage: 'execution', winner: 'president' } }));
    expect(topFrame(s).kind).toBe('execution');
    expect(answer(s, 'Ana')).toEqual({ type: 'execute', seat: 'Ana', target: 'Cy' });
  });

  test('B59 the President executes someone whenever he may (his pocket money comes with him)', () => {
    const s = allReady(game({ phase: 8, coup: { firstRebel: 'Ed', segment: 7, stage: 'execution', winner: 'president' } }));
    expect(answer(s, 'Ana')).toEqual({ type: 'execute', seat: 'Ana', target: 'Ed' });
  });
});
