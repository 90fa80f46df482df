// The engine's public API (architecture.md): pure functions over plain JSON state.
export { apply } from './apply.js';
export { createGame, createGameWithEvents, SetupError } from './setup.js';
export { pending } from './pending.js';
export { legalActions, type LegalActions, type Random, type SampledType } from './legal.js';
export { score, type Score } from './score.js';
export { randomAction, playRandomGame, type Playout } from './playout.js';
export * from './types.js';
