// Junta, the board game as a game module (rulings B1–B40, B61–B77), assembled from its parts (none of
// which imports it): its rules behind the core's interface (rules/index.ts), pending decisions read
// alike from a state and a view, events told with their audience (B5). Its wire schemas (wire.ts)
// load only when the network or a record file needs them; its bots are the core's random bot for
// now; its screens are plain mode's (ui/). Not in the registry (src/games/index.ts) until the Coup Game lands.
import type { Choices, GameModule } from '../../core/game.js';
import { boardInfo } from './info.js';
import { retells } from './rules/describe.js';
import { boardRules } from './rules/index.js';
import type { Action, BoardEvent, BoardState } from './rules/types.js';
import { simultaneousInView, topicInView, type BoardView } from './rules/view.js';
import type { BoardRecord } from './rules/setup.js';

export const board: GameModule<BoardState, Action, BoardView, BoardEvent, BoardRecord, Choices<Action>> = {
  ...boardInfo,
  rules: boardRules,
  wire: async () => (await import('./wire.js')).boardWire,
  bots: async () => (await import('./bots/index.js')).boardBots,
  // What `junta simulate` reports beyond the win rates.
  statistics: async () => (await import('./statistics.js')).boardStatistics,
  // Plain mode's prompts and sentences, and the story; the full screens (the city map) are still to come.
  screens: async () => (await import('./ui/index.js')).screens,
  // Gifts in one's own turn are among the turn's choices (B72): a bot asked about an offer has none.
  botChoices: (state, seat, offer) => (offer ? { actions: [], samplers: [], optional: [] } : boardRules.legalActions(state, seat)),
  // B5: an event's `audience` lists the seats it was told to; without it, every seat sees it.
  audienceField: 'audience',
  // B5: what a seat was told in private retells its public twin: the log tells it once.
  retells,
  // B64: the final table's column, the Swiss account.
  narration: { scoreKeys: ['Account (M)'] },
  round: (state) => state.round,
  // B24, B68: who has chosen a Location, or answered a trade window, for the network's banner and plain mode.
  simultaneousInView,
  // B77: `?` opens the rules of the decision at hand.
  topicInView,
  // B42, B47: the coup's share of a game, and a movement turn's legalActions at 7 seats.
  bench: async () => (await import('./bench.js')).boardBench,
};
