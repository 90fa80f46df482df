// One pure formatter: structured events to plain English, for the screens and `junta replay`.
import { plural } from '../../../core/words.js';
import { isRebellion, moneyValue, totalValue } from './catalogue.js';
import { CATALOGUE, type CardRegistry } from './cards.js';
import type { CardRef, GameEvent, MoneyRef, Seat } from './types.js';

/**
 * The one card-name formatter. 'sentence': as narration says it ("a Rebellion card"); 'short': as
 * crowded screens show it (a design's short name, "Rebellion").
 */
export function cardName(card: CardRef, style: 'sentence' | 'short' = 'sentence', cards: CardRegistry = CATALOGUE): string {
  if (isRebellion(card)) return style === 'short' ? 'Rebellion' : 'a Rebellion card';
  const design = cards.designOf(card);
  return style === 'short' ? design.short ?? design.name : design.name;
}

/**
 * The one money formatter. 'sentence': "3 + 1 = 4 million", "nothing"; 'short': "3+1 = 4M",
 * "none", for screens.
 */
export function moneyList(cards: readonly MoneyRef[], style: 'sentence' | 'short' = 'sentence'): string {
  const short = style === 'short';
  if (cards.length === 0) return short ? 'none' : 'nothing';
  if (cards.length === 1) return short ? `${moneyValue(cards[0])}M` : `${moneyValue(cards[0])} million`;
  return short ? `${cards.map((c) => moneyValue(c)).join('+')} = ${totalValue(cards)}M` : `${cards.map((c) => moneyValue(c)).join(' + ')} = ${totalValue(cards)} million`;
}

