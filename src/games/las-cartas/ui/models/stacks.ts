// Building stacks without React: the budget (R8, R9), its re-forming (R19, from the standing
// budget), the redistribution of the returned stack (R18) and bribes (R11). Every announcement
// stays a floor (R9): it never exceeds its stack's true value, the total never exceeds what was
// drawn; Money moved out lowers an announcement only as far as it must, and Money moved back
// restores it, up to what the player last asked for.
import { totalValue, type Action, type MoneyRef, type PlayerView, type Seat } from '../../rules/index.js';
import { capital } from '../labels.js';

export type StackMode = 'budget' | 'reform' | 'redistribute' | 'bribe';

export interface Slot {
  card: MoneyRef;
  /** The stack it goes to; null: it stays on the President's Middleman. */
  owner: Seat | null;
  fromMiddleman: boolean;
}

export interface StackModel {
  mode: StackMode;
  me: Seat;
  names: string[];
  /** The stacks cards may go to (the President's own first when it counts). */
  eligible: Seat[];
  slots: Slot[];
  /** Cards already in each stack that this builder does not move. */
  base: MoneyRef[][];
  announced: number[];
  /**
   * What the player asked each announcement to be (at first the standing one): a move that
   * lowers an announcement lowers it only as far as its limits say, and it comes back up to this
   * when the Money does.
   */
  wanted: number[];
  /** The announcements before this builder (floors for others' stacks when moving Money). */
  before: number[];
  /** Stacks given back by the First Rebel: they no longer count toward the cap (R18). */
  returned: boolean[];
  cap: number;
}

/** Forming stacks anew (every card placed afresh), as opposed to moving cards from the President's stack. */
export const forming = (mode: StackMode): boolean => mode === 'budget' || mode === 'reform';

/** The cards of the President's own stack that may move: for a redistribution, only the returned ones (R18). */
export function movable(mode: StackMode, view: PlayerView): MoneyRef[] {
  const own = view.stacks[view.seat] ?? [];
  if (mode !== 'redistribute') return own;
  const returned = view.coup?.returned ?? [];
  return own.filter((c) => returned.includes(c));
}

export function createStackModel(mode: StackMode, view: PlayerView): StackModel {
  const me = view.seat;
  const all = view.players.map((_, i) => i);
  const before = view.players.map((p) => p.stack?.announced ?? 0);
  const returned = view.players.map((p) => !!p.stack?.returned);
  // A new budget starts from nothing; a re-forming (R19), a redistribution and a bribe from the standing one.
  const start = mode === 'budget' ? all.map(() => 0) : before;
  const model: StackModel = {
    mode, me, names: view.players.map((p) => p.name), eligible: all, slots: [], base: all.map(() => []),
    announced: [...start], wanted: [...start], before, returned, cap: view.cap ?? 0,
  };
  if (mode === 'budget') {
    model.slots = [
      ...(view.drawn ?? []).map((card) => ({ card, owner: me, fromMiddleman: false })),
      ...[...view.top, ...view.swiss].map((card) => ({ card, owner: null, fromMiddleman: true })),
    ];
  } else if (mode === 'reform') {
    model.slots = view.stacks.flatMap((cards, owner) => (cards ?? []).map((card) => ({ card, owner, fromMiddleman: false })));
  } else {
    model.eligible = all.filter((i) => i === me || (!returned[i] && i !== view.coup?.firstRebel));
    const moving = movable(mode, view);
    model.slots = moving.map((card) => ({ card, owner: me, fromMiddleman: false }));
    model.base = all.map((i) => (i === me ? (view.stacks[me] ?? []).filter((c) => !moving.includes(c)) : view.stacks[i] ?? []));
  }
  return model;
}

export function cardsOf(model: StackModel, seat: Seat): MoneyRef[] {
  return [...model.base[seat], ...model.slots.filter((s) => s.owner === seat).map((s) => s.card)];
}

export function valueOf(model: StackModel, seat: Seat): number {
  return totalValue(cardsOf(model, seat));
}

export function announcedTotal(model: StackModel, announced = model.announced): number {
  return announced.reduce((sum, a, i) => sum + (model.returned[i] ? 0 : a), 0);
}

/** The range an announcement may take now (R9). */
export function limits(model: StackModel, seat: Seat): { floor: number; ceiling: number } {
  const value = valueOf(model, seat);
  if (forming(model.mode)) {
    const room = model.cap - announcedTotal(model) + model.announced[seat];
    return { floor: 0, ceiling: Math.max(0, Math.min(value, room)) };
  }
  // Moving Money: the President's own announcement may only go down, to at most what stays (R9);
  // another stack's may only go up, to at most its new value, within the cap.
  if (seat === model.me) return { floor: 0, ceiling: Math.min(model.before[seat], value) };
  const floor = model.before[seat];
  const room = model.cap - announcedTotal(model) + model.announced[seat];
  return { floor, ceiling: Math.max(floor, Math.min(value, room)) };
}

