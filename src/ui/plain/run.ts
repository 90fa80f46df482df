// `junta play --plain`: the whole game as lines of text, numbered choices read a line at
// a time – for a screen reader, a serial console, a pipe or a script. The pure table flow
// (session/flow.ts) says who plays next, exactly as for the screens; this loop prints what each
// audience may see (R5), asks through the prompts, runs the bots, and clears the screen and
// scrollback at each hand-off when several players share a terminal. A group's hand-off waits for
// the next player to type their name; there a player the game offers an optional action may type
// its name instead (R11: the President types "bribe"). A public window asks the players here together
// (V30): a player types their number to play, an empty line passes for all of them.
import type { GameText } from '../../core/game.js';
import type { Seat } from '../../core/types.js';
import { InputError } from '../../session/errors.js';
import { DEFAULT_TIMINGS, nextRoute, sameScreen, type FlowInput, type FlowState, type Purpose, type Route } from '../../session/flow.js';
import { nameKey } from '../../session/input.js';
import type { Audience, StepLog } from '../../session/port.js';
import { visible } from '../../text/sanitize.js';
import { shown } from '../../text/width.js';
import { loadScreens, type GameScreens } from '../game-screens.js';
import { faceNamed } from '../models/overlay.js';
import { submitPasses, windowPromptText, windowSeatOf } from '../window-prompt.js';
import { situationOf } from '../situation.js';
import { decidingLine } from '../deciding.js';
import { headlineOf, line, logLines, recapLines, timedOutLines } from '../log-lines.js';
import type { Table, TableGame } from '../table-game.js';
import { GAVE_UP, HeldLines, PlainOutput, streamLines, type Ask, type LineSource, type PlainTerminal } from './lines.js';
import { tableClosed } from './table-closed.js';
import { acknowledgePassed, watchWindow } from './window-passed.js';
import { endingParagraphs } from './ending.js';

export interface PlainOptions {
  terminal: PlainTerminal;
  /** Where answers come from; the terminal's input by default. */
  lines?: LineSource;
  /** How to come back to this game, in a sentence (autosave may fail mid-game, so it is asked each time). */
  resumeHint(): string;
  /** After the scores: where the record is kept, how to replay it. */
  endNotes(): string[];
}

export interface PlainResult {
  code: number;
  finished: boolean;
}

type Outcome = FlowInput | 'quit' | 'eof' | 'end';

export const PLAIN_HELP = [
  'Answer each question with the number of a choice, then Enter. At any question you may also type:',
  '  table: the table, read out;  log: everything you have seen so far;  card NAME: what a card does;',
  '  ? or help: this help and the rules of the current phase;  quit: stop here (the game is saved).',
  'A line may also be an action written as JSON, as in a game record, for example {"type":"draw-card"}.',
];

/** Plays the table of `game` at this terminal in plain text until the game ends, the players quit or the input ends. */
export async function runPlain(game: TableGame, table: Table, options: PlainOptions): Promise<PlainResult> {
  const lines = options.lines ?? streamLines(options.terminal.input);
  // When the output's reader goes away, the input is closed too: the game stops as at its end of input (it is saved).
  const out = new PlainOutput(options.terminal.output, table.here.length > 1, () => lines.close());
  // The game's prompts and sentences, from its module, and its rules text.
  const [screens, text] = await Promise.all([loadScreens(game), game.text()]);
  const plain = new PlainGame({ game, text, plain: screens.plain, story: screens.story }, table, out, lines, options);
  try {
    return await plain.run();
  } finally {
    lines.close();
  }
}

/** The table's game as plain mode reads it: its module, its rules text, its prompts and sentences, its story. */
interface PlainParts {
  game: TableGame;
  text: GameText;
  plain: GameScreens['plain'];
  story: GameScreens['story'];
}

class PlainGame {
  private readonly names: string[];
  private flow: FlowState;
  /** Whose lines are on the screen now and the last step printed; null right after a clear. */
  private onScreen: { audience: Audience; step: number } | null = null;
  private notice: string | null = null;
  private privateShown = false;
  private readonly held: HeldLines;

