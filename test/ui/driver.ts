// The test driver: the keys that make a given action on the seat's private screen – the chooser,
// the stack builders and the coup picker – computed from the same pure models the screens use.
import { pickUniformly, type Action, type PlayerView, type Seat } from '../../src/games/las-cartas/rules/index.js';
import type { Purpose } from '../../src/session/flow.js';
import { legalFromView } from '../support/las-cartas.js';
import { groupActions, locate } from '../../src/games/las-cartas/ui/models/chooser.js';
import { createStackModel, changeAnnouncement, moveCard, type StackMode, type StackModel } from '../../src/games/las-cartas/ui/models/stacks.js';
import { ownersIn } from '../../src/games/las-cartas/ui/labels.js';
import { widgetFor } from '../../src/games/las-cartas/ui/models/decision.js';
import { makeTheme, type Theme } from '../../src/ui/theme.js';
import { DOWN, ENTER, ESC, LEFT, RIGHT, SPACE, TAB, UP } from './keys.js';
import { glyphsOf } from '../../src/games/las-cartas/ui/labels.js';

const times = (key: string, n: number): string[] => Array.from({ length: Math.max(0, n) }, () => key);

/** The keys for `action` on `view`'s private screen (purpose 'optional': the bribe builder is open). */
export function keysFor(action: Action, view: PlayerView, theme: Theme, purpose: Purpose = 'decide'): string[] {
  const names = view.players.map((p) => p.name);
  if (action.type === 'bribe' && purpose === 'decide') return ['b', ...keysFor(action, view, theme, 'optional')];
  const widget = widgetFor(view, purpose, names);
  if (widget.kind === 'builder') {
    if (action.type === 'keep-budget') return [ESC];
    return builderKeys(action, view, widget.mode);
  }
  if (widget.kind === 'notice') {
    if (JSON.stringify(action) !== JSON.stringify(widget.action)) throw new Error(`a ${action.type} on a notice`);
    return [ENTER];
  }
  if (widget.kind === 'commit') {
    if (action.type !== 'commit-coup') throw new Error(`a ${action.type} on the coup picker`);
    const keys: string[] = [];
    let cursor = 0;
    view.hand.forEach((card, i) => {
      if (!action.cards.includes(card)) return;
      keys.push(...times(DOWN, i - cursor), SPACE);
      cursor = i;
    });
    return [...keys, ENTER, ENTER];
  }
  if (widget.kind === 'chooser') {
    const legal = legalFromView(view).actions.filter((a) => a.type !== 'bribe');
    const ownerOf = ownersIn(view, names);
    const groups = groupActions(legal, glyphsOf(theme), ownerOf);
    const at = locate(groups, action, glyphsOf(theme), ownerOf);
    if (!at) throw new Error(`not on the chooser: ${JSON.stringify(action)}`);
    const keys = [...times(DOWN, at.group), ENTER];
    if (groups[at.group].actions.length > 1) keys.push(...times(DOWN, at.item), ENTER);
    return keys;
  }
  throw new Error(`${names[view.seat]} has nothing to decide`);
}

/**
 * What a stack action asks of the builder: the stack each slot's card goes to (null: the
 * Middleman) and each stack's announcement. Money the action does not name stays where it is:
 * the President's drawn cards must all be placed (R8).
 */
export function builderTargets(action: Action, model: StackModel): { targets: (Seat | null)[]; wanted: number[] } {
  const seatOf = (name: string): Seat => model.names.indexOf(name);
  const owner = new Map<string, Seat | null>();
  const wanted = [...model.announced];
  if (action.type === 'propose-budget') {
    wanted.fill(0);
    for (const spec of action.stacks) {
      for (const card of spec.money) owner.set(card, seatOf(spec.to));
      wanted[seatOf(spec.to)] = spec.announced;
    }
  } else if (action.type === 'bribe' || action.type === 'redistribute') {
    const specs = action.type === 'bribe' ? [{ to: action.to, money: action.money, announced: action.announced }] : action.stacks;
    for (const spec of specs) {
      for (const card of spec.money) owner.set(card, seatOf(spec.to));
      wanted[seatOf(spec.to)] = spec.announced;
    }
    if (action.ownAnnounced !== undefined) wanted[model.me] = action.ownAnnounced;
  } else throw new Error(`a ${action.type} on the stack builder`);
  const targets = model.slots.map((slot) => (owner.has(slot.card) ? owner.get(slot.card)! : slot.fromMiddleman ? null : slot.owner));
  return { targets, wanted };
}

function builderKeys(action: Action, view: PlayerView, mode: StackMode): string[] {
  let model = createStackModel(mode, view);
  const { targets, wanted } = builderTargets(action, model);
  const keys: string[] = [];
  model.slots.forEach((slot, i) => {
    if (i > 0) keys.push(DOWN);
    const target = targets[i];
    const choices: (Seat | null)[] = slot.fromMiddleman ? [null, ...model.eligible] : model.eligible;
    const steps = (choices.indexOf(target) - choices.indexOf(slot.owner) + choices.length) % choices.length;
    keys.push(...times(RIGHT, steps));
    for (let n = 0; n < steps; n++) model = moveCard(model, i, 1);
  });
  keys.push(TAB);
  // Lower first (top to bottom), then raise (bottom to top): a raise may need the room a lowering frees.
  let cursor = 0;
  const pass = (order: number[], lower: boolean) => {
    for (const k of order) {
      const seat = model.eligible[k];
      const diff = wanted[seat] - model.announced[seat];
      if (lower ? diff >= 0 : diff <= 0) continue;
      keys.push(...(k > cursor ? times(DOWN, k - cursor) : times(UP, cursor - k)));
      cursor = k;
      keys.push(...times(lower ? LEFT : RIGHT, Math.abs(diff)));
      model = setTo(model, seat, wanted[seat]);
    }
  };
  const order = model.eligible.map((_, k) => k);
  pass(order, true);
  pass([...order].reverse(), false);
  const missed = model.eligible.find((seat) => model.announced[seat] !== wanted[seat]);
  if (missed !== undefined) throw new Error(`the builder cannot announce ${wanted[missed]} for ${model.names[missed]}`);
  return [...keys, ENTER, ENTER];
}

function setTo(model: StackModel, seat: Seat, value: number): StackModel {
  let next = model;
  while (next.announced[seat] !== value) {
    const moved = changeAnnouncement(next, seat, value > next.announced[seat] ? 1 : -1);
    if (moved.announced[seat] === next.announced[seat]) return next;
    next = moved;
  }
  return next;
}

export interface Planned {
  keys: string[];
  /** The action the keys should submit. */
  action: Action | null;
}

/**
 * A bot at the keyboard: a random legal decision of the seat whose view this is (a uniform pick
 * over its choices), as the keys that make it; null when the seat has nothing to decide. `env` is
 * the screen's locale (the chooser's labels depend on its glyphs).
 */
export function plan(view: PlayerView, names: readonly string[], random: () => number, env: Record<string, string | undefined> = {}): Planned | null {
  if (widgetFor(view, 'decide', names).kind === 'wait') return null;
  const action = pickUniformly(legalFromView(view), random);
  return action ? { keys: keysFor(action, view, makeTheme(env)), action } : null;
}
