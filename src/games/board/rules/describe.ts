// Events in words and who may see them (rulings B5, B6, B10, B31, B33, B36, B37, B64, B69): an event
// with an `audience` was told only to those seats and may say bills; every public event's sentence
// says no bill, count of bills or value of money a ruling hides (only amounts a rule fixes).
import { andList, plural } from '../../../core/words.js';
import type { Retells } from '../../../core/retold.js';
import { retellsWithAudience } from '../../../core/retold.js';
import { POSITION_NAMES, POSITIONS } from '../content/box.js';
import { cardDesign, designById } from '../content/cards.js';
import { describeCoupEvent, isCoupEvent } from './describe-coup.js';
import { billsIn, valueOf } from './money.js';
import type { BoardEvent, Holder, Location, Money, Option, Question, Seat } from './types.js';

type Names = (seat: Seat) => string;

/** Items in English ("Ana, Bo and Cy"): the core's list, under the name this game's sentences use. */
export const list: (items: readonly string[]) => string = andList;
export { plural };
export const cardName = (card: string): string => cardDesign(card).name;
const cardsText = (cards: readonly string[]): string => (cards.length === 0 ? 'no card' : list(cards.map(cardName)));

/** Bills by kind: "2 bills of 1 M and 1 of 3 M"; "no bill". */
function billKinds(m: Money): string {
  if (billsIn(m) === 0) return 'no bill';
  const kinds = m.flatMap((count, i) => (count > 0 ? [{ count, millions: i + 1 }] : []));
  return list(kinds.map(({ count, millions }, k) => (k === 0 ? `${plural(count, 'bill')} of ${millions} M` : `${count} of ${millions} M`)));
}

/** Bills in words: "2 bills of 1 M and 1 of 3 M, worth 5 M"; "no bill". */
export function billsText(m: Money): string {
  return billsIn(m) === 0 ? 'no bill' : `${billKinds(m)}, worth ${valueOf(m)} M`;
}

/** B64: one revealed stack against its announcement: "Cy 1 M announced, 4 M held (1 bill of 1 M and 1 of 3 M)". */
const revealedStack = (st: { seat: Seat; announced: number; bills: Money }, n: Names): string =>
  `${n(st.seat)} ${st.announced} M announced, ${valueOf(st.bills)} M held (${billKinds(st.bills)})`;

/** B24: where a Location puts a player, in words. */
const AT: Record<Location, string> = {
  bank: 'at the Central Bank', headquarters: 'at Headquarters', home: 'at home', mistress: "at his mistress's", nightclub: 'at the Nightclub',
};

const PHASES = ['the first election', 'Phase 1: cards', 'Phase 2: the cabinet', 'Phase 3: Foreign Aid', 'Phase 4: the Budget',
  'Phase 5: Locations', 'Phase 6: assassinations', 'Phase 7: banking', 'Phase 8: the coup question', 'Phase 9: the end of the round'];

const WINDOWS = ['', 'after the play pass', 'between the rounds of the vote', 'after the Budget', 'before the coup question',
  'at the start of the coup', 'before the sides', 'before the execution'];

function questionText(q: Question, n: Names): string {
  switch (q.kind) {
    case 'budget': return 'the Budget';
    case 'competence': return `the President's removal (Presidential Competence, played by ${n(q.by)})`;
    case 'election': {
      const why = { first: 'the first election', murder: 'an election after the President\'s murder', resignation: 'an election after a resignation',
        removal: 'an election after a removal', vacant: 'an election to fill the vacant office' }[q.why];
      return q.holding > 1 ? `${why}, held again (${q.holding} of 3)` : why;
    }
  }
}

const optionText = (o: Option | 'tie' | null, n: Names): string => (o === null ? 'nobody' : o === 'tie' ? 'a tie' : typeof o === 'number' ? n(o) : o);

/** Where a cast goes: "for Cy", "in favour", "against". */
const castFor = (o: Option, n: Names): string => (o === 'for' ? 'in favour' : o === 'against' ? 'against' : `for ${n(o)}`);

