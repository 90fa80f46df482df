// A round's first phase (V6): the Presidente draws N + 2, then each Golpista clockwise from his left
// draws 1 (2 in the first round); then the Presidente makes his Promises (V7).
import { drawInto, golpistas, type Ctx } from './context.js';

export function startRound(ctx: Ctx): void {
  const { s } = ctx;
  s.round += 1;
  ctx.emit({ type: 'round', round: s.round });
  for (const p of s.players) { p.orders = null; p.promise = null; p.spy = null; p.loans = []; p.discards = null; }
  Object.assign(s, { burglars: null, spies: [], spyAt: 0, revealed: false, rebels: [], battles: [], battle: null, successor: null, spend: null });
  drawInto(ctx, s.presidente, s.players.length + 2, 'round');
  for (const seat of golpistas(s)) drawInto(ctx, seat, s.round === 1 ? 2 : 1, 'round');
  s.phase = 'promises';
}
