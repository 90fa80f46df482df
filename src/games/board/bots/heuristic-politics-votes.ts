// The heuristic bot's votes (rulings B8–B14, B22, B67, B69): in an election it stands for itself when
// its votes can beat the leader and otherwise backs the leader (an ally first), so the table converges
// instead of tying; on the Budget the President votes for his proposal, a recipient of a stack worth
// voting for (or of the President's gift) votes for it, and the others hold their votes back in round
// 1, to be bought in window 2, then vote against; on Presidential Competence its caller and those the
// President did not favour vote for; Influence cards are played as they are cast, Vote cards only in
// round 2 when they turn the count; candidates always stand.
import { cardDesign, votesOf } from '../content/cards.js';
import { votesOn } from '../rules/ballot.js';
import type { Action, Option, Seat, VoteFrame } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import { firstOf, listed, seatOf, type Decision } from './heuristic-context.js';
import { castBy, giftsFrom, goodStack, handVotes, politicsMemory, positionsOf, publicVotes, recentStacks, supportFor } from './heuristic-politics-read.js';

/** B11 "at most two": holding two Positions from this President makes a player his ally on Competence. */
const ALLY_POSITIONS = 2;

/** The options (as actions name them) a cast or a played card may name now. */
const optionsListed = (d: Decision): string[] =>
  [...new Set([...listed(d, 'cast').map((a) => a.option), ...listed(d, 'play').filter((a) => a.option !== undefined).map((a) => a.option!)])];

/** B13: the President's tie decision: his own Budget passes; he is not incompetent. */
function tieDecision(d: Decision, f: VoteFrame): Action | null {
  const passed = f.question.kind === 'budget';
  return listed(d, 'decide').find((a) => a.passed === passed) ?? null;
}

/** B67: whether the President favoured me (a good stack lately, two Positions, or a gift this round). */
function presidentsAlly(view: BoardView, me: Seat): boolean {
  const president = view.president;
  if (president === null) return false;
  return recentStacks(view) >= goodStack(view) || positionsOf(view, me) >= ALLY_POSITIONS || giftsFrom(view, president) > 0;
}

/** B22, B67: a roll call's wanted option, or null to hold the votes back this round (B12). */
function rollCallOption(view: BoardView, f: VoteFrame, me: Seat): 'for' | 'against' | null {
  const q = f.question;
  if (q.kind === 'competence') {
    if (me === view.president) return 'against';
    if (me === q.by) return 'for';
    return presidentsAlly(view, me) ? 'against' : 'for';
  }
  if (me === view.president) return 'for';
  const stack = view.budget?.stacks.find((st) => st.seat === me)?.announced ?? 0;
  const bought = view.president !== null && giftsFrom(view, view.president) > 0;
  if (stack >= goodStack(view) || bought) return 'for';
  // B12: a voter the Budget pays too little waits for round 2: the President may still buy his vote (B69).
  return f.round === 1 ? null : 'against';
}

/**
 * B8, B9, B14: the candidate this voter backs: the option he already cast on, while it runs; himself
 * when his votes can beat the leader; else the leader (most votes so far), the one who gave him the
 * most support first, then the lowest seat.
 */
function candidate(d: Decision, f: VoteFrame): string | null {
  const { view, me } = d;
  const options = optionsListed(d);
  if (options.length === 0) return null;
  const mine = f.casts.filter((c) => c.seat === d.me && typeof c.option === 'number').map((c) => view.players[c.option as Seat].name);
  const kept = mine.find((name) => options.includes(name));
  if (kept) return kept;
  const memory = politicsMemory(d.memory, view);
  const running = options.map((name) => seatOf(view, name));
  const ranks = new Map(running.map((seat) => [seat, [votesOn(f, seat), supportFor(memory, me, seat), -seat]]));
  const best = [...running].sort((a, b) => {
    const [x, y] = [ranks.get(a)!, ranks.get(b)!];
    return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
  })[0];
  const uncast = publicVotes(view, me) - castBy(f, me);
  const myStrength = votesOn(f, me) + uncast + handVotes(view, me);
  if (running.includes(me) && (best === me || myStrength > votesOn(f, best))) return view.players[me].name;
  return view.players[best].name;
}

/**
 * B12, B13: a Vote card is played in round 2 when the wanted option is behind or level with the
 * others' votes (cast, and still to be cast by later voters) and the cards in hand can put it ahead.
 */
function voteCardToPlay(d: Decision, f: VoteFrame, option: string): Action | null {
  if (f.round !== 2) return null;
  const cards = listed(d, 'play').filter((a) => a.option === option && cardDesign(a.card).type === 'vote');
  if (cards.length === 0) return null;
  const { view } = d;
  const asOption = (name: string): Option => (name === 'for' || name === 'against' ? name : seatOf(view, name));
  const wanted = asOption(option);
  const others = optionsListed(d).filter((o) => o !== option).map(asOption);
  const rival = Math.max(0, ...others.map((o) => votesOn(f, o)));
  const later = f.order.slice(f.at + 1).reduce((n, seat) => n + publicVotes(view, seat) - castBy(f, seat), 0);
  const deficit = rival + Math.max(0, later) - votesOn(f, wanted);
  const inHand = cards.reduce((n, a) => n + votesOf(a.card), 0);
  if (deficit < 0 || inHand <= deficit) return null;
  return [...cards].sort((a, b) => votesOf(b.card) - votesOf(a.card))[0];
}

/** B11, B72: one step of a voting turn: Influence from hand, then the sources, then Vote cards that turn it, then done. */
function turnStep(d: Decision, f: VoteFrame): Action | null {
  const option = f.question.kind === 'election' ? candidate(d, f) : rollCallOption(d.view, f, d.me);
  if (option !== null) {
    const influence = listed(d, 'play').find((a) => a.option === option && cardDesign(a.card).type === 'influence');
    if (influence) return influence;
    const cast = listed(d, 'cast').find((a) => a.option === option);
    if (cast) return cast;
    const card = voteCardToPlay(d, f, option);
    if (card) return card;
  }
  return firstOf(d, 'done');
}

/** The vote decider: turns, declines (always stand: the office is worth having), the President's tie decision. */
export function decideVote(d: Decision): Action | null {
  const f = d.frame as VoteFrame;
  if (f.stage === 'tie') return tieDecision(d, f);
  if (f.stage === 'declines' || f.stage === 'final') return firstOf(d, 'stand');
  if (f.stage === 'round') return turnStep(d, f);
  return null;
}
