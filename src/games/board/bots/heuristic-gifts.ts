// The heuristic bot's gifts (rulings B12, B29, B62, B68, B69, B72): money goes only where it carries a
// vote – in window 2 of his Budget's roll call the President pays a voter who held his votes back
// when those votes decide the count, a stack's worth of pocket bills; when his Budget is carried
// already, or lost whatever he pays, nobody gets anything. Cards are never given.
import { minimalPayments, valueOf } from '../rules/money.js';
import { votesOn } from '../rules/ballot.js';
import { underAttempt } from '../rules/gifts.js';
import type { Action, Money, Seat, VoteFrame } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import type { Decision } from './heuristic-context.js';
import { castBy, goodStack, politicsMemory, publicVotes } from './heuristic-politics-read.js';

/**
 * B12, B22: the voters whose held-back votes the President should buy, fewest first (most votes
 * first), or none when the Budget is carried without them or lost with all of them.
 */
export function votesToBuy(view: BoardView, f: VoteFrame, me: Seat, given: Set<Seat>): Seat[] {
  const good = goodStack(view);
  let yes = votesOn(f, 'for') + publicVotes(view, me) - castBy(f, me);
  const no = votesOn(f, 'against');
  const undecided: { seat: Seat; votes: number }[] = [];
  for (const seat of f.order) {
    if (seat === me || view.players[seat].status !== 'active') continue;
    const held = publicVotes(view, seat) - castBy(f, seat);
    if (held <= 0) continue;
    const stack = view.budget?.stacks.find((st) => st.seat === seat)?.announced ?? 0;
    if (stack >= good || given.has(seat)) yes += held;
    else undecided.push({ seat, votes: held });
  }
  const open = undecided.reduce((n, u) => n + u.votes, 0);
  if (yes > no + open || yes + open <= no) return [];
  const buy: Seat[] = [];
  let against = no + open;
  for (const u of [...undecided].sort((a, b) => b.votes - a.votes || a.seat - b.seat)) {
    if (yes > against) break;
    buy.push(u.seat);
    yes += u.votes;
    against -= u.votes;
  }
  return buy.filter((seat) => !given.has(seat));
}

/** The bills a gift of `amount` is paid with: the fewest bills worth at least it, or the whole pocket when it holds less. */
function billsFor(pocket: Money, amount: number): Money | null {
  if (valueOf(pocket) === 0) return null;
  if (valueOf(pocket) < amount) return [...pocket] as Money;
  return minimalPayments(pocket, amount).sort((a, b) => a[0] + a[1] + a[2] - (b[0] + b[1] + b[2]))[0] ?? null;
}

/** B68, B69: in window 2 of his Budget's vote, the President's gift to the next voter whose vote decides it; null when none. */
export function budgetGift(d: Decision): Action | null {
  const { view, me } = d;
  if (d.frame.kind !== 'window' || d.frame.number !== 2 || view.president !== me || d.choices.samplers.length === 0) return null;
  const f = view.flow[view.flow.length - 2];
  if (f?.kind !== 'vote' || f.question.kind !== 'budget') return null;
  const memory = politicsMemory(d.memory, view);
  const given = memory.gave.get(view.round) ?? new Set<Seat>();
  const to = votesToBuy(view, f, me, given).find((seat) => !underAttempt(view, seat));
  const pocket = view.players[me].pocket;
  if (to === undefined || pocket === null) return null;
  const bills = billsFor(pocket, goodStack(view));
  if (bills === null) return null;
  given.add(to);
  memory.gave.set(view.round, given);
  return { type: 'gift', seat: view.players[me].name, to: view.players[to].name, cards: [], bills };
}