/** The one list formatter: "Ana", "Ana and Bo", "Ana, Bo and Cy"; `none` for an empty list. */
export function listWords(items: readonly string[], none = 'nothing'): string {
  if (items.length === 0) return none;
  if (items.length === 1) return items[0];
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A sentence's first word, capitalised: one definition for the screens, plain mode and the coach. */
export const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The one count formatter: "1 card", "2 cards"; `many` where the plural is not `one` + s. */
export { plural };
const cardList = (list: readonly CardRef[], cards: CardRegistry): string =>
  (list.length === 0 ? 'nothing' : list.map((c) => cardName(c, 'sentence', cards)).join(', '));

/** Whether a seat may see an event (R5). */
export function visibleTo(event: GameEvent, seat: Seat | 'public' | 'all'): boolean {
  return !event.to || seat === 'all' || (seat !== 'public' && event.to.includes(seat));
}

/** One event in words; `cards`: the registry the game was played with (the catalogue's unless given). */
export function describeEvent(e: GameEvent, names: readonly string[], cards: CardRegistry = CATALOGUE): string {
  const who = (seat: Seat): string => names[seat] ?? `seat ${seat + 1}`;
  const card = (c: CardRef): string => cardName(c, 'sentence', cards);
  const list = (c: readonly CardRef[]): string => cardList(c, cards);
  switch (e.type) {
    case 'game-started': return `A game of Junta begins: ${e.players.join(', ')}.`;
    case 'hand-dealt': return `${who(e.seat)} is dealt ${list(e.cards)}.`;
    case 'first-president-vote-cast': return `${who(e.seat)} has named a candidate for President.`;
    case 'first-president-votes':
      return `${e.revote ? 'Revote' : 'Vote'} for the first President: ${e.votes.map((v, i) => `${who(i)} → ${who(v)}`).join(', ')}.`;
    case 'first-president-tie':
      return `Tie between ${listWords(e.tied.map(who))}${e.revote ? '; the lot decides' : '; they face a revote'}.`;
    case 'president-chosen': {
      const how = { vote: 'by vote', random: 'by lot', named: 'as agreed', 'tie-break': 'by lot after a tied revote' }[e.how];
      return `${who(e.seat)} becomes the first President ${how}.`;
    }
    case 'round-started': return `Round ${e.round} begins with ${who(e.president)} as President.`;
    case 'foreign-aid-drawn': return `${who(e.seat)} draws ${plural(e.count, 'Money card')} of foreign aid.`;
    case 'foreign-aid-cards': return `The foreign aid is ${moneyList(e.cards)}.`;
    case 'budget-proposed': {
      const parts = e.stacks.map((st, i) => `${who(i)} ${st.announced} (${plural(st.count, 'card')})`);
      const extra = e.fromMiddleman > 0 ? `, adding ${plural(e.fromMiddleman, 'card')} of their own` : '';
      return `${who(e.seat)} proposes the budget${extra}: ${parts.join(', ')}.`;
    }
    case 'stack-received': return `${who(e.seat)}'s stack, announced as ${e.announced}, holds ${moneyList(e.cards)}.`;
    case 'budget-kept': return `${who(e.seat)} keeps the budget as it is.`;
    case 'bribe': {
      const moved = e.count > 0 ? `moves ${plural(e.count, 'card')} onto ${who(e.recipient)}'s stack and ` : '';
      return `${who(e.seat)} bribes: ${moved}announces it as ${e.announced} (own stack now ${e.ownAnnounced}).`;
    }
    case 'stack-cards-moved': {
      const why = { bribe: 'Bribe', redistribution: 'Redistributed', returned: 'Returned' }[e.why];
      return `${why}: ${moneyList(e.cards)} from ${who(e.seat)}'s stack to ${who(e.recipient)}'s.`;
    }
    case 'turn-started': return `Turn ${e.turn} (pass ${e.pass}): ${who(e.seat)}.`;
    case 'buildings-declared':
      return `${who(e.seat)} declares ${e.votes.map((d) => `${card(d.card)} ${d.vote}`).join(', ')}.`;
    case 'card-played': {
      const vote = e.vote ? ` ${e.vote} the budget` : '';
      const aim = e.target !== undefined ? ` on ${who(e.target)}` : e.aimedAt ? ` at ${card(e.aimedAt)}` : '';
      const used = e.used && !aim && cards.designOf(e.card).kind === 'influence' ? ', using its action' : '';
      return `${who(e.seat)} plays ${card(e.card)}${vote}${aim}${used}.`;
    }
    case 'card-drawn': return e.card ? `${who(e.seat)} draws ${card(e.card)}.` : `${who(e.seat)} draws a Political card.`;
    case 'draw-pile-reshuffled': return `The discard pile is shuffled into a new draw pile of ${e.size}.`;
    case 'building-used':
      return `${who(e.seat)} uses ${card(e.card)}${e.target !== undefined ? ` on ${who(e.target)}` : ''}.`;
    case 'stack-seen': return `${who(e.seat)} sees ${who(e.owner)}'s stack: ${moneyList(e.cards)}.`;
    case 'stack-value-shown': return `${who(e.owner)}'s stack is shown to all: ${e.value} million.`;
    case 'hand-seen': return `${who(e.seat)} sees ${who(e.owner)}'s hand: ${list(e.cards)}.`;
    case 'money-moved-to-swiss': return `${who(e.seat)} moves ${plural(e.count, 'Money card')} into the Swiss account.`;
    case 'money-moved-to-swiss-cards': return `Into ${who(e.seat)}'s Swiss account: ${moneyList(e.cards)}.`;
    case 'card-taken':
      return e.took ? `${who(e.seat)} takes a random card from ${who(e.from)}'s hand.` : `${who(e.from)} has no card to take.`;
    case 'card-taken-detail': return `${who(e.seat)} took ${card(e.card)} from ${who(e.from)}.`;
    case 'money-deck-top-seen': return `${who(e.seat)} sees the top of the Money deck: ${e.cards.map(moneyValue).join(', ') || 'nothing'}.`;
    case 'smuggled': return `${who(e.seat)} smuggles a Money card from their stack onto their Middleman.`;
    case 'smuggled-card': return `${who(e.seat)} smuggled ${moneyValue(e.card)} million.`;
    case 'attack-answered':
      return e.blocked ? `${who(e.seat)}'s Bodyguard stops the attack; both cards are discarded.` : `${who(e.seat)} does not stop the attack.`;
    case 'card-discarded-from-play': return `${card(e.card)} in front of ${who(e.owner)} is destroyed by ${card(e.by)}.`;
    case 'money-stolen':
      return e.took ? `${who(e.seat)} steals a Money card from ${who(e.from)}'s Middleman.` : `${who(e.from)} has no Money to steal.`;
    case 'money-stolen-card': return `The stolen card is worth ${moneyValue(e.card)} million.`;
    case 'party-donation': return `${who(e.seat)} takes the top Money card as a party donation.`;
    case 'party-donation-card': return `The donation is worth ${moneyValue(e.card)} million.`;
    case 'electoral-fraud': return `${who(e.target)}'s votes will not count this round.`;
    case 'amnesty': return `${who(e.seat)} takes ${card(e.card)} back from the discard pile.`;
    case 'presidency-handed-over': return `${who(e.from)} hands the presidency to ${who(e.successor)}.`;
    case 'voting-ended': {
      const why = { 'turns-over': 'every turn is taken', 'martial-law': 'Martial Law', 'no-confidence': 'no confidence' }[e.reason];
      return `Voting ends (${why}).`;
    }
    case 'votes-counted': return `Votes: ${e.for} for, ${e.against} against.`;
    case 'budget-passed': return 'The budget passes.';
    case 'budget-defeated': return 'The budget is defeated: coup!';
    case 'deposited': return `${who(e.seat)} deposits ${plural(e.count, 'Money card')} in the Swiss account.`;
    case 'stack-placed': return `${who(e.seat)} puts their stack (${plural(e.count, 'card')}) on their Middleman.`;
    case 'first-rebel': return `${who(e.seat)} becomes First Rebel.`;
    case 'declared-rebel': return `${who(e.seat)} openly joins the rebels.`;
    case 'stack-returned': return `${who(e.seat)} returns their stack (${plural(e.count, 'card')}) to the President.`;
    case 'redistributed': {
      const moves = e.moves.map((m) => `${who(m.to)} +${plural(m.count, 'card')} (now ${m.announced})`);
      return `${who(e.seat)} redistributes: ${moves.join(', ') || 'nothing moved'}; own stack ${e.ownAnnounced}.`;
    }
    case 'coup-committed': return `${who(e.seat)} puts ${plural(e.count, 'card')} face down.`;
    case 'coup-committed-cards': return `${who(e.seat)} committed ${list(e.cards)}.`;
    case 'coup-revealed': {
      const shown = e.committed.map((c, i) => `${who(i)}: ${list(c)}`).join('; ');
      return `Revealed: ${shown}. Rebels ${e.rebels.map(who).join(', ') || 'none'}: ${e.rebelStrength} against ${e.presidentStrength} for the President.`;
    }
    case 'coup-won': return e.side === 'president' ? 'The President crushes the coup.' : 'The rebels win the coup.';
    case 'money-lost': return `${who(e.seat)} loses ${moneyList(e.cards)} from their Middleman.`;
    case 'money-dealt':
      return e.by === e.seat
        ? `${who(e.by)} deals themselves ${plural(e.count, 'Money card')}.`
        : `${who(e.by)} deals ${who(e.seat)} ${plural(e.count, 'Money card')}.`;
    case 'money-dealt-card': return `${who(e.seat)} receives ${moneyValue(e.card)} million.`;
    case 'new-president': return `${who(e.seat)} is the new President.`;
    case 'martyrs': return `${who(e.seat)}'s Martyrs bring ${list(e.cards)} back to hand.`;
    case 'cards-refilled': return `${who(e.seat)} draws ${plural(e.count, 'Political card')}.`;
    case 'game-ended': {
      const scores = e.scores.map((sc, i) => `${who(i)} ${sc.money}`).join(', ');
      return `The game ends. Scores: ${scores}. ${e.winners.length > 1 ? 'Shared win' : 'Winner'}: ${listWords(e.winners.map(who))}.`;
    }
  }
}
