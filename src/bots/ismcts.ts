// Information-set Monte Carlo tree search (single observer): each iteration samples the hidden
// cards with the engine's `determinize`, then searches with the engine itself.
import {
  apply, determinize, legalActions, pending, score, viewFor, type Action, type LegalActions, type PlayerView, type Random, type Seat, type State,
} from '../engine/index.js';
import { totalValue } from '../engine/index.js';
import { heuristicBot } from './heuristic.js';
import type { Bot } from './types.js';

export interface IsmctsOptions {
  /** Iterations per decision: reproducible. */
  iterations?: number;
  /** Or a time budget per decision, in milliseconds (used when given). */
  thinkMs?: number;
  /** Random actions played after the tree before the position is judged. */
  rolloutDepth?: number;
  exploration?: number;
  /** Hand control back to the event loop every this many iterations. */
  yieldEvery?: number;
  /** Samples drawn per sampled kind (budgets, commitments) at each tree node. */
  samplesPerKind?: number;
}

/** Iterations per decision unless told: a count, not a time, so the same seed plays the same game on any machine. */
export const DEFAULT_ISMCTS_ITERATIONS = 300;
/** Random actions after the tree, unless told: about a round's decisions, so a rollout sees how the vote goes. */
const DEFAULT_ROLLOUT_DEPTH = 24;
/** UCB's exploration weight, unless told: under UCB1's √2 (rewards lie in 0..1), so few iterations go mostly to moves that did well. */
const DEFAULT_EXPLORATION = 0.7;
/** Iterations between hand-backs to the event loop, unless told: the screens and the network stay responsive. */
const DEFAULT_YIELD_EVERY = 16;
/** Samples per sampled kind at each node, unless told: a few budgets and commitments besides the listed actions. */
const DEFAULT_SAMPLES_PER_KIND = 3;

/** What money is worth in a position, by where it lies: the Swiss account is safe; the Middleman's top can still be taken; a budget stack can still be lost in a coup. */
const TOP_MONEY_WORTH = 0.8;
const STACK_MONEY_WORTH = 0.5;
/** The part of a position's worth that is leading (the rest is the seat's share of all the money): the search sees progress before anyone leads. */
const LEAD_WEIGHT = 0.5;

interface Child {
  action: Action;
  visits: number;
  /** Total reward, seen by the seat that chose this action. */
  reward: number;
  /** How often this action was available when its parent was visited. */
  available: number;
  node: Node;
}

interface Node {
  children: Map<string, Child>;
}

const newNode = (): Node => ({ children: new Map() });
const keyOf = (action: Action): string => JSON.stringify(action);

/** The seat that acts next in a state (the first required decision). */
function actorOf(s: State): Seat | null {
  return pending(s).required[0]?.seat ?? null;
}

function candidates(legal: LegalActions, random: Random, samples: number): Action[] {
  const out = new Map<string, Action>();
  for (const action of legal.actions) out.set(keyOf(action), action);
  for (const [kind, sample] of Object.entries(legal.samplers)) {
    if (kind === 'bribe') continue;
    for (let i = 0; i < samples; i++) {
      const action = sample(random);
      if (action) out.set(keyOf(action), action);
    }
  }
  return [...out.values()];
}

/** What a position is worth to each seat: money, with unsafe money and stacks discounted. */
function evaluate(s: State): number[] {
  if (s.phase === 'ended') {
    const { winners } = score(s);
    return s.players.map((_, i) => (winners.includes(i) ? 1 / winners.length : 0));
  }
  const wealth = s.players.map((p, i) =>
    totalValue(p.swiss) + TOP_MONEY_WORTH * totalValue(p.top) + STACK_MONEY_WORTH * totalValue(s.budget?.stacks[i]?.cards ?? []));
  const best = Math.max(...wealth);
  const total = wealth.reduce((a, b) => a + b, 0) || 1;
  const leaders = wealth.filter((w) => w === best).length;
  return wealth.map((w) => LEAD_WEIGHT * (w === best ? 1 / leaders : 0) + (1 - LEAD_WEIGHT) * (w / total) * (s.players.length / 2));
}

