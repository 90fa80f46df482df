// Plain mode's prompts: every decision as numbered choices answered one line at a time,
// driven by the screens' own pure models – the two-level chooser, the stack builder (R8, R9, R11,
// R18, R19: which card to which stack, each announcement, then confirm) and the coup picker (R20)
// – so plain text and the full screens enforce the same limits. Pure: a prompt and a typed line
// give the next prompt, an action, or a sentence saying why not. A line may also be an action as
// JSON (a record's action; the seat may be left out), checked by the seat's validator.
import { legalFromView, listWords, moneyList, type Action, type MoneyRef, type LegalActions, type PlayerView, type Seat } from '../../rules/index.js';
import type { Purpose } from '../../../../session/flow.js';
import { menuPick, menuText, unless, type Menu, type MenuChoice } from '../../../../text/menu.js';
import { visible } from '../../../../text/sanitize.js';
import { typedAction } from '../../../../text/typed-action.js';
import { capital, ownersIn, shortName } from '../labels.js';
import { CHOOSER_START, chooserBack, chooserEnter, groupActions, type ChoiceGroup, type ChooserState } from '../models/chooser.js';
import { commitAction, createCommitModel, sideOf, toggle, type CommitModel } from '../models/commit.js';
import {
  announcedTotal, announcementLimit, buildAction, cardsOf, createStackModel, forming, limits, moveCard, setAnnouncement, stackName, valueOf,
  type StackMode, type StackModel,
} from '../models/stacks.js';
import { widgetFor } from '../models/decision.js';
import { cardWords, PLAIN_GLYPHS } from './describe.js';
import type { PromptAnswer, PromptText } from '../../../../ui/game-screens.js';

interface Common {
  view: PlayerView;
  /** Names as shown (sanitized); actions use the view's own names. */
  names: readonly string[];
  legal: LegalActions;
}

export type BuilderStep =
  | { kind: 'menu' }
  | { kind: 'card' }
  | { kind: 'destination'; slot: number }
  | { kind: 'stack' }
  | { kind: 'amount'; seat: Seat }
  | { kind: 'confirm'; action: Action };

export type Prompt =
  | (Common & { kind: 'chooser'; title: string; groups: ChoiceGroup[]; at: ChooserState; canBribe: boolean })
  | (Common & { kind: 'builder'; mode: StackMode; model: StackModel; step: BuilderStep; fresh: boolean })
  | (Common & { kind: 'commit'; model: CommitModel; confirming: boolean; fresh: boolean });

/** What a typed line gives at one of these prompts. */
export type Answer = PromptAnswer<Prompt, Action>;

type Choice = MenuChoice<Answer>;

type Shape =
  | ({ kind: 'menu' } & Menu<Answer>)
  | { kind: 'number'; lines: string[]; floor: number; ceiling: number; read(n: number): Answer };

const next = (prompt: Prompt): Answer => ({ kind: 'prompt', prompt });
const refused = (reason: string): Answer => ({ kind: 'refused', reason });

/**
 * The prompt for the seat's decision now (purpose 'optional': the bribe builder, R11), or null when
 * it has nothing to decide. `canBribe` adds "Offer a bribe" to the President's own choices.
 */
export function openPrompt(view: PlayerView, purpose: Purpose, names: readonly string[], canBribe: boolean): Prompt | null {
  const widget = widgetFor(view, purpose, names);
  const legal = legalFromView(view);
  const common = { view, names, legal };
  switch (widget.kind) {
    case 'wait': return null;
    case 'builder': return { ...common, kind: 'builder', mode: widget.mode, model: createStackModel(widget.mode, view), step: { kind: 'menu' }, fresh: true };
    case 'commit': return { ...common, kind: 'commit', model: createCommitModel(view), confirming: false, fresh: true };
    // One answer, read out with the reason it is asked (the numbered choice keeps plain mode's one way to answer).
    case 'notice': return { ...common, kind: 'chooser', title: widget.text, groups: groupActions([widget.action], PLAIN_GLYPHS), at: CHOOSER_START, canBribe: false };
    case 'chooser': {
      const groups = groupActions(legal.actions.filter((a) => a.type !== 'bribe'), PLAIN_GLYPHS, ownersIn(view, names));
      return { ...common, kind: 'chooser', title: /[.?!]$/.test(widget.title) ? widget.title : `${widget.title}.`, groups, at: CHOOSER_START, canBribe };
    }
  }
}

