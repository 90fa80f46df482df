// Plain mode's two ends: lines typed or piped in, counted so a bad line can be named,
// and text out – sanitized, with the one escape sequence plain mode may write (clearing the screen
// and scrollback at a hand-off) only on a terminal. No cursor movement, no colour, no raw mode.
import { createInterface } from 'node:readline';
import type { Seat } from '../../core/types.js';
import type { Purpose } from '../../session/flow.js';
import { visibleLines } from '../../text/sanitize.js';
import { CLEAR } from '../terminal.js';

/** What a line is wanted for (a reader may ignore it; the tests' driver answers by it). */
export type Ask =
  | { kind: 'choice'; seat: Seat; purpose: Purpose; step: number }
  | { kind: 'name'; seat: Seat; purpose: Purpose }
  | { kind: 'enter' }
  /** A public window's prompt (V30): a listed seat's number plays, an empty line passes for all. */
  | { kind: 'window'; seats: Seat[] };

export interface LineSource {
  /** The next line without its line break, or null at the end of the input. */
  next(ask: Ask): Promise<string | null>;
  /** The number of the line last returned (1-based). */
  readonly lineNumber: number;
  /** A person types at a terminal: a bad answer is asked again rather than ending the game. */
  readonly interactive: boolean;
  close(): void;
}

export interface PlainTerminal {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  /** Where the text goes; a stream's 'error' (a reader that went away: `| head`) ends the game. */
  output: { write(text: string): unknown; isTTY?: boolean; on?(event: 'error', listener: (error: Error) => void): unknown };
}

export function processPlainTerminal(): PlainTerminal {
  return { input: process.stdin, output: process.stdout };
}

/** The lines of a stream, read as they come (a terminal in its normal line mode, a pipe, a file). */
export function streamLines(input: PlainTerminal['input']): LineSource {
  const queue: string[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  let count = 0;
  let first = true;
  const reader = createInterface({ input, crlfDelay: Infinity, terminal: false });
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  reader.on('line', (line) => {
    // A byte-order mark (an editor's) is not part of the first line.
    queue.push(first ? line.replace(/^\uFEFF/, '') : line);
    first = false;
    poke();
  });
  reader.on('close', () => {
    ended = true;
    poke();
  });
  return {
    async next() {
      while (queue.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
      if (queue.length === 0) return null;
      count += 1;
      return queue.shift()!;
    },
    get lineNumber() {
      return count;
    },
    interactive: Boolean(input.isTTY),
    close: () => {
      // Lines read ahead are dropped: after a close, nothing more is answered.
      queue.length = 0;
      reader.close();
    },
  };
}

/** What a wait for a line answers when what it waited for is over first (a network window passed). */
export const GAVE_UP = Symbol('gave up');

/** Lines whose wait may be given up without losing the line: the next read, whatever it asks, takes it. */
export class HeldLines {
  private held: Promise<string | null> | null = null;

  /** `closed`: settles when the table is over here (a network table the host ended); every wait `unless` gives up then too. */
  constructor(private readonly source: LineSource, private readonly closed: Promise<void> | null = null) {}

  next(ask: Ask): Promise<string | null> {
    const line = this.held ?? this.source.next(ask);
    this.held = null;
    return line;
  }

  /**
   * The next line, or GAVE_UP if `over` (or the table's closing) settles before it comes – or as it
   * comes: `isOver` says so of a line that won the race in the same moment (the line is then held
   * for the next read).
   */
  async unless(ask: Ask, over: Promise<void> | null, isOver: () => boolean = () => false): Promise<string | null | typeof GAVE_UP> {
    const line = this.next(ask);
    const ends = [over, this.closed].filter((p): p is Promise<void> => p !== null);
    if (ends.length === 0) return line;
    const first = await Promise.race([line, ...ends.map((p) => p.then((): typeof GAVE_UP => GAVE_UP))]);
    if (first !== GAVE_UP && !isOver()) return first;
    this.held = line;
    return GAVE_UP;
  }
}

/** Text out: every line through the sanitizer; a question stays on its line until the answer. */
export class PlainOutput {
  private midLine = false;
  /** Whether anything was written since the last clear (at the start: whatever the terminal shows). */
  private written = true;
  /** The reader has gone (EPIPE): nothing more is written. */
  closed = false;

  constructor(private readonly stream: PlainTerminal['output'], private readonly mayClear: boolean, onClosed: () => void = () => {}) {
    stream.on?.('error', () => {
      this.closed = true;
      onClosed();
    });
  }

  say(...lines: string[]): void {
    if (lines.length === 0) return;
    this.write(`${this.midLine ? '\n' : ''}${lines.map((l) => visibleLines(l)).join('\n')}\n`);
    this.midLine = false;
  }

  /** A question, left open for the answer. */
  ask(question: string): void {
    this.write(`${this.midLine ? '\n' : ''}${visibleLines(question)}`);
    this.midLine = true;
  }

  /** The answer read, shown after its question when the input does not echo it (a pipe, a file). */
  echo(line: string): void {
    this.write(`${visibleLines(line)}\n`);
    this.midLine = false;
  }

  /** An answer came from a terminal, whose own echo ended the line. */
  answered(): void {
    this.midLine = false;
  }

  /** Whether clear() clears: several players share this output, and it is a terminal. */
  get clears(): boolean {
    return this.mayClear && Boolean(this.stream.isTTY);
  }

  /** Clears the screen and the scrollback (only on a terminal): nothing of the last player stays. */
  clear(): boolean {
    if (!this.clears) return false;
    if (this.written && !this.closed) this.stream.write(`${this.midLine ? '\n' : ''}${CLEAR}`);
    this.midLine = false;
    this.written = false;
    return true;
  }

  private write(text: string): void {
    if (this.closed) return;
    this.stream.write(text);
    this.written = true;
  }
}
