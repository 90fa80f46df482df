// The board game's bots by kind (rulings B2, B70): the core's random bot, uniform over a seat's
// required choices (every listed action, or one draw of each sampler), and the game's heuristic bot
// (heuristic.ts), each deciding from its seat's view alone.
import type { BotMaker, Choices, GameBot } from '../../../core/game.js';
import { randomChoice } from '../../../core/random-bot.js';
import type { Action } from '../rules/types.js';
import { heuristicBot } from './heuristic.js';
import type { BoardView } from '../rules/view.js';

/** No optional action is offered yet (gifts in one's own turn are among the turn's choices, B72). */
const NO_OFFERS = 0;

const randomBot: GameBot<BoardView, Choices<Action>, Action> = {
  kind: 'random',
  decide: (_view, choices, random) => randomChoice(choices, random, NO_OFFERS),
};

export const boardBots: BotMaker<BoardView, Choices<Action>, Action> = () => ({ random: randomBot, heuristic: heuristicBot() });
