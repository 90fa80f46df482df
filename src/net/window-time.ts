// A network table's window time (V30, R15, for Viva at a network table; B68): every play-or-pass window the game asks a
// human seat (core/game.ts PassWindow: a Bodyguard, Viva's card windows), and every decision that
// declares a time-out action (core/game.ts TimeoutAction: a trade window's "ready"), is answered at
// that seat's own terminal within the host's window time, or, when the time runs out, passes for
// that seat or takes its time-out action – the same time for every seat and every window, whatever
// the seat holds, so neither the question nor the wait tells a hand. Each step asks anew with the
// whole time (a gift in a trade window gives those still asked the whole time again); a seat a bot plays answers by
// itself; nothing runs while the table is held (paused, closed, or held for an offer). Its
// countdown redraws the screens at every whole second left, as the offer's hold does.
import type { Decision } from '../core/game.js';
import type { Seat } from '../core/types.js';
import { isTimed } from '../session/network-table.js';
import { type Clock } from './clock.js';
import { Countdown } from './countdown.js';

interface Asked {
  /** The game, the step and the seats asked: another of any of them is another question. */
  key: string;
  seats: Seat[];
  cancel: () => void;
}

/** What the window time does to the table. */
export interface WindowEvents {
  /** The windows asked now changed (the status changed). */
  changed(): void;
  /** The time of `seat`'s window ran out: it passes (the table submits the window's pass, or the decision's time-out action). */
  expired(seat: Seat): void;
  /** A whole second of the countdown went by. */
  second(): void;
}

export class WindowTime {
  private asked: Asked | null = null;
  private readonly countdown: Countdown;

  /** `ms`: the window time; 0 is no limit (a window waits for its answer). */
  constructor(private readonly clock: Clock, readonly ms: number, private readonly events: WindowEvents) {
    this.countdown = new Countdown(clock, () => events.second());
  }

  /** The human seats whose window runs now, in the game's order (none without a limit). */
  get seats(): readonly Seat[] {
    return this.asked?.seats ?? [];
  }

  /** The time left of the windows asked now, ms; null when none runs. */
  get leftMs(): number | null {
    return this.asked ? this.countdown.leftMs : null;
  }

  /**
   * Times the windows the game asks now (`required` at step `step` of game `game`) of the seats
   * no bot plays; none while the table is `held`. A question already timed keeps its time.
   */
  check(required: readonly Decision<unknown>[], game: number, step: number, held: boolean, botPlays: (seat: Seat) => boolean): void {
    const seats = this.ms <= 0 || held ? [] : required.filter((d) => isTimed(d) && !botPlays(d.seat)).map((d) => d.seat);
    const key = `${game}:${step}:${seats.join(',')}`;
    if (this.asked?.key === key) return;
    const had = this.asked !== null;
    this.close();
    if (seats.length > 0) {
      this.asked = { key, seats, cancel: this.clock.after(this.ms, () => this.expire()) };
      this.countdown.start(this.ms);
    }
    if (had || this.asked) this.events.changed();
  }

  private expire(): void {
    const asked = this.asked;
    if (!asked) return;
    this.asked = null;
    this.countdown.stop();
    // Each seat asked passes; each pass is a new step, which the table checks again.
    for (const seat of asked.seats) this.events.expired(seat);
    this.events.changed();
  }

  private close(): void {
    this.asked?.cancel();
    this.asked = null;
    this.countdown.stop();
  }

  /** The table ended: no timer runs on. */
  stop(): void {
    this.close();
  }
}
