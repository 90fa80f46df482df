// The heuristic bot's memory is each seat's own at each table (rulings B5, B70): one bot object plays
// several seats of a table and a simulation's games one after another, so what one seat was shown
// never reaches another seat's decisions, and a new game starts with nothing remembered.
import { Memories } from '../../../src/games/board/bots/heuristic.js';
import { boardRules } from '../../../src/games/board/rules/index.js';
import { create } from '../../../src/games/board/rules/setup.js';
import { FIVE } from './builder.js';

const NAMES = FIVE;

function later(seed: string): ReturnType<typeof create>['state'] {
  let s = create({ seed, players: NAMES }).state;
  // A few steps of the first election: each asked seat casts its first listed choice.
  for (let i = 0; i < 6; i++) {
    const [asked] = boardRules.pending(s).required;
    const result = boardRules.apply(s, boardRules.legalActions(s, asked.seat).actions[0]);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
  }
  return s;
}

test('B5 each seat of a table has its own memory, kept from one decision to the next', () => {
  const memories = new Memories();
  const s = later('memories-seats');
  const ana = memories.of(boardRules.viewFor(s, 0));
  const bo = memories.of(boardRules.viewFor(s, 1));
  expect(bo).not.toBe(ana);
  expect(memories.of(boardRules.viewFor(s, 0))).toBe(ana);
});

test('B5 a new game at the same table starts a new memory', () => {
  const memories = new Memories();
  const first = memories.of(boardRules.viewFor(later('memories-first'), 0));
  const next = memories.of(boardRules.viewFor(create({ seed: 'memories-next', players: NAMES }).state, 0));
  expect(next).not.toBe(first);
});