export function promptText(prompt: Prompt): PromptText {
  const shape = shapeOf(prompt);
  if (shape.kind === 'number') return { lines: shape.lines, ask: `Type a number from ${shape.floor} to ${shape.ceiling}: ` };
  return menuText(shape);
}

/** One typed line (without its line break) on this prompt. */
export function answerPrompt(prompt: Prompt, text: string): Answer {
  const typed = text.trim();
  if (typed.startsWith('{')) return actionFromJson(typed, prompt.view, prompt.legal);
  const shape = shapeOf(prompt);
  const n = /^\d{1,9}$/.test(typed) ? Number(typed) : null;
  if (shape.kind === 'number') {
    if (n === null) return refused(`Type a whole number from ${shape.floor} to ${shape.ceiling}.`);
    return shape.read(n);
  }
  const picked = menuPick(shape, typed);
  return 'refused' in picked ? refused(picked.refused) : picked.pick();
}

/** A typed action (JSON, as in a game record); the seat may be left out. */
export function actionFromJson(text: string, view: PlayerView, legal: LegalActions): Answer {
  const typed = typedAction<Action>(text, view.players[view.seat].name, '{"type":"draw-card"}', (action) => legal.validate(action)?.message ?? null);
  return 'refused' in typed ? refused(typed.refused) : { kind: 'action', action: typed.action };
}

/** Each prompt's shape, made once: a prompt never changes, and its question and its answer read the same shape. */
const shapes = new WeakMap<Prompt, Shape>();

function shapeOf(prompt: Prompt): Shape {
  let shape = shapes.get(prompt);
  if (!shape) shapes.set(prompt, (shape = shapeFor(prompt)));
  return shape;
}

function shapeFor(prompt: Prompt): Shape {
  switch (prompt.kind) {
    case 'chooser': return chooserShape(prompt);
    case 'builder': return builderShape(prompt);
    case 'commit': return commitShape(prompt);
  }
}

// ---- The chooser: first what to do, then how.

function chooserShape(prompt: Extract<Prompt, { kind: 'chooser' }>): Shape {
  const { groups, at } = prompt;
  const enter = (cursor: number): Answer => {
    const entered = chooserEnter(groups, { ...at, cursor });
    return entered.chosen ? { kind: 'action', action: entered.chosen } : next({ ...prompt, at: entered.state });
  };
  if (at.group !== null) {
    const group = groups[at.group];
    return {
      kind: 'menu', lines: [`${group.label}: how?`],
      choices: group.details.map((label, i) => ({ label, pick: () => enter(i) })),
      back: { label: 'Back', pick: () => next({ ...prompt, at: chooserBack(at) }) },
    };
  }
  const choices: Choice[] = groups.map((g, i) => ({ label: g.actions.length > 1 ? `${g.label} (${g.actions.length} choices)` : g.label, pick: () => enter(i) }));
  if (prompt.canBribe) choices.push({ label: 'Offer a bribe first (you are the President)', pick: () => ({ kind: 'offer' }) });
  return { kind: 'menu', lines: [prompt.title], choices, back: null };
}

// ---- The stack builder: which card to which stack, each announcement, confirm.

type BuilderPrompt = Extract<Prompt, { kind: 'builder' }>;

const TITLES: Record<StackMode, string> = {
  budget: 'Form the budget: put the Money you drew into one stack per player and announce each stack.',
  reform: 'You may re-form the budget: move Money between the stacks and announce them anew, or keep it as it is.',
  redistribute: 'Redistribute the stack the First Rebel returned: move its Money onto the other stacks.',
  bribe: 'Bribe: move Money from your stack onto one other player’s stack, or raise its announcement.',
};

const DONE: Record<StackMode, string> = {
  budget: 'Done: propose this budget',
  reform: 'Done: propose the re-formed budget',
  redistribute: 'Done: redistribute like this',
  bribe: 'Done: offer this bribe',
};

const CONFIRM: Record<StackMode, string> = {
  budget: 'Propose this budget?',
  reform: 'Propose the re-formed budget?',
  redistribute: 'Redistribute like this?',
  bribe: 'Offer this bribe?',
};

/** The card `slot` moved onto `owner`'s stack (null: back on the Middleman), by the model's own moves. */
export function moveTo(model: StackModel, slot: number, owner: Seat | null): StackModel {
  const from = model.slots[slot];
  if (!from) return model;
  const choices: (Seat | null)[] = from.fromMiddleman ? [null, ...model.eligible] : model.eligible;
  const steps = (choices.indexOf(owner) - choices.indexOf(from.owner) + choices.length) % choices.length;
  let moved = model;
  for (let i = 0; i < steps; i++) moved = moveCard(moved, slot, 1);
  return moved;
}

