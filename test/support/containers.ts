// The objects and arrays a value holds, for tests that a copy shares none of them with its source
// (a Viva view with its state, draft.test.ts; a port's snapshot with the session's state, local-table.test.ts).

/** Every object and array reachable from `value`, itself included. */
export function containers(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || into.has(value)) return into;
  into.add(value);
  for (const inner of Object.values(value)) containers(inner, into);
  return into;
}
