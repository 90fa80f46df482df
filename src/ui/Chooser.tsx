// A two-level list of legal actions: first what to do ("Play Thief"), then how (vote, target).
import { Box, Text, useInput } from 'ink';
import { useEffect, useMemo } from 'react';
import { useLatest } from './useLatest.js';
import type { Action } from '../engine/index.js';
import { actionDetail, actionGroup } from './labels.js';
import type { Theme } from './theme.js';

export interface ChooserProps {
  title: string;
  actions: Action[];
  theme: Theme;
  rows: number;
  onChoose(action: Action): void;
  /** The card under the cursor, for the `c` key. */
  onFocusCard?(card: string | null): void;
  active: boolean;
}

/** Groups actions under what they do; twin cards (two Landowners) give the same choices once. */
function groupsOf(actions: Action[], theme: Theme): { label: string; actions: Action[] }[] {
  const groups = new Map<string, Action[]>();
  const seen = new Set<string>();
  for (const action of actions) {
    const label = actionGroup(action);
    const detail = `${label}|${actionDetail(action, theme.glyphs)}`;
    if (seen.has(detail)) continue;
    seen.add(detail);
    groups.set(label, [...(groups.get(label) ?? []), action]);
  }
  return [...groups.entries()].map(([label, list]) => ({ label, actions: list }));
}

export function cardOf(action: Action | undefined): string | null {
  if (!action) return null;
  if ('card' in action && typeof action.card === 'string') return action.card;
  if (action.type === 'react' && action.bodyguard) return action.bodyguard;
  return null;
}

export function Chooser({ title, actions, theme, rows, onChoose, onFocusCard, active }: ChooserProps) {
  const groups = useMemo(() => groupsOf(actions, theme), [actions, theme]);
  const [st, set, latest] = useLatest<{ group: number | null; cursor: number }>(() => ({ group: null, cursor: 0 }));
  const { group, cursor } = st;
  const itemsOf = (g: number | null) => (g === null ? groups.map((x) => x.label) : groups[g].actions.map((a) => actionDetail(a, theme.glyphs)));
  const items = itemsOf(group);
  const focused = group === null ? groups[cursor]?.actions[0] : groups[group].actions[cursor];
  useEffect(() => onFocusCard?.(cardOf(focused)), [focused, onFocusCard]);
  useInput(
    (input, key) => {
      const { group: g, cursor: c } = latest();
      const n = itemsOf(g).length;
      if (key.upArrow || input === 'k') set({ cursor: (c + n - 1) % n });
      else if (key.downArrow || input === 'j') set({ cursor: (c + 1) % n });
      else if (key.escape && g !== null) set({ group: null, cursor: g });
      else if (key.return) {
        if (g !== null) return onChoose(groups[g].actions[c]);
        if (groups[c].actions.length === 1) return onChoose(groups[c].actions[0]);
        set({ group: c, cursor: 0 });
      }
    },
    { isActive: active },
  );
  const start = Math.max(0, Math.min(cursor - Math.floor(rows / 2), items.length - rows));
  const visible = items.slice(start, start + rows);
  return (
    <Box flexDirection="column">
      <Text bold>{group === null ? title : `${groups[group].label}:`}</Text>
      {visible.map((label, i) => {
        const index = start + i;
        const selected = index === cursor;
        return (
          <Text key={`${index}-${label}`} color={selected ? theme.tint('green') : undefined} wrap="truncate-end">
            {`${selected ? '›' : ' '} ${label}${group === null && groups[index].actions.length > 1 ? ' …' : ''}`}
          </Text>
        );
      })}
      {items.length > rows ? <Text dimColor>{`  (${cursor + 1} of ${items.length})`}</Text> : null}
    </Box>
  );
}
