// The battle panel on screen (V12–V23 as a table sees them): its title, a body that scrolls with
// "N more" marks when it does not fit (a Presidente's battle with five players), and the values and
// the outcome below it, always on screen. The screen around it passes the scroll keys.
import { Box, Text } from 'ink';
import type { Theme } from '../../../../ui/theme.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';
import type { PanelLines } from './battle-panel.js';

/** The rows the body gets in `rows`: the title and the fixed lines come first. */
export const bodyRows = (panel: PanelLines, rows: number): number => Math.max(1, rows - 1 - panel.fixed.length);

export function BattlePanel({ panel, rows, width, theme, top }: { panel: PanelLines; rows: number; width: number; theme: Theme; top: number }) {
  return (
    <Box flexDirection="column">
      <Text bold color={theme.tint('red')}>{panel.title}</Text>
      <ScrollList items={panel.body} rows={bodyRows(panel, rows)} width={width} theme={theme} cursor={null} top={top} />
      {panel.fixed.map((line, i) => <Text key={i} bold>{line}</Text>)}
    </Box>
  );
}
