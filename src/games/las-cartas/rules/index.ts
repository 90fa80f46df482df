// The engine's public API (architecture.md): pure functions over plain JSON state.
export { apply } from './apply.js';
export { createGame, createGameWithEvents, SetupError } from './setup.js';
export { pending } from './pending.js';
export { legalActions, optionalOnly, pickUniformly, type LegalActions, type SampledType } from './legal.js';
export { viewFor, publicView, rebellionWhereabouts, votesCounted, votesInPlay, type PlayerView, type SeatView } from './view.js';
export { determinize } from './determinize.js';
export { legalFromView } from './view-legal.js';
export type { Coach, CoachAdvice } from './coach.js';
export { score, type Score } from './score.js';
export { describeEvent, visibleTo, capital, cardName, listWords, moneyList, plural } from './format.js';
export { designId, isRebellion, moneyValue, totalValue } from './catalogue.js';
export { CATALOGUE, CardRegistry, battleValue, cardProblem, cardsOf, designOf } from './cards.js';
export type { CardAction, CardRules, EffectChoice } from './effects/index.js';
export { replayRecord, startRecord, type GameRecord, type RecordPlayer, type ReplayResult, type ReplayStep } from './record.js';
export { randomAction, playRandomGame, RANDOM_BRIBE_CHANCE, type Playout } from './playout.js';
export { checkConservation } from './conservation.js';
export {
  actionProblem, CARD_INSTANCE, MAX_AMOUNT, MAX_DECLARATIONS, MAX_LIST, MAX_TEXT, MONEY_INSTANCE, type CardNaming,
} from './shape.js';
export * from './types.js';
export { lasCartasRules } from './game-rules.js';
export { choicesOf } from './choices.js';
