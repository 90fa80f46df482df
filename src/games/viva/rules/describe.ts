// Events in words and who may see them (V5): a private event (a Promise's contents, a drawn,
// plundered or burgled card, one's own orders) names its audience; everything else is public.
import { andList, plural } from '../../../core/words.js';
import { cardDesign, dieOwner, instanceOf } from '../content/cards.js';
import type { Retells } from '../../../core/game.js';
import { retellsWithAudience } from '../../../core/retold.js';
import type { Seat, VivaEvent } from './types.js';

/** Items in English ("Ana, Bo and Cy"): the core's list, under the name this game's sentences use. */
export const list: (items: readonly string[]) => string = andList;
export const cardName = (card: string): string => cardDesign(card).name;
export const cardsText = (cards: readonly string[]): string => (cards.length === 0 ? 'nothing' : list(cards.map(cardName)));
/** A sentence's first word, capitalised. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
export { plural };
export const diceCount = (n: number): string => (n === 1 ? '1 die' : `${n} dice`);
export type Names = (seat: Seat) => string;

/** A die by its owner and number ("Ana's die 2"): its colour is its owner's seat (V1). */
export const dieName = (die: string, n: Names): string => `${n(dieOwner(die))}'s die ${instanceOf(die)}`;

/** One player's orders grouped by number (V9): "2 dice on Cy and 1 die at home", 6 for the Presidente. */
function ordersText(seat: Seat, orders: Record<string, number>, n: Names): string {
  const counts = new Map<number, number>();
  for (const number of Object.values(orders)) counts.set(number, (counts.get(number) ?? 0) + 1);
  const target = (number: number): string => (number === 6 ? 'for the Presidente' : number === seat + 1 ? 'at home' : `on ${n(number - 1)}`);
  return list([...counts].sort(([a], [b]) => a - b).map(([number, count]) => `${diceCount(count)} ${target(number)}`)) || 'no dice';
}

/** A roll, grouped by roller: "Cy 1, Bo 2 and Di 5", or "Cy 6 (die 1) and 1 (die 2); Bo 3"; a loaned die names its owner (V23). */
function rollsText(rolls: readonly { die: string; seat: Seat; value: number }[], n: Names): string {
  const rollers = [...new Set(rolls.map((r) => r.seat))].map((seat) => ({ seat, own: rolls.filter((r) => r.seat === seat) }));
  const plain = rollers.every(({ seat, own }) => own.length === 1 && dieOwner(own[0].die) === seat);
  if (plain) return list(rollers.map(({ seat, own }) => `${n(seat)} ${own[0].value}`));
  const label = (seat: Seat, die: string) => (dieOwner(die) === seat ? `die ${instanceOf(die)}` : dieName(die, n));
  return rollers.map(({ seat, own }) => `${n(seat)} ${list(own.map((r) => `${r.value} (${label(seat, r.die)})`))}`).join('; ');
}

/** Who is in a battle and with how many dice (V13). */
function battleText(e: Extract<VivaEvent, { type: 'battle' }>, n: Names): string {
  const dice = (seat: Seat) => diceCount(e.dice.filter((d) => d.seat === seat).length);
  const attackers = list(e.attackers.map((a) => `${n(a)} with ${dice(a)}`));
  const own = e.dice.filter((d) => d.seat === e.defender).length;
  const defends = own > 0 ? `${n(e.defender)} defends with ${diceCount(own)}` : `${n(e.defender)} has no die defending`;
  const support = e.supporters.length > 0 ? `, supported by ${list(e.supporters.map((s) => `${n(s)} with ${dice(s)}`))}` : '';
  return `Battle: ${attackers} ${e.attackers.length === 1 ? 'attacks' : 'attack'} ${n(e.defender)}; ${defends}${support}.`;
}

function cardPlayText(e: Extract<VivaEvent, { type: 'card' }>, n: Names): string {
  const target = e.die ? ` on ${dieName(e.die, n)}` : e.roll === undefined ? '' : e.roll === e.seat ? ' on their own roll' : ` on ${n(e.roll)}'s roll`;
  return `${n(e.seat)} plays ${cardName(e.card)}${target}.`;
}

