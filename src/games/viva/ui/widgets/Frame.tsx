// The frame every Viva decision widget draws in (V30: every decision is asked, never offered): what
// the decision is, in lines that wrap; its list with the cursor, scrolled with "N more" marks; and
// why the last key was refused, or a confirmation's question. Nothing is cut: an item too long for
// a line goes on under itself, and a head too long for its rows says how many lines it leaves out.
import { Box, Text } from 'ink';
import type { Theme } from '../../../../ui/theme.js';
import { wrap, wrapAll } from '../../../../ui/width.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';

export interface FrameProps {
  head: readonly string[];
  items: readonly string[];
  /** The item under the cursor, or null for a list read only. */
  cursor: number | null;
  /** A refusal (red) or a question (bold) under the list; null: none. */
  status: { text: string; kind: 'problem' | 'ask' } | null;
  rows: number;
  width: number;
  theme: Theme;
}

/** The rows the list keeps before the head gets any: three, or all of a shorter list. */
const LIST_ROWS = 3;

/** The head's lines within `room` rows: the first ones, and a line saying how many are left out. */
export function headIn(lines: readonly string[], room: number): string[] {
  if (lines.length <= room) return [...lines];
  if (room <= 0) return [];
  const shown = lines.slice(0, room - 1);
  return [...shown, `(${lines.length - shown.length} more lines)`];
}

/** The rows a widget asks for to show everything, and the fewest it needs. */
export function frameRows(head: readonly string[], items: readonly string[], width: number, status = 1): { wants: number; needs: number } {
  const rows = itemRows(items, width).rows.length;
  return { wants: wrapAll(head, width).length + rows + status, needs: Math.min(rows, LIST_ROWS) + status + 1 };
}

/** The list's rows: each item wrapped, its continuation indented; and the rows each item starts and ends on. */
export function itemRows(items: readonly string[], width: number): { rows: string[]; first: number[]; last: number[] } {
  const rows: string[] = [];
  const first: number[] = [];
  const last: number[] = [];
  for (const item of items) {
    first.push(rows.length);
    // The list's › mark takes two columns, a continuation two more.
    wrap(item, Math.max(8, width - 4)).forEach((line, i) => rows.push(i === 0 ? line : `  ${line}`));
    last.push(rows.length - 1);
  }
  return { rows, first, last };
}

export function Frame({ head, items, cursor, status, rows, width, theme }: FrameProps) {
  const statusLines = status ? wrap(status.text, width) : [];
  const list = itemRows(items, width);
  const listMin = Math.min(list.rows.length, LIST_ROWS);
  const heads = headIn(wrapAll(head, width), Math.max(0, rows - statusLines.length - listMin));
  const listRows = Math.max(1, rows - heads.length - statusLines.length);
  const at = cursor === null ? null : list.first[cursor] ?? null;
  return (
    <Box flexDirection="column">
      {heads.map((line, i) => <Text key={`h${i}`} bold={i === 0}>{line}</Text>)}
      {items.length > 0 ? (
        <ScrollList items={list.rows} rows={Math.min(listRows, list.rows.length)} width={width} theme={theme} cursor={at} marked
          alsoShow={cursor === null ? null : list.last[cursor] ?? null} />
      ) : null}
      {statusLines.map((line, i) => <Text key={`s${i}`} bold={status!.kind === 'ask'} color={status!.kind === 'problem' ? theme.tint('red') : undefined}>{line}</Text>)}
    </Box>
  );
}
