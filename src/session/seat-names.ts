// Seats as the screens name them: each name as `shown`, and where two would still look
// alike – the same name once shown (input.ts's nameKey), such as two long names cut at the same
// place – each of them with its seat, so no two rows of a table or of the scores read the same.
import { nameKey } from './input.js';
import { NAME_COLUMNS, columns, shown } from '../text/width.js';

/** The players' names as shown within `width` columns, told apart by seat where they would look alike. */
export function seatNames(names: readonly string[], width = NAME_COLUMNS): string[] {
  const keys = names.map((name) => nameKey(shown(name, width)));
  return names.map((name, i) => {
    if (keys.indexOf(keys[i]) === keys.lastIndexOf(keys[i])) return shown(name, width);
    const tag = ` (seat ${i + 1})`;
    return `${shown(name, Math.max(1, width - columns(tag)))}${tag}`;
  });
}
