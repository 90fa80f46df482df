// Junta: Las Cartas as the registry knows it before its rules load: 3 to 6 players (R1), 4 when
// nobody says (the middle of the range), the record format, its one option, how the first
// President is chosen (R3; at random in a simulation), and its rules text, loaded on first use.
import type { GameInfo } from '../../core/game.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './content/players.js';
import { RECORD_FORMAT } from './content/record-format.js';

export const lasCartasInfo: GameInfo = {
  id: 'las-cartas',
  title: 'Junta: Las Cartas',
  about: 'the card game of budgets, votes and coups',
  recordFormat: RECORD_FORMAT,
  players: { min: MIN_PLAYERS, max: MAX_PLAYERS, default: 4 },
  lookups: { topic: 'coup', card: 'thief' },
  // R2: a record may fix how both decks start.
  pinned: ['decks'],
  options: [
    {
      key: 'firstPresident', flag: '--first-president', value: 'how', summary: 'vote, random or a player name', default: 'vote',
      suggestions: ['vote', 'random'], label: 'First President', playerNames: true,
      // R3: a simulation always drew the first President at random.
      simulated: 'random',
    },
  ],
  text: async () => (await import('./text.js')).lasCartasText,
};
