// The chooser for every enumerated decision: first what to do ("Play Thief"), then how (vote,
// target). Its state is the pure chooser model; this component draws it and reads its keys.
import { Box, Text } from 'ink';
import { useEffect, useMemo } from 'react';
import type { Action } from '../../rules/index.js';
import { useKeys } from '../../../../ui/keys.js';
import { jumpTo } from '../../../../ui/scroll.js';
import {
  CHOOSER_START, chooserBack, chooserEnter, chooserFocus, chooserItems, chooserMove, groupActions, locate, type ChooserState,
} from '../models/chooser.js';
import { glyphsOf, type OwnerOf } from '../labels.js';
import type { Theme } from '../../../../ui/theme.js';
import { useLatest } from '../../../../ui/useLatest.js';
import { cut } from '../../../../ui/width.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';

export interface ChooserProps {
  title: string;
  actions: Action[];
  theme: Theme;
  rows: number;
  width: number;
  onChoose(action: Action): void;
  /** The card under the cursor, for the `c` key. */
  onFocusCard?(card: string | null): void;
  /** Whose card a target in play is. */
  ownerOf?: OwnerOf;
  /** The tutorial coach's suggestion: kept in view (the cursor stays where the player puts it). */
  suggested?: Action | null;
}

export function cardOf(action: Action | null): string | null {
  if (!action) return null;
  if ('card' in action && typeof action.card === 'string') return action.card;
  if (action.type === 'react' && action.bodyguard) return action.bodyguard;
  return null;
}

/** Rows the chooser would like: its title and every choice of the first level. */
export function chooserRows(actions: Action[], theme: Theme): number {
  return 1 + groupActions(actions, glyphsOf(theme)).length;
}

/**
 * Rows the chooser needs to show `suggested` (the tutorial coach's choice) with the cursor still
 * on the first choice: its title, the choices down to the suggestion, and a "↓ N more" mark; the
 * fewest it needs otherwise (four) when there is no suggestion on the list.
 */
export function chooserRowsShowing(actions: Action[], theme: Theme, suggested: Action | null | undefined, ownerOf?: OwnerOf): number {
  const groups = groupActions(actions, glyphsOf(theme), ownerOf);
  const place = suggested ? locate(groups, suggested, glyphsOf(theme), ownerOf) : null;
  const fewest = Math.min(4, 1 + groups.length);
  if (!place) return fewest;
  return Math.max(fewest, 1 + (place.group + 1) + (place.group + 1 < groups.length ? 1 : 0));
}

export function Chooser({ title, actions, theme, rows, width, onChoose, onFocusCard, ownerOf, suggested }: ChooserProps) {
  const groups = useMemo(() => groupActions(actions, glyphsOf(theme), ownerOf), [actions, theme, ownerOf]);
  const [state, set, latest] = useLatest<{ at: ChooserState }>(() => ({ at: CHOOSER_START }));
  const at = state.at;
  const focused = chooserFocus(groups, at);
  useEffect(() => {
    onFocusCard?.(cardOf(focused));
  }, [focused, onFocusCard]);
  useKeys((input, key) => {
    const now = latest().at;
    const jump = jumpTo(key, chooserItems(groups, now).length);
    if (jump !== null) set({ at: { ...now, cursor: jump } });
    else if (key.upArrow || input === 'k') set({ at: chooserMove(groups, now, -1) });
    else if (key.downArrow || input === 'j') set({ at: chooserMove(groups, now, 1) });
    else if (key.escape && now.group !== null) set({ at: chooserBack(now) });
    else if (key.return) {
      const { state: next, chosen } = chooserEnter(groups, now);
      if (chosen) onChoose(chosen);
      else set({ at: next });
    } else return false;
    return true;
  }, 'widget');
  const place = suggested ? locate(groups, suggested, glyphsOf(theme), ownerOf) : null;
  const shown = place === null ? null : at.group === null ? place.group : at.group === place.group ? place.item : null;
  const items = chooserItems(groups, at).map((label, i) => (at.group === null && groups[i].actions.length > 1 ? `${label} (${groups[i].actions.length} choices)` : label));
  return (
    <Box flexDirection="column">
      <Text bold>{cut(at.group === null ? title : `${groups[at.group].label}: (Esc: back)`, width)}</Text>
      <ScrollList items={items} rows={Math.max(1, rows - 1)} width={width} theme={theme} cursor={at.cursor} alsoShow={shown} />
    </Box>
  );
}
