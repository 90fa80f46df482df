// Who may sit at the table: how many players a game has (R1) and how long a player's name may be
// in a record. Apart from the card catalogue, with no imports, so the game's registry entry (which
// the option checks read) and the setup screen have these limits before any card data loads.

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
/** A new game's players unless told (`junta play`, `junta simulate`): the middle of the range. */
export const DEFAULT_PLAYERS = 4;
/** The record format's own limit on a name (UTF-16 units); a wide emoji sequence can reach it before 24 columns. */
export const NAME_MAX_LENGTH = 40;
