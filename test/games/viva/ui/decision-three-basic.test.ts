// Viva's private decision screen keyed in (decision-play.tsx): three players, Basic, every seat's
// decisions on the screen.
import { decisionTests } from './decision-play.js';

decisionTests([['three-basic', 3, 'basic', () => true]]);
