// The random bot: uniform over its legal choices; large spaces (budgets, bribes, coup
// commitments) are sampled, never enumerated.
import { RANDOM_BRIBE_CHANCE, pickUniformly, type Action, type LegalActions, type PlayerView, type Random } from '../engine/index.js';
import type { Bot } from './types.js';

export const randomBot: Bot = {
  kind: 'random',
  decide(_view: PlayerView, legal: LegalActions, random: Random): Action | null {
    const required = legal.kinds.filter((k) => k !== 'bribe');
    if (legal.samplers.bribe && random() < RANDOM_BRIBE_CHANCE) {
      const bribe = legal.samplers.bribe(random);
      if (bribe) return bribe;
    }
    return required.length === 0 ? null : pickUniformly(legal, random);
  },
};
