// What a seat is told on its next private screen (V5, V8, V19, V24, V25): the events it saw since
// its last decision, in words, and first the cards that came into or left its hand meanwhile – drawn,
// bought, taken with Burglars, plundered, a Promise taken – read from its own log, where the card is named.
import { withoutRetold } from '../../../../core/game.js';
import { cardsText, describeEvent, retells } from '../../rules/describe.js';
import type { Seat, VivaEvent } from '../../rules/types.js';

/** A step of a seat's log, as the session keeps it. */
export interface SeatStep { step: number; actor: Seat | null; events: readonly VivaEvent[] }

/** Where the seat's last act is in its log: the index of its step, or -1 before its first. */
function lastAct(log: readonly SeatStep[], seat: Seat): number {
  let at = log.length - 1;
  while (at >= 0 && log[at].actor !== seat) at--;
  return at;
}

/** The steps since the seat's last act (all of them before its first). */
export const sinceLastAct = (log: readonly SeatStep[], seat: Seat): SeatStep[] => log.slice(lastAct(log, seat) + 1);

/** One card event of the seat's own hand in words, or null when the event is not one. */
function handChange(e: VivaEvent, seat: Seat, names: readonly string[]): string | null {
  switch (e.type) {
    case 'draw':
      if (e.seat !== seat || !e.cards || e.cards.length === 0) return null;
      return `you ${e.why === 'bought' ? 'bought' : 'drew'} ${cardsText(e.cards)}${e.why === 'donation' ? ' (Party Donation)' : ''}`;
    case 'took':
      if (!e.card) return null;
      if (e.seat === seat) return `you took ${cardsText([e.card])} from ${names[e.from]}'s Promise (Burglars)`;
      return e.from === seat ? `${names[e.seat]} took ${cardsText([e.card])} from your Promise (Burglars)` : null;
    case 'plunder':
      if (!e.card) return null;
      if (e.seat === seat) return `you plundered ${cardsText([e.card])} from ${names[e.from]}`;
      return e.from === seat ? `${names[e.seat]} plundered ${cardsText([e.card])} from you` : null;
    case 'promise-settled':
      return e.seat === seat && e.taken && e.cards && e.cards.length > 0 ? `you took your Promise: ${cardsText(e.cards)}` : null;
    default:
      return null;
  }
}

/**
 * The cards gained and lost since the seat's last decision, in a line, or null when none: from its
 * last act's step on, since what that act set off (the card a payment bought, the plunder after the
 * roll its pass started) the seat has not been told yet.
 */
export function handNews(log: readonly SeatStep[], seat: Seat, names: readonly string[]): string | null {
  const changes = log.slice(Math.max(0, lastAct(log, seat))).flatMap((s) => s.events.flatMap((e) => handChange(e, seat, names) ?? []));
  return changes.length === 0 ? null : `Since your last turn: ${changes.join('; ')}.`;
}

/** The events since the seat's last decision, in words (the round markers left out). */
export function recapSentences(log: readonly SeatStep[], seat: Seat, names: readonly string[]): string[] {
  return sinceLastAct(log, seat).flatMap((s) => withoutRetold(s.events, retells).filter((e) => e.type !== 'round').map((e) => describeEvent(e, names)));
}
