// Rendering the screens in tests: fake 80×24 terminal streams, zero delays, keys with a pause.
import { renderTty } from './tty.js';
import { createElement } from 'react';
import { makeBots } from '../../src/bots/index.js';
import { RECORD_FORMAT, type RecordPlayer } from '../../src/engine/index.js';
import { Session } from '../../src/session/runner.js';
import { App } from '../../src/ui/App.js';
import { makeTheme } from '../../src/ui/theme.js';

export const ENTER = '\r';
export const ESC = '\x1b';
export const DOWN = '\x1b[B';
export const UP = '\x1b[A';
export const RIGHT = '\x1b[C';
export const TAB = '\t';

export const tick = (ms = 2) => new Promise((resolve) => setTimeout(resolve, ms));

export function openGame(players: RecordPlayer[], seed: string, firstPresident = 'random'): Session {
  return Session.open(
    { format: RECORD_FORMAT, seed, players, options: { firstPresident }, actions: [] },
    { autosave: null, bots: makeBots({ iterations: 4, rolloutDepth: 4 }) },
  );
}

export interface AppOptions {
  guardMs?: number;
  onQuit?: () => void;
  onPlayAgain?: () => void;
  env?: Record<string, string>;
  clears?: number[];
}

export function createAppElement(session: Session, options: AppOptions = {}) {
  return createElement(App, {
    session,
    theme: makeTheme(options.env ?? { NO_COLOR: '1', LANG: 'C.UTF-8' }),
    botDelayMs: 0,
    guardMs: options.guardMs ?? 0,
    columns: 80,
    rows: 23,
    recordPath: null,
    autosavePath: '/tmp/junta-test-autosave.json',
    clearScreen: () => options.clears?.push(Date.now()),
    onQuit: options.onQuit ?? (() => {}),
    onPlayAgain: options.onPlayAgain ?? (() => {}),
  });
}

export function renderApp(session: Session, options: AppOptions = {}) {
  const clears: number[] = [];
  const app = renderTty(createAppElement(session, { ...options, clears }));
  const press = async (key: string, wait = 3) => {
    app.stdin.write(key);
    await tick(wait);
  };
  return { ...app, press, clears };
}
