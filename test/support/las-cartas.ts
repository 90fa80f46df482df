// The live table in Las Cartas' types, for the tests (no src file takes it, nor the bench: the
// session, the screens, the network, the saves and the CLI reach every game through its module):
// the generic session, table and seat port under their names with Las Cartas' types, its module
// (loaded once through the registry by the engine's record format), the one visibility rule of its
// events (R5), a seat's legal actions read from its view, and its bots.
import { clock, pause } from '../../src/bots/index.js';
import type { GameBot, GameModule } from '../../src/core/game.js';
import { DEFAULT_ISMCTS_ITERATIONS, type IsmctsOptions } from '../../src/core/ismcts.js';
import {
  legalFromView, RECORD_FORMAT, visibleTo,
  type Action, type Coach, type GameEvent, type GameRecord, type LegalActions, type PlayerView, type State,
} from '../../src/games/las-cartas/rules/index.js';
import { games } from '../../src/games/index.js';
import type { LocalTable as GenericTable, TableClient as GenericClient } from '../../src/session/local-table.js';
import type { Audience, SeatPort as GenericPort, SeatSnapshot as GenericSnapshot, StepLog as GenericLog } from '../../src/session/port.js';
import type { Session as GenericSession, SessionStep as GenericStep, SaveTarget as GenericTarget } from '../../src/session/runner.js';

/** Las Cartas' module, in its own types (its tutorial's coach is the one its screens ask). */
export const game = (await games.byFormat(RECORD_FORMAT)!.load()) as GameModule<State, Action, PlayerView, GameEvent, GameRecord, LegalActions, Coach>;

/** A Las Cartas bot: it sees its seat's view and legal choices, never the full state; null when only optional kinds are offered (R11's bribes) is "not now". */
export type Bot = GameBot<PlayerView, LegalActions, Action>;

export type Session = GenericSession<State, Action, PlayerView, GameEvent, LegalActions, GameRecord>;
export type SessionStep = GenericStep<State, Action, GameEvent>;
export type SaveTarget = GenericTarget<GameRecord>;
export type LocalTable = GenericTable<State, Action, PlayerView, GameEvent, LegalActions, GameRecord>;
export type TableClient = GenericClient<Action, PlayerView, GameEvent, GameRecord>;
export type SeatPort = GenericPort<Action, PlayerView, GameEvent, GameRecord>;
export type SeatSnapshot = GenericSnapshot<PlayerView>;
export type StepLog = GenericLog<GameEvent>;

/** Events an audience may see (R5): the one visibility rule for screens, narration and the wire. */
export function canSee(event: GameEvent, audience: Audience | 'all'): boolean {
  return visibleTo(event, audience);
}

/** A seat's legal actions built from its view alone (the engine's: the screens, the network's bot seats and the tutorial's coach share it). */
export { legalFromView };

const lasCartasBots = await game.bots();

/** Las Cartas' bots by kind (the tests' and the bench's); ISMCTS searches a fixed number of iterations unless given a time budget. */
export function makeBots(ismcts: IsmctsOptions = { iterations: DEFAULT_ISMCTS_ITERATIONS }): Readonly<Record<string, Bot>> {
  return lasCartasBots({ clock, pause, ...ismcts }) as Readonly<Record<string, Bot>>;
}
