// The news screen's title for a step's public events (V16, V21): a battle's outcome, or the
// Sunglasses changing hands after a successful coup; null when the step has no news.
import type { VivaEvent } from './types.js';

export function headline(events: readonly VivaEvent[]): string | null {
  if (events.some((e) => e.type === 'presidente' && e.how === 'coup')) return 'A new Presidente!';
  const outcome = events.find((e) => e.type === 'outcome');
  if (outcome) return outcome.success ? 'The attack succeeds!' : 'The attack fails!';
  return null;
}
