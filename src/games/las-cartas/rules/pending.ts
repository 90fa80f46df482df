// Who must act now, and who may.
import { bribeAllowed, declarer, usableBuildings } from './phases/voting.js';
import { currentSeat } from './phases/transitions.js';
import type { ActionType, Pending, RequiredDecision, Seat, State, StateIn } from './types.js';

const must = (seat: Seat, decision: RequiredDecision['decision'], kinds: ActionType[]): RequiredDecision => ({ seat, decision, kinds });

function required(s: State): RequiredDecision[] {
  switch (s.phase) {
    case 'ended':
      return [];
    case 'first-president':
      return s.firstPresident.votes.flatMap((vote, seat) =>
        vote === null ? [must(seat, 'name-first-president', ['name-first-president'])] : []);
    case 'budget':
      return [must(s.president, 'propose-budget', ['propose-budget'])];
    case 'voting':
      return [votingDecision(s)];
    case 'coup': {
      const coup = s.coup;
      if (coup.step === 'redistribute') return [must(s.president, 'redistribute', ['redistribute'])];
      if (coup.step === 'choose-president') return [must(s.president, 'choose-president', ['choose-president'])];
      return [must(coup.order[coup.index], 'commit-coup', ['commit-coup'])];
    }
  }
}

function votingDecision(s: StateIn<'voting'>): RequiredDecision {
  const v = s.voting;
  if (v.reaction) return must(v.reaction.target, 'react', ['react']);
  if (v.reform !== null) return must(v.reform, 'reform-budget', ['propose-budget', 'keep-budget']);
  const declaring = declarer(s);
  if (declaring !== null) return must(declaring, 'declare-buildings', ['declare-buildings']);
  const seat = currentSeat(v);
  const buildings: ActionType[] = usableBuildings(s, seat).length > 0 ? ['use-building'] : [];
  if (!v.acted) return must(seat, 'play-or-draw', ['play-card', 'draw-card', ...buildings]);
  return must(seat, 'finish-turn', [...buildings, 'end-turn']);
}

export function pending(s: State): Pending {
  const optional = bribeAllowed(s, s.president) ? [{ seat: s.president, kinds: ['bribe'] as ActionType[] }] : [];
  return { required: required(s), optional };
}
