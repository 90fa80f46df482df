// A game's bots as the session asks them (R5, V5: a bot decides from its seat's view): one bot, and
// the game's bots by kind with the ISMCTS budget they are made with.
import type { IsmctsOptions } from './ismcts.js';
import type { Random } from './types.js';

/**
 * One of a game's bots: it decides from its seat's view and the choices the session hands it
 * (`legal`: the game's own form of them; Las Cartas' LegalActions), never from the full state.
 * Null when only offers were open: "not now".
 */
export interface GameBot<V, L, A> {
  readonly kind: string;
  /**
   * True when `decide` neither changes the view nor keeps any of its arrays or objects: the session
   * may then hand it the view sharing the state's values (GameRules.sharedView), sparing a copy.
   */
  readonly readsOnly?: boolean;
  decide(view: V, legal: L, random: Random): A | null | Promise<A | null>;
}

/**
 * A game's bots by kind ('random', 'heuristic', 'ismcts'): the generic random bot and ISMCTS
 * (src/core/random-bot.ts, src/core/ismcts.ts) with the game's evaluator and rollout policy, and the
 * game's own. `search`: the ISMCTS budget (iterations unless a time budget is given) with the
 * clock and the event-loop pause of the caller.
 */
export type BotMaker<V, L, A> = (search?: IsmctsOptions) => Readonly<Record<string, GameBot<V, L, A>>>;
