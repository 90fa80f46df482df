// A game's tutorial (`junta tutorial`): the game it deals and the coach on its screens, which
// decides from the seat's view alone (R5, V5).

/** What a seat's private screen is for: the seat's decision, or the optional action (an Offer) it opened. */
export type Purpose = 'decide' | 'optional';

/**
 * A tutorial's coach as a game's screens ask it on a seat's private screen: what it says of the
 * decision there (`Advice`: the game's own, which its screens show), or null when it has nothing
 * to say. It decides from the seat's view alone, so it never tells what the seat may not know.
 * `log`: what the seat has seen, step by step; `names`: the names as the screens show them.
 */
export type Coach<V, E, Advice> = (view: V, purpose: Purpose, log: readonly { readonly events: readonly E[] }[], names: readonly string[]) => Advice | null;

/**
 * A game's tutorial (`junta tutorial`: the tutorial belongs to a game): the game it
 * deals and the coach on its screens. `C`: the coach (see Coach), which only the game's own
 * screens read; the generic layers hand it from here to them. `Advice`: what the coach says (see Coach).
 */
export interface GameTutorial<R = unknown, C = unknown, Advice = unknown> {
  /**
   * The tutorial's game, its player named `player` (the tutorial's own name when not given): a
   * record without actions, with whatever the game pins in it (Las Cartas' decks), saved as a
   * tutorial and resumed as one.
   */
  record(player?: string): R;
  /** A new coach for one tutorial game's screens (it may keep what it said last). */
  coach(): C;
  /** The rules topic (a GameText topic's id) an advice of the coach is about: `?` opens it on the advised screen. */
  topicOf?(advice: Advice): string;
}
