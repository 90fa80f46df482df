// The stack builder: the budget (R8, R9), its re-forming (R19), the redistribution (R18) and bribes
// (R11). The pure stack model keeps every limit as you type; the validator built from the seat's
// view has the last word before the confirmation.
import { Box, Text } from 'ink';
import { moneyValue, type Action, type LegalActions, type MoneyRef, type PlayerView } from '../../rules/index.js';
import { useKeys } from '../../../../ui/keys.js';
import { announcedTotal, announcementLimit, buildAction, changeAnnouncement, createStackModel, moveCard, valueOf, type Slot, type StackMode, type StackModel } from '../models/stacks.js';
import { jumpTo } from '../../../../ui/scroll.js';
import type { Theme } from '../../../../ui/theme.js';
import { useLatest } from '../../../../ui/useLatest.js';
import { columnsOf, cut, padEnd, padStart, wrap } from '../../../../ui/width.js';
import { ScrollList } from '../../../../ui/widgets/ScrollList.js';

export interface StackBuilderProps {
  mode: StackMode;
  view: PlayerView;
  /** The players' names as the screens show them (escaped and cut); the model keeps the names actions use. */
  names: readonly string[];
  legal: LegalActions;
  theme: Theme;
  rows: number;
  width: number;
  onSubmit(action: Action): void;
  onCancel?(): void;
}

const TITLES: Record<StackMode, string> = {
  budget: 'Form the budget: one stack per player',
  reform: 'Re-form the budget (Esc keeps it as it is)',
  redistribute: 'Redistribute the returned stack',
  bribe: 'Bribe: move Money from your stack onto one player’s (Esc: no bribe)',
};

/** Rows the builder would like, and the fewest it can work in. */
export function builderRows(mode: StackMode, view: PlayerView): { wants: number; needs: number } {
  const model = createStackModel(mode, view);
  const body = Math.max(model.slots.length, model.eligible.length + 1);
  return { wants: 3 + body, needs: 7 };
}

export function StackBuilder({ mode, view, names, legal, theme, rows, width, onSubmit, onCancel }: StackBuilderProps) {
  const [st, set, latest] = useLatest(() => ({
    model: createStackModel(mode, view),
    focus: 'cards' as 'cards' | 'stacks',
    cursor: 0,
    stackCursor: 0,
    confirming: null as Action | null,
    error: null as string | null,
  }));
  const { model, focus, cursor, stackCursor, confirming, error } = st;
  useKeys((input, key) => {
    const now = latest();
    if (now.confirming) {
      if (key.return) onSubmit(now.confirming);
      else if (key.escape) set({ confirming: null });
      else return false;
      return true;
    }
    const up = key.upArrow || input === 'k';
    const down = key.downArrow || input === 'j';
    const left = key.leftArrow || input === '-';
    const right = key.rightArrow || input === '+';
    const jump = jumpTo(key, now.focus === 'cards' ? now.model.slots.length : now.model.eligible.length);
    if (key.tab) set({ focus: now.focus === 'cards' ? 'stacks' : 'cards' });
    else if (jump !== null) set(now.focus === 'cards' ? { cursor: jump } : { stackCursor: jump });
    else if (key.escape) {
      if (!onCancel) return false;
      onCancel();
    } else if (key.return) {
      const built = buildAction(now.model);
      if ('problem' in built) set({ error: built.problem });
      else {
        const problem = legal.validate(built.action);
        set(problem ? { error: problem.message } : { confirming: built.action, error: null });
      }
    } else if (now.focus === 'cards' && (up || down)) set({ cursor: Math.max(0, Math.min(now.model.slots.length - 1, now.cursor + (up ? -1 : 1))) });
    else if (now.focus === 'cards' && (left || right)) set({ model: moveCard(now.model, now.cursor, left ? -1 : 1), error: null });
    else if (now.focus === 'stacks' && (up || down)) set({ stackCursor: Math.max(0, Math.min(now.model.eligible.length - 1, now.stackCursor + (up ? -1 : 1))) });
    else if (now.focus === 'stacks' && (left || right)) {
      // At a limit the key says why, as plain mode does, instead of doing nothing.
      const seat = now.model.eligible[now.stackCursor];
      const why = announcementLimit(now.model, names, seat, now.model.announced[seat] + (left ? -1 : 1));
      set(why ? { error: `${why}.` } : { model: changeAnnouncement(now.model, seat, left ? -1 : 1), error: null });
    }
    else return false;
    return true;
  }, 'widget');

  const leftWidth = Math.min(42, Math.floor(width / 2));
  const rightWidth = width - leftWidth - 1;
  // A refusal is a whole sentence: up to two lines, so its reason is not cut off.
  const errorLines = error ? wrap(error, width).slice(0, 2) : [];
  const bodyRows = Math.max(2, rows - 3 - errorLines.length - (confirming ? 1 : 0));
  const cardItems = model.slots.map((slot) => slotLabel(slot, view.swiss, names));
  const nameWidth = Math.min(rightWidth - 14, Math.max(6, ...model.eligible.map((seat) => columnsOf(names[seat]))));
  const stackItems = model.eligible.map((seat) => `${padEnd(names[seat], nameWidth)} ${padStart(String(valueOf(model, seat)), 3)} / ${model.announced[seat]}`);
  return (
    <Box flexDirection="column">
      <Text bold>{cut(TITLES[mode], width)}</Text>
      <Box>
        <Box flexDirection="column" width={leftWidth} marginRight={1}>
          <Text underline={focus === 'cards'}>{cut('Money cards (←/→ move)', leftWidth)}</Text>
          {model.slots.length === 0 ? <Text dimColor>  no cards to move</Text> : (
            <ScrollList items={cardItems} rows={bodyRows} width={leftWidth} theme={theme} cursor={focus === 'cards' ? cursor : null}
              top={Math.max(0, cursor - Math.floor(bodyRows / 2))} marked />
          )}
        </Box>
        <Box flexDirection="column" width={rightWidth}>
          <Text underline={focus === 'stacks'}>{cut('Stacks: true / announced (Tab, ←/→)', rightWidth)}</Text>
          <ScrollList items={stackItems} rows={Math.max(1, bodyRows - 1)} width={rightWidth} theme={theme} cursor={focus === 'stacks' ? stackCursor : null}
            top={Math.max(0, stackCursor - Math.floor((bodyRows - 1) / 2))} marked />
          <Text dimColor>{cut(totalLine(model), rightWidth)}</Text>
        </Box>
      </Box>
      {errorLines.map((line, i) => <Text key={`e${i}`} color={theme.tint('red')}>{cut(line, width)}</Text>)}
      {confirming ? <Text bold color={theme.tint('yellow')}>{cut('This cannot be undone. Enter: confirm · Esc: change it', width)}</Text> : null}
    </Box>
  );
}

/**
 * A Money card as the builder lists it: its value, where it comes from when it is the President's
 * own (R8: banked, under the Middleman, or from on top of it) and where it goes – a player's stack,
 * or, for the President's own, staying where it lies, which is no stack.
 */
function slotLabel(slot: Slot, swiss: readonly MoneyRef[], names: readonly string[]): string {
  const banked = swiss.includes(slot.card);
  const from = !slot.fromMiddleman ? '' : banked ? ' banked' : ' from Middleman';
  const to = slot.owner !== null ? names[slot.owner] : banked ? 'stays banked' : 'stays on it';
  return `${moneyValue(slot.card)}M${from} → ${to}`;
}

function totalLine(model: StackModel): string {
  return `  announced ${announcedTotal(model)} of ${model.cap} drawn`;
}
