// Events retold (a module's `retells`, R5, V5: a drawn card, a Promise's contents, one's own
// orders): told in public, then with their detail to those who may know them; a log tells each once.

/** Whether `told` retells `plain` with more (a module's `retells`). */
export type Retells<E> = (told: E, plain: E) => boolean;

/**
 * A step's events as a reader's log tells them (a module's `retells`): each event that a later one
 * of the same step retells, left out, so a seat told more than the public reads each thing once.
 */
export function withoutRetold<E>(events: readonly E[], retells: Retells<E> | undefined): readonly E[] {
  if (!retells) return events;
  return events.filter((plain, i) => !events.some((told, j) => j > i && retells(told, plain)));
}

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
