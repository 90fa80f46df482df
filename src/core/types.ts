// The words every game shares: a seat is a player's place at the table, counted from 0 (R1, V1);
// a Random is a source of numbers in [0, 1) owned by a bot or a test, never by a game's state (R4, V4).
export type Seat = number;
export type Random = () => number;
