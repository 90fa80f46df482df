// Viva el Presidente! as a game module (V1–V31): its rules behind the core's interface, the standing
// keyed by VP then Foreign Aid in hand (V29). Not registered yet: the generic layers come later.
import type { GameModule } from '../../core/game.js';
import { apply } from './apply.js';
import { describeEvent, visibleTo } from './describe.js';
import { determinize } from './determinize.js';
import { vivaInfo } from './info.js';
import { legalActions } from './legal.js';
import { pending } from './pending.js';
import { score } from './score.js';
import { create, type VivaStart } from './setup.js';
import type { Action, VivaEvent, VivaState } from './types.js';
import { publicView, viewFor, type VivaView } from './view.js';

export const viva: GameModule<VivaState, Action, VivaView, VivaEvent> = {
  ...vivaInfo,
  rules: {
    create: (start) => create(start as VivaStart),
    apply,
    pending,
    legalActions,
    viewFor,
    publicView,
    determinize,
    isOver: (state) => state.phase === 'ended',
    score,
    describeEvent,
    visibleTo,
  },
};
