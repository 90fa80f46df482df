// The news screen's title for a step's public events (V16, V20, V21): the Sunglasses changing hands
// after a successful coup, a battle's outcome, or (Expert) the Promises settled after a Presidente's
// battle whose destructions came after its outcome; null when the step has no news.
import type { VivaEvent } from '../rules/types.js';

export function headline(events: readonly VivaEvent[]): string | null {
  if (events.some((e) => e.type === 'presidente' && e.how === 'coup')) return 'A new Presidente!';
  const outcome = events.find((e) => e.type === 'outcome');
  if (outcome) return outcome.success ? 'The attack succeeds!' : 'The attack fails!';
  if (events.some((e) => e.type === 'promise-settled' && !e.taken)) return 'The Promises are settled';
  return null;
}
