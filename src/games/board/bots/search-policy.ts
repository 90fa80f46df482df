// The ISMCTS bot's model of the board game's players and the actions it searches (rulings B5, B70;
// the generic ISMCTS with a board evaluator, search-value.ts): in the search's samples (rules/
// determinize.ts: the hands, pockets, accounts and Locations the seat was not shown) every seat plays
// as the heuristic bot would from that seat's view of the sample (heuristic.ts, a random listed choice
// where it has no answer), and the tree widens from that action; a rollout ends with its round (the
// Budget handed out, the Locations revealed, the banking and any coup done) or after ROLLOUT_DEPTH
// actions, where search-value.ts judges the position. At its own decision the bot searches the
// heuristic's plan among a few of the listed actions, where a uniform tree over a movement turn's
// hundreds of actions would be noise at a small budget, and keeps the plan unless another action beats
// it clearly on the same samples; it searches only the decisions that shape a round's money and a
// coup's outcome (SEARCHED), and elsewhere plays the plan as it is.
import type { Choices } from '../../../core/game.js';
import type { SearchPolicy } from '../../../core/ismcts.js';
import { shuffled } from '../../../core/sampling.js';
import type { Random } from '../../../core/types.js';
import { choicesOf } from '../rules/flow.js';
import type { Action, BoardState, FrameKind } from '../rules/types.js';
import { sharedView, type BoardView } from '../rules/view.js';
import { heuristicBot } from './heuristic.js';
import { evaluate } from './search-value.js';

/**
 * Actions the heuristic plays after the tree at most: the rest of the round from most decisions, its
 * end stopping the rollout first (a whole round is some 260 actions at 4 seats: phase 1's passes, the
 * votes, every seat's answer at each trade window, the Locations, the banking); the iterations a
 * second allows at 7 seats set the cap.
 */
export const ROLLOUT_DEPTH = 160;
/** Progressive widening away from the root: a place holds 1 + this × √visits actions, the heuristic's first. */
const WIDENING = 0.5;
/** The listed actions searched besides the heuristic's plan, drawn at random when there are more. */
export const SHORTLISTED = 3;
/**
 * How clearly another action must beat the heuristic's plan to replace it: its mean gain on the same
 * samples, in standard errors of that gain. At this budget each action is judged on some six samples,
 * and without a bar the luckiest of the four would be played.
 */
export const CLEAR_GAIN = 2;

/**
 * The decisions searched: the President's cabinet (B17), Budget (B21) and a forced Minister (B23), the
 * Locations (B24), an exile's return (B36), the coup question (B41), the sides declared (B58), the
 * Junta's vote and the execution (B59): each moves a round's money or a coup's result, and offers a few
 * answers. Elsewhere (the votes' many casts, the trade windows, the play and announcement passes, the
 * hand limit, banking, a coup's movement, attacks, shelling and retreats) the heuristic's plan is
 * played as it is: a search there costs most of a game's time and, among hundreds of moves or a single
 * cast of many, the samples cannot tell a better one.
 */
export const SEARCHED: ReadonlySet<FrameKind> = new Set<FrameKind>([
  'cabinet', 'budget', 'force', 'locations', 'exiles', 'coup-question', 'sides', 'junta-vote', 'execution',
]);

/** Whether the seat's decision in view is worth a search (SEARCHED). */
export const searchedInView = (view: BoardView): boolean => SEARCHED.has(view.flow[view.flow.length - 1].kind);

/**
 * The search's model of play: the heuristic bot in every seat, from the seat's view of the sampled
 * state. One per decision, so that what its memory gathers in the samples stays in that decision.
 */
export function searchPolicy(): SearchPolicy<BoardState, Action> {
  const bot = heuristicBot();
  return {
    evaluate,
    rollout: (s, seat, random) => bot.decide(sharedView(s, seat), choicesOf(s, seat), random),
    rolloutDepth: ROLLOUT_DEPTH,
    widening: WIDENING,
    // The dice to come are the sampled state's generator's, so a sample compares the searched actions on the same luck.
    pairedSamples: true,
    // A decision has shown its worth once its round is over (B15–B36): the Budget handed out, the attempts resolved, the money banked.
    settled: (from, now) => now.round > from.round,
    // The heuristic's plan stands unless the samples clearly favour another action.
    keepProposal: CLEAR_GAIN,
  };
}

const keyOf = (a: Action): string => JSON.stringify(a);

/** The seat's choices narrowed to what is worth searching: the heuristic's plan and at most SHORTLISTED listed actions; one draw of each sampler (the core draws it). */
export function shortlist(choices: Choices<Action>, plan: Action | null, random: Random): Choices<Action> {
  const listed = choices.actions.length > SHORTLISTED ? shuffled(choices.actions, random).slice(0, SHORTLISTED) : choices.actions;
  const out = new Map(listed.map((a) => [keyOf(a), a]));
  if (plan) out.set(keyOf(plan), plan);
  return { actions: [...out.values()], samplers: choices.samplers, optional: [] };
}
