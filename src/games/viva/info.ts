// Viva el Presidente! as the registry knows it before its rules load (V1, V3, V29): 3 to 5
// players, 4 when nobody says, the record format, its two options (the variant, --expert for short; how the first
// Presidente is chosen), and its rules text, loaded on first use.
import type { GameInfo } from '../../core/game.js';
import { CURRENT_CATALOGUE } from './content/cards.js';

export const vivaInfo: GameInfo = {
  id: 'viva',
  title: 'Junta: Viva el Presidente!',
  about: 'the dice game of Promises, Militias and raids on Estates',
  recordFormat: 'junta-viva/1',
  players: { min: 3, max: 5, default: 4 },
  lookups: { topic: 'combat', card: 'gunboat' },
  // V4: a record may fix the deck's order and a queue of die results.
  pinned: ['deck', 'dice'],
  // V31: a record names the catalogue it was dealt with.
  stamp: { catalogue: CURRENT_CATALOGUE },
  options: [
    {
      key: 'variant', flag: '--variant', value: 'basic|expert', summary: 'basic or expert', default: 'basic', suggestions: ['basic', 'expert'],
      shorthands: [{ flag: '--expert', value: 'expert', summary: 'the Expert variant (--variant expert)' }],
    },
    {
      key: 'firstPresidente', flag: '--first-presidente', value: 'how', summary: 'roll or a player name', default: 'roll',
      // V3: a player may be named instead; the setup screen offers the names after "roll".
      suggestions: ['roll'], label: 'First Presidente', playerNames: true,
    },
  ],
  text: async () => (await import('./content/text.js')).vivaText,
};
