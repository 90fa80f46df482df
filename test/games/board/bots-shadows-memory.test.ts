// What the heuristic bot remembers of the shadows (rulings B5, B22, B31, B33, B37): revealed Locations
// by round, the attempts and whether they killed, the Presidents and announced stacks, and from them the
// money a rival is thought to carry: what he took in since he last banked or was killed.
import { Memory } from '../../../src/games/board/bots/heuristic-memory.js';
import { viewFor } from '../../../src/games/board/rules/view.js';
import type { Attempt, Location } from '../../../src/games/board/rules/types.js';
import { game } from './builder.js';

const SHARE = 4;
const EVERYWHERE: Record<string, Location> = { Ana: 'headquarters', Bo: 'nightclub', Cy: 'home', Di: 'mistress', Ed: 'home' };

/** Ed's view of a round after the reveal (B31), with Di's stack of 10 announced and the round's attempts. */
function seeRound(m: Memory, round: number, p: { di?: Location; attempts?: Attempt[]; bank?: 'open' | 'holiday' } = {}): void {
  const s = game({
    round, phase: 7, bank: p.bank ?? 'open',
    locations: { ...EVERYWHERE, Di: p.di ?? 'mistress' },
    budget: { stacks: [{ to: 'Di', bills: [0, 2, 2], announced: 10 }] },
    extra: { revealed: true, attempts: p.attempts ?? [] },
  });
  m.observe(viewFor(s, 4));
}

describe('B31 B37 the memory of the shadows', () => {
  test('B31 revealed Locations are kept by round, and read as habits of the rounds before', () => {
    const m = new Memory();
    seeRound(m, 1, { di: 'nightclub' });
    seeRound(m, 2, { di: 'nightclub' });
    seeRound(m, 3, { di: 'home' });
    expect(Object.fromEntries(m.habits(3, 3))).toEqual({ nightclub: 2 });
    expect(Object.fromEntries(m.habits(3, 4))).toEqual({ nightclub: 2, home: 1 });
  });

  test('B22 B37 a rival is thought to carry the stacks he took since he last banked; a Bank holiday banks nothing', () => {
    const m = new Memory();
    seeRound(m, 1);
    seeRound(m, 2);
    expect(m.pocketGuess(3, SHARE)).toBe(20);
    seeRound(m, 3, { di: 'bank', bank: 'holiday' });
    expect(m.pocketGuess(3, SHARE)).toBe(30);
    seeRound(m, 4, { di: 'bank' });
    expect(m.pocketGuess(3, SHARE)).toBe(0);
    expect(m.bankVisits(3)).toBe(1);
  });

  test('B33 a rival killed in a round carries nothing after it; the President is counted his share each round in office', () => {
    const m = new Memory();
    seeRound(m, 1);
    seeRound(m, 2, { attempts: [{ by: 4, victim: 3, location: 'mistress', card: null, cancelled: false, killed: true }] });
    expect(m.pocketGuess(3, SHARE)).toBe(0);
    expect(m.pocketGuess(0, SHARE)).toBe(2 * SHARE);
    expect(m.pastAttempts(3)).toEqual([{ attempt: expect.objectContaining({ victim: 3, killed: true }), ago: 1 }]);
  });
});
