// Las Cartas' ISMCTS bot: the generic search (src/core/ismcts.ts) with
// this game's evaluator – money (R27), discounted where it can still be lost – and its
// rollout policy, the heuristic bot's rules of thumb for every seat. R11's bribe is not searched:
// the heuristic bot decides it.
import type { GameBot } from '../../../core/game.js';
import { makeIsmcts, type IsmctsOptions, type SearchPolicy } from '../../../core/ismcts.js';
import { choicesOf, lasCartasRules, legalActions, totalValue, viewFor, type Action, type LegalActions, type PlayerView, type State } from '../rules/index.js';
import { decideHeuristic } from './heuristic.js';

/** Random actions after the tree, unless told: about a round's decisions, so a rollout sees how the vote goes. */
const ROLLOUT_DEPTH = 24;
/** What money is worth in a position, by where it lies: the Swiss account is safe; the Middleman's top can still be taken; a budget stack can still be lost in a coup. */
const TOP_MONEY_WORTH = 0.8;
const STACK_MONEY_WORTH = 0.5;
/** The part of a position's worth that is leading (the rest is the seat's share of all the money): the search sees progress before anyone leads. */
const LEAD_WEIGHT = 0.5;

/** What an unfinished position is worth to each seat: money, with unsafe money and stacks discounted. */
function evaluate(s: State): number[] {
  const wealth = s.players.map((p, i) =>
    totalValue(p.swiss) + TOP_MONEY_WORTH * totalValue(p.top) + STACK_MONEY_WORTH * totalValue(s.budget?.stacks[i]?.cards ?? []));
  const best = Math.max(...wealth);
  const total = wealth.reduce((a, b) => a + b, 0) || 1;
  const leaders = wealth.filter((w) => w === best).length;
  return wealth.map((w) => LEAD_WEIGHT * (w === best ? 1 / leaders : 0) + (1 - LEAD_WEIGHT) * (w / total) * (s.players.length / 2));
}

/** The search's model of the players: the heuristic bot in every seat, from that seat's view. */
const policy: SearchPolicy<State, Action> = {
  evaluate,
  rollout: (s, seat, random) => decideHeuristic(viewFor(s, seat), legalActions(s, seat), random),
  rolloutDepth: ROLLOUT_DEPTH,
};

export function makeIsmctsBot(options: IsmctsOptions = {}): GameBot<PlayerView, LegalActions, Action> {
  const search = makeIsmcts(lasCartasRules, policy, options);
  return {
    kind: 'ismcts',
    async decide(view, legal, random) {
      if (legal.kinds.length === 1 && legal.kinds[0] === 'bribe') return decideHeuristic(view, legal, random);
      // The heuristic bot's plan is searched besides the listed and sampled actions.
      const plan = (r: typeof random): Action | null => {
        const planned = decideHeuristic(view, legal, r);
        return planned && legal.validate(planned) === null ? planned : null;
      };
      return search.decide(view, view.seat, choicesOf(legal), random, plan);
    },
  };
}
