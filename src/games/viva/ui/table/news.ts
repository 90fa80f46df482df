// The news a table is shown (V16, V19–V21): after a battle's outcome, the battle as the panel tells
// it – the values and the outcome first – and when the Sunglasses change hands, the new Presidente;
// Expert, the Promises settled after a Presidente's battle whose destructions came after its outcome.
// From the public log only, so the news screen shows nothing private (V5).
import { describeEvent, visibleTo } from '../../rules/describe.js';
import { headline } from '../headline.js';
import { battlesFromLog, type LoggedStep } from './battle-story.js';
import { battlePanel } from './battle-panel.js';
import { seatNames } from '../../../../session/seat-names.js';
import { visible } from '../../../../text/sanitize.js';

/** The columns the news lines are laid out for: the narrowest terminal the screens are made for (80×24). */
export const NEWS_WIDTH = 80;

/**
 * The lines of a step with news: the battle it ended, told from its start when the log holds it
 * (the values and the outcome first, then the sides, cards, plunder and Promises), else the step's
 * own public events in words.
 */
export function vivaNews(log: readonly LoggedStep[], step: number, rawNames: readonly string[]): string[] {
  const names = seatNames(rawNames);
  const events = (log.find((s) => s.step === step)?.events ?? []).filter((e) => visibleTo(e, 'public'));
  if (headline(events) === null) return [];
  // Only what everyone saw: a seat's log holds its own plundered card.
  const shown = log.map((s) => ({ step: s.step, events: s.events.filter((e) => visibleTo(e, 'public')) }));
  // The battle the step ended: the first whose story goes on in it past its opening (the next battle may open in the same step).
  const ended = battlesFromLog(shown, step).find((b) => b.steps.slice(1).includes(step) || (b.steps[0] === step && b.story.outcome !== null));
  if (!ended) return events.map((e) => visible(describeEvent(e, names)));
  const panel = battlePanel(ended.story, names, NEWS_WIDTH);
  return [...panel.fixed, panel.title, ...panel.body];
}
