// What determinizing a view takes from a Random (R5, V5: what a seat was not shown is sampled):
// a uniform shuffle (Fisher–Yates), drawing from the bot's or the test's generator, never a game's.
import type { Random } from './types.js';

/** A copy of `items` in a uniformly random order. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
