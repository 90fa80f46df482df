// A step's news on its own public screen, under the game's headline (Las Cartas: a coup's outcome,
// its revealed cards, the winner, the Money lost and dealt, R21–R25). It waits for Enter when
// players sit here; it scrolls when it is long.
import { Box, Text } from 'ink';
import { useKeys } from '../keys.js';
import { footerLines } from '../layout.js';
import type { Theme } from '../theme.js';
import { wrapAll } from '../width.js';
import { ScrollList, useScroll } from '../widgets/ScrollList.js';

export function NewsScreen({ title, lines, waits, rows, width, theme, onEnter }: {
  title: string; lines: string[]; waits: boolean; rows: number; width: number; theme: Theme; onEnter(): void;
}) {
  const body = wrapAll(lines, width);
  const footer = footerLines([...(waits ? ['Enter: continue'] : []), '↑↓: scroll', 'l: log', 'q: quit'], width);
  const size = Math.max(1, rows - 1 - footer.length);
  const scroll = useScroll(body.length, size);
  useKeys((input, key) => {
    if (key.return && waits) onEnter();
    else return scroll.key(input, key);
    return true;
  }, 'screen');
  return (
    <Box flexDirection="column">
      <Text bold color={theme.tint('red')}>{title}</Text>
      <ScrollList items={body} rows={size} width={width} theme={theme} cursor={null} top={scroll.top} />
      {footer.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}