/** A stack as its builder hears it named: "your own stack", "Bo's stack" (`names` as shown). */
export function stackName(model: StackModel, names: readonly string[], seat: Seat): string {
  return seat === model.me ? 'your own stack' : `${names[seat]}'s stack`;
}

/**
 * Why `value` cannot be announced for `seat`'s stack now (R9, R11, R18), in a sentence without
 * its full stop, or null when it can. Plain mode adds what may be typed; the screens show it as
 * the reason an arrow key did not move the announcement.
 */
export function announcementLimit(model: StackModel, names: readonly string[], seat: Seat, value: number): string | null {
  const { floor, ceiling } = limits(model, seat);
  if (value >= floor && value <= ceiling) return null;
  const who = capital(stackName(model, names, seat));
  if (value < 0) return `${who} is announced as 0, and no announcement goes lower`;
  if (value < floor) return `${who} was announced as ${floor}, and a bribe or redistribution may only raise another player's announcement`;
  const worth = valueOf(model, seat);
  if (value > worth) return `${who} holds ${worth} million, and no stack may be announced above its true value`;
  if (!forming(model.mode) && seat === model.me) return `Your own announcement may only go down, from ${model.before[seat]}`;
  const total = announcedTotal(model) - model.announced[seat] + value;
  return `That would announce ${total} in all, more than the ${model.cap} million drawn`;
}

/** Puts the card in slot `index` on the next (or previous) stack; announcements follow their stacks' values. */
export function moveCard(model: StackModel, index: number, step: number): StackModel {
  const slot = model.slots[index];
  if (!slot) return model;
  const choices: (Seat | null)[] = slot.fromMiddleman ? [null, ...model.eligible] : model.eligible;
  const owner = choices[(choices.indexOf(slot.owner) + step + choices.length) % choices.length];
  return settle({ ...model, slots: model.slots.map((s, i) => (i === index ? { ...s, owner } : s)) });
}

/**
 * The announcements after a move: first each that the move left above its stack's true value
 * comes down to it (another stack's, when moving Money, no lower than it stood), then each below
 * what the player asked for goes back up toward it, within its limits and the cap (R9).
 */
function settle(model: StackModel): StackModel {
  const lowered = model.announced.map((a, seat) => {
    const value = Math.min(a, valueOf(model, seat));
    return forming(model.mode) || seat === model.me ? value : Math.max(model.before[seat], value);
  });
  let next: StackModel = { ...model, announced: lowered };
  for (const seat of next.eligible) {
    if (next.announced[seat] >= next.wanted[seat]) continue;
    const raised = Math.max(next.announced[seat], Math.min(next.wanted[seat], limits(next, seat).ceiling));
    next = { ...next, announced: next.announced.map((a, i) => (i === seat ? raised : a)) };
  }
  return next;
}

/** The player asks for an announcement: it is kept within its limits (R9), and remembered as asked. */
export function setAnnouncement(model: StackModel, seat: Seat, value: number): StackModel {
  const { floor, ceiling } = limits(model, seat);
  const next = Math.max(floor, Math.min(ceiling, value));
  const only = (list: number[]) => list.map((a, i) => (i === seat ? next : a));
  return { ...model, announced: only(model.announced), wanted: only(model.wanted) };
}

export function changeAnnouncement(model: StackModel, seat: Seat, step: number): StackModel {
  return setAnnouncement(model, seat, model.announced[seat] + step);
}

/** Stacks other than the President's that this builder changes. */
export function targets(model: StackModel): Seat[] {
  return model.eligible.filter((i) => i !== model.me && (model.slots.some((s) => s.owner === i) || model.announced[i] !== model.before[i]));
}

/** The action the builder stands for, or why it cannot be made. */
export function buildAction(model: StackModel): { action: Action } | { problem: string } {
  const seat = model.names[model.me];
  if (forming(model.mode)) {
    const stacks = model.eligible
      .map((i) => ({ to: model.names[i], money: cardsOf(model, i), announced: model.announced[i] }))
      .filter((spec) => spec.money.length > 0 || spec.announced > 0);
    return { action: { type: 'propose-budget', seat, stacks } };
  }
  const moves = targets(model).map((i) => ({
    to: model.names[i], money: model.slots.filter((s) => s.owner === i).map((s) => s.card), announced: model.announced[i],
  }));
  const own = model.announced[model.me] !== model.before[model.me] ? { ownAnnounced: model.announced[model.me] } : {};
  if (model.mode === 'redistribute') return { action: { type: 'redistribute', seat, stacks: moves, ...own } };
  if (moves.length > 1) return { problem: 'A bribe goes to one player at a time.' };
  if (moves.length === 0) return { problem: 'Move Money onto a stack or raise its announcement first.' };
  return { action: { type: 'bribe', seat, to: moves[0].to, money: moves[0].money, announced: moves[0].announced, ...own } };
}
