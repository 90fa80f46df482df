// A battle on a screen of its own (V12–V23), for the news after it, in the screen kit's news frame:
// the panel's body scrolls (↑↓, PgUp/PgDn, Home/End) with "N more" marks while the values and the
// outcome stay on screen; it waits for Enter when players sit here.
import { NewsFrame } from '../../../../ui/screens/News.js';
import type { Theme } from '../../../../ui/theme.js';
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
  return (
    <NewsFrame waits={waits} rows={rows} width={width} onEnter={onEnter} length={panel.body.length} minRows={3} shown={(size) => bodyRows(panel, size)}>
      {(top, size) => <BattlePanel panel={panel} rows={size} width={width} theme={theme} top={top} />}
    </NewsFrame>
  );
}
