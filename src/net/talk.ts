// Table talk at a hosted table: a line from a seat (or the host) to everyone or to one seat, at most
// MAX_TALK characters and at each talker's own rate (a burst, then LIMITS.talkPerSecond). A line
// reaches the connections, the host's screen and the seats played in this process that it is for;
// a public one also goes to the log.
import type { Seat } from '../core/types.js';
import type { Audience } from '../session/port.js';
import type { TalkLine } from '../session/network-table.js';
import { shown } from '../text/width.js';
import { RateLimit, type Clock } from './clock.js';
import { inWords, LIMITS } from './limits.js';
import { MAX_TALK, type HostMessage } from './protocol.js';

/** Where a talk line goes, and what it is told about. */
export interface TalkRoom {
  names(): string[];
  /** The step a line is said at. */
  step(): number;
  /** Sends the message to the connections whose audience `to` accepts. */
  broadcast(text: string, to: (audience: Audience) => boolean): void;
  /** The seats played by screens in this process now. */
  seatsHere(): Iterable<Seat>;
  line(text: string): void;
  notify(): void;
}

/** How many lines each screen here keeps. */
const KEPT_LINES = 500;

export class TableTalk {
  private readonly limits = new Map<Seat | 'host', RateLimit>();
  private readonly hostLines: TalkLine[] = [];
  private readonly seatLines = new Map<Seat, TalkLine[]>();

  constructor(private readonly clock: Clock, private readonly hostSeat: Seat | null, private readonly room: TalkRoom) {}

  /** The lines the host's screen shows: public ones, and those to or from the host or its seat. */
  get host(): TalkLine[] {
    return this.hostLines;
  }

  /** The lines a seat played in this process received. */
  ofSeat(seat: Seat): TalkLine[] {
    return this.seatLines.get(seat) ?? [];
  }

  /** A line from a seat (or the host, null), to everyone or one seat; the reason when refused. */
  say(from: Seat | null, to: Seat | null, raw: string): string | null {
    const names = this.room.names();
    const text = shown(raw.trim(), MAX_TALK);
    if (text === '') return 'say something first';
    if ([...raw].length > MAX_TALK) return `talk lines are at most ${MAX_TALK} characters`;
    if (to !== null && (to < 0 || to >= names.length || to === from)) return 'no such player to talk to';
    const key = from ?? 'host';
    let limit = this.limits.get(key);
    if (!limit) this.limits.set(key, (limit = new RateLimit(this.clock, LIMITS.talkPerSecond, LIMITS.talkBurst)));
    if (!limit.take()) return `slow down: one line every ${inWords(1000 / LIMITS.talkPerSecond)}`;
    const line: TalkLine = { step: this.room.step(), from, to, text };
    const message = JSON.stringify({ type: 'talk', ...line } satisfies HostMessage);
    this.room.broadcast(message, (audience) => to === null || audience === to || audience === from);
    const hostSeat = this.hostSeat;
    if (to === null || from === null || to === hostSeat || from === hostSeat) this.hostLines.push(line);
    for (const seat of this.room.seatsHere()) {
      if (to === null || to === seat || from === seat) this.seatLines.set(seat, [...this.ofSeat(seat), line].slice(-KEPT_LINES));
    }
    if (to === null) this.room.line(`${from === null ? 'The host' : shown(names[from], 40)} says: ${text}`);
    this.room.notify();
    return null;
  }
}
