// The random bot for Las Cartas: the generic random choice (src/core/random-bot.ts) over its
// legal choices; large spaces (budgets, bribes, coup commitments) are sampled, never enumerated,
// and an open bribe (R11) is taken now and then.
import type { GameBot } from '../../../core/game.js';
import { randomChoice } from '../../../core/random-bot.js';
import { choicesOf, RANDOM_BRIBE_CHANCE, type Action, type LegalActions, type PlayerView } from '../rules/index.js';

export const randomBot: GameBot<PlayerView, LegalActions, Action> = {
  kind: 'random',
  decide: (_view, legal, random) => randomChoice(choicesOf(legal), random, RANDOM_BRIBE_CHANCE),
};