function sourceText(source: string): string {
  if (source === 'family') return 'the family vote';
  if (source === 'president') return "the President's vote";
  if (source === 'cousin') return "the Cousin's Position's vote";
  if ((POSITIONS as readonly string[]).includes(source)) return `the ${POSITION_NAMES[source as keyof typeof POSITION_NAMES]}'s vote`;
  return source.includes('#') ? cardName(source) : source;
}

const holderText = (h: Holder, n: Names): string => (h === 'vacant' ? 'vacant' : h === 'cousin' ? "the late President's Cousin" : n(h));

function countText(e: Extract<BoardEvent, { type: 'count' }>, n: Names): string {
  const tallies = e.tallies.length === 0 ? 'no votes' : list(e.tallies.map((t) => `${optionText(t.option, n)} ${t.votes}`));
  const decided = e.decidedBy === 'president' ? ', decided by the President' : e.decidedBy === 'lot' ? ', decided by lot' : '';
  return `Count of ${questionText(e.question, n)}: ${tallies}; result: ${optionText(e.result, n)}${decided}.`;
}

function playedText(e: Extract<BoardEvent, { type: 'played' }>, n: Names): string {
  const extras = [
    e.target !== undefined ? `on ${n(e.target)}` : '',
    e.option !== undefined ? castFor(e.option, n) : '',
    e.location !== undefined ? AT[e.location] : '',
    e.cost !== undefined && e.cost > 0 ? `paying ${e.cost} M` : '',
  ].filter(Boolean);
  return `${n(e.seat)} plays ${cardName(e.card)}${extras.length > 0 ? ` ${extras.join(', ')}` : ''}${e.failed ? ': its requirement fails and it is discarded' : ''}.`;
}

function moneyText(e: Extract<BoardEvent, { type: 'money' }>, n: Names): string {
  const to = e.to === null ? 'leaves the game' : `goes to ${n(e.to)}`;
  return `${n(e.from)}'s pocket money ${to}${e.bills ? `: ${billsText(e.bills)}` : ''}.`;
}

function bankedText(e: Extract<BoardEvent, { type: 'banked' }>, n: Names): string {
  if (!e.deposited && !e.withdrawn) return `${n(e.seat)} banks.`;
  if (billsIn(e.deposited ?? [0, 0, 0]) + billsIn(e.withdrawn ?? [0, 0, 0]) === 0) return `${n(e.seat)} banks: moves no bill.`;
  return `${n(e.seat)} banks: deposits ${billsText(e.deposited ?? [0, 0, 0])}, withdraws ${billsText(e.withdrawn ?? [0, 0, 0])}.`;
}

function exileText(e: Extract<BoardEvent, { type: 'exile' }>, n: Names): string {
  const what = e.returned ? 'returns from exile' : 'stays away in exile';
  if (e.fee === undefined) return `${n(e.seat)} ${what}.`;
  const fee = e.fee === null ? 'no fee could be paid' : `the fee: one bill of ${e.fee.bill} M from the ${e.fee.from}`;
  return `${n(e.seat)} ${what} (${fee}).`;
}

const REASONS = { aid: 'the Foreign Aid has run out', 'first-tie': 'the first election\'s ties took the last bill', 'all-dead': 'every player is dead' };

function endText(e: Extract<BoardEvent, { type: 'end' }>, n: Names): string {
  const winners = e.winners.length === 0 ? 'nobody wins' : `${list(e.winners.map(n))} ${e.winners.length === 1 ? 'wins' : 'share the win'}`;
  const accounts = e.accounts.map((m, i) => `${n(i)} ${valueOf(m)} M`);
  return `The game is over (${REASONS[e.reason]}): ${winners}. Swiss accounts: ${list(accounts)}.`;
}

function giftText(e: Extract<BoardEvent, { type: 'gift' }>, n: Names): string {
  const count = e.cards === 0 ? 'no card' : plural(e.cards, 'card');
  const cards = e.cardIds && e.cardIds.length > 0 ? `${count} (${cardsText(e.cardIds)})` : e.cards === 0 && !e.bills ? 'a gift with no card' : count;
  const bills = e.bills ? ` and ${billsText(e.bills)}` : '';
  return `${n(e.from)} gives ${n(e.to)} ${cards}${bills}.`;
}

