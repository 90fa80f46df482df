// Process-wide settings for a host that serves screens over SSH. Some libraries decide
// things once, when they are first imported, for the whole process – so this runs first, before
// anything imports Ink or React (the CLI imports them lazily, so calling it at the top of the host
// command is early enough):
// - Ink treats a set `CI` as "running in CI" and then draws nothing until exit: `CI` is cleared.
// - React's development build keeps performance entries for every mount: NODE_ENV=production.
// - Ink's chalk detects a colour level once, from the host's own stdout (none for a service):
//   FORCE_COLOR sets it for every client (each connection's theme still turns colour off itself).
// It also holds the one listener per signal for all connections: SIGINT, SIGTERM and SIGHUP run
// the registered shutdowns (each SSH server leaves its clients' alternate screens) and then exit.
import { systemClock } from '../clock.js';

export interface HostProcess {
  /** Runs `task` (bounded in time) when the host is told to stop; returns the unregister. */
  onShutdown(task: (signal: NodeJS.Signals) => Promise<void>): () => void;
  /** Removes the signal listeners (tests; a host that ends normally need not). */
  dispose(): void;
}

const EXIT_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
/** How long the shutdown tasks may take before the host exits anyway. */
const SHUTDOWN_MS = 3000;

export interface PrepareOptions {
  env?: NodeJS.ProcessEnv;
  /** How the host ends after a signal's shutdowns (process.exit; tests pass their own). */
  exit?: (code: number) => void;
}

/** Sets the environment the screens' libraries read at import. Call it before importing Ink or React. */
export function prepareScreensEnv(env: NodeJS.ProcessEnv = process.env): void {
  delete env.CI;
  delete env.CONTINUOUS_INTEGRATION;
  env.NODE_ENV = 'production';
  // Named colours only: level 1 (16 colours) draws them on every colour terminal.
  if (env.FORCE_COLOR === undefined) env.FORCE_COLOR = '1';
}

let installed: HostProcess | null = null;

/** prepareScreensEnv, plus the host's one listener per signal (installed once per process). */
export function prepareHostProcess(options: PrepareOptions = {}): HostProcess {
  prepareScreensEnv(options.env ?? process.env);
  if (installed) return installed;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const tasks = new Set<(signal: NodeJS.Signals) => Promise<void>>();
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const bound = new Promise<void>((resolve) => systemClock.after(SHUTDOWN_MS, resolve));
    const all = Promise.allSettled([...tasks].map((task) => task(signal)));
    void Promise.race([all, bound]).then(() => exit(EXIT_CODES[signal] ?? 1));
  };
  for (const signal of Object.keys(EXIT_CODES)) process.on(signal, onSignal);
  const host: HostProcess = {
    onShutdown(task) {
      tasks.add(task);
      return () => void tasks.delete(task);
    },
    dispose() {
      for (const signal of Object.keys(EXIT_CODES)) process.off(signal, onSignal);
      if (installed === host) installed = null;
    },
  };
  installed = host;
  return host;
}
