// What the heuristic bot reckons things worth, in millions of Foreign Aid (viva-cards.md,
// V24–V29): each card in hand, a Building, a Militia die by how many dice one has, a coup, and what
// a player near the winning VP loses by a plunder or a coup (the bots' strength targets).
import { designOf, HAND_LIMIT } from '../content/cards.js';

/** A card's worth in hand: Foreign Aid its value, a VP card about a Building (V28, V29), the rest by use. */
const CARD_VALUE: Readonly<Record<string, number>> = {
  aid1: 1, aid2: 2, aid3: 3, aid4: 4, yacht: 6, supercar: 6,
  gunboat: 2.5, assassination: 2.2, 'party-donation': 2.5, 'pr-campaign': 1.8, 'diversionary-tactic': 1.6,
  'peasant-uprising': 1.5, 'surprise-attack': 1.5, bribery: 1.3, spy: 1.2, burglars: 1.2, 'students-petition': 0,
};

export const cardValue = (card: string): number => CARD_VALUE[designOf(card)] ?? 0;
/** A card drawn or plundered unseen. */
export const AVERAGE_CARD = 1.8;
/** A Building: its price and the Victory Point it is (V24, V29). */
export const BUILDING_VALUE = 7;
/**
 * What a card plundered from a player one VP short of winning costs him beyond the card itself (V19: a
 * random card of his hand, his Yacht or the money for his last Building among them), in millions.
 */
export const LEAD_DENIAL = 6;
/** The k-th die one owns (V24: at most 4): the first matter most. */
export const DIE_VALUE: readonly number[] = [0, 5, 3.5, 2.8, 2.4];

/** What a hand is worth after the Discard Cards step keeps its best 4 (V27). */
export function keptValue(hand: readonly string[]): number {
  return [...hand].map(cardValue).sort((a, b) => b - a).slice(0, HAND_LIMIT).reduce((a, b) => a + b, 0);
}

export const handValue = (cards: readonly string[]): number => cards.reduce((sum, c) => sum + cardValue(c), 0);