  private readonly game: TableGame;
  private readonly text: GameText;
  private readonly plain: GameScreens['plain'];
  private readonly story: GameScreens['story'];

  constructor(parts: PlainParts, private readonly table: Table, private readonly out: PlainOutput, private readonly lines: LineSource, private readonly options: PlainOptions) {
    ({ game: this.game, text: this.text, plain: this.plain, story: this.story } = parts);
    this.held = new HeldLines(lines, tableClosed(table.live));
    const pub = table.port('public');
    // Names come from outside: sanitized and cut once, here.
    this.names = pub.names.map((name) => shown(name));
    this.flow = { screen: { kind: 'table' }, told: pub.snapshot().step };
  }

  async run(): Promise<PlainResult> {
    this.welcome();
    let input: FlowInput = { type: 'update' };
    for (;;) {
      // A network table the host ended (or that refused this terminal) is over here: the caller says why.
      if (this.table.live?.status().closed) return { code: 1, finished: false };
      const before = this.flow.screen;
      const route = nextRoute(situationOf(this.game, this.table, this.flow.told), this.flow, input, DEFAULT_TIMINGS);
      this.flow = route.state;
      // A hide screen clears once its player has read their result and pressed Enter.
      if (route.clear && route.state.screen.kind !== 'hide' && !sameScreen(before, route.state.screen)) this.clear();
      if (route.passes.length > 0) {
        await this.pass(route.passes);
        // All passed: the flow goes where the game now is (a played seat's hand-off shows as it is).
        if (route.state.screen.kind === 'table') {
          input = { type: 'update' };
          continue;
        }
      }
      this.showNotice();
      const outcome = await this.show(route);
      if (outcome === 'end') return { code: 0, finished: true };
      if (outcome === 'quit' || outcome === 'eof') {
        this.out.say(...(outcome === 'eof' ? ['The input has ended before the game did.'] : []), this.options.resumeHint());
        return { code: 0, finished: false };
      }
      input = outcome;
    }
  }

  private get group(): boolean {
    return this.table.here.length > 1;
  }

  private welcome(): void {
    const here = this.table.here;
    const bots = this.table.bots;
    const who = this.names.map((name, seat) => (here.includes(seat) ? (here.length === 1 ? `${name} (you)` : name) : bots?.isBot(seat) ? `${name} (a bot)` : `${name} (elsewhere)`));
    this.out.say(
      `${this.game.title}, in plain text. Players: ${who.join(', ')}.`,
      'Answer each question with the number of a choice and Enter; type ? at any question for help.',
      ...(this.group ? ['Between private turns the screen is cleared, and the next player types their name to begin.'] : []),
    );
  }

  private showNotice(): void {
    const notice = this.table.notice();
    if (notice !== null && notice !== this.notice) this.out.say(`Warning: ${visible(notice)}`);
    this.notice = notice;
  }

  /**
   * Clears before a hand-off (and after a player's Enter). Until a first private screen has been
   * shown there is nothing to hide, so the welcome stays up for the first player to read.
   */
  private clear(): void {
    if (this.privateShown && this.out.clear()) this.onScreen = null;
  }

  private async show(route: Route): Promise<Outcome> {
    const screen = route.state.screen;
    switch (screen.kind) {
      case 'end':
        this.end();
        return 'end';
      case 'news':
        return this.news(screen.step);
      case 'hide':
        this.privateShown = true;
        return this.hide(screen.seat);
      case 'handoff':
        return this.handOff(screen.seat, screen.purpose);
      case 'window':
        return this.window(screen.seats, screen.label);
      case 'table':
        this.catchUp('public');
        return route.botStep ? this.botStep() : this.waitForOthers();
      case 'private': {
        this.privateShown = true;
        this.catchUp(screen.seat);
        if (route.botStep) return this.botStep();
        const outcome = await this.decide(screen.seat, screen.purpose);
        return outcome ?? this.waitForOthers();
      }
    }
  }

  private async botStep(): Promise<Outcome> {
    await this.table.bots?.step();
    return { type: 'update' };
  }

