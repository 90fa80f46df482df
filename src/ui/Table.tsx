// The public table: what everyone may see (R5), from any player's view.
import { Box, Text } from 'ink';
import { votesInPlay, type PlayerView } from '../engine/index.js';
import { inPlayLabel, phaseLabel, roundsLeft } from './labels.js';
import type { Theme } from './theme.js';

export function Header({ view, theme }: { view: PlayerView; theme: Theme }) {
  const president = view.players[view.president].name;
  const round = view.round > 0 ? `Round ${view.round} · ` : '';
  return (
    <Text bold color={theme.tint('cyan')} wrap="truncate-end">
      {`${round}${phaseLabel(view)} · President ${view.phase === 'first-president' ? '–' : president} · Money deck ${view.moneyDeckSize} (${roundsLeft(view)} rounds left)`}
    </Text>
  );
}

export function Table({ view, theme, width }: { view: PlayerView; theme: Theme; width: number }) {
  const g = theme.glyphs;
  const nameWidth = Math.max(6, ...view.players.map((p) => p.name.length)) + 3;
  const coup = view.coup;
  const role = (i: number) =>
    i === view.president && view.phase !== 'first-president' ? ' P' : coup?.firstRebel === i ? ' R' : coup?.declaredRebel === i ? ' r' : '';
  const tally = votesInPlay(view);
  return (
    <Box flexDirection="column">
      <Text dimColor>{`${'Player'.padEnd(nameWidth)} Hand  On/Under  Stack      In play`}</Text>
      {view.players.map((p, i) => {
        const stack = p.stack ? (p.stack.returned ? 'returned' : `${p.stack.announced} (${p.stack.count})`) : '–';
        const committed = p.committedCount !== null ? ` · coup: ${p.committedCount} face down` : '';
        const played = p.inPlay.map((c) => inPlayLabel(c.card, c.vote, g)).join(', ') || '–';
        const line = `${(p.name + role(i)).padEnd(nameWidth)} ${String(p.handSize).padStart(4)}  ${`${p.topCount}/${p.swissCount}`.padEnd(8)}  ${stack.padEnd(9)}  ${played}${committed}`;
        return (
          <Text key={p.name} wrap="truncate-end" color={i === view.seat ? theme.tint('yellow') : undefined}>
            {line.slice(0, width)}
          </Text>
        );
      })}
      {view.phase === 'voting' || view.tally ? (
        <Text wrap="truncate-end">{`Votes in play: ${tally.for} ${g.for.split(' ')[1] ?? 'for'}, ${tally.against} ${g.against.split(' ')[1] ?? 'against'}${view.voting?.fraud.length ? ` (no votes count for ${view.voting.fraud.map((f) => view.players[f].name).join(', ')})` : ''}`}</Text>
      ) : null}
    </Box>
  );
}
