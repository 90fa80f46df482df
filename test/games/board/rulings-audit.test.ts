// Readings of rulings checked across phases (B11, B19, B32, B33, B36): a dead player's Positions stay
// frozen after he comes back until the next cabinet; a circle of three killers sends every pocket out
// of the game; phase 9's steps in their order.
import type { BoardState, Location } from '../../../src/games/board/rules/types.js';
import { startVote } from '../../../src/games/board/rules/vote.js';
import { act, cardOf, game, legal, logged, player, topFrame, whoMustAct } from './builder.js';
import { atFrame, atPhase, quietly } from './quietly.js';

const HOME: Record<string, Location> = { Ana: 'home', Bo: 'home', Cy: 'home', Di: 'home', Ed: 'home' };

/** Every phase-1 turn is done and nobody is over the hand limit: up to the cabinet. */
function toCabinet(s: BoardState): BoardState {
  let next = s;
  while (topFrame(next).kind !== 'cabinet') {
    const kind = topFrame(next).kind;
    const [name] = whoMustAct(next);
    if (kind === 'pass') next = act(next, name, { type: 'done' });
    else if (kind === 'window') next = act(next, name, { type: 'ready' });
    else throw new Error(`no plain answer at ${kind}`);
  }
  return next;
}

describe('B19 B32 a dead player\'s Positions', () => {
  test('B19 B32 a victim\'s Positions stay frozen after he comes back in phase 9, through phase 1, until the next cabinet', () => {
    // Bo holds General of the 1st Brigade and the Admiral (B74's pattern), frozen by his death.
    let s = game({ phase: 9, dead: ['Bo'], frozen: ['general1', 'admiral'], extra: { revealed: true } });
    s = quietly(s, atPhase(1));
    expect(player(s, 'Bo').status).toBe('active');
    expect(s.positions.general1).toEqual({ holder: 1, frozen: true });
    expect(s.positions.admiral).toEqual({ holder: 1, frozen: true });
    s = toCabinet(s);
    expect(s.positions.general1.frozen).toBe(true);
    s = act(s, 'Ana', { type: 'cabinet', positions: { minister: 'Bo', general1: 'Bo', general2: 'Cy', general3: 'Di', admiral: 'Ed', 'air-force': 'Cy' }, cousin: null });
    expect(s.positions.general1).toEqual({ holder: 1, frozen: false });
  });

  test('B11 B19 B32 back from the dead before phase 2, his frozen Positions give him no vote in a phase-1 roll call', () => {
    let s = game({ phase: 9, dead: ['Bo'], frozen: ['general1', 'admiral'], extra: { revealed: true } });
    s = quietly(s, atPhase(1));
    const t = game({ phase: 1, step: 2, frozen: ['general1', 'admiral'], open: (ctx) => startVote(ctx, { kind: 'competence', by: 2 }) });
    expect(s.positions).toEqual(t.positions);
    const after = act(t, 'Ana', { type: 'done' });
    expect(whoMustAct(after)).toEqual(['Bo']);
    const sources = new Set(legal(after, 'Bo').actions.flatMap((a) => (a.type === 'cast' ? [a.source] : [])));
    expect([...sources]).toEqual(['family']);
  });
});

describe('B33 circles of killers', () => {
  test('B33 three killers in a circle: every victim\'s pocket money leaves the game, seen by nobody', () => {
    // Ed (the Minister) kills Bo, Bo kills Cy, Cy kills Ed (Street Gang rolls a 6): the links come back round.
    let s = game({
      phase: 6, locations: HOME, dice: [6, 6, 6, 6],
      hands: { Bo: ['burglars'], Cy: ['street-gang'] },
      pockets: { Bo: [1, 0, 0], Cy: [0, 1, 0], Ed: [0, 0, 1] },
    });
    const out = [...s.out];
    s = act(s, 'Ed', { type: 'attempt', victim: 'Bo', location: 'home' });
    s = act(s, 'Ed', { type: 'done' });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'attempt', victim: 'Cy', location: 'home', card: cardOf(s, 'Bo', 'burglars') });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'attempt', victim: 'Ed', location: 'home', card: cardOf(s, 'Cy', 'street-gang') });
    s = quietly(s, atFrame('window'));
    expect(['Bo', 'Cy', 'Ed'].map((n) => player(s, n).status)).toEqual(['dead', 'dead', 'dead']);
    expect(s.out).toEqual([out[0] + 1, out[1] + 1, out[2] + 1]);
    expect(player(s, 'Ana').pocket).toEqual([0, 0, 0]);
    expect(logged().filter((e) => e.type === 'money')).toEqual([
      { type: 'money', from: 1, to: null },
      { type: 'money', from: 2, to: null },
      { type: 'money', from: 4, to: null },
    ]);
  });
});

describe('B36 phase 9 in order', () => {
  test('B36 lunch banking first (the dead not yet back, exiles not asked), then the exiles, then the dead come back', () => {
    let s = game({
      phase: 9, bank: 'lunch', dead: ['Bo'], exiled: ['Cy'], extra: { revealed: true },
      locations: { Ana: 'bank', Bo: 'bank', Cy: 'exile', Di: 'home', Ed: 'bank' },
      pockets: { Bo: [0, 0, 0], Cy: [1, 0, 0] },
    });
    const asked: string[] = [];
    while (topFrame(s).kind === 'banking' || topFrame(s).kind === 'exiles') {
      const [name] = whoMustAct(s);
      asked.push(`${topFrame(s).kind} ${name}`);
      expect(player(s, 'Bo').status).toBe('dead');
      s = topFrame(s).kind === 'banking' ? act(s, name, { type: 'done' }) : act(s, name, { type: 'return', from: 'pocket', bill: 1 });
    }
    expect(asked).toEqual(['banking Ana', 'banking Ed', 'exiles Cy']);
    expect(player(s, 'Bo').status).toBe('active');
    expect(player(s, 'Cy').status).toBe('active');
  });
});
