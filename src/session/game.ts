// The game a session plays (issue 19): the module of the engine's record format, loaded once
// through the registry, so the runner, the flow, the screens and the network read its windows and
// offers (R11, R15, V30) from the game's own pending decisions. The session's types are still the
// engine's; when the session becomes generic over its module, this becomes the session's module.
import type { GameModule } from '../core/game.js';
import { RECORD_FORMAT, type Action, type GameEvent, type PlayerView, type State } from '../engine/index.js';
import { games } from '../games/index.js';

export const game = (await games.byFormat(RECORD_FORMAT)!.load()) as GameModule<State, Action, PlayerView, GameEvent>;
