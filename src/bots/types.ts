// One interface for every bot: it sees its own view and its legal choices, never the full state.
import type { Action, LegalActions, PlayerView, Random } from '../engine/index.js';

export interface Bot {
  readonly kind: string;
  /**
   * The bot's action now. When `legal` holds only optional kinds (the President's bribes),
   * null means "not now".
   */
  decide(view: PlayerView, legal: LegalActions, random: Random): Action | null | Promise<Action | null>;
}

/** What a bot is offered for a seat's optional action (R11): defined with the legal actions it narrows. */
export { optionalOnly } from '../engine/index.js';
