// The public table: what everyone may see (R5), from any view, as lines that fit the width.
import { Box, Text } from 'ink';
import { plural, votesCounted, votesInPlay, type PlayerView } from '../rules/index.js';
import { inPlayLabel, phaseWords, roundsLabel, type Glyphs } from './labels.js';
import type { Theme } from '../../../ui/theme.js';
import { columnsOf, cut, padEnd, padStart } from '../../../ui/width.js';

/**
 * The header: round, phase, President and the Money deck, in one line (a second line would take
 * a row from the screen). When it does not fit it says less: the pass (the turn tells it),
 * then the deck's count (the rounds left stay), then the President's name (the table marks them
 * P); the last resort is cut.
 */
export function headerLines(view: PlayerView, names: readonly string[], width: number): string[] {
  const round = view.round > 0 ? `Round ${view.round} · ` : '';
  const president = ` · President ${view.phase === 'first-president' ? '–' : names[view.president]}`;
  const rounds = roundsLabel(view);
  const deck = ` · Money deck ${view.moneyDeckSize} (${rounds})`;
  const phase = `${round}${phaseWords(view)}`;
  const brief = `${round}${phaseWords(view, 'brief')}`;
  const said = [`${phase}${president}${deck}`, `${brief}${president}${deck}`, `${brief}${president} · ${rounds}`, `${brief}${deck}`, `${brief} · ${rounds}`];
  return [said.find((line) => columnsOf(line) <= width) ?? cut(said[said.length - 1], width)];
}

export interface TableLine {
  text: string;
  /** The viewer's own row. */
  mine: boolean;
  dim?: boolean;
}

/** One row per player, each cut to the width; the In play column says how many it could not show. */
export function tableLines(view: PlayerView, names: readonly string[], width: number, glyphs: Glyphs): TableLine[] {
  const coup = view.coup;
  const role = (i: number) =>
    i === view.president && view.phase !== 'first-president' ? ' P' : coup?.firstRebel === i ? ' R' : coup?.declaredRebel === i ? ' r' : '';
  const nameWidth = Math.min(26, Math.max(6, ...names.map((n, i) => columnsOf(n) + role(i).length))) + 1;
  const lines: TableLine[] = [{ text: cut(`${padEnd('Player', nameWidth)} Hand  Money on/under  Stack (cards)  In play`, width), mine: false, dim: true }];
  view.players.forEach((p, i) => {
    const stack = p.stack ? (p.stack.returned ? 'returned' : `${p.stack.announced} (${p.stack.count})`) : '–';
    const committed = p.committedCount !== null ? `coup: ${p.committedCount} face down` : '';
    const head = `${padEnd(cut(names[i], nameWidth - role(i).length) + role(i), nameWidth)} ${padStart(String(p.handSize), 4)}  ${padEnd(`${p.topCount}/${p.swissCount}`, 14)}  ${padEnd(stack, 13)}  `;
    const played = [...p.inPlay.map((c) => inPlayLabel(c.card, c.vote, glyphs)), ...(committed ? [committed] : [])];
    lines.push({ text: head + listWithin(played, width - columnsOf(head)), mine: i === view.seat });
  });
  const fraud = (verb: string) => (view.voting?.fraud.length ? ` (no votes ${verb} for ${view.voting.fraud.map((f) => names[f]).join(', ')})` : '');
  const votes = (tally: { for: number; against: number }) => `${tally.for} ${glyphs.for.split(' ')[1] ?? 'for'}, ${tally.against} ${glyphs.against.split(' ')[1] ?? 'against'}`;
  const counted = votesCounted(view);
  if (counted) {
    // The coup: the cards have left play (R16), so the line is the count that caused it.
    const why = counted.noConfidenceBy === null ? 'budget defeated' : `budget defeated by ${names[counted.noConfidenceBy]}'s no confidence`;
    lines.push({ text: cut(`Votes counted: ${votes(counted)}${fraud('counted')} – ${why}`, width), mine: false });
  } else if (view.phase === 'voting') {
    lines.push({ text: cut(`Votes in play: ${votes(votesInPlay(view))}${fraud('count')}`, width), mine: false });
  }
  return lines;
}

/** Items joined by ", " within `width` columns, ending "+N" for those that did not fit. */
export function listWithin(items: readonly string[], width: number): string {
  if (items.length === 0) return '–';
  for (let shown = items.length; shown > 0; shown--) {
    const rest = items.length - shown;
    const text = items.slice(0, shown).join(', ') + (rest > 0 ? ` +${rest} more` : '');
    if (columnsOf(text) <= width) return text;
  }
  return cut(plural(items.length, 'card'), width);
}

export function Lines({ lines, theme }: { lines: readonly TableLine[]; theme: Theme }) {
  return (
    <Box flexDirection="column">
      {lines.map((line, i) => (
        <Text key={i} dimColor={line.dim} color={line.mine ? theme.tint('yellow') : undefined}>{line.text}</Text>
      ))}
    </Box>
  );
}
