// Whether a game can be shown on this terminal (the screens' contract, ui/game-screens.ts): a game
// without screens, or one that plays in plain mode only for now when plain mode was not asked for, is
// a usage error in one line that says what to do instead.
import type { GameEntry, GameRegistry } from '../../core/registry.js';
import { defaultNames } from '../../session/plan.js';
import { juntaCommand } from '../invocation.js';
import { UsageError, type Io } from '../io.js';

/** A plain game of `game` to start: its fewest players, the first at this terminal and the others bots (--game named unless it is the default). */
export function plainExample(game: GameEntry, registry: GameRegistry, env: Io['env']): string {
  const names = defaultNames(game.players.min);
  return juntaCommand(`play${game === registry.default ? '' : ` --game ${game.id}`} --plain -n ${names.join(',')} --bots ${names.slice(1).join(',')}`, env);
}

/**
 * A game this version cannot show – its module has no screens, which the screens' contract
 * refuses (loadScreens) – is a usage error in one line, before anything is dealt; so is one that
 * plays in plain mode only for now, unless `plain`: the line says how to play it so (`how`).
 */
export async function checkScreens(game: GameEntry, env: Io['env'], plain = false, how: () => string = () => juntaCommand('resume --plain', env)): Promise<void> {
  const [{ loadScreens, NoScreens, plainOnly }, module] = await Promise.all([import('../../ui/game-screens.js'), game.load()]);
  try {
    const screens = await loadScreens(module);
    if (!plain && plainOnly(screens)) throw new UsageError(`${game.title} plays in plain mode for now: ${how()}`);
  } catch (error) {
    if (error instanceof NoScreens) throw new UsageError(`${error.message}; its rules are there: ${juntaCommand(`rules --game ${game.id}`, env)}`);
    throw error;
  }
}
