// The heuristic bot's reading of danger in the shadows (rulings B24–B31, B37, B64): where a seat is
// likely to be (its habits in past reveals, an Informant's word), how dangerous each rival is, and how
// likely each Location is to get this seat killed this round (the Minister's Death Squad and its
// history, Assassin cards still unseen and who played them at it).
import { LOCATIONS, type Location } from '../content/box.js';
import { cardDesign, designOf, typeOf } from '../content/cards.js';
import { valueOf } from '../rules/money.js';
import type { Seat } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import type { Decision } from './heuristic-context.js';
import type { Memory } from './heuristic-memory.js';

/** Every seat is thought to go to each Location this many times more than it was seen there (so a short history guesses near evenly). */
const HABIT_PRIOR = 1;
/** A seat is likelier at the Bank by this much per million it is thought to carry (B22 stacks, the President's kept bills, since it last banked). */
const BANK_PULL_PER_MILLION = 0.25;
/** Nobody with sense goes to a Bank Closed for Holiday (B38): no banking there this round. */
const BANK_HOLIDAY_FACTOR = 0.3;
/** A seat struck at a Location last round is this much less likely to go back there. */
const STRUCK_AVOID_FACTOR = 0.5;
/** B20–B22: what a round as President is thought to bring in (the kept bills), in millions. */
export const PRESIDENT_SHARE = 4;
/** A rival's estimated danger per visit to the Bank seen (B37: the account is what wins, B64). */
const BANK_VISIT_WEIGHT = 2;
/** A rival's danger per attempt he made at this seat in past rounds (he will try again). */
const GRUDGE_WEIGHT = 3;
/** A rival's danger per Position he holds (votes and units for a coup). */
const POSITION_WEIGHT = 1;
/** A Minister who wants a seat dead guesses past its habits too: every Location gets at least this chance of his guess. */
const SQUAD_GUESS_FLOOR = 0.15;
/** The chance a Minister picks this seat for the Death Squad when he has struck at it before (otherwise one in his rivals). */
const SQUAD_GRUDGE_CHANCE = 0.6;
/** The chance an Assassin is sent at this seat this round: per Assassin card nobody has shown, and per card a living rival played at it before. */
const CARD_CHANCE_PER_UNSEEN = 0.04;
const CARD_GRUDGE_CHANCE = 0.25;
/** Extra danger at a Location where this seat was struck in a past round (halved each round since). */
const STRUCK_HERE_RISK = 0.1;
/** Extra danger at a Location where the Death Squad struck at anyone in past rounds (its commander's haunts), per strike. */
const SQUAD_HAUNT_RISK = 0.03;
/** Bribe the Assassin in hand, with its cost in the pocket, cancels one attempt (B29): the danger left. */
export const BRIBE_COVER = 0.4;

const ASSASSINS_IN_DECK = 8;

export const isActive = (view: BoardView, seat: Seat): boolean => view.players[seat].status === 'active';
export const rivalsOf = (view: BoardView, me: Seat): Seat[] => view.players.flatMap((_, seat) => (seat !== me && isActive(view, seat) ? [seat] : []));

/** B26: the Minister who commands the Death Squad this round (active, Position not frozen), or null. */
export function squadCommander(view: BoardView): Seat | null {
  const { holder, frozen } = view.positions.minister;
  return typeof holder === 'number' && !frozen && isActive(view, holder) ? holder : null;
}

/** B5: a Location this seat was told this round (Informant). */
export function toldLocation(view: BoardView, seat: Seat): Location | null {
  const note = view.notes.find((n) => n.kind === 'location' && n.round === view.round && n.seat === seat);
  return note?.kind === 'location' ? note.location : null;
}

/**
 * Where `seat` is likely to be this round, as chances over the five Locations: its habits in past
 * reveals, likelier at the Bank the more money it is thought to carry and unlikely on a Bank holiday, less likely where it
 * was struck last round; certain where an Informant showed it.
 */
