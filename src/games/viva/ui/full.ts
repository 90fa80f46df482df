// Viva el Presidente!'s full screens (Ink), loaded only when a front end draws them: the public
// table (V5), a seat's private decision screen and the record viewer of `replay --interactive`.
import type { FullScreens } from '../../../ui/game-screens.js';
import { ReplayViewer } from './replay.js';
import type { VivaScreenTypes } from './screen-types.js';
import { VivaDecision } from './screens/Decision.js';
import { story } from './story.js';
import { VivaTableScreen } from './table/TableScreen.js';

export const fullScreens: FullScreens<VivaScreenTypes> = { Table: VivaTableScreen, Decision: VivaDecision, Replay: ReplayViewer, story };
