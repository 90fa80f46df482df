// Whom plain mode's words speak to (ruling B1: actions name seats by their names): a seat's view, a
// state consistent with it, and the names as shown; a player's name as shown from an action's.
import type { BoardState, Seat } from '../../rules/types.js';
import type { BoardView } from '../../rules/view.js';
import { visible } from '../../../../text/sanitize.js';

/** What the words of a seat's actions read: its view, a state consistent with it, the names as shown. */
export interface Said {
  view: BoardView;
  state: BoardState;
  seat: Seat;
  names: readonly string[];
}

/** A player's name as shown, from the name an action gives him (B1: actions name seats by name). */
export function shownName(said: Said, name: string | undefined): string {
  const seat = said.view.players.findIndex((p) => p.name === name);
  return seat < 0 ? visible(String(name)) : said.names[seat];
}

