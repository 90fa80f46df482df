// A network client's table status, for any game's table: what the host last said of the seats and the pause,
// the seat it holds the next turn for (R11's bribe window) and the seats whose play-or-pass window
// or decision with a time-out action it times (V30, B68), both counted down on this client's own clock, and told in the game's words from
// this terminal's view – so nothing shows before the view that asks it has come (the host sends
// the status first).
import type { PendingSeats } from '../core/game.js';
import type { Seat } from '../core/types.js';
import { timedWindow, type SeatStatus, type TableStatus } from '../session/network-table.js';
import type { Clock } from './clock.js';
import { Countdown } from './countdown.js';
import type { HostMessage } from './protocol.js';

export class ClientStatus {
  private said: { seats: SeatStatus[]; paused: boolean; held: Seat | null; asked: Seat[] } = { seats: [], paused: false, held: null, asked: [] };
  private readonly hold: Countdown;
  private readonly window: Countdown;

  /** `second`: at every whole second either countdown crosses (the screens redraw). */
  constructor(clock: Clock, second: () => void) {
    this.hold = new Countdown(clock, second);
    this.window = new Countdown(clock, second);
  }

  /** The host's status message, its seats already checked against the table. */
  heard(message: Extract<HostMessage, { type: 'status' }>): void {
    this.said = { seats: message.seats, paused: message.paused, held: message.hold, asked: message.window };
    if (message.hold !== null && message.holdLeftMs !== null) this.hold.start(message.holdLeftMs);
    else this.hold.stop();
    if (message.window.length > 0 && message.windowLeftMs !== null) this.window.start(message.windowLeftMs);
    else this.window.stop();
  }

  /** The table ended for this client: nothing counts down any more. */
  stop(): void {
    this.hold.stop();
    this.window.stop();
  }

  /** The status as the screens read it, `pending` read from this terminal's view (null before the first). */
  read(pending: PendingSeats | null, link: TableStatus['link'], closed: string | null): TableStatus {
    const { seats, paused, held, asked } = this.said;
    const offer = held === null ? undefined : pending?.optional.find((o) => o.seat === held);
    const hold = offer ? { seat: offer.seat, key: offer.key, label: offer.label, role: offer.role } : null;
    const window = pending === null ? null : timedWindow(pending.required, asked);
    return {
      seats, paused, hold, holdLeftMs: hold === null ? null : this.hold.leftMs,
      window, windowLeftMs: window === null ? null : this.window.leftMs, link, closed,
    };
  }
}
