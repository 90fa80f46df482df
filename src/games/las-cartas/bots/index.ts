// Las Cartas' bots by kind ("Generic bots"; product.md, Bots): the generic random bot and
// ISMCTS, each over this game's choices, and the game's own heuristic bot.
import type { BotMaker } from '../../../core/game.js';
import type { Action, LegalActions, PlayerView } from '../rules/index.js';
import { heuristicBot } from './heuristic.js';
import { makeIsmctsBot } from './ismcts.js';
import { randomBot } from './random.js';

export const lasCartasBots: BotMaker<PlayerView, LegalActions, Action> = (search = {}) =>
  ({ random: randomBot, heuristic: heuristicBot, ismcts: makeIsmctsBot(search) });
