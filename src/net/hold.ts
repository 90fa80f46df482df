// A network table's hold (R11's bribe window): when the game offers a human seat an
// optional action with a hold (core/game.ts Offer.hold: R11, just before a voting turn), the table
// holds the next decision of the others for `ms` (0: never) so that seat can take it or pass. A
// hold opens at each held moment once, starts again from the top after each of the seat's own
// actions, and closes when its time is up, the seat passes (or passes for the rest of the offer's
// span: R11's round), or the moment is gone. Its countdown redraws the screens at every whole
// second left. The moments are the game's; the host prefixes them with the game's number.
import type { Offer } from '../core/game.js';
import type { Seat } from '../core/types.js';
import { noTimer, type Clock } from './clock.js';
import { Countdown } from './countdown.js';

interface Open {
  /** The held moment, with the game's number. */
  moment: string;
  /** The moments a pass for the rest covers, with the game's number. */
  span: string;
  offer: Offer;
  cancel: () => void;
}

export class OfferHold {
  private open: Open | null = null;
  /** The moment whose hold ran its course: it is not held again. */
  private done: string | null = null;
  /** The span that its seat passed for the rest of. */
  private passed: string | null = null;
  /** The seat and span of the last hold opened: a pass for the rest that comes just after it closed still counts. */
  private last: { seat: Seat; span: string } | null = null;
  /** The open hold's time left, for the screens here (a redraw each second) and in each status sent. */
  private readonly countdown: Countdown;

  /**
   * `changed` runs when the hold opens, starts again or closes (the status changed); `closed`
   * when it closes (the bots may go on); `second` at every whole second the countdown crosses.
   */
  constructor(
    private readonly clock: Clock,
    readonly ms: number,
    private readonly events: { changed(): void; closed(): void; second(): void },
  ) {
    this.countdown = new Countdown(clock, () => events.second());
  }

  /** The offer the table holds for, or null when nothing is held. */
  get offer(): Offer | null {
    return this.open?.offer ?? null;
  }

  /** The seat the table waits for, or null. */
  get seat(): Seat | null {
    return this.open?.offer.seat ?? null;
  }

  /** The open hold's time left, ms; null when none is open (or the table ended it). */
  get leftMs(): number | null {
    return this.open ? this.countdown.leftMs : null;
  }

  /**
   * Opens the hold the game's offers ask for now (of game `game`; none while the table is `held`,
   * paused or closed, nor for a seat a bot plays), or closes the open one when the moment is gone.
   */
  check(offers: readonly Offer[], game: number, held: boolean, botPlays: (seat: Seat) => boolean): void {
    const wanted = this.wanted(offers, game, held, botPlays);
    if (this.open && (wanted === null || wanted.moment !== this.open.moment || wanted.offer.seat !== this.open.offer.seat)) this.close(false);
    if (wanted && !this.open && wanted.moment !== this.done) {
      this.open = { ...wanted, cancel: this.clock.after(this.ms, () => this.close(true)) };
      this.last = { seat: wanted.offer.seat, span: wanted.span };
      this.countdown.start(this.ms);
      this.events.changed();
    }
  }

  private wanted(offers: readonly Offer[], game: number, held: boolean, botPlays: (seat: Seat) => boolean): Omit<Open, 'cancel'> | null {
    if (this.ms <= 0 || held) return null;
    const offer = offers.find((o) => o.hold !== null && !botPlays(o.seat));
    if (!offer?.hold) return null;
    const span = `${game}:${offer.hold.span}`;
    if (this.passed === span) return null;
    return { moment: `${game}:${offer.hold.moment}`, span, offer };
  }

  /** The held seat acted: the hold starts again, and every screen's countdown too. */
  restartFor(seat: Seat): void {
    const open = this.open;
    if (!open || open.offer.seat !== seat) return;
    open.cancel();
    open.cancel = this.clock.after(this.ms, () => this.close(true));
    this.countdown.start(this.ms);
    this.events.changed();
  }

  /** The held seat passes (`rest`: for the rest of the hold's span, R11's round). */
  pass(seat: Seat, rest: boolean): void {
    if (rest && this.last?.seat === seat) this.passed = this.last.span;
    if (this.open?.offer.seat === seat) this.close(true);
  }

  private close(done: boolean): void {
    const open = this.open;
    if (!open) return;
    open.cancel();
    this.countdown.stop();
    this.open = null;
    if (done) this.done = open.moment;
    this.events.changed();
    this.events.closed();
  }

  /** The table ended: no timer runs on (the status keeps showing whom it waited for). */
  stop(): void {
    this.open?.cancel();
    if (this.open) this.open.cancel = noTimer;
    this.countdown.stop();
  }

  /** A new game: no moment is done, no span passed. */
  reset(): void {
    this.done = null;
    this.passed = null;
    this.last = null;
  }
}
