// Words every game's sentences share: a list of items in English ("Ana, Bo and Cy") and a count
// with its noun ("1 game", "3 games").

/** Items joined with commas and a final "and"; one item alone, none as the empty string. */
export const andList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** A count and its noun, singular for one ("1 game", "2 games"; `many` for an irregular plural). */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
