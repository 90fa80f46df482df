// What one seat may know (R5): the public table, its own cards and Money, and what it was shown.
import { pending } from './pending.js';
import { cardsOf, withCards } from './cards.js';
import type {
  CardInPlay, CardRef, Fact, GameOptions, FirstPresidentVote, MoneyRef, Pending, Phase, Reaction, Seat, State, Tally, VotingState,
} from './types.js';

export interface SeatView {
  name: string;
  handSize: number;
  inPlay: CardInPlay[];
  topCount: number;
  swissCount: number;
  /** The stack's public side: how many cards, what was announced. */
  stack: { count: number; announced: number; returned: boolean; version: number } | null;
  /** Cards put face down in the current coup; null before that seat commits. */
  committedCount: number | null;
}

export interface PlayerView {
  seat: Seat;
  options: GameOptions;
  round: number;
  phase: Phase;
  president: Seat;
  players: SeatView[];
  hand: CardRef[];
  top: MoneyRef[];
  swiss: MoneyRef[];
  /** The stacks whose cards this seat may see: its own; every one for the President (R9). */
  stacks: (MoneyRef[] | null)[];
  /** The President's drawn Money before it is stacked. */
  drawn: MoneyRef[] | null;
  /** R9's cap, known to the President only. */
  cap: number | null;
  drawnCount: number;
  politicalDeckSize: number;
  politicalDiscard: CardRef[];
  moneyDeckSize: number;
  moneyOut: MoneyRef[];
  firstPresident: { candidates: Seat[]; voted: boolean[]; myVote: Seat | null; revote: boolean } | null;
  voting: (Omit<VotingState, 'reaction'> & { reaction: Reaction | null }) | null;
  tally: Tally | null;
  coup: {
    firstRebel: Seat | null;
    declaredRebel: Seat | null;
    step: 'redistribute' | 'commit' | 'choose-president';
    order: Seat[];
    index: number;
    myCommitted: CardRef[] | null;
    /** Everyone's face-down cards, once revealed in the battle (R21). */
    revealed: CardRef[][] | null;
    rebels: Seat[];
    tiedForPresidency: Seat[];
    /** How many cards the First Rebel returned to the President (R18); public (R5). */
    returnedCount: number;
    /**
     * Which cards those were, for the President only (null for everyone else): the only cards the
     * redistribution may move (R18).
     */
    returned: MoneyRef[] | null;
  } | null;
  learned: Fact[];
  pending: Pending;
  actionCount: number;
}

const copyVoting = (v: VotingState) => ({
  ...v,
  order: [...v.order],
  usedBuildings: [...v.usedBuildings],
  usedActions: [...v.usedActions],
  fraud: [...v.fraud],
  reaction: v.reaction ? { ...v.reaction } : null,
  closing: v.closing ? { ...v.closing } : null,
});

function firstPresidentView(vote: FirstPresidentVote, seat: Seat): PlayerView['firstPresident'] {
  return {
    candidates: [...vote.candidates],
    voted: vote.votes.map((v) => v !== null),
    myVote: vote.votes[seat],
    revote: vote.revote,
  };
}

