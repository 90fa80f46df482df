// Viva el Presidente!'s story on the screens beyond its log's lines (V5, V8, V10, V12–V21, V29): a
// battle's and a Presidente change's news, the notebook of what the seat was shown of others' hands,
// Promises and orders, the reveal after the game (every Promise's cards, what Burglars and plunder
// took, the last hands) and the final scores, VP then Foreign Aid in hand.
import { replayGame } from '../../../core/replay.js';
import { seatNames } from '../../../session/seat-names.js';
import { shown } from '../../../text/width.js';
import type { FinalScore, GameStory } from '../../../ui/game-screens.js';
import { byCardId } from '../content/cards.js';
import { golpistas } from '../rules/context.js';
import { describeEvent } from '../rules/describe.js';
import { vivaRules } from '../rules/index.js';
import type { VivaEvent, VivaRecord } from '../rules/types.js';
import type { VivaView } from '../rules/view.js';
import { cardsWords, ordersWords, promisedDiceWords } from './plain/words.js';
import { orderNumbers } from './table/labels.js';
import type { VivaScreenTypes } from './screen-types.js';

type Log = Parameters<GameStory<VivaScreenTypes>['news']>[0];

/** The lines of a step with news (a battle fought, a new Presidente): what the seat saw happen in it. */
export function newsLines(log: Log, step: number, names: readonly string[]): string[] {
  return (log.find((s) => s.step === step)?.events ?? []).filter((e) => e.type !== 'round').map((e) => describeEvent(e, names));
}

/** How a notebook tells another Golpista's orders: in words (plain mode), or by the numbers on his dice (the screens). */
export type OrdersStyle = 'words' | 'numbers';

/** What the seat was shown and may have forgotten (V5, V8, V10), one fact each: cards it knows in others' hands, Promises it looked into, orders a Spy showed. */
export function notebookFacts(view: VivaView, names: readonly string[], style: OrdersStyle): string[] {
  const me = view.seat;
  if (me === null) return [];
  const facts: string[] = [];
  view.players.forEach((p, i) => {
    if (i !== me && p.known.length > 0) facts.push(`${names[i]} holds ${cardsWords([...p.known].sort(byCardId))}`);
  });
  for (const g of golpistas(view)) {
    const promise = view.players[g].promise;
    if (g !== me && me !== view.presidente && promise?.cards) facts.push(`${names[g]}'s Promise: ${cardsWords(promise.cards)}`);
  }
  if (!view.revealed) {
    for (const g of golpistas(view)) {
      const orders = view.players[g].orders;
      if (g !== me && orders) facts.push(`${names[g]}'s orders: ${style === 'words' ? ordersWords(g, orders, names) : orderNumbers(orders) || 'no dice'}`);
    }
  }
  return facts;
}

/** The notebook in a line, or null when the seat was shown nothing to remember. */
export function notebook(view: VivaView, _log: Log, names: readonly string[]): string | null {
  const facts = notebookFacts(view, names, 'words');
  return facts.length === 0 ? null : `You know: ${facts.join(' · ')}`;
}

/** What the reveal after the game shows, in a sentence (plain mode's heading over revealLines). */
export const REVEAL_HEADING = 'What really happened: every Promise\'s cards, what Burglars and plunder took, and the hands at the end.';

function revealLine(e: VivaEvent, round: number, names: readonly string[]): string | null {
  switch (e.type) {
    case 'promised': {
      if (!e.cards) return null;
      const dice = e.dice.length > 0 ? `, with ${promisedDiceWords(e.dice, names, null)}` : '';
      return `Round ${round}, Promise to ${names[e.to]}: ${cardsWords(e.cards)}${dice}.`;
    }
    case 'took': return e.card ? `  ${names[e.seat]} took ${cardsWords([e.card])} from ${names[e.from]}'s Promise.` : null;
    case 'plunder': return e.card ? `  ${names[e.seat]} plundered ${cardsWords([e.card])} from ${names[e.from]}.` : null;
    case 'ordered': return e.spy ? `  ${names[e.seat]} declared a Spy with the orders.` : null;
    default: return null;
  }
}

/** The reveal after the game, from its record: the hidden cards of every round, then each hand at the end. */
export function revealLines(record: VivaRecord): string[] {
  const { actions, players, ...rest } = record;
  const replay = replayGame(vivaRules, { start: { ...rest, players: players.map((p) => p.name) }, actions });
  if (!replay.ok) return [];
  const names = players.map((p) => shown(p.name));
  const lines: string[] = [];
  let round = 0;
  for (const e of [...replay.initialEvents, ...replay.steps.flatMap((s) => s.events)]) {
    if (e.type === 'round') round = e.round;
    const text = revealLine(e, round, names);
    if (text) lines.push(text);
  }
  replay.state.players.forEach((p, i) => lines.push(`At the end ${names[i]} held ${cardsWords([...p.hand].sort(byCardId))}.`));
  return lines;
}

/** The final scores from the public game-over event (V29): VP, then Foreign Aid in hand; names that would look alike carry their seat. */
export function finalScores(log: Log, names: readonly string[]): FinalScore[] {
  const over = log.flatMap((s) => s.events).find((e): e is Extract<VivaEvent, { type: 'game-over' }> => e.type === 'game-over');
  if (!over) return [];
  const apart = seatNames(names);
  return over.vp.map((vp, seat) => ({ name: apart[seat], keys: [vp, over.aid[seat]], winner: over.winners.includes(seat) }));
}

/** What the shell tells of Viva beyond its log. */
export const story: GameStory<VivaScreenTypes> = {
  news: newsLines,
  notebook,
  reveal: { heading: REVEAL_HEADING, lines: revealLines },
  finalScores,
};
