// The heuristic bot at a built position, as its tests read (rulings B5, B70): one player's answer from
// his seat's view alone, and a table of heuristic bots (one per seat, each its own memory) playing on.
import seedrandom from 'seedrandom';
import { heuristicAnswer, heuristicBot } from '../../../src/games/board/bots/heuristic.js';
import { choicesOf } from '../../../src/games/board/rules/flow.js';
import type { Action, BoardState } from '../../../src/games/board/rules/types.js';
import { viewFor } from '../../../src/games/board/rules/view.js';
import { act, seat, whoMustAct } from './builder.js';

/** The heuristic's answer for a player, from his seat's view alone (its generator seeded by `salt` and his name). */
export const answer = (s: BoardState, name: string, salt = 'politics'): Action | null =>
  heuristicAnswer(viewFor(s, seat(s, name)), choicesOf(s, seat(s, name)), seedrandom(`${salt}-${name}`));

/** Every decision answered by one heuristic bot per seat (each with its own memory) while `going` holds. */
export function botsPlay(s: BoardState, going: (s: BoardState) => boolean): BoardState {
  const bots = s.players.map(() => heuristicBot());
  const random = seedrandom('politics-table');
  let next = s;
  for (let steps = 0; going(next) && steps < 500; steps++) {
    const name = whoMustAct(next)[0];
    const i = seat(next, name);
    next = act(next, name, bots[i].decide(viewFor(next, i), choicesOf(next, i), random) as Action);
  }
  return next;
}
