// The one word wrapper, for the CLI's text and the screens alike. It measures with the function it
// is given: the CLI's own plain text counts code points (a full terminal-width library costs ~20 ms
// of `junta rules` start-up), the screens pass string-width for names and events from outside.

export type Measure = (text: string) => number;

const codePoints: Measure = (text) => [...text].length;

/** Greedy word wrap of one line to `width` columns; a word longer than a line is cut across lines. */
export function wrapWords(line: string, width: number, measure: Measure = codePoints): string[] {
  const words = line.trim().split(/\s+/).filter((w) => w !== '');
  const out: string[] = [];
  let current = '';
  for (let word of words) {
    while (measure(word) > width) {
      if (current) out.push(current);
      current = '';
      let head = '';
      for (const ch of word) {
        if (head !== '' && measure(head + ch) > width) break;
        head += ch;
      }
      out.push(head);
      word = word.slice(head.length);
    }
    if (current === '') current = word;
    else if (measure(current) + 1 + measure(word) <= width) current += ` ${word}`;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current || out.length === 0) out.push(current);
  return out;
}
