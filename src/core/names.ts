// The one test of name identity: the session's name rules (session/input.ts) and a
// game's own tables (Las Cartas' tutorial, which leaves out a bot named as the player) share it.

/** A name's longest in any game's record (UTF-16 units; a wide emoji sequence can reach it before 24 columns): records, the wire and the screens hold names to it. */
export const NAME_MAX_LENGTH = 40;

/**
 * Two names are the same player's when they match after Unicode normalization, trimming and case
 * folding ("ANA", "ana", "Ａｎａ", "Ana ", "José" in NFC or NFD).
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toUpperCase().toLowerCase().normalize('NFKC');
}

/** The seat of the player an action names by name (both games' actions do: R1, V1), null when it names none at the table. */
export function seatNamed(names: readonly string[], name: string): number | null {
  const seat = names.indexOf(name);
  return seat < 0 ? null : seat;
}
