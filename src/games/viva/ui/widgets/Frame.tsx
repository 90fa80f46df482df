// The frame every Viva decision widget draws in (V30: every decision is asked, never offered): what
// the decision is, in lines that wrap; its list with the cursor, scrolled with "N more" marks; and
// why the last key was refused, or a confirmation's question. Nothing is cut: an item too long for
// a line goes on under itself, and a head too long for its rows pages with PgUp/PgDn behind marks that
// say how many lines are out of view and name the key (bare marks named none, and a player could not tell how to see the rest).
import { Box, Text } from 'ink';
import { useState } from 'react';
import { useKeys } from '../../../../ui/keys.js';
import { windowAt } from '../../../../ui/scroll.js';
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

/** The key that pages a text cut above the decision (the head here, the notebook on the screen), as a footer names it. */
export const PAGE_KEYS = 'PgUp/PgDn more';

const moreLines = (n: number): string => `${n} more line${n === 1 ? '' : 's'}`;

/**
 * The lines of a text within `room` rows from line `top` on: all of them when they fit, else a
 * window with a mark above and below for the lines out of view, each naming its key.
 */
export function headIn(lines: readonly string[], room: number, top = 0): string[] {
  if (lines.length <= room) return [...lines];
  if (room <= 0) return [];
  // Under three rows, one mark for both directions: the lines from `top`, then how many are not shown.
  if (room < 3) {
    const first = Math.max(0, Math.min(top, lines.length - (room - 1)));
    const shown = lines.slice(first, first + room - 1);
    return [...shown, `(${moreLines(lines.length - shown.length)}: PgUp/PgDn)`];
  }
  const win = windowAt(lines.length, room, top);
  return [
    ...(win.above > 0 ? [`(↑ ${moreLines(win.above)}: PgUp)`] : []),
    ...lines.slice(win.start, win.end),
    ...(win.below > 0 ? [`(↓ ${moreLines(win.below)}: PgDn)`] : []),
  ];
}

/** Where PgUp/PgDn move the first line of a text cut to `room` rows, or null for another key (or a text that fits). */
export function pagedTop(key: { pageUp?: boolean; pageDown?: boolean }, top: number, total: number, room: number): number | null {
  if (total <= room || room <= 0 || !(key.pageUp || key.pageDown)) return null;
  const page = Math.max(1, room - 2);
  const last = room < 3 ? total - Math.max(1, room - 1) : windowAt(total, room, total).start;
  return Math.max(0, Math.min(last, top + (key.pageDown ? page : -page)));
}

/** The rows the head gets within `rows`: what the status lines and the list's fewest rows leave it. */
const headRoom = (rows: number, status: number, listRows: number): number => Math.max(0, rows - status - Math.min(listRows, LIST_ROWS));

/**
 * The rows a widget asks for to show everything, and the fewest it needs; `headCut`: whether its
 * head would be cut (and page) within `rows`, with no refusal or question under the list.
 */
export function frameRows(head: readonly string[], items: readonly string[], width: number, status = 1): { wants: number; needs: number; headCut(rows: number): boolean } {
  const rows = itemRows(items, width).rows.length;
  const heads = wrapAll(head, width).length;
  return { wants: heads + rows + status, needs: Math.min(rows, LIST_ROWS) + status + 1, headCut: (room) => heads > headRoom(room, 0, rows) };
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
  const allHead = wrapAll(head, width);
  const room = headRoom(rows, statusLines.length, list.rows.length);
  const [top, setTop] = useState(0);
  useKeys((_input, key) => {
    const next = pagedTop(key, top, allHead.length, room);
    if (next === null) return false;
    setTop(next);
    return true;
  }, 'widget');
  const heads = headIn(allHead, room, top);
  const listRows = Math.max(1, rows - heads.length - statusLines.length);
  const at = cursor === null ? null : list.first[cursor] ?? null;
  return (
    <Box flexDirection="column">
      {heads.map((line, i) => <Text key={`h${i}`} bold={i === 0 && top === 0}>{line}</Text>)}
      {items.length > 0 ? (
        <ScrollList items={list.rows} rows={Math.min(listRows, list.rows.length)} width={width} theme={theme} cursor={at} marked
          alsoShow={cursor === null ? null : list.last[cursor] ?? null} />
      ) : null}
      {statusLines.map((line, i) => <Text key={`s${i}`} bold={status!.kind === 'ask'} color={status!.kind === 'problem' ? theme.tint('red') : undefined}>{line}</Text>)}
    </Box>
  );
}
