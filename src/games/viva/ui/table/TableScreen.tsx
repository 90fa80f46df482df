// Viva's public table screen: everyone may look (V5). The Estates, the piles and the last battle;
// during a battle its panel, whose body scrolls (↑↓, PgUp/PgDn) while the values and the outcome
// stay on screen; the newest public events in the rows left. Bots act here with a pause Space skips.
import { Box, Text } from 'ink';
import { useKeys } from '../../../../ui/keys.js';
import { footerLines } from '../../../../ui/layout.js';
import type { TableScreenProps } from '../../../../ui/game-screens.js';
import { scrollBy } from '../../../../ui/scroll.js';
import { useLatest } from '../../../../ui/useLatest.js';
import { cut, wrap, wrapAll } from '../../../../ui/width.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';
import type { VivaScreenTypes } from '../screen-types.js';
import { battlePanel } from './battle-panel.js';
import { battleFromView } from './battle-story.js';
import { BattlePanel, bodyRows } from './BattlePanel.js';
import { publicTableLines } from './public-table.js';
import { TableLines } from './TableLines.js';

/** The fewest log rows worth showing beside a battle's panel (fewer would be one line and its mark). */
const LOG_BESIDE_BATTLE = 3;

export function VivaTableScreen({ view, names, log, waitingFor, notice, rows, width, theme, onSkip }: TableScreenProps<VivaScreenTypes>) {
  const story = battleFromView(view);
  const panel = story ? battlePanel(story, names, width) : null;
  const table = publicTableLines(view, names, width);
  const waiting = waitingFor ? [cut(`Waiting for ${waitingFor}.`, width)] : [];
  const warning = notice ? wrap(notice, width) : [];
  const footerWith = (scrolls: boolean) => footerLines([...(onSkip ? ['Space: skip the pause'] : []), ...(scrolls ? ['↑↓: the battle'] : []), 'l: log', '?: rules', 'q: quit'], width);
  const roomWith = (footer: readonly string[]) => Math.max(1, rows - table.length - 1 - waiting.length - warning.length - footer.length);
  // The panel takes what it needs; the log the rest when that makes a few lines, else the panel takes it all.
  const battleRowsIn = (room: number) => {
    if (!panel) return 0;
    const needs = 1 + panel.body.length + panel.fixed.length;
    return room - needs >= LOG_BESIDE_BATTLE ? needs : room;
  };
  const still = footerWith(false);
  const footer = panel && panel.body.length > bodyRows(panel, battleRowsIn(roomWith(still))) ? footerWith(true) : still;
  const room = roomWith(footer);
  const battleRows = battleRowsIn(room);
  // A scroll belongs to its battle: the next battle's panel starts at its top.
  const battle = story ? `${view.round}/${story.battle.defender}` : null;
  const [scroll, setScroll, latest] = useLatest(() => ({ top: 0, battle }));
  const topOf = (state: { top: number; battle: string | null }) => (state.battle === battle ? state.top : 0);
  useKeys((input, key) => {
    if (onSkip && (input === ' ' || key.return)) {
      onSkip();
      return true;
    }
    if (!panel) return false;
    const top = scrollBy(key, input, topOf(latest()), panel.body.length, bodyRows(panel, battleRows));
    if (top === null) return false;
    setScroll({ top, battle });
    return true;
  }, 'screen');
  const lines = wrapAll(log, width);
  const logRows = room - battleRows;
  return (
    <Box flexDirection="column">
      <TableLines lines={table} theme={theme} />
      <Text> </Text>
      {panel ? <BattlePanel panel={panel} rows={battleRows} width={width} theme={theme} top={topOf(scroll)} /> : null}
      {logRows > 0 ? <ScrollList items={lines} rows={logRows} width={width} theme={theme} cursor={null} top={lines.length} /> : null}
      {waiting.map((line) => <Text key={line} color={theme.tint('yellow')}>{line}</Text>)}
      {warning.map((line, i) => <Text key={`w${i}`} color={theme.tint('red')}>{line}</Text>)}
      {footer.map((line, i) => <Text key={i} dimColor>{line}</Text>)}
    </Box>
  );
}
