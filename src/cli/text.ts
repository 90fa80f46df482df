// Plain-text layout for the terminal: wrapping, tables, and the nearest word to a typo.
// The texts wrapped here are the project's own plain text (no colour codes, no wide characters),
// so a code point is one column; a full terminal-width library costs ~20 ms of start-up.
import { wrapWords } from '../text/wrap.js';

/** Greedy word wrap of one line to `width` columns, as lines joined by newlines. */
export function wrapLine(line: string, width: number): string {
  return wrapWords(line, width).join('\n');
}

/** Wraps paragraphs (blank-line separated) and "- " bullets to `width`, hanging bullets. */
export function wrapText(text: string, width: number): string {
  return text
    .split('\n')
    .map((line) => {
      const bullet = /^(\s*(?:- |\d+\. ))/.exec(line);
      if (!bullet) return wrapLine(line, width);
      const indent = ' '.repeat(bullet[1].length);
      const wrapped = wrapLine(line.slice(bullet[1].length), width - indent.length);
      return wrapped.split('\n').map((l, i) => (i === 0 ? bullet[1] : indent) + l).join('\n');
    })
    .join('\n');
}

/** `label` then `text` wrapped in the remaining width, continuation lines hanging under the text. */
export function hanging(label: string, text: string, width: number): string {
  const lines = wrapLine(text, Math.max(20, width - label.length)).split('\n');
  return lines.map((l, i) => (i === 0 ? label : ' '.repeat(label.length)) + l).join('\n');
}

/** Levenshtein distance, for "did you mean". */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

/** The candidates closest to `word`: prefix matches first, then by edit distance. */
export function nearest(word: string, candidates: readonly string[], most = 3): string[] {
  const w = word.toLowerCase();
  const prefixed = candidates.filter((c) => c.startsWith(w) || w.startsWith(c));
  if (prefixed.length > 0) return prefixed.slice(0, most);
  return [...candidates]
    .map((c) => ({ c, d: editDistance(w, c) }))
    .filter(({ c, d }) => d <= Math.max(2, Math.floor(c.length / 2)))
    .sort((a, b) => a.d - b.d)
    .slice(0, most)
    .map(({ c }) => c);
}

/** "a", "a or b", "a, b or c". */
export function orList(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * A table with left-aligned columns. Each column but the last is as wide as its widest cell, at
 * most `maxWidths[i]`; the last takes the remaining width. Cells wrap inside their column.
 */
export function table(header: string[], rows: string[][], width: number, maxWidths: number[] = []): string {
  const fixed = header.slice(0, -1).map((h, i) =>
    Math.min(maxWidths[i] ?? Infinity, Math.max(h.length, ...rows.map((r) => r[i].length))));
  const lastWidth = Math.max(20, width - fixed.reduce((a, b) => a + b + 2, 0));
  const widths = [...fixed, lastWidth];
  const render = (cells: string[]) => {
    const wrapped = cells.map((c, i) => wrapLine(c, widths[i]).split('\n'));
    const height = Math.max(...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, line) =>
      wrapped.map((w, i) => (i === widths.length - 1 ? w[line] ?? '' : (w[line] ?? '').padEnd(widths[i]))).join('  ').trimEnd(),
    ).join('\n');
  };
  const rule = widths.map((w, i) => '-'.repeat(i === widths.length - 1 ? Math.min(w, 40) : w)).join('  ');
  return [render(header), rule, ...rows.map(render)].join('\n');
}
