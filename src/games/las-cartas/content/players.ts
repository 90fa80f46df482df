// Who may sit at the table: how many players a game of Las Cartas has (R1: the engine's setup and
// the game's registry entry read them; how long a name may be is every game's, core/names.ts). Apart from the card catalogue, with no imports, so the
// registry entry (which the option checks read) and the setup screen have these limits before any
// card data loads. A new game's player count unless told is the game's (GameInfo.players.default).

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
