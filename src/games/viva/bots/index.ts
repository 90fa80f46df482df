// Viva el Presidente!'s bots by kind (the generic bots and the game's own): the generic random bot; the game's
// own heuristic bot (heuristic.ts), one with its own memory per call of the maker; and the generic
// ISMCTS over a shortlist of this game's choices with the heuristic's plan among them, every seat
// in its samples played as the heuristic would and positions judged by each seat's chance from its
// standing (search-policy.ts, search-value.ts).
import type { BotMaker, Choices, GameBot } from '../../../core/game.js';
import { makeIsmcts, type IsmctsOptions } from '../../../core/ismcts.js';
import { randomChoice } from '../../../core/random-bot.js';
import { heuristicBot } from './heuristic.js';
import { Memory } from './heuristic-memory.js';
import { vivaRules } from '../rules/index.js';
import { modelledSample, searchPolicy, shortlist } from './search-policy.js';
import type { Action } from '../rules/types.js';
import type { VivaView } from '../rules/view.js';

/** Viva has no optional actions, so an offer is never taken. */
const NO_OFFERS = 0;

const randomBot: GameBot<VivaView, Choices<Action>, Action> = {
  kind: 'random',
  decide: (_view, choices, random) => randomChoice(choices, random, NO_OFFERS),
};

/** The rules the search plays by: the game's, its samples modelled (search-policy.ts). */
const searchRules = { ...vivaRules, determinize: modelledSample };

function ismctsBot(options: IsmctsOptions): GameBot<VivaView, Choices<Action>, Action> {
  // The seat's own plans and its reading of the table's habits, each remembering the tables it sits at.
  const planner = heuristicBot();
  const memory = new Memory();
  return {
    kind: 'ismcts',
    async decide(view, choices, random) {
      const me = view.seat!;
      const habits = memory.observe(view);
      const plan = await planner.decide(view, choices, random);
      // A search of its own per decision: its model of the players keeps what it sees in the samples to this decision.
      return makeIsmcts(searchRules, searchPolicy(), options).decide(view, me, shortlist(view, me, habits, choices, plan), random);
    },
  };
}

export const vivaBots: BotMaker<VivaView, Choices<Action>, Action> = (search = {}) => ({ random: randomBot, heuristic: heuristicBot(), ismcts: ismctsBot(search) });
