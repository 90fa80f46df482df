// The Las Cartas record format's name (architecture.md, "The game record"): a record's and a
// save's `format`, which says which game it is. Apart from the engine, with no imports, so the game
// registry names the game without loading its rules.
export const RECORD_FORMAT = 'junta-las-cartas/1';
