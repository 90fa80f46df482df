// A terminal on an SSH channel: the screens read keys from the channel and draw to it,
// never to process.stdin/stdout. Its size comes from the pty request and follows window-change,
// drawn at most once a frame at the latest size (so a flood of window changes cannot freeze the table);
// `\n` goes out as `\r\n` (no pty on this side translates it); raw mode is the client's business,
// so setRawMode does nothing; it may neither suspend the host nor take its signals.
import { Readable, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Terminal } from '../../ui/terminal.js';
import { systemClock, type Clock } from '../clock.js';

/** What the terminal needs of a channel: ssh2's ServerChannel fits. */
export interface ChannelLike {
  write(data: string): boolean;
  on(event: 'data', listener: (data: Buffer) => void): unknown;
  readonly writableLength: number;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
}

/** Characters of keys not yet read by the screens, at most. */
const MAX_PENDING_INPUT = 64 * 1024;
/** A client that stops reading its frames is cut off past this much queued output. */
export const MAX_QUEUED_OUTPUT = 4 * 1024 * 1024;

/**
 * One key per read: Ink takes a run of plain characters read at once for a paste (one input), so two
 * Enters that arrive together over the network would count as none. Escape sequences are kept
 * whole when they arrive whole (Ink reassembles one split across packets).
 */
const KEYS = /\x1b\[[0-?]*[ -/]*[@-~]|\x1bO[\s\S]|\x1b[\s\S]?|[\s\S]/gu;

export function splitKeys(text: string): string[] {
  return text.match(KEYS) ?? [];
}

class ChannelInput extends Readable {
  readonly isTTY = true;
  isRaw = false;
  private readonly decoder = new StringDecoder('utf8');
  private pending = 0;
  constructor() {
    super({ objectMode: true });
  }
  override _read(): void {}
  /** Keys are already text, one per read. */
  override setEncoding(): this {
    return this;
  }
  override read(size?: number): string | null {
    const key = super.read(size) as string | null;
    if (key !== null) this.pending -= key.length;
    return key;
  }
  typed(data: Buffer): void {
    for (const key of splitKeys(this.decoder.write(data))) {
      // Keys typed faster than the screens read them are dropped past a bound.
      if (this.pending >= MAX_PENDING_INPUT) return;
      this.pending += key.length;
      this.push(key);
    }
  }
  setRawMode(on: boolean): this {
    this.isRaw = on;
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }
}

class ChannelOutput extends Writable {
  readonly isTTY = true;
  constructor(public columns: number, public rows: number, private readonly channel: ChannelLike, private readonly onOverflow: () => void) {
    super({ decodeStrings: false });
  }
  override _write(chunk: string | Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const channel = this.channel;
    if (!channel.destroyed && !channel.writableEnded) {
      channel.write(String(chunk).replace(/\r?\n/g, '\r\n'));
      if (channel.writableLength > MAX_QUEUED_OUTPUT) this.onOverflow();
    }
    callback();
  }
}

export interface ChannelTerminal {
  terminal: Terminal;
  /** A window change: the screens follow at once, then at most once per RESIZE_FRAME_MS, at the latest size. */
  resize(columns: number, rows: number): void;
  /** The connection is gone: a resize still waiting for its frame is dropped. */
  dispose(): void;
}

/** Ink's own frame: a resize redraws the whole screen, so one connection gets at most one a frame. */
export const RESIZE_FRAME_MS = 32;

/** Sizes from a client are clamped to what a terminal can be (a zero or huge size breaks layout). */
export const clampSize = (n: number, fallback: number): number => (Number.isInteger(n) && n > 0 ? Math.min(n, 1000) : fallback);

export function channelTerminal(channel: ChannelLike, columns: number, rows: number, onOverflow: () => void, clock: Clock = systemClock): ChannelTerminal {
  const input = new ChannelInput();
  const output = new ChannelOutput(clampSize(columns, 80), clampSize(rows, 24), channel, onOverflow);
  channel.on('data', (data) => input.typed(data));
  /** The size asked for while a frame is cooling down; drawn when it ends. */
  let wanted: [number, number] | null = null;
  let cooling: (() => void) | null = null;
  /** Takes the size; false when it is the size already drawn (nothing to redraw). */
  const apply = (c: number, r: number): boolean => {
    const [nextColumns, nextRows] = [clampSize(c, output.columns), clampSize(r, output.rows)];
    if (nextColumns === output.columns && nextRows === output.rows) return false;
    output.columns = nextColumns;
    output.rows = nextRows;
    output.emit('resize');
    return true;
  };
  const coolDown = () => {
    cooling = clock.after(RESIZE_FRAME_MS, () => {
      cooling = null;
      if (!wanted) return;
      const [c, r] = wanted;
      wanted = null;
      if (apply(c, r)) coolDown();
    });
  };
  return {
    terminal: {
      input: input as unknown as NodeJS.ReadStream,
      output: output as unknown as NodeJS.WriteStream,
      canSuspend: false,
      handlesSignals: false,
    },
    resize(c, r) {
      if (cooling) wanted = [c, r];
      else if (apply(c, r)) coolDown();
    },
    dispose() {
      cooling?.();
      cooling = null;
      wanted = null;
    },
  };
}
