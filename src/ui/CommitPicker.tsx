// Committing to a coup (R20): pick cards from your hand to lay face down; earlier counts are shown.
import { Box, Text, useInput } from 'ink';
import { useLatest } from './useLatest.js';
import { isRebellion } from '../engine/catalogue.js';
import type { Action, PlayerView } from '../engine/index.js';
import { cardLabel } from './labels.js';
import type { Theme } from './theme.js';

export interface CommitPickerProps {
  view: PlayerView;
  theme: Theme;
  onSubmit(action: Action): void;
  onFocusCard?(card: string | null): void;
  active: boolean;
  rows: number;
}

function windowOf(cursor: number, length: number, size: number): [number, number] {
  const first = Math.max(0, Math.min(cursor - Math.floor(size / 2), length - size));
  return [first, first + size];
}

export function CommitPicker({ view, theme, onSubmit, onFocusCard, active, rows }: CommitPickerProps) {
  const hand = view.hand;
  const [st, set, latest] = useLatest(() => ({ chosen: new Set<string>(), cursor: 0, confirming: false }));
  const { chosen, cursor, confirming } = st;
  const coup = view.coup!;
  const side = view.seat === view.president ? 'You fight for the President.'
    : view.seat === coup.firstRebel || view.seat === coup.declaredRebel ? 'You lead the rebels.'
      : [...chosen].some(isRebellion) ? 'With your Rebellion card you fight for the rebels.' : 'Without your Rebellion card you stay loyal.';
  const action: Action = { type: 'commit-coup', seat: view.players[view.seat].name, cards: hand.filter((c) => chosen.has(c)) };
  useInput(
    (input, key) => {
      const now = latest();
      if (now.confirming) {
        if (key.return) onSubmit({ ...action, cards: hand.filter((c) => now.chosen.has(c)) });
        else if (key.escape) set({ confirming: false });
        return;
      }
      if (key.upArrow || input === 'k') set({ cursor: Math.max(0, now.cursor - 1) });
      else if (key.downArrow || input === 'j') set({ cursor: Math.min(hand.length - 1, now.cursor + 1) });
      else if (input === ' ' && hand[now.cursor]) {
        const next = new Set(now.chosen);
        if (next.has(hand[now.cursor])) next.delete(hand[now.cursor]);
        else next.add(hand[now.cursor]);
        set({ chosen: next });
      } else if (key.return) set({ confirming: true });
      onFocusCard?.(hand[latest().cursor] ?? null);
    },
    { isActive: active },
  );
  const earlier = coup.order.slice(0, coup.index).map((seat) => `${view.players[seat].name} ${view.players[seat].committedCount}`);
  return (
    <Box flexDirection="column">
      <Text bold>Coup: choose the cards to lay face down (Space to pick, Enter when done)</Text>
      <Text dimColor>{earlier.length > 0 ? `Face down so far: ${earlier.join(', ')}` : 'You lay your cards first.'}</Text>
      {hand.map((card, i) => ({ card, i })).slice(...windowOf(cursor, hand.length, Math.max(2, rows - 5))).map(({ card, i }) => (
        <Text key={card} color={i === cursor ? theme.tint('green') : undefined} wrap="truncate-end">
          {`${i === cursor ? '›' : ' '} [${chosen.has(card) ? 'x' : ' '}] ${cardLabel(card)}`}
        </Text>
      ))}
      <Text wrap="truncate-end">{`${side} Only Influence cards count.`}</Text>
      {confirming ? <Text bold color={theme.tint('yellow')}>{`Lay ${action.type === 'commit-coup' ? action.cards.length : 0} cards face down? This cannot be undone. Enter: confirm · Esc: change`}</Text> : null}
    </Box>
  );
}
