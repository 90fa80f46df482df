// Death (rulings B32, B59): a player murdered in phase 6 or executed after a coup discards his hand and
// his Influence in front face up and is dead until phase 9, his Positions frozen (B19); what else
// follows (the money, the Political Situation, the office) is the caller's.
import type { Ctx } from './context.js';
import { freezePositionsOf } from './locations.js';
import type { BoardEvent, Seat } from './types.js';

/** B32: the victim dies; `told` is the public event that says how (a murder's `death`, an `executed`), the discard follows it. */
export function die(ctx: Ctx, victim: Seat, told: BoardEvent): void {
  const { s } = ctx;
  const player = s.players[victim];
  const cards = [...player.hand, ...player.influence];
  player.hand = [];
  player.influence = [];
  s.discard.push(...cards);
  player.status = 'dead';
  freezePositionsOf(s, victim);
  ctx.emit(told);
  if (cards.length > 0) ctx.emit({ type: 'discarded', seat: victim, cards, why: 'death' });
}
