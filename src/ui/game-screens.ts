// What the generic screens' shell needs of a game's own screens (a game's screens,
// widgets and plain-mode prompts are the game's; the shell, hand-offs, overlays and end screen are
// generic): its public table, its private decision screen, its record viewer and its plain-mode
// prompts and sentences. A game gives them from its module's lazy `screens()` (src/core/game.ts);
// each front end loads them at start (`loadScreens`, `loadFullScreens`) and hands them down: the
// full screens through src/ui/screens-context.ts with the module they came from (src/ui/table-game.ts),
// plain mode to its loop. Types only but for the loaders and their refusal of a game without screens,
// so plain mode loads neither Ink nor React through this file. Generic over the game's own
// types (`ScreenTypes`): the shell passes them through as `unknown`, a game's screens name its own.
import type { ReactNode } from 'react';
import type { Purpose } from '../session/flow.js';
import type { TalkLine } from '../session/network-table.js';
import type { StepLog } from '../session/port.js';
import type { OfferWords } from './screens/HandOff.js';
import { loadShellGame, type ShellGame, type TableGame } from './table-game.js';
import type { Theme } from './theme.js';

/**
 * A seat's line on the end screen and in plain mode: its standing's keys, most important first, in
 * the order of the module's `narration.scoreKeys`, which name the columns (R27: Money, Cards); names
 * that would look alike carry their seat.
 */
export interface FinalScore {
  name: string;
  keys: number[];
  winner: boolean;
}

/** Whether final scores tell a game nobody won (the board game's B10 and B64): scores known, and no winner among them. */
export const nobodyWon = (scores: readonly FinalScore[]): boolean => scores.length > 0 && !scores.some((s) => s.winner);

/**
 * What the shell tells of a game beyond its log's lines (src/ui/log-lines.ts): the news screen's
 * lines, what a decision just showed its seat, the notebook beside a decision in plain mode, the reveal after the game and the final
 * scores. No Ink, no React: plain mode tells them too.
 */
export interface GameStory<T extends ScreenTypes = ScreenTypes> {
  /** The lines of a step with news (the module's `headline`), for the news screen. */
  news(log: readonly StepLog<T['event']>[], step: number, names: readonly string[]): string[];
  /**
   * What the seat's last decision showed it (R5: a card's look at a stack or a hand), as lines for
   * its "Done" screen before it hides; absent or empty: the decision showed nothing.
   */
  shown?(log: readonly StepLog<T['event']>[], seat: number, names: readonly string[]): string[];
  /** What the seat has been shown and may have forgotten (R5), in a line, or null. */
  notebook(view: T['view'], log: readonly StepLog<T['event']>[], names: readonly string[]): string | null;
  /** The reveal after the game: its heading in a sentence (plain mode's), and its lines from the record. */
  reveal: { heading: string; lines(record: T['record']): string[] };
  /** The final scores, from the public log's end (empty before it). */
  finalScores(log: readonly StepLog<T['event']>[], names: readonly string[]): FinalScore[];
}

/**
 * A game's own types, as its screens see them: a seat's view, an action, an event, a record, a
 * state, a record's replayed step and the tutorial's advice. The shell knows none of them: it
 * passes what the game's session gives to the game's screens, and their actions back.
 */
export interface ScreenTypes {
  view: unknown;
  action: unknown;
  event: unknown;
  record: unknown;
  state: unknown;
  step: unknown;
  advice: unknown;
}

/** What the table screens hand the public table screen (R5: everyone may look). */
export interface TableScreenProps<T extends ScreenTypes = ScreenTypes> {
  view: T['view'];
  names: readonly string[];
  log: string[];
  /** Who the table waits for, when it is not a bot here. */
  waitingFor: string | null;
  /** A warning for every screen (autosave off), or null. */
  notice: string | null;
  rows: number;
  width: number;
  theme: Theme;
  /** Skips a bot's pause (Space, Enter); absent when nothing pauses (a window's prompt below asks): the footer then does not offer it. */
  onSkip?(): void;
}

/** Whose view a record viewer shows: the public table, one seat's, or everything. */
export type ReplayAudience = 'public' | 'all' | number;

/** What `junta replay --interactive` hands the game's record viewer. */
export interface ReplayProps<T extends ScreenTypes = ScreenTypes> {
  record: T['record'];
  initial: { state: T['state']; events: T['event'][] };
  steps: T['step'][];
  audiences: ReplayAudience[];
  start: ReplayAudience;
  /** The action shown first (0: before the first action). */
  at: number;
  theme: Theme;
}

/** What the table screens hand a seat's private decision screen. */
export interface DecisionProps<T extends ScreenTypes = ScreenTypes> {
  view: T['view'];
  step: number;
  log: readonly StepLog<T['event']>[];
  names: readonly string[];
  purpose: Purpose;
  /** The optional action the game offers this seat now (R11's bribe): its key opens it; null: none. */
  offer: OfferWords | null;
  error: string | null;
  /** A warning for every screen (autosave off), or null. */
  notice: string | null;
  rows: number;
  width: number;
  theme: Theme;
  onSubmit(action: T['action']): void;
  onCancelOffer(): void;
  onOffer(): void;
  /** Skips a bot's pause while this screen waits; absent when no bot runs at this terminal (a network client): nothing then offers it. */
  onSkip?(): void;
  onFocusCard(card: string | null): void;
  /** The tutorial's coach on this decision; absent outside the tutorial. */
  coach?: T['advice'] | null;
  /** A network table's talk, shown in the recap. */
  talk?: readonly TalkLine[];
  /** Over a network: this seat's turn is held for another seat's offer (R11) – whom, and how long (ui/network-banner.tsx holdWait). */
  heldBy?: string | null;
  /** Over a network: the next turn is held for this seat's own offer (R11), its time left (ms); Enter passes, n passes for the round. */
  holding?: { offer: OfferWords; leftMs: number | null; pass(rest: boolean): void };
}

