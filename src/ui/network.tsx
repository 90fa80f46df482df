// The screens of a network table: the same App as at one laptop, on a table client whose
// ports come from a host (at a player's terminal) or hold the game (at the host's), with the live
// table's banner and talk. The screens start afresh when the host starts another game, and close
// when the table is closed for this terminal.
import { useEffect, useReducer } from 'react';
import type { FlowTimings } from '../session/flow.js';
import type { LiveTable } from '../session/network-table.js';
import type { TableClient } from '../session/local-table.js';
import { App, type AppProps } from './App.js';
import { loadFullScreens } from './game-screens.js';
import type { TableGame } from './table-game.js';
import { GameScreensContext } from './screens-context.js';
import { runShell, useShell, type ShellResult } from './shell.js';
import type { Terminal } from './terminal.js';
import type { Theme } from './theme.js';

/** A network table's client, of whatever game it plays. */
export type NetworkClient = TableClient<unknown, unknown, unknown, unknown> & { live: LiveTable };

export interface NetworkTuiOptions {
  /** The table's game: its module's screens are drawn (a game without screens is refused by loadFullScreens). */
  module: TableGame;
  terminal: Terminal;
  theme: Theme;
  /** The quit dialog's line: what quitting does to the table and how to come back. */
  resumeHint: string;
  endNotes: string[];
  /** The table's game number: another game (play again) starts the screens afresh. */
  game(): number;
  /** The host's "play again" with the same seats; absent at a player's terminal. */
  playAgain?(): void;
  clock?: () => number;
  /** The quiet a coup's news screen waits for before Enter counts (tests: 0). */
  timings?: Partial<FlowTimings>;
  debug?: boolean;
}

/** No hand-offs at a network table; a coup's news still waits for a quiet keyboard. */
const NETWORK_TIMINGS: Partial<FlowTimings> = { handoffQuietMs: 500, privateQuietMs: 0, newsMs: 3000 };

export async function runNetworkTui(client: NetworkClient, options: NetworkTuiOptions): Promise<ShellResult> {
  const screens = await loadFullScreens(options.module);
  // The shell's App is typed with Las Cartas' client until it takes the game's types: the client here is any game's.
  const table = client as AppProps['table'];
  function Screens() {
    const shell = useShell();
    const [, render] = useReducer((n: number) => n + 1, 0);
    useEffect(() => client.live.subscribe(() => {
      if (client.live.status().closed !== null) shell.exit(0);
      else render();
    }), []);
    return (
      <App key={options.game()} table={table} theme={options.theme} botDelayMs={0} clock={options.clock}
        timings={options.timings ?? NETWORK_TIMINGS}
        resumeHint={() => options.resumeHint} endNotes={options.endNotes} onQuit={() => shell.exit(0)} onPlayAgain={options.playAgain} />
    );
  }
  return runShell({ terminal: options.terminal, debug: options.debug }, <GameScreensContext.Provider value={screens}><Screens /></GameScreensContext.Provider>);
}
