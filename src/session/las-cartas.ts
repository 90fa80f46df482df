// The live table in Las Cartas' types: the session, the table and the seat port are
// generic over a game's module (runner.ts, local-table.ts, port.ts); Las Cartas' screens, its CLI
// commands and the network, which speak Las Cartas until they become the game's or generic, use
// them under the same names through this file, with Las Cartas' module (loaded once, through the
// registry by the engine's record format, for the parts that hold no session: the network client
// and the screens read windows and offers from views), the one visibility rule of its events (R5)
// and a seat's legal actions read from its view.
import type { GameModule } from '../core/game.js';
import {
  legalFromView, RECORD_FORMAT, visibleTo,
  type Action, type Coach, type GameEvent, type GameRecord, type LegalActions, type PlayerView, type State,
} from '../engine/index.js';
import { games } from '../games/index.js';
import type { LocalTable as GenericTable, TableClient as GenericClient } from './local-table.js';
import type { Audience, SeatPort as GenericPort, SeatSnapshot as GenericSnapshot, StepLog as GenericLog } from './port.js';
import type { Session as GenericSession, SessionStep as GenericStep, SaveTarget as GenericTarget } from './runner.js';

/** Las Cartas' module, in its own types (its tutorial's coach is the one its screens ask). */
export const game = (await games.byFormat(RECORD_FORMAT)!.load()) as GameModule<State, Action, PlayerView, GameEvent, GameRecord, LegalActions, Coach>;

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
