// Choosing the first President (R3).
import { emit, enterPhase, fail, NO_PARTS, openCtx, seatNamed, type Ctx } from '../context.js';
import { rebellionOf } from '../catalogue.js';
import type { ActionOf, FirstPresidentVote, Seat } from '../types.js';
import { beginRound } from './round.js';

export function openFirstPresidentVote(ctx: Ctx, candidates: Seat[], revote: boolean): void {
  enterPhase(ctx.s, { ...NO_PARTS, phase: 'first-president', firstPresident: { candidates, votes: ctx.s.players.map(() => null), revote } });
}

export function nameFirstPresident(ctx: Ctx, seat: Seat, action: ActionOf<'name-first-president'>): void {
  const vote = openCtx(ctx, 'first-president', 'the first President has been chosen').s.firstPresident;
  if (vote.votes[seat] !== null) fail('not-your-turn', `${ctx.s.players[seat].name} has already voted`);
  const named = seatNamed(ctx.s, action.name, 'name');
  if (!vote.candidates.includes(named)) {
    fail('illegal-target', `only ${vote.candidates.map((c) => ctx.s.players[c].name).join(' or ')} may be named in the revote`);
  }
  vote.votes[seat] = named;
  emit(ctx, { type: 'first-president-vote-cast', seat });
  if (vote.votes.every((v) => v !== null)) countFirstPresidentVotes(ctx, vote);
}

function countFirstPresidentVotes(ctx: Ctx, vote: FirstPresidentVote): void {
  const votes = vote.votes as Seat[];
  emit(ctx, { type: 'first-president-votes', votes: [...votes], revote: vote.revote });
  const counts = ctx.s.players.map((_, seat) => votes.filter((v) => v === seat).length);
  const most = Math.max(...counts);
  const tied = counts.flatMap((count, seat) => (count === most ? [seat] : []));
  if (tied.length === 1) return installPresident(ctx, tied[0], 'vote');
  emit(ctx, { type: 'first-president-tie', tied, revote: vote.revote });
  if (!vote.revote) return openFirstPresidentVote(ctx, tied, true);
  installPresident(ctx, tied[ctx.rng().below(tied.length)], 'tie-break');
}

/** The President's Rebellion card goes under the President card (R3). */
export function installPresident(ctx: Ctx, seat: Seat, how: 'vote' | 'random' | 'named' | 'tie-break'): void {
  const s = ctx.s;
  s.president = seat;
  const hand = s.players[seat].hand;
  hand.splice(hand.indexOf(rebellionOf(seat)), 1);
  emit(ctx, { type: 'president-chosen', seat, how });
  beginRound(ctx);
}
