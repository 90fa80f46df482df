// Layout arithmetic for the screens, as plain functions: footers whose keys (and lists whose items) are never cut, and the
// share of rows between the recap and a decision.
import { columnsOf, cut } from './width.js';

/**
 * Key hints joined by " · " (or another `separator`: a prompt's choices), wrapped between hints so
 * that no hint is ever cut.
 */
export function footerLines(hints: readonly string[], width: number, separator = ' · '): string[] {
  const lines: string[] = [];
  let current = '';
  for (const hint of hints) {
    const next = current === '' ? hint : `${current}${separator}${hint}`;
    if (columnsOf(next) <= width || current === '') current = next;
    else {
      lines.push(current);
      current = hint;
    }
  }
  if (current) lines.push(current);
  return lines.map((line) => cut(line, width));
}

/**
 * Rows for the recap and the decision below it: the decision first gets what it needs (at most
 * what it asks for), the recap what is left (at most its length), the decision the remainder.
 */
export function share(free: number, decisionWants: number, decisionNeeds: number, recapLength: number): { recap: number; decision: number } {
  const decision = Math.max(0, Math.min(free, Math.max(decisionNeeds, Math.min(decisionWants, free - Math.min(recapLength, 3)))));
  const recap = Math.max(0, Math.min(recapLength, free - decision));
  return { recap, decision: free - recap };
}
