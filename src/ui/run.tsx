// The terminal shell around the screens: the alternate screen, and a clean exit on every path
// (quit, Ctrl+C, SIGTERM, SIGHUP, an uncaught error): blank frame, unmount, then leave the screen.
import { writeSync } from 'node:fs';
import { render } from 'ink';
import { useEffect, useState, type ReactElement } from 'react';
import type { Session } from '../session/runner.js';
import { App } from './App.js';
import type { Theme } from './theme.js';

export const ENTER_ALT = '\x1b[?1049h';
export const LEAVE_ALT = '\x1b[?1049l\x1b[?25h';
export const CLEAR = '\x1b[2J\x1b[3J\x1b[H';

export interface TuiOptions {
  stdout: NodeJS.WriteStream;
  stdin: NodeJS.ReadStream;
  theme: Theme;
  botDelayMs: number;
  guardMs: number;
  recordPath: string | null;
  autosavePath: string;
  /** A new session for "play again", seats rotated. */
  nextSession(previous: Session): Session;
  /** Listen to SIGTERM, SIGHUP and uncaught errors (off in tests that run several apps). */
  handleSignals: boolean;
}

/** Re-renders its child with the terminal's size whenever the terminal is resized. */
export function Sized({ stdout, children }: { stdout: NodeJS.WriteStream; children: (columns: number, rows: number) => ReactElement }) {
  const [size, setSize] = useState({ columns: stdout.columns ?? 80, rows: stdout.rows ?? 24 });
  useEffect(() => {
    const onResize = () => setSize({ columns: stdout.columns ?? 80, rows: stdout.rows ?? 24 });
    stdout.on('resize', onResize);
    return () => void stdout.off('resize', onResize);
  }, [stdout]);
  return children(size.columns, size.rows);
}

/** Runs the screens until the players quit; resolves to the exit code. */
export async function runTui(first: Session, options: TuiOptions): Promise<number> {
  const { stdout, stdin } = options;
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    stdout.write(LEAVE_ALT);
  };
  const backstop = () => {
    if (!left) writeSync((stdout as { fd?: number }).fd ?? 1, LEAVE_ALT);
  };
  process.on('exit', backstop);
  stdout.write(ENTER_ALT + CLEAR);

  let session = first;
  let blank = false;
  let finish: (code: number) => void = () => {};
  const done = new Promise<number>((resolve) => (finish = resolve));
  const element = () => (
    <Sized stdout={stdout}>
      {(columns, rows) => (
        <App
          key={session.record.seed}
          session={session}
          theme={options.theme}
          botDelayMs={options.botDelayMs}
          guardMs={options.guardMs}
          columns={columns}
          rows={Math.max(10, rows - 1)}
          recordPath={options.recordPath}
          autosavePath={options.autosavePath}
          clearScreen={() => stdout.write(CLEAR)}
          onQuit={() => void shutdown(0)}
          onPlayAgain={() => {
            session = options.nextSession(session);
            instance.rerender(element());
          }}
          blank={blank}
        />
      )}
    </Sized>
  );
  // Registered before Ink's own exit hooks, so ours run first and restore the screen in order.
  const onSignal = (signal: NodeJS.Signals) => void shutdown(signal === 'SIGTERM' ? 143 : 129);
  const onError = (error: unknown) => void shutdown(1, error);
  if (options.handleSignals) {
    process.on('SIGTERM', onSignal);
    process.on('SIGHUP', onSignal);
    process.on('uncaughtException', onError);
    process.on('unhandledRejection', onError);
  }
  const instance = render(element(), { stdout, stdin, exitOnCtrlC: false, patchConsole: false });

  let closing: Promise<void> | null = null;
  async function shutdown(code: number, error?: unknown): Promise<void> {
    closing ??= (async () => {
      // The timers also keep the process alive until the terminal is restored.
      const keepAlive = setTimeout(() => {}, 2000);
      try {
        blank = true;
        instance.rerender(element());
        await new Promise((resolve) => setTimeout(resolve, 30));
        instance.unmount();
        await Promise.race([instance.waitUntilExit().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 500))]);
      } catch {
        // Ink may already have unmounted itself on the way out (its own exit hook).
      }
      clearTimeout(keepAlive);
      leave();
      try {
        stdin.setRawMode?.(false);
      } catch {
        // not a terminal
      }
      if (error) process.stderr.write(`junta: ${error instanceof Error ? error.message : String(error)}\n`);
      finish(code);
    })();
    return closing;
  }

  const code = await done;
  process.off('SIGTERM', onSignal);
  process.off('SIGHUP', onSignal);
  process.off('uncaughtException', onError);
  process.off('unhandledRejection', onError);
  process.off('exit', backstop);
  return code;
}
