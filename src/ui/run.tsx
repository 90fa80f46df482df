// A live game on a terminal: the local table of a session, its screens inside the shell, and
// "play again" with the seats rotated.
import { useEffect, useState } from 'react';
import { LocalTable, localClient } from '../session/local-table.js';
import type { Session as GameSession, SessionRecord } from '../session/runner.js';
import { App, type AppProps } from './App.js';
import { loadFullScreens } from './game-screens.js';
import { GameScreensContext } from './screens-context.js';
import { runShell, useShell, type ShellResult } from './shell.js';
import type { Terminal } from './terminal.js';

/** A live session of any game, as the screens run it. */
type Session = GameSession<unknown, unknown, unknown, unknown, unknown, SessionRecord<unknown>>;

/** The App's own options (their meaning is the App's), and what a game at this terminal adds. */
export interface TuiOptions<Sn extends Session = Session> extends Pick<AppProps, 'theme' | 'botDelayMs' | 'timings' | 'clock' | 'coach'> {
  terminal: Terminal;
  /** The quit dialog's line on how to come back. */
  resumeHint(session: Sn): string;
  /** Lines for the end screen: where the record is kept. */
  endNotes(session: Sn): string[];
  /** A new session for "play again", seats rotated; absent where it is not offered. */
  nextSession?(previous: Sn): Sn;
  /**
   * Gives each session (the first, each "play again") its save once its first frame is drawn:
   * what saving loads is not needed to draw it, so it does not delay that frame. The screens redraw when it is done
   * (the end notes, a warning that saving is off). It must not reject.
   */
  save?(session: Sn): Promise<void>;
  /** Tests: whole frames, unthrottled. */
  debug?: boolean;
  /** A record played on (`replay --continue`): how many actions it held; the first session's log marks where it ended. */
  recordEnds?: number;
}

/** Runs the screens until the players quit; resolves with the exit code and the last session. */
export async function runTui<Sn extends Session>(first: Sn, options: TuiOptions<Sn>): Promise<ShellResult & { session: Sn }> {
  let current = first;
  // The game's own screens, from the session's module; "play again" plays the same game.
  const screens = await loadFullScreens(first.game);
  function Game() {
    const shell = useShell();
    const [state, setState] = useState(() => ({ session: first, table: new LocalTable(first) }));
    const [, saved] = useState(0);
    current = state.session;
    useEffect(() => {
      let mounted = true;
      void options.save?.(state.session).then(() => mounted && saved((n) => n + 1));
      return () => void (mounted = false);
    }, [state.session]);
    const again = options.nextSession;
    return (
      <App
        key={state.session.record.seed}
        table={{ ...localClient(state.table), ...(state.session === first && options.recordEnds !== undefined ? { recordEnds: options.recordEnds } : {}) }}
        theme={options.theme}
        botDelayMs={options.botDelayMs}
        timings={options.timings}
        clock={options.clock}
        resumeHint={() => options.resumeHint(state.session)}
        endNotes={options.endNotes(state.session)}
        coach={options.coach}
        onQuit={() => shell.exit(0)}
        onPlayAgain={again ? () => {
          const session = again(state.session);
          setState({ session, table: new LocalTable(session) });
        } : undefined}
      />
    );
  }
  const result = await runShell({ terminal: options.terminal, debug: options.debug }, <GameScreensContext.Provider value={screens}><Game /></GameScreensContext.Provider>);
  return { ...result, session: current };
}
