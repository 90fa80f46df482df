// Conservation over random games (board-cards.md; rulings B3, B4, B43, B73): after every action of
// seeded random games, coups from their start among them, each of the 64 cards is in exactly one place,
// per denomination the bills of every place add up to 51, 30 and 15, none negative, and during a coup
// each of the 50 units is in one place.
import { conservationProblems } from '../../../src/games/board/rules/conservation.js';
import { randomGames } from './random-games.js';

/** Random games and the most actions each (the suite stays quick: well under 5 s). */
const GAMES = 16;
const MAX_ACTIONS = 300;
const COUPS = 4;

test('board-cards.md conservation holds after every action of random games', () => {
  const games = randomGames('conservation', GAMES, MAX_ACTIONS, { coups: COUPS });
  const broken: string[] = [];
  let actions = 0;
  for (const [g, game] of games.entries()) {
    for (const [state, at] of [[game.start, 0] as const, ...game.steps.map((p, i) => [p.after, i + 1] as const)]) {
      const problems = conservationProblems(state);
      if (problems.length > 0) broken.push(`game ${g}, after action ${at}: ${problems.join('; ')}`);
    }
    actions += game.steps.length;
  }
  expect(broken.slice(0, 3)).toEqual([]);
  expect(actions).toBeGreaterThan(200);
  // The coups ran to their end (B76).
  expect(games.flatMap((g) => g.steps.flatMap((p) => p.events)).filter((e) => e.type === 'coup-over').length).toBeGreaterThanOrEqual(COUPS);
});
