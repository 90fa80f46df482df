// Bad input the rulings refuse (rulings B1, B3, B8, B16, B61), where no ruling's own file holds it:
// each refusal typed with its ruling's code and the state left as it was (`refused` checks that).
import { boardRules } from '../../../src/games/board/rules/index.js';
import { BoardError } from '../../../src/games/board/rules/context.js';
import { act, cardOf, game, legal, player, refused, topFrame, whoMustAct } from './builder.js';
import { firstElection } from './vote-support.js';

const HOME = { Ana: 'home', Bo: 'home', Cy: 'home', Di: 'home', Ed: 'home' } as const;

describe('B1 seats', () => {
  test.each([3, 8])('B1 a setup with %i seats is refused', (n) => {
    const start = { seed: 'seats', players: Array.from({ length: n }, (_, i) => `P${i}`) };
    expect(() => boardRules.create(start)).toThrow(BoardError);
    expect(() => boardRules.create(start)).toThrow(expect.objectContaining({ code: 'B1' }));
  });

  test('B1 a setup with 4 or 7 seats is not', () => {
    for (const n of [4, 7]) expect(boardRules.create({ seed: 'seats', players: Array.from({ length: n }, (_, i) => `P${i}`) }).state.players).toHaveLength(n);
  });
});

describe('B8 nominations', () => {
  test('B8 a nomination without a vote on it is refused: a player is nominated only by a cast on him', () => {
    const s = firstElection();
    expect(refused(s, 'Ana', { type: 'nominate', option: 'Bo' }).code).toBe('B72');
    expect(refused(s, 'Ana', { type: 'cast', option: 'Bo' }).code).toBe('malformed');
    expect(refused(s, 'Ana', { type: 'cast', source: 'family', option: 'Bo', votes: 0 }).code).toBe('B11');
  });
});

describe('B3 payments', () => {
  test('B3 a payment with a bill not in the payer\'s pocket, or short of the cost, is refused', () => {
    const s = game({ phase: 6, locations: HOME, hands: { Ed: ['professional-assassin'] }, pockets: { Ed: [1, 0, 0] } });
    const card = cardOf(s, 'Ed', 'professional-assassin');
    expect(whoMustAct(s)).toEqual(['Ed']);
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card, pay: [0, 1, 0] }).code).toBe('B3');
    expect(refused(s, 'Ed', { type: 'attempt', victim: 'Ana', location: 'home', card, pay: [1, 0, 0] }).code).toBe('B3');
  });
});

describe('B16 cards outside their timing', () => {
  test('B16 no card is played in a trade window, even one allowed in the phase around it', () => {
    const s = game({ phase: 1, step: 2, hands: { Bo: ['state-visit'] } });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 1 });
    expect(refused(s, 'Bo', { type: 'play', card: cardOf(s, 'Bo', 'state-visit') }).code).toBe('B16');
  });
});

describe('B61 resignation only at its points', () => {
  test('B61 the President does not resign in his phase-1 play turn', () => {
    const s = game({ phase: 1 });
    expect(topFrame(s)).toMatchObject({ kind: 'pass' });
    expect(whoMustAct(s)[0]).toBe('Ana');
    expect(refused(s, 'Ana', { type: 'resign' }).code).toBe('B61');
  });

  test('B61 the President does not resign at his Location decision', () => {
    const s = game({ phase: 5 });
    expect(whoMustAct(s)).toContain('Ana');
    expect(refused(s, 'Ana', { type: 'resign' }).code).toBe('B61');
  });

  test('B61 the President does not resign in his announcement turn', () => {
    const s = game({ phase: 6, locations: HOME, positions: { minister: 'vacant' } });
    expect(whoMustAct(s)).toEqual(['Ana']);
    expect(refused(s, 'Ana', { type: 'resign' }).code).toBe('B61');
  });

  test('B61 the President does not resign while banking', () => {
    const s = game({ phase: 7, locations: { ...HOME, Ana: 'bank' }, extra: { revealed: true } });
    expect(topFrame(s)).toMatchObject({ kind: 'banking' });
    expect(refused(s, 'Ana', { type: 'resign' }).code).toBe('B61');
  });

  test('B61 a President who resigned earlier this round and was re-elected may not answer resign in a later window', () => {
    const s = game({ phase: 8, resigned: ['Ana'] });
    expect(topFrame(s)).toMatchObject({ kind: 'window', number: 4 });
    expect(legal(s, 'Ana').actions.map((a) => a.type)).not.toContain('resign');
    expect(refused(s, 'Ana', { type: 'resign' }).code).toBe('B61');
    expect(player(act(s, 'Ana', { type: 'ready' }), 'Ana').resigned).toBe(true);
  });
});
