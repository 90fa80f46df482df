// Viva's things in plain words for plain mode (V1, V5, V9, V23): a card by its design's name, a die
// by its owner and number ("your die 2", "Ana's die 1 showing 3"), orders and Promises in a phrase,
// the phase in a sentence. Names arrive sanitized and cut; nothing here reads a hidden part.
import { dieOwner, instanceOf } from '../../content/cards.js';
import { cardName, list, plural } from '../../rules/describe.js';
import { numberOf, PRESIDENTE_NUMBER } from '../../rules/context.js';
import type { Phase, PromisedDie, Seat } from '../../rules/types.js';
import type { PromiseView } from '../../rules/view.js';

export { list, plural };

/** A card in words: its design's name ("Foreign Aid 3", "Gunboat"). */
export const cardWords = (card: string): string => cardName(card);
export const cardsWords = (cards: readonly string[]): string => (cards.length === 0 ? 'no cards' : list(cards.map(cardWords)));

/** A die by whose colour it is and its number; the viewer's own is "your die". */
export function dieWords(die: string, names: readonly string[], me: Seat | null): string {
  const owner = dieOwner(die);
  return `${owner === me ? 'your' : `${names[owner]}'s`} die ${instanceOf(die)}`;
}

/** What a number ordered on means for the Golpista `seat` (V9). */
export function targetWords(seat: Seat, n: number, names: readonly string[]): string {
  if (n === PRESIDENTE_NUMBER) return 'defending the Presidente';
  if (n === numberOf(seat)) return 'defending at home';
  return `attacking ${names[n - 1]}`;
}

/** A Golpista's orders grouped: "2 dice attacking Cy and 1 die defending at home". */
export function ordersWords(seat: Seat, orders: Record<string, number>, names: readonly string[]): string {
  const counts = new Map<number, number>();
  for (const n of Object.values(orders)) counts.set(n, (counts.get(n) ?? 0) + 1);
  const parts = [...counts].sort(([a], [b]) => a - b).map(([n, k]) => `${k === 1 ? '1 die' : `${k} dice`} ${targetWords(seat, n, names)}`);
  return parts.length === 0 ? 'no dice' : list(parts);
}

/** V23: promised dice with their faces: "Ana's die 1 showing 3". */
export const promisedDiceWords = (dice: readonly PromisedDie[], names: readonly string[], me: Seat | null): string =>
  list(dice.map((d) => `${dieWords(d.die, names, me)} showing ${d.face}`));

/** A Promise as the viewer sees it (V5): its cards when shown, else how many; its dice always. */
export function promiseWords(promise: PromiseView, names: readonly string[], me: Seat | null): string {
  const cards = promise.cards ? cardsWords(promise.cards) : plural(promise.size, 'card');
  return promise.dice.length > 0 ? `${cards}, with ${promisedDiceWords(promise.dice, names, me)}` : cards;
}

const PHASES: Record<Phase, string> = {
  promises: 'phase 2, the Presidente makes his Promises',
  burglars: 'phase 2, Burglars may be played on the Promises',
  orders: 'phase 3, the Golpistas give their secret orders',
  spy: 'phase 3, the Spy players order again',
  combat: 'phase 4, combat',
  spend: 'phase 5, Spend Money',
  ended: 'the game is over',
};
export const phaseWords = (phase: Phase): string => PHASES[phase];
