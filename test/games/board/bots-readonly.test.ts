// The heuristic bot reads its seat's view and changes nothing in it (rulings B5, B70), so the session
// may hand it the view sharing the state's values instead of a copy: in games at 5 and 7 seats (from
// setup, or from a coup just started) every decision is answered from a view frozen to its depths.
import seedrandom from 'seedrandom';
import { heuristicBot } from '../../../src/games/board/bots/heuristic.js';
import { boardRules } from '../../../src/games/board/rules/index.js';
import { create } from '../../../src/games/board/rules/setup.js';
import type { BoardState } from '../../../src/games/board/rules/types.js';
import { SEVEN } from './builder.js';
import { randomPosition } from './random-games.js';

/** Decisions answered from frozen views per seat count. */
const POSITIONS = 400;

/** The value with every array and object in it frozen (a write into it then throws: modules are strict). */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) frozen(v);
    Object.freeze(value);
  }
  return value;
}

/** Plays games at `seats`, every decision the heuristic's from a frozen view; returns the decisions answered. */
async function playFrozen(seats: number): Promise<number> {
  let answered = 0;
  for (let g = 0; answered < POSITIONS; g++) {
    const random = seedrandom(`bots-readonly-${seats}-${g}`);
    const names = SEVEN.slice(0, seats);
    const bots = names.map(() => heuristicBot());
    let s: BoardState = g % 2 === 0 ? create({ seed: `bots-readonly-${seats}-${g}`, players: names }).state : randomPosition(random, 8, { seats: names, coup: true });
    while (s.ended === null && answered < POSITIONS) {
      const required = boardRules.pending(s).required;
      const seat = required[Math.floor(random() * required.length)].seat;
      const view = frozen(boardRules.viewFor(s, seat));
      const action = await bots[seat].decide(view, boardRules.legalActions(s, seat), random);
      expect(view).toEqual(boardRules.viewFor(s, seat));
      const result = boardRules.apply(s, action);
      if (!result.ok) throw new Error(`refused: ${JSON.stringify(action)}: ${result.error.message}`);
      answered += 1;
      s = result.state;
    }
  }
  return answered;
}

describe('B70: the heuristic bot only reads its view', () => {
  it('declares it, so the session hands it the view sharing the state instead of a copy', () => {
    expect(heuristicBot().readsOnly).toBe(true);
  });
  it.each([5, 7])('at %i seats, every decision is answered from a frozen view', async (seats) => {
    expect(await playFrozen(seats)).toBe(POSITIONS);
  });
});
