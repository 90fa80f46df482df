// Las Cartas' own types as its screens name them in the shell's contract
// (src/ui/game-screens.ts is generic over a game's types; the shell passes them through unknown).
import type { Action, CoachAdvice, GameEvent, GameRecord, PlayerView, ReplayStep, State } from '../rules/index.js';

export interface LasCartasScreenTypes {
  view: PlayerView;
  action: Action;
  event: GameEvent;
  record: GameRecord;
  state: State;
  step: ReplayStep;
  advice: CoachAdvice;
}
