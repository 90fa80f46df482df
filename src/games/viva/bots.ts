// Viva el Presidente!'s bots by kind ("Generic bots"): the generic random bot and
// the generic ISMCTS over this game's choices, with a simple evaluator – each seat's share of the
// Victory Points (V29), Foreign Aid in hand breaking ties – and random rollouts; and the game's own
// heuristic bot (heuristic.ts), one with its own memory per call of the maker.
import type { BotMaker, Choices, GameBot } from '../../core/game.js';
import { makeIsmcts, type IsmctsOptions, type SearchPolicy } from '../../core/ismcts.js';
import { randomChoice } from '../../core/random-bot.js';
import { heuristicBot } from './heuristic.js';
import { totalAid } from './cards.js';
import { viva } from './module.js';
import { TARGET_VP, victoryPoints } from './score.js';
import type { Action, VivaState } from './types.js';
import type { VivaView } from './view.js';

/** Random actions after the tree: about a round's decisions (Promises, orders, a battle's windows, Spend Money). */
const ROLLOUT_DEPTH = 30;
/** What a million in hand is worth against a Victory Point: a Building costs 4 (V24), and 4 million in hand count less than the Building they may buy (a plunder can take them; V29 counts money only on a tie). */
const AID_PER_VP = 0.2;
/** The part of a position's worth that is being closest to the target (the rest: the seat's share of all the points). */
const LEAD_WEIGHT = 0.5;

/** What an unfinished position is worth to each seat: Victory Points with money as a fraction of one, as a share and as progress to the target. */
export function evaluate(s: VivaState): number[] {
  const worth = s.players.map((p, seat) => victoryPoints(s, seat) + AID_PER_VP * totalAid(p.hand));
  const total = worth.reduce((a, b) => a + b, 0) || 1;
  const target = TARGET_VP[s.variant];
  return worth.map((w) => LEAD_WEIGHT * Math.min(1, w / target) + (1 - LEAD_WEIGHT) * (w / total));
}

/** Viva has no optional actions, so an offer is never taken. */
const NO_OFFERS = 0;

const randomBot: GameBot<VivaView, Choices<Action>, Action> = {
  kind: 'random',
  decide: (_view, choices, random) => randomChoice(choices, random, NO_OFFERS),
};

/** Rollouts play a random listed or sampled action (the search's own fallback). */
const policy: SearchPolicy<VivaState, Action> = { evaluate, rollout: () => null, rolloutDepth: ROLLOUT_DEPTH };

function ismctsBot(options: IsmctsOptions): GameBot<VivaView, Choices<Action>, Action> {
  const search = makeIsmcts(viva.rules, policy, options);
  return { kind: 'ismcts', decide: (view, choices, random) => search.decide(view, view.seat!, choices, random) };
}

export const vivaBots: BotMaker<VivaView, Choices<Action>, Action> = (search = {}) => ({ random: randomBot, heuristic: heuristicBot(), ismcts: ismctsBot(search) });
