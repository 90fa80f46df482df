// The seeded generator a game keeps in its state (rulings R4, V4, B71): seedrandom's alea, whose
// state is four numbers that survive JSON, so a record replays byte for byte and a save resumes it.
import alea from 'seedrandom/lib/alea.js';

export interface GeneratorState { c: number; s0: number; s1: number; s2: number }

/** The generator as it runs: the next number in [0, 1), and its state to keep. */
export interface Generator {
  (): number;
  state(): GeneratorState;
}

type AleaFactory = (seed: string, options: { state: GeneratorState | true }) => Generator;
const aleaOf = alea as unknown as AleaFactory;

/** A generator's first state from a seed. */
export const seedGenerator = (seed: string): GeneratorState => aleaOf(seed, { state: true }).state();

/** The generator resumed from a kept state. */
export const openGenerator = (state: GeneratorState): Generator => aleaOf('', { state });

/**
 * A shuffle of `canonical` (already in the game's canonical order: R4, V2, B71) by Fisher–Yates,
 * each swap drawing from `random`: the same draws in the same order for every game, so a seed
 * deals as it always has.
 */
export function shuffleFrom<T>(canonical: readonly T[], random: () => number): T[] {
  const out = [...canonical];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The generator kept in `holder.rng`, opened on first use, each draw writing its state back: a game's
 * rule step draws from its state's generator this way, and the state after the step holds where it is.
 */
export function keptGenerator(holder: { rng: GeneratorState }): () => number {
  let generator: Generator | null = null;
  return () => {
    generator ??= openGenerator(holder.rng);
    const value = generator();
    holder.rng = generator.state();
    return value;
  };
}

/** One die result: the first of a record's pinned results while any is left (V4, B71), else from `random`. */
export const rollDie = (pinned: number[], random: () => number): number => (pinned.length > 0 ? pinned.shift()! : 1 + Math.floor(random() * 6));
