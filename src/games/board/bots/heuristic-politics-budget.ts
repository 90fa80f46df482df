// The heuristic bot's Budget (rulings B20–B23, B34): the President buys, with stacks worth voting for,
// the fewest voters (the most votes first) that carry the vote with a margin for Vote cards he cannot
// see, announces each stack at its true value (the announcement is what buys the vote, so a close vote
// gets believable amounts) and keeps the rest; when his own votes carry it, or no purchase can, he keeps
// everything. The Minister forces a defeated Budget when it pays him, or when not forcing would hand
// the President a large sum.
import { DENOMINATIONS, type Denomination } from '../content/box.js';
import { valueOf } from '../rules/money.js';
import type { Action, Seat } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import { firstOf, listed, type Decision } from './heuristic-context.js';
import { activeOthers, goodStack, handVotes, politicsMemory, publicVotes, supportFor, type PoliticsMemory } from './heuristic-politics-read.js';

/** B11, B5: votes the President allows for the Vote cards hidden in the other hands. */
const HIDDEN_VOTES_MARGIN = 2;

/** B23: announced money to the others above which the Minister forces (otherwise the President takes it all). */
const FORCE_DENIAL = 4;

export interface BudgetPlan {
  /** Each bought voter's stack value, in the order they are bought. */
  targets: { seat: Seat; value: number }[];
  /** A vote hangs on the stacks (the President's own votes do not carry it). */
  close: boolean;
}

/**
 * B21: the plan from the whole pool (drawn bills plus those already stacked), so each step of the
 * decision recomputes the same plan: the voters bought, most votes first, until the yes votes beat
 * the rest with the margin (most votes first, then those who backed him); none when the President carries it alone, or when no affordable purchase can.
 */
export function planBudget(view: BoardView, me: Seat, memory: PoliticsMemory): BudgetPlan {
  const stacked = (view.budget?.stacks ?? []).reduce((n, st) => n + (st.bills ? valueOf(st.bills) : 0), 0);
  const pool = (view.drawn ? valueOf(view.drawn) : 0) + stacked;
  const good = goodStack(view);
  // Among voters with as many votes, those who backed him before are bought first (they are likelier to stay bought).
  const voters = activeOthers(view, me).map((seat) => ({ seat, votes: publicVotes(view, seat), support: supportFor(memory, me, seat) }))
    .sort((a, b) => b.votes - a.votes || b.support - a.support || a.seat - b.seat);
  let yes = publicVotes(view, me) + handVotes(view, me);
  let no = voters.reduce((n, v) => n + v.votes, 0);
  if (yes > no + HIDDEN_VOTES_MARGIN) return { targets: [], close: false };
  const bought: Seat[] = [];
  for (const v of voters) {
    if (yes > no + HIDDEN_VOTES_MARGIN || (bought.length + 1) * good > pool) break;
    bought.push(v.seat);
    yes += v.votes;
    no -= v.votes;
  }
  // Hopeless: even every voter he can pay for leaves the Budget defeated, so he keeps it all (B23).
  if (yes <= no) return { targets: [], close: true };
  return { targets: bought.map((seat) => ({ seat, value: good })), close: true };
}

/** The bill that brings a stack nearest its target: the largest drawn bill not above what is missing, else the smallest drawn bill. */
function billFor(view: BoardView, missing: number): Denomination | null {
  const drawn = view.drawn ?? [0, 0, 0];
  const held = DENOMINATIONS.filter((b) => drawn[b - 1] > 0);
  if (held.length === 0) return null;
  return [...held].reverse().find((b) => b <= missing) ?? held[0];
}

/** B21: one step of the proposal: a bill into the next stack short of its target, then each stack announced at its value, then done. */
export function decideBudget(d: Decision): Action | null {
  const { view, me } = d;
  const stacks = view.budget?.stacks ?? [];
  for (const { seat, value } of planBudget(view, me, politicsMemory(d.memory, view)).targets) {
    const st = stacks.find((x) => x.seat === seat);
    if (st?.announced !== null && st?.announced !== undefined) continue;
    const has = st?.bills ? valueOf(st.bills) : 0;
    const bill = has < value ? billFor(view, value - has) : null;
    if (bill !== null) return { type: 'stack', seat: view.players[me].name, to: view.players[seat].name, bill };
  }
  const open = stacks.find((st) => st.announced === null);
  if (open) {
    const amount = open.bills ? valueOf(open.bills) : 0;
    return listed(d, 'announce').find((a) => a.to === view.players[open.seat].name && a.amount === amount) ?? null;
  }
  return firstOf(d, 'done');
}

/** B23: the Minister forces when his stack pays him, or to deny the President a large sum of the others' stacks. */
export function decideForce(d: Decision): Action | null {
  const { view, me } = d;
  const stacks = view.budget?.stacks ?? [];
  const mine = stacks.find((st) => st.seat === me)?.announced ?? 0;
  const others = stacks.filter((st) => st.seat !== me).reduce((n, st) => n + (st.announced ?? 0), 0);
  const force = mine > 0 || others >= FORCE_DENIAL;
  return listed(d, 'force').find((a) => a.force === force) ?? null;
}
