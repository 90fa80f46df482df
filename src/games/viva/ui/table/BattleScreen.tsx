// A battle on a screen of its own (V12–V23), for the news after it: the panel's body scrolls
// (↑↓, PgUp/PgDn, Home/End) with "N more" marks while the values and the outcome stay on screen; it
// waits for Enter when players sit here.
import { Box, Text } from 'ink';
import { useKeys } from '../../../../ui/keys.js';
import { footerLines } from '../../../../ui/layout.js';
import type { Theme } from '../../../../ui/theme.js';
import { useScroll } from '../../../../ui/widgets/ScrollList.js';
import { battlePanel } from './battle-panel.js';
import type { BattleStory } from './battle-story.js';
import { BattlePanel, bodyRows } from './BattlePanel.js';

export interface BattleScreenProps {
  story: BattleStory;
  names: readonly string[];
  waits: boolean;
  rows: number;
  width: number;
  theme: Theme;
  onEnter(): void;
}

export function BattleScreen({ story, names, waits, rows, width, theme, onEnter }: BattleScreenProps) {
  const panel = battlePanel(story, names, width);
  const footer = footerLines([...(waits ? ['Enter: continue'] : []), '↑↓: scroll', 'l: log', 'q: quit'], width);
  const size = Math.max(3, rows - footer.length);
  const scroll = useScroll(panel.body.length, bodyRows(panel, size));
  useKeys((input, key) => {
    if (key.return && waits) onEnter();
    else return scroll.key(input, key);
    return true;
  }, 'screen');
  return (
    <Box flexDirection="column">
      <BattlePanel panel={panel} rows={size} width={width} theme={theme} top={scroll.top} />
      {footer.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}
