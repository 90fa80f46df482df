// The heuristic bot in the Coup Game (rulings B41–B60): whether to start a coup, the Cousin, movement,
// bribes and transfers, attacks, shelling, retreats, sides, the Junta's vote and the execution – each
// kind of decision answered by the part that reads it (heuristic-coup-*.ts).
import type { Deciders } from './heuristic-context.js';
import { executionStep, juntaVoteStep, sideStep } from './heuristic-coup-aftermath.js';
import { attackStep, retreatStep, shellStep } from './heuristic-coup-battle.js';
import { moveStep } from './heuristic-coup-move.js';
import { coupQuestionStep, cousinStep } from './heuristic-coup-question.js';

export const coupDeciders: Deciders = {
  'coup-question': coupQuestionStep,
  cousin: cousinStep,
  movement: moveStep,
  attacks: attackStep,
  shelling: shellStep,
  retreats: retreatStep,
  sides: sideStep,
  'junta-vote': juntaVoteStep,
  execution: executionStep,
};
