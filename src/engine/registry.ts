// Which card registry a game is played with (issue 19): the catalogue's (every card of
// content/cards.ts with its rules, effects/index.ts), unless the game was created with another.
// A state and the views made from it carry a registry of their own under a symbol, which JSON
// leaves out: records, saves and the network hold only games of the catalogue.
// effects/index.ts and what it imports (context, moves, rng, catalogue, phases/transitions) are
// read to build CATALOGUE, so they take the registry from their caller and never import this file.
import { POLITICAL_DESIGNS, type PoliticalDesign, type Side } from '../content/cards.js';
import { CardRegistry } from './cards.js';
import { BUILT_IN_RULES } from './effects/index.js';
import type { CardRef } from './types.js';

/** The catalogue's cards: what every game is played with unless it was created with another registry. */
export const CATALOGUE: CardRegistry = new CardRegistry(POLITICAL_DESIGNS, BUILT_IN_RULES);

/** A catalogue card's data: for the screens, the coach and the bots, which show and play only games of the catalogue. */
export const designOf = (card: CardRef): PoliticalDesign => CATALOGUE.designOf(card);

/** R21 for a catalogue card: the side it counts for when its holder fights for `holderSide`, and its value there. */
export const battleValue = (card: CardRef, holderSide: Side): { side: Side; value: number } => CATALOGUE.battleValue(card, holderSide);

const CARDS = Symbol('cards');

type Carrier = { [CARDS]?: CardRegistry };

/** The registry a state (or a view of it) is played with. */
export function cardsOf(carrier: object): CardRegistry {
  return (carrier as Carrier)[CARDS] ?? CATALOGUE;
}

/** Marks a new state or view as played with `cards`; the catalogue leaves it unmarked. Returns it. */
export function withCards<T extends object>(carrier: T, cards: CardRegistry): T {
  if (cards !== CATALOGUE) (carrier as Carrier)[CARDS] = cards;
  return carrier;
}
