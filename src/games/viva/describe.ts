// Events in words and who may see them (V5): a private event (a Promise's contents, a drawn,
// plundered or burgled card, one's own orders) names its audience; everything else is public.
import { cardDesign, COLOURS } from './cards.js';
import type { Seat, VivaEvent } from './types.js';

const list = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const cardName = (card: string): string => cardDesign(card).name;
const cardsText = (cards: readonly string[]): string => (cards.length === 0 ? 'nothing' : list(cards.map(cardName)));
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function ordersText(orders: Record<string, number>): string {
  return list(Object.entries(orders).map(([die, n]) => `${die} on ${n}`)) || 'no dice';
}

export function describeEvent(e: VivaEvent, names: readonly string[]): string {
  const n = (seat: Seat): string => names[seat] ?? `seat ${seat + 1}`;
  switch (e.type) {
    case 'roll-off': return `Roll-off ${e.why === 'presidente' ? 'for the first Presidente' : 'for the plunder order'}: ${list(e.rolls.map((r) => `${n(r.seat)} ${r.value}`))}.`;
    case 'presidente': return e.how === 'coup' ? `${n(e.seat)} takes the Sunglasses: the new Presidente.` : `${n(e.seat)} is the first Presidente${e.how === 'named' ? ' (named)' : ''}.`;
    case 'round': return `Round ${e.round}.`;
    case 'draw': return e.cards ? `${n(e.seat)} drew ${cardsText(e.cards)}.` : `${n(e.seat)} draws ${plural(e.count, 'card')}${e.why === 'bought' ? ' (bought)' : e.why === 'donation' ? ' (Party Donation)' : ''}.`;
    case 'reshuffle': return `The discard pile is shuffled into a new deck of ${plural(e.size, 'card')}.`;
    case 'promised': {
      const dice = e.dice.length > 0 ? ` and ${list(e.dice.map((d) => `${d.die} showing ${d.face}`))}` : '';
      return e.cards ? `Promise to ${n(e.to)}: ${cardsText(e.cards)}${dice}.` : `The Presidente promises ${n(e.to)} ${plural(e.count, 'card')}${dice}.`;
    }
    case 'burglars': return `${n(e.seat)} plays Burglars on ${n(e.from)}'s Promise.`;
    case 'took': return `${n(e.seat)} takes ${e.card ? cardName(e.card) : 'a card'} from ${n(e.from)}'s Promise.`;
    case 'ordered': return e.orders ? `${n(e.seat)} orders ${ordersText(e.orders)}${e.spy ? `, with a Spy` : ''}.` : `${n(e.seat)} has ${e.again ? 'ordered again' : 'given orders'}.`;
    case 'spy': return `${n(e.seat)} plays a Spy and will see the orders, then order again.`;
    case 'reveal': return `Orders revealed: ${list(e.orders.flatMap((o, i) => (o ? [`${n(i)} ${ordersText(o)}`] : [])))}.`;
    case 'battle': {
      const attackers = list(e.attackers.map((a) => `${n(a)} (${e.dice.filter((d) => d.seat === a).length})`));
      const support = e.supporters.length > 0 ? `, supported by ${list(e.supporters.map(n))}` : '';
      return `Battle: ${attackers} ${e.attackers.length === 1 ? 'attacks' : 'attack'} ${n(e.defender)}${support}.`;
    }
    case 'card': return `${n(e.seat)} plays ${cardName(e.card)}${e.roll !== undefined ? ` on ${n(e.roll)}'s roll` : ''}${e.die ? ` (${e.die})` : ''}.`;
    case 'pass': return `${n(e.seat)} passes (${e.window}).`;
    case 'rolled': return `${e.again ? 'Re-rolled' : 'Rolled'}: ${list(e.rolls.map((r) => `${n(r.seat)} ${r.die} ${r.value}`))}.`;
    case 'outcome': return `Attack ${e.attack} against defense ${e.defense}: the attack on ${n(e.defender)} ${e.success ? 'succeeds' : 'fails'}.`;
    case 'plunder': return !e.got ? `${n(e.seat)} finds nothing left to plunder.` : `${n(e.seat)} plunders ${e.card ? cardName(e.card) : 'a card'} from ${n(e.from)}.`;
    case 'destroyed': return `${n(e.seat)} destroys ${e.die} (back to the ${COLOURS[colourIndex(e.die)]} Supplies).`;
    case 'promise-settled': return e.taken ? `${n(e.seat)} takes their Promise (${plural(e.count, 'card')}).` : `${n(e.seat)}'s Promise is discarded: ${cardsText(e.cards ?? [])}.`;
    case 'dice-returned': return `${list(e.dice)} go back to ${n(e.seat)}.`;
    case 'free-die': return `${n(e.seat)} has no Militia and takes ${e.die} free.`;
    case 'paid': {
      const bought = [e.building ? plural(e.building, 'Building') : '', e.militia ? plural(e.militia, 'Militia') : '', e.card ? 'a card' : ''].filter(Boolean);
      return `${n(e.seat)} pays ${cardsText(e.cards)} (price ${e.price} million) for ${list(bought)}.`;
    }
    case 'spend-card': return `${n(e.seat)} plays ${cardName(e.card)}.`;
    case 'done': return `${n(e.seat)} has finished spending.`;
    case 'discarded': return `${n(e.seat)} discards ${cardsText(e.cards)}.`;
    case 'game-over': return `The game is over: ${list(e.winners.map(n))} ${e.winners.length === 1 ? 'wins' : 'share the win'} (${list(e.vp.map((vp, i) => `${n(i)} ${vp} VP`))}).`;
  }
}

const colourIndex = (die: string): number => COLOURS.indexOf(die.slice(0, die.indexOf('#')));

export function visibleTo(e: VivaEvent, seat: Seat | 'public' | 'all'): boolean {
  if (seat === 'public') return e.audience === undefined;
  return seat === 'all' || e.audience === undefined || e.audience.includes(seat);
}
