// A log read by a seat that was told more than the public (R5, V5: a drawn card, a Promise's
// contents, one's own orders): where a game tells an event twice in one step – in public, then with
// its detail to those who may know it – the told one says all the public one does, and a log that
// shows it leaves the public one out, so the reader is not told the same thing twice.

/** Whether `told` retells `plain` with more (the game's `retells`). */
export type Retells<E> = (told: E, plain: E) => boolean;

/** A step's events as a reader's log tells them: each event that a later one of the same step retells, left out. */
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
