// What the heuristic bot remembers of past rounds (it reads past rounds' revealed orders
// when it promises or orders): the orders it saw revealed (V10, V11) and who rebelled against the
// Presidente (V20), per table and seat, and how often each player put his dice on each number.
import { numberOf, PRESIDENTE_NUMBER, type Seating } from '../rules/context.js';
import type { Phase, Seat } from '../rules/types.js';
import type { VivaView } from '../rules/view.js';

const PHASES: readonly Phase[] = ['promises', 'burglars', 'orders', 'spy', 'combat', 'spend', 'ended'];

/** A player's dice by the number they were ordered on, summed over the rounds seen, and the rounds seen. */
interface Habit { dice: Record<number, number>; rounds: number; rebelled: number; rebelRounds: number }

interface TableMemory {
  /** Where the last decision was: a later game at the table starts again before it. */
  at: { round: number; phase: number };
  ordersSeen: Set<number>;
  rebelsSeen: Set<number>;
  habits: Habit[];
}

const newHabit = (): Habit => ({ dice: {}, rounds: 0, rebelled: 0, rebelRounds: 0 });

export class Memory {
  private readonly tables = new Map<string, TableMemory>();

  /** Takes in what the view shows of this round (revealed orders, the rebels) and returns the table's memory. */
  observe(view: VivaView): Habits {
    const key = `${view.seat}|${view.players.map((p) => p.name).join(',')}`;
    const at = { round: view.round, phase: PHASES.indexOf(view.phase) };
    let m = this.tables.get(key);
    // A new game at the same table: it is earlier than the last decision seen.
    if (!m || at.round < m.at.round || (at.round === m.at.round && at.phase < m.at.phase)) {
      m = { at, ordersSeen: new Set(), rebelsSeen: new Set(), habits: view.players.map(newHabit) };
      this.tables.set(key, m);
    }
    m.at = at;
    if (view.revealed && view.phase === 'combat' && !m.ordersSeen.has(view.round)) {
      m.ordersSeen.add(view.round);
      view.players.forEach((p, seat) => {
        if (!p.orders) return;
        m!.habits[seat].rounds += 1;
        for (const n of Object.values(p.orders)) m!.habits[seat].dice[n] = (m!.habits[seat].dice[n] ?? 0) + 1;
      });
    }
    if (view.phase === 'spend' && !m.rebelsSeen.has(view.round)) {
      m.rebelsSeen.add(view.round);
      view.players.forEach((_, seat) => {
        if (seat === view.presidente) return;
        m!.habits[seat].rebelRounds += 1;
        if (view.rebels.includes(seat)) m!.habits[seat].rebelled += 1;
      });
    }
    return new Habits(m.habits);
  }
}

/** Shares that a bot expects when it has seen nothing: its own Estate, another Golpista, the Presidente, the Presidente's defense. */
const PRIOR = { own: 0.35, golpistas: 0.35, presidente: 0.15, defend: 0.15 } as const;
/** How many rounds of prior the seen rounds are weighed against. */
const PRIOR_ROUNDS = 1;

export class Habits {
  constructor(private readonly habits: Habit[]) {}

  /**
   * The share of `seat`'s dice expected on `number` this round, given the Presidente and the other
   * Golpista numbers: the prior blended with the shares seen in past rounds.
   */
  share(seat: Seat, number: number, view: Seating): number {
    const others = view.players.length - 2;
    const prior = number === numberOf(seat) ? PRIOR.own
      : number === numberOf(view.presidente) ? PRIOR.presidente
        : number === PRESIDENTE_NUMBER ? PRIOR.defend : PRIOR.golpistas / Math.max(1, others);
    const h = this.habits[seat];
    if (!h || h.rounds === 0) return prior;
    const total = Object.values(h.dice).reduce((a, b) => a + b, 0) || 1;
    const seen = (h.dice[number] ?? 0) / total;
    return (prior * PRIOR_ROUNDS + seen * h.rounds) / (PRIOR_ROUNDS + h.rounds);
  }

  /** How often `seat` rebelled in the rounds seen (V20), the prior blended in. */
  rebelRate(seat: Seat): number {
    const h = this.habits[seat];
    return (PRIOR.presidente * PRIOR_ROUNDS + (h?.rebelled ?? 0)) / (PRIOR_ROUNDS + (h?.rebelRounds ?? 0));
  }
}
