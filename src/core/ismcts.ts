// Information-set Monte Carlo tree search over any game module ("Generic bots"; after
// Cowling, Powley and Whitehouse's single-observer ISMCTS and OpenSpiel's ISMCTSBot(game,
// evaluator)): each iteration samples what the seat was not shown with the game's `determinize`,
// walks a tree of actions with UCB, plays on with the game's rollout policy and judges where it
// stopped with the game's evaluator (or the game's score, at the end). The game supplies only the
// evaluator and the policy; the clock and the event loop come from the caller, so the core stays pure.
//
// A game may shape the search for small budgets (SearchPolicy): progressive widening away from the
// root, its policy's action first; paired samples, every root action judged on the same sample in
// turn (common random numbers), the best on average chosen; and rollouts that stop where the game
// says a decision's consequences have shown.
//
// Simultaneous decisions (Las Cartas' first-President vote, R3; Viva's secret orders, V9): when
// several seats must act at once, they choose one after another in the sampled state (the searching
// seat first at the root), each from statistics of its own kept at the node where the decision
// began (decoupled UCT, as simultaneous-move MCTS does), so no seat's choice in the tree depends on
// another's secret one; the tree branches on the joint choice once the decision is complete.
import type { Choices, GameRules } from './rules.js';
import type { Random, Seat } from './types.js';

/** What a game gives the search: how to judge a position and how its players play on. */
export interface SearchPolicy<S, A> {
  /**
   * Each seat's worth of an unfinished position, from 0 to 1 (rollouts are cut off, so most end
   * before the game does); a finished game is worth its result (the winners share 1; a game
   * nobody wins, B10 and B64, is worth 0 to every seat).
   */
  evaluate(state: S): number[];
  /** A seat's action in a sampled state, as a sensible player would choose it from its view; null: a listed or sampled one at random. */
  rollout(state: S, seat: Seat, random: Random): A | null | Promise<A | null>;
  /** Actions played after the tree, unless the options say: about what one action's consequences take to show. */
  rolloutDepth: number;
  /**
   * Progressive widening, when given: away from the searching seat's root choice, a place in the
   * tree holds at most 1 + widening × √visits actions, the rollout policy's own action first, so
   * that the few visits a small budget gives go to sensible play rather than to random actions
   * (Coulom's progressive widening; Chaslot et al.'s progressive strategies). Absent: every action
   * is tried once before any is tried again.
   */
  widening?: number;
  /**
   * Common random numbers, when true: each sample of the hidden information (and of the dice to
   * come, when the state carries their generator) serves one iteration of every root action before
   * the next is drawn, so the root's actions are compared on the same cards and luck.
   */
  pairedSamples?: boolean;
  /**
   * Whether a rollout may stop before its depth, at `now`, the iteration having begun at `from`:
   * the game's own measure of when a decision's consequences have shown (the end of a round, say),
   * so that the evaluator judges them before later luck blurs them. Absent: only the depth stops it.
   */
  settled?(from: S, now: S): boolean;
  /**
   * With paired samples and a proposed root action (`decide`'s `propose`, a heuristic's plan): the
   * proposal stands unless another root action beats it clearly, its mean gain over the proposal on
   * the samples both were judged on more than this many standard errors of that gain (a one-sided
   * paired test), so that at a small budget the noisiest action does not displace a sound plan.
   * Absent: the best on average, the proposal one root action among the others.
   */
  keepProposal?: number;
}

export interface IsmctsOptions {
  /** Iterations per decision: reproducible. */
  iterations?: number;
  /** Or a time budget per decision, in milliseconds (used when given, with `clock`). */
  thinkMs?: number;
  /** The clock a time budget reads, in milliseconds. */
  clock?: () => number;
  /** Actions played after the tree before the position is judged (the game's rolloutDepth unless given). */
  rolloutDepth?: number;
  exploration?: number;
  /** Hand control back to the event loop every this many iterations (with `pause`). */
  yieldEvery?: number;
  /** How control goes back to the event loop, so the screens and the network stay responsive. */
  pause?: () => Promise<void>;
  /** Samples drawn per sampled kind (budgets, commitments) at each tree node. */
  samplesPerKind?: number;
}

/** Iterations per decision unless told: a count, not a time, so the same seed plays the same game on any machine. */
export const DEFAULT_ISMCTS_ITERATIONS = 300;
/** UCB's exploration weight, unless told: under UCB1's √2 (rewards lie in 0..1), so few iterations go mostly to moves that did well. */
const DEFAULT_EXPLORATION = 0.7;
/** Iterations between hand-backs to the event loop, unless told. */
const DEFAULT_YIELD_EVERY = 16;
/** Samples per sampled kind at the root, unless told: a few budgets and commitments besides the listed actions. */
const DEFAULT_SAMPLES_PER_KIND = 3;

