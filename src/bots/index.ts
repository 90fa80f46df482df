// The bots by kind.
import { heuristicBot } from './heuristic.js';
import { DEFAULT_ISMCTS_ITERATIONS, makeIsmctsBot, type IsmctsOptions } from './ismcts.js';
import { randomBot } from './random.js';
import type { Bot } from './types.js';

export type { Bot } from './types.js';
export { DEFAULT_ISMCTS_ITERATIONS, makeIsmctsBot, type IsmctsOptions } from './ismcts.js';

/** The bots by kind; ISMCTS searches a fixed number of iterations unless given a time budget. */
export function makeBots(ismcts: IsmctsOptions = { iterations: DEFAULT_ISMCTS_ITERATIONS }): Readonly<Record<string, Bot>> {
  return { random: randomBot, heuristic: heuristicBot, ismcts: makeIsmctsBot(ismcts) };
}

export const BOTS = makeBots();
