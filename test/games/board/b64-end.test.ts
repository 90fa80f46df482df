// The end and the score (ruling B64): the game ends when phase 3 begins with fewer than 8 bills in
// the Foreign Aid deck, after phase 9 when it holds fewer than 8, or when every player is dead; the
// most money in a Swiss account wins, pocket money counts for nothing, equal top totals share the win.
import { act, cardOf, events, game, refused } from './builder.js';
import { quietly } from './quietly.js';

describe('B64 when the game ends', () => {
  test('B64 phase 3 begins with fewer than 8 bills in the Foreign Aid deck: the game ends at once', () => {
    const s = game({ phase: 3, aidSize: 7, accounts: { Cy: [0, 0, 1] } });
    expect(s.ended).toEqual({ reason: 'aid', winners: [2] });
  });

  test('B64 B36 after phase 9 with fewer than 8 bills in the deck the game ends', () => {
    const s = game({ phase: 9, aidSize: 7, accounts: { Cy: [0, 0, 1] } });
    expect(s.ended).toEqual({ reason: 'aid', winners: [2] });
    expect(s.flow).toEqual([{ kind: 'round', phase: 9, step: 3 }]);
  });

  test('B64 when every player is dead after phase 6 the game ends and nobody wins', () => {
    let s = game({
      seats: ['Ana', 'Bo', 'Cy', 'Di'], phase: 6, locations: { Ana: 'home', Bo: 'home', Cy: 'home', Di: 'home' },
      positions: { minister: 'Di' },
      hands: { Ana: ['professional-assassin'], Bo: ['professional-assassin'], Cy: ['burglars'] },
      pockets: { Ana: [0, 1, 0], Bo: [0, 1, 0] }, accounts: { Bo: [0, 0, 3] },
    });
    s = act(s, 'Di', { type: 'attempt', victim: 'Ana', location: 'home' });
    s = act(s, 'Di', { type: 'done' });
    s = act(s, 'Ana', { type: 'attempt', victim: 'Bo', location: 'home', card: cardOf(s, 'Ana', 'professional-assassin'), pay: [0, 1, 0] });
    s = act(s, 'Ana', { type: 'done' });
    s = act(s, 'Bo', { type: 'attempt', victim: 'Cy', location: 'home', card: cardOf(s, 'Bo', 'professional-assassin'), pay: [0, 1, 0] });
    s = act(s, 'Bo', { type: 'done' });
    s = act(s, 'Cy', { type: 'attempt', victim: 'Di', location: 'home', card: cardOf(s, 'Cy', 'burglars') });
    s = quietly(s, () => false);
    expect(s.players.every((p) => p.status === 'dead')).toBe(true);
    expect(s.ended).toEqual({ reason: 'all-dead', winners: [] });
    expect(refused(s, 'Ana', { type: 'ready' }).code).toBe('B64');
  });

  test('B64 a game that is over refuses every action', () => {
    const s = game({ phase: 9, aidSize: 7 });
    expect(refused(s, 'Ana', { type: 'ready' }).code).toBe('B64');
  });
});

describe('B64 the score', () => {
  test('B64 the most money in a Swiss account wins; pocket money counts for nothing', () => {
    const s = game({ phase: 9, aidSize: 7, accounts: { Bo: [2, 0, 1], Cy: [0, 2, 0] }, pockets: { Di: [0, 0, 9] } });
    expect(s.ended).toEqual({ reason: 'aid', winners: [1] });
    expect(events().at(-1)).toEqual({
      type: 'end', reason: 'aid', winners: [1], accounts: [[0, 0, 0], [2, 0, 1], [0, 2, 0], [0, 0, 0], [0, 0, 0]],
    });
  });

  test('B64 equal top totals share the win: there is no tie-break', () => {
    const s = game({ phase: 9, aidSize: 7, accounts: { Bo: [0, 0, 2], Cy: [0, 3, 0], Ed: [5, 0, 0] } });
    expect(s.ended?.winners).toEqual([1, 2]);
  });
});
