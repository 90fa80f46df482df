// Plain mode at a network table whose window time runs out (V30): while a seat's
// play-or-pass window waits for its line, the host may pass it for that seat. Plain mode then says so
// in one line – the same line for every seat and every window, whatever the seat holds – and stops
// waiting for that answer; the line typed next only acknowledges it, so an answer typed late is never
// taken for the next question's.
import type { Seat } from '../../core/types.js';
import type { SeatPort } from '../../session/port.js';
import type { PlainOutput } from './lines.js';

/** What plain mode says when the seat's window passed while it waited (a question: the next line acknowledges it). */
export const WINDOW_PASSED = 'The window passed: the time to answer ran out. Press Enter to go on: ';

/** What it says of a line typed at that acknowledgement that is neither empty nor a command (a late answer). */
export const LATE_LINE = 'That line came after the window had passed: it answers nothing.';

/** A watch on the seat's window while its terminal waits: `passed` settles, and `hasPassed()` says, once it has. */
export interface WindowWatch {
  passed: Promise<void>;
  hasPassed(): boolean;
}

/**
 * Watches for `seat` having acted after `step` at `port`: while its terminal waits for a line, that
 * is the host passing its window. The promise settles then, whoever acted, and the watch ends; a line
 * that came just as it passed asks `hasPassed()` before it is taken for an answer.
 */
export function watchWindow(port: SeatPort<unknown, unknown, unknown, unknown>, seat: Seat, step: number): WindowWatch {
  const hasPassed = () => port.log(step).some((s) => s.actor === seat);
  const passed = new Promise<void>((resolve) => {
    if (hasPassed()) return resolve();
    const stop = port.subscribe(() => {
      if (!hasPassed()) return;
      stop();
      resolve();
    });
  });
  return { passed, hasPassed };
}

/**
 * Says that the seat's window passed and takes the next line (`read`) as the acknowledgement: a
 * command (`command`: help, table, …) is done, any other line answers nothing. 'quit' or 'eof' to
 * stop there, else null: plain mode goes where the game now is.
 */
export async function acknowledgePassed(out: PlainOutput, read: () => Promise<string | null>, command: (typed: string) => boolean | 'quit'): Promise<'quit' | 'eof' | null> {
  out.ask(WINDOW_PASSED);
  const typed = await read();
  if (typed === null) return 'eof';
  const done = typed.trim() === '' || command(typed);
  if (done === 'quit') return 'quit';
  if (!done) out.say(LATE_LINE);
  return null;
}
