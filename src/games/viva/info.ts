// Viva el Presidente! as the registry will know it before its rules load (V1, V3, V29): 3 to 5
// players, the record format and its options, the variant and how the first Presidente is chosen.
import type { GameInfo } from '../../core/game.js';

export const vivaInfo: GameInfo = {
  id: 'viva',
  title: 'Junta: Viva el Presidente!',
  recordFormat: 'junta-viva/1',
  players: { min: 3, max: 5 },
  options: [
    { key: 'variant', flag: '--variant', value: 'name', summary: 'basic or expert', default: 'basic' },
    { key: 'firstPresidente', flag: '--first-presidente', value: 'how', summary: 'roll or a player name', default: 'roll' },
  ],
};
