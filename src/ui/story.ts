// What the screens tell: the events a seat may read, its recap and notebook, the final reveal.
import { designOf, isRebellion, totalValue } from '../engine/catalogue.js';
import { describeEvent, moneyList, visibleTo, type GameEvent, type PlayerView, type Seat } from '../engine/index.js';
import type { Session } from '../session/runner.js';
import { wrapLine } from '../cli/text.js';

export function humanSeats(session: Session): Seat[] {
  return session.record.players.flatMap((p, i) => (p.bot ? [] : [i]));
}

export function eventsFor(session: Session, seat: Seat | 'public'): GameEvent[] {
  const all = [...session.initialEvents, ...session.steps.flatMap((s) => s.events)];
  return all.filter((e) => (seat === 'public' ? !e.to : visibleTo(e, seat)));
}

/** What happened since this seat last acted, as it saw it. */
export function recap(session: Session, seat: Seat): string[] {
  const name = session.record.players[seat].name;
  let from = session.steps.length;
  while (from > 0 && session.steps[from - 1].action.seat !== name) from--;
  const names = session.record.players.map((p) => p.name);
  return session.steps.slice(from).flatMap((s) => s.events).filter((e) => visibleTo(e, seat)).map((e) => describeEvent(e, names));
}

/** The notebook: what cards showed this player this round (R5), newest first. */
export function notebook(view: PlayerView, names: string[]): string | null {
  const facts = view.learned.filter((f) => f.round === view.round).reverse();
  if (facts.length === 0) return null;
  const words = facts.map((f) => {
    if (f.kind === 'stack') return `${names[f.owner]}'s stack ${totalValue(f.cards)}M`;
    if (f.kind === 'hand') return `${names[f.owner]}'s hand: ${f.cards.map((c) => (isRebellion(c) ? 'Rebellion' : designOf(c).name)).join(', ')}`;
    return `Money deck top: ${f.cards.map((c) => moneyList([c])).join(', ')}`;
  });
  return `You know: ${words.join(' · ')}`;
}

/** A line wrapped at spaces to `width` columns, as screen lines. */
export function wrap(line: string, width: number): string[] {
  return wrapLine(line, width).split('\n');
}

/** The reveal after the game: each budget's true stacks against their announcements, bribes, coups. */
export function revealLines(session: Session): string[] {
  const names = session.record.players.map((p) => p.name);
  const lines: string[] = [];
  for (const step of session.steps) {
    for (const e of step.events) {
      if (e.type === 'budget-proposed' && step.state.budget) {
        const stacks = step.state.budget.stacks.map((st, i) => `${names[i]} ${st.announced}/${totalValue(st.cards)}`);
        lines.push(`Round ${step.state.round}, ${names[e.seat]}'s budget (announced/true): ${stacks.join(', ')}`);
      }
      if (e.type === 'stack-cards-moved' && e.why === 'bribe') lines.push(`  bribe: ${names[e.seat]} gave ${names[e.recipient]} ${moneyList(e.cards)}`);
      if (e.type === 'coup-revealed') lines.push(`  coup: ${describeEvent(e, names)}`);
    }
  }
  return lines;
}

