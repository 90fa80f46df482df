// The seeded generator kept in the state (R4, core/generator.ts), and the draws Las Cartas makes with it.
import { openGenerator, seedGenerator, shuffleFrom } from '../../../core/generator.js';
import { byCardId } from './catalogue.js';
import type { RngState } from './types.js';

export interface Rng {
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  state(): RngState;
}

export const seedRng = (seed: string): RngState => seedGenerator(seed);

export function openRng(state: RngState): Rng {
  const prng = openGenerator(state);
  return {
    next: () => prng(),
    below: (n) => Math.floor(prng() * n),
    state: () => prng.state(),
  };
}

/** R4: sort by card id first, then Fisher–Yates with the seeded generator. */
export const shuffleCards = <T extends string>(rng: Rng, cards: readonly T[]): T[] => shuffleFrom([...cards].sort(byCardId), rng.next);

/** R4: one card picked at random from candidates sorted by card id. */
export function pickCard<T extends string>(rng: Rng, cards: readonly T[]): T {
  const sorted = [...cards].sort(byCardId);
  return sorted[rng.below(sorted.length)];
}
