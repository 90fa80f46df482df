// The count of a vote (rulings B8–B10, B13, B22, B23, B64, B67, B71): Vote cards discarded at the
// count, a tie included; a roll call's result for the driver's next step (or the President's decision
// on a tie); an election's winner taking office; the first election's tie (B10) and a later
// election's holdings, at most three, then the lot.
import { NUMBERS } from '../content/box.js';
import { drawInto, type Ctx } from './context.js';
import { endGame } from './end.js';
import { isElection, leader, tallies, eligible, type Election } from './ballot.js';
import { drawBill } from './money.js';
import { takeOffice, vacateOffice } from './office.js';
import { popFrame } from './stack.js';
import { holdAgain, startElection } from './vote-open.js';
import { nextSeat } from '../../../core/seats.js';
import type { Seat, VoteFrame } from './types.js';

/** board-cards.md: the Vote cards played in a vote are discarded face up when it is counted, a tie included (B13). */
function discardVoteCards(ctx: Ctx, f: VoteFrame): void {
  const bySeat = new Map<Seat, string[]>();
  for (const c of f.casts) if (f.played.includes(c.source)) bySeat.set(c.seat, [...(bySeat.get(c.seat) ?? []), c.source]);
  for (const [seat, cards] of bySeat) ctx.emit({ type: 'discarded', seat, cards, why: 'vote' });
  ctx.s.discard.push(...f.played);
  f.played = [];
}

/** A roll call decided (by its count, or by the President on a tie, B13): the result for the step after it; Presidential Competence passed removes the President and elects another (B67). */
export function concludeRollCall(ctx: Ctx, f: VoteFrame, result: 'for' | 'against', decidedBy?: 'president'): void {
  const { s } = ctx;
  ctx.emit({ type: 'count', question: f.question, tallies: tallies(f), result, ...(decidedBy ? { decidedBy } : {}) });
  s.outcome = { question: f.question.kind, result };
  popFrame(ctx);
  if (f.question.kind === 'competence' && result === 'for') {
    vacateOffice(ctx, 'removed');
    startElection(ctx, 'removal', nextSeat(s, s.chair));
  }
}

/**
 * B11, B13: the count of a roll call: the larger side, or on a tie the President's decision (the frame
 * then asks him). Nobody casting at all (0 to 0) is a tie too: our reading of "a tie".
 */
export function countRollCall(ctx: Ctx, f: VoteFrame): void {
  discardVoteCards(ctx, f);
  const [yes, no] = tallies(f).map((t) => t.votes);
  if (yes === no) {
    f.stage = 'tie';
    ctx.emit({ type: 'count', question: f.question, tallies: tallies(f), result: 'tie' });
    return;
  }
  concludeRollCall(ctx, f, yes > no ? 'for' : 'against');
}

function elect(ctx: Ctx, f: VoteFrame, q: Election, winner: Seat, decidedBy?: 'lot'): void {
  ctx.emit({ type: 'count', question: q, tallies: tallies(f), result: winner, ...(decidedBy ? { decidedBy } : {}) });
  ctx.s.outcome = { question: 'election', result: winner };
  popFrame(ctx);
  takeOffice(ctx, winner, q);
}

/**
 * B10: every Political card is discarded (hands and Influence in front), each player in seat order
 * draws 5, seat 0 takes the top bill (public: one bill; its denomination told to him alone) and the
 * election is held again; with no bill left the game ends, nobody winning (B64).
 */
function firstTie(ctx: Ctx, f: VoteFrame): void {
  const { s } = ctx;
  s.players.forEach((p, seat) => {
    const cards = [...p.hand, ...p.influence];
    if (cards.length === 0) return;
    p.hand = [];
    p.influence = [];
    s.discard.push(...cards);
    ctx.emit({ type: 'discarded', seat, cards, why: 'tie' });
  });
  s.players.forEach((_, seat) => drawInto(ctx, seat, NUMBERS.startingHand));
  const bill = drawBill(ctx);
  if (bill === null) {
    endGame(ctx, 'first-tie');
    return;
  }
  s.players[0].pocket[bill - 1] += 1;
  ctx.emit({ type: 'bill', seat: 0, why: 'tie' });
  ctx.emit({ type: 'bill', seat: 0, why: 'tie', denomination: bill, audience: [0] });
  ctx.note(0, { kind: 'bill', round: s.round, denomination: bill, why: 'tie' });
  holdAgain(ctx, f);
}

/**
 * B9, B13: the count of an election once nobody is left to ask: the leader wins; a tie in the first
 * election is B10's; a later election is held again, at most three times in all, after which the
 * seeded generator picks the winner among the tied (or, with nobody left standing, among all who may
 * receive votes, B14: our reading, decliners included, since the lot's winner cannot decline).
 */
export function countElection(ctx: Ctx, f: VoteFrame): void {
  const q = f.question;
  if (!isElection(q)) return;
  const lead = leader(f);
  if (lead.kind === 'ask') return;
  discardVoteCards(ctx, f);
  if (lead.kind === 'won') {
    elect(ctx, f, q, lead.seat);
    return;
  }
  if (q.why !== 'first' && q.holding >= NUMBERS.electionHoldings) {
    const pool = lead.tied.length > 0 ? lead.tied : eligible(ctx.s, q);
    elect(ctx, f, q, pool[Math.floor(ctx.random() * pool.length)], 'lot');
    return;
  }
  ctx.emit({ type: 'count', question: q, tallies: tallies(f), result: 'tie' });
  if (q.why === 'first') firstTie(ctx, f);
  else holdAgain(ctx, f);
}
