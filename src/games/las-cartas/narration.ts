// How `junta replay` tells Las Cartas (what is the game's in the narration is its own): a
// heading for each round with its President, and one for each phase as it starts (foreign aid and
// the budget, voting once per round, drawing once per round, the coup, R8–R28); the final scores
// by money, then cards (R27).
import type { Chapters, GameNarration } from '../../core/game.js';
import type { GameEvent } from './rules/index.js';

const PHASE_HEADINGS: Partial<Record<GameEvent['type'], string>> = {
  'foreign-aid-drawn': 'Foreign aid and budget',
  'budget-defeated': 'Coup',
};

/** A telling's headings: the round's (which tells the round-started event), each phase's when it starts. */
function chapters(names: readonly string[]): Chapters<GameEvent> {
  let round = 0;
  let votingShown = -1;
  let drawingShown = -1;
  const before = (event: GameEvent) => {
    if (event.type === 'round-started') {
      round = event.round;
      return { heading: ['', `Round ${event.round} · President ${names[event.president]}`], told: false };
    }
    if (event.type === 'turn-started' && event.turn === 1 && votingShown !== round) {
      votingShown = round;
      return { heading: ['  Voting'], told: true };
    }
    if (event.type === 'cards-refilled') {
      if (drawingShown === round) return { heading: [], told: true };
      drawingShown = round;
      return { heading: ['  Drawing'], told: true };
    }
    const title = PHASE_HEADINGS[event.type];
    return { heading: title ? [`  ${title}`] : [], told: true };
  };
  return { before };
}

export const lasCartasNarration: GameNarration<GameEvent> = {
  scoreKeys: ['Money', 'Cards'],
  chapters,
};
