// A terminal on an SSH channel (issue 14): the screens read keys from the channel and draw to it,
// never to process.stdin/stdout. Its size comes from the pty request and follows window-change;
// `\n` goes out as `\r\n` (no pty on this side translates it); raw mode is the client's business,
// so setRawMode does nothing; it may neither suspend the host nor take its signals.
import { PassThrough, Writable } from 'node:stream';
import type { Terminal } from '../../ui/terminal.js';

/** What the terminal needs of a channel: ssh2's ServerChannel fits. */
export interface ChannelLike {
  write(data: string): boolean;
  on(event: 'data', listener: (data: Buffer) => void): unknown;
  readonly writableLength: number;
  readonly destroyed: boolean;
  readonly writableEnded: boolean;
}

/** Keys typed faster than the screens read them are dropped past this much. */
const MAX_PENDING_INPUT = 64 * 1024;
/** A client that stops reading its frames is cut off past this much queued output. */
export const MAX_QUEUED_OUTPUT = 4 * 1024 * 1024;

class ChannelInput extends PassThrough {
  readonly isTTY = true;
  isRaw = false;
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
  resize(columns: number, rows: number): void;
}

/** Sizes from a client are clamped to what a terminal can be (a zero or huge size breaks layout). */
export const clampSize = (n: number, fallback: number): number => (Number.isInteger(n) && n > 0 ? Math.min(n, 1000) : fallback);

export function channelTerminal(channel: ChannelLike, columns: number, rows: number, onOverflow: () => void): ChannelTerminal {
  const input = new ChannelInput();
  const output = new ChannelOutput(clampSize(columns, 80), clampSize(rows, 24), channel, onOverflow);
  channel.on('data', (data) => {
    if (input.readableLength < MAX_PENDING_INPUT) input.write(data);
  });
  return {
    terminal: {
      input: input as unknown as NodeJS.ReadStream,
      output: output as unknown as NodeJS.WriteStream,
      canSuspend: false,
      handlesSignals: false,
    },
    resize(c, r) {
      output.columns = clampSize(c, output.columns);
      output.rows = clampSize(r, output.rows);
      output.emit('resize');
    },
  };
}
