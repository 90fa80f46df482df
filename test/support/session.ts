// A new game for tests (the one helper for it): a session on a fresh record of `players` and
// `seed`, never autosaved, with bots that search only a little (ISMCTS: 4 iterations, 4 actions
// deep) so games run fast.
import { makeBots } from './las-cartas.js';
import { RECORD_FORMAT, type RecordPlayer } from '../../src/games/las-cartas/rules/index.js';
import { Session } from '../../src/session/runner.js';
import { game as LAS_CARTAS, type Session as LasCartasSession } from './las-cartas.js';

/** The bots by kind, searching little: as legal as the real ones, and quick. */
export const FAST_BOTS = makeBots({ iterations: 4, rolloutDepth: 4 });

/** A session on a new game: no action played yet, the first President chosen as `firstPresident` says. */
export function openGame(players: RecordPlayer[], seed: string, firstPresident = 'random'): LasCartasSession {
  return Session.open(LAS_CARTAS, { format: RECORD_FORMAT, seed, players, options: { firstPresident }, actions: [] }, { autosave: null, bots: FAST_BOTS });
}
