// The working copy a reducer step mutates: every container that any rule can change is copied,
// everything that never changes once made (card ids, learned facts, the options) is shared.
import type { BudgetStack, PlayerState, State } from './types.js';

const copyPlayer = (p: PlayerState): PlayerState => ({
  name: p.name,
  hand: p.hand.slice(),
  inPlay: p.inPlay.map((c) => ({ card: c.card, vote: c.vote })),
  top: p.top.slice(),
  swiss: p.swiss.slice(),
});

const copyStack = (st: BudgetStack): BudgetStack => ({
  cards: st.cards.slice(), announced: st.announced, returned: st.returned, version: st.version,
});

export function draftOf(s: State): State {
  return {
    seed: s.seed,
    options: s.options,
    rng: s.rng,
    round: s.round,
    phase: s.phase,
    president: s.president,
    players: s.players.map(copyPlayer),
    politicalDeck: s.politicalDeck.slice(),
    politicalDiscard: s.politicalDiscard.slice(),
    moneyDeck: s.moneyDeck.slice(),
    moneyOut: s.moneyOut.slice(),
    firstPresident: s.firstPresident && {
      candidates: s.firstPresident.candidates.slice(), votes: s.firstPresident.votes.slice(), revote: s.firstPresident.revote,
    },
    budget: s.budget && { cap: s.budget.cap, drawn: s.budget.drawn.slice(), stacks: s.budget.stacks.map(copyStack) },
    voting: s.voting && {
      ...s.voting,
      usedBuildings: s.voting.usedBuildings.slice(),
      usedActions: s.voting.usedActions.slice(),
      fraud: s.voting.fraud.slice(),
      reaction: s.voting.reaction && { ...s.voting.reaction },
      closing: s.voting.closing && { ...s.voting.closing },
    },
    tally: s.tally,
    coup: s.coup && {
      ...s.coup,
      committed: s.coup.committed.map((c) => c && c.slice()),
      rebels: s.coup.rebels.slice(),
      tiedForPresidency: s.coup.tiedForPresidency.slice(),
      returned: s.coup.returned.slice(),
    },
    learned: s.learned.map((facts) => facts.slice()),
    actionCount: s.actionCount,
  };
}