/** What a plain-mode prompt prints: its lines (the numbered choices among them), then the question. */
export interface PromptText {
  lines: string[];
  ask: string;
}

/** What a typed line gives at a prompt `P`. */
export type PromptAnswer<P, A = unknown> =
  /** The next prompt (a sub-prompt, or this one changed). */
  | { kind: 'prompt'; prompt: P }
  | { kind: 'action'; action: A }
  /** Why the line cannot be taken, in a sentence; the same prompt asks again. */
  | { kind: 'refused'; reason: string }
  /** The seat takes the game's offer (R11's bribe): its builder opens. */
  | { kind: 'offer' }
  /** The seat leaves the offer's builder without taking it. */
  | { kind: 'cancel' };

/**
 * Plain mode's prompts, pure: a prompt `P` (the game's own; the loop only passes it back) and a
 * typed line give the next prompt, an action, or a sentence saying why not. Methods, so that a
 * game's prompts of its own `P` are prompts of `unknown` to the loop.
 */
export interface PlainPrompts<P, T extends ScreenTypes = ScreenTypes> {
  /** The prompt for the seat's decision now (purpose 'optional': the offer's builder), or null when it has nothing to decide; `offered`: the seat may take the game's offer. */
  open(view: T['view'], purpose: Purpose, names: readonly string[], offered: boolean): P | null;
  text(prompt: P): PromptText;
  answer(prompt: P, text: string): PromptAnswer<P, T['action']>;
}

/** Plain mode's sentences of what a view shows (R5); names arrive sanitized and cut. */
export interface PlainSentences<T extends ScreenTypes = ScreenTypes> {
  /** The public table. */
  table(view: T['view'], names: readonly string[]): string[];
  /** The seat's own hand, Money and stack. */
  own(view: T['view'], names: readonly string[]): string[];
  /** The final scores. */
  scores(scores: readonly FinalScore[]): string[];
  /** The line a step's news opens with, from the module's headline (Las Cartas: "Coup! The cards are revealed."); without it, the headline. */
  news?(headline: string): string;
}

/** A game's full screens (Ink), as the shell draws them. */
export interface FullScreens<T extends ScreenTypes = ScreenTypes> {
  /** The public table screen (the bots act there in the open). */
  Table(props: TableScreenProps<T>): ReactNode;
  /** A seat's private decision screen. */
  Decision(props: DecisionProps<T>): ReactNode;
  /** The record viewer of `junta replay --interactive`. */
  Replay(props: ReplayProps<T>): ReactNode;
  /** What the shell's news and end screens tell of the game (the same as GameScreens' `story`). */
  story: GameStory<T>;
}

/** Plain mode's part of a game's screens: no Ink, no React. */
export interface PlainScreens<T extends ScreenTypes = ScreenTypes> {
  prompts: PlainPrompts<unknown, T>;
  sentences: PlainSentences<T>;
}

/** A game's own screens, as its module's `screens()` gives them. */
export interface GameScreens<T extends ScreenTypes = ScreenTypes> {
  plain: PlainScreens<T>;
  /**
   * The full screens, loaded on first use: Ink and React load for them only, never for plain mode.
   * Absent while a game plays in plain mode only (its screens are still to come): the front ends
   * that draw them refuse it (PlainOnly), saying how to play it in plain mode.
   */
  full?(): Promise<FullScreens<T>>;
  /** What the shell tells of the game beyond its log: news, notebook, reveal, scores. */
  story: GameStory<T>;
}

/** What a front end reads of a game's module to draw it: its title and its screens, if it has them. */
export type ScreensOf = { title: string; screens?(): Promise<unknown> };

/** Why a front end cannot show a game: its module has no screens (yet). The CLI says it in one line (exit 2). */
export class NoScreens extends Error {
  constructor(readonly title: string) {
    super(`${title} has no screens in this version of junta`);
  }
}

/** Why a front end that draws the full screens cannot show a game: it plays in plain mode only for now. The CLI says so in one line (exit 2), with how to play it in plain mode. */
export class PlainOnly extends Error {
  constructor(readonly title: string) {
    super(`${title} plays in plain mode for now`);
  }
}

/** Whether a game's screens are plain mode's only (no full screens yet). */
export const plainOnly = (screens: GameScreens): boolean => screens.full === undefined;

/** A game's full screens, for a front end that draws them; a game that plays in plain mode only is refused (PlainOnly). */
export async function loadFull(module: ScreensOf): Promise<FullScreens> {
  const screens = await loadScreens(module);
  if (!screens.full) throw new PlainOnly(module.title);
  return screens.full();
}

/** A game's screens from its module, loaded once at a front end's start; a game without screens is refused (NoScreens). */
export async function loadScreens(module: ScreensOf): Promise<GameScreens> {
  const screens = await module.screens?.();
  if (!screens) throw new NoScreens(module.title);
  // The game's side declares its screens as GameScreens (src/games/NAME/ui/index.ts): the core cannot name the type.
  return screens as GameScreens;
}

/** What the shell reads of a table's game (ShellGame) with the game's full screens, for the Ink front ends (their context: screens-context.ts). */
export interface FullShellGame extends ShellGame {
  screens: FullScreens;
}

/** A game's full screens from its module, for the Ink front ends, with what the shell reads of the game itself. */
export async function loadFullScreens(module: TableGame): Promise<FullShellGame> {
  const [screens, shell] = await Promise.all([loadFull(module), loadShellGame(module)]);
  return { ...shell, screens };
}