/**
 * Where a Money card of the President's own lies when it is in no stack: on top of the Middleman,
 * or under it in the Swiss account (`swiss`: the view's cards under the Middleman).
 */
const ownPlace = (card: MoneyRef, swiss: readonly MoneyRef[]): string => (swiss.includes(card) ? 'your Swiss account' : 'your Middleman');

/**
 * The stacks as the builder has them now, one sentence each, what stays out of the budget (on the
 * Middleman and in the Swiss account apart: only the first is at risk) and the total against the
 * cap (R9). `swiss`: the President's cards under the Middleman.
 */
export function builderSummary(model: StackModel, names: readonly string[], swiss: readonly MoneyRef[]): string[] {
  const lines = model.eligible.map((seat) => {
    const cards = cardsOf(model, seat);
    const was = !forming(model.mode) && model.announced[seat] !== model.before[seat] ? ` (was ${model.before[seat]})` : '';
    return `${capital(stackName(model, names, seat))}: ${cards.length === 0 ? 'empty' : moneyList(cards)}, announced as ${model.announced[seat]}${was}.`;
  });
  const own = model.slots.filter((s) => s.fromMiddleman);
  const kept = (under: boolean) => own.filter((s) => s.owner === null && swiss.includes(s.card) === under).map((s) => s.card);
  if (own.some((s) => !swiss.includes(s.card))) lines.push(`Left on your Middleman, out of the budget: ${moneyList(kept(false))}.`);
  if (own.some((s) => swiss.includes(s.card))) lines.push(`Left in your Swiss account (under your Middleman), out of the budget: ${moneyList(kept(true))}.`);
  lines.push(`Announced in all: ${announcedTotal(model)}, of at most ${model.cap} (the Money drawn for this budget).`);
  return lines;
}

/** Why `value` cannot be announced for `seat`'s stack now (R9, R11, R18), or null when it can. */
export function announcementProblem(model: StackModel, names: readonly string[], seat: Seat, value: number): string | null {
  const why = announcementLimit(model, names, seat, value);
  if (why === null) return null;
  const { floor, ceiling } = limits(model, seat);
  return `${why}: ${floor === ceiling ? `it can only be ${floor} now` : `type ${floor} to ${ceiling}`}.`;
}

