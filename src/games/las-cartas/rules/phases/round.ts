// Phase 1 (foreign aid), phase 5 (drawing), the round's turnover and the game's end (R7, R26, R27).
import { HAND_REFILL_BELOW } from '../../content/cards.js';
import { totalValue } from '../catalogue.js';
import { clockwiseFrom } from '../../../../core/seats.js';
import { emit, enterPhase, NO_PARTS, tell, type Ctx } from '../context.js';
import { score } from '../score.js';
import { drawPolitical } from '../moves.js';

export function beginRound(ctx: Ctx): void {
  const s = ctx.s;
  const n = s.players.length;
  if (s.moneyDeck.length < n + 1) return endGame(ctx);
  s.round += 1;
  emit(ctx, { type: 'round-started', round: s.round, president: s.president });
  const drawn = s.moneyDeck.splice(0, n + 1);
  enterPhase(s, { ...NO_PARTS, phase: 'budget', budget: { cap: totalValue(drawn), drawn, stacks: [] } });
  emit(ctx, { type: 'foreign-aid-drawn', seat: s.president, count: drawn.length });
  tell(ctx, [s.president], { type: 'foreign-aid-cards', seat: s.president, cards: [...drawn] });
}

/** R26, then the next round. */
export function finishRound(ctx: Ctx): void {
  const s = ctx.s;
  for (const seat of clockwiseFrom(s, s.president)) {
    if (s.players[seat].hand.length >= HAND_REFILL_BELOW) continue;
    const drawn = [drawPolitical(ctx, seat), drawPolitical(ctx, seat)].filter((c): c is string => c !== null);
    emit(ctx, { type: 'cards-refilled', seat, count: drawn.length });
    for (const card of drawn) tell(ctx, [seat], { type: 'card-drawn', seat, card });
  }
  beginRound(ctx);
}

function endGame(ctx: Ctx): void {
  const s = ctx.s;
  enterPhase(s, { ...NO_PARTS, phase: 'ended' });
  const result = score(s);
  emit(ctx, {
    type: 'game-ended',
    scores: result.players.map((p) => ({ money: p.money, cards: p.cards })),
    winners: result.winners,
  });
}
