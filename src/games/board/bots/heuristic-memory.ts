// What the board game's heuristic bot remembers between decisions (rulings B5, B21, B24, B26–B31, B37):
// the public facts a view shows only for a while – each round's revealed Locations, its
// assassination attempts (who struck at whom, where, with what, and whether it killed), who was
// President, the Budget's announced stacks and the Bank's state – kept by round, so its
// later choices can read the table's habits. One memory per bot, fed every view it is shown.
import type { Attempt, Location, Seat } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';

export interface RoundSeen {
  /** B31: each seat's Location once revealed this round (exiles are not Locations). */
  locations: Map<Seat, Location>;
  /** B26–B30: the attempts announced this round, as last seen (with `killed` once resolved). */
  attempts: Attempt[];
  /** B5: the President in office when last seen this round. */
  president: Seat | null;
  /** B21: each recipient's announced stack this round (public once announced), in millions. */
  stacks: Map<Seat, number>;
  /** B37, B38: the Bank's state when the Locations were revealed (a visit there banks unless Closed for Holiday). */
  bank: BoardView['bank'];
}

const fresh = (view: BoardView): RoundSeen => ({
  locations: new Map(), attempts: [], president: view.president, stacks: new Map(), bank: view.bank,
});

export class Memory {
  readonly rounds = new Map<number, RoundSeen>();

  observe(view: BoardView): this {
    const seen = this.rounds.get(view.round) ?? fresh(view);
    this.rounds.set(view.round, seen);
    if (view.president !== null) seen.president = view.president;
    if (view.revealed) {
      seen.bank = view.bank;
      view.players.forEach((p, seat) => {
        if (p.location !== null && p.location !== 'exile') seen.locations.set(seat, p.location);
      });
    }
    for (const st of view.budget?.stacks ?? []) if (st.announced !== null) seen.stacks.set(st.seat, st.announced);
    if (view.attempts.length >= seen.attempts.length) seen.attempts = view.attempts.map((a) => ({ ...a }));
    return this;
  }

  /** The rounds before `round`, oldest first. */
  before(round: number): RoundSeen[] {
    return [...this.rounds.entries()].filter(([r]) => r < round).sort(([a], [b]) => a - b).map(([, seen]) => seen);
  }

  /** B31: how often `seat` was revealed at each Location in the rounds before `round`. */
  habits(seat: Seat, round: number): Map<Location, number> {
    const counts = new Map<Location, number>();
    for (const seen of this.before(round)) {
      const at = seen.locations.get(seat);
      if (at !== undefined) counts.set(at, (counts.get(at) ?? 0) + 1);
    }
    return counts;
  }

  /** B26: every attempt of the rounds before `round`, oldest first, each with how many rounds ago it was (1: last round). */
  pastAttempts(round: number): { attempt: Attempt; ago: number }[] {
    const rounds = [...this.rounds.entries()].filter(([r]) => r < round);
    return rounds.flatMap(([r, seen]) => seen.attempts.map((attempt) => ({ attempt, ago: round - r })));
  }

  /** B21, B20: a rough public estimate of the money a seat has taken in: its announced stacks, and a President's share for each round in office. */
  takings(seat: Seat, presidentShare: number): number {
    let sum = 0;
    for (const seen of this.rounds.values()) {
      sum += seen.stacks.get(seat) ?? 0;
      if (seen.president === seat) sum += presidentShare;
    }
    return sum;
  }

  /**
   * B22, B33, B37: the money a seat is thought to carry now, from public facts: what it took in
   * (announced stacks, a President's share) since it last banked or died (a death empties the pocket).
   */
  pocketGuess(seat: Seat, presidentShare: number): number {
    let sum = 0;
    for (const [, seen] of [...this.rounds.entries()].sort(([a], [b]) => a - b)) {
      sum += (seen.stacks.get(seat) ?? 0) + (seen.president === seat ? presidentShare : 0);
      const banked = seen.locations.get(seat) === 'bank' && seen.bank !== 'holiday';
      const killed = seen.attempts.some((a) => a.victim === seat && a.killed === true);
      if (banked || killed) sum = 0;
    }
    return sum;
  }

  /** B37: the rounds in which `seat` was revealed at the Central Bank while it was not Closed for Holiday (so he banked). */
  bankVisits(seat: Seat): number {
    return [...this.rounds.values()].filter((seen) => seen.locations.get(seat) === 'bank' && seen.bank !== 'holiday').length;
  }
}
