// Plain mode offers only what it accepts (R8–R20 for Las Cartas, V7–V30 for Viva): seeded games of
// every game, each question of every seat answered at plain mode's own question layer (the game's
// prompts: open, text, answer) by a player who types a random one of the choices offered – a
// numbered choice, or a number within the range a number question asks for. No such answer is ever
// refused by the prompt, no action it makes is refused by the rules, and no question has only one
// answer (one answer is settled, not asked). Las Cartas' games are played so from the deal to the
// final scores (R27). A game of Viva answered so is long (random players seldom buy what ends it,
// V29: some 8,000 actions and 80,000 questions, seconds each), so each of its games is a random
// legal game up to a point drawn from deal to end, and the questions from there on: the games' points
// spread over every round and phase, its end included. A random legal game of Viva (some 800
// actions) costs far more than the questions asked from its point, so each one gives the points of
// several of the games (each point drawn on its own, uniformly over that game's states).
import seedrandom from 'seedrandom';
import type { GameModule } from '../../src/core/game.js';
import type { Random } from '../../src/core/types.js';
import { games } from '../../src/games/index.js';
import { loadScreens } from '../../src/ui/game-screens.js';
import type { PromptText } from '../../src/ui/game-screens.js';
import { randomAction } from '../support/contract.js';

/**
 * Games per game and variant: each plays every kind of question many times over (a Las Cartas game
 * from the deal to the scores asks each seat every question of R8–R27 each round), so more games meet
 * only the same questions again (40 reach every line of the code 200 reach).
 */
const GAMES = 40;
/** Far more lines than any decision needs; a walk this long has found no way out of its prompt. */
const MAX_LINES = 2_000;
/**
 * The questions answered from a Viva game's drawn point on: within these every kind of question comes
 * up (Promises, windows, orders, battles, Spend Money turns and discards), again and again over the games.
 */
const FROM_POINT = 30;
/** The games whose points are drawn from one random legal game (its states kept while they are asked). */
const POINTS_PER_GAME = 5;
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];

/** How a game's questions are played: the whole game, or from a point of a random legal game for at most `actions` actions. */
type Span = { whole: true } | { whole: false; actions: number };

/** The states of a random legal game of `game` from `state` to its end (the contract's random player). */
function randomGameFrom<S>(game: GameModule<S>, state: S, random: Random): S[] {
  const states = [state];
  for (let s = state; !game.rules.isOver(s);) {
    const applied = game.rules.apply(s, randomAction(game, s, random));
    if (!applied.ok) throw new Error(`${game.id}: a random legal action was refused: ${applied.error.message}`);
    s = applied.state;
    states.push(s);
  }
  return states;
}

/** What a player may type at a question, as it was put: its numbered choices, or the numbers of its range. */
function offered(text: PromptText): string[] {
  const numbered = text.lines.map((l) => /^ {2}(\d+)\. /.exec(l)?.[1]).filter((n): n is string => n !== undefined);
  const range = /from (\d+) to (\d+)/.exec(text.ask);
  if (numbered.length === 0 && range) return Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => String(Number(range[1]) + i));
  return numbered;
}

/** The label of the choice `typed` on this question (for a refusal's report). */
const labelOf = (text: PromptText, typed: string): string => text.lines.find((l) => l.startsWith(`  ${typed}. `))?.slice(typed.length + 4) ?? `the number ${typed}`;

/**
 * Every refusal met in `count` seeded games of `id` (options `options`): "what was picked → why it was
 * refused", once each; and every question with one answer. `ended`: the games whose questions were
 * answered to the game's end.
 */