/** Plays on with the heuristic bot's rules of thumb for every seat (a model of sensible players). */
async function rollout(s: State, random: Random, depth: number): Promise<State> {
  for (let i = 0; i < depth && s.phase !== 'ended'; i++) {
    const seat = actorOf(s);
    if (seat === null) break;
    const legal = legalActions(s, seat);
    const action = (await heuristicBot.decide(viewFor(s, seat), legal, random)) ?? candidates(legal, random, 1)[0];
    const result = apply(s, action);
    if (!result.ok) break;
    s = result.state;
  }
  return s;
}

export function makeIsmctsBot(options: IsmctsOptions = {}): Bot {
  const iterations = options.iterations ?? DEFAULT_ISMCTS_ITERATIONS;
  const rolloutDepth = options.rolloutDepth ?? DEFAULT_ROLLOUT_DEPTH;
  const exploration = options.exploration ?? DEFAULT_EXPLORATION;
  const yieldEvery = options.yieldEvery ?? DEFAULT_YIELD_EVERY;
  const samples = options.samplesPerKind ?? DEFAULT_SAMPLES_PER_KIND;

  async function search(view: PlayerView, legal: LegalActions, random: Random): Promise<Action> {
    const rootActions = candidates(legal, random, samples);
    const planned = await heuristicBot.decide(view, legal, random);
    if (planned && legal.validate(planned) === null) rootActions.push(planned);
    const root = newNode();
    const deadline = options.thinkMs !== undefined ? performance.now() + options.thinkMs : Infinity;
    for (let i = 0; (options.thinkMs !== undefined ? performance.now() < deadline : i < iterations); i++) {
      if (i > 0 && i % yieldEvery === 0) await new Promise<void>((resolve) => setImmediate(resolve));
      await iterate(root, determinize(view, random), view.seat, rootActions, random);
    }
    let best: Child | null = null;
    for (const child of root.children.values()) if (!best || child.visits > best.visits) best = child;
    return best?.action ?? rootActions[0];
  }

  async function iterate(root: Node, start: State, me: Seat, rootActions: Action[], random: Random): Promise<void> {
    let s = start;
    let node = root;
    const path: { child: Child; actor: Seat }[] = [];
    for (let depth = 0; s.phase !== 'ended'; depth++) {
      const actor = depth === 0 ? me : actorOf(s);
      if (actor === null) break;
      const actions = depth === 0 ? rootActions : candidates(legalActions(s, actor), random, 1);
      const chosen = select(node, actions, random);
      const result = apply(s, chosen.action);
      if (!result.ok) break;
      s = result.state;
      path.push({ child: chosen, actor });
      node = chosen.node;
      if (chosen.visits === 0) break;
    }
    const rewards = evaluate(await rollout(s, random, rolloutDepth));
    for (const { child, actor } of path) {
      child.visits += 1;
      child.reward += rewards[actor];
    }
  }

  function select(node: Node, actions: Action[], random: Random): Child {
    const available: Child[] = [];
    const fresh: Action[] = [];
    for (const action of actions) {
      const child = node.children.get(keyOf(action));
      if (child) available.push(child);
      else fresh.push(action);
    }
    for (const child of available) child.available += 1;
    if (fresh.length > 0) {
      const action = fresh[Math.floor(random() * fresh.length)];
      const child: Child = { action, visits: 0, reward: 0, available: 1, node: newNode() };
      node.children.set(keyOf(action), child);
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

  return {
    kind: 'ismcts',
    async decide(view, legal, random) {
      if (legal.kinds.length === 1 && legal.kinds[0] === 'bribe') return heuristicBot.decide(view, legal, random);
      if (legal.actions.length === 1 && Object.keys(legal.samplers).length === 0) return legal.actions[0];
      return search(view, legal, random);
    },
  };
}
