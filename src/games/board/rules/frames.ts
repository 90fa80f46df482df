// The registry of the board game's frames (ruling B70): each kind of decision point and the rules
// that ask, list, apply and move it on.
import { executionRules, juntaVoteRules, sidesRules } from './aftermath.js';
import { announceRules, reactRules } from './assassinations.js';
import { attacksRules } from './attacks.js';
import { budgetRules, forceRules } from './budget.js';
import { cabinetRules } from './cabinet.js';
import { coupRules } from './coup.js';
import { coupQuestionRules, cousinRules } from './coup-question.js';
import { retreatsRules } from './exchanges.js';
import type { FrameRules, FrameTable } from './frame-rules.js';
import { locationsRules } from './locations.js';
import { movementRules } from './movement.js';
import { handLimitRules, playPassRules } from './phase1.js';
import { bankingRules, exilesRules } from './phase9.js';
import { roundRules } from './round.js';
import { shellingRules } from './shelling.js';
import type { Frame } from './types.js';
import { voteRules } from './vote.js';
import { windowRules } from './window.js';

const FRAMES: FrameTable = {
  round: roundRules,
  vote: voteRules,
  window: windowRules,
  pass: playPassRules,
  announce: announceRules,
  'hand-limit': handLimitRules,
  react: reactRules,
  banking: bankingRules,
  exiles: exilesRules,
  cabinet: cabinetRules,
  budget: budgetRules,
  force: forceRules,
  locations: locationsRules,
  'coup-question': coupQuestionRules,
  coup: coupRules,
  cousin: cousinRules,
  movement: movementRules,
  attacks: attacksRules,
  shelling: shellingRules,
  retreats: retreatsRules,
  sides: sidesRules,
  'junta-vote': juntaVoteRules,
  execution: executionRules,
};

export const rulesOf = <F extends Frame>(frame: F): FrameRules<F> => FRAMES[frame.kind] as unknown as FrameRules<F>;

/**
 * B61, B70: resigning is an answer only of a trade window and of the cabinet and Budget decisions
 * (their rules check the rest: the window's number, the President, once a round); anywhere else it
 * is refused under B61 whatever the decision.
 */
export const takesResignation = (frame: Frame): boolean => frame.kind === 'window' || frame.kind === 'cabinet' || frame.kind === 'budget';
