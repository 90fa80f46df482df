// Who must act now (V7–V10, V14, V17, V18, V24, V27, V30): every Golpista at once for the orders,
// otherwise one seat; the play-or-pass steps as public windows asked by role, never by hand. Read
// alike from a state and from any view (V5: who must act is public; a view shows who has ordered).
import type { Decision, PendingSeats, Simultaneous } from '../../../core/game.js';
import { windowLabel } from './combat-cards.js';
import { askedAfterInBattle, askedInBattle } from './combat.js';
import { golpistas } from './context.js';
import { burglarsAsked } from './promises.js';
import { spendTurn } from './spend.js';
import type { Action, Seat, VivaState } from './types.js';
import type { VivaView } from './view.js';

/** What pending decisions read of a state, and every view shows alike. */
interface Shown extends Pick<VivaState, 'phase' | 'presidente' | 'burglars' | 'spies' | 'spyAt' | 'battle' | 'spend'> {
  players: readonly { name: string; ordered: boolean }[];
}

function windowOf(s: Shown, seat: Seat, label: string, then: readonly Seat[]): Decision<Action> {
  return { seat, window: { label, pass: { type: 'pass', seat: s.players[seat].name }, private: false, then } };
}

function requiredSeats(s: Shown): Decision<Action>[] {
  switch (s.phase) {
    case 'promises': return [{ seat: s.presidente }];
    case 'burglars': {
      if (s.burglars?.looking) return [{ seat: s.burglars.looking.seat }];
      const asked = burglarsAsked(s);
      return asked === null ? [] : [windowOf(s, asked, 'Burglars', s.burglars!.queue.slice(1))];
    }
    case 'orders': return golpistas(s).filter((g) => !s.players[g].ordered).map((seat) => ({ seat }));
    case 'spy': return s.spyAt < s.spies.length ? [{ seat: s.spies[s.spyAt] }] : [];
    case 'combat': {
      const asked = askedInBattle(s);
      return asked === null ? [] : [windowOf(s, asked, windowLabel(s.battle!), askedAfterInBattle(s))];
    }
    case 'spend': {
      // The player whose turn it is; once it is over, the same player for his discards (V27).
      const turn = spendTurn(s);
      return turn === null ? [] : [{ seat: turn }];
    }
    case 'ended': return [];
  }
}

/** Nobody has an optional action in Viva: every decision is asked. */
const seatsOf = (s: Shown): PendingSeats<Action> => ({ required: requiredSeats(s), optional: [] });

// Only the fields pending decisions read: spreading the whole state cost a search (ISMCTS asks at every step) a tenth of its time.
export const pending = (s: VivaState): PendingSeats<Action> => seatsOf({
  phase: s.phase, presidente: s.presidente, burglars: s.burglars, spies: s.spies, spyAt: s.spyAt, battle: s.battle, spend: s.spend,
  players: s.players.map((p) => ({ name: p.name, ordered: p.orders !== null })),
});

export const pendingInView = (v: VivaView): PendingSeats<Action> => seatsOf(v);

/**
 * The orders as every view shows them (V9: who has ordered, never what), then the Spies' second
 * look (V10: each Spy player in turn, the others waiting); null in every other phase.
 */
export function simultaneousInView(v: VivaView): Simultaneous | null {
  if (v.phase === 'orders') return { label: 'Orders', seats: golpistas(v).map((seat) => ({ seat, done: v.players[seat].ordered })) };
  if (v.phase === 'spy') return { label: 'Spies', seats: v.spies.map((seat, i) => ({ seat, done: i < v.spyAt })) };
  return null;
}

/**
 * A Spend Money turn with an empty hand has only "done" (V24: every payment is made with Foreign
 * Aid from the hand; V25: the cards played in it come from the hand), and every view shows the
 * hand's size: the session takes it, nobody is asked.
 */
export function forcedInView(v: VivaView, seat: Seat): Action | null {
  if (v.phase !== 'spend' || !v.spend || v.spend.discarding || v.players[seat].handSize > 0) return null;
  return requiredSeats(v).some((d) => d.seat === seat) ? { type: 'done', seat: v.players[seat].name } : null;
}