export function whereIs(view: BoardView, memory: Memory, seat: Seat): Map<Location, number> {
  const told = toldLocation(view, seat);
  if (told !== null) return new Map(LOCATIONS.map((l) => [l, l === told ? 1 : 0]));
  const habits = memory.habits(seat, view.round);
  const pull = 1 + BANK_PULL_PER_MILLION * memory.pocketGuess(seat, PRESIDENT_SHARE);
  const struckLast = memory.pastAttempts(view.round).filter(({ attempt, ago }) => ago === 1 && attempt.victim === seat).map(({ attempt }) => attempt.location);
  const weights = LOCATIONS.map((l): number => {
    let w = (habits.get(l) ?? 0) + HABIT_PRIOR;
    if (l === 'bank') w *= view.bank === 'holiday' ? BANK_HOLIDAY_FACTOR : pull;
    if (struckLast.includes(l)) w *= STRUCK_AVOID_FACTOR;
    return w;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return new Map(LOCATIONS.map((l, i) => [l, weights[i] / total]));
}

/** B64: how dangerous a rival is to this seat's win: the money he is thought to hold, his banking, his grudge, his Positions. */
export function rivalDanger(view: BoardView, memory: Memory, me: Seat, rival: Seat): number {
  const grudges = memory.pastAttempts(view.round).filter(({ attempt }) => attempt.by === rival && attempt.victim === me).length;
  const positions = Object.values(view.positions).filter((p) => p.holder === rival).length;
  return memory.takings(rival, PRESIDENT_SHARE) + BANK_VISIT_WEIGHT * memory.bankVisits(rival) + GRUDGE_WEIGHT * grudges + POSITION_WEIGHT * positions;
}

/** Assassin cards nobody has shown: not in the discard pile, not pending in an attempt, not in this seat's hand. */
function unseenAssassins(view: BoardView, me: Seat): number {
  const seen = [...view.discard, ...view.attempts.flatMap((a) => (a.card ? [a.card] : [])), ...(view.players[me].hand ?? [])];
  return Math.max(0, ASSASSINS_IN_DECK - new Set(seen.filter((c) => typeOf(c) === 'assassin')).size);
}

/** B26, B28: the chance of dying at each Location this round, before this seat's own reaction. */
export function dangerAt(view: BoardView, memory: Memory, me: Seat): Map<Location, number> {
  const guess = whereIs(view, memory, me);
  const past = memory.pastAttempts(view.round);
  const minister = squadCommander(view);
  const squadHated = minister !== null && past.some(({ attempt }) => attempt.card === null && attempt.by === minister && attempt.victim === me);
  const squadChance = minister === null || minister === me ? 0 : squadHated ? SQUAD_GRUDGE_CHANCE : 1 / Math.max(1, rivalsOf(view, minister).length);
  const cardsAtMe = past.filter(({ attempt }) => attempt.card !== null && attempt.victim === me && isActive(view, attempt.by)).length;
  const cardChance = Math.min(1, CARD_CHANCE_PER_UNSEEN * unseenAssassins(view, me) + CARD_GRUDGE_CHANCE * cardsAtMe);
  const out = new Map<Location, number>();
  for (const l of LOCATIONS) {
    // B28: while the marker reads safe, the Death Squad cannot be sent to the Bank.
    const squadGuess = l === 'bank' && view.marker === 'safe' ? 0 : Math.max(SQUAD_GUESS_FLOOR, guess.get(l)!);
    let risk = squadChance * squadGuess + cardChance * guess.get(l)!;
    for (const { attempt, ago } of past) {
      if (attempt.location !== l) continue;
      if (attempt.victim === me) risk += STRUCK_HERE_RISK / 2 ** (ago - 1);
      if (attempt.card === null && !(l === 'bank' && view.marker === 'safe')) risk += SQUAD_HAUNT_RISK;
    }
    out.set(l, Math.min(1, risk));
  }
  return out;
}

/** Cards that need pocket money to play (their cost; a per-unit Bribe counted for two units). */
export function moneyWanted(hand: readonly string[]): number {
  return hand.reduce((sum, c) => sum + cardDesign(c).cost * (cardDesign(c).perUnit ? 2 : 1), 0);
}

/** B29: whether this seat can cancel one attempt: Bribe the Assassin in hand and its cost in the pocket. */
export function canBribe(d: Decision): boolean {
  const me = d.view.players[d.me];
  return (me.hand ?? []).some((c) => designOf(c) === 'bribe-the-assassin' && valueOf(me.pocket ?? [0, 0, 0]) >= cardDesign(c).cost);
}
