// What the board game's heuristic bot decides from at one decision (rulings B5, B70): its seat's view,
// the choices it was handed, its generator for ties, and what it remembers of the table; and the
// helpers every part of the bot reads the listed choices with.
import type { Choices } from '../../../core/game.js';
import type { Random } from '../../../core/types.js';
import type { Action, FrameKind, Seat } from '../rules/types.js';
import type { BoardView, FrameView } from '../rules/view.js';
import type { Memory } from './heuristic-memory.js';

/** One decision as the bot sees it: never the state, only the seat's view (B5). */
export interface Decision {
  view: BoardView;
  /** The deciding seat. */
  me: Seat;
  /** The decision asked (the top of the flow). */
  frame: FrameView;
  choices: Choices<Action>;
  random: Random;
  /** What the bot remembers of this table (heuristic-memory.ts), this view already observed. */
  memory: Memory;
}

/** One part of the bot's play: its answer at a decision, or null to leave it to the fallback. */
export type Decider = (d: Decision) => Action | null;

/** The bot's answers by kind of decision (B70); a kind with no entry gets the fallback. */
export type Deciders = Partial<Record<FrameKind, Decider>>;

/** The listed actions of one type. */
export const listed = <T extends Action['type']>(d: Decision, type: T): Extract<Action, { type: T }>[] =>
  d.choices.actions.filter((a): a is Extract<Action, { type: T }> => a.type === type);

/** The first listed action of one type, or null. */
export const firstOf = <T extends Action['type']>(d: Decision, type: T): Extract<Action, { type: T }> | null => listed(d, type)[0] ?? null;

/** A seat's number by its player's name (actions name seats by name, B1). */
export const seatOf = (view: BoardView, name: string): Seat => view.players.findIndex((p) => p.name === name);
