// What sets a simulation's games up (`junta simulate`), the same on the main thread and on a
// worker thread: the spec the command checked from its flags, which a worker is sent as it is,
// and the game's bots with an iteration budget (never a time budget, so that a game plays the
// same on any thread of any machine).
import { botsOfGame } from '../bots/index.js';
import type { GameModule } from '../core/game.js';
import type { SessionRecord } from '../session/runner.js';
import type { SimulatedGame, SimulatedSeat, SimulationSetup } from '../session/simulate.js';

/** A simulation's games as the command checked them: plain data, sent to each worker thread. */
export interface SimulationSpec {
  /** The game's id in the registry. */
  game: string;
  seats: SimulatedSeat[];
  seed: string;
  /** The game's options by their record keys. */
  options: Record<string, unknown>;
  /** ISMCTS search iterations per decision; absent, the game's own budget. */
  iterations?: number;
  /** Whether each game's record is kept (--record-dir): only then does a worker send records back. */
  records: boolean;
}

/** A game as a worker thread sends it back: its record null unless the spec keeps records. */
export type WorkerGame = SimulatedGame<SessionRecord<unknown> | null, unknown>;

export type AnySetup = SimulationSetup<unknown, unknown, unknown, unknown, unknown, SessionRecord<unknown>, unknown>;

/** The setup of a spec's games; the game's module gives its statistics (main.ts checks it). */
export async function simulationSetup(module: GameModule, spec: SimulationSpec): Promise<AnySetup> {
  // Every game's records carry the session's fields (format, seed, players, options, actions).
  const game = module as GameModule<unknown, unknown, unknown, unknown, SessionRecord<unknown>>;
  const { summary } = await module.statistics!();
  return { game, seats: spec.seats, seed: spec.seed, options: spec.options, bots: await botsOfGame(module, { iterations: spec.iterations }), summary };
}

/**
 * The worker threads' script: the built program's (scripts/build.mjs bundles src/cli/simulate-worker.ts
 * beside dist/app/main.js). Two folders up from this file is the package's root from src/cli/,
 * dist/cli/ and dist/app/ alike.
 */
export const WORKER_SCRIPT = new URL('../../dist/app/simulate-worker.js', import.meta.url);
