// Which widget a seat's decision needs – a stack builder, the coup picker, a chooser with its title,
// a notice whose one answer only needs reading, or waiting – shared by the screens and plain mode
// (so plain mode needs no Ink to ask it).
import { cardName, legalFromView, type Action, type DecisionKind, type PlayerView } from '../../rules/index.js';
import type { Purpose } from '../../../../session/flow.js';
import type { StackMode } from './stacks.js';

const TITLES: Partial<Record<DecisionKind, string>> = {
  'name-first-president': 'Name the first President (secret until everyone has named one)',
  'play-or-draw': 'Your turn: play a card or draw one',
  'finish-turn': 'Your turn: use a Building or end your turn',
  react: 'You are attacked! Answer with a Bodyguard?',
  'declare-buildings': "Declare your Buildings' votes for this round",
  'choose-president': 'The rebels tie: choose the new President',
};

const BUILDER_MODES: Partial<Record<DecisionKind, StackMode>> = {
  'propose-budget': 'budget',
  'reform-budget': 'reform',
  redistribute: 'redistribute',
};

export type Widget =
  | { kind: 'builder'; mode: StackMode }
  | { kind: 'commit' }
  | { kind: 'chooser'; title: string }
  /** A decision with one answer: what happens, in a sentence, and the answer (Enter makes it, `answer` names it). */
  | { kind: 'notice'; text: string; answer: string; action: Action }
  | { kind: 'wait'; who: string };

/** Which widget a decision needs; the optional action Las Cartas offers is R11's bribe, built in the stack builder. */
export function widgetFor(view: PlayerView, purpose: Purpose, names: readonly string[]): Widget {
  if (purpose === 'optional') return { kind: 'builder', mode: 'bribe' };
  const decision = view.pending.required.find((d) => d.seat === view.seat);
  if (!decision) {
    const who = view.pending.required.map((d) => names[d.seat]).join(', ');
    return { kind: 'wait', who: who || 'the others' };
  }
  const mode = BUILDER_MODES[decision.decision];
  if (mode) return { kind: 'builder', mode };
  if (decision.decision === 'commit-coup') return { kind: 'commit' };
  if (decision.decision === 'react') {
    const answers = legalFromView(view).actions.filter((a) => a.type === 'react');
    if (answers.length === 1) return { kind: 'notice', text: noBodyguard(view, names), answer: 'let it happen', action: answers[0] };
  }
  return { kind: 'chooser', title: TITLES[decision.decision] ?? 'Your move' };
}

/** The Bodyguard question to a player who holds none (R15): they are asked all the same, so that asking reveals nothing. */
function noBodyguard(view: PlayerView, names: readonly string[]): string {
  const attack = view.voting?.reaction;
  const aimed = attack
    ? `${names[attack.attacker]}'s ${cardName(attack.card)} is aimed at ${attack.aimedAt ? `your ${cardName(attack.aimedAt)}` : 'you'}`
    : 'You are attacked';
  return `${aimed}, and you have no Bodyguard to stop it. Everyone attacked is asked, Bodyguard or not, so the question reveals nothing.`;
}
