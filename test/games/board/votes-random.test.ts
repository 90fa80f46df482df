// A random player always finishes a vote (rulings B8–B14, B73): from setup, random legal choices of
// every kind (casts, card plays, gifts, declines, tie decisions) end the first election, every cast
// whole and once, with the cards and bills conserved after each action; so do roll calls and later elections.
import { create } from '../../../src/games/board/rules/setup.js';
import { apply } from '../../../src/games/board/rules/apply.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import { pending } from '../../../src/games/board/rules/index.js';
import { conservationProblems } from '../../../src/games/board/rules/conservation.js';
import type { BoardState } from '../../../src/games/board/rules/types.js';
import alea from 'seedrandom/lib/alea.js';
import type { Ctx } from '../../../src/games/board/rules/context.js';
import { startElection, startVote } from '../../../src/games/board/rules/vote.js';
import { game } from './builder.js';

const rng = (seed: string): (() => number) => (alea as unknown as (s: string) => () => number)(seed);

/** One random legal action of the first seat asked (a listed action or a sampler's draw). */
function step(s: BoardState, random: () => number): BoardState {
  const seat = pending(s).required[0].seat;
  const choices = choicesOf(s, seat);
  const drawn = choices.samplers.length > 0 && random() < 0.2 ? choices.samplers[0](random) : null;
  const action = drawn ?? choices.actions[Math.floor(random() * choices.actions.length)];
  const result = apply(s, action);
  if (!result.ok) throw new Error(`a legal action was refused: ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
  const problems = conservationProblems(result.state);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return result.state;
}

describe('B73 a random player finishes a vote', () => {
  test.each([4, 5, 7])('B8 B10 B73 random first elections at %i seats end with a President or by B10', (seats) => {
    for (let g = 0; g < 20; g++) {
      const random = rng(`votes-${seats}-${g}`);
      let s = create({ seed: `votes-${seats}-${g}`, players: Array.from({ length: seats }, (_, i) => `P${i}`) }).state;
      let steps = 0;
      while (s.president === null && !s.ended) {
        s = step(s, random);
        steps += 1;
        expect(steps).toBeLessThan(20_000);
      }
      expect(s.ended !== null || s.president !== null).toBe(true);
    }
  });
});

describe('B73 a random player finishes a roll call or a later election', () => {
  const openers: [string, (ctx: Ctx) => void][] = [
    ['the Budget', (ctx) => startVote(ctx, { kind: 'budget' })],
    ['Presidential Competence', (ctx) => startVote(ctx, { kind: 'competence', by: 1 })],
    ['a murder', (ctx) => { ctx.s.players[0].status = 'dead'; startElection(ctx, 'murder', 1); }],
    ['a resignation', (ctx) => startElection(ctx, 'resignation', 0)],
  ];
  test.each(openers)('B11 B13 B14 random votes after %s end, the office filled', (_, open) => {
    for (let g = 0; g < 15; g++) {
      const random = rng(`later-${g}`);
      let s = game({
        phase: 8, seed: `later-${g}`, open,
        hands: { Ana: ['bought-deputies', 'press'], Bo: ['rigged-count', 'unrest'], Cy: ['church'], Di: ['ballot-stuffing'], Ed: ['secret-party-donation'] },
        pockets: { Ana: [2, 1, 0], Cy: [1, 0, 1] },
      });
      let steps = 0;
      while (s.flow.some((f) => f.kind === 'vote')) {
        s = step(s, random);
        steps += 1;
        expect(steps).toBeLessThan(20_000);
      }
      expect(s.president).not.toBeNull();
    }
  });
});
