// Which widget a seat's decision needs – a stack builder, the coup picker, a chooser with its title,
// or waiting – shared by the screens and plain mode (so plain mode needs no Ink to ask it).
import type { DecisionKind, PlayerView } from '../../engine/index.js';
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

export type Widget = { kind: 'builder'; mode: StackMode } | { kind: 'commit' } | { kind: 'chooser'; title: string } | { kind: 'wait'; who: string };

/** Which widget a decision needs. */
export function widgetFor(view: PlayerView, purpose: 'decide' | 'bribe', names: readonly string[]): Widget {
  if (purpose === 'bribe') return { kind: 'builder', mode: 'bribe' };
  const decision = view.pending.required.find((d) => d.seat === view.seat);
  if (!decision) {
    const who = view.pending.required.map((d) => names[d.seat]).join(', ');
    return { kind: 'wait', who: who || 'the others' };
  }
  const mode = BUILDER_MODES[decision.decision];
  if (mode) return { kind: 'builder', mode };
  if (decision.decision === 'commit-coup') return { kind: 'commit' };
  return { kind: 'chooser', title: TITLES[decision.decision] ?? 'Your move' };
}
