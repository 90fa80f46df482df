// One seat (or a spectator) of a table at a terminal the transport gives – an SSH channel: the same
// screens inside the shell, without hand-offs (one seat sits here), its own colour setting (TERM=dumb
// or NO_COLOR from the client turn it off; Shift+C turns it off and on), the turn bell as `junta join`
// rings it (JUNTA_QUIET from the client turns it off), ended by the seat's `q` or by the transport
// (`stop`: the connection dropped, the host closed the table).
import { useInput } from 'ink';
import { useEffect, useMemo, useState } from 'react';
import { BEL, turnBell } from '../terminal/bell.js';
import type { FlowTimings } from '../session/flow.js';
import type { TableClient } from '../session/local-table.js';
import { App, type AppProps } from './App.js';
import { loadFullScreens } from './game-screens.js';
import type { TableGame } from './table-game.js';
import { GameScreensContext } from './screens-context.js';
import { runShell, useShell, type ShellResult } from './shell.js';
import type { Terminal } from './terminal.js';
import { makeTheme } from './theme.js';

export interface RemoteScreensOptions {
  /** The table's game: its module's screens are drawn (a game without screens is refused by loadFullScreens). */
  module: TableGame;
  terminal: Terminal;
  client: TableClient<unknown, unknown, unknown, unknown>;
  /** The client's TERM, LANG, LC_*, NO_COLOR and JUNTA_QUIET. */
  env: Record<string, string | undefined>;
  /** The quit dialog's line: how to come back. */
  leaveHint: string;
  stop: AbortSignal;
  timings?: Partial<FlowTimings>;
  /** The clock the input guard reads (tests). */
  clock?: () => number;
  /** Tests: frames a second Ink draws at most (Ink's own 30 unless given). */
  maxFps?: number;
}

/** The key that turns this terminal's colour off and on. */
export const COLOUR_KEY = 'C';

export async function runRemoteScreens(options: RemoteScreensOptions): Promise<ShellResult> {
  const screens = await loadFullScreens(options.module);
  const { env, stop } = options;
  // The shell's App and the bell are typed with Las Cartas' client until they take the game's types: the client here is any game's.
  const table = options.client as AppProps['table'];
  const seat = options.client.here[0];
  const quiet = seat === undefined || (env.JUNTA_QUIET !== undefined && env.JUNTA_QUIET !== '' && env.JUNTA_QUIET !== '0');
  function Remote() {
    const shell = useShell();
    const [colour, setColour] = useState(() => makeTheme(env).color);
    const theme = useMemo(() => makeTheme({ ...env, NO_COLOR: colour ? undefined : '1' }), [colour]);
    useInput((input) => {
      if (input === COLOUR_KEY) setColour((on) => !on);
    });
    // The bell starts once the screens are up: a BEL before the alternate screen would be written outside it.
    useEffect(() => (quiet ? undefined : turnBell(options.module, options.client, seat!, () => options.terminal.output.write(BEL))), []);
    useEffect(() => {
      const end = () => shell.exit(0);
      if (stop.aborted) end();
      stop.addEventListener('abort', end, { once: true });
      return () => stop.removeEventListener('abort', end);
    }, []);
    return (
      <App table={table} theme={theme} botDelayMs={0} timings={options.timings} clock={options.clock}
        resumeHint={() => options.leaveHint} endNotes={[]} onQuit={() => shell.exit(0)} />
    );
  }
  return runShell({ terminal: options.terminal, maxFps: options.maxFps }, <GameScreensContext.Provider value={screens}><Remote /></GameScreensContext.Provider>);
}
