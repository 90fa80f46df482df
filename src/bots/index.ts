// The bots by kind: the default game's, from its module (reached through
// the registry). The machine's clock and event loop are given here, so the search itself stays pure:
// the clock is read only under a time budget, which only the CLI's --think-ms asks for.
import { performance } from 'node:perf_hooks';
import { DEFAULT_ISMCTS_ITERATIONS, type IsmctsOptions } from '../core/ismcts.js';
import { defaultGame } from '../games/index.js';
import type { GameBot, GameModule } from '../core/game.js';
import type { Bot } from './types.js';

export type { Bot } from './types.js';
export { DEFAULT_ISMCTS_ITERATIONS, type IsmctsOptions } from '../core/ismcts.js';

const gameBots = await (await defaultGame.load()).bots();

const clock = (): number => performance.now();
const pause = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The bots by kind; ISMCTS searches a fixed number of iterations unless given a time budget. The
 * session still speaks Las Cartas' view and legal actions (Bot), which is the default game's.
 */
export function makeBots(ismcts: IsmctsOptions = { iterations: DEFAULT_ISMCTS_ITERATIONS }): Readonly<Record<string, Bot>> {
  return gameBots({ clock, pause, ...ismcts }) as Readonly<Record<string, Bot>>;
}

export const BOTS = makeBots();

/** Any game's bots by kind (`junta simulate --game`), searching with the machine's clock and event loop as makeBots does. */
export async function botsOfGame<V, L, A>(game: GameModule<unknown, A, V, unknown, unknown, L>, ismcts: IsmctsOptions): Promise<Readonly<Record<string, GameBot<V, L, A>>>> {
  return (await game.bots())({ clock, pause, ...ismcts });
}
