// One interface for every bot: it sees its own view and its legal choices, never the full state.
// A bot is the core's GameBot (core/game.ts); `Bot` is Las Cartas' (its views, LegalActions
// and actions): null, when `legal` holds only optional kinds (the President's bribes), is "not now".
import type { GameBot } from '../core/game.js';
import type { Action, LegalActions, PlayerView } from '../engine/index.js';

export type Bot = GameBot<PlayerView, LegalActions, Action>;

/** What a bot is offered for a seat's optional action (R11): defined with the legal actions it narrows. */
export { optionalOnly } from '../engine/index.js';
