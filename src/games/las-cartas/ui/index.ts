// Las Cartas' own screens as its module gives them to the generic shell (the shell's
// contract is src/ui/game-screens.ts): plain mode's prompts and sentences, and, loaded only for the
// full screens (Ink), the public table (R5), the private decision screen (R8–R20 through its
// widgets, R11's bribe builder) and the record viewer (full.ts). Loaded by the module's `screens()`.
import type { GameScreens } from '../../../ui/game-screens.js';
import type { LasCartasScreenTypes } from './screen-types.js';
import { answerPrompt, openPrompt, promptText } from './plain/prompts.js';
import { newsSentence, ownSentences, scoreSentences, tableSentences } from './plain/describe.js';
import { story } from './story.js';

export const screens: GameScreens<LasCartasScreenTypes> = {
  plain: {
    prompts: { open: openPrompt, text: promptText, answer: answerPrompt },
    sentences: { table: tableSentences, own: ownSentences, scores: scoreSentences, news: newsSentence },
  },
  full: async () => (await import('./full.js')).fullScreens,
  story,
};
