// The table's game handed down from a front end's start to the table screens below the shell:
// its module, its text and its full screens (the shell reaches a game's screens only through its
// module; src/ui/game-screens.ts, src/ui/table-game.ts).
import { createContext, useContext } from 'react';
import type { FullShellGame } from './game-screens.js';

export const GameScreensContext = createContext<FullShellGame | null>(null);

/** The table's game and its full screens; a front end provides them (loadFullScreens) before drawing its table. */
export function useGameScreens(): FullShellGame {
  const screens = useContext(GameScreensContext);
  if (!screens) throw new Error("the game's screens are loaded at the start of a front end (loadFullScreens)");
  return screens;
}
