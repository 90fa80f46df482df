// A deep copy of plain data (core/rules.ts: states, views and actions are JSON-safe – arrays, plain
// objects, strings, numbers, booleans, null): several times quicker than structuredClone on them.

/** A copy of `value` sharing no array or object with it. */
export function plainCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(plainCopy) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = plainCopy((value as Record<string, unknown>)[key]);
  return out as T;
}
