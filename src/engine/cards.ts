// The card registry: a Political card is its catalogue entry (data: content/cards.ts) plus its
// rules entry (functions: effects/index.ts); the phases read only these (R13–R15, R21, R24, R25).
// The built-in cards are in both tables from the start; registerCard adds one more card whole
// (an expansion, or a test's own card), before any game that should contain it is created.
import type { PoliticalDesign } from '../content/cards.js';
import { addDesign } from './catalogue.js';
import { addRules, type CardRules } from './effects/index.js';

/** Timings whose card has an action a player uses (R13). */
const ACTION_TIMINGS: readonly string[] = ['on-play', 'immediate', 'once-per-round'];

/** What does not fit together in a card's data and rules, or null when nothing. */
export function cardProblem(design: PoliticalDesign, rules: CardRules): string | null {
  const hasAction = ACTION_TIMINGS.includes(design.timing);
  if (hasAction && !rules.action) return `its timing "${design.timing}" needs an action in its rules`;
  if (!hasAction && rules.action) return `it has an action, so its timing must be one of ${ACTION_TIMINGS.join(', ')}`;
  const reacts = (design.cancels ?? []).length > 0;
  if ((design.timing === 'reaction') !== reacts) return 'a card cancels attacks (R15) exactly when its timing is "reaction"';
  if (design.fightsFor === 'president' && design.rebelBattle !== undefined) return 'a card that always fights for the President has no Rebel battle value';
  return null;
}

/** Adds a Political card: its catalogue entry and its rules, checked against each other. */
export function registerCard(design: PoliticalDesign, rules: CardRules = {}): void {
  const problem = cardProblem(design, rules);
  if (problem) throw new Error(`card "${design.id}": ${problem}`);
  addDesign(design);
  addRules(design.id, rules);
}
