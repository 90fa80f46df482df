// The bots by kind.
import { heuristicBot } from './heuristic.js';
import { randomBot } from './random.js';
import type { Bot } from './types.js';

export type { Bot } from './types.js';

export const BOTS: Readonly<Record<string, Bot>> = {
  random: randomBot,
  heuristic: heuristicBot,
};
