// The end and the standing (V29): checked once after the last Spend Money turn; VP are buildings
// with the Main House, a Yacht and a Supercar in hand, Expert the Sunglasses; ties by Foreign Aid in hand.
import type { Standing } from '../../../core/game.js';
import { cardDesign, totalAid } from '../content/cards.js';
import type { Ctx } from './context.js';
import type { Seat, VivaState } from './types.js';

export const TARGET_VP = { basic: 5, expert: 6 } as const;

/** What a state and every view show alike of the seats' points: the variant, the Presidente, the buildings. */
type Shown = Pick<VivaState, 'variant' | 'presidente'> & { players: readonly { tiles: readonly string[] }[] };

/** The VP everyone may see (V5): buildings with the Main House, Expert the Sunglasses; a Yacht or Supercar in hand stays hidden. */
export function publicVictoryPoints(s: Shown, seat: Seat): number {
  const sunglasses = s.variant === 'expert' && seat === s.presidente ? 1 : 0;
  return 1 + s.players[seat].tiles.length + sunglasses;
}

export function victoryPoints(s: VivaState, seat: Seat): number {
  const cards = s.players[seat].hand.reduce((sum, c) => sum + cardDesign(c).vp, 0);
  return publicVictoryPoints(s, seat) + cards;
}

export function score(s: VivaState): Standing {
  const players = s.players.map((p, seat) => ({ seat, keys: [victoryPoints(s, seat), totalAid(p.hand)] }));
  const best = players.reduce((a, b) => (b.keys[0] > a.keys[0] || (b.keys[0] === a.keys[0] && b.keys[1] > a.keys[1]) ? b : a)).keys;
  return { players, winners: players.filter((p) => p.keys[0] === best[0] && p.keys[1] === best[1]).map((p) => p.seat) };
}

/** V29: whether someone has reached the target (the end check's question). */
export const targetReached = (s: VivaState): boolean => s.players.some((_, seat) => victoryPoints(s, seat) >= TARGET_VP[s.variant]);

/** V29: ends the game when someone has reached the target; phase 6 is then skipped. */
export function checkEnd(ctx: Ctx): boolean {
  const { s } = ctx;
  if (!targetReached(s)) return false;
  const vp = s.players.map((_, seat) => victoryPoints(s, seat));
  s.phase = 'ended';
  s.spend = null;
  // V29: the tie-break, Foreign Aid in hand, is told with the VP so that the final scores are public.
  ctx.emit({ type: 'game-over', winners: score(s).winners, vp, aid: s.players.map((p) => totalAid(p.hand)) });
  return true;
}