interface Child<A> {
  action: A;
  visits: number;
  /** Total reward, seen by the seat that chose this action. */
  reward: number;
  /** How often this action was available when its parent was visited. */
  available: number;
  node: Node<A>;
}

/**
 * One place in the tree. `children`: the actions of the one seat that acts there. A simultaneous
 * decision's node instead keeps each seat's own actions in `seats` and the places after each joint
 * choice in `after`.
 */
interface Node<A> {
  children: Map<string, Child<A>>;
  seats?: Map<Seat, Map<string, Child<A>>>;
  after?: Map<string, Node<A>>;
}

const newNode = <A>(): Node<A> => ({ children: new Map() });
const keyOf = (action: unknown): string => JSON.stringify(action);

/** The listed actions and `samples` draws from each sampler, each action once. */
function candidates<A>(choices: Choices<A>, random: Random, samples: number): A[] {
  const out = new Map<string, A>();
  for (const action of choices.actions) out.set(keyOf(action), action);
  for (const sample of choices.samplers) {
    for (let i = 0; i < samples; i++) {
      const action = sample(random);
      if (action) out.set(keyOf(action), action);
    }
  }
  return [...out.values()];
}

/** A walk's root action and the reward it brought the seat that chose it. */
interface RootReward<A> {
  action: A;
  reward: number;
}

/** The fewest paired samples on which an action may be found clearly better than the proposal. */
const LEAST_PAIRED = 3;

/**
 * Of the root actions judged on paired samples (each sample: every action's reward by its key), the
 * one whose mean gain over `proposal` is the largest of those above `z` standard errors of the gain,
 * on at least LEAST_PAIRED samples; null when none is clearly better.
 */
export function clearlyBetter(samples: readonly ReadonlyMap<string, number>[], proposal: string, z: number): string | null {
  const gains = new Map<string, number[]>();
  for (const sample of samples) {
    const base = sample.get(proposal);
    if (base === undefined) continue;
    for (const [key, reward] of sample) {
      if (key === proposal) continue;
      let list = gains.get(key);
      if (!list) gains.set(key, (list = []));
      list.push(reward - base);
    }
  }
  let best: string | null = null;
  let bestGain = 0;
  for (const [key, list] of gains) {
    const n = list.length;
    if (n < LEAST_PAIRED) continue;
    const mean = list.reduce((a, b) => a + b, 0) / n;
    const variance = list.reduce((a, d) => a + (d - mean) ** 2, 0) / (n - 1);
    if (mean > bestGain && mean > z * Math.sqrt(variance / n)) {
      best = key;
      bestGain = mean;
    }
  }
  return best;
}

/** A seat's own statistics at a simultaneous decision's node. */
function tableOf<A>(node: Node<A>, seat: Seat): Map<string, Child<A>> {
  node.seats ??= new Map();
  let table = node.seats.get(seat);
  if (!table) node.seats.set(seat, (table = new Map()));
  return table;
}

/** The node after a simultaneous decision's joint choice. */
function afterOf<A>(node: Node<A>, joint: string): Node<A> {
  node.after ??= new Map();
  let next = node.after.get(joint);
  if (!next) node.after.set(joint, (next = newNode<A>()));
  return next;
}

/** How a place grows under progressive widening: its visits so far allow `room` actions, the policy's `first` among them. */
interface Widening<A> {
  room: (visits: number) => number;
  first: A | null;
}

/**
 * UCB among the available actions (each counted as available), or a fresh one first: at random, or
 * under widening while there is room, the policy's action if it is fresh.
 */
function select<A>(children: Map<string, Child<A>>, actions: A[], random: Random, exploration: number, widening?: Widening<A>): Child<A> {
  const available: Child<A>[] = [];
  const fresh: A[] = [];
  for (const action of actions) {
    const child = children.get(keyOf(action));
    if (child) available.push(child);
    else fresh.push(action);
  }
  for (const child of available) child.available += 1;
  const visits = widening ? available.reduce((n, c) => n + c.visits, 0) : 0;
  if (fresh.length > 0 && (!widening || available.length === 0 || available.length < widening.room(visits))) {
    const first = widening?.first;
    const preferred = first == null ? -1 : fresh.findIndex((a) => keyOf(a) === keyOf(first));
    const action = preferred >= 0 ? fresh[preferred] : fresh[Math.floor(random() * fresh.length)];
    const child: Child<A> = { action, visits: 0, reward: 0, available: 1, node: newNode<A>() };
    children.set(keyOf(action), child);
    return child;
  }
  let best = available[0];
  let bestScore = -Infinity;
  for (const child of available) {
    const ucb = child.reward / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
    if (ucb > bestScore) {
      bestScore = ucb;
      best = child;
    }
  }
  return best;
}

