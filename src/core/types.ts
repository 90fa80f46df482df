// The words every game shares: a seat is a player's place at the table, counted from 0 (R1, V1);
// a Random is a source of numbers in [0, 1) owned by a bot or a test, never by a game's state (R4, V4).
export type Seat = number;
export type Random = () => number;

/** A type with every intersection and nested object spelled out, so two spellings of one type compare equal. */
type Normal<T> = T extends readonly (infer U)[] ? Normal<U>[] : T extends object ? { [K in keyof T]: Normal<T[K]> } : T;
/** `true` only when X and Y are one type: a game's wire schemas are checked against its types with it (`const agree: SameType<…> = true`). */
export type SameType<X, Y> = (<T>() => T extends Normal<X> ? 1 : 2) extends (<T>() => T extends Normal<Y> ? 1 : 2) ? true : false;