  /** Players at other terminals decide: wait for the table to change. */
  private async waitForOthers(): Promise<Outcome> {
    const sit = situationOf(this.game, this.table, this.flow.told);
    const who = sit.required.map((s) => this.names[s]);
    // A decision taken at once (Viva's orders, V9) says who has taken it and who is still deciding.
    const deciding = decidingLine(this.game, this.table.port(this.onScreen?.audience ?? 'public').snapshot().view, this.names);
    this.out.say(deciding ?? `Waiting for ${who.length > 0 ? who.join(', ') : 'the others'}.`);
    const pub = this.table.port('public');
    await new Promise<void>((resolve) => {
      const off = pub.subscribe(() => {
        off();
        resolve();
      });
      // A change that came before the subscription is not waited for.
      if (pub.snapshot().step !== sit.step) {
        off();
        resolve();
      }
    });
    return { type: 'update' };
  }

  // ---- What is on screen

  /** Prints what `audience` has not yet seen on this screen: a recap after a clear or a change of player, else the new events. */
  private catchUp(audience: Audience, upTo?: number): void {
    const port = this.table.port(audience);
    const now = upTo ?? port.snapshot().step;
    const shownNow = this.onScreen;
    if (!shownNow || shownNow.audience !== audience) {
      if (audience !== 'public') {
        const log = port.log();
        const acted = log.some((s) => s.actor === audience);
        const recap = recapLines(this.game, log.filter((s) => s.step <= now), audience, this.names);
        if (recap.length > 0) this.out.say(acted ? `${this.names[audience]}, since your last turn:` : `${this.names[audience]}, what happened so far:`, ...recap.map((l) => `  ${l}`));
      } else if (!shownNow && now === 0) {
        this.printSteps(port.log(), 0);
      }
      this.onScreen = { audience, step: now };
      return;
    }
    if (now <= shownNow.step) return;
    this.printSteps(port.log(shownNow.step), now);
    this.onScreen = { audience, step: now };
  }

  private printSteps(log: readonly StepLog<unknown>[], upTo: number): void {
    const out: string[] = [];
    // A blank line where the game's narration opens a new chapter with one (Las Cartas: a round).
    const chapters = this.game.narration?.chapters?.(this.names);
    for (const step of log) {
      if (step.step > upTo) break;
      for (const e of step.events) {
        if (chapters?.before(e).heading[0] === '') out.push('');
        out.push(line(this.game, e, this.names));
      }
      out.push(...timedOutLines(step, this.names));
    }
    this.out.say(...out);
  }

  // ---- Screens between players

  /** "Pass the keyboard to Bo": the next player types their name; a player here with an offer may type its name (R11: bribe). */
  private async handOff(seat: Seat, purpose: Purpose): Promise<Outcome> {
    const name = this.names[seat];
    const sit = situationOf(this.game, this.table, this.flow.told);
    const offer = sit.offer;
    const first = purpose === 'decide' && offer !== null && offer.seat !== seat && this.table.here.includes(offer.seat) ? offer : null;
    this.out.say(purpose === 'optional' && offer ? `Pass the keyboard to ${name}, ${offer.role}, who wants to offer a ${offer.label}.` : `Pass the keyboard to ${name}.`);
    if (first) this.out.say(`${this.names[first.seat]}, ${first.role}, may type ${first.label} instead, to offer a ${first.label} before ${name}'s turn.`);
    const rawName = this.table.port('public').names[seat];
    for (;;) {
      this.out.ask(`${name}, type your name when only you can see the screen: `);
      const typed = await this.read({ kind: 'name', seat, purpose });
      if (typed === null) return 'eof';
      if (nameKey(typed.trim()) === nameKey(rawName)) return { type: 'enter' };
      if (first && typed.trim().toLowerCase() === first.label) return { type: 'offer' };
      const command = this.command(typed, 'public');
      if (command === 'quit') return 'quit';
      if (!command) this.refuse(`That is not ${name}'s name; only ${name} may take this turn.`);
    }
  }

