// Junta, the board game as the registry would know it before its rules load (rulings B1, B2, B71,
// B77): 4 to 7 players, 5 when nobody says (the product recommends 5–7), the record format, the
// parts a record may pin, and its rules text (content/text.ts), loaded on first use.
import type { GameInfo } from '../../core/game.js';

export const boardInfo: GameInfo = {
  id: 'board',
  title: "Junta, the board game — junta's edition",
  about: 'the board game of elections, Swiss accounts, assassinations and coups on a city map',
  recordFormat: 'junta-board/1',
  players: { min: 4, max: 7, default: 5 },
  lookups: { topic: 'budget', card: 'church' },
  // B71: a record may fix the Political deck's order, the Foreign Aid deck and a queue of die results,
  // or begin at a round's start position; "play again" deals afresh.
  pinned: ['political', 'aid', 'dice', 'start'],
  // B71: the map and the catalogue are fixed in this release (the record's options name them).
  options: [],
  // B70: the heuristic bot plays a seat without a named kind.
  defaultBot: 'heuristic',
  // Its screens are plain mode's for now (the map and the table come after).
  plainOnly: true,
  text: async () => (await import('./content/text.js')).boardText,
};
