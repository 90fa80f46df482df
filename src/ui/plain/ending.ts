// Plain mode's end of a game (R27, V29; a game nobody wins says so: the board game's B10 and B64):
// the scores in the game's sentences, then the reveal and the seed, each a paragraph said in turn.
import type { StepLog } from '../../session/port.js';
import { visible } from '../../text/sanitize.js';
import { nobodyWon, type GameScreens } from '../game-screens.js';

/** The paragraphs of the end: the scores, then, with the record, its reveal and seed. */
export function endingParagraphs(story: GameScreens['story'], sentences: GameScreens['plain']['sentences'], log: readonly StepLog<unknown>[], record: unknown, names: readonly string[]): string[][] {
  const scores = story.finalScores(log, names);
  const over = ['', nobodyWon(scores) ? 'The game is over: nobody wins.' : 'The game is over.', ...sentences.scores(scores)];
  if (!record) return [over];
  return [over, ['', story.reveal.heading, ...story.reveal.lines(record).map((l) => `  ${l.trim()}`), '', `The seed was ${visible((record as { seed: string }).seed)}.`]];
}
