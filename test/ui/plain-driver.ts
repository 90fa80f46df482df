// The plain-mode test driver: the lines a player types to make a given action at plain mode's
// prompts, found by walking the prompts themselves (the same pure models), and a line source that
// answers each question as a bot would, checking every decision made the move it meant.
import seedrandom from 'seedrandom';
import { heuristicBot } from '../../src/games/las-cartas/bots/heuristic.js';
import type { Bot } from '../support/las-cartas.js';
import { apply, score, viewFor, type Action, type PlayerView, type RecordPlayer, type Seat, type State } from '../../src/games/las-cartas/rules/index.js';
import type { Purpose } from '../../src/session/flow.js';
import { legalFromView, type Session } from '../support/las-cartas.js';
import { LocalTable, localClient } from '../../src/session/local-table.js';
import { runPlain } from '../../src/ui/plain/run.js';
import { locate } from '../../src/games/las-cartas/ui/models/chooser.js';
import { limits, type StackModel } from '../../src/games/las-cartas/ui/models/stacks.js';
import { ownersIn } from '../../src/games/las-cartas/ui/labels.js';
import { PLAIN_GLYPHS } from '../../src/games/las-cartas/ui/plain/describe.js';
import type { Ask, LineSource } from '../../src/ui/plain/lines.js';
import { answerPrompt, moveTo, openPrompt, promptText, type Prompt } from '../../src/games/las-cartas/ui/plain/prompts.js';
import { builderTargets } from './driver.js';
import { canonical } from './play.js';
import { openGame } from '../support/session.js';

/** The number in front of the choice whose label matches, on this prompt. */
export function numberOf(prompt: Prompt, label: string | RegExp): string {
  for (const line of promptText(prompt).lines) {
    const m = /^ {2}(\d+)\. (.*)$/.exec(line);
    if (m && (typeof label === 'string' ? m[2].startsWith(label) : label.test(m[2]))) return m[1];
  }
  throw new Error(`no choice ${String(label)} in:\n${promptText(prompt).lines.join('\n')}`);
}

/** Types lines at a prompt, following it as plain mode would; ends at an action (or a bribe/cancel). */
class Typist {
  readonly lines: string[] = [];
  result: ReturnType<typeof answerPrompt> | null = null;
  constructor(public prompt: Prompt) {}
  type(text: string): void {
    this.lines.push(text);
    const answer = answerPrompt(this.prompt, text);
    if (answer.kind === 'refused') throw new Error(`the prompt refused "${text}": ${answer.reason}`);
    if (answer.kind === 'prompt') this.prompt = answer.prompt;
    else this.result = answer;
  }
  pick(label: string | RegExp): void {
    this.type(numberOf(this.prompt, label));
  }
}

/** The lines that make `action` at the seat's prompt (`canBribe`: the President's extra choice). */
export function linesFor(action: Action, view: PlayerView, purpose: Purpose, canBribe = false): string[] {
  const names = view.players.map((p) => p.name);
  if (action.type === 'bribe' && purpose === 'decide') {
    const t = new Typist(openPrompt(view, 'decide', names, true)!);
    t.pick('Offer a bribe');
    return [...t.lines, ...linesFor(action, view, 'optional')];
  }
  const t = new Typist(openPrompt(view, purpose, names, canBribe)!);
  const p = t.prompt;
  if (p.kind === 'chooser') {
    const at = locate(p.groups, action, PLAIN_GLYPHS, ownersIn(view, names));
    if (!at) throw new Error(`not on the chooser: ${JSON.stringify(action)}`);
    t.type(String(at.group + 1));
    if (p.groups[at.group].actions.length > 1) t.type(String(at.item + 1));
  } else if (p.kind === 'commit') {
    if (action.type !== 'commit-coup') throw new Error(`a ${action.type} at the coup prompt`);
    view.hand.forEach((card, i) => action.cards.includes(card) && t.type(String(i + 1)));
    t.pick('Done');
    t.pick('Yes');
  } else if (action.type === 'keep-budget') {
    t.pick('Keep the budget');
  } else {
    builderLines(t, action, p.model);
  }
  if (t.result?.kind !== 'action') throw new Error(`the lines ${JSON.stringify(t.lines)} made no action`);
  return t.lines;
}

function builderLines(t: Typist, action: Action, start: StackModel): void {
  let model = start;
  const { targets, wanted } = builderTargets(action, model);
  model.slots.forEach((slot, i) => {
    const target = targets[i];
    if (target === slot.owner) return;
    const owners: (Seat | null)[] = slot.fromMiddleman ? [null, ...model.eligible] : model.eligible;
    t.pick('Move a Money card');
    t.type(String(i + 1));
    t.type(String(owners.indexOf(target) + 1));
    model = moveTo(model, i, target);
  });
  // Lower first, then raise: a raise may need the room a lowering frees (R9's cap).
  const announce = (lower: boolean) => model.eligible.forEach((seat) => {
    const diff = wanted[seat] - current(t)[seat];
    if (lower ? diff >= 0 : diff <= 0) return;
    const { floor, ceiling } = limits(modelOf(t), seat);
    if (wanted[seat] < floor || wanted[seat] > ceiling) throw new Error(`cannot announce ${wanted[seat]} for ${model.names[seat]} (${floor} to ${ceiling})`);
    t.pick("Change a stack's announcement");
    // The stacks numbered in their order, those settled (one possible announcement) left out.
    const open = model.eligible.filter((s) => limits(modelOf(t), s).floor !== limits(modelOf(t), s).ceiling);
    t.type(String(open.indexOf(seat) + 1));
    t.type(String(wanted[seat]));
  });
  announce(true);
  announce(false);
  t.pick('Done');
  t.pick('Yes');
}

