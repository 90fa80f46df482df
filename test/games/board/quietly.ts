// A quiet table for the tests of phases 5–9 (rulings B24–B38): every asked player gives the plainest
// answer of the decision on top (home, done, pass, no coup, ready, stay away) until the position a test wants.
import type { BoardState } from '../../../src/games/board/rules/types.js';
import { act, legal, topFrame, whoMustAct } from './builder.js';

type Stop = (s: BoardState) => boolean;

/** The plainest answer of `name` at the decision on top, or null where the tests must answer themselves. */
function plainAnswer(s: BoardState, name: string): Record<string, unknown> | null {
  switch (topFrame(s).kind) {
    case 'locations':
      return { type: 'location', location: 'home' };
    case 'announce':
    case 'banking':
      return { type: 'done' };
    case 'react':
    case 'coup-question':
      return { type: 'pass' };
    case 'window':
      return { type: 'ready' };
    case 'exiles':
      return legal(s, name).actions.find((a) => a.type === 'stay') ?? null;
    default:
      return null;
  }
}

/** Answers quietly until `stop` holds, the game ends, or a decision comes that has no plain answer here. */
export function quietly(s: BoardState, stop: Stop): BoardState {
  let next = s;
  while (!next.ended && !stop(next)) {
    const [name] = whoMustAct(next);
    const answer = name === undefined ? null : plainAnswer(next, name);
    if (answer === null) return next;
    const { seat: _seat, ...move } = answer as { seat?: string };
    next = act(next, name, move);
  }
  return next;
}

/** Stops at a frame of this kind on top. */
export const atFrame = (kind: string): Stop => (s) => topFrame(s).kind === kind;
/** Stops when the round's driver is at this phase (every frame above it closed or not). */
export const atPhase = (phase: number): Stop => (s) => (s.flow[0] as { phase: number }).phase === phase;
