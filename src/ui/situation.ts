// What the table flow (session/flow.ts) needs to know about a table seen from one terminal: who
// must act, whether the President may bribe now (R11), who sits here, which bots run here,
// the first coup not yet told, and whose voting turn it is. The screens' App and plain mode both read it.
import type { PlayerView, Seat } from '../engine/index.js';
import type { Situation } from '../session/flow.js';
import type { TableClient } from '../session/local-table.js';
import { coupAfter } from './story.js';

/** Whose voting turn it is: none once voting is closing or its turns are over. */
function turnOf(voting: PlayerView['voting']): Seat | null {
  if (!voting || voting.closing) return null;
  return voting.order[voting.index] ?? null;
}

export function situationOf(table: TableClient, told: number): Situation {
  const pub = table.port('public');
  const snapshot = pub.snapshot();
  const bots = table.bots;
  return {
    step: snapshot.step,
    finished: snapshot.finished,
    required: snapshot.view.pending.required.map((d) => d.seat),
    briber: snapshot.view.pending.optional.find((o) => o.kinds.includes('bribe'))?.seat ?? null,
    here: table.here,
    bots: bots ? pub.names.map((_, seat) => seat).filter((seat) => bots.isBot(seat)) : [],
    news: coupAfter(pub.log(told), told),
    turn: turnOf(snapshot.view.voting),
  };
}
