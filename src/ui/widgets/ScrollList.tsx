// A list in a fixed number of rows: the items around the cursor (or from a top line), with
// "↑ N more" / "↓ N more" marks for what is out of view. Every line is cut to the width.
import { Box, Text } from 'ink';
import { aboveMark, belowMark, windowAround, windowAt } from '../scroll.js';
import type { Theme } from '../theme.js';
import { fit } from '../width.js';

export interface ScrollListProps {
  items: readonly string[];
  rows: number;
  width: number;
  theme: Theme;
  /** The selected item (kept in view, marked with ›), or null for a plain list read from `top`. */
  cursor: number | null;
  top?: number;
  /** Keep the two columns of the › mark even with no item selected (a list out of focus). */
  marked?: boolean;
  dim?: boolean;
}

export function ScrollList({ items, rows, width, theme, cursor, top = 0, marked = cursor !== null, dim }: ScrollListProps) {
  const win = cursor === null ? windowAt(items.length, rows, top) : windowAround(items.length, rows, cursor);
  const up = aboveMark(win);
  const down = belowMark(win);
  return (
    <Box flexDirection="column">
      {up ? <Text dimColor>{fit(`  ${up}`, width)}</Text> : null}
      {items.slice(win.start, win.end).map((item, i) => {
        const index = win.start + i;
        const selected = cursor === index;
        const text = marked ? `${selected ? '›' : ' '} ${item}` : item;
        return <Text key={index} dimColor={dim} color={selected ? theme.tint('green') : undefined}>{fit(text, width)}</Text>;
      })}
      {down ? <Text dimColor>{fit(`  ${down}`, width)}</Text> : null}
    </Box>
  );
}
