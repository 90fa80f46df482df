// Viva el Presidente! as a game module (V1–V31), assembled from its parts (none of which imports it):
// its rules behind the core's interface (rules/index.ts), the standing keyed by VP then Foreign Aid
// in hand (V29), pending decisions read alike from a state and a view (V5). Its wire schemas
// (wire.ts) load only when the network or a record file needs them, its bots (the generic random
// bot, its heuristic bot and ISMCTS, bots/) and its statistics for `junta simulate`
// (statistics.ts) on first use.
import type { Choices, GameModule } from '../../core/game.js';
import { vivaInfo } from './info.js';
import { retells } from './rules/describe.js';
import { vivaRules } from './rules/index.js';
import { legalActions } from './rules/legal.js';
import { forcedInView, simultaneousInView } from './rules/pending.js';
import type { Action, Phase, VivaEvent, VivaRecord, VivaState } from './rules/types.js';
import type { VivaView } from './rules/view.js';
import { headline } from './ui/headline.js';

/** The rules topic of each phase (content/rules-topics.ts), for the `?` key at a decision; the discards down to 4 are Spend Money's. */
const PHASE_TOPIC: Record<Phase, string> = {
  promises: 'promises', burglars: 'promises', orders: 'orders', spy: 'orders', combat: 'combat', spend: 'spend', ended: 'end',
};

export const viva: GameModule<VivaState, Action, VivaView, VivaEvent, VivaRecord, Choices<Action>> = {
  ...vivaInfo,
  rules: vivaRules,
  wire: async () => (await import('./wire.js')).vivaWire,
  bots: async () => (await import('./bots/index.js')).vivaBots,
  statistics: async () => (await import('./statistics.js')).vivaStatistics,
  // Its screens (ui/): plain mode's prompts and sentences, the story, and the full screens on first use.
  screens: async () => (await import('./ui/index.js')).screens,
  // Viva offers nothing optional (every play-or-pass step is a required window, V30): a bot asked about an offer has no choice.
  botChoices: (state, seat, offer) => (offer ? { actions: [], samplers: [], optional: [] } : legalActions(state, seat)),
  // V5: an event's `audience` lists the seats it was told to; without it, every seat sees it.
  audienceField: 'audience',
  // V5: what a seat was told in private retells its public twin: the log tells it once.
  retells,
  // V29: the final table's columns, VP then the Foreign Aid value in hand (the tie-break).
  narration: { scoreKeys: ['VP', 'Aid (M)'] },
  // The news screen follows a battle's outcome, a change of Presidente and late-settled Promises (V16, V20, V21).
  headline,
  round: (state) => state.round,
  // V9, V10: who has ordered and who is still deciding, for the network's banner and plain mode.
  simultaneousInView,
  // V24, V25: an empty hand's Spend Money turn is only "done"; the session takes it.
  forcedInView,
  // `?` opens the rules of the phase at hand.
  topicInView: (view) => PHASE_TOPIC[view.phase],
};
