// A step's news on its own public screen, under the game's headline (Las Cartas: a coup's outcome,
// its revealed cards, the winner, the Money lost and dealt, R21–R25; Viva: a battle, V12–V23). It
// waits for Enter when players sit here; it scrolls when it is long. The frame (keys, scrolling,
// footer) is every news screen's: the plain news here and a game's own, as Viva's battle screen.
import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import { useKeys } from '../keys.js';
import { footerLines } from '../layout.js';
import type { Theme } from '../theme.js';
import { wrapAll } from '../width.js';
import { ScrollList, useScroll } from '../widgets/ScrollList.js';

export interface NewsFrameProps {
  waits: boolean;
  rows: number;
  width: number;
  onEnter(): void;
  /** How many lines the body scrolls through. */
  length: number;
  /** The rows above the body (a title), and the fewest the body gets. */
  above?: number;
  minRows?: number;
  /** How many of the body's lines show in `size` rows (all of them by default). */
  shown?(size: number): number;
  /** The body, scrolled to `top`, in `size` rows. */
  children(top: number, size: number): ReactNode;
}

/** A news screen's frame: its body scrolls (↑↓, PgUp/PgDn, Home/End), its footer names the keys, Enter continues when players wait. */
export function NewsFrame({ waits, rows, width, onEnter, length, above = 0, minRows = 1, shown = (size) => size, children }: NewsFrameProps) {
  const footer = footerLines([...(waits ? ['Enter: continue'] : []), '↑↓: scroll', 'l: log', 'q: quit'], width);
  const size = Math.max(minRows, rows - above - footer.length);
  const scroll = useScroll(length, shown(size));
  useKeys((input, key) => {
    if (key.return && waits) onEnter();
    else return scroll.key(input, key);
    return true;
  }, 'screen');
  return (
    <Box flexDirection="column">
      {children(scroll.top, size)}
      {footer.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}

export function NewsScreen({ title, lines, waits, rows, width, theme, onEnter }: {
  title: string; lines: string[]; waits: boolean; rows: number; width: number; theme: Theme; onEnter(): void;
}) {
  const body = wrapAll(lines, width);
  return (
    <NewsFrame waits={waits} rows={rows} width={width} onEnter={onEnter} length={body.length} above={1}>
      {(top, size) => (
        <>
          <Text bold color={theme.tint('red')}>{title}</Text>
          <ScrollList items={body} rows={size} width={width} theme={theme} cursor={null} top={top} />
        </>
      )}
    </NewsFrame>
  );
}
