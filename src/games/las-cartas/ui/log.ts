// What Las Cartas' log tells, for its module and its own screens alike (so no screen imports the
// module): its events in words (its rules'), where a seat's recap starts – where its turn ended
// (R10) – and the news screen's title for a coup fought (R21–R25).
import { lasCartasRules, type GameEvent } from '../rules/index.js';
import type { LogGame } from '../../../ui/log-lines.js';

/** R21–R25: a coup fought is the news screen's. */
export const headline = (events: readonly GameEvent[]): string | null => (events.some((e) => e.type === 'coup-revealed') ? 'Coup!' : null);

/** A seat's recap starts where its turn ended (R10). */
export const recapFrom = (events: readonly GameEvent[]): number => events.findIndex((e) => e.type === 'turn-started' || e.type === 'voting-ended');

/** Las Cartas as the log's lines read it (ui/log-lines.ts): the module's own fields, without the module. */
export const lasCartasLog: LogGame<GameEvent> = { rules: lasCartasRules, headline, recapFrom };
