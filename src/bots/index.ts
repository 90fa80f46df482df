// The bots by kind.
import { randomBot } from './random.js';
import type { Bot } from './types.js';

export type { Bot } from './types.js';

export const BOTS: Readonly<Record<string, Bot>> = {
  random: randomBot,
};
