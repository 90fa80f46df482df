// Changes of President (rulings B5, B8, B19, B34, B35, B61, B67, B75): the office left vacant by a
// murder or a removal, and the newly elected President taking it, with what then happens to the
// Positions he held, the old President's pocket money, and the Cousin's designation.
import { POSITIONS } from '../content/box.js';
import type { Ctx } from './context.js';
import { billsIn, NO_MONEY } from './money.js';
import type { BoardState, Holder, Money, Question, Seat } from './types.js';

/**
 * B34: the Cousin's designation ends when the President stops being President; that Position stays
 * frozen like any other until the next phase 2 (B19).
 */
function endCousin(s: BoardState): void {
  if (s.cousin === null) return;
  s.positions[s.cousin].frozen = true;
  s.cousin = null;
}

/**
 * B35, B67, B75: the office is vacant; "clockwise from the President" keeps starting at the seat of the
 * dead or removed President (`chair` stays), and nobody has the President's vote.
 */
export function vacateOffice(ctx: Ctx, why: 'removed' | 'murdered'): void {
  const { s } = ctx;
  if (s.president === null) return;
  s.president = null;
  endCousin(s);
  ctx.emit({ type: 'president', seat: null, why });
}

/** The Positions `from` holds pass to `to` (a seat, or a dead President's Cousin, who holds them frozen, B35). */
function passPositions(s: BoardState, from: Seat, to: Holder): boolean {
  let moved = false;
  for (const p of POSITIONS) {
    if (s.positions[p].holder !== from) continue;
    s.positions[p].holder = to;
    if (to === 'cousin') s.positions[p].frozen = true;
    moved = true;
  }
  return moved;
}

/**
 * B61, B60, B5: the old President gives all his pocket money to the new one, who sees it. The drawn bills
 * of a resignation instead of the Budget decision stay where they are (`drawn` is the office's, not a
 * pocket): the Budget's frame shows them to the successor when he takes the decision (budget.ts).
 */
function handOver(ctx: Ctx, old: Seat, successor: Seat, why: 'resignation' | 'coup'): void {
  const { s } = ctx;
  const pocket: Money = [...s.players[old].pocket] as Money;
  s.players[old].pocket = [...NO_MONEY] as Money;
  for (let i = 0; i < 3; i++) s.players[successor].pocket[i] += pocket[i];
  ctx.emit({ type: 'money', from: old, to: successor });
  ctx.emit({ type: 'money', from: old, to: successor, bills: pocket, audience: [old, successor] });
  if (billsIn(pocket) > 0) ctx.note(successor, { kind: 'received', round: s.round, from: old, bills: pocket, why });
}

/**
 * The winner of an election takes office (B8, B14):
 * - the first election: he becomes the first President;
 * - after a resignation (B61): unless he is the old President re-elected (who never left office, so
 *   his Cousin's designation stands: our reading), the old President hands over his pocket money and
 *   takes the new President's former Positions;
 * - after a removal (B67): the removed President keeps his money and takes the new President's former Positions;
 * - after a murder (B35), and after B75's election with the office vacant (our reading: the dead
 *   President's seat is vacant as after a murder), the new President's former Positions pass to the
 *   dead President's Cousin, frozen.
 * Any change of President ends the Cousin's designation (B34).
 */
export function takeOffice(ctx: Ctx, winner: Seat, question: Extract<Question, { kind: 'election' }>): void {
  const { s } = ctx;
  const old = s.president;
  let moved = false;
  if (old !== null && old !== winner) endCousin(s);
  switch (question.why) {
    case 'first':
      break;
    case 'resignation':
      if (old !== null && old !== winner) {
        handOver(ctx, old, winner, 'resignation');
        moved = passPositions(s, winner, old);
      }
      break;
    case 'removal':
      moved = passPositions(s, winner, question.excluded ?? s.chair);
      break;
    case 'murder':
    case 'vacant':
      moved = passPositions(s, winner, 'cousin');
      break;
  }
  install(ctx, winner, moved);
}

/** The winner is President; the cabinet is told again when Positions moved. */
function install(ctx: Ctx, winner: Seat, moved: boolean): void {
  const { s } = ctx;
  s.president = winner;
  s.chair = winner;
  ctx.emit({ type: 'president', seat: winner, why: 'elected' });
  if (moved) {
    const positions = Object.fromEntries(POSITIONS.map((p) => [p, s.positions[p].holder])) as Record<(typeof POSITIONS)[number], Holder>;
    ctx.emit({ type: 'cabinet', positions, cousin: s.cousin });
  }
}

/**
 * B59, B60: on a Junta win the Junta's choice takes office: the deposed President gives him all his
 * pocket money and takes over his former Positions (frozen if he is then executed, B59, death.ts);
 * the Cousin's designation ends (B34).
 */
export function juntaTakesOffice(ctx: Ctx, winner: Seat): void {
  const { s } = ctx;
  const old = s.president;
  let moved = false;
  if (old !== null && old !== winner) {
    endCousin(s);
    handOver(ctx, old, winner, 'coup');
    moved = passPositions(s, winner, old);
  }
  install(ctx, winner, moved);
}
