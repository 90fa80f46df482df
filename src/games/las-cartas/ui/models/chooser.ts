// The two-level chooser's state, without React: first what to do ("Play Thief"), then how (vote,
// target). Twin cards in a hand (two Landowners) give the same choices once; twin targets in play
// stay apart by their owners. The screens and the plain mode
// drive it alike.
import type { Action } from '../../rules/index.js';
import { actionDetail, actionGroup, type Glyphs, type OwnerOf } from '../labels.js';

export interface ChoiceGroup {
  label: string;
  actions: Action[];
  details: string[];
}

export function groupActions(actions: readonly Action[], glyphs: Glyphs, ownerOf?: OwnerOf): ChoiceGroup[] {
  const groups = new Map<string, ChoiceGroup>();
  const seen = new Set<string>();
  for (const action of actions) {
    const label = actionGroup(action);
    const detail = actionDetail(action, glyphs, ownerOf);
    if (seen.has(`${label}|${detail}`)) continue;
    seen.add(`${label}|${detail}`);
    const group = groups.get(label) ?? { label, actions: [], details: [] };
    group.actions.push(action);
    group.details.push(detail);
    groups.set(label, group);
  }
  return [...groups.values()];
}

export interface ChooserState {
  /** The open group, or null on the first level. */
  group: number | null;
  cursor: number;
}

export const CHOOSER_START: ChooserState = { group: null, cursor: 0 };

/** The labels on the current level. */
export function chooserItems(groups: readonly ChoiceGroup[], state: ChooserState): string[] {
  return state.group === null ? groups.map((g) => g.label) : groups[state.group].details;
}

export function chooserMove(groups: readonly ChoiceGroup[], state: ChooserState, step: number): ChooserState {
  const n = chooserItems(groups, state).length;
  return n === 0 ? state : { ...state, cursor: (state.cursor + step + n) % n };
}

/** Enter: a group of one, or a detail, is chosen; a larger group opens. */
export function chooserEnter(groups: readonly ChoiceGroup[], state: ChooserState): { state: ChooserState; chosen: Action | null } {
  if (state.group !== null) return { state, chosen: groups[state.group].actions[state.cursor] ?? null };
  const group = groups[state.cursor];
  if (!group) return { state, chosen: null };
  if (group.actions.length === 1) return { state, chosen: group.actions[0] };
  return { state: { group: state.cursor, cursor: 0 }, chosen: null };
}

/** Esc: back to the first level, the cursor on the group that was open. */
export function chooserBack(state: ChooserState): ChooserState {
  return state.group === null ? state : { group: null, cursor: state.group };
}

/** The action under the cursor (the first of a group on the first level). */
export function chooserFocus(groups: readonly ChoiceGroup[], state: ChooserState): Action | null {
  return state.group === null ? groups[state.cursor]?.actions[0] ?? null : groups[state.group].actions[state.cursor] ?? null;
}

/** Where an action sits: its group and its place in the group (for the test driver and plain mode). */
export function locate(groups: readonly ChoiceGroup[], action: Action, glyphs: Glyphs, ownerOf?: OwnerOf): { group: number; item: number } | null {
  const label = actionGroup(action);
  const group = groups.findIndex((g) => g.label === label);
  if (group < 0) return null;
  const item = groups[group].details.indexOf(actionDetail(action, glyphs, ownerOf));
  return item < 0 ? null : { group, item };
}
