// Junta, the board game's own screens as its module gives them to the generic shell (the contract is
// src/ui/game-screens.ts): plain mode's prompts and sentences and the story. Its full screens (the
// city map) are still to come: without `full`, the front ends that draw screens refuse it in one line
// that says how to play it in plain mode.
import type { GameScreens, PlainPrompts, PlainSentences } from '../../../ui/game-screens.js';
import { ownSentences, scoreSentences, tableSentences } from './plain/describe.js';
import { answerPrompt, openPrompt, promptText, type Prompt } from './plain/prompts.js';
import type { BoardScreenTypes } from './screen-types.js';
import { story } from './story.js';

const prompts: PlainPrompts<Prompt, BoardScreenTypes> = { open: openPrompt, text: promptText, answer: answerPrompt };
const sentences: PlainSentences<BoardScreenTypes> = { table: tableSentences, own: ownSentences, scores: scoreSentences };

export const screens: GameScreens<BoardScreenTypes> = {
  plain: { prompts, sentences },
  story,
};
