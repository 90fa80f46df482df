// The one alternate-screen shell for every screen (setup, play, replay): it enters the alternate
// screen on its terminal, follows resizes (clear, redraw), says so when the terminal is too small,
// suspends on Ctrl+Z and comes back on SIGCONT, and leaves the terminal as it found it on every
// way out (quit, SIGINT, SIGTERM, SIGHUP, an uncaught error): blank frame, unmount, leave the
// screen, raw mode off. Signals and suspending belong to the local terminal only.
import { writeSync } from 'node:fs';
import { Box, Text, render, useInput, type Instance } from 'ink';
import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { CLEAR, ENTER_ALT, LEAVE_ALT, sizeOf, type Terminal } from './terminal.js';

export interface ShellControl {
  /** Clears the screen and the scrollback, then draws the whole frame again. */
  clear(): void;
  /** Leaves the screens with this exit code. */
  exit(code: number): void;
  /**
   * Leaves the frame for the terminal's own screen and prints `lines` there as they are – a line
   * wider than the terminal folds there, and a copy still gives it whole (an invite's command) –
   * until Enter brings the frame back.
   */
  print(lines: readonly string[]): void;
  /** False while the terminal is too small: screens then ignore keys. */
  active: boolean;
  columns: number;
  /** Rows a frame may use (one less than the terminal's, so the last line never scrolls it). */
  rows: number;
}

const ShellContext = createContext<ShellControl>({ clear() {}, exit() {}, print() {}, active: true, columns: 80, rows: 23 });

export function useShell(): ShellControl {
  return useContext(ShellContext);
}

export interface ShellOptions {
  terminal: Terminal;
  /** Below this size a message replaces the screens (they stay mounted, keys off). */
  minColumns?: number;
  minRows?: number;
  /** Tests: every frame written whole and at once (Ink's debug mode). */
  debug?: boolean;
  /** Tests: frames a second Ink draws at most (Ink's own 30 unless given). */
  maxFps?: number;
}

export interface ShellResult {
  code: number;
  error?: unknown;
}

/** The exit code of each signal that ends the screens. */
const SIGNAL_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/** Runs `screens` until they exit; resolves once the terminal is restored. */
export async function runShell(options: ShellOptions, screens: ReactNode): Promise<ShellResult> {
  const run = new ShellRun(options, screens);
  run.start();
  const result = await run.done;
  run.stopListening();
  return result;
}

/** What the shell's frame needs of its run. */
interface FrameProps {
  run: ShellRun;
  children: ReactNode;
}

/** The frame around the screens: the terminal's size (or the too-small message), Ctrl+Z, and a blank frame while leaving. */
function ShellFrame({ run, children }: FrameProps) {
  const { terminal } = run.options;
  const { minColumns, minRows } = run;
  const [size, setSize] = useState(() => sizeOf(terminal));
  const [, setGeneration] = useState(0);
  useEffect(() => {
    run.redraw = () => setGeneration((g) => g + 1);
    const onResize = () => {
      run.control.clear();
      setSize(sizeOf(terminal));
    };
    terminal.output.on('resize', onResize);
    return () => void terminal.output.off('resize', onResize);
  }, []);
  const small = size.columns < minColumns || size.rows < minRows;
  useInput((key, info) => {
    if (info.ctrl && key === 'z') void run.suspend();
  }, { isActive: terminal.canSuspend });
  // Printed lines on the terminal's own screen: Enter brings the frame back; the screens take no key meanwhile.
  useInput((_key, info) => {
    if (info.return) run.back();
  }, { isActive: run.printing });
  if (run.blank) return <Text> </Text>;
  const { clear, exit, print } = run.control;
  const value: ShellControl = { clear, exit, print, active: !small && !run.printing, columns: size.columns, rows: Math.max(1, size.rows - 1) };
  return (
    <ShellContext.Provider value={value}>
      {small && !run.printing ? (
        <Box flexDirection="column">
          <Text>{`The terminal is ${size.columns}×${size.rows}; Junta needs at least ${minColumns}×${minRows}.`}</Text>
          <Text>Make the window larger to go on.</Text>
        </Box>
      ) : null}
      <Box display={small || run.printing ? 'none' : 'flex'} flexDirection="column">{children}</Box>
    </ShellContext.Provider>
  );
}

