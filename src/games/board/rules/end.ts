// The end and the score (ruling B64): the most money in a Swiss account wins, pocket money counts
// for nothing, equal top totals share the win; nobody wins when every player is dead or the first
// election's ties ran the deck dry. The end reveals every account (and, through the history, every
// Budget's true stacks and every gift's bills).
import type { Standing } from '../../../core/rules.js';
import type { Ctx } from './context.js';
import { valueOf } from './money.js';
import type { BoardState, EndReason, Money, Seat } from './types.js';

/** B64: the winners by account, or nobody when the game ended with no President ever elected or every player dead. */
export function winnersOf(s: BoardState, reason: EndReason): Seat[] {
  if (reason === 'first-tie' || reason === 'all-dead') return [];
  const totals = s.players.map((p) => valueOf(p.account));
  const best = Math.max(...totals);
  return totals.flatMap((t, seat) => (t === best ? [seat] : []));
}

export function endGame(ctx: Ctx, reason: EndReason): void {
  const { s } = ctx;
  const winners = winnersOf(s, reason);
  s.ended = { reason, winners };
  s.flow = s.flow.slice(0, 1);
  ctx.emit({ type: 'end', reason, winners, accounts: s.players.map((p) => [...p.account] as Money) });
  // B64: the end reveal: every Budget's true stacks against the announcements, every gift's bills.
  for (const b of s.history.budgets) {
    ctx.emit({ type: 'budget-revealed', round: b.round, president: b.president, stacks: b.stacks.map((st) => ({ seat: st.seat, announced: st.announced, bills: [...st.bills] as Money })) });
  }
  for (const g of s.history.gifts) ctx.emit({ type: 'gift-revealed', round: g.round, from: g.from, to: g.to, cards: g.cards, bills: [...g.bills] as Money });
}

/** B64: each seat's key is its account's value; the winners as the game ended. */
export function score(s: BoardState): Standing {
  return {
    players: s.players.map((p, seat) => ({ seat, keys: [valueOf(p.account)] })),
    winners: s.ended ? [...s.ended.winners] : [],
  };
}
