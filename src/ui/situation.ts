// What the table flow (session/flow.ts) needs to know about a table seen from one terminal: who
// must act, which optional action the game offers now and to whom (R11's bribe), who sits here, which bots run here,
// the first news not yet told (a coup), and whose voting turn it is. The screens' App and plain mode both read it.
import type { Seat } from '../core/types.js';
import type { PlayerView } from '../engine/index.js';
import type { Situation } from '../session/flow.js';
import { game, type TableClient } from '../session/las-cartas.js';
import { newsAfter } from './log-lines.js';

/** Whose voting turn it is: none once voting is closing or its turns are over. */
function turnOf(voting: PlayerView['voting']): Seat | null {
  if (!voting || voting.closing) return null;
  return voting.order[voting.index] ?? null;
}

export function situationOf(table: TableClient, told: number): Situation {
  const pub = table.port('public');
  const snapshot = pub.snapshot();
  const bots = table.bots;
  const offer = game.rules.pendingInView(snapshot.view).optional[0];
  return {
    step: snapshot.step,
    finished: snapshot.finished,
    required: snapshot.view.pending.required.map((d) => d.seat),
    offer: offer ? { seat: offer.seat, key: offer.key, label: offer.label, role: offer.role } : null,
    here: table.here,
    bots: bots ? pub.names.map((_, seat) => seat).filter((seat) => bots.isBot(seat)) : [],
    news: newsAfter(pub.log(told), told),
    turn: turnOf(snapshot.view.voting),
  };
}
