// Viva el Presidente!'s own types as its screens name them in the shell's contract
// (src/ui/game-screens.ts is generic over a game's types; the shell passes them through unknown).
import type { ReplayedStep } from '../../../core/replay.js';
import type { Action, VivaEvent, VivaRecord, VivaState } from '../rules/types.js';
import type { VivaView } from '../rules/view.js';

export interface VivaScreenTypes {
  view: VivaView;
  action: Action;
  event: VivaEvent;
  record: VivaRecord;
  state: VivaState;
  step: ReplayedStep<VivaState, Action, VivaEvent>;
  /** Viva has no tutorial coach yet. */
  advice: null;
}
