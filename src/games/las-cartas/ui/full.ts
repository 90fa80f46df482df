// Las Cartas' full screens (Ink), loaded only when a front end draws them: the public
// table screen (R5), a seat's private decision screen and the record viewer of `replay --interactive`.
import type { FullScreens } from '../../../ui/game-screens.js';
import type { LasCartasScreenTypes } from './screen-types.js';
import { ReplayViewer } from './replay.js';
import { DecisionScreen } from './screens/Decision.js';
import { TableScreen } from './screens/TableScreen.js';
import { story } from './story.js';

export const fullScreens: FullScreens<LasCartasScreenTypes> = { Table: TableScreen, Decision: DecisionScreen, Replay: ReplayViewer, story };
