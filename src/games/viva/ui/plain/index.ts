// Viva el Presidente!'s plain-mode screens, for the module's `screens()` once its full screens
// exist (src/ui/game-screens.ts): the prompts over the screens' pure models and the sentences of a
// view, and the story the shell tells beyond the log.
import type { VivaScreenTypes } from '../screen-types.js';
import { answerPrompt, openPrompt, promptText, type Prompt } from './prompts.js';
import type { PlainPrompts } from '../../../../ui/game-screens.js';

export const vivaPrompts: PlainPrompts<Prompt, VivaScreenTypes> = { open: openPrompt, text: promptText, answer: answerPrompt };

export const vivaPlain = { prompts: vivaPrompts };