export function describeEvent(e: VivaEvent, names: readonly string[]): string {
  const n: Names = (seat) => names[seat] ?? `seat ${seat + 1}`;
  switch (e.type) {
    case 'roll-off': return `Roll-off ${e.why === 'presidente' ? 'for the first Presidente' : 'for the plunder order'}: ${list(e.rolls.map((r) => `${n(r.seat)} ${r.value}`))}.`;
    case 'presidente': return e.how === 'coup' ? `${n(e.seat)} takes the Sunglasses: the new Presidente.` : `${n(e.seat)} is the first Presidente${e.how === 'named' ? ' (named)' : ''}.`;
    case 'round': return `Round ${e.round}.`;
    case 'draw': return e.cards ? `${n(e.seat)} drew ${cardsText(e.cards)}.` : `${n(e.seat)} draws ${plural(e.count, 'card')}${e.why === 'bought' ? ' (bought)' : e.why === 'donation' ? ' (Party Donation)' : ''}.`;
    case 'reshuffle': return `The discard pile is shuffled into a new deck of ${plural(e.size, 'card')}.`;
    case 'promised': {
      const dice = e.dice.length > 0 ? ` and ${list(e.dice.map((d) => `${dieName(d.die, n)} showing ${d.face}`))}` : '';
      return e.cards ? `Promise to ${n(e.to)}: ${cardsText(e.cards)}${dice}.` : `The Presidente promises ${n(e.to)} ${plural(e.count, 'card')}${dice}.`;
    }
    case 'burglars': return `${n(e.seat)} plays Burglars on ${n(e.from)}'s Promise.`;
    case 'took': return `${n(e.seat)} takes ${e.card ? cardName(e.card) : 'a card'} from ${n(e.from)}'s Promise.`;
    case 'ordered': return e.orders ? `${n(e.seat)} orders ${ordersText(e.seat, e.orders, n)}${e.spy ? `, with a Spy` : ''}.` : `${n(e.seat)} has ${e.again ? 'ordered again' : 'given orders'}.`;
    case 'spy': return `${n(e.seat)} plays a Spy and will see the orders, then order again.`;
    case 'reveal': return `Orders revealed: ${e.orders.flatMap((o, i) => (o ? [`${n(i)} ${ordersText(i, o, n)}`] : [])).join('; ')}.`;
    case 'battle': return battleText(e, n);
    case 'card': return cardPlayText(e, n);
    case 'pass': return `${n(e.seat)} passes on ${e.window}.`;
    case 'rolled': return `${e.again ? 'Re-rolled' : 'Rolled'}: ${rollsText(e.rolls, n)}.`;
    case 'outcome': {
      const values = e.values.length > 1 ? ` (${list(e.values.map((v) => `${n(v.seat)} ${v.value}`))})` : '';
      return `Attack ${e.attack}${values} against defense ${e.defense}: the attack on ${n(e.defender)} ${e.success ? 'succeeds' : 'fails'}.`;
    }
    case 'attackers-gone': return `No attacker is left in the battle against ${n(e.defender)}: the attack fails, and nobody plunders.`;
    case 'plunder': return !e.got ? `${n(e.seat)} finds nothing left to plunder.` : `${n(e.seat)} plunders ${e.card ? cardName(e.card) : 'a card'} from ${n(e.from)}.`;
    case 'destroyed': return `${n(e.seat)} destroys ${dieName(e.die, n)} (back to the Supplies).`;
    case 'promise-settled': {
      // V23: a taken Promise's dice join the orders as shown; a discarded one's go back (a 'dice-returned' line).
      const dice = e.dice.length > 0 ? ` and ${list(e.dice.map((d) => `${dieName(d.die, n)} showing ${d.face}`))}` : '';
      return e.taken ? `${n(e.seat)} takes their Promise (${plural(e.count, 'card')}${dice}).` : `${n(e.seat)}'s Promise is discarded: ${cardsText(e.cards ?? [])}.`;
    }
    case 'dice-returned': return `The promised ${e.dice.length === 1 ? 'die' : 'dice'} ${list(e.dice.map((d) => String(instanceOf(d))))} ${e.dice.length === 1 ? 'goes' : 'go'} back to ${n(e.seat)}.`;
    case 'free-die': return `${n(e.seat)} has no Militia left and takes a die from the Supplies free (${dieName(e.die, n)}).`;
    case 'paid': {
      const bought = [e.building ? plural(e.building, 'Building') : '', e.militia ? plural(e.militia, 'Militia') : '', e.card ? 'a card' : ''].filter(Boolean);
      return `${n(e.seat)} pays ${cardsText(e.cards)} (price ${e.price} million) for ${list(bought)}.`;
    }
    case 'spend-card': return `${n(e.seat)} plays ${cardName(e.card)}.`;
    case 'done': return `${n(e.seat)} has finished spending.`;
    case 'discards-chosen': return e.cards ? `${n(e.seat)} will discard ${cardsText(e.cards)} in phase 6.` : `${n(e.seat)} chooses ${plural(e.count, 'card')} to discard in phase 6.`;
    case 'discarded': return `${n(e.seat)} discards ${cardsText(e.cards)}.`;
    case 'game-over': return `The game is over: ${list(e.winners.map(n))} ${e.winners.length === 1 ? 'wins' : 'share the win'} (${list(e.vp.map((vp, i) => `${n(i)} ${vp} VP`))}).`;
  }
}

/** V5: a private event repeats its public twin's fields and adds the detail and its audience (a drawn card, a Promise's contents, one's orders). */
export const retells: Retells<VivaEvent> = retellsWithAudience<VivaEvent>('audience');

export function visibleTo(e: VivaEvent, seat: Seat | 'public' | 'all'): boolean {
  if (seat === 'public') return e.audience === undefined;
  return seat === 'all' || e.audience === undefined || e.audience.includes(seat);
}
