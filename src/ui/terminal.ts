// The terminal the screens draw on, as a parameter: the local one (process.stdin/stdout, which
// alone may suspend the process and take signals), or another – an SSH channel, a test's fake.

export interface Terminal {
  /** Keys come from here (Ink reads it in raw mode). */
  input: NodeJS.ReadStream;
  /** Frames go here; its `columns`, `rows` and 'resize' events give the size. */
  output: NodeJS.WriteStream;
  /** Whether Ctrl+Z may stop this process: only for the terminal the process runs in. */
  canSuspend: boolean;
  /** Whether SIGINT, SIGTERM, SIGHUP, SIGTSTP and uncaught errors end or stop these screens. */
  handlesSignals: boolean;
}

export function localTerminal(): Terminal {
  return { input: process.stdin, output: process.stdout, canSuspend: true, handlesSignals: true };
}

export function sizeOf(terminal: Terminal): { columns: number; rows: number } {
  return { columns: terminal.output.columns || 80, rows: terminal.output.rows || 24 };
}

export const ENTER_ALT = '\x1b[?1049h';
export const LEAVE_ALT = '\x1b[?1049l\x1b[?25h';
/** Clears the screen and the scrollback, cursor home: before hand-offs, after resizes. */
export const CLEAR = '\x1b[2J\x1b[3J\x1b[H';
