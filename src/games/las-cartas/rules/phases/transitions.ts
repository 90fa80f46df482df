// The moves between steps of phase 3 that several modules start: opening the voting after a
// budget (R10), passing to the next turn of the fixed order (R10, R19) and ending the voting
// (R14, R16, R19). Phase modules and card effects share them from here.
import { clockwiseFrom } from '../../../../core/seats.js';
import { emit, enterPhase, NO_PARTS, type Ctx, type CtxIn } from '../context.js';
import type { Seat, State, VotingState } from '../types.js';

export const currentSeat = (v: VotingState): Seat => v.order[v.index];
export const isSecondPass = (s: State, v: VotingState): boolean => v.index >= s.players.length;

/** R10: the 2N turns, clockwise from the President, then counter-clockwise; Buildings' votes to declare anew. */
export function startVoting(ctx: CtxIn<'budget'>): void {
  const s = ctx.s;
  const clockwise = clockwiseFrom(s, s.president);
  const counter = [s.president, ...clockwise.slice(1).reverse()];
  for (const p of s.players) {
    for (const c of p.inPlay) if (ctx.cards.designOf(c.card).kind === 'building') c.vote = null;
  }
  const voting: VotingState = {
    order: [...clockwise, ...counter],
    index: 0,
    acted: false,
    begun: false,
    usedBuildings: [],
    usedActions: [],
    fraud: [],
    reaction: null,
    reform: null,
    closing: null,
  };
  enterPhase(s, { ...NO_PARTS, phase: 'voting', budget: s.budget, voting });
  announceTurn(ctx, voting);
}

export function advanceTurn(ctx: CtxIn<'voting'>): void {
  const v = ctx.s.voting;
  v.index += 1;
  v.acted = false;
  v.begun = false;
  if (v.index >= v.order.length) return closeVoting(ctx, 'turns-over', null);
  announceTurn(ctx, v);
}

function announceTurn(ctx: Ctx, v: VotingState): void {
  emit(ctx, { type: 'turn-started', seat: currentSeat(v), turn: v.index + 1, pass: isSecondPass(ctx.s, v) ? 2 : 1 });
}

/** Voting has ended: owners still declare their Buildings (R12), then the count (continueVoting). */
export function closeVoting(ctx: CtxIn<'voting'>, reason: 'turns-over' | 'martial-law' | 'no-confidence', by: Seat | null): void {
  ctx.s.voting.closing = { reason, by };
  emit(ctx, { type: 'voting-ended', reason });
}
