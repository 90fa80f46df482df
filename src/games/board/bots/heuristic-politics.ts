// The heuristic bot's political game (rulings B8–B23, B61, B67, B68, B72): elections and votes
// (heuristic-politics-votes.ts), the cabinet (heuristic-politics-cabinet.ts), the Budget and forcing
// (heuristic-politics-budget.ts), gifts (heuristic-gifts.ts); here the phase-1 play pass, the hand
// limit and the trade windows.
import { cardDesign, designOf, votesOf, type CardType } from '../content/cards.js';
import type { Action, Seat } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import { firstOf, listed, type Decider, type Decision, type Deciders } from './heuristic-context.js';
import { budgetGift } from './heuristic-gifts.js';
import { decideBudget, decideForce } from './heuristic-politics-budget.js';
import { decideCabinet } from './heuristic-politics-cabinet.js';
import { activeOthers, handVotes, politicsMemory, positionsOf, publicVotes } from './heuristic-politics-read.js';
import { decideVote } from './heuristic-politics-votes.js';

/** B11: a Position holder with this many Positions is counted the President's man on a Competence vote. */
const PRESIDENTS_MAN = 2;

/**
 * B15: what a card is worth keeping, by type, at the hand limit (the lowest is discarded): Influence
 * (votes for good, and a Coup Event's requirement) above all; a Donation is money; an Assassin or a
 * Bribe the Assassin may decide a life; Vote cards turn a close count; Coup Events start coups;
 * Bribes of units and Events least. Votes add to an Influence or Vote card's worth.
 */
const KEEP_WORTH: Record<CardType, number> = { influence: 10, donation: 8, assassin: 7, vote: 5, 'coup-event': 5, bribe: 3, event: 3 };
/** board-cards.md: Bribe the Assassin cancels an attempt on its holder: kept like an Assassin. */
const SAVES_A_LIFE = 'bribe-the-assassin';

const keepWorth = (card: string): number =>
  (designOf(card) === SAVES_A_LIFE ? KEEP_WORTH.assassin : KEEP_WORTH[cardDesign(card).type]) + votesOf(card);

/**
 * B67: Presidential Competence passes when the votes of those the President did not favour (the
 * table sees who holds two Positions) beat his and his men's.
 */
function competencePasses(view: BoardView, me: Seat): boolean {
  const president = view.president;
  if (president === null || president === me) return false;
  let yes = handVotes(view, me);
  let no = 0;
  for (const seat of [me, ...activeOthers(view, me)]) {
    const man = seat === president || (seat !== me && positionsOf(view, seat) >= PRESIDENTS_MAN);
    if (man) no += publicVotes(view, seat);
    else yes += publicVotes(view, seat);
  }
  return yes > no;
}

/** B26: an attempt on this seat in an earlier round (the bot's memory): it fears for its life. */
const threatened = (d: Decision): boolean => d.memory.before(d.view.round).some((r) => r.attempts.some((a) => a.victim === d.me));

/**
 * B15, B16: one card of the phase-1 turn, or done: Influence (votes for good), the Donation (free
 * money), Foreign Aid Increase as President (more for his Budget), State Visit as President or when
 * threatened (no assassinations this round), Presidential Competence when it would pass.
 */
function decidePass(d: Decision): Action | null {
  const { view, me } = d;
  const plays = listed(d, 'play');
  const wanted = (design: string, when = true) => (when ? plays.find((a) => designOf(a.card) === design) : undefined);
  const influence = plays.find((a) => cardDesign(a.card).type === 'influence');
  return influence
    ?? wanted('secret-party-donation')
    ?? wanted('aid-increase', view.president === me)
    ?? wanted('state-visit', view.president === me || threatened(d))
    ?? wanted('presidential-competence', competencePasses(view, me))
    ?? firstOf(d, 'done');
}

/** B15: the hand limit: the card least worth keeping goes. */
function decideHandLimit(d: Decision): Action | null {
  const discards = listed(d, 'discard');
  return [...discards].sort((a, b) => keepWorth(a.card) - keepWorth(b.card) || a.card.localeCompare(b.card))[0] ?? null;
}

/** B68, B61: a window: a gift that carries a vote, then ready; the bot never resigns (it would hand its pocket to its successor). */
const decideWindow = (d: Decision): Action | null => budgetGift(d) ?? firstOf(d, 'ready');

/** Each political decision first notes the vote in view (heuristic-politics-read.ts), so the cabinet can pay who backed whom. */
const observing = (decide: Decider): Decider => (d) => {
  politicsMemory(d.memory, d.view);
  return decide(d);
};

export const politicsDeciders: Deciders = {
  vote: observing(decideVote),
  window: observing(decideWindow),
  pass: observing(decidePass),
  'hand-limit': observing(decideHandLimit),
  cabinet: observing(decideCabinet),
  budget: observing(decideBudget),
  force: observing(decideForce),
};
