// The toy game's bots (test/support/toy-game.ts): the generic random bot and ISMCTS over its
// choices (the generic bots), judged by each seat's share of the points, played on at random.
import type { Choices, GameBot, GameRules } from '../../src/core/game.js';
import { makeIsmcts, type IsmctsOptions } from '../../src/core/ismcts.js';
import { randomChoice } from '../../src/core/random-bot.js';
import type { ToyAction, ToyEvent, ToyState, ToyView } from './toy-game.js';

type ToyBot = GameBot<ToyView, Choices<ToyAction>, ToyAction>;

export function toyBots(rules: GameRules<ToyState, ToyAction, ToyView, ToyEvent>, search: IsmctsOptions = {}): Record<string, ToyBot> {
  const ismcts = makeIsmcts(rules, {
    evaluate: (s) => {
      const total = s.points.reduce((a, b) => a + b, 0);
      return s.points.map((p) => (total === 0 ? 1 / s.points.length : p / total));
    },
    rollout: () => null,
    rolloutDepth: 12,
  }, search);
  return {
    random: { kind: 'random', decide: (_view, legal, random) => randomChoice(legal, random, 0) },
    ismcts: { kind: 'ismcts', decide: (view, legal, random) => ismcts.decide(view, view.seat, legal, random) },
  };
}