/** B24: the Embassy an exile names (display only; board-map.md's names). */
const EMBASSY_NAMES: Record<string, string> = { 'embassy-north': 'Northern', 'embassy-west': 'Western', 'embassy-east': 'Eastern' };

const DISCARDS = { 'hand-limit': 'down to the hand limit', tie: 'after the tie', death: 'on dying', character: 'to Character Assassination', vote: 'as the vote ends', resolved: 'as the attempt resolves' };

/** Each event as one sentence (`names`: the players in seat order). */
export function describeEvent(e: BoardEvent, names: readonly string[]): string {
  const n: Names = (seat) => names[seat] ?? `seat ${seat + 1}`;
  if (isCoupEvent(e)) return describeCoupEvent(e, n);
  switch (e.type) {
    case 'setup': return `The families take their seats: ${list(e.families.map((f, i) => `${n(i)} (${f})`))}.`;
    case 'round': return `Round ${e.round}.`;
    case 'phase': return `${PHASES[e.phase] ?? `Phase ${e.phase}`}.`;
    case 'draw': return e.cards ? `${n(e.seat)} drew ${cardsText(e.cards)}.` : `${n(e.seat)} draws ${plural(e.count, 'card')}.`;
    case 'reshuffle': return `The discard pile is shuffled into a new draw pile of ${plural(e.size, 'card')}.`;
    case 'bill': {
      const why = e.why === 'tie' ? 'after the tie' : 'with a Secret Party Donation';
      return e.denomination === undefined ? `${n(e.seat)} takes the top bill of the Foreign Aid ${why}.` : `${n(e.seat)} took a bill of ${e.denomination} M ${why}.`;
    }
    case 'played': return playedText(e, n);
    case 'paid': return `${n(e.seat)} paid ${billsText(e.bills)}.`;
    case 'discarded': return `${n(e.seat)} discards ${cardsText(e.cards)} ${DISCARDS[e.why]}.`;
    case 'vote': return `The vote on ${questionText(e.question, n)} begins.`;
    case 'cast': return `${n(e.seat)} casts ${sourceText(e.source)} (${plural(e.votes, 'vote')}) ${castFor(e.option, n)}.`;
    case 'stood': return `${n(e.seat)} ${e.declined ? 'declines' : 'stands'}.`;
    case 'count': return countText(e, n);
    case 'president': {
      const how = { elected: 'is elected President', removed: 'is removed from office: the office is vacant', murdered: 'the President, is dead: the office is vacant', resigned: 'resigns the Presidency' }[e.why];
      const vacated = { removed: 'The President is removed from office: the office is vacant.', murdered: 'The President is dead: the office is vacant.' };
      if (e.seat === null) return e.why === 'removed' || e.why === 'murdered' ? vacated[e.why] : 'The office of President is vacant.';
      return `${n(e.seat)} ${how}.`;
    }
    case 'window': return `Trade window ${e.open ? 'opens' : 'closes'} (${WINDOWS[e.number] ?? `window ${e.number}`}).`;
    case 'ready': return `${n(e.seat)} is ready.`;
    case 'resigned': return `${n(e.seat)} resigns the Presidency.`;
    case 'gift': return giftText(e, n);
    case 'cabinet': {
      const held = POSITIONS.map((p) => `${POSITION_NAMES[p]}: ${holderText(e.positions[p], n)}`);
      return `The cabinet: ${held.join('; ')}${e.cousin ? `; the Cousin's Position: ${POSITION_NAMES[e.cousin]}` : ''}.`;
    }
    case 'aid': return e.bills ? `${n(e.seat)} drew ${billsText(e.bills)}.` : `${n(e.seat)} draws ${plural(e.count, 'bill')} of Foreign Aid.`;
    case 'budget': return e.stacks.length === 0 ? 'The Budget proposes no stack.' : `The Budget: ${list(e.stacks.map((st) => `${st.announced} M to ${n(st.seat)}`))} (as announced).`;
    case 'stack': return `${n(e.seat)} receives a Budget stack of ${billsText(e.bills)}.`;
    case 'settled': {
      const how = e.passed ? 'The Budget passed: the stacks are handed out' : e.forced ? 'The Budget was defeated and forced: the stacks are handed out' : 'The Budget was defeated: the President keeps the money';
      // B23, B38: a change of the Bank is told by its own event, just before.
      return `${how}.`;
    }
    case 'situation': return `The Political Situation is ${e.situation === 'stable' ? 'Stable' : 'Unstable'}.`;
    case 'exiled': return `${n(e.seat)} goes into exile${e.embassy ? ` (${EMBASSY_NAMES[e.embassy] ? `the ${EMBASSY_NAMES[e.embassy]}` : 'an'} Embassy)` : ''}.`;
    case 'located': return `${n(e.seat)} has chosen a Location.`;
    case 'attempt': {
      const by = e.card === null ? 'the Death Squad' : cardName(e.card);
      return `${n(e.by)} sends ${by} after ${n(e.victim)} ${AT[e.location]}${e.cost ? ` (paying ${e.cost} M)` : ''}.`;
    }
    case 'reaction': return `${n(e.seat)} ${e.played ? `bribes the assassin of attempt ${e.attempt + 1}` : 'does not react'}.`;
    case 'revealed': return e.locations.length === 0 ? 'No Location to reveal.' : `Locations revealed: ${list(e.locations.map((l) => `${n(l.seat)} ${AT[l.location]}`))}.`;
    case 'roll': return `${n(e.seat)} rolls ${e.value} for ${designById(e.why)?.name ?? 'the attempt'}: ${e.needs === 6 ? '6' : `${e.needs}–6`} kills.`;
    case 'resolved': {
      const what = `${n(e.by)}'s ${e.card === null ? 'Death Squad' : cardName(e.card)} against ${n(e.victim)}`;
      return `Attempt ${e.attempt + 1} (${what}): ${e.cancelled ? 'cancelled' : e.killed ? 'the victim is killed' : 'nobody is killed'}.`;
    }
    case 'death': return `${n(e.seat)} is killed by ${n(e.by)}.`;
    case 'money': return moneyText(e, n);
    case 'seen': return e.location !== undefined ? `${n(e.seat)} sees that ${n(e.target)} is ${AT[e.location]}.`
      : e.total !== undefined ? `${n(e.seat)} learns that ${n(e.target)} holds ${e.total} M in pocket money.` : `${n(e.seat)} looks into ${n(e.target)}'s affairs.`;
    case 'banked': return bankedText(e, n);
    case 'bank': return `The Bank is ${e.bank === 'open' ? 'open' : e.bank === 'lunch' ? 'Closed for Lunch' : 'Closed for Holiday'}${e.marker ? `; the Assassination marker reads ${e.marker === 'safe' ? '"Bank safe"' : '"Death Squad activity at the Bank"'}` : ''}.`;
    case 'exile': return exileText(e, n);
    case 'returned': return e.why === 'alive' ? `${n(e.seat)} is back in play, with no card and no pocket money.`
      : `${n(e.seat)} is back on the island${e.why === 'amnesty' ? ' (General Amnesty)' : ''}.`;
    case 'end': return endText(e, n);
    case 'budget-revealed': {
      const stacks = e.stacks.map((st) => revealedStack(st, n));
      return `Revealed: round ${e.round}'s Budget by ${n(e.president)}: ${stacks.length === 0 ? 'no stack' : stacks.join('; ')}.`;
    }
    case 'gift-revealed': return `Revealed: round ${e.round}'s gift from ${n(e.from)} to ${n(e.to)} (${plural(e.cards, 'card')}): ${billsText(e.bills)}.`;
  }
}

/** B5: a told event repeats its public twin's fields and adds the hidden ones and its audience. */
export const retells: Retells<BoardEvent> = retellsWithAudience<BoardEvent>('audience');

export function visibleTo(e: BoardEvent, seat: Seat | 'public' | 'all'): boolean {
  if (seat === 'public') return e.audience === undefined;
  return seat === 'all' || e.audience === undefined || e.audience.includes(seat);
}