/**
 * One run of the shell on one terminal: the alternate screen, Ink's instance, the process's
 * signals (the local terminal's only), suspending and resuming, and the one way out that
 * restores the terminal however the run ends.
 */
class ShellRun {
  readonly minColumns: number;
  readonly minRows: number;
  /** True while the frame must draw nothing (leaving, or suspended). */
  blank = false;
  /** True while printed lines are up on the terminal's own screen (control.print): the screens stay mounted, drawn as nothing. */
  printing = false;
  /** Draws the whole frame again; set once the frame is mounted. */
  redraw: () => void = () => {};
  readonly done: Promise<ShellResult>;
  private finish: (result: ShellResult) => void = () => {};
  private inAlt = false;
  // Effects run inside Ink's first render, before `instance` is set: the screen is fresh then.
  private instance: Instance | null = null;
  private closing: Promise<void> | null = null;
  private suspended = false;
  private readers: ((...args: unknown[]) => void)[] = [];

  readonly control = {
    clear: () => {
      if (!this.instance || this.printing) return;
      this.instance.clear();
      this.options.terminal.output.write(CLEAR);
      this.redraw();
    },
    exit: (code: number) => void this.shutdown({ code }),
    print: (lines: readonly string[]) => void this.print(lines),
  };

  constructor(readonly options: ShellOptions, private readonly screens: ReactNode) {
    this.minColumns = options.minColumns ?? 80;
    this.minRows = options.minRows ?? 24;
    this.done = new Promise<ShellResult>((resolve) => (this.finish = resolve));
  }

  private get terminal(): Terminal {
    return this.options.terminal;
  }

  private element(): ReactElement {
    return <ShellFrame run={this}>{this.screens}</ShellFrame>;
  }

  /** Enters the alternate screen, mounts the screens and, at the local terminal, listens to the process. */
  start(): void {
    const { input, output } = this.terminal;
    this.enter();
    // Process-wide listeners belong to the local terminal only: a host serving many remote
    // terminals must not add one per connection.
    if (this.terminal.handlesSignals) process.on('exit', this.backstop);
    this.instance = render(this.element(), { stdout: output, stdin: input, exitOnCtrlC: false, patchConsole: false, debug: this.options.debug ?? false, maxFps: this.options.maxFps });
    if (this.terminal.handlesSignals) {
      for (const signal of Object.keys(SIGNAL_CODES)) process.on(signal, this.onSignal);
      process.on('uncaughtException', this.onError);
      process.on('unhandledRejection', this.onError);
      if (this.terminal.canSuspend) process.on('SIGTSTP', this.onStop);
    }
  }

  /** Takes every process listener off again (those it added, and none it did not). */
  stopListening(): void {
    for (const signal of Object.keys(SIGNAL_CODES)) process.off(signal, this.onSignal);
    process.off('uncaughtException', this.onError);
    process.off('unhandledRejection', this.onError);
    process.off('SIGTSTP', this.onStop);
    process.off('SIGCONT', this.resume);
    process.off('exit', this.backstop);
  }

  private enter(): void {
    this.terminal.output.write(ENTER_ALT + CLEAR);
    this.inAlt = true;
  }

  private leave(): void {
    if (!this.inAlt) return;
    this.inAlt = false;
    this.terminal.output.write(LEAVE_ALT);
  }

  /** At the process's exit, whatever happened: leave the alternate screen, synchronously. */
  private readonly backstop = (): void => {
    const fd = (this.terminal.output as { fd?: number }).fd;
    if (this.inAlt && fd !== undefined) writeSync(fd, LEAVE_ALT);
  };

