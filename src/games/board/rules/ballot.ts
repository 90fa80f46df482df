// What a vote reads (rulings B8, B9, B11, B12, B14, B34, B67): a player's sources of votes, the
// options a cast may name now, the tallies, who is asked to decline next, and who leads at the count.
import { NUMBERS, POSITIONS } from '../content/box.js';
import { votesOf } from '../content/cards.js';
import { fail, isActive, seatNamed } from './context.js';
import type { BoardState, Option, Question, Seat, Source, VoteFrame } from './types.js';

export type Election = Extract<Question, { kind: 'election' }>;
export const isElection = (q: Question): q is Election => q.kind === 'election';

export interface SourceVotes { source: Source; votes: number }

/**
 * B11: every source a player has in this vote, cast or not: each Influence card in front, one vote
 * per unfrozen Position he holds (at most two), the President's vote, the Cousin's Position's vote
 * (the President's, B34), his family vote. Vote cards are sources only as they are played (B12).
 * Inactive players have none; with the office vacant nobody has the President's vote (B67).
 */
export function sourcesOf(s: BoardState, seat: Seat): SourceVotes[] {
  if (!isActive(s, seat)) return [];
  const found: SourceVotes[] = s.players[seat].influence.map((card) => ({ source: card, votes: votesOf(card) }));
  // B11 "at most two": B17 gives nobody more than two; were it ever more, the first two in the cabinet's order count.
  const held = POSITIONS.filter((p) => s.positions[p].holder === seat && !s.positions[p].frozen).slice(0, NUMBERS.positionVotesMax);
  found.push(...held.map((p) => ({ source: p, votes: 1 })));
  if (s.president === seat) {
    found.push({ source: 'president', votes: 1 });
    if (s.cousin !== null) found.push({ source: 'cousin', votes: 1 });
  }
  found.push({ source: 'family', votes: 1 });
  return found;
}

/** B11 "each source once per vote": a holding again (B10, B13) is a vote afresh, every source castable again. */
export const hasCast = (f: VoteFrame, seat: Seat, source: Source): boolean => f.casts.some((c) => c.seat === seat && c.source === source);

/** B11, B12: the sources a player may still cast in this holding. */
export const uncastSources = (s: BoardState, f: VoteFrame, seat: Seat): SourceVotes[] =>
  sourcesOf(s, seat).filter((v) => !hasCast(f, seat, v.source));

/** B14, B67: who may receive votes in an election at all: any active player but a removed President. */
export const eligible = (s: BoardState, q: Election): Seat[] =>
  s.players.map((_, i) => i).filter((i) => isActive(s, i) && i !== q.excluded);

/**
 * The options a cast may name now: for and against in a roll call (B11); in the first election's round
 * 1 any player (a cast on one not yet nominated nominates him, B8), in its round 2 the nominees who did
 * not decline; in a later election any active player but a removed President who did not decline (B9, B14).
 */
export function optionsNow(s: BoardState, f: VoteFrame): Option[] {
  const q = f.question;
  if (!isElection(q)) return ['for', 'against'];
  if (q.why === 'first' && f.round === 2) return f.nominees.filter((seat) => !f.declined.includes(seat));
  return eligible(s, q).filter((seat) => !f.declined.includes(seat));
}

/** Reads an option from an action and refuses one the rulings forbid now. */
export function optionOf(s: BoardState, f: VoteFrame, raw: unknown): Option {
  const q = f.question;
  if (!isElection(q)) {
    if (raw === 'for' || raw === 'against') return raw;
    return fail('B11', 'a roll call is voted for or against');
  }
  const seat = seatNamed(s, raw, 'option');
  const name = s.players[seat].name;
  if (seat === q.excluded) fail('B67', `${name} was removed from office: votes may not be cast on him`);
  if (!isActive(s, seat)) fail('B14', `${name} is not active: votes go only to active players`);
  if (f.declined.includes(seat)) fail('B9', `${name} declined: no more votes may be cast on him`);
  if (q.why === 'first' && f.round === 2 && !f.nominees.includes(seat)) fail('B8', `${name} was not nominated in round 1: there are no new nominations in round 2`);
  return seat;
}

/** The votes cast on an option so far. */
export const votesOn = (f: VoteFrame, option: Option): number => f.casts.filter((c) => c.option === option).reduce((n, c) => n + c.votes, 0);

/** The tallies as the count shows them: a roll call's two options; an election's candidates with votes who did not decline (B9: votes on a decliner are lost), most first. */
export function tallies(f: VoteFrame): { option: Option; votes: number }[] {
  if (!isElection(f.question)) return (['for', 'against'] as const).map((option) => ({ option, votes: votesOn(f, option) }));
  const candidates = [...new Set(f.casts.map((c) => c.option))].filter((o): o is Seat => typeof o === 'number' && !f.declined.includes(o));
  return candidates.map((option) => ({ option, votes: votesOn(f, option) })).filter((t) => t.votes > 0).sort((a, b) => b.votes - a.votes || a.option - b.option);
}

/** B8 step 2, B14: the next candidate with a vote after round 1, in voting order, not yet asked to stand or decline. */
export const nextToDecline = (f: VoteFrame): Seat | null =>
  f.order.find((seat) => votesOn(f, seat) > 0 && !f.stood.includes(seat) && !f.declined.includes(seat)) ?? null;

export type Leader = { kind: 'won'; seat: Seat } | { kind: 'ask'; seat: Seat } | { kind: 'tie'; tied: Seat[] };

/**
 * B9 at the count of an election: the candidate with the most votes wins if he stood after round 1;
 * one not asked then (all his votes came in round 2) is asked now; a tie at the top, or nobody left
 * with a vote, is a tie (`tied`: the candidates sharing the top, none when nobody is left).
 */
export function leader(f: VoteFrame): Leader {
  const t = tallies(f);
  if (t.length === 0) return { kind: 'tie', tied: [] };
  const top = t.filter((x) => x.votes === t[0].votes).map((x) => x.option as Seat);
  if (top.length > 1) return { kind: 'tie', tied: top };
  return f.stood.includes(top[0]) ? { kind: 'won', seat: top[0] } : { kind: 'ask', seat: top[0] };
}
