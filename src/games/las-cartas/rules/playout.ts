// Uniformly random legal play over the full state: for property tests and the benchmark.
import { apply } from './apply.js';
import { legalActions, pickUniformly } from './legal.js';
import { pending } from './pending.js';
import type { Action, GameEvent, Random, State } from './types.js';

/** How often random play takes an open optional bribe: rarely, so random games still move on to the vote, the coup and the end. */
export const RANDOM_BRIBE_CHANCE = 0.1;
/** Where a random game is cut off: far past any game's length (random games end within about 130 actions), so a rule that never ends a game cannot hang a test. */
const MAX_RANDOM_GAME_ACTIONS = 5000;

/** One random legal action: a required decision, or now and then an optional bribe. */
export function randomAction(s: State, random: Random, bribeChance: number = RANDOM_BRIBE_CHANCE): Action | null {
  const p = pending(s);
  if (p.required.length === 0) return null;
  if (p.optional.length > 0 && random() < bribeChance) {
    const bribe = legalActions(s, p.optional[0].seat).samplers.bribe?.(random);
    if (bribe) return bribe;
  }
  const decision = p.required[Math.floor(random() * p.required.length)];
  return pickUniformly(legalActions(s, decision.seat), random);
}

export interface Playout {
  state: State;
  actions: Action[];
  events: GameEvent[];
}

/** Plays random legal actions until the game ends (or `maxActions`), failing loudly on any rejected one. */
export function playRandomGame(start: State, random: Random, maxActions: number = MAX_RANDOM_GAME_ACTIONS, keepEvents = false): Playout {
  let state = start;
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  for (let n = 0; n < maxActions; n++) {
    const action = randomAction(state, random);
    if (!action) break;
    const result = apply(state, action);
    if (!result.ok) throw new Error(`random legal action rejected: ${JSON.stringify(action)}: ${result.error.message}`);
    state = result.state;
    actions.push(result.action);
    if (keepEvents) events.push(...result.events);
  }
  return { state, actions, events };
}
