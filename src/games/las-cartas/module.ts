// Junta: Las Cartas as a game module (rulings R1–R28), assembled from its parts: its rules behind
// the core's interface (rules/game-rules.ts: pending decisions naming their seats, R11's bribe held
// for just before a voting turn, the standing keyed by money then cards, R27), what its log tells
// (ui/log.ts: the recap's start and a coup's news), the rules topic of each phase. Its wire
// schemas (wire.ts) load only when the network or a record file needs them, its bots (random,
// heuristic, ISMCTS), its screens (ui/) and its statistics for `junta simulate` (statistics.ts) on
// first use; its narration's headings and score columns are narration.ts.
import type { GameModule } from '../../core/game.js';
import {
  lasCartasRules, legalActions, optionalOnly, pending,
  type Action, type Coach, type GameEvent, type GameRecord, type LegalActions, type PlayerView, type State,
} from './rules/index.js';
import { PHASE_TOPIC } from './content/rules-text.js';
import { lasCartasInfo } from './info.js';
import { lasCartasNarration } from './narration.js';
import { headline, recapFrom } from './ui/log.js';

export const lasCartas: GameModule<State, Action, PlayerView, GameEvent, GameRecord, LegalActions, Coach> = {
  ...lasCartasInfo,
  rules: lasCartasRules,
  wire: async () => (await import('./wire.js')).lasCartasWire,
  bots: async () => (await import('./bots/index.js')).lasCartasBots,
  statistics: async () => (await import('./statistics.js')).lasCartasStatistics,
  // The tutorial's table, texts and coach (with the heuristic bot it explains) load only for a tutorial.
  tutorial: async () => (await import('./tutorial.js')).lasCartasTutorial,
  // Its screens, widgets and plain-mode prompts (ui/), for the front ends: they load with the screens only.
  screens: async () => (await import('./ui/index.js')).screens,
  // R5: an event's `to` lists the seats it was told to; without it, every seat sees it.
  audienceField: 'to',
  narration: lasCartasNarration,
  // R10: a voting turn is its seat's while the voting goes on (not once it is closing).
  turnInView: (view) => (view.voting && !view.voting.closing ? view.voting.order[view.voting.index] ?? null : null),
  // The `?` key opens the rules of the phase.
  topicInView: (view) => PHASE_TOPIC[view.phase] ?? 'overview',
  headline,
  recapFrom,
  round: (state) => state.round,
  // An offer hands the bot the offered kinds alone (R11: the bribe), so it may decline.
  botChoices: (state, seat, offer) => {
    const legal = legalActions(state, seat);
    if (!offer) return legal;
    return optionalOnly(legal, pending(state).optional.find((o) => o.seat === seat)?.kinds ?? []);
  },
};
