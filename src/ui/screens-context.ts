// The game's full screens handed down from a front end's start to the table screens below the
// shell (the shell reaches a game's screens only through its module; src/ui/game-screens.ts).
import { createContext, useContext } from 'react';
import type { FullScreens } from './game-screens.js';

export const GameScreensContext = createContext<FullScreens | null>(null);

/** The game's full screens; a front end provides them (loadFullScreens) before drawing its table. */
export function useGameScreens(): FullScreens {
  const screens = useContext(GameScreensContext);
  if (!screens) throw new Error("the game's screens are loaded at the start of a front end (loadFullScreens)");
  return screens;
}
