// The end of a game: scores, the reveal of lies, bribes and coups, the seed and the record.
import { Box, Text, useInput } from 'ink';
import { score } from '../engine/index.js';
import type { Session } from '../session/runner.js';
import type { AppProps } from './App.js';
import { revealLines } from './story.js';
import type { Theme } from './theme.js';
import { useMirror } from './useLatest.js';

export function EndView({ session, theme, props, columns, rows }: { session: Session; theme: Theme; props: AppProps; columns: number; rows: number }) {
  const result = score(session.state);
  const reveal = revealLines(session);
  const room = Math.max(2, rows - result.players.length - 7);
  const [top, setTop, currentTop] = useMirror(0);
  useInput((_input, key) => {
    const most = Math.max(0, reveal.length - room);
    if (key.upArrow) setTop(Math.max(0, currentTop() - 1));
    if (key.downArrow) setTop(Math.min(most, currentTop() + 1));
  });
  return (
    <Box flexDirection="column" width={columns}>
      <Text bold color={theme.tint('cyan')}>The game is over</Text>
      {[...result.players].sort((a, b) => b.money - a.money || b.cards - a.cards).map((p) => (
        <Text key={p.seat}>{`${result.winners.includes(p.seat) ? '*' : ' '} ${p.name.padEnd(10)} ${String(p.money).padStart(3)} million in ${p.cards} cards`}</Text>
      ))}
      {reveal.slice(top, top + room).map((line, i) => <Text key={i} wrap="truncate-end">{line}</Text>)}
      <Text wrap="truncate-end">{`Seed: ${session.record.seed} · saved: ${props.recordPath ?? props.autosavePath}`}</Text>
      <Text dimColor wrap="truncate-end">{`Everything, replayed: junta replay ${props.recordPath ?? props.autosavePath} --reveal`}</Text>
      <Text dimColor>{`${reveal.length > room ? '↑↓ scroll the reveal · ' : ''}n: play again (seats rotate) · q: quit`}</Text>
    </Box>
  );
}
