// Playing on the screens in tests: a session on a fake terminal (80×24 unless asked), zero bot
// delay, an input guard that can be switched on, keys with a pause, and every frame kept.
import type { FlowTimings } from '../../src/session/flow.js';
import type { Session } from '../support/las-cartas.js';
import type { TableCoach } from '../../src/ui/table-game.js';
import { runTui } from '../../src/ui/run.js';
import { CLEAR } from '../../src/ui/terminal.js';
import { makeTheme } from '../../src/ui/theme.js';
import { tick } from '../support/wait.js';
import { CTRL_C } from './keys.js';
import { fakeTerminal, settled } from './tty.js';

export { CTRL_C, DOWN, ENTER, ESC, LEFT, RIGHT, SPACE, TAB, UP } from './keys.js';

export interface ScreenOptions {
  /** The quiet (ms) hand-offs and hides wait for; 0 by default. */
  guardMs?: number;
  clock?: () => number;
  columns?: number;
  rows?: number;
  env?: Record<string, string>;
  playAgain?: boolean;
  /** The tutorial's coach on the private screens. */
  coach?: TableCoach;
  /** A record played on (replay --continue): how many actions it held. */
  recordEnds?: number;
}

export function playOnScreen(session: Session, options: ScreenOptions = {}) {
  const fake = fakeTerminal(options.columns ?? 80, options.rows ?? 24);
  const guard = options.guardMs ?? 0;
  const timings: Partial<FlowTimings> = { handoffQuietMs: guard, privateQuietMs: Math.round(guard * 0.6), newsMs: 0 };
  let again = 0;
  const done = runTui(session, {
    terminal: fake.terminal,
    theme: makeTheme(options.env ?? { NO_COLOR: '1', LANG: 'C.UTF-8' }),
    botDelayMs: 0,
    timings,
    clock: options.clock,
    resumeHint: () => 'The game is saved after every action; continue it later with: junta resume',
    endNotes: () => ['Saved: /tmp/test.json'],
    nextSession: options.playAgain ? (previous) => {
      again += 1;
      return previous;
    } : undefined,
    debug: true,
    coach: options.coach,
    recordEnds: options.recordEnds,
  });
  /** Presses a key and waits until the screens have drawn it, then `wait` ms more (0: no timer at all). */
  const press = async (key: string, wait = 3) => {
    await fake.press(key);
    if (wait > 0) await tick(wait);
  };
  /**
   * Waits until the last frame passes `test`. Without `presses` it waits on the frames themselves
   * (the test's own timeout bounds it); with them it presses them in turn, each once the screens
   * have drawn the one before, at most `max` presses – a count of keys, not of milliseconds.
   */
  const until = async (test: (frame: string) => boolean, presses: string[] = [], max = 200): Promise<boolean> => {
    if (presses.length === 0) {
      await fake.frameWhere(test);
      return true;
    }
    for (let i = 0; i < max; i++) {
      if (test(fake.lastFrame())) return true;
      await fake.press(presses[i % presses.length]);
    }
    return test(fake.lastFrame());
  };
  /**
   * Waits for the screens rather than a clock, for a test's loop over a whole game: until React has
   * drawn all it had to and, when `unchanged` is the frame a loop just found nothing to do on (news
   * that continues by itself, a bot's turn, a turn not drawn yet), until another frame is written (a
   * 50 ms pause bounds that wait, should the frame never change).
   */
  const drawn = async (unchanged: string | null = null) => {
    await settled();
    if (unchanged !== null && fake.lastFrame() === unchanged) await Promise.race([fake.frameWhere((f) => f !== unchanged), tick(50)]);
  };
  const quit = async () => {
    fake.stdin.write(CTRL_C);
    return done;
  };
  return { ...fake, done, press, until, drawn, quit, clears: () => fake.frames.filter((f) => f.includes(CLEAR)).length, playedAgain: () => again };
}
