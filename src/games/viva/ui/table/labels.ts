// The words the public table and the battle panel share (V1, V5, V9): each phase in a few words,
// a card's name, dice and their faces as digits (readable without colour), the Estate numbers.
import { cardDesign } from '../../content/cards.js';
import { golpistas, numberOf } from '../../rules/context.js';
import { TARGET_VP } from '../../rules/score.js';
import type { PromisedDie } from '../../rules/types.js';
import type { VivaView } from '../../rules/view.js';

export const cardName = (card: string): string => cardDesign(card).name;

/** "3 cards", "1 card". */
export { plural as count } from '../../../../core/words.js';

/** Promised dice by their faces, the seat numbers they show (V23): "+dice 3 4". */
export const promisedFaces = (dice: readonly PromisedDie[]): string =>
  `+${dice.length === 1 ? 'die' : 'dice'} ${dice.map((d) => d.face).join(' ')}`;

/** A Golpista's revealed orders as the numbers on his dice, lowest first (V9: 6 defends the Presidente). */
export const orderNumbers = (orders: Readonly<Record<string, number>>): string =>
  Object.values(orders).sort((a, b) => a - b).join(' ');

/** The phase in a few words; `brief` leaves out the detail. */
export function phaseWords(view: VivaView, brief = false): string {
  switch (view.phase) {
    case 'promises': return 'Promises';
    case 'burglars': return 'Burglars';
    case 'orders': {
      const all = golpistas(view);
      const given = all.filter((g) => view.players[g].ordered).length;
      return brief ? 'Orders' : `Orders (${given} of ${all.length} given)`;
    }
    case 'spy': return brief ? 'Spy' : 'Spy: ordering again';
    case 'combat': {
      if (!view.battle) return 'Combat';
      const at = `battle at Estate ${numberOf(view.battle.defender)}`;
      const more = view.battles.length > 0 ? ` (${view.battles.length} more)` : '';
      return brief ? `Combat: ${at}` : `Combat: ${at}${more}`;
    }
    case 'spend': {
      if (brief || !view.spend) return 'Spend Money';
      const turn = `Spend Money (turn ${view.spend.at + 1} of ${view.spend.order.length})`;
      return view.spend.discarding ? `${turn}: discards down to 4` : turn;
    }
    case 'ended': return 'Game over';
  }
}

/** The target of the game's end (V29). */
export const targetWords = (view: Pick<VivaView, 'variant'>): string => `first to ${TARGET_VP[view.variant]} VP`;
