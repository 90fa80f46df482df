// What the heuristic bot's political game reads from a seat's view (rulings B5, B11, B17, B21, B22,
// B34, B69): each player's votes as the table sees them, a Budget stack worth voting for, who is the
// President's ally, and what the bot remembers of who voted for whom (kept beside the shared memory).
import { BILL_COUNTS, NUMBERS, POSITIONS } from '../content/box.js';
import { votesOf } from '../content/cards.js';
import { valueOf } from '../rules/money.js';
import type { Money, Seat, VoteFrame } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import type { Memory } from './heuristic-memory.js';

/** B3: the mean value of a bill in the box (156 M in 96 bills), to guess the Budget's pool from its public count. */
const MEAN_BILL = valueOf([...BILL_COUNTS] as Money) / BILL_COUNTS.reduce((n, c) => n + c, 0);

/**
 * B21, B22: the share of a fair split of the aid (among the active players) a stack must be announced
 * at for its recipient to vote for the Budget; below it he would rather see the Budget fall. A full
 * share: at 0.6 the first President kept so much that he won 40 % of 100 games at 5 seats (a fair
 * share is 20 %); at 1, 28.5 %.
 */
const GOOD_SHARE = 1;

/** A player's Positions with a vote (unfrozen, at most two, B11). */
export const positionsOf = (view: BoardView, seat: Seat): number =>
  Math.min(NUMBERS.positionVotesMax, POSITIONS.filter((p) => view.positions[p].holder === seat && !view.positions[p].frozen).length);

/** B11: the votes a player can cast in a vote, as the table sees them (his Vote cards in hand are hidden). */
export function publicVotes(view: BoardView, seat: Seat): number {
  const p = view.players[seat];
  if (p.status !== 'active') return 0;
  const influence = p.influence.reduce((n, card) => n + votesOf(card), 0);
  const president = view.president === seat ? 1 + (view.cousin !== null ? 1 : 0) : 0;
  return influence + positionsOf(view, seat) + president + 1;
}

/** The votes in the bot's own hand (Influence and Vote cards), which only it sees (B5). */
export const handVotes = (view: BoardView, seat: Seat): number => (view.players[seat].hand ?? []).reduce((n, card) => n + votesOf(card), 0);

/** The votes a player has cast so far in this holding of a vote. */
export const castBy = (f: VoteFrame, seat: Seat): number => f.casts.filter((c) => c.seat === seat).reduce((n, c) => n + c.votes, 0);

export const activeOthers = (view: BoardView, seat: Seat): Seat[] =>
  view.players.map((_, i) => i).filter((i) => i !== seat && view.players[i].status === 'active');

/** B20, B6: the aid's likely value from its public count (8 bills, 10 after Foreign Aid Increase). */
export const expectedAid = (view: BoardView): number => (NUMBERS.aidDraw + (view.aidIncrease ? NUMBERS.aidIncrease : 0)) * MEAN_BILL;

/** B21: the announced amount at which a recipient votes for the Budget (at least 1 M). */
export function goodStack(view: BoardView): number {
  const active = view.players.filter((p) => p.status === 'active').length;
  return Math.max(1, Math.ceil((expectedAid(view) / Math.max(1, active)) * GOOD_SHARE));
}

/** B5, B22: the value of the stacks this seat received this round or the last (its private log). */
export const recentStacks = (view: BoardView): number =>
  view.notes.filter((n) => n.kind === 'stack' && n.round >= view.round - 1).reduce((sum, n) => sum + valueOf((n as { bills: Money }).bills), 0);

/** B69: the value of the gifts `from` gave this seat this round (its private log). */
export const giftsFrom = (view: BoardView, from: Seat): number =>
  view.notes.filter((n) => n.kind === 'received' && n.why === 'gift' && n.from === from && n.round === view.round)
    .reduce((sum, n) => sum + valueOf((n as { bills: Money }).bills), 0);

/** One vote as last seen: its question, the President when it was held, and its casts. */
interface VoteSeen { question: VoteFrame['question']; president: Seat | null; casts: VoteFrame['casts'] }

/** What the political game remembers of a table: the casts of each vote seen, by vote. */
export interface PoliticsMemory {
  votes: Map<string, VoteSeen>;
  /** B69: the seats this bot gave money to, by round, so one vote is not bought twice. */
  gave: Map<number, Set<Seat>>;
}

const MEMORIES = new WeakMap<Memory, PoliticsMemory>();

/** The political memory kept beside a bot's shared memory (one per bot, as that one). */
export function politicsMemory(memory: Memory, view: BoardView): PoliticsMemory {
  let m = MEMORIES.get(memory);
  if (!m) {
    m = { votes: new Map(), gave: new Map() };
    MEMORIES.set(memory, m);
  }
  const vote = [...view.flow].reverse().find((f): f is VoteFrame => f.kind === 'vote');
  if (vote) {
    const key = `${view.round}:${JSON.stringify(vote.question)}:${vote.order.join(',')}`;
    m.votes.set(key, { question: vote.question, president: view.president, casts: vote.casts.map((c) => ({ ...c })) });
  }
  return m;
}

/**
 * Support: the votes `seat` cast for `me` as a candidate, and for my Budget (against my removal) while
 * I was President, less those he cast against my Budget (for my removal), in the votes this bot saw.
 */
export function supportFor(m: PoliticsMemory, me: Seat, seat: Seat): number {
  let support = 0;
  for (const v of m.votes.values()) {
    const mine = v.president === me;
    const backing = v.question.kind === 'budget' ? 'for' : 'against';
    for (const c of v.casts) {
      if (c.seat !== seat) continue;
      if (v.question.kind === 'election') support += c.option === me ? c.votes : 0;
      else if (mine) support += c.option === backing ? c.votes : -c.votes;
    }
  }
  return support;
}
