// The working copy one action changes (rulings B1–B40, B61–B77; for replay of a 7-seat record in
// ≤ 100 ms): every part copied but the private logs and the history, which only grow (an entry is
// never changed once written): their entries are shared, and a seat's log, or one of the history's
// lists, is copied only when a rule reaches it. Copying every log at every action made a replay's
// memory (it keeps every state) grow with the square of its length; plainCopy's generality, most of apply's time.
import type { BoardState, History, Note } from './types.js';

type Fields = Record<string, unknown>;

/** A copy of plain data (arrays, plain objects, strings, numbers, booleans, null) sharing no array or object with it. */
function copy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      out[i] = typeof v === 'object' && v !== null ? copy(v) : v;
    }
    return out;
  }
  const out: Fields = {};
  for (const key in value) {
    const v = (value as Fields)[key];
    out[key] = typeof v === 'object' && v !== null ? copy(v) : v;
  }
  return out;
}

/** A list whose items are copied the first time they are reached (the seats' logs, the history's lists); `owned` lists those copied. */
function copiedOnReach<T extends object>(shared: T, owned: Set<PropertyKey>): T {
  const out = (Array.isArray(shared) ? shared.slice() : { ...shared }) as T;
  return new Proxy(out, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol' || owned.has(key) || typeof value !== 'object' || value === null) return value;
      const copy = (value as unknown[]).slice();
      Reflect.set(target, key, copy);
      owned.add(key);
      return copy;
    },
  });
}

export interface Draft {
  /** The copy the rules change, as they would a state. */
  next: BoardState;
  /** The state the action made: the copy, with the logs and the history's lists it did not reach shared with the state it came from. */
  done(): BoardState;
}

/**
 * A draft of `state`: its logs (`notes`) and its history are copied item by item when a rule reaches
 * them, the rest at once.
 */
export function draftOf(state: BoardState): Draft {
  // The state's own shape and key order, its parts then replaced by their copies.
  const next = { ...state } as unknown as Fields;
  const logs = { shared: state.notes, owned: new Set<PropertyKey>() };
  const lists = { shared: state.history, owned: new Set<PropertyKey>() };
  for (const key in next) {
    const value = next[key];
    if (typeof value !== 'object' || value === null) continue;
    if (key === 'notes') next[key] = copiedOnReach(state.notes, logs.owned);
    else if (key === 'history') next[key] = copiedOnReach(state.history, lists.owned);
    else next[key] = copy(value);
  }
  const notes = next.notes;
  const history = next.history;
  /** A drafted list as plain data: the items reached copied, the others shared; one a rule replaced, copied whole. */
  const plain = <T extends object>(now: T, drafted: unknown, from: { shared: T; owned: Set<PropertyKey> }): T => {
    if (now !== drafted) return copy(now) as T;
    if (from.owned.size === 0) return from.shared;
    const out = (Array.isArray(from.shared) ? from.shared.slice() : { ...from.shared }) as Record<PropertyKey, unknown>;
    for (const key of from.owned) out[key as string] = (now as Record<PropertyKey, unknown>)[key as string];
    return out as T;
  };
  const done = (): BoardState => {
    next.notes = plain(next.notes as Note[][], notes, logs);
    next.history = plain(next.history as History, history, lists);
    return next as unknown as BoardState;
  };
  return { next: next as unknown as BoardState, done };
}
