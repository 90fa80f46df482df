// R11's bribe window: before each voting turn at which a human President may bribe, the table
// holds the turn for `ms` (0: never) so the President can offer a bribe or pass. It opens when such
// a turn is about to begin, starts again from the top after each of the President's own actions,
// and closes when its time is up, the President passes (or passes for the rest of the round), or
// the turn is no longer there. Its countdown redraws the screens at every whole second left.
import { pending, type Seat } from '../engine/index.js';
import type { Session } from '../session/runner.js';
import { noTimer, type Clock } from './clock.js';
import { Countdown } from './countdown.js';

interface Open {
  key: string;
  president: Seat;
  cancel: () => void;
}

export class BribeWindow {
  private window: Open | null = null;
  /** The turn whose window ran its course: it does not open again. */
  private done: string | null = null;
  /** The round in which the President passed for the rest of it. */
  private passRound: string | null = null;
  /** The open window's time left, for the screens here (a redraw each second) and in each status sent. */
  private readonly countdown: Countdown;

  /**
   * `changed` runs when the window opens, starts again or closes (the status changed); `closed`
   * when it closes (the bots may go on); `second` at every whole second the countdown crosses.
   */
  constructor(
    private readonly clock: Clock,
    readonly ms: number,
    private readonly events: { changed(): void; closed(): void; second(): void },
  ) {
    this.countdown = new Countdown(clock, () => events.second());
  }

  /** The President the table waits for, or null when no window is open. */
  get president(): Seat | null {
    return this.window?.president ?? null;
  }

  /** The open window's time left, ms; null when none is open (or the table ended it). */
  get leftMs(): number | null {
    return this.window ? this.countdown.leftMs : null;
  }

  /** Opens the window when a voting turn is about to begin and a human President may bribe; closes it when not. */
  check(session: Session, game: number, held: boolean): void {
    const wanted = this.wanted(session, game, held);
    if (this.window && (wanted === null || wanted.key !== this.window.key)) this.close(false);
    if (wanted && !this.window && wanted.key !== this.done) {
      this.window = { ...wanted, cancel: this.clock.after(this.ms, () => this.close(true)) };
      this.countdown.start(this.ms);
      this.events.changed();
    }
  }

  /** The window this moment wants: none while the table is `held` (paused or closed). */
  private wanted(session: Session, game: number, held: boolean): { key: string; president: Seat } | null {
    const s = session.state;
    if (this.ms <= 0 || held || s.phase !== 'voting' || !s.voting || s.voting.begun) return null;
    const p = pending(s);
    const president = p.optional.find((o) => o.kinds.includes('bribe'))?.seat;
    const next = p.required[0]?.seat;
    if (president === undefined || next === undefined || next === president || session.botOf(president)) return null;
    if (this.passRound === `${game}:${s.round}`) return null;
    return { key: `${game}:${s.round}:${s.voting.index}`, president };
  }

  /** The President acted: the window starts again, and every screen's countdown too. */
  restartFor(seat: Seat): void {
    const window = this.window;
    if (!window || window.president !== seat) return;
    window.cancel();
    window.cancel = this.clock.after(this.ms, () => this.close(true));
    this.countdown.start(this.ms);
    this.events.changed();
  }

  /** The President passes (`rest`: for the rest of round `round` of game `game`). */
  pass(seat: Seat, rest: boolean, game: number, round: number): void {
    if (rest) this.passRound = `${game}:${round}`;
    if (this.window && this.window.president === seat) this.close(true);
  }

  private close(done: boolean): void {
    const window = this.window;
    if (!window) return;
    window.cancel();
    this.countdown.stop();
    this.window = null;
    if (done) this.done = window.key;
    this.events.changed();
    this.events.closed();
  }

  /** The table ended: no timer runs on (the status keeps showing whom it waited for). */
  stop(): void {
    this.window?.cancel();
    if (this.window) this.window.cancel = noTimer;
    this.countdown.stop();
  }

  /** A new game: no turn's window is done, no round passed. */
  reset(): void {
    this.done = null;
    this.passRound = null;
  }
}
