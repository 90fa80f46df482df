// Las Cartas' story on the screens beyond its log's lines (the log is src/ui/log-lines.ts):
// a coup's news (R21–R25), what a decision just showed its player, the notebook of what cards showed a seat (R5), the reveal after the game
// and the final scores (R27). The shell reaches them through the screens' `story`.
import {
  cardName, moneyList, replayRecord, totalValue,
  type GameEvent, type GameRecord, type MoneyRef, type PlayerView, type Seat,
} from '../rules/index.js';
import type { StepLog as SeatStepLog } from '../../../session/port.js';
import { seatNames } from '../../../session/seat-names.js';
import { shown } from '../../../text/width.js';
import type { FinalScore, GameStory } from '../../../ui/game-screens.js';
import { line, sinceLastAct } from '../../../ui/log-lines.js';
import { lasCartasLog } from './log.js';

/** One step of a seat's log of Las Cartas. */
type StepLog = SeatStepLog<GameEvent>;

/** The public lines of a step with news (a coup's outcome, R21–R25), without the turn markers. */
export function newsLines(log: readonly StepLog[], step: number, names: readonly string[]): string[] {
  const found = log.find((s) => s.step === step);
  return (found?.events ?? []).map((e) => line(lasCartasLog, e, names)).filter((text) => !text.startsWith('Turn '));
}

/** The events by which a card shows its player something private (R5): a stack, a hand, the Money deck's top. */
const SHOWING: ReadonlySet<GameEvent['type']> = new Set(['stack-seen', 'hand-seen', 'money-deck-top-seen']);

/**
 * What the seat's last decision showed it (R5: Students or a Radio Station a stack, Secret Police
 * a hand), in the log's words, for its "Done" screen: read at once, as plain mode prints it.
 */
export function shownLines(log: readonly StepLog[], seat: Seat, names: readonly string[]): string[] {
  return sinceLastAct(log, seat).filter((e) => SHOWING.has(e.type) && 'seat' in e && e.seat === seat).map((e) => line(lasCartasLog, e, names));
}

/**
 * What the player knows of a stack: its cards (seen by a card), or only its value (shown to all by
 * Foreign Aid Audit); `changed`: it has since moved in a way the player could not see.
 */
type Known = { cards: MoneyRef[]; exact: true } | { value: number; exact: false; changed: boolean };

/**
 * The notebook: what cards showed this player this round (R5), kept up to date with what the
 * player saw happen since – Money moved onto or out of a stack they know – and marked as changed
 * when a stack moved in a way they could not see.
 */
export function notebook(view: PlayerView, log: readonly StepLog[], names: readonly string[]): string | null {
  const stacks = new Map<Seat, Known>();
  const others: string[] = [];
  let round = 0;
  for (const step of log) {
    for (const e of step.events) {
      if (e.type === 'round-started') {
        round = e.round;
        stacks.clear();
        others.length = 0;
      }
      if (round !== view.round) continue;
      track(stacks, e, view.seat, others, names);
    }
  }
  const words = [...stacks.entries()]
    .filter(([owner]) => owner !== view.seat && view.stacks[owner] === null)
    .map(([owner, known]) => {
      if (known.exact) return `${names[owner]}'s stack ${totalValue(known.cards)}M`;
      return known.changed ? `${names[owner]}'s stack ${known.value}M when seen, changed since` : `${names[owner]}'s stack ${known.value}M`;
    });
  const all = [...words, ...others];
  return all.length === 0 ? null : `You know: ${all.join(' · ')}`;
}