/** The searching bot for one game: its decisions from a seat's view. */
export interface Ismcts<A, V> {
  /**
   * The seat's action among its required `choices` (offers are not searched: the game's own bot
   * decides them). `propose` gives one more root action, drawn after the sampled ones (a
   * heuristic's plan, checked legal by the caller), or null.
   */
  decide(view: V, seat: Seat, choices: Choices<A>, random: Random, propose?: (random: Random) => A | null | Promise<A | null>): Promise<A | null>;
}

export function makeIsmcts<S, A, V, E>(rules: GameRules<S, A, V, E>, policy: SearchPolicy<S, A>, options: IsmctsOptions = {}): Ismcts<A, V> {
  const iterations = options.iterations ?? DEFAULT_ISMCTS_ITERATIONS;
  const rolloutDepth = options.rolloutDepth ?? policy.rolloutDepth;
  const exploration = options.exploration ?? DEFAULT_EXPLORATION;
  const yieldEvery = options.yieldEvery ?? DEFAULT_YIELD_EVERY;
  const samples = options.samplesPerKind ?? DEFAULT_SAMPLES_PER_KIND;
  const widening = policy.widening;
  const paired = policy.pairedSamples ?? false;
  const keepProposal = paired ? policy.keepProposal : undefined;
  const { clock, pause, thinkMs } = options;
  if (thinkMs !== undefined && !clock) throw new Error('a time budget needs a clock');

  /** What a position is worth to each seat: the game's result when it is over, else the evaluator's judgement. */
  function value(s: S): number[] {
    if (!rules.isOver(s)) return policy.evaluate(s);
    const { players, winners } = rules.score(s);
    // Nobody wins: nobody gets a share.
    const result = players.map(() => 0);
    for (const seat of winners) result[seat] = 1 / winners.length;
    return result;
  }

  /** Plays on from `s` with the policy; `from`: the sample the iteration began with. */
  async function rollout(s: S, from: S, random: Random): Promise<S> {
    for (let i = 0; i < rolloutDepth && !rules.isOver(s) && !policy.settled?.(from, s); i++) {
      const seat = rules.pending(s).required[0]?.seat;
      if (seat === undefined) break;
      const action = (await policy.rollout(s, seat, random)) ?? candidates(rules.legalActions(s, seat), random, 1)[0];
      const result = rules.apply(s, action);
      if (!result.ok) break;
      s = result.state;
    }
    return s;
  }

  async function search(view: V, me: Seat, choices: Choices<A>, random: Random, propose?: (random: Random) => A | null | Promise<A | null>): Promise<A | null> {
    const rootActions = candidates(choices, random, samples);
    const proposed = propose ? await propose(random) : null;
    // Under keepProposal the proposal may already be listed: it is searched once, as itself.
    if (proposed !== null && !(keepProposal !== undefined && rootActions.some((a) => keyOf(a) === keyOf(proposed)))) rootActions.push(proposed);
    const root = newNode<A>();
    const deadline = thinkMs !== undefined ? clock!() + thinkMs : Infinity;
    // Paired: one sample for each root action in turn, then the next sample.
    let sample: S | null = null;
    const tried = new Set<string>();
    // Under keepProposal: each sample's reward of every root action, for the paired test.
    const judged: Map<string, number>[] = [];
    for (let i = 0; thinkMs !== undefined ? clock!() < deadline : i < iterations; i++) {
      if (pause && i > 0 && i % yieldEvery === 0) await pause();
      if (!paired) {
        await iterate(root, rules.determinize(view, random), me, rootActions, random);
        continue;
      }
      if (sample === null || tried.size >= rootActions.length) {
        sample = rules.determinize(view, random);
        tried.clear();
        if (keepProposal !== undefined) judged.push(new Map());
      }
      const walked = await iterate(root, sample, me, rootActions.filter((a) => !tried.has(keyOf(a))), random, tried);
      if (keepProposal !== undefined && walked !== null) judged[judged.length - 1].set(keyOf(walked.action), walked.reward);
    }
    if (keepProposal !== undefined && proposed !== null) {
      const better = clearlyBetter(judged, keyOf(proposed), keepProposal);
      return better === null ? proposed : rootActions.find((a) => keyOf(a) === better)!;
    }
    // The most visited action; paired samples visit every action alike, so there the best on average.
    const mean = (c: Child<A>): number => c.reward / Math.max(1, c.visits);
    const better = (a: Child<A>, b: Child<A>): boolean => (paired && mean(a) !== mean(b) ? mean(a) > mean(b) : a.visits > b.visits);
    let best: Child<A> | null = null;
    for (const child of (root.seats?.get(me) ?? root.children).values()) if (!best || better(child, best)) best = child;
    return best?.action ?? rootActions[0] ?? null;
  }

  /** One walk down the tree from `start`; `tried` collects the root action chosen. The root action and its reward to `me`, or null when the walk took no action. */
  async function iterate(root: Node<A>, start: S, me: Seat, rootActions: A[], random: Random, tried?: Set<string>): Promise<RootReward<A> | null> {
    let s = start;
    let node = root;
    const path: { child: Child<A>; actor: Seat }[] = [];
    /** A seat's choices at this point of the walk: the root's searched actions for the seat deciding, one draw per sampler elsewhere. */
    const actionsOf = (seat: Seat, atRoot: boolean): A[] => (atRoot ? rootActions : candidates(rules.legalActions(s, seat), random, 1));
    /** Selects a seat's action at this point: the root's searched actions by UCB alone; elsewhere, under widening, the policy's action first. */
    const choose = async (table: Map<string, Child<A>>, seat: Seat, atRoot: boolean): Promise<Child<A>> => {
      const actions = actionsOf(seat, atRoot);
      if (atRoot) {
        const chosen = select(table, actions, random, exploration);
        tried?.add(keyOf(chosen.action));
        return chosen;
      }
      if (widening === undefined) return select(table, actions, random, exploration);
      const first = await policy.rollout(s, seat, random);
      if (first !== null && !actions.some((a) => keyOf(a) === keyOf(first))) actions.push(first);
      return select(table, actions, random, exploration, { room: (visits) => 1 + widening * Math.sqrt(visits), first });
    };
    for (let depth = 0; !rules.isOver(s); depth++) {
      const required = rules.pending(s).required;
      if (required.length > 1) {
        // A simultaneous decision: every seat chooses from its own statistics at this node.
        const joint: string[] = [];
        let expanded = false;
        const waiting = new Set(required.map((d) => d.seat));
        let actor = depth === 0 ? me : required[0].seat;
        for (;;) {
          const chosen = await choose(tableOf(node, actor), actor, depth === 0 && actor === me);
          const result = rules.apply(s, chosen.action);
          if (!result.ok) return backUp(path, s, start, random);
          s = result.state;
          path.push({ child: chosen, actor });
          joint.push(keyOf(chosen.action));
          expanded ||= chosen.visits === 0;
          waiting.delete(actor);
          if (rules.isOver(s)) break;
          const acting = rules.pending(s).required;
          if (acting.length === 0 || !acting.every((d) => waiting.has(d.seat))) break;
          actor = acting[0].seat;
        }
        node = afterOf(node, joint.join('|'));
        if (expanded) break;
        continue;
      }
      const actor = depth === 0 ? me : required[0]?.seat;
      if (actor === undefined) break;
      const chosen = await choose(node.children, actor, depth === 0);
      const result = rules.apply(s, chosen.action);
      if (!result.ok) break;
      s = result.state;
      path.push({ child: chosen, actor });
      node = chosen.node;
      if (chosen.visits === 0) break;
    }
    return backUp(path, s, start, random);
  }

  /** Plays on from where the walk stopped and gives each action on the path the reward of the seat that chose it; the root action and its reward, or null when the path is empty. */
  async function backUp(path: { child: Child<A>; actor: Seat }[], s: S, from: S, random: Random): Promise<RootReward<A> | null> {
    const rewards = value(await rollout(s, from, random));
    for (const { child, actor } of path) {
      child.visits += 1;
      child.reward += rewards[actor];
    }
    return path.length > 0 ? { action: path[0].child.action, reward: rewards[path[0].actor] } : null;
  }

  return {
    async decide(view, seat, choices, random, propose) {
      if (choices.actions.length === 1 && choices.samplers.length === 0) return choices.actions[0];
      if (choices.actions.length === 0 && choices.samplers.length === 0) return null;
      return search(view, seat, choices, random, propose);
    },
  };
}
