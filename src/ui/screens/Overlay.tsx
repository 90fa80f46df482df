// Full-screen overlays over a game – the rules of the phase with the table's legend, a card's
// text, the log, the whole recap, quitting – each scrolling in the rows it has, with marks.
import { Box, Text } from 'ink';
import { footerLines } from '../layout.js';
import { overlayBodyRows, overlayHints, overlayRows, type OverlayContent } from '../models/overlay.js';
import type { Theme } from '../theme.js';
import { cut } from '../width.js';
import { ScrollList } from '../widgets/ScrollList.js';

export function OverlayView({ content, top, rows, width, theme, quit }: {
  content: OverlayContent; top: number; rows: number; width: number; theme: Theme; quit: boolean;
}) {
  const lines = overlayRows(content, width);
  return (
    <Box flexDirection="column">
      <Text bold color={theme.tint('cyan')}>{cut(content.title, width)}</Text>
      <ScrollList items={lines} rows={overlayBodyRows(rows, width, quit)} width={width} theme={theme} cursor={null} top={top} />
      {footerLines(overlayHints(quit), width).map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}
