// A list in a fixed number of rows: the items around the cursor (or from a top line), with
// "↑ N more" / "↓ N more" marks for what is out of view. Every line is cut to the width.
import { Box, Text } from 'ink';
import type { Key } from 'ink';
import { aboveMark, belowMark, scrollBy, windowAt, windowShowing } from '../scroll.js';
import { useLatest } from '../useLatest.js';
import type { Theme } from '../theme.js';
import { cut } from '../width.js';

export interface ScrollListProps {
  items: readonly string[];
  rows: number;
  width: number;
  theme: Theme;
  /** The selected item (kept in view, marked with ›), or null for a plain list read from `top`. */
  cursor: number | null;
  top?: number;
  /** An item to keep in view beside the cursor when the rows allow (the tutorial coach's suggestion). */
  alsoShow?: number | null;
  /** Keep the two columns of the › mark even with no item selected (a list out of focus). */
  marked?: boolean;
  dim?: boolean;
}

export function ScrollList({ items, rows, width, theme, cursor, top = 0, alsoShow = null, marked = cursor !== null, dim }: ScrollListProps) {
  const win = cursor === null ? windowAt(items.length, rows, top) : windowShowing(items.length, rows, cursor, alsoShow);
  const marks = [aboveMark(win), belowMark(win)].filter((m): m is string => m !== null);
  const line = (index: number, suffix = '') => {
    const selected = cursor === index;
    const text = marked ? `${selected ? '›' : ' '} ${items[index]}` : items[index];
    return <Text key={index} dimColor={dim} color={selected ? theme.tint('green') : undefined}>{cut(text, width - suffix.length) + suffix}</Text>;
  };
  // Too few rows for a mark line each: both marks share one line, or ride on the one item shown.
  if (marks.length > 0 && rows < 3) {
    const together = marks.join(' · ');
    return (
      <Box flexDirection="column">
        {rows >= 2 ? line(win.start) : line(win.start, `  (${together})`)}
        {rows >= 2 ? <Text dimColor>{cut(`  ${together}`, width)}</Text> : null}
      </Box>
    );
  }
  return (
    <Box flexDirection="column">
      {win.above > 0 ? <Text dimColor>{cut(`  ${aboveMark(win)}`, width)}</Text> : null}
      {items.slice(win.start, win.end).map((_, i) => line(win.start + i))}
      {win.below > 0 ? <Text dimColor>{cut(`  ${belowMark(win)}`, width)}</Text> : null}
    </Box>
  );
}

/** A scrolled text's first line, and the keys that move it (true when a key scrolled). */
export function useScroll(total: number, size: number): { top: number; key(input: string, key: Key): boolean } {
  const [state, set, latest] = useLatest(() => ({ top: 0 }));
  return {
    top: state.top,
    key(input, key) {
      const top = scrollBy(key, input, latest().top, total, size);
      if (top === null) return false;
      set({ top });
      return true;
    },
  };
}
