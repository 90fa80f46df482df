// What the table flow (session/flow.ts) needs to know about a table seen from one terminal: who
// must act, which optional action the game offers now and to whom (R11's bribe), who sits here, which bots run here,
// the first news not yet told (a coup), whose turn it is (R10's voting turn) and the public window asked now
// (V30: with whom it asks next), all read through the game's module.
// The screens' App and plain mode both read it.
import type { Situation } from '../session/flow.js';
import { newsAfter } from './log-lines.js';
import type { Table, TableGame } from './table-game.js';

export function situationOf(game: TableGame, table: Table, told: number): Situation {
  const pub = table.port('public');
  const snapshot = pub.snapshot();
  const bots = table.bots;
  const pending = game.rules.pendingInView(snapshot.view);
  const offer = pending.optional[0];
  const only = pending.required.length === 1 ? pending.required[0] : undefined;
  return {
    step: snapshot.step,
    finished: snapshot.finished,
    required: pending.required.map((d) => d.seat),
    offer: offer ? { seat: offer.seat, key: offer.key, label: offer.label, role: offer.role } : null,
    here: table.here,
    bots: bots ? pub.names.map((_, seat) => seat).filter((seat) => bots.isBot(seat)) : [],
    news: newsAfter(game, pub.log(told), told),
    turn: game.turnInView?.(snapshot.view) ?? null,
    window: only?.window && !only.window.private ? { seat: only.seat, label: only.window.label, then: only.window.then ?? [] } : null,
  };
}
