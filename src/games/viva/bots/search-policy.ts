// The ISMCTS bot's model of Viva's players and the actions it searches (the
// generic ISMCTS with a Viva evaluator): in the search's samples every seat plays as the heuristic
// bot would from that seat's view of the sample (heuristic.ts), also the secret orders already given
// (V9), and the tree widens from that action (src/core/ismcts.ts); each sample, its dice included
// (V4), judges every searched action in turn, and a rollout ends with its round, where
// search-value.ts judges the position. At its own decision the bot searches the heuristic's plan
// among a shortlist of the orders the heuristic scores best (V9) and of the discards that keep the
// most worth (V27), where uniform choices would be noise.
import type { Choices } from '../../../core/game.js';
import type { SearchPolicy } from '../../../core/ismcts.js';
import type { Random } from '../../../core/types.js';
import { determinize } from '../rules/determinize.js';
import { heuristicBot } from './heuristic.js';
import { Memory, type Habits } from './heuristic-memory.js';
import { scoreOrders } from './heuristic-orders.js';
import { keptValue } from './heuristic-values.js';
import { legalActions, orderChoices } from '../rules/legal.js';
import { evaluate } from './search-value.js';
import type { Action, Seat, VivaState } from '../rules/types.js';
import { sharedView, type VivaView } from '../rules/view.js';

/** Actions the heuristic plays after the tree at most: more than a round (Promises, orders, the battles' windows, Spend Money). */
export const ROLLOUT_DEPTH = 40;
/** Progressive widening away from the root: a place holds 1 + this × √visits actions, the heuristic's first. */
const WIDENING = 0.5;
/** The orders searched besides the heuristic's plan: those it scores best. */
const SHORTLISTED_ORDERS = 4;
/** The discards searched besides the heuristic's plan: those that keep the most worth. */
const SHORTLISTED_DISCARDS = 3;

/**
 * The search's model of play: the heuristic bot in every seat, from the seat's view of the sampled
 * state. One per decision, so that what its memory gathers in the samples stays in that decision.
 */
export function searchPolicy(): SearchPolicy<VivaState, Action> {
  const bot = heuristicBot();
  return {
    evaluate,
    rollout: (s, seat, random) => bot.decide(sharedView(s, seat), legalActions(s, seat), random),
    rolloutDepth: ROLLOUT_DEPTH,
    widening: WIDENING,
    // The dice to come are in the sampled state (V4), so a sample compares the searched actions on the same luck.
    pairedSamples: true,
    // A decision has shown its worth once its round is over (V6–V27): the battles fought, the money spent, the hands cut to 4.
    settled: (from, now) => now.round > from.round,
  };
}

/**
 * A state consistent with the seat's view (rules/determinize.ts), the secret orders of the Golpistas who
 * have already given theirs (V9) as the heuristic would give them from its view of the sample
 * rather than uniformly: the search's players order as its rollouts play.
 */
export function modelledSample(view: VivaView, random: Random): VivaState {
  const s = determinize(view, random);
  if (s.phase !== 'orders') return s;
  view.players.forEach((p, seat) => {
    if (seat === view.seat || !p.ordered || p.orders !== null) return;
    s.players[seat].orders = null;
    const theirs = sharedView(s, seat);
    const habits = new Memory().observe(theirs);
    s.players[seat].orders = best(orderChoices(s, seat), (orders) => scoreOrders(theirs, habits, seat, orders), 1, random)[0];
  });
  return s;
}

type Listed<T extends Action['type']> = Extract<Action, { type: T }>;

/** The `count` best of `actions` by `worth`, equals in their listed order or, given `random`, in a random one (as the heuristic breaks its ties). */
function best<T>(actions: T[], worth: (a: T) => number, count: number, random?: Random): T[] {
  return actions.map((a, i) => ({ a, i: random ? random() : i, w: worth(a) })).sort((x, y) => y.w - x.w || x.i - y.i).slice(0, count).map((x) => x.a);
}

/** The seat's choices narrowed to what is worth searching, with the heuristic's plan among them. */
export function shortlist(view: VivaView, me: Seat, habits: Habits, choices: Choices<Action>, plan: Action | null): Choices<Action> {
  const keyOf = (a: Action): string => JSON.stringify(a);
  const withPlan = (actions: Action[]): Choices<Action> => {
    const out = new Map(actions.map((a) => [keyOf(a), a]));
    if (plan) out.set(keyOf(plan), plan);
    return { actions: [...out.values()], samplers: [], optional: [] };
  };
  if (view.phase === 'orders' || view.phase === 'spy') {
    const plain = choices.actions.filter((a): a is Listed<'orders'> => a.type === 'orders' && a.spy === undefined);
    return withPlan(best(plain, (a) => scoreOrders(view, habits, me, a.orders), SHORTLISTED_ORDERS));
  }
  if (view.phase === 'spend' && view.spend?.discarding) {
    const hand = view.players[me].hand!;
    const discards = choices.actions.filter((a): a is Listed<'discard'> => a.type === 'discard');
    return withPlan(best(discards, (a) => keptValue(hand.filter((c) => !a.cards.includes(c))), SHORTLISTED_DISCARDS));
  }
  // Promises: the sampled ones and the plan; the small listed spaces (Burglars, a battle's windows, Spend Money) whole.
  return { ...choices, actions: plan && !choices.actions.some((a) => keyOf(a) === keyOf(plan)) ? [...choices.actions, plan] : choices.actions };
}
