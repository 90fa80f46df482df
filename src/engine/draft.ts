// The working copy a reducer step mutates: every container that any rule can change is copied,
// everything that never changes once made (card ids, learned facts, the options) is shared.
import { NO_PARTS } from './context.js';
import type { Budget, BudgetStack, CoupState, PhaseParts, PlayerState, State, VotingState } from './types.js';

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

const copyBudget = (b: Budget): Budget => ({ cap: b.cap, drawn: b.drawn.slice(), stacks: b.stacks.map(copyStack) });

const copyVoting = (v: VotingState): VotingState => ({
  ...v,
  usedBuildings: v.usedBuildings.slice(),
  usedActions: v.usedActions.slice(),
  fraud: v.fraud.slice(),
  reaction: v.reaction && { ...v.reaction },
  closing: v.closing && { ...v.closing },
});

const copyCoup = (c: CoupState): CoupState => ({
  ...c,
  committed: c.committed.map((cards) => cards && cards.slice()),
  rebels: c.rebels.slice(),
  tiedForPresidency: c.tiedForPresidency.slice(),
  returned: c.returned.slice(),
});

function copyParts(s: State): PhaseParts {
  switch (s.phase) {
    case 'first-president': {
      const fp = s.firstPresident;
      const firstPresident = { candidates: fp.candidates.slice(), votes: fp.votes.slice(), revote: fp.revote };
      return { ...NO_PARTS, phase: s.phase, firstPresident };
    }
    case 'budget':
      return { ...NO_PARTS, phase: s.phase, budget: copyBudget(s.budget) };
    case 'voting':
      return { ...NO_PARTS, phase: s.phase, budget: copyBudget(s.budget), voting: copyVoting(s.voting) };
    case 'coup':
      return { phase: s.phase, firstPresident: null, budget: copyBudget(s.budget), voting: copyVoting(s.voting), tally: s.tally, coup: copyCoup(s.coup) };
    case 'ended':
      return { ...NO_PARTS, phase: s.phase };
  }
}

export function draftOf(s: State): State {
  return {
    seed: s.seed,
    options: s.options,
    rng: s.rng,
    round: s.round,
    president: s.president,
    players: s.players.map(copyPlayer),
    politicalDeck: s.politicalDeck.slice(),
    politicalDiscard: s.politicalDiscard.slice(),
    moneyDeck: s.moneyDeck.slice(),
    moneyOut: s.moneyOut.slice(),
    learned: s.learned.map((facts) => facts.slice()),
    actionCount: s.actionCount,
    ...copyParts(s),
  };
}
