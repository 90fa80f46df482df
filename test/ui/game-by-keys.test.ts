// Whole games played through the screens by keys alone.
import { heuristicBot } from '../../src/games/las-cartas/bots/heuristic.js';
import { randomBot } from '../../src/games/las-cartas/bots/random.js';
import { playByKeys } from './play.js';

const tallest = (frames: string[]) => Math.max(...frames.map((f) => f.split('\n').length));

test('three players at one keyboard play a whole game by keys, each choosing as the heuristic bot would', async () => {
  const { decisions, frames } = await playByKeys(heuristicBot, 'keys-heuristic', ['Ana', 'Bo', 'Cy']);
  expect(decisions).toBeGreaterThan(30);
  expect(tallest(frames)).toBeLessThanOrEqual(23);
}, 120000);

test('four players play a whole game by keys with random choices: random budgets, bribes declined, random coup cards', async () => {
  const { decisions, frames } = await playByKeys(randomBot, 'keys-random', ['Ana', 'Bo', 'Cy', 'Di']);
  expect(decisions).toBeGreaterThan(30);
  expect(tallest(frames)).toBeLessThanOrEqual(23);
}, 120000);
