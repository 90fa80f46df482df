// The random bot: uniform over its legal choices; large spaces (budgets, bribes, coup
// commitments) are sampled, never enumerated.
import type { Action, LegalActions, PlayerView, Random } from '../engine/index.js';
import type { Bot } from './types.js';

const BRIBE_CHANCE = 0.1;

export const randomBot: Bot = {
  kind: 'random',
  decide(_view: PlayerView, legal: LegalActions, random: Random): Action | null {
    const required = legal.kinds.filter((k) => k !== 'bribe');
    if (legal.samplers.bribe && random() < BRIBE_CHANCE) {
      const bribe = legal.samplers.bribe(random);
      if (bribe) return bribe;
    }
    if (required.length === 0) return null;
    const samplers = Object.entries(legal.samplers).filter(([kind]) => kind !== 'bribe');
    const choices = legal.actions.length + samplers.length;
    if (choices === 0) return null;
    const i = Math.floor(random() * choices);
    if (i < legal.actions.length) return legal.actions[i];
    return samplers[i - legal.actions.length][1](random);
  },
};