function track(stacks: Map<Seat, Known>, e: GameEvent, me: Seat, others: string[], names: readonly string[]): void {
  const changed = (seat: Seat) => {
    const known = stacks.get(seat);
    if (known) stacks.set(seat, { value: known.exact ? totalValue(known.cards) : known.value, exact: false, changed: true });
  };
  // Money the player saw move: a stack known by its value alone (and unchanged) changes by the value moved.
  const moved = (seat: Seat, cards: readonly MoneyRef[], sign: 1 | -1) => {
    const known = stacks.get(seat);
    if (known?.exact) stacks.set(seat, { cards: sign > 0 ? [...known.cards, ...cards] : known.cards.filter((c) => !cards.includes(c)), exact: true });
    else if (known && !known.changed) stacks.set(seat, { ...known, value: known.value + sign * totalValue(cards) });
  };
  switch (e.type) {
    case 'stack-seen':
      stacks.set(e.owner, { cards: [...e.cards], exact: true });
      break;
    case 'stack-value-shown': {
      const known = stacks.get(e.owner);
      // Cards seen and unchanged say more than the value; anything else is replaced by what is shown now.
      if (!known?.exact) stacks.set(e.owner, { value: e.value, exact: false, changed: false });
      break;
    }
    case 'stack-cards-moved':
      moved(e.seat, e.cards, -1);
      moved(e.recipient, e.cards, 1);
      break;
    case 'bribe':
      // Only the two players involved see which cards moved (their stack-cards-moved event).
      if (me !== e.seat && me !== e.recipient) {
        changed(e.seat);
        changed(e.recipient);
      }
      break;
    case 'redistributed':
      if (me !== e.seat) for (const move of e.moves) changed(move.to);
      changed(e.seat);
      break;
    case 'stack-returned':
      stacks.delete(e.seat);
      break;
    case 'smuggled':
      changed(e.seat);
      break;
    case 'budget-proposed':
      stacks.clear();
      break;
    case 'hand-seen':
      others.push(`${names[e.owner]}'s hand when seen: ${e.cards.map((c) => cardName(c, 'short')).join(', ') || 'empty'}`);
      break;
    case 'money-deck-top-seen':
      others.push(`Money deck top: ${e.cards.map((c) => moneyList([c])).join(', ')}`);
      break;
  }
}

/** What the reveal after the game shows, in a sentence (plain mode's heading over revealLines). */
export const REVEAL_HEADING = 'What really happened: every budget, announced against true values, the bribes and the coups.';

/** The reveal after the game: each budget's true stacks against their announcements, bribes, coups. */
export function revealLines(record: GameRecord): string[] {
  const replay = replayRecord(record);
  if (!replay.ok) return [];
  const names = record.players.map((p) => shown(p.name));
  const lines: string[] = [];
  for (const step of replay.steps) {
    for (const e of step.events) {
      if (e.type === 'budget-proposed' && step.state.budget) {
        const stacks = step.state.budget.stacks.map((st, i) => `${names[i]} ${st.announced}/${totalValue(st.cards)}`);
        lines.push(`Round ${step.state.round}, ${names[e.seat]}'s budget (announced/true): ${stacks.join(', ')}`);
      }
      if (e.type === 'stack-cards-moved' && e.why === 'bribe') lines.push(`  bribe: ${names[e.seat]} gave ${names[e.recipient]} ${moneyList(e.cards)}`);
      if (e.type === 'coup-revealed') lines.push(`  coup: ${line(lasCartasLog, e, names)}`);
    }
  }
  return lines;
}

/** The final scores, from the public game-ended event (R27); names that would look alike carry their seat. */
export function finalScores(log: readonly StepLog[], names: readonly string[]): FinalScore[] {
  const ended = log.flatMap((s) => s.events).find((e): e is Extract<GameEvent, { type: 'game-ended' }> => e.type === 'game-ended');
  if (!ended) return [];
  const apart = seatNames(names);
  return ended.scores.map((s, seat) => ({ name: apart[seat], keys: [s.money, s.cards], winner: ended.winners.includes(seat) }));
}

/** What the shell tells of Las Cartas beyond its log. */
export const story: GameStory = {
  news: newsLines,
  shown: shownLines,
  notebook,
  reveal: { heading: REVEAL_HEADING, lines: revealLines },
  finalScores,
};
