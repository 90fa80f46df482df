// Plain mode offers only what it accepts (R8–R20 for Las Cartas, V7–V30 for Viva): seeded games of
// every game, each question of every seat answered at plain mode's own question layer (the game's
// prompts: open, text, answer) by a player who types a random one of the choices offered – a
// numbered choice, or a number within the range a number question asks for. No such answer is ever
// refused by the prompt, no action it makes is refused by the rules, and no question has only one
// answer (one answer is settled, not asked).
import seedrandom from 'seedrandom';
import { games } from '../../src/games/index.js';
import { loadScreens } from '../../src/ui/game-screens.js';
import type { PromptText } from '../../src/ui/game-screens.js';

const GAMES = 200;
/** Far more lines than any decision needs; a walk this long has found no way out of its prompt. */
const MAX_LINES = 2_000;
/**
 * Each game's first actions: random players seldom buy what ends a game of Viva (V29), and within
 * these every kind of question of both games comes up (Las Cartas' budget, turns and coup; Viva's
 * Promises, windows, orders, battles, Spend Money turns and discards), again and again over the games.
 */
const MAX_ACTIONS = 30;
const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eva', 'Fe'];

/** What a player may type at a question, as it was put: its numbered choices, or the numbers of its range. */
function offered(text: PromptText): string[] {
  const numbered = text.lines.map((l) => /^ {2}(\d+)\. /.exec(l)?.[1]).filter((n): n is string => n !== undefined);
  const range = /from (\d+) to (\d+)/.exec(text.ask);
  if (numbered.length === 0 && range) return Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => String(Number(range[1]) + i));
  return numbered;
}

/** The label of the choice `typed` on this question (for a refusal's report). */
const labelOf = (text: PromptText, typed: string): string => text.lines.find((l) => l.startsWith(`  ${typed}. `))?.slice(typed.length + 4) ?? `the number ${typed}`;

/** Every refusal met in `count` seeded games of `id` (options `options`): "what was picked → why it was refused", once each; and every question with one answer. */
async function refusalsIn(id: string, options: Record<string, string>, count: number): Promise<string[]> {
  const game = await games.byId(id)!.load();
  const { rules } = game;
  const { prompts } = (await loadScreens(game)).plain;
  const refusals = new Set<string>();
  for (let g = 0; g < count; g++) {
    const random = seedrandom(`plain-offers:${id}:${JSON.stringify(options)}:${g}`);
    const { min, max } = game.players;
    const names = NAMES.slice(0, min + Math.floor(random() * (max - min + 1)));
    let state = rules.create({ seed: `offers-${g}`, players: names, options }).state;
    for (let steps = 0; steps < MAX_ACTIONS && !rules.isOver(state); steps++) {
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
  }
  return [...refusals].sort();
}

test(`Las Cartas: ${GAMES} games answered with random offered choices meet no refusal (R8–R20)`, async () => {
  expect(await refusalsIn('las-cartas', {}, GAMES)).toEqual([]);
});

test(`Viva, Basic game: ${GAMES} games answered with random offered choices meet no refusal (V7–V30)`, async () => {
  expect(await refusalsIn('viva', { variant: 'basic' }, GAMES)).toEqual([]);
});

test(`Viva, Expert game: ${GAMES} games answered with random offered choices meet no refusal (V7–V30)`, async () => {
  expect(await refusalsIn('viva', { variant: 'expert' }, GAMES)).toEqual([]);
});
