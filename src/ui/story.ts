// What the screens tell, from a seat port only: the events a seat may read, its recap, its
// notebook of what cards showed it (R5), and the reveal after the game.
import {
  cardName, describeEvent, moneyList, replayRecord, totalValue,
  type GameEvent, type GameRecord, type MoneyRef, type PlayerView, type Seat,
} from '../engine/index.js';
import type { TalkLine } from '../session/network-table.js';
import type { StepLog } from '../session/las-cartas.js';
import { visible } from '../text/sanitize.js';
import { seatNames } from '../session/seat-names.js';
import { shown } from '../text/width.js';

/** An event as a line for the screens: describeEvent's English, sanitized (events may quote raw names). */
export const line = (e: GameEvent, names: readonly string[]): string => visible(describeEvent(e, names));

/**
 * Every event of a log, in order, as English lines; at a network table, the talk this terminal
 * received from step `since` on, each line after the step it was said at.
 */
export function logLines(log: readonly StepLog[], names: readonly string[], talk: readonly TalkLine[] = [], me: Seat | null = null, since = log[0]?.step ?? 0): string[] {
  const text = (t: TalkLine) => talkText(t, names, me);
  const steps = new Set(log.map((s) => s.step));
  const lines = log.flatMap((s) => [...s.events.map((e) => line(e, names)), ...talk.filter((t) => t.step === s.step).map(text)]);
  const loose = talk.filter((t) => t.step >= since && !steps.has(t.step));
  const first = log[0]?.step ?? Infinity;
  return [...loose.filter((t) => t.step < first).map(text), ...lines, ...loose.filter((t) => t.step > first).map(text)];
}

/** One line of table talk as this terminal shows it (the text was sanitized where it entered). */
export function talkText(said: TalkLine, names: readonly string[], me: Seat | null): string {
  const who = (seat: Seat | null) => (seat === null ? 'The host' : seat === me ? 'You' : names[seat] ?? `seat ${seat + 1}`);
  const to = said.to === null ? '' : said.to === me ? ' to you' : ` to ${names[said.to] ?? `seat ${said.to + 1}`}`;
  return `${who(said.from)}${to}: “${said.text}”`;
}

/**
 * What happened since this seat last acted, as it saw it (and the talk since): from the end of
 * its last act on – what the same step went on to do once that turn was over (the next turn's
 * start, the end of the voting) belongs to the recap – then every later step.
 */
export function recapLines(log: readonly StepLog[], seat: Seat, names: readonly string[], talk: readonly TalkLine[] = []): string[] {
  let from = log.length;
  while (from > 0 && log[from - 1].actor !== seat) from--;
  if (from === 0) return logLines(log, names, talk, seat, 0);
  const last = log[from - 1];
  const after = last.events.findIndex((e) => e.type === 'turn-started' || e.type === 'voting-ended');
  const rest = after < 0 ? [] : [{ ...last, events: last.events.slice(after) }];
  return logLines([...rest, ...log.slice(from)], names, talk, seat, last.step);
}

/** The public lines of one step (a coup's outcome), without the turn markers. */
export function stepLines(log: readonly StepLog[], step: number, names: readonly string[]): string[] {
  const found = log.find((s) => s.step === step);
  return (found?.events ?? []).map((e) => line(e, names)).filter((text) => !text.startsWith('Turn '));
}

/** The first step after `told` whose coup was fought (its cards revealed), if any. */
export function coupAfter(log: readonly StepLog[], told: number): number | null {
  return log.find((s) => s.step > told && s.events.some((e) => e.type === 'coup-revealed'))?.step ?? null;
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
      if (e.type === 'coup-revealed') lines.push(`  coup: ${line(e, names)}`);
    }
  }
  return lines;
}

export interface FinalScore {
  name: string;
  money: number;
  cards: number;
  winner: boolean;
}

/** The final scores, from the public game-ended event (R27); names that would look alike carry their seat. */
export function finalScores(log: readonly StepLog[], names: readonly string[]): FinalScore[] {
  const ended = log.flatMap((s) => s.events).find((e): e is Extract<GameEvent, { type: 'game-ended' }> => e.type === 'game-ended');
  if (!ended) return [];
  const apart = seatNames(names);
  return ended.scores.map((s, seat) => ({ name: apart[seat], money: s.money, cards: s.cards, winner: ended.winners.includes(seat) }));
}
