// Who may sit at the table: how many players a game of Las Cartas has (R1: the engine's setup and
// the game's registry entry read them) and how long a player's name may be in a record (records,
// the wire and the screens read it). Apart from the card catalogue, with no imports, so the
// registry entry (which the option checks read) and the setup screen have these limits before any
// card data loads. A new game's player count unless told is the game's (GameInfo.players.default).

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
/** The record format's own limit on a name: every game's (core/names.ts). */
export { NAME_MAX_LENGTH } from '../core/names.js';
