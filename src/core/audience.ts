// Who may see an event, for any game (rulings R5, V5): a seat (or the whole record, after
// the game) what the game's `visibleTo` shows it, the public only what was told to nobody in
// particular – by the game's audience field when it names one, else what every seat is shown.
import type { GameModule } from './module.js';
import type { Seat } from './types.js';

/** Who reads: one seat, the public (a spectator, the shared table, a narration without --seat), or everyone (the whole record). */
export type Reader = Seat | 'public' | 'all';

/** What the rule reads of a game. */
export type Visibility<E> = Pick<GameModule<unknown, unknown, unknown, E>, 'rules' | 'audienceField'>;

/** The seats an event was told to, in the game's order, or null when it is public; `seats`: how many play. */
export function toldTo<E>(game: Visibility<E>, event: E, seats: number): readonly Seat[] | null {
  const field = game.audienceField;
  if (field !== undefined) {
    const to = (event as Record<string, unknown>)[field];
    return Array.isArray(to) ? (to as Seat[]) : null;
  }
  const shown = Array.from({ length: seats }, (_, seat) => seat).filter((seat) => game.rules.visibleTo(event, seat));
  return shown.length === seats ? null : shown;
}

/** Whether a reader may see an event. */
export function mayRead<E>(game: Visibility<E>, event: E, reader: Reader, seats: number): boolean {
  return reader === 'public' ? toldTo(game, event, seats) === null : game.rules.visibleTo(event, reader);
}
