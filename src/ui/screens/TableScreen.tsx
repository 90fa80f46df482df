// The public table: everyone may look (R5). Bots act here in the open, with a pause that Space
// skips; the newest public events fill the rows left, with a mark when earlier ones are out of view.
import { Box, Text } from 'ink';
import type { PlayerView } from '../../engine/index.js';
import { useKeys } from '../keys.js';
import { footerLines } from '../layout.js';
import { headerLines, Lines, tableLines } from '../PublicTable.js';
import type { Theme } from '../theme.js';
import { cut, wrap, wrapAll } from '../width.js';
import { ScrollList } from '../widgets/ScrollList.js';

export interface TableScreenProps {
  view: PlayerView;
  names: readonly string[];
  log: string[];
  /** Who the table waits for, when it is not a bot here. */
  waitingFor: string | null;
  /** A warning for every screen (autosave off), or null. */
  notice: string | null;
  rows: number;
  width: number;
  theme: Theme;
  onSkip(): void;
}

export function TableScreen({ view, names, log, waitingFor, notice, rows, width, theme, onSkip }: TableScreenProps) {
  useKeys((input, key) => {
    if (input !== ' ' && !key.return) return false;
    onSkip();
    return true;
  }, 'screen');
  const header = headerLines(view, names, width);
  const table = tableLines(view, names, width, theme.glyphs);
  const footer = footerLines(['Space: skip the pause', 'l: log', '?: rules & legend', 'q: quit'], width);
  const waiting = waitingFor ? [cut(`Waiting for ${waitingFor}…`, width)] : [];
  const warning = notice ? wrap(notice, width) : [];
  const room = Math.max(1, rows - header.length - table.length - 1 - waiting.length - warning.length - footer.length);
  const lines = wrapAll(log, width);
  return (
    <Box flexDirection="column">
      {header.map((line, i) => <Text key={i} bold color={theme.tint('cyan')}>{line}</Text>)}
      <Lines lines={table} theme={theme} />
      <Text> </Text>
      <ScrollList items={lines} rows={room} width={width} theme={theme} cursor={null} top={lines.length} />
      {waiting.map((line) => <Text key={line} color={theme.tint('yellow')}>{line}</Text>)}
      {warning.map((line, i) => <Text key={`w${i}`} color={theme.tint('red')}>{line}</Text>)}
      {footer.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}
