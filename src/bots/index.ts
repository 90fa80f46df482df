// Any game's bots by kind, from its module (reached through the registry). The machine's clock
// and event loop are given here, so the search itself stays pure: the clock is read only under a
// time budget, which only the CLI's --think-ms asks for.
import { performance } from 'node:perf_hooks';
import type { IsmctsOptions } from '../core/ismcts.js';
import type { GameBot, GameModule } from '../core/game.js';

export { DEFAULT_ISMCTS_ITERATIONS, type IsmctsOptions } from '../core/ismcts.js';

export const clock = (): number => performance.now();
export const pause = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/** A game's bots by kind (its module's bots()), searching with the machine's clock and event loop. */
export async function botsOfGame<V, L, A>(game: GameModule<unknown, A, V, unknown, unknown, L>, ismcts: IsmctsOptions): Promise<Readonly<Record<string, GameBot<V, L, A>>>> {
  return (await game.bots())({ clock, pause, ...ismcts });
}
