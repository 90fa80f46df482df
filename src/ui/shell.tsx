// The one alternate-screen shell for every screen (setup, play, replay): it enters the alternate
// screen on its terminal, follows resizes (clear, redraw), says so when the terminal is too small,
// suspends on Ctrl+Z and comes back on SIGCONT, and leaves the terminal as it found it on every
// way out (quit, SIGINT, SIGTERM, SIGHUP, an uncaught error): blank frame, unmount, leave the
// screen, raw mode off. Signals and suspending belong to the local terminal only.
import { writeSync } from 'node:fs';
import { Box, Text, render, useInput } from 'ink';
import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { CLEAR, ENTER_ALT, LEAVE_ALT, sizeOf, type Terminal } from './terminal.js';

export interface ShellControl {
  /** Clears the screen and the scrollback, then draws the whole frame again. */
  clear(): void;
  /** Leaves the screens with this exit code. */
  exit(code: number): void;
  /** False while the terminal is too small: screens then ignore keys. */
  active: boolean;
  columns: number;
  /** Rows a frame may use (one less than the terminal's, so the last line never scrolls it). */
  rows: number;
}

const ShellContext = createContext<ShellControl>({ clear() {}, exit() {}, active: true, columns: 80, rows: 23 });

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
}

export interface ShellResult {
  code: number;
  error?: unknown;
}

/** The exit code of each signal that ends the screens. */
const SIGNAL_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/** Runs `screens` until they exit; resolves once the terminal is restored. */
export async function runShell(options: ShellOptions, screens: ReactNode): Promise<ShellResult> {
  const { terminal } = options;
  const { input, output } = terminal;
  const minColumns = options.minColumns ?? 80;
  const minRows = options.minRows ?? 24;
  let inAlt = false;
  const enter = () => {
    output.write(ENTER_ALT + CLEAR);
    inAlt = true;
  };
  const leave = () => {
    if (!inAlt) return;
    inAlt = false;
    output.write(LEAVE_ALT);
  };
  const backstop = () => {
    const fd = (output as { fd?: number }).fd;
    if (inAlt && fd !== undefined) writeSync(fd, LEAVE_ALT);
  };
  const rawMode = (on: boolean) => {
    try {
      if (input.isTTY) input.setRawMode?.(on);
    } catch {
      // not a terminal after all
    }
  };

  let redraw: () => void = () => {};
  let blank = false;
  let finish: (result: ShellResult) => void = () => {};
  const done = new Promise<ShellResult>((resolve) => (finish = resolve));

  function Shell({ children }: { children: ReactNode }) {
    const [size, setSize] = useState(() => sizeOf(terminal));
    const [, setGeneration] = useState(0);
    useEffect(() => {
      redraw = () => setGeneration((g) => g + 1);
      const onResize = () => {
        control.clear();
        setSize(sizeOf(terminal));
      };
      output.on('resize', onResize);
      return () => void output.off('resize', onResize);
    }, []);
    const small = size.columns < minColumns || size.rows < minRows;
    useInput((key, info) => {
      if (info.ctrl && key === 'z') void suspend();
    }, { isActive: terminal.canSuspend });
    if (blank) return <Text> </Text>;
    const value: ShellControl = { clear: control.clear, exit: control.exit, active: !small, columns: size.columns, rows: Math.max(1, size.rows - 1) };
    return (
      <ShellContext.Provider value={value}>
        {small ? (
          <Box flexDirection="column">
            <Text>{`The terminal is ${size.columns}×${size.rows}; Junta needs at least ${minColumns}×${minRows}.`}</Text>
            <Text>Make the window larger to go on.</Text>
          </Box>
        ) : null}
        <Box display={small ? 'none' : 'flex'} flexDirection="column">{children}</Box>
      </ShellContext.Provider>
    );
  }

  const element = (): ReactElement => <Shell>{screens}</Shell>;
  // Effects run inside Ink's first render, before `instance` is set: the screen is fresh then.
  let instance: ReturnType<typeof render> | null = null;
  const control = {
    clear() {
      if (!instance) return;
      instance.clear();
      output.write(CLEAR);
      redraw();
    },
    exit(code: number) {
      void shutdown({ code });
    },
  };
  enter();
  // Process-wide listeners belong to the local terminal only: a host serving many remote
  // terminals must not add one per connection.
  if (terminal.handlesSignals) process.on('exit', backstop);
  const ink = render(element(), { stdout: output, stdin: input, exitOnCtrlC: false, patchConsole: false, debug: options.debug ?? false });
  instance = ink;

  let closing: Promise<void> | null = null;
  function shutdown(result: ShellResult): Promise<void> {
    closing ??= (async () => {
      // The timer keeps the process alive until the terminal is restored.
      const keepAlive = setTimeout(() => {}, 2000);
      try {
        blank = true;
        ink.rerender(element());
        await new Promise((resolve) => setTimeout(resolve, 30));
        // Asked before unmounting: Ink's waitUntilExit adds a beforeExit listener that only unmount removes.
        const exited = ink.waitUntilExit().catch(() => {});
        ink.unmount();
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 500))]);
      } catch {
        // Ink may already have unmounted itself on the way out (its own exit hook).
      }
      clearTimeout(keepAlive);
      leave();
      rawMode(false);
      finish(result);
    })();
    return closing;
  }

  // Ctrl+Z in raw mode is a key, not a signal; an outside SIGTSTP comes here too.
  let suspended = false;
  let readers: ((...args: unknown[]) => void)[] = [];
  async function suspend(): Promise<void> {
    if (suspended || closing || !terminal.canSuspend) return;
    suspended = true;
    blank = true;
    ink.rerender(element());
    await new Promise((resolve) => setTimeout(resolve, 20));
    ink.clear();
    // Written before the process stops: an output that writes later (a pipe, a wrapper) gets time to.
    if (inAlt) {
      inAlt = false;
      await Promise.race([new Promise((resolve) => output.write(LEAVE_ALT, resolve)), new Promise((resolve) => setTimeout(resolve, 200))]);
    }
    rawMode(false);
    readers = input.listeners('readable') as typeof readers;
    input.removeAllListeners('readable');
    process.once('SIGCONT', resume);
    process.off('SIGTSTP', onStop);
    // The whole process group stops, so a parent such as `npm start` stops too.
    process.kill(0, 'SIGTSTP');
  }
  function resume(): void {
    if (!suspended) return;
    suspended = false;
    process.on('SIGTSTP', onStop);
    for (const reader of readers) input.on('readable', reader);
    readers = [];
    rawMode(true);
    enter();
    blank = false;
    ink.clear();
    ink.rerender(element());
    redraw();
  }

  const onSignal = (signal: NodeJS.Signals) => void shutdown({ code: SIGNAL_CODES[signal] ?? 1 });
  const onError = (error: unknown) => void shutdown({ code: 1, error });
  const onStop = () => void suspend();
  if (terminal.handlesSignals) {
    for (const signal of Object.keys(SIGNAL_CODES)) process.on(signal, onSignal);
    process.on('uncaughtException', onError);
    process.on('unhandledRejection', onError);
    if (terminal.canSuspend) process.on('SIGTSTP', onStop);
  }

  const result = await done;
  for (const signal of Object.keys(SIGNAL_CODES)) process.off(signal, onSignal);
  process.off('uncaughtException', onError);
  process.off('unhandledRejection', onError);
  process.off('SIGTSTP', onStop);
  process.off('SIGCONT', resume);
  process.off('exit', backstop);
  return result;
}
