// Scoring (R27): money on and under the Middleman; more cards breaks a tie; still tied shares the win.
import { totalValue } from './catalogue.js';
import type { Seat, State } from './types.js';

export interface Score {
  players: { seat: Seat; name: string; money: number; cards: number }[];
  winners: Seat[];
}

export function score(state: State): Score {
  const players = state.players.map((p, seat) => ({
    seat,
    name: p.name,
    money: totalValue(p.top) + totalValue(p.swiss),
    cards: p.top.length + p.swiss.length,
  }));
  const best = players.reduce((a, b) => (b.money > a.money || (b.money === a.money && b.cards > a.cards) ? b : a));
  const winners = players.filter((p) => p.money === best.money && p.cards === best.cards).map((p) => p.seat);
  return { players, winners };
}
