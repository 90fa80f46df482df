// The working copy a reducer step mutates: every container that any rule can change is copied,
// everything that never changes once made (card ids, learned facts, the options) is shared.
import { cardsOf, withCards } from './cards.js';
import type { Budget, BudgetStack, CoupState, PlayerState, State, VotingState } from './types.js';

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

// Written out field by field, like the rest: object spreads give objects slower to read.
const copyVoting = (v: VotingState): VotingState => ({
  order: v.order,
  index: v.index,
  acted: v.acted,
  begun: v.begun,
  usedBuildings: v.usedBuildings.slice(),
  usedActions: v.usedActions.slice(),
  fraud: v.fraud.slice(),
  reaction: v.reaction && { ...v.reaction },
  reform: v.reform,
  closing: v.closing && { reason: v.closing.reason, by: v.closing.by },
});

const copyCoup = (c: CoupState): CoupState => ({
  firstRebel: c.firstRebel,
  declaredRebel: c.declaredRebel,
  step: c.step,
  order: c.order,
  index: c.index,
  committed: c.committed.map((cards) => cards && cards.slice()),
  rebels: c.rebels.slice(),
  tiedForPresidency: c.tiedForPresidency.slice(),
  returned: c.returned.slice(),
});

/**
 * One object shape for every phase – the same keys in the same order, absent parts null – because
 * the rules read these fields at every step: a shape that varied with the phase (spreading the
 * phase's parts) cost a fifth of the engine's speed.
 */
export function draftOf(s: State): State {
  const draft = {
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
    firstPresident: s.firstPresident && { candidates: s.firstPresident.candidates.slice(), votes: s.firstPresident.votes.slice(), revote: s.firstPresident.revote },
    budget: s.budget && copyBudget(s.budget),
    voting: s.voting && copyVoting(s.voting),
    tally: s.tally,
    coup: s.coup && copyCoup(s.coup),
    learned: s.learned.map((facts) => facts.slice()),
    actionCount: s.actionCount,
  };
  return withCards(draft as State, cardsOf(s));
}