async function refusalsIn(id: string, options: Record<string, string>, count: number, span: Span): Promise<{ refusals: string[]; ended: number }> {
  const game = await games.byId(id)!.load();
  const { rules } = game;
  const { prompts } = (await loadScreens(game)).plain;
  const refusals = new Set<string>();
  let ended = 0;
  let walked = null as { of: number; names: string[]; states: unknown[] } | null;
  for (let g = 0; g < count; g++) {
    const random = seedrandom(`plain-offers:${id}:${JSON.stringify(options)}:${g}`);
    const { min, max } = game.players;
    let names = NAMES.slice(0, min + Math.floor(random() * (max - min + 1)));
    let state = rules.create({ seed: `offers-${g}`, players: names, options }).state;
    if (!span.whole) {
      // The point's game is the one of its group, with that game's players.
      const of = Math.floor(g / POINTS_PER_GAME);
      if (walked?.of !== of) walked = { of, names, states: randomGameFrom(game, state, seedrandom(`plain-offers:${id}:${JSON.stringify(options)}:${of}:point`)) };
      names = walked.names;
      state = walked.states[Math.floor(random() * walked.states.length)];
    }
    const most = span.whole ? Infinity : span.actions;
    for (let steps = 0; steps < most && !rules.isOver(state); steps++) {
      const pending = rules.pending(state);
      // Now and then a seat the game offers an optional action (R11: the President's bribe) opens it first.
      const offer = pending.optional.length > 0 && random() < 0.1 ? pending.optional[Math.floor(random() * pending.optional.length)] : null;
      const seat = offer?.seat ?? pending.required[Math.floor(random() * pending.required.length)].seat;
      const view = rules.viewFor(state, seat);
      const offers = pending.optional.some((o) => o.seat === seat);
      let prompt = offer ? prompts.open(view, 'optional', names, false) : prompts.open(view, 'decide', names, offers);
      if (prompt === null) throw new Error(`${id} game ${g}: seat ${seat} has a decision and no question`);
      let action: unknown = null;
      for (let lines = 0; action === null; lines++) {
        if (lines > MAX_LINES) throw new Error(`${id} game ${g}: no way out of ${JSON.stringify(prompts.text(prompt))}`);
        const text = prompts.text(prompt);
        const choices = offered(text);
        if (/from (\d+) to \1\b/.test(text.ask)) refusals.add(`${text.ask.trim()} → a question with one answer`);
        if (choices.length === 0) throw new Error(`${id} game ${g}: a question offers nothing: ${JSON.stringify(text)}`);
        const typed = choices[Math.floor(random() * choices.length)];
        const answer = prompts.answer(prompt, typed);
        if (answer.kind === 'refused') {
          refusals.add(`${labelOf(text, typed)} → ${answer.reason}`);
          break;
        }
        if (answer.kind === 'prompt') prompt = answer.prompt;
        else if (answer.kind === 'action') action = answer.action;
        else if (answer.kind === 'offer') prompt = prompts.open(view, 'optional', names, false)!;
        // The offer left untaken: the seat's own decision, if it has one, is asked again.
        else if (offer) break;
        else prompt = prompts.open(view, 'decide', names, offers)!;
      }
      // A refusal, or an offer left: the game is where it was, and the next question is asked.
      if (action === null) continue;
      const applied = rules.apply(state, action);
      if (applied.ok) state = applied.state;
      else refusals.add(`${JSON.stringify(action)} → the rules refused it: ${applied.error.message}`);
    }
    if (rules.isOver(state)) ended += 1;
  }
  return { refusals: [...refusals].sort(), ended };
}

test(`Las Cartas: ${GAMES} whole games answered with random offered choices meet no refusal (R8–R27)`, async () => {
  const { refusals, ended } = await refusalsIn('las-cartas', {}, GAMES, { whole: true });
  expect(refusals).toEqual([]);
  expect(ended).toBe(GAMES);
});

test(`Viva, Basic game: ${GAMES} games answered with random offered choices from points spread over whole games meet no refusal (V7–V30)`, async () => {
  const { refusals, ended } = await refusalsIn('viva', { variant: 'basic' }, GAMES, { whole: false, actions: FROM_POINT });
  expect(refusals).toEqual([]);
  // Some of the points are near enough the end that the answers play the game to it (V29).
  expect(ended).toBeGreaterThan(0);
});

test(`Viva, Expert game: ${GAMES} games answered with random offered choices from points spread over whole games meet no refusal (V7–V30)`, async () => {
  const { refusals, ended } = await refusalsIn('viva', { variant: 'expert' }, GAMES, { whole: false, actions: FROM_POINT });
  expect(refusals).toEqual([]);
  expect(ended).toBeGreaterThan(0);
});
