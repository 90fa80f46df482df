// What the board game's heuristic bot remembers between decisions (rulings B5, B24, B26–B31): the
// public facts a view shows only for a while – each round's revealed Locations and its assassination
// attempts (who struck at whom, where, with what) – kept by round, so its later choices can read the
// table's habits. One memory per bot, fed every view it is shown.
import type { Attempt, Location, Seat } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';

export interface RoundSeen {
  /** B31: each seat's Location once revealed this round (exiles are not Locations). */
  locations: Map<Seat, Location>;
  /** B26–B30: the attempts announced this round, as last seen. */
  attempts: Attempt[];
}

export class Memory {
  readonly rounds = new Map<number, RoundSeen>();

  observe(view: BoardView): this {
    const seen = this.rounds.get(view.round) ?? { locations: new Map<Seat, Location>(), attempts: [] };
    this.rounds.set(view.round, seen);
    if (view.revealed) {
      view.players.forEach((p, seat) => {
        if (p.location !== null && p.location !== 'exile') seen.locations.set(seat, p.location);
      });
    }
    if (view.attempts.length >= seen.attempts.length) seen.attempts = view.attempts.map((a) => ({ ...a }));
    return this;
  }

  /** The rounds before `round`, oldest first. */
  before(round: number): RoundSeen[] {
    return [...this.rounds.entries()].filter(([r]) => r < round).sort(([a], [b]) => a - b).map(([, seen]) => seen);
  }
}
