// Words every game's sentences share: a list of items in English ("Ana, Bo and Cy").

/** Items joined with commas and a final "and"; one item alone, none as the empty string. */
export const andList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
