// What Las Cartas' tutorial coach says of one decision: the coach is the game's own
// (games/las-cartas/tutorial.ts), and its screens, still in src/ui until they move into the game,
// show what it says. The shape is here, in Las Cartas' public face, the one place both may import.
import type { Coach as GameCoach } from '../../../core/game.js';
import type { Action, ActionOf, DecisionKind, GameEvent } from './types.js';
import type { PlayerView } from './view.js';

/** What the coach says about one decision. */
export interface CoachAdvice {
  /** The decision, or 'bribe' on the President's bribe builder. */
  kind: DecisionKind | 'bribe';
  /** The rules topic `?` opens (junta rules TOPIC). */
  topic: string;
  /** What the choice means. */
  meaning: string;
  /** The heuristic bot's choice in this seat; null where it would do nothing (no bribe: Esc). */
  suggestion: Action | null;
  /** Why, in words. */
  why: string;
  /** On the President's own turn: a bribe the heuristic bot would make before choosing (b). */
  bribe: { action: ActionOf<'bribe'>; why: string } | null;
}

/** The coach as Las Cartas' screens ask it: advice for a seat's private screen, or null. */
export type Coach = GameCoach<PlayerView, GameEvent, CoachAdvice>;
