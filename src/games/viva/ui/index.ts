// Viva el Presidente!'s own screens as its module gives them to the generic shell (the contract is
// src/ui/game-screens.ts): plain mode's prompts and sentences and the story, and, loaded only for the
// full screens (Ink), the public table, the private decision screen and the record viewer (full.ts).
import type { GameScreens } from '../../../ui/game-screens.js';
import { vivaPlain, vivaStory } from './plain/index.js';
import type { VivaScreenTypes } from './screen-types.js';

export const screens: GameScreens<VivaScreenTypes> = {
  plain: vivaPlain,
  full: async () => (await import('./full.js')).fullScreens,
  story: vivaStory,
};
