// The usual way a game retells an event (core/game.ts `retells`, R5, V5: a drawn card, a Promise's
// contents, one's own orders): told in public, then with its detail to those who may know it.
import type { Retells } from './game.js';

/**
 * The usual way a game retells: the told event has the public one's every field, the same, and
 * names its audience (the field `audience`), which the public one does not.
 */
export function retellsWithAudience<E extends object>(audience: keyof E & string): Retells<E> {
  return (told, plain) => {
    const t = told as Record<string, unknown>;
    const p = plain as Record<string, unknown>;
    if (t[audience] === undefined || p[audience] !== undefined) return false;
    return Object.keys(p).every((key) => JSON.stringify(p[key]) === JSON.stringify(t[key]));
  };
}