function builderShape(prompt: BuilderPrompt): Shape {
  const { model, names, step } = prompt;
  const swiss = prompt.view.swiss;
  const at = (s: BuilderStep, m: StackModel = model): Answer => next({ ...prompt, model: m, step: s, fresh: false });
  const menu = () => at({ kind: 'menu' });
  const back = { label: 'Back', pick: menu };
  const where = (owner: Seat): string => `in ${stackName(model, names, owner)}`;
  switch (step.kind) {
    case 'menu': {
      const choices: Choice[] = [];
      if (model.slots.length > 0) choices.push({ label: 'Move a Money card', pick: () => at({ kind: 'card' }) });
      // A stack whose announcement can only be what it is is settled, not asked (R9); Done is offered once the rules take it.
      const settled = model.eligible.every((seat) => limits(model, seat).floor === limits(model, seat).ceiling);
      choices.push(unless(settled ? 'every announcement can only be what it is now' : null, { label: "Change a stack's announcement", pick: () => at({ kind: 'stack' }) }));
      const built = builtAction(prompt);
      choices.push('problem' in built ? unless(built.problem, { label: DONE[prompt.mode], pick: () => refused(built.problem) }) : { label: DONE[prompt.mode], pick: () => at({ kind: 'confirm', action: built.action }) });
      if (prompt.mode === 'reform') choices.push({ label: 'Keep the budget as it is', pick: () => ({ kind: 'action', action: { type: 'keep-budget', seat: model.names[model.me] } }) });
      if (prompt.mode === 'bribe') choices.push({ label: 'No bribe after all', pick: () => ({ kind: 'cancel' }) });
      // What the decision is, the first time; after that only the stacks as they now are.
      return { kind: 'menu', lines: [...(prompt.fresh ? [TITLES[prompt.mode]] : []), ...builderSummary(model, names, swiss)], choices, back: null };
    }
    case 'card':
      return {
        kind: 'menu', lines: ['Which Money card do you move?'], back,
        choices: model.slots.map((slot, i) => ({
          label: slot.owner === null ? `${moneyList([slot.card])} ${swiss.includes(slot.card) ? 'in' : 'on'} ${ownPlace(slot.card, swiss)}, out of the budget`
            : `${moneyList([slot.card])}${slot.fromMiddleman ? ` from ${ownPlace(slot.card, swiss)}` : ''}, now ${where(slot.owner)}`,
          pick: () => at({ kind: 'destination', slot: i }),
        })),
      };
    case 'destination': {
      const slot = model.slots[step.slot];
      const owners: (Seat | null)[] = slot.fromMiddleman ? [null, ...model.eligible] : model.eligible;
      return {
        kind: 'menu', lines: [`Where does the ${moneyList([slot.card])} go?`], back,
        choices: owners.map((owner) => ({
          label: `${capital(owner === null ? `back ${swiss.includes(slot.card) ? 'into' : 'onto'} ${ownPlace(slot.card, swiss)}` : stackName(model, names, owner))}${owner === slot.owner ? ' (where it is now)' : ''}`,
          pick: () => at({ kind: 'menu' }, moveTo(model, step.slot, owner)),
        })),
      };
    }
    case 'stack':
      return {
        kind: 'menu', lines: ['Which stack do you announce?'], back,
        choices: model.eligible.map((seat) => {
          const { floor, ceiling } = limits(model, seat);
          const label = `${capital(stackName(model, names, seat))}: ${valueOf(model, seat)} million, announced as ${model.announced[seat]}`;
          if (floor === ceiling) return unless(`it can only be ${floor} now`, { label, pick: () => at({ kind: 'amount', seat }) });
          return { label: `${label}; it may be ${floor} to ${ceiling}`, pick: () => at({ kind: 'amount', seat }) };
        }),
      };
    case 'amount': {
      const { floor, ceiling } = limits(model, step.seat);
      return {
        kind: 'number', floor, ceiling,
        lines: [`What do you announce for ${stackName(model, names, step.seat)}? It holds ${valueOf(model, step.seat)} million.`],
        read: (n) => {
          const problem = announcementProblem(model, names, step.seat, n);
          return problem ? refused(problem) : at({ kind: 'menu' }, setAnnouncement(model, step.seat, n));
        },
      };
    }
    case 'confirm':
      return {
        kind: 'menu', lines: [...builderSummary(model, names, swiss), `${CONFIRM[prompt.mode]} This cannot be undone.`],
        choices: [
          { label: 'Yes', pick: () => ({ kind: 'action', action: step.action }) },
          { label: 'No, change it', pick: menu },
        ],
        back: null,
      };
  }
}

/** What "Done" makes: the model's action, checked by the seat's validator (it then goes to the confirmation), or why not. */
function builtAction(prompt: BuilderPrompt): { action: Action } | { problem: string } {
  const built = buildAction(prompt.model);
  if ('problem' in built) return built;
  const problem = prompt.legal.validate(built.action);
  return problem ? { problem: `Not allowed: ${visible(problem.message)}.` } : built;
}

// ---- The coup: which cards go face down (R20).

function commitShape(prompt: Extract<Prompt, { kind: 'commit' }>): Shape {
  const { model, view, names } = prompt;
  const chosen = model.chosen.map(shortName);
  const side = `${sideOf(model, view)} Only Influence cards count.`;
  if (prompt.confirming) {
    return {
      kind: 'menu', back: null,
      lines: [chosen.length === 0 ? 'Lay no cards face down?' : `Lay face down: ${listWords(chosen)}?`, side, 'This cannot be undone.'],
      choices: [
        { label: 'Yes, for good', pick: () => ({ kind: 'action', action: commitAction(model, view) }) },
        { label: 'No, change it', pick: () => next({ ...prompt, confirming: false, fresh: false }) },
      ],
    };
  }
  const coup = view.coup!;
  const earlier = coup.order.slice(0, coup.index).map((seat) => `${names[seat]} ${view.players[seat].committedCount ?? 0}`);
  return {
    kind: 'menu', back: null,
    lines: prompt.fresh ? [
      'Coup: choose the cards to lay face down, one number at a time (again to take it back), then Done.',
      earlier.length > 0 ? `Cards face down so far: ${listWords(earlier)}.` : 'You lay your cards first.',
      side,
    ] : [side],
    choices: [
      ...model.hand.map((card) => ({
        label: `${cardWords(card)}: ${model.chosen.includes(card) ? 'chosen' : 'not chosen'}`,
        pick: () => next({ ...prompt, model: toggle(model, card), fresh: false }),
      })),
      { label: chosen.length === 0 ? 'Done, with no cards face down' : `Done, with ${listWords(chosen)}`, pick: () => next({ ...prompt, confirming: true, fresh: false }) },
    ],
  };
}
