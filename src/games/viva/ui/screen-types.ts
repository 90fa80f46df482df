// Viva el Presidente!'s own types as its screens name them in the shell's contract (src/ui/game-screens.ts
// is generic over a game's types; the shell passes them through unknown). Viva has no tutorial coach yet.
import type { Action, VivaEvent, VivaRecord, VivaState } from '../types.js';
import type { VivaView } from '../view.js';

export interface VivaScreenTypes {
  view: VivaView;
  action: Action;
  event: VivaEvent;
  record: VivaRecord;
  state: VivaState;
  /** A record's replayed step: the state after it and its events. */
  step: { state: VivaState; events: VivaEvent[] };
  advice: never;
}
