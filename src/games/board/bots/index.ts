// The board game's bots by kind (rulings B2, B5, B70): the core's random bot, uniform over a seat's
// required choices (every listed action, or one draw of each sampler); the game's heuristic bot
// (heuristic.ts), one with its own memory per call of the maker; and the generic ISMCTS over a
// shortlist of the seat's choices with the heuristic's plan among them, at the decisions worth it
// (the plan standing unless another action clearly beats it; elsewhere the plan), every seat in its samples
// played as the heuristic would and positions judged by each seat's chance from its standing
// (search-policy.ts, search-value.ts); each deciding from its seat's view alone.
import type { BotMaker, Choices, GameBot } from '../../../core/game.js';
import { makeIsmcts, type IsmctsOptions } from '../../../core/ismcts.js';
import { randomChoice } from '../../../core/random-bot.js';
import { boardRules } from '../rules/index.js';
import type { Action } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import { heuristicBot } from './heuristic.js';
import { searchedInView, searchPolicy, shortlist } from './search-policy.js';

/** No optional action is offered yet (gifts in one's own turn are among the turn's choices, B72). */
const NO_OFFERS = 0;
/**
 * Iterations per decision unless told: a count, so a seed plays the same game on any machine. At 7
 * seats a searched decision took a median 108 ms and at most 418 ms of one core at this budget over
 * 14 games (`node scripts/board-decision-time.mjs --games 14`; 820 ms at most on a loaded machine).
 * One ISMCTS bot against four heuristic ones at 5 seats won 26.6 % of 600 games (standard error
 * 1.8 %, a fair share 20 %; simulate --games 25 --workers 1, seeds strength-a to strength-x, the
 * seats rotating), some 6.5 s of one core a game.
 */
export const BOARD_ISMCTS_ITERATIONS = 24;

const randomBot: GameBot<BoardView, Choices<Action>, Action> = {
  kind: 'random',
  decide: (_view, choices, random) => randomChoice(choices, random, NO_OFFERS),
};

function ismctsBot(options: IsmctsOptions): GameBot<BoardView, Choices<Action>, Action> {
  // The seat's own plans, remembering the table it sits at.
  const planner = heuristicBot();
  const search = { ...options, iterations: options.iterations ?? BOARD_ISMCTS_ITERATIONS };
  return {
    kind: 'ismcts',
    async decide(view, choices, random) {
      const me = view.seat!;
      const plan = await planner.decide(view, choices, random);
      // A decision not worth a search is the plan's (SEARCHED).
      if (plan !== null && !searchedInView(view)) return plan;
      // The plan is searched only when the rules take it (a composed action is checked on a state consistent with the view).
      const legal = plan !== null && boardRules.apply(boardRules.determinize(view, random), plan).ok;
      // A search of its own per decision: its model of the players keeps what it sees in the samples to this decision; the plan stands unless another action clearly beats it.
      const searched = await makeIsmcts(boardRules, searchPolicy(), search).decide(view, me, shortlist(choices, legal ? plan : null, random), random, () => (legal ? plan : null));
      return searched ?? plan;
    },
  };
}

export const boardBots: BotMaker<BoardView, Choices<Action>, Action> = (search = {}) => ({ random: randomBot, heuristic: heuristicBot(), ismcts: ismctsBot(search) });