  /** A public window (V30) asked of the players here at once: the table as everyone sees it, then who plays. */
  private async window(seats: Seat[], label: string): Promise<Outcome> {
    this.catchUp('public');
    const view = this.table.port('public').snapshot().view;
    const text = windowPromptText(seats, label, this.names);
    this.out.say('', ...this.plain.sentences.table(view, this.names), text.question, ...text.choices);
    for (;;) {
      this.out.ask(seats.length === 1 ? `Type 1 to play, or press Enter to pass: ` : `Type your number to play, or press Enter: all pass: `);
      const typed = await this.read({ kind: 'window', seats });
      if (typed === null) return 'eof';
      if (typed.trim() === '') return { type: 'enter' };
      const seat = windowSeatOf(seats, typed.trim());
      if (seat !== null) return { type: 'play', seat };
      const command = this.command(typed, 'public');
      if (command === 'quit') return 'quit';
      if (!command) this.refuse(`Type a number from 1 to ${seats.length}, or press Enter.`);
    }
  }

  /** The prompt's passes, seat after seat; a refusal stops them and is told. */
  private async pass(seats: readonly Seat[]): Promise<void> {
    const refused = await submitPasses(this.game, this.table, seats);
    if (refused !== null) this.refuse(`That was refused: ${refused}.`);
  }

  /** "Done": the player reads what their decision did, presses Enter, and the screen is cleared. */
  private async hide(seat: Seat): Promise<Outcome> {
    this.catchUp(seat);
    const outcome = await this.enter(`Done, ${this.names[seat]}. Press Enter ${this.out.clears ? 'to clear the screen' : 'when you have read this'}: `);
    if (outcome !== null) return outcome;
    this.clear();
    return { type: 'enter' };
  }

  /** A step with news (the module's headline: Las Cartas' coup, R21–R25), told to everyone; a group presses Enter before the next hand-off. */
  private async news(step: number): Promise<Outcome> {
    const audience = this.onScreen?.audience ?? 'public';
    this.catchUp(audience, step - 1);
    const events = this.table.port('public').log(step - 1).find((s) => s.step === step)?.events ?? [];
    const headline = headlineOf(this.game, events) ?? '';
    this.out.say('', this.plain.sentences.news?.(headline) ?? headline);
    this.catchUp(audience, step);
    if (!this.group) return { type: 'enter' };
    return (await this.enter('Press Enter to go on: ')) ?? { type: 'enter' };
  }

  /** Waits for an empty line; null when it came, else why the wait ended. */
  private async enter(question: string): Promise<Outcome | null> {
    for (;;) {
      this.out.ask(question);
      const typed = await this.read({ kind: 'enter' });
      if (typed === null) return 'eof';
      if (typed.trim() === '') return null;
      const command = this.command(typed, this.onScreen?.audience ?? 'public');
      if (command === 'quit') return 'quit';
      if (!command) this.refuse('Press Enter alone (an empty line) to go on.');
    }
  }

  // ---- A private decision

  /** The seat's decision through its prompts; null when it has none (others decide). */
  private async decide(seat: Seat, purpose: Purpose): Promise<Outcome | null> {
    const port = this.table.port(seat);
    const { view, step } = port.snapshot();
    const offered = purpose === 'decide' && situationOf(this.game, this.table, this.flow.told).offer?.seat === seat;
    const opened = this.plain.prompts.open(view, purpose, this.names, offered);
    if (!opened) return null;
    let prompt: unknown = opened;
    this.out.say('', ...this.status(seat));
    // A window the host times (V30) may pass while it waits for the line or as it comes (so may the table close, HeldLines): then it is over here too.
    const watch = this.game.rules.pendingInView(view).required.some((d) => d.seat === seat && d.window) ? watchWindow(port, seat, step) : null;
    const passed = async (): Promise<Outcome> => (await acknowledgePassed(this.out, () => this.read({ kind: 'enter' }), (typed) => this.command(typed, seat))) ?? { type: 'update' };
    for (;;) {
      const text = this.plain.prompts.text(prompt);
      this.out.say(...text.lines);
      this.out.ask(text.ask);
      const line = await this.held.unless({ kind: 'choice', seat, purpose, step }, watch?.passed ?? null, watch?.hasPassed);
      if (line === GAVE_UP) return this.table.live?.status().closed ? { type: 'update' } : passed();
      const typed = this.took(line);
      if (typed === null) return 'eof';
      const command = this.command(typed, seat);
      if (command === 'quit') return 'quit';
      if (command) continue;
      const answer = this.plain.prompts.answer(prompt, typed);
      switch (answer.kind) {
        case 'prompt':
          prompt = answer.prompt;
          break;
        case 'refused':
          this.refuse(answer.reason);
          break;
        case 'offer':
          return { type: 'offer' };
        case 'cancel':
          return { type: 'cancel-offer' };
        case 'action': {
          // The game's own prompts built it for the table's game (one module gives both); the session still judges it.
          const result = await port.submit(answer.action, step);
          if (result.ok) return { type: 'submitted' };
          // The game moved on meanwhile: the host passed the window as this answer went (that is said), or another terminal played.
          if (result.error.code === 'stale') return watch?.hasPassed() ? passed() : { type: 'update' };
          this.refuse(`That was refused: ${visible(result.error.message)}.`);
          prompt = opened;
        }
      }
    }
  }