export function viewFor(s: State, seat: Seat): PlayerView {
  const me = s.players[seat];
  const budget = s.budget;
  const isPresident = seat === s.president;
  return withCards<PlayerView>({
    seat,
    options: { ...s.options },
    round: s.round,
    phase: s.phase,
    president: s.president,
    players: s.players.map((p, i) => ({
      name: p.name,
      handSize: p.hand.length,
      inPlay: p.inPlay.map((c) => ({ ...c })),
      topCount: p.top.length,
      swissCount: p.swiss.length,
      stack: budget?.stacks[i]
        ? { count: budget.stacks[i].cards.length, announced: budget.stacks[i].announced, returned: budget.stacks[i].returned, version: budget.stacks[i].version }
        : null,
      committedCount: s.coup?.committed[i]?.length ?? null,
    })),
    hand: [...me.hand],
    top: [...me.top],
    swiss: [...me.swiss],
    stacks: s.players.map((_, i) => {
      const stack = budget?.stacks[i];
      return stack && (i === seat || isPresident) ? [...stack.cards] : null;
    }),
    drawn: isPresident && budget && s.phase === 'budget' ? [...budget.drawn] : null,
    cap: isPresident && budget ? budget.cap : null,
    drawnCount: budget?.drawn.length ?? 0,
    politicalDeckSize: s.politicalDeck.length,
    politicalDiscard: [...s.politicalDiscard],
    moneyDeckSize: s.moneyDeck.length,
    moneyOut: [...s.moneyOut],
    firstPresident: s.firstPresident ? firstPresidentView(s.firstPresident, seat) : null,
    voting: s.voting ? copyVoting(s.voting) : null,
    tally: s.tally ? { for: [...s.tally.for], against: [...s.tally.against] } : null,
    coup: s.coup
      ? {
          firstRebel: s.coup.firstRebel,
          declaredRebel: s.coup.declaredRebel,
          step: s.coup.step,
          order: [...s.coup.order],
          index: s.coup.index,
          myCommitted: s.coup.committed[seat]?.slice() ?? null,
          revealed: s.coup.step === 'choose-president' ? s.coup.committed.map((c) => [...(c ?? [])]) : null,
          rebels: [...s.coup.rebels],
          tiedForPresidency: [...s.coup.tiedForPresidency],
          returnedCount: s.coup.returned.length,
          returned: isPresident ? [...s.coup.returned] : null,
        }
      : null,
    learned: s.learned[seat].map((f) => ({ ...f, cards: [...f.cards] }) as Fact),
    pending: pending(s),
    actionCount: s.actionCount,
  }, cardsOf(s));
}

/** The votes for and against on cards in play, as everyone can count them (R12: Electoral Fraud zeroes a player). */
export function votesInPlay(view: PlayerView): { for: number; against: number } {
  const tally = { for: 0, against: 0 };
  const cards = cardsOf(view);
  view.players.forEach((p, i) => {
    if (view.voting?.fraud.includes(i)) return;
    for (const c of p.inPlay) if (c.vote) tally[c.vote] += cards.designOf(c.card).votes;
  });
  return tally;
}

/**
 * The count that ended the voting (R16), public and kept through the coup it caused: the totals
 * for and against, and who played R19's card when no confidence defeated the budget regardless.
 */
export function votesCounted(view: PlayerView): { for: number; against: number; noConfidenceBy: Seat | null } | null {
  if (!view.tally) return null;
  const sum = (votes: number[]) => votes.reduce((a, b) => a + b, 0);
  const closing = view.voting?.closing;
  return { for: sum(view.tally.for), against: sum(view.tally.against), noConfidenceBy: closing?.reason === 'no-confidence' ? closing.by : null };
}

/** Where another seat's Rebellion card is, as far as everyone can tell (R5, R20). */
export function rebellionWhereabouts(view: PlayerView, seat: Seat): 'hand' | 'elsewhere' | 'hand-or-committed' {
  if (view.phase === 'first-president') return 'hand';
  if (seat === view.president) return 'elsewhere';
  const coup = view.coup;
  if (coup && (coup.firstRebel === seat || coup.declaredRebel === seat)) return 'elsewhere';
  if (coup?.revealed) return coup.revealed[seat].includes(`rebellion#${seat + 1}`) ? 'elsewhere' : 'hand';
  return (view.players[seat].committedCount ?? 0) > 0 ? 'hand-or-committed' : 'hand';
}

/**
 * A view with nothing private in it, from any seat's view: what a spectator or the shared table
 * screen may show (R5: hands, stack contents, Middleman money values, the cards returned to the
 * President (R18) and learned facts are private).
 */
export function publicView(view: PlayerView): PlayerView {
  return {
    ...view,
    seat: -1,
    hand: [],
    top: [],
    swiss: [],
    stacks: view.stacks.map(() => null),
    drawn: null,
    cap: null,
    learned: [],
    firstPresident: view.firstPresident ? { ...view.firstPresident, myVote: null } : null,
    coup: view.coup ? { ...view.coup, myCommitted: null, returned: null } : null,
  };
}
