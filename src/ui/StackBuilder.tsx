// Building stacks: the budget (R8, R9), its re-forming (R19), the redistribution (R18) and bribes
// (R11). Limits are enforced as you type; the engine's validator has the last word.
import { Box, Text, useInput } from 'ink';
import { useMemo } from 'react';
import { useLatest } from './useLatest.js';
import { moneyValue, totalValue } from '../engine/catalogue.js';
import type { Action, LegalActions, MoneyRef, PlayerView, Seat } from '../engine/index.js';
import type { Theme } from './theme.js';

export type StackMode = 'budget' | 'reform' | 'redistribute' | 'bribe';

interface Slot {
  card: MoneyRef;
  owner: Seat | null;
  fromMiddleman: boolean;
}

export interface StackBuilderProps {
  mode: StackMode;
  view: PlayerView;
  legal: LegalActions;
  theme: Theme;
  onSubmit(action: Action): void;
  onCancel?(): void;
  active: boolean;
  /** Lines this builder may use. */
  rows: number;
}

function initialSlots(mode: StackMode, view: PlayerView): Slot[] {
  const me = view.seat;
  if (mode === 'budget') {
    return [
      ...(view.drawn ?? []).map((card) => ({ card, owner: me, fromMiddleman: false })),
      ...[...view.top, ...view.swiss].map((card) => ({ card, owner: null, fromMiddleman: true })),
    ];
  }
  if (mode === 'reform') {
    return view.stacks.flatMap((cards, owner) => (cards ?? []).map((card) => ({ card, owner, fromMiddleman: false })));
  }
  return (view.stacks[me] ?? []).map((card) => ({ card, owner: me, fromMiddleman: false }));
}

/** Forming stacks anew (every card placed afresh), as opposed to moving cards from the President's stack. */
const formsStacks = (mode: StackMode): boolean => mode === 'budget' || mode === 'reform';

function owners(mode: StackMode, view: PlayerView): Seat[] {
  const all = view.players.map((_, i) => i);
  if (formsStacks(mode)) return all;
  return all.filter((i) => i === view.seat || (!view.players[i].stack?.returned && i !== view.coup?.firstRebel));
}

const TITLES: Record<StackMode, string> = {
  budget: 'Form the budget: one stack per player',
  reform: 'Re-form the budget (you may keep it: Esc)',
  redistribute: 'Redistribute the returned stack',
  bribe: 'Bribe: move Money from your stack onto one player’s (Esc: no bribe)',
};

