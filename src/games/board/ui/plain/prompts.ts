// Plain mode's prompts for the board game (rulings B5, B8–B40, B61, B68–B70, B72): every decision as
// numbered choices from the seat's legal actions, read from its view alone (a state consistent with it,
// as a network bot reads its choices: rules.determinize, whose answers the contract harness checks are
// the real ones), in the words of words.ts and grouped into sub-menus by their first words. What the
// game only samples is composed step by step: a gift (gift-prompt.ts), the cabinet
// (cabinet-prompt.ts), a unit bribe and a transfer (units-prompt.ts). A line may also be an action as JSON (a record's; the seat may be left out).
import { openGenerator, seedGenerator } from '../../../../core/generator.js';
import type { PromptText } from '../../../../ui/game-screens.js';
import type { Purpose } from '../../../../session/flow.js';
import { menuPick, menuText, type MenuChoice } from '../../../../text/menu.js';
import { visible } from '../../../../text/sanitize.js';
import { typedAction } from '../../../../text/typed-action.js';
import { boardRules } from '../../rules/index.js';
import type { Action } from '../../rules/types.js';
import type { BoardView } from '../../rules/view.js';
import { cabinetMenu } from './cabinet-prompt.js';
import { decisionLines } from './decision.js';
import { giftMenu } from './gift-prompt.js';
import { bribeMenu, transferMenu } from './units-prompt.js';
import { cardName } from '../../rules/describe.js';
import { act, MENU, next, problemOf, refused, type Answer, type Choice, type Prompt, type Shape } from './prompt.js';
import { actionPath } from './words.js';

export type { Prompt };

/** A fixed generator: the state read from a view, and what a sampler draws from it, are the same every time the prompt is opened. */
const fixed = () => openGenerator(seedGenerator('plain-from-view'));

/** The prompt for the seat's decision now, or null when it has none (the board game offers nothing optional: B72's gifts are among the choices). */
export function openPrompt(view: BoardView, purpose: Purpose, names: readonly string[], _offered: boolean): Prompt | null {
  const seat = view.seat;
  if (purpose === 'optional' || seat === null || !boardRules.pendingInView(view).required.some((d) => d.seat === seat)) return null;
  const state = boardRules.determinize(view, fixed());
  return { view, state, seat, names, choices: boardRules.legalActions(state, seat), step: MENU, fresh: true };
}

/** The listed actions under the sub-menu `path`: grouped by their next words, a group of one taken at once. */
function menuChoices(p: Prompt, path: readonly string[]): Choice[] {
  const d = path.length;
  // Actions told in the same words are alike (two copies of a card): the first stands for them.
  const told = new Map<string, { action: Action; words: string[] }>();
  for (const action of p.choices.actions) {
    const words = actionPath(p, action);
    if (!told.has(words.join('\n'))) told.set(words.join('\n'), { action, words });
  }
  const under = [...told.values()].filter((e) => e.words.length > d && path.every((w, i) => e.words[i] === w));
  const groups = new Map<string, typeof under>();
  for (const e of under) groups.set(e.words[d], [...(groups.get(e.words[d]) ?? []), e]);
  return [...groups].map(([words, members]): Choice => (members.length === 1
    ? { label: members[0].words.slice(d).join(', '), pick: () => act(members[0].action) }
    : { label: `${words}…`, pick: () => next(p, { kind: 'menu', path: [...path, words] }) }));
}

/** What the game only samples, as choices that compose it (a gift, the cabinet), or, for a kind plain mode cannot compose, the game's own draw. */
function sampledChoices(p: Prompt): Choice[] {
  return p.choices.samplers.flatMap((sampler): Choice[] => {
    const drawn = sampler(fixed());
    if (drawn === null) return [];
    if (drawn.type === 'gift') return [{ label: 'Give a gift (cards or bills)…', pick: () => next(p, { kind: 'gift', to: null, cards: [], bills: [0, 0, 0] }) }];
    if (drawn.type === 'cabinet') return [{ label: 'Name the cabinet…', pick: () => next(p, { kind: 'cabinet', holders: [] }) }];
    if (drawn.type === 'play' && drawn.units) return [{ label: `Play ${cardName(drawn.card)}: choose the units…`, pick: () => next(p, { kind: 'bribe', card: drawn.card, area: null, units: [] }) }];
    if (drawn.type === 'transfer') return [{ label: 'Give command of units…', pick: () => next(p, { kind: 'transfer', to: null, units: [] }) }];
    return [{ label: `Let the game draw a ${visible(drawn.type)} for you`, pick: () => act(drawn) }];
  });
}

function menuShape(p: Prompt, path: readonly string[]): Shape {
  if (path.length > 0) {
    return { lines: [`${path.join(', ')}:`], choices: menuChoices(p, path), back: { label: 'Back', pick: () => next(p, { kind: 'menu', path: path.slice(0, -1) }) } };
  }
  return { lines: decisionLines(p, p.fresh), choices: [...menuChoices(p, []), ...sampledChoices(p)], back: null };
}

/** Each prompt's shape, made once: its question and its answer read the same shape. */
const shapes = new WeakMap<Prompt, Shape>();

function shapeFor(p: Prompt, step: Prompt['step']): Shape {
  switch (step.kind) {
    case 'menu': return menuShape(p, step.path);
    case 'gift': return giftMenu(p, step);
    case 'cabinet': return cabinetMenu(p, step);
    case 'bribe': return bribeMenu(p, step);
    case 'transfer': return transferMenu(p, step);
  }
}

function shapeOf(p: Prompt): Shape {
  let shape = shapes.get(p);
  if (!shape) {
    shape = shapeFor(p, p.step);
    shapes.set(p, shape);
  }
  return shape;
}

export function promptText(p: Prompt): PromptText {
  return menuText(shapeOf(p));
}

/** One typed line (without its line break): the number of an offered choice, 0 to go back, or an action as JSON. */
export function answerPrompt(p: Prompt, text: string): Answer {
  const typed = text.trim();
  if (typed.startsWith('{')) return actionFromJson(p, typed);
  const picked = menuPick<Answer>(shapeOf(p), typed);
  return 'refused' in picked ? refused(picked.refused) : (picked as MenuChoice<Answer>).pick();
}

/** A typed action (JSON, as in a game record); the seat may be left out. */
function actionFromJson(p: Prompt, text: string): Answer {
  const typed = typedAction<Action>(text, p.view.players[p.seat].name, '{"type":"done"}', (action) => problemOf(p, action));
  return 'refused' in typed ? refused(typed.refused) : act(typed.action);
}
