// Plain mode's typed actions, one definition for every game's prompts: a line that starts with "{" is an
// action as a game record writes it (JSON), the seat filled in when left out, checked by the game's rules;
// a line that is not a JSON object, or an action the rules refuse, is refused in a sentence.
import { visible } from './sanitize.js';

/**
 * The action a line types, or why it is refused. `example` shows an action of this game; `problemOf`
 * is the rules' check, whose message may quote what was typed or a name from a record, so it is
 * escaped to one line.
 */
export function typedAction<A>(text: string, seat: string, example: string, problemOf: (action: A) => string | null): { action: A } | { refused: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refused: 'That line starts like an action but is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { refused: `An action is a JSON object, like ${example}.` };
  const action = { seat, ...value } as A;
  const problem = problemOf(action);
  return problem ? { refused: `That action is not allowed now: ${visible(problem)}.` } : { action };
}
