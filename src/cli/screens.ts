// The screens a front end the CLI starts draws its game with (ui/game-screens.ts loadScreens, from
// the game's module): a game whose module has none cannot be shown, and the command says so in
// one line (exit 2) before it opens anything.
import { loadScreens, NoScreens, type GameScreens, type ScreensOf } from '../ui/game-screens.js';

/** The game's screens; for a game without screens, `refuse` throws the command's usage error (exit 2). */
export async function screensOrRefuse(module: ScreensOf, refuse: () => never): Promise<GameScreens> {
  try {
    return await loadScreens(module);
  } catch (error) {
    if (error instanceof NoScreens) refuse();
    throw error;
  }
}