  private rawMode(on: boolean): void {
    const { input } = this.terminal;
    try {
      if (input.isTTY) input.setRawMode?.(on);
    } catch {
      // not a terminal after all
    }
  }

  private readonly onSignal = (signal: NodeJS.Signals): void => void this.shutdown({ code: SIGNAL_CODES[signal] ?? 1 });
  private readonly onError = (error: unknown): void => void this.shutdown({ code: 1, error });
  private readonly onStop = (): void => void this.suspend();

  /** Blank frame, unmount, leave the screen, raw mode off; once, however many ways out are taken. */
  private shutdown(result: ShellResult): Promise<void> {
    this.closing ??= (async () => {
      const ink = this.instance!;
      // The timer keeps the process alive until the terminal is restored.
      const keepAlive = setTimeout(() => {}, 2000);
      try {
        this.blank = true;
        ink.rerender(this.element());
        await new Promise((resolve) => setTimeout(resolve, 30));
        // Asked before unmounting: Ink's waitUntilExit adds a beforeExit listener that only unmount removes.
        const exited = ink.waitUntilExit().catch(() => {});
        ink.unmount();
        // Ink's exit, or half a second at most; the bound's timer is cleared once Ink is out, or it
        // would hold the process that long after every quit.
        let bound: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([exited, new Promise((resolve) => (bound = setTimeout(resolve, 500)))]);
        clearTimeout(bound);
      } catch {
        // Ink may already have unmounted itself on the way out (its own exit hook).
      }
      clearTimeout(keepAlive);
      this.leave();
      this.rawMode(false);
      this.finish(result);
    })();
    return this.closing;
  }

  /** control.print: the frame drawn as nothing, the alternate screen left, the lines written as they are. */
  private async print(lines: readonly string[]): Promise<void> {
    if (this.printing || this.suspended || this.closing || !this.instance) return;
    const ink = this.instance;
    this.printing = true;
    ink.rerender(this.element());
    await new Promise((resolve) => setTimeout(resolve, 20));
    ink.clear();
    this.leave();
    this.terminal.output.write(`\n${[...lines, '', 'Enter: back to the table'].join('\n')}\n`);
  }

  /** Enter after control.print: the alternate screen and the whole frame again. */
  back(): void {
    if (!this.printing || this.closing) return;
    const ink = this.instance!;
    this.printing = false;
    this.enter();
    ink.clear();
    ink.rerender(this.element());
    this.redraw();
  }

  /** Ctrl+Z in raw mode is a key, not a signal; an outside SIGTSTP comes here too. */
  async suspend(): Promise<void> {
    if (this.suspended || this.closing || !this.terminal.canSuspend) return;
    const ink = this.instance!;
    const { input, output } = this.terminal;
    this.suspended = true;
    this.blank = true;
    ink.rerender(this.element());
    await new Promise((resolve) => setTimeout(resolve, 20));
    ink.clear();
    // Written before the process stops: an output that writes later (a pipe, a wrapper) gets time to.
    if (this.inAlt) {
      this.inAlt = false;
      await Promise.race([new Promise((resolve) => output.write(LEAVE_ALT, resolve)), new Promise((resolve) => setTimeout(resolve, 200))]);
    }
    this.rawMode(false);
    this.readers = input.listeners('readable') as typeof this.readers;
    input.removeAllListeners('readable');
    process.once('SIGCONT', this.resume);
    process.off('SIGTSTP', this.onStop);
    // The whole process group stops, so a parent such as `npm start` stops too.
    process.kill(0, 'SIGTSTP');
  }

  /** SIGCONT: the input back, raw mode, the alternate screen and the whole frame. */
  private readonly resume = (): void => {
    if (!this.suspended) return;
    const ink = this.instance!;
    const { input } = this.terminal;
    this.suspended = false;
    process.on('SIGTSTP', this.onStop);
    for (const reader of this.readers) input.on('readable', reader);
    this.readers = [];
    this.rawMode(true);
    this.enter();
    this.blank = false;
    ink.clear();
    ink.rerender(this.element());
    this.redraw();
  };
}