const modelOf = (t: Typist): StackModel => {
  if (t.prompt.kind !== 'builder') throw new Error('left the builder');
  return t.prompt.model;
};
const current = (t: Typist): number[] => modelOf(t).announced;

export interface DriverOptions {
  /** Whether the President types "bribe" at a hand-off before this seat's turn (seat about to play, step). */
  bribeAt?(seat: Seat, step: number): boolean;
}

/**
 * A line source that plays the human seats as `bot` would: names at hand-offs, Enter when asked,
 * and at each decision the lines for the bot's choice. After each decision it checks that the game
 * moved as the bot meant (up to twin cards, as the screens' driver does). `script` keeps every line.
 */
export class BotTypist implements LineSource {
  readonly script: string[] = [];
  /** Where each decision's lines start in the script (0-based), by step. */
  readonly decisionStarts: number[] = [];
  readonly interactive = false;
  decisions = 0;
  private queue: string[] = [];
  private expected: { step: number; state: State } | null = null;
  private readonly random: () => number;

  constructor(private readonly session: Session, private readonly bot: Bot, seed: string, private readonly options: DriverOptions = {}) {
    this.random = seedrandom(seed);
  }

  get lineNumber(): number {
    return this.script.length;
  }

  close(): void {}

  async next(ask: Ask): Promise<string | null> {
    this.check();
    if (ask.kind === 'enter') return this.say('');
    if (ask.kind === 'window') throw new Error('Las Cartas asks every window in private (R15): no public window prompt');
    const names = this.session.record.players.map((p) => p.name);
    if (ask.kind === 'name') {
      const briber = viewFor(this.session.state, ask.seat).pending.optional.find((o) => o.kinds.includes('bribe'))?.seat;
      const human = briber !== undefined && !this.session.record.players[briber].bot;
      if (ask.purpose === 'decide' && human && briber !== ask.seat && this.options.bribeAt?.(ask.seat, this.session.state.actionCount)) {
        return this.say('bribe');
      }
      return this.say(names[ask.seat]);
    }
    if (this.queue.length === 0) await this.plan(ask.seat, ask.purpose);
    return this.say(this.queue.shift()!);
  }

  private say(line: string): string {
    this.script.push(line);
    return line;
  }

  private async plan(seat: Seat, purpose: Purpose): Promise<void> {
    const state = this.session.state;
    const view = viewFor(state, seat);
    const legal = legalFromView(view);
    let action: Action | null;
    if (purpose === 'optional') {
      const sampler = legal.samplers.bribe;
      action = sampler ? sampler(this.random) : null;
      if (!action) {
        // Nothing can be offered (an empty stack, no room under the cap): the President leaves the builder.
        const names = view.players.map((p) => p.name);
        this.queue = [numberOf(openPrompt(view, 'optional', names, false)!, 'No bribe after all')];
        return;
      }
    } else action = await this.bot.decide(view, legal, this.random);
    if (!action) throw new Error('the bot found nothing to do');
    // The coup prompt lays the chosen cards in the order of the hand.
    const made = action.type === 'commit-coup' ? { ...action, cards: view.hand.filter((c) => action!.cards.includes(c)) } : action;
    const expected = apply(state, made);
    if (!expected.ok) throw new Error(expected.error.message);
    this.expected = { step: state.actionCount, state: expected.state };
    const canBribe = purpose === 'decide' && view.pending.optional.some((o) => o.seat === seat && o.kinds.includes('bribe'));
    this.decisionStarts.push(this.script.length);
    this.queue = linesFor(action, view, purpose, canBribe);
    this.decisions += 1;
  }

  /** The last decision, once made, made what the bot meant. */
  private check(): void {
    const e = this.expected;
    if (!e || this.session.state.actionCount <= e.step) return;
    const made = this.session.steps[e.step].state;
    if (canonical(made) !== canonical(e.state)) throw new Error(`decision at step ${e.step + 1} made ${JSON.stringify(this.session.record.actions[e.step])}`);
    this.expected = null;
  }
}

// ---- Whole games

export const ONE_HUMAN: RecordPlayer[] = [{ name: 'Ana' }, { name: 'Bo', bot: 'heuristic' }, { name: 'Cy', bot: 'heuristic' }];
export const TWO_HUMANS: RecordPlayer[] = [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy', bot: 'heuristic' }];

export function playPlain(session: Session, lines: LineSource, tty: boolean) {
  let text = '';
  const output = { write: (t: string) => (text += t), isTTY: tty };
  const done = runPlain(session.game, localClient(new LocalTable(session)), {
    terminal: { input: process.stdin, output },
    lines,
    resumeHint: () => 'The game is saved; continue it with: junta resume --plain',
    endNotes: () => ['Saved: /tmp/test.json'],
  });
  return { done, text: () => text };
}

/** A whole game, the human seats typing as the heuristic bot chooses (Ana the first President). */
export async function botTypedGame(players: RecordPlayer[], seed: string, tty: boolean, options: DriverOptions = {}) {
  const session = openGame(players, seed, 'Ana');
  const typist = new BotTypist(session, heuristicBot, seed, options);
  const run = playPlain(session, typist, tty);
  const result = await run.done;
  return { result, text: run.text(), typist, session };
}

/** The final scores as plain mode says them, from the engine's own score (R27). */
export function scoreSentencesOf(session: Session): string[] {
  const result = score(session.state);
  return result.players.map((p) => (result.winners.includes(p.seat) ? `${p.name} ${result.winners.length > 1 ? 'shares the win' : 'wins'} with ${p.money} million` : `${p.name} has ${p.money} million`));
}
