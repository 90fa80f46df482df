// Viva el Presidente!'s plain-mode screens and story, for the module's `screens()` once its full
// screens exist (src/ui/game-screens.ts): the prompts over the screens' pure models, the sentences
// of a view, and what the shell tells beyond the log.
import type { PlainPrompts, PlainScreens, PlainSentences } from '../../../../ui/game-screens.js';
import type { VivaScreenTypes } from '../screen-types.js';
import { story } from '../story.js';
import { ownSentences, scoreSentences, tableSentences } from './describe.js';
import { answerPrompt, openPrompt, promptText, type Prompt } from './prompts.js';

export const vivaPrompts: PlainPrompts<Prompt, VivaScreenTypes> = { open: openPrompt, text: promptText, answer: answerPrompt };
export const vivaSentences: PlainSentences<VivaScreenTypes> = { table: tableSentences, own: ownSentences, scores: scoreSentences };

/** GameScreens' `plain` and `story` for Viva. */
export const vivaPlain: PlainScreens<VivaScreenTypes> = { prompts: vivaPrompts, sentences: vivaSentences };
export { story as vivaStory };
