// Terminal columns on the screens: names and events may hold wide (CJK) and emoji characters, so
// text is measured, wrapped, cut and padded by display width (string-width, which Ink uses too).
import stringWidth from 'string-width';

export const columnsOf = (text: string): number => stringWidth(text);

/** Cuts `text` to `width` columns, ending with "…" when something was cut. */
export function fit(text: string, width: number): string {
  if (columnsOf(text) <= width) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = columnsOf(ch);
    if (used + w > width - 1) break;
    out += ch;
    used += w;
  }
  return `${out}…`;
}

/** Pads (or cuts) `text` to exactly `width` columns. */
export function pad(text: string, width: number): string {
  const cut = fit(text, width);
  return cut + ' '.repeat(Math.max(0, width - columnsOf(cut)));
}

export function padStart(text: string, width: number): string {
  const cut = fit(text, width);
  return ' '.repeat(Math.max(0, width - columnsOf(cut))) + cut;
}

/** Greedy word wrap by display width; a word longer than a line is cut across lines. */
export function wrap(line: string, width: number): string[] {
  const words = line.trim().split(/\s+/).filter((w) => w !== '');
  const out: string[] = [];
  let current = '';
  for (let word of words) {
    while (columnsOf(word) > width) {
      if (current) out.push(current);
      current = '';
      let head = '';
      for (const ch of word) {
        if (columnsOf(head + ch) > width) break;
        head += ch;
      }
      out.push(head);
      word = word.slice(head.length);
    }
    if (current === '') current = word;
    else if (columnsOf(current) + 1 + columnsOf(word) <= width) current += ` ${word}`;
    else {
      out.push(current);
      current = word;
    }
  }
  if (current || out.length === 0) out.push(current);
  return out;
}

/** Wraps every line of `lines`, keeping a leading indent on the lines it continues. */
export function wrapAll(lines: readonly string[], width: number): string[] {
  return lines.flatMap((line) => {
    const indent = /^\s*/.exec(line)![0];
    if (line.trim() === '') return [''];
    return wrap(line, width - indent.length).map((l) => indent + l);
  });
}