  /** What the seat sees before deciding: the table, its own cards and Money, its notebook (R5). */
  private status(seat: Seat): string[] {
    const port = this.table.port(seat);
    const view = port.snapshot().view;
    const notes = this.story.notebook(view, port.log(), this.names);
    return [...this.plain.sentences.table(view, this.names), ...this.plain.sentences.own(view, this.names), ...(notes ? [`${notes}.`] : [])];
  }

  // ---- Typing

  private async read(ask: Ask): Promise<string | null> {
    return this.took(await this.held.next(ask));
  }

  /** A line came (null: the input ended): shown after its question where the input does not echo it. */
  private took(typed: string | null): string | null {
    if (typed === null) return null;
    if (this.lines.interactive) this.out.answered();
    else this.out.echo(typed);
    return typed;
  }

  /** A bad answer: a person is told why and asked again; in a script it ends the game (it is saved), naming the line. */
  private refuse(reason: string): void {
    if (this.lines.interactive) return this.out.say(reason);
    throw new InputError(`line ${this.lines.lineNumber}: ${reason} ${this.options.resumeHint()}`);
  }

  /** The typed commands: help, log, table, card, quit. True when the line was one. */
  private command(typed: string, viewer: Audience): boolean | 'quit' {
    const word = typed.trim().toLowerCase();
    const port = this.table.port(viewer);
    const view = port.snapshot().view;
    if (word === 'quit') return 'quit';
    if (word === '?' || word === 'help') {
      const id = this.game.topicInView?.(view);
      const topic = this.text.topics.find((t) => t.id === id) ?? this.text.topics[0];
      this.out.say(...PLAIN_HELP, '', `Rules: ${topic.title}`, ...topic.body.split('\n'), '');
      return true;
    }
    if (word === 'log') {
      this.out.say(viewer === 'public' ? 'The log, as everyone saw it:' : `The log, as ${this.names[viewer]} saw it:`, ...logLines(this.game, port.log(), this.names).map((l) => `  ${l}`));
      return true;
    }
    if (word === 'table') {
      this.out.say(...this.plain.sentences.table(view, this.names), ...(viewer === 'public' ? [] : this.plain.sentences.own(view, this.names)));
      return true;
    }
    const card = /^card\s+(.+)$/.exec(word);
    if (card) {
      const face = faceNamed(this.text, card[1]);
      if (!face) this.out.say(`No card of this game is called "${visible(card[1].trim())}"; junta cards lists them all.`);
      else this.out.say(`${face.title}: ${face.lines.filter((l) => l !== '').join('. ')}`);
      return true;
    }
    return false;
  }

  // ---- The end

  private end(): void {
    const pub = this.table.port('public');
    this.catchUp(this.onScreen?.audience ?? 'public');
    for (const paragraph of endingParagraphs(this.story, this.plain.sentences, pub.log(), pub.reveal(), this.names)) this.out.say(...paragraph);
    this.out.say(...this.options.endNotes());
  }
}
