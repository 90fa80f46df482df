// The heuristic bot in the Coup Game (rulings B41–B60): whether to start a coup, the Cousin, movement,
// bribes and transfers, attacks, shelling, retreats, sides, the Junta's vote and the execution.
import type { Deciders } from './heuristic-context.js';

export const coupDeciders: Deciders = {};
