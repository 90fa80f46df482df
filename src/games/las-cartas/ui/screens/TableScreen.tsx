// Las Cartas' public table screen: everyone may look (R5). Bots act here in the open, with a pause that Space
// skips; the newest public events fill the rows left, with a mark when earlier ones are out of view.
import { Box, Text } from 'ink';
import { useKeys } from '../../../../ui/keys.js';
import { footerLines } from '../../../../ui/layout.js';
import { glyphsOf } from '../labels.js';
import { headerLines, Lines, tableLines } from '../PublicTable.js';
import type { TableScreenProps } from '../../../../ui/game-screens.js';
import type { LasCartasScreenTypes } from '../screen-types.js';
import { cut, wrap, wrapAll } from '../../../../ui/width.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';

export function TableScreen({ view, names, log, waitingFor, notice, rows, width, theme, onSkip }: TableScreenProps<LasCartasScreenTypes>) {
  useKeys((input, key) => {
    if (!onSkip || (input !== ' ' && !key.return)) return false;
    onSkip();
    return true;
  }, 'screen');
  const header = headerLines(view, names, width);
  const table = tableLines(view, names, width, glyphsOf(theme));
  const footer = footerLines([...(onSkip ? ['Space: skip the pause'] : []), 'l: log', '?: rules & legend', 'q: quit'], width);
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
