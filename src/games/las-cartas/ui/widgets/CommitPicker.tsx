// Committing to a coup (R20): pick cards from your hand to lay face down; earlier players' counts
// are shown, never their cards; the confirmation names the cards.
import { Box, Text } from 'ink';
import { useEffect } from 'react';
import type { Action, PlayerView } from '../../rules/index.js';
import { useKeys } from '../../../../ui/keys.js';
import { jumpTo } from '../../../../ui/scroll.js';
import { cardLabel, shortName } from '../labels.js';
import { commitAction, createCommitModel, sideOf, toggle } from '../models/commit.js';
import type { Theme } from '../../../../ui/theme.js';
import { useLatest } from '../../../../ui/useLatest.js';
import { cut, wrap } from '../../../../ui/width.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';

export interface CommitPickerProps {
  view: PlayerView;
  names: readonly string[];
  theme: Theme;
  rows: number;
  width: number;
  onSubmit(action: Action): void;
  onFocusCard?(card: string | null): void;
  /** The tutorial coach's suggestion: its first card is kept in view (the cursor stays where the player puts it). */
  suggested?: Action | null;
}

export function commitRows(view: PlayerView): { wants: number; needs: number } {
  return { wants: 5 + view.hand.length, needs: 8 };
}

export function CommitPicker({ view, names, theme, rows, width, onSubmit, onFocusCard, suggested }: CommitPickerProps) {
  const [st, set, latest] = useLatest(() => ({ model: createCommitModel(view), cursor: 0, confirming: false }));
  const { model, cursor, confirming } = st;
  const hand = model.hand;
  useEffect(() => {
    onFocusCard?.(hand[cursor] ?? null);
  }, [hand, cursor, onFocusCard]);
  useKeys((input, key) => {
    const now = latest();
    if (now.confirming) {
      if (key.return) onSubmit(commitAction(now.model, view));
      else if (key.escape) set({ confirming: false });
      else return false;
      return true;
    }
    const jump = jumpTo(key, hand.length);
    if (jump !== null) set({ cursor: jump });
    else if (key.upArrow || input === 'k') set({ cursor: Math.max(0, now.cursor - 1) });
    else if (key.downArrow || input === 'j') set({ cursor: Math.min(hand.length - 1, now.cursor + 1) });
    else if (input === ' ' && hand[now.cursor]) set({ model: toggle(now.model, hand[now.cursor]) });
    else if (key.return) set({ confirming: true });
    else return false;
    return true;
  }, 'widget');
  const coup = view.coup!;
  const earlier = coup.order.slice(0, coup.index).map((seat) => `${names[seat]} ${view.players[seat].committedCount}`);
  const chosen = model.chosen.map(shortName);
  const question = chosen.length === 0
    ? 'Lay no cards face down? Enter: yes, for good · Esc: change'
    : `Lay face down: ${chosen.join(', ')}? Enter: yes, for good · Esc: change`;
  const confirmLines = confirming ? wrap(question, width) : [];
  const earlierLines = earlier.length > 0 ? twoLines('Face down so far: ', earlier, width) : ['You lay your cards first.'];
  const listRows = Math.max(1, rows - 2 - earlierLines.length - confirmLines.length);
  const items = hand.map((card) => `[${model.chosen.includes(card) ? 'x' : ' '}] ${cardLabel(card)}`);
  return (
    <Box flexDirection="column">
      <Text bold>{cut('Coup: choose the cards to lay face down (Space: pick, Enter: done)', width)}</Text>
      {earlierLines.map((line, i) => <Text key={`e${i}`} dimColor>{line}</Text>)}
      {hand.length === 0 ? <Text dimColor>  no cards in your hand</Text> : <ScrollList items={items} rows={listRows} width={width} theme={theme} cursor={cursor}
        alsoShow={suggested?.type === 'commit-coup' && suggested.cards.length > 0 ? hand.indexOf(suggested.cards[0]) : null} />}
      <Text>{cut(`${sideOf(model, view)} Only Influence cards count.`, width)}</Text>
      {confirmLines.map((line, i) => <Text key={i} bold color={theme.tint('yellow')}>{line}</Text>)}
    </Box>
  );
}

/** `items` after `lead`, wrapped to at most two lines; what does not fit is counted ("+2 more"). */
function twoLines(lead: string, items: string[], width: number): string[] {
  for (let shown = items.length; shown > 0; shown--) {
    const rest = items.length - shown;
    const lines = wrap(`${lead}${items.slice(0, shown).join(', ')}${rest > 0 ? `, +${rest} more` : ''}`, width);
    if (lines.length <= 2) return lines;
  }
  return wrap(`${lead}${items.length} players`, width);
}