export function StackBuilder({ mode, view, legal, theme, onSubmit, onCancel, active, rows }: StackBuilderProps) {
  const me = view.seat;
  const eligible = useMemo(() => owners(mode, view), [mode, view]);
  const forming = formsStacks(mode);
  const oldAnnounced = view.players.map((p) => p.stack?.announced ?? 0);
  const [st, set, latest] = useLatest(() => ({
    slots: initialSlots(mode, view),
    announced: forming ? view.players.map(() => 0) : oldAnnounced,
    focus: 'cards' as 'cards' | 'stacks',
    cursor: 0,
    stackCursor: 0,
    confirming: null as Action | null,
    error: null as string | null,
  }));
  const { slots, announced, focus, cursor, stackCursor, confirming, error } = st;

  const cardsOf = (seat: Seat, of = latest().slots) => of.filter((s) => s.owner === seat).map((s) => s.card);
  const stackCards = (seat: Seat) => (forming || seat === me ? cardsOf(seat) : [...(view.stacks[seat] ?? []), ...cardsOf(seat)]);
  const cap = view.cap ?? 0;
  const totalOf = (list: number[]) => list.reduce((sum, a, i) => sum + (view.players[i].stack?.returned ? 0 : a), 0);
  const total = totalOf(announced);
  const floor = (seat: Seat) => (!forming && seat !== me ? oldAnnounced[seat] : 0);
  const ceiling = (seat: Seat) => {
    if (!forming && seat === me) return Math.min(oldAnnounced[me], totalValue(stackCards(me)));
    const now = latest().announced;
    return Math.max(floor(seat), Math.min(totalValue(stackCards(seat)), now[seat] + cap - totalOf(now)));
  };

  function build(): Action {
    const seatName = view.players[me].name;
    if (forming) {
      const stacks = eligible
        .map((i) => ({ to: view.players[i].name, money: cardsOf(i), announced: latest().announced[i] }))
        .filter((spec) => spec.money.length > 0 || spec.announced > 0);
      return { type: 'propose-budget', seat: seatName, stacks };
    }
    const moves = eligible
      .filter((i) => i !== me && (cardsOf(i).length > 0 || latest().announced[i] !== oldAnnounced[i]))
      .map((i) => ({ to: view.players[i].name, money: cardsOf(i), announced: latest().announced[i] }));
    const ownNow = latest().announced[me];
    const own = ownNow !== oldAnnounced[me] ? { ownAnnounced: ownNow } : {};
    if (mode === 'redistribute') return { type: 'redistribute', seat: seatName, stacks: moves, ...own };
    const [move] = moves;
    return { type: 'bribe', seat: seatName, to: move?.to ?? '', money: move?.money ?? [], announced: move?.announced ?? 0, ...own };
  }

  function moveCard(step: number) {
    const now = latest();
    const slot = now.slots[now.cursor];
    if (!slot) return;
    const choices: (Seat | null)[] = slot.fromMiddleman ? [null, ...eligible] : eligible;
    const next = choices[(choices.indexOf(slot.owner) + step + choices.length) % choices.length];
    const moved = now.slots.map((s, i) => (i === now.cursor ? { ...s, owner: next } : s));
    const valueOf = (seat: Seat) => totalValue(moved.filter((s) => s.owner === seat).map((s) => s.card));
    const clamped = forming ? now.announced.map((a, seat) => Math.min(a, valueOf(seat))) : now.announced;
    set({ slots: moved, announced: clamped, error: null });
  }

  function changeAnnouncement(seat: Seat, step: number) {
    const now = latest().announced;
    const value = Math.max(floor(seat), Math.min(ceiling(seat), now[seat] + step));
    set({ announced: now.map((a, i) => (i === seat ? value : a)), error: null });
  }

  useInput(
    (input, key) => {
      const now = latest();
      if (now.confirming) {
        if (key.return) onSubmit(now.confirming);
        else if (key.escape) set({ confirming: null });
        return;
      }
      if (key.tab) return set({ focus: now.focus === 'cards' ? 'stacks' : 'cards' });
      if (key.escape) return onCancel?.();
      if (key.return) {
        if (mode === 'bribe' && eligible.filter((i) => i !== me && (cardsOf(i).length > 0 || now.announced[i] !== oldAnnounced[i])).length > 1) {
          return set({ error: 'A bribe goes to one player at a time.' });
        }
        const action = build();
        const problem = legal.validate(action);
        return problem ? set({ error: problem.message }) : set({ confirming: action });
      }
      const up = key.upArrow || input === 'k';
      const down = key.downArrow || input === 'j';
      const left = key.leftArrow || input === '-';
      const right = key.rightArrow || input === '+';
      if (now.focus === 'cards') {
        if (up) set({ cursor: Math.max(0, now.cursor - 1) });
        if (down) set({ cursor: Math.min(now.slots.length - 1, now.cursor + 1) });
        if (left) moveCard(-1);
        if (right) moveCard(1);
      } else {
        if (up) set({ stackCursor: Math.max(0, now.stackCursor - 1) });
        if (down) set({ stackCursor: Math.min(eligible.length - 1, now.stackCursor + 1) });
        if (left) changeAnnouncement(eligible[now.stackCursor], -1);
        if (right) changeAnnouncement(eligible[now.stackCursor], 1);
      }
    },
    { isActive: active },
  );

  const ownerName = (owner: Seat | null) => (owner === null ? '(stays on your Middleman)' : view.players[owner].name);
  const size = Math.max(2, rows - 3);
  const first = Math.max(0, Math.min(cursor - Math.floor(size / 2), slots.length - size));
  const window = slots.slice(first, first + size);
  return (
    <Box flexDirection="column">
      <Text bold>{TITLES[mode]}</Text>
      <Box>
        <Box flexDirection="column" width={36}>
          <Text underline={focus === 'cards'}>Money cards (←/→ move)</Text>
          {window.map((slot) => {
            const index = slots.indexOf(slot);
            const selected = focus === 'cards' && index === cursor;
            return (
              <Text key={slot.card} color={selected ? theme.tint('green') : undefined} wrap="truncate-end">
                {`${selected ? '›' : ' '} ${moneyValue(slot.card)}M${slot.fromMiddleman ? ' (yours)' : ''} → ${ownerName(slot.owner)}`}
              </Text>
            );
          })}
          {slots.length === 0 ? <Text dimColor> no cards to move</Text> : null}
        </Box>
        <Box flexDirection="column">
          <Text underline={focus === 'stacks'}>Stacks: true / announced (Tab, then ←/→)</Text>
          {eligible.map((seat, i) => {
            const selected = focus === 'stacks' && i === stackCursor;
            return (
              <Text key={seat} color={selected ? theme.tint('green') : undefined} wrap="truncate-end">
                {`${selected ? '›' : ' '} ${view.players[seat].name.padEnd(8)} ${String(totalValue(stackCards(seat))).padStart(3)} / ${announced[seat]}`}
              </Text>
            );
          })}
          {view.cap !== null ? <Text dimColor>{`  announced ${total} of ${cap} drawn`}</Text> : null}
        </Box>
      </Box>
      {error ? <Text color={theme.tint('red')}>{error}</Text> : null}
      {confirming ? <Text bold color={theme.tint('yellow')}>This cannot be undone. Enter: confirm · Esc: change it</Text> : null}
    </Box>
  );
}
