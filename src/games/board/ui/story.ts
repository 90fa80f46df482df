// Junta, the board game's story beyond its log's lines (rulings B5, B24, B64): a step's events as
// news, the notebook of what the seat was shown this round (an Informant's Location, a Tax
// Inspector's total), the reveal after the game (each family's last hand and pocket: the Budgets'
// true stacks and the gifts' bills are the end's own public events, B64) and the final scores, the
// Swiss accounts.
import { replayGame } from '../../../core/replay.js';
import { seatNames } from '../../../session/seat-names.js';
import { shown } from '../../../text/width.js';
import type { FinalScore, GameStory } from '../../../ui/game-screens.js';
import { byCardId } from '../content/cards.js';
import { billsText, cardName, describeEvent, list } from '../rules/describe.js';
import { boardRules } from '../rules/index.js';
import { valueOf } from '../rules/money.js';
import type { BoardRecord } from '../rules/setup.js';
import type { BoardEvent, BoardState } from '../rules/types.js';
import type { BoardView } from '../rules/view.js';
import type { BoardScreenTypes } from './screen-types.js';
import { TO_LOCATION } from './plain/words.js';

type Log = Parameters<GameStory<BoardScreenTypes>['news']>[0];

/** A step's events in the game's words. */
export function newsLines(log: Log, step: number, names: readonly string[]): string[] {
  return (log.find((s) => s.step === step)?.events ?? []).map((e) => describeEvent(e, names));
}

/** What the seat was shown this round and may have forgotten (B5): Locations seen, pocket totals learnt; null when nothing. */
export function notebook(view: BoardView, _log: Log, names: readonly string[]): string | null {
  const facts = view.notes.flatMap((n) => {
    if (n.round !== view.round) return [];
    if (n.kind === 'location') return [`${names[n.seat]} is at ${TO_LOCATION[n.location]}`];
    if (n.kind === 'pocket-total') return [`${names[n.seat]} held ${n.total} M in pocket money`];
    return [];
  });
  return facts.length === 0 ? null : `You know this round: ${facts.join(' · ')}`;
}

export const REVEAL_HEADING = 'What was still hidden at the end: each family\'s last hand and pocket (every Budget\'s true stacks and every gift\'s bills were revealed above).';

/** The reveal after the game, from its record: each family's hand and pocket at the end. */
export function revealLines(record: BoardRecord): string[] {
  const { actions, players, ...rest } = record;
  const replay = replayGame<BoardState, unknown, BoardEvent>(boardRules, { start: { ...rest, players: players.map((p) => p.name) }, actions });
  if (!replay.ok) return [];
  const names = players.map((p) => shown(p.name));
  return replay.state.players.map((p, i) => {
    const hand = p.hand.length === 0 ? 'no card' : list([...p.hand].sort(byCardId).map(cardName));
    return `${names[i]} held ${hand}, and in pocket ${billsText(p.pocket)}.`;
  });
}

/** The final scores from the public end event (B64): each Swiss account; names that would look alike carry their seat. */
export function finalScores(log: Log, names: readonly string[]): FinalScore[] {
  const end = log.flatMap((s) => s.events).find((e): e is Extract<BoardEvent, { type: 'end' }> => e.type === 'end');
  if (!end) return [];
  const apart = seatNames(names);
  return end.accounts.map((account, seat) => ({ name: apart[seat], keys: [valueOf(account)], winner: end.winners.includes(seat) }));
}

/** What the shell tells of the board game beyond its log. */
export const story: GameStory<BoardScreenTypes> = {
  news: newsLines,
  notebook,
  reveal: { heading: REVEAL_HEADING, lines: revealLines },
  finalScores,
};
