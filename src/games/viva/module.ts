// Viva el Presidente! as a game module (V1–V31): its rules behind the core's interface, the standing
// keyed by VP then Foreign Aid in hand (V29), pending decisions read alike from a state and a view
// (V5). Its wire schemas (wire.ts) load only when the network or a record file needs them, its bots
// (the generic random bot and ISMCTS, bots.ts) on first use.
import type { Choices, GameModule } from '../../core/game.js';
import { apply } from './apply.js';
import { describeEvent, visibleTo } from './describe.js';
import { determinize } from './determinize.js';
import { vivaInfo } from './info.js';
import { legalActions } from './legal.js';
import { pending, pendingInView } from './pending.js';
import { score } from './score.js';
import { create, type VivaStart } from './setup.js';
import type { Action, VivaEvent, VivaRecord, VivaState } from './types.js';
import { publicView, viewFor, type VivaView } from './view.js';

export const viva: GameModule<VivaState, Action, VivaView, VivaEvent, VivaRecord, Choices<Action>> = {
  ...vivaInfo,
  rules: {
    create: (start) => create(start as VivaStart),
    apply,
    pending,
    pendingInView,
    legalActions,
    viewFor,
    publicView,
    determinize,
    isOver: (state) => state.phase === 'ended',
    score,
    describeEvent,
    visibleTo,
  },
  wire: async () => (await import('./wire.js')).vivaWire,
  bots: async () => (await import('./bots.js')).vivaBots,
};
