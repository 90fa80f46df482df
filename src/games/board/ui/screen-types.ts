// Junta, the board game's own types as its screens name them in the shell's contract
// (src/ui/game-screens.ts is generic over a game's types; the shell passes them through unknown).
import type { ReplayedStep } from '../../../core/replay.js';
import type { BoardRecord } from '../rules/setup.js';
import type { Action, BoardEvent, BoardState } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';

export interface BoardScreenTypes {
  view: BoardView;
  action: Action;
  event: BoardEvent;
  record: BoardRecord;
  state: BoardState;
  step: ReplayedStep<BoardState, Action, BoardEvent>;
  /** The board game has no tutorial coach. */
  advice: null;
}
