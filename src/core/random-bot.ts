// The random bot over any game module ("Generic bots"; product.md, Bots): uniform over a
// seat's required choices – each listed action, or one draw from each sampler, equally likely –
// and now and then an open offer, so random games still reach every part of a game.
import type { Choices } from './rules.js';
import type { Random } from './types.js';

/**
 * A random choice: with chance `offerChance` the first offer that draws an action; else one of
 * the required choices uniformly. Null when there is nothing to choose (only offers, not taken).
 */
export function randomChoice<A>(choices: Choices<A>, random: Random, offerChance: number): A | null {
  if (choices.optional.length > 0 && random() < offerChance) {
    for (const offer of choices.optional) {
      const action = offer(random);
      if (action) return action;
    }
  }
  const total = choices.actions.length + choices.samplers.length;
  if (total === 0) return null;
  const i = Math.floor(random() * total);
  return i < choices.actions.length ? choices.actions[i] : choices.samplers[i - choices.actions.length](random);
}
