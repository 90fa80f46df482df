// A bot at the keyboard, for tests: from a seat's view, a random legal decision as the keys that
// make it on the decision screen – the chooser (groups and details), the coup picker, and the stack
// builders (cards moved, announcements raised). It mirrors the widgets through the same models
// (src/ui/models/*), so the keys land where the model says, and checks the result with the seat's
// validator before pressing anything.
import type { Action, PlayerView } from '../../src/engine/index.js';
import { legalFromView } from '../../src/session/port.js';
import { glyphs } from '../../src/ui/labels.js';
import { groupActions, locate } from '../../src/ui/models/chooser.js';
import { buildAction, changeAnnouncement, createStackModel, moveCard, type StackMode } from '../../src/ui/models/stacks.js';
import { widgetFor } from '../../src/ui/screens/Decision.js';
import { DOWN, ENTER, RIGHT, SPACE, TAB } from './keys.js';


export interface Planned {
  keys: string[];
  /** The action the keys should submit (the builders' announcements included). */
  action: Action | null;
}

const below = (n: number, random: () => number) => Math.floor(random() * n);

/**
 * The keys for a random legal decision of the seat whose view this is, or null when it has none.
 * `env` is the screen's locale (the chooser's labels depend on its glyphs).
 */
export function plan(view: PlayerView, names: readonly string[], random: () => number, env: Record<string, string | undefined> = {}): Planned | null {
  const widget = widgetFor(view, 'decide', names);
  if (widget.kind === 'wait') return null;
  if (widget.kind === 'chooser') {
    const g = glyphs(env);
    const actions = legalFromView(view).actions.filter((a) => a.type !== 'bribe');
    const groups = groupActions(actions, g);
    const action = actions[below(actions.length, random)];
    const at = locate(groups, action, g)!;
    const keys = [...Array(at.group).fill(DOWN), ENTER];
    if (groups[at.group].actions.length > 1) keys.push(...Array(at.item).fill(DOWN), ENTER);
    return { keys, action: groups[at.group].actions[at.item] };
  }
  if (widget.kind === 'commit') {
    const keys: string[] = [];
    const cards: string[] = [];
    view.hand.forEach((card, i) => {
      if (random() < 0.5) {
        keys.push(SPACE);
        cards.push(card);
      }
      if (i < view.hand.length - 1) keys.push(DOWN);
    });
    return { keys: [...keys, ENTER, ENTER], action: { type: 'commit-coup', seat: names[view.seat], cards } };
  }
  return builderPlan(widget.mode, view, random);
}

/** Cards moved a random number of places, announcements raised a random amount; the plain default if that is refused. */
function builderPlan(mode: StackMode, view: PlayerView, random: () => number): Planned {
  const legal = legalFromView(view);
  let model = createStackModel(mode, view);
  const keys: string[] = [];
  model.slots.forEach((_, i) => {
    const moves = below(model.eligible.length + 1, random);
    for (let m = 0; m < moves; m++) model = moveCard(model, i, 1);
    keys.push(...Array(moves).fill(RIGHT));
    if (i < model.slots.length - 1) keys.push(DOWN);
  });
  keys.push(TAB);
  model.eligible.forEach((seat, j) => {
    const raise = below(4, random);
    for (let r = 0; r < raise; r++) model = changeAnnouncement(model, seat, 1);
    keys.push(...Array(raise).fill(RIGHT));
    if (j < model.eligible.length - 1) keys.push(DOWN);
  });
  const built = buildAction(model);
  if ('action' in built && !legal.validate(built.action)) return { keys: [...keys, ENTER, ENTER], action: built.action };
  const plainBuilt = buildAction(createStackModel(mode, view));
  return { keys: [ENTER, ENTER], action: 'action' in plainBuilt ? plainBuilt.action : null };
}
