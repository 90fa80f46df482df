// The heuristic bot's political game (rulings B8–B23, B61, B68, B72): elections, votes, phase 1, the
// cabinet, the Budget, forcing, gifts and windows.
import type { Deciders } from './heuristic-context.js';

export const politicsDeciders: Deciders = {};
